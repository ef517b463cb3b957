import { getCombatant } from './access';
import { refusal, requireText } from './errors';
import { logEvent } from './log';
import type { LogLine } from './log-codes';
import type { CombatantId, Encounter } from './types';

/** The codes a settled manoeuvre, attack or opposed test writes. */
const MANEUVER_CODES = [
  'maneuver.outcome',
  'attack.resolved',
  'maneuver.opposed',
  'maneuver.opposedCritical',
  'maneuver.opposedTie',
] as const;

/** The coded lines a settled manoeuvre, attack or opposed test (CO test helper) writes. */
export type ManeuverLogLine = Extract<LogLine, { code: (typeof MANEUVER_CODES)[number] }>;

/** Longest summary kept in the log. */
const MANEUVER_SUMMARY_MAX = 400;

/**
 * A manoeuvre settled by the wizard, written into the combat log ("Bousculade — Ogre contre
 * Aldric : réussite, Aldric repoussé de 4,50 m"). Only the log changes: the conditions it brings
 * come as `effect-applied` / `effect-removed` events of the same gesture, and the dice were
 * rolled (or typed) in the wizard, so their results are in the text, never drawn here.
 */
export function logManeuver(
  enc: Encounter,
  attacker: CombatantId,
  target: CombatantId | undefined,
  summary: string,
  line?: ManeuverLogLine,
): Encounter {
  if (enc.phase === 'ended') throw refusal('wrong-phase', 'fightEnded');
  getCombatant(enc, attacker);
  if (target !== undefined) getCombatant(enc, target);
  const text = requireText(summary, 'maneuverSummary').slice(0, MANEUVER_SUMMARY_MAX);
  if (line && (MANEUVER_CODES as readonly string[]).includes(line.code)) return logEvent(enc, line);
  return logEvent(enc, { code: 'maneuver.resolved', params: { text } });
}
