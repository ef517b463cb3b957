/**
 * Journal de combat: lines written by the reducer from the events it applies, as message codes
 * and parameters (log-codes.ts) that the interface phrases in the GM's language. Because they come
 * from the same events, undo and replay give the same log.
 */
import { getSystem } from '../rules';
import type { Combatant, EffectDuration, EffectWhat, Encounter } from './types';
import type { LogDuration, LogEffect, LogEntry, LogHp, LogLine, LogMoment } from './log-codes';
import { fitLogValue, logValueFits } from './log-fit';

/** "Round 2", "Round de surprise" or "Préparation" (French; the interface phrases `logMoment`). */
export function roundLabel(enc: Pick<Encounter, 'phase' | 'round' | 'surprise'>): string {
  if (enc.phase === 'setup') return 'Préparation';
  if (enc.surprise.isSurpriseRound) return 'Round de surprise';
  return `Round ${enc.round}`;
}

/** When the encounter stands: the setup, the surprise round, or a normal round (undefined). */
export function logMoment(enc: Pick<Encounter, 'phase' | 'surprise'>): LogMoment | undefined {
  if (enc.phase === 'setup') return 'setup';
  if (enc.surprise.isSurpriseRound) return 'surprise';
  return undefined;
}

/** The encounter with one more log line, dated by its round (its texts fitted: log-fit.ts). */
export function logEvent(enc: Encounter, line: LogLine): Encounter {
  const at = logMoment(enc);
  const params = logValueFits(line.params) ? line.params : fitLogValue(line.params);
  const entry = { round: enc.round, ...(at ? { at } : {}), ...line, params } as LogEntry;
  return { ...enc, log: [...enc.log, entry] };
}

/** A combatant's hit points for a log line, with its new health state when `before` differs. */
export function logHp(c: Combatant, before?: Combatant['health']): LogHp {
  const { current, max, temp, nonlethal, stamina, resolve } = c.hp;
  return {
    hp: {
      current,
      max,
      temp,
      nonlethal,
      ...(stamina ? { stamina: { current: stamina.current, max: stamina.max } } : {}),
      ...(resolve ? { resolve: { current: resolve.current, max: resolve.max } } : {}),
    },
    ...(before !== undefined && before !== c.health ? { state: c.health } : {}),
  };
}

/** An effect for a log line: its condition id, or its custom name. */
export function logEffect(what: EffectWhat): LogEffect {
  return what.kind === 'custom' ? { custom: what.name } : { condition: what.conditionId };
}

/** The line that says an effect ended on `name`. */
export function effectEndedLine(name: string, what: EffectWhat): LogLine {
  return what.kind === 'custom'
    ? { code: 'effect.customEnded', params: { name, effect: logEffect(what) } }
    : { code: 'effect.conditionEnded', params: { name, effect: logEffect(what) } };
}

/** A duration for a log line, with the names it depends on. */
export function logDuration(enc: Encounter, d: EffectDuration): LogDuration {
  const nameOf = (id: Combatant['id']) => enc.combatants.find((c) => c.id === id)?.name ?? '?';
  switch (d.kind) {
    case 'rounds':
      return { duration: 'rounds', rounds: d.rounds };
    case 'until-turn-start':
    case 'until-turn-end':
      return { duration: d.kind, of: nameOf(d.combatantId) };
    case 'concentration':
      return { duration: 'concentration', of: nameOf(d.sourceId) };
    case 'until-removed':
      return { duration: 'until-removed' };
  }
}

/** An effect's French name (engine messages and reminders): the catalogue's name, or the custom name. */
export function effectName(system: Encounter['system'], what: EffectWhat): string {
  if (what.kind === 'custom') return what.name;
  const def = getSystem(system).conditions.find((c) => c.id === what.conditionId);
  return def ? def.name.fr : what.conditionId;
}

/** "Aldric n'est plus étourdi" (a reminder's French text; the log has `effectEndedLine`). */
export function effectEndedText(system: Encounter['system'], targetName: string, what: EffectWhat): string {
  const name = effectName(system, what);
  if (what.kind === 'custom') return `Fin de « ${name} » pour ${targetName}`;
  return `${targetName} n'est plus ${name.toLocaleLowerCase('fr')}`;
}
