/**
 * Journal de combat: readable French lines, written by the reducer from the events it applies
 * ("Round 2 — Orque 1 : 7 dégâts (PV 3/10)", "Aldric n'est plus étourdi"). Because they come from
 * the same events, undo and replay give the same log.
 */
import { getSystem } from '../rules';
import type { Combatant, EffectWhat, Encounter, LogEntry } from './types';

/** "Round 2", "Round de surprise" or "Préparation". */
export function roundLabel(enc: Pick<Encounter, 'phase' | 'round' | 'surprise'>): string {
  if (enc.phase === 'setup') return 'Préparation';
  if (enc.surprise.isSurpriseRound) return 'Round de surprise';
  return `Round ${enc.round}`;
}

/** The encounter with one more log line, prefixed by the round. */
export function appendLog(enc: Encounter, text: string): Encounter {
  const entry: LogEntry = { round: enc.round, text: `${roundLabel(enc)} — ${text}` };
  return { ...enc, log: [...enc.log, entry] };
}

/** "PV 3/10", with temporary HP and nonlethal damage when there are any. */
export function hpText(c: Combatant): string {
  const temp = c.hp.temp > 0 ? ` +${c.hp.temp} temp.` : '';
  const nl = c.hp.nonlethal > 0 ? `, ${c.hp.nonlethal} non létaux` : '';
  const sp = c.hp.stamina ? `PE ${c.hp.stamina.current}/${c.hp.stamina.max}, ` : '';
  const rp = c.hp.resolve ? `, PP ${c.hp.resolve.current}/${c.hp.resolve.max}` : '';
  return `${sp}PV ${c.hp.current}/${c.hp.max}${temp}${nl}${rp}`;
}

/** French name of a health state, for the log. */
export const HEALTH_NAMES_FR: Record<Combatant['health'], string> = {
  ok: 'en forme',
  staggered: 'chancelant',
  disabled: 'hors de combat',
  dying: 'mourant',
  unconscious: 'inconscient',
  dead: 'mort',
};

/** An effect's French name: the catalogue's name of the condition, or the custom name. */
export function effectName(system: Encounter['system'], what: EffectWhat): string {
  if (what.kind === 'custom') return what.name;
  const def = getSystem(system).conditions.find((c) => c.id === what.conditionId);
  return def ? def.name.fr : what.conditionId;
}

/** "Aldric n'est plus étourdi" for a condition; "Fin de « Bénédiction » pour Aldric" for a custom effect. */
export function effectEndedText(system: Encounter['system'], targetName: string, what: EffectWhat): string {
  const name = effectName(system, what);
  if (what.kind === 'custom') return `Fin de « ${name} » pour ${targetName}`;
  return `${targetName} n'est plus ${name.toLocaleLowerCase('fr')}`;
}

/** "Round 2 — Orque 1 : 7 dégâts (PV 3/10)" style lines are built with this. */
export function combatantLine(c: Combatant, what: string): string {
  return `${c.name} : ${what} (${hpText(c)})`;
}
