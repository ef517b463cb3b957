/**
 * The log lines of a settled manoeuvre and of an attack (`maneuver.outcome`, `attack.resolved`),
 * phrased piece by piece in the GM's language: the manoeuvre's and the defence's names come from
 * the rules in both languages, the verdict and the distances from `log.maneuver.*` / `log.attack.*`.
 */
import type { LogAttack, LogManeuverOutcome } from '../../shared/combat';
import { getSystem } from '../../shared/rules';
import type { MessageKey } from '../i18n';
import type { PhraseContext } from './phrase';

function text(ctx: PhraseContext, key: MessageKey, values?: Record<string, string | number>): string {
  const tr = ctx.t as unknown as (k: string, v?: Record<string, string | number>) => string;
  return tr(key, values);
}

/** "4,50 m" in French, "4.50 m" in English; whole metres as they are. */
function metersText(m: number, language: PhraseContext['language']): string {
  if (Number.isInteger(m)) return `${m} m`;
  const fixed = m.toFixed(2);
  return `${language === 'fr' ? fixed.replace('.', ',') : fixed} m`;
}

const signed = (n: number) => (n < 0 ? `− ${-n}` : `+ ${n}`);

/** « Bousculade — Ogre contre Aldric : réussite de 4 (19 contre 15 ; d20 : 12) ; Aldric repoussé de 3 m ». */
export function phraseManeuverOutcome(p: LogManeuverOutcome, ctx: PhraseContext): string {
  const def = getSystem(ctx.system).maneuvers.find((m) => m.id === p.maneuver);
  const values = { attacker: p.attacker, defender: p.defender };
  const by = p.margin === 0 ? '' : text(ctx, 'log.maneuver.by', { margin: Math.abs(p.margin) });
  const verdict = `${text(ctx, p.success ? 'log.maneuver.success' : 'log.maneuver.failure')}${by}`;
  const detail = p.decisive
    ? text(ctx, 'log.maneuver.detail', {
        total: p.decisive.total,
        against: p.decisive.against,
        dice: p.decisive.dice.join(', '),
      })
    : '';
  const parts = [
    text(ctx, 'log.maneuver.outcome', {
      ...values,
      name: def ? def.name[ctx.language] : p.maneuver,
      counter: p.counter ? text(ctx, 'log.maneuver.counter') : '',
      verdict,
      detail,
    }),
  ];
  if (p.moved) {
    const meters = metersText(p.moved.meters, ctx.language);
    const key = {
      drag: 'log.maneuver.dragged',
      reposition: 'log.maneuver.repositioned',
      pushed: 'log.maneuver.pushed',
      'pushed-follow': 'log.maneuver.pushedFollow',
    } as const;
    parts.push(text(ctx, key[p.moved.kind], { ...values, meters }));
  }
  if (p.pushedBack) parts.push(text(ctx, 'log.maneuver.pushedBack', values));
  return parts.join(ctx.language === 'fr' ? ' ; ' : '; ');
}

/** « Attaque — Ogre contre Aldric (Massue) : touché (d20 12 + 5 = 17 contre CA 15) — 8 dégâts (1d8+4 : 8) ». */
export function phraseAttack(p: LogAttack, ctx: PhraseContext): string {
  const lang = ctx.language;
  const defence = `${p.against.name[lang]} ${p.against.value}`;
  const against =
    p.against.thac0 === undefined
      ? defence
      : `${text(ctx, 'log.attack.thac0')} ${p.against.thac0} − ${defence}`;
  const roll = text(ctx, 'log.attack.roll', {
    natural: p.natural,
    added: signed(p.added),
    total: p.total,
    against,
  });
  const confirm =
    p.confirm === undefined
      ? ''
      : text(ctx, 'log.attack.confirm', {
          natural: p.confirm,
          added: signed(p.added),
          total: p.confirm + p.added,
        });
  const verdict =
    p.verdict === 'critical'
      ? text(ctx, 'log.attack.critical', { multiplier: p.multiplier })
      : text(
          ctx,
          p.verdict === 'miss'
            ? 'log.attack.miss'
            : p.verdict === 'threat'
              ? 'log.attack.threat'
              : 'log.attack.hit',
        );
  const natural =
    p.natural === 20
      ? text(ctx, 'log.attack.natural20')
      : p.natural === 1
        ? text(ctx, 'log.attack.natural1')
        : '';
  const how = p.damageText ? ` (${lang === 'fr' ? p.damageText : p.damageText.replace(' : ', ': ')})` : '';
  const damage = p.damage === undefined ? '' : text(ctx, 'log.attack.damage', { damage: p.damage, how });
  return text(ctx, 'log.attack.resolved', {
    attacker: p.attacker,
    target: p.target,
    weapon: p.weapon === '' ? '' : ` (${p.weapon})`,
    verdict,
    natural,
    roll: `${roll}${confirm}`,
    damage,
  });
}
