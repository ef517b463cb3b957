/**
 * The combat log in the GM's language: each line's code and parameters (shared/combat/log-codes.ts)
 * phrased through `log.<code>` of renderer/i18n/log-fr.ts and log-en.ts. Lines written before the
 * codes keep their French text, shown as is. Parameters of a known kind (hit points, an effect, a
 * duration, results, a dying check, a note) are phrased here first, by the parameter's name.
 */
import type { TFunction } from 'i18next';
import { logMoment } from '../../shared/combat';
import type {
  Encounter,
  LogCode,
  LogDuration,
  LogDyingCheck,
  LogEffect,
  LogEntry,
  LogHp,
  LogLine,
  LogResults,
  LogDamageStep,
  LogTypedDamage,
  LogSave,
  LogGroupSave,
} from '../../shared/combat';
import { damageType, getSystem, type SystemId } from '../../shared/rules';
import type { Language, MessageKey } from '../i18n';
import { phraseAttack, phraseManeuverOutcome } from './phrase-maneuver';

/** What phrasing needs: the texts and the language of the moment, and the fight's system (its conditions' names). */
export interface PhraseContext {
  t: TFunction;
  language: Language;
  system: SystemId;
}

/** Every code has a text in fr.ts and en.ts: a code without one is a type error here. */
type LogKey = `log.${LogCode}`;
const everyCodeHasText: LogKey extends MessageKey ? true : never = true;
void everyCodeHasText;

/** The text of `key` with already phrased values (the one place that reads a computed key). */
function text(
  ctx: PhraseContext,
  key: LogKey | MessageKey,
  values?: Record<string, string | number>,
): string {
  const tr = ctx.t as unknown as (k: string, v?: Record<string, string | number>) => string;
  return tr(key, values);
}

function effectName(ctx: PhraseContext, effect: LogEffect): string {
  if ('custom' in effect) return effect.custom;
  const def = getSystem(ctx.system).conditions.find((c) => c.id === effect.condition);
  return def ? def.name[ctx.language] : effect.condition;
}

function hpText(ctx: PhraseContext, { hp, state }: LogHp): string {
  const parts = [text(ctx, 'log.hp.text', { current: hp.current, max: hp.max })];
  if (hp.stamina) parts.unshift(`${text(ctx, 'log.hp.stamina', hp.stamina)},`);
  if (hp.temp > 0) parts.push(text(ctx, 'log.hp.temporary', { count: hp.temp }));
  let line = parts.join(' ');
  if (hp.nonlethal > 0) line += `, ${text(ctx, 'log.hp.nonlethalPart', { count: hp.nonlethal })}`;
  if (hp.resolve) line += `, ${text(ctx, 'log.hp.resolve', hp.resolve)}`;
  const health = state ? ` — ${text(ctx, `log.health.${state}`)}` : '';
  return `(${line})${health}`;
}

function durationText(ctx: PhraseContext, d: LogDuration): string {
  switch (d.duration) {
    case 'rounds':
      return text(ctx, 'log.duration.rounds', { count: d.rounds });
    case 'until-removed':
      return text(ctx, 'log.duration.until-removed');
    default:
      return text(ctx, `log.duration.${d.duration}`, { of: d.of });
  }
}

function checkText(ctx: PhraseContext, { check }: LogDyingCheck): string {
  const signed = check.con < 0 ? `\u2212${-check.con}` : `+${check.con}`;
  return text(ctx, 'log.dying.check', {
    roll: check.roll,
    con: signed,
    total: check.total,
    negative: check.hp < 0 ? text(ctx, 'log.dying.negative', { count: -check.hp }) : '',
    natural: check.roll === 20 ? text(ctx, 'log.dying.natural') : '',
  });
}

/** « Gobelin 2 : 6, Orque : 14 » — each name with its result, never read as two combatants (issue 26). */
function resultsText(ctx: PhraseContext, { results }: LogResults): string {
  return results.map((r) => text(ctx, 'log.initiative.result', { name: r.name, value: r.value })).join(', ');
}

/** A turn's length for the log: « 40 s », « 1 min 40 », « 1 h 05 min » (EN « 1 min 40 s »). */
function clockText(ctx: Pick<PhraseContext, 'language'>, seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s} s`;
  const minutes = Math.floor(s / 60);
  const rest = s % 60;
  if (minutes >= 60) return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
  if (rest === 0) return `${minutes} min`;
  return ctx.language === 'fr'
    ? `${minutes} min ${String(rest).padStart(2, '0')}`
    : `${minutes} min ${rest} s`;
}

function typeNames(ctx: PhraseContext, ids: readonly unknown[]): string {
  return ids.map((id) => damageType(String(id))?.name[ctx.language] ?? String(id)).join(' ');
}

function stepText(ctx: PhraseContext, step: LogDamageStep): string {
  switch (step.kind) {
    case 'immunity':
      return text(ctx, 'log.hp.stepImmunity');
    case 'vulnerability':
      return text(ctx, 'log.hp.stepVulnerability', { amount: step.amount ?? 0 });
    case 'resistance':
      return text(ctx, 'log.hp.stepResistance', { amount: step.amount ?? 0 });
    default: {
      const ids = (step.bypass ?? '').split(' ').filter((b) => b !== '');
      const joiner = text(ctx, step.all ? 'log.hp.bypassAll' : 'log.hp.bypassAny');
      const bypass = ids.length === 0 ? '—' : ids.map((id) => typeNames(ctx, [id])).join(joiner);
      return text(ctx, 'log.hp.stepReduction', { amount: step.amount ?? 0, bypass });
    }
  }
}

/** Typed damage: « (12 feu − résistance 10 = 2) », or « (feu) » when no defence changed it. */
function typedText(ctx: PhraseContext, p: Partial<LogTypedDamage> & { amount?: unknown }): string {
  if (!Array.isArray(p.types) || p.types.length === 0) return '';
  const types = typeNames(ctx, p.types);
  const steps = Array.isArray(p.steps) ? p.steps : [];
  if (steps.length === 0) return text(ctx, 'log.hp.typedPlain', { types });
  return text(ctx, 'log.hp.typed', {
    raw: Number(p.raw),
    types,
    steps: steps.map((s) => stepText(ctx, s)).join(''),
    amount: Number(p.amount),
  });
}

/** « + 8 », « − 2 »: a bonus after a die, with a true minus. */
function signedText(bonus: number): string {
  return bonus < 0 ? `\u2212 ${-bonus}` : `+ ${bonus}`;
}

/** A check the engine rolled: « (d20 = 6 + 8) », a negative bonus with a true minus. */
function rolledText(ctx: PhraseContext, d20: number, bonus: number): string {
  return text(ctx, 'log.concentration.rolled', { d20, bonus: signedText(bonus) });
}

/** One target's save: « Réf 14 (d20 = 13 + 1) contre DD 15, raté (évasion) ». */
function saveText(ctx: PhraseContext, s: LogSave): string {
  const rolled = !s.roll
    ? ''
    : s.roll.other === undefined
      ? rolledText(ctx, Number(s.roll.d20), Number(s.roll.bonus))
      : text(ctx, 'log.save.rolledBest', {
          d20: Number(s.roll.d20),
          other: Number(s.roll.other),
          bonus: signedText(Number(s.roll.bonus)),
        });
  const kind = s.kind === 'target' ? 'target' : s.kind === 'difficulty' ? 'difficulty' : 'dc';
  const natural =
    s.natural === 20
      ? text(ctx, 'log.save.natural20')
      : s.natural === 1
        ? text(ctx, 'log.save.natural1')
        : '';
  const evasion =
    s.evasion === 'improved'
      ? text(ctx, 'log.save.improved')
      : s.evasion
        ? text(ctx, 'log.save.evasion')
        : '';
  return text(ctx, `log.save.vs_${kind}`, {
    short: ctx.language === 'fr' ? s.fr : s.en,
    total: s.total,
    rolled,
    against: s.against,
    outcome: text(ctx, s.passed ? 'log.save.passed' : 'log.save.failed'),
    natural,
    evasion,
  });
}

/** The head of a group save: « Sauvegarde de groupe (6) : Réf DD 15 — 6d6 = 21 de feu, moitié si réussi ». */
function groupSaveText(ctx: PhraseContext, p: LogGroupSave): string {
  const against =
    p.dc === undefined
      ? ''
      : text(ctx, p.kind === 'difficulty' ? 'log.save.headDifficulty' : 'log.save.headDc', { dc: p.dc });
  const kinds = Array.isArray(p.damageTypes) && p.damageTypes.length > 0 ? typeNames(ctx, p.damageTypes) : '';
  const damage =
    p.damage === undefined
      ? text(ctx, 'log.save.noDamage')
      : text(ctx, p.notation ? 'log.save.rolledDamage' : 'log.save.typedDamage', {
          notation: p.notation ?? '',
          damage: p.damage,
          kinds: kinds === '' ? '' : text(ctx, 'log.save.kinds', { types: kinds }),
          onSuccess: text(ctx, p.onSuccess === 'none' ? 'log.save.none' : 'log.save.half'),
        });
  return text(ctx, 'log.save.group', {
    count: p.count,
    save: ctx.language === 'fr' ? p.saveFr : p.saveEn,
    against,
    damage,
  });
}

/** The parameters of a line, each phrased in the language of the moment. */
function phraseParams(ctx: PhraseContext, params: object): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  const p = params as Record<string, unknown>;
  for (const [key, value] of Object.entries(p)) {
    if (key === 'hp' && value) out.hp = hpText(ctx, p as unknown as LogHp);
    else if (key === 'effect' && value) {
      out.effect = effectName(ctx, value as LogEffect);
      out.effectLower = out.effect.toLocaleLowerCase(ctx.language);
    } else if (key === 'duration' && value) out.duration = durationText(ctx, value as LogDuration);
    else if (key === 'check' && value) out.check = checkText(ctx, p as unknown as LogDyingCheck);
    else if (key === 'results' && Array.isArray(value))
      out.results = resultsText(ctx, p as unknown as LogResults);
    else if (key === 'seconds' && typeof value === 'number') out.time = clockText(ctx, value);
    else if (key === 'roll' && value && typeof value === 'object' && 'd20' in value && 'bonus' in value)
      out.rolled = rolledText(ctx, Number(value.d20), Number(value.bonus));
    else if (key === 'types' && Array.isArray(value)) {
      out.typed = typedText(ctx, p as Partial<LogTypedDamage>);
      out.kinds = text(ctx, 'log.save.kinds', { types: typeNames(ctx, value) });
      out.reduced = Array.isArray(p.steps) && p.steps.length > 0 ? out.typed : '';
    } else if (key === 'save' && value && typeof value === 'object')
      out.save = saveText(ctx, value as LogSave);
    else if (key === 'note') out.note = typeof value === 'string' && value !== '' ? ` — ${value}` : '';
    else if (key === 'by' && value && typeof value === 'object' && 'name' in value)
      out.by = text(ctx, 'log.hp.by', { name: String(value.name) });
    else if (typeof value === 'number' || typeof value === 'string') out[key] = value;
    else if (value === null) out[key] = '—';
  }
  // Damage says who dealt it when the line knows (« , de Lidda »); older lines say nothing.
  out.by ??= '';
  out.typed ??= '';
  out.rolled ??= '';
  out.kinds ??= '';
  out.reduced ??= '';
  return out;
}

/**
 * One coded line (no round), in the language of the moment: « Gobelin 2 : 7 dégâts (PV 3/10) ». A
 * code this version does not know, or parameters it cannot read (a newer or edited file), give a
 * line that says so, never an exception.
 */
export function phraseLine(line: LogLine, ctx: PhraseContext): string {
  const key: LogKey = `log.${line.code}`;
  const unknown = () => text(ctx, 'log.unknown', { code: String(line.code) });
  try {
    if (line.code === 'maneuver.outcome') return phraseManeuverOutcome(line.params, ctx);
    if (line.code === 'attack.resolved') return phraseAttack(line.params, ctx);
    if (line.code === 'save.group') return groupSaveText(ctx, line.params);
    // With the parameters, so that a plural key (`_one`/`_other`) is found by its count.
    const phrased = text(ctx, key, { ...phraseParams(ctx, line.params), defaultValue: '' });
    return phrased === '' ? unknown() : phrased;
  } catch {
    return unknown();
  }
}

/** When a line was written: « Round 2 », « Round de surprise », « Préparation ». */
function momentText(entry: Extract<LogEntry, { code: string }>, ctx: PhraseContext): string {
  if (entry.at === 'setup') return text(ctx, 'log.moment.setup');
  if (entry.at === 'surprise') return text(ctx, 'log.moment.surprise');
  return text(ctx, 'log.moment.round', { round: entry.round });
}

/** One line of the log without its round (undo notices): an old line loses its own prefix. */
export function phraseEntryBody(entry: LogEntry, ctx: PhraseContext): string {
  if ('text' in entry) {
    const at = entry.text.indexOf(' — ');
    return at >= 0 && at < 24 ? entry.text.slice(at + 3) : entry.text;
  }
  return phraseLine(entry, ctx);
}

/** One line of the log with its round: « Round 2 — Gobelin 2 : 7 dégâts (PV 3/10) ». */
export function phraseEntry(entry: LogEntry, ctx: PhraseContext): string {
  if ('text' in entry) return entry.text;
  return `${momentText(entry, ctx)} — ${phraseLine(entry, ctx)}`;
}

/** Where the encounter stands now, in the language of the moment: « Round 2 », « Setup »… */
export function roundText(enc: Pick<Encounter, 'phase' | 'round' | 'surprise'>, t: TFunction): string {
  const at = logMoment(enc);
  if (at === 'setup') return t('log.moment.setup');
  if (at === 'surprise') return t('log.moment.surprise');
  return t('log.moment.round', { round: enc.round });
}
