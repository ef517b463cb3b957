/**
 * Moral (osr): a check is due when a group's first member falls and when half of it is down
 * (OSR › Tests de moral); 2d6 against the morale score through the rules' `moraleCheck`.
 */
import { moraleCheck, RulesError, getProcedures } from '../rules';
import { drawInts } from './dice';
import { refusal, requireInt } from './errors';
import { logEvent } from './log';
import { effectId } from './types';
import type { Combatant, Effect, Encounter, GroupMorale } from './types';

const FRESH: GroupMorale = { firstDownSignalled: false, halfDownSignalled: false, checksPassed: 0 };

/**
 * A group's morale. Group names are the GM's words (« toString », « __proto__ » are names like any
 * other): only the table's own keys count, never what an object inherits.
 */
function groupMorale(enc: Pick<Encounter, 'morale'>, group: string): GroupMorale {
  return Object.hasOwn(enc.morale, group) ? enc.morale[group] : FRESH;
}

/**
 * The morale table with one group's state set. Built by defineProperty: a group named
 * « __proto__ » is a key like any other and never sets a prototype. Keeps the file's JSON shape.
 */
function withGroupMorale(
  table: Readonly<Record<string, GroupMorale>>,
  group: string,
  state: GroupMorale,
): Record<string, GroupMorale> {
  const out: Record<string, GroupMorale> = {};
  for (const key of Object.keys(table)) define(out, key, table[key]);
  define(out, group, state);
  return out;
}

function define(out: Record<string, GroupMorale>, key: string, value: GroupMorale): void {
  Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
}

function members(enc: Encounter, group: string): Combatant[] {
  return enc.combatants.filter((c) => c.group === group);
}

function down(c: Combatant): boolean {
  return c.health !== 'ok' && c.health !== 'staggered';
}

/** After `fallen` went down: the morale reminders that are now due (osr only, groups with a morale). */
export function moraleAfterFall(enc: Encounter, fallen: Combatant): Encounter {
  const group = fallen.group;
  if (!getProcedures(enc.system).morale || group === undefined) return enc;
  const all = members(enc, group);
  if (!all.some((c) => c.defences.morale !== undefined)) return enc;
  const state = groupMorale(enc, group);
  const downCount = all.filter(down).length;
  const next = { ...state };
  const reminders = [...enc.reminders];
  if (!state.firstDownSignalled && downCount >= 1) {
    next.firstDownSignalled = true;
    reminders.push({ kind: 'morale', group, reason: 'first-down' });
  }
  if (!state.halfDownSignalled && downCount * 2 >= all.length) {
    next.halfDownSignalled = true;
    reminders.push({ kind: 'morale', group, reason: 'half-down' });
  }
  if (reminders.length === enc.reminders.length) return enc;
  const out = { ...enc, reminders, morale: withGroupMorale(enc.morale, group, next) };
  return logEvent(out, { code: 'morale.checkDue', params: { group } });
}

/**
 * morale-checked: 2d6 (drawn, or typed in `roll`) against the group's morale (the lowest of its
 * standing members). Flees: every standing member gets the system's fleeing condition. After the
 * system's number of checks passed the group fights to the death (its `moraleRules`).
 */
export function checkMorale(enc: Encounter, group: string, adjustment = 0, roll?: number): Encounter {
  // Only a system with morale rules (osr) has morale checks and a fleeing condition: elsewhere the
  // file would hold a condition its system does not know (found by shared/files fault-fuzz).
  const rules = getProcedures(enc.system).moraleRules;
  if (!getProcedures(enc.system).morale || !rules) throw refusal('not-allowed', 'moraleNotInRules');
  const standing = members(enc, group).filter((c) => !down(c));
  const scores = standing.flatMap((c) => (c.defences.morale === undefined ? [] : [c.defences.morale]));
  if (scores.length === 0) {
    throw refusal('unknown-group', 'moraleNobody', { group });
  }
  let next = enc;
  let total: number;
  if (roll === undefined) {
    const [dice, moved] = drawInts(enc, 2, 1, 6);
    next = moved;
    total = dice[0] + dice[1];
  } else total = requireInt(roll, 'moraleRoll');
  const morale = Math.min(...scores);
  let result: ReturnType<typeof moraleCheck>;
  try {
    result = moraleCheck(morale, total, adjustment);
  } catch (e) {
    if (e instanceof RulesError) throw refusal('rules', 'rules', { text: e.message, reason: e.code });
    throw e;
  }
  return recordMorale(next, group, standing, { morale, total, result }, rules);
}

function recordMorale(
  enc: Encounter,
  group: string,
  standing: Combatant[],
  r: { morale: number; total: number; result: 'holds' | 'flees' | 'no-check' },
  rules: { passesToFightToDeath: number; fleeingCondition: string },
): Encounter {
  const state = groupMorale(enc, group);
  // After the system's number of passes the group fights to the death; more change nothing.
  const toDeathAt = rules.passesToFightToDeath;
  const passed = r.result === 'holds' ? Math.min(toDeathAt, state.checksPassed + 1) : state.checksPassed;
  const reminders = enc.reminders.filter((x) => !(x.kind === 'morale' && x.group === group));
  let next: Encounter = {
    ...enc,
    reminders,
    morale: withGroupMorale(enc.morale, group, { ...state, checksPassed: passed }),
  };
  const toDeath = passed >= toDeathAt && r.result === 'holds';
  const code = toDeath
    ? 'morale.holdsToDeath'
    : ({ holds: 'morale.holds', flees: 'morale.flees', 'no-check': 'morale.noCheck' } as const)[r.result];
  next = logEvent(next, { code, params: { group, total: r.total, morale: r.morale } });
  if (r.result !== 'flees') return next;
  let seq = next.seq;
  const fleeing: Effect[] = standing.map((c) => ({
    id: effectId(`e-${seq++}`),
    target: c.id,
    what: { kind: 'condition', conditionId: rules.fleeingCondition },
    duration: { kind: 'until-removed' },
    appliedRound: next.round,
    appliedAtCount: null,
  }));
  return { ...next, seq, effects: [...next.effects, ...fleeing] };
}
