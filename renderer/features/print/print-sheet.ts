import { localeOf } from '../../../shared/locale';
import type { TFunction } from 'i18next';
import type { Encounter, LogEntry } from '../../../shared/combat';
import { getSystem } from '../../../shared/rules';
import { conditionName, defencesSummary } from '../../combatant';

/** What a printed sheet holds (the GM ticks them in « Imprimer »). */
export interface PrintParts {
  order: boolean;
  log: boolean;
  summary: boolean;
}

/** One line of the printed order of play. */
export interface PrintedOrderLine {
  rank: number;
  name: string;
  side: string;
  initiative: string;
  hp: string;
  health: string;
  defences: string;
  conditions: string;
  /** Whose turn it is now. */
  acting: boolean;
  /** Hidden from the players (the sheet is the GM's). */
  hidden: boolean;
}

/** The fight's combatants in acting order (those not placed yet after them, as the screen shows them). */
function inOrder(enc: Encounter): Encounter['combatants'] {
  const byId = new Map(enc.combatants.map((c) => [c.id, c]));
  const placed = enc.order.flatMap((id) => byId.get(id) ?? []);
  const rest = enc.combatants.filter((c) => !enc.order.includes(c.id));
  return [...placed, ...rest];
}

/** The order of play as printed: one line per combatant, every value in the GM's language. */
export function printedOrder(enc: Encounter, t: TFunction, language: 'fr' | 'en'): PrintedOrderLine[] {
  return inOrder(enc).map((c, i) => {
    const hp = c.hp;
    const extra = [
      hp.temp > 0 ? t('print.tempHp', { count: hp.temp }) : '',
      hp.nonlethal > 0 ? t('print.nonlethal', { count: hp.nonlethal }) : '',
      hp.stamina ? t('print.stamina', { current: hp.stamina.current, max: hp.stamina.max }) : '',
    ].filter((part) => part !== '');
    const conditions = enc.effects
      .filter((e) => e.target === c.id)
      .map((e) => {
        const named =
          e.what.kind === 'custom' ? e.what.name : conditionName(enc.system, e.what.conditionId, language);
        // The sheet is the GM's: a secret effect is printed, marked.
        return e.hidden === true ? `${named} (${t('conditions.hiddenShort')})` : named;
      });
    return {
      rank: i + 1,
      name: c.name,
      side: t(`tracker.side.${c.side}`),
      initiative: c.initiative.result === undefined ? '—' : String(c.initiative.result),
      hp: [`${hp.current}/${hp.max}`, ...extra].join(' · '),
      health: t(`tracker.health.${c.health}`),
      defences: defencesSummary(enc.system, c.defences, (k) => t(`tracker.defence.${k}`)),
      conditions: conditions.join(', '),
      acting: enc.current === c.id,
      hidden: c.hidden,
    };
  });
}

/** The combat log as printed: every line, first to last (the screen shows the latest first). */
export function printedLog(log: readonly LogEntry[], phrase: (entry: LogEntry) => string): string[] {
  return log.map((entry) => phrase(entry));
}

/** The sheet's heading: the fight's name, its system, where it stands, and when it was printed. */
export function printedHeading(
  enc: Encounter,
  t: TFunction,
  language: 'fr' | 'en',
  at: Date,
): { title: string; subtitle: string } {
  const when = new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(at);
  const phase = t(`print.phase.${enc.phase}`, { round: enc.round });
  return {
    title: enc.name,
    subtitle: t('print.subtitle', { system: getSystem(enc.system).name[language], phase, when }),
  };
}
