/**
 * Initiative: typed values, rolls drawn from the encounter's RNG, osr group initiative (one d6 per
 * side, OSR › Séquence de combat), CO fixed INIT (no roll), and a fresh count at each new round
 * where the rules ask for it (osr rerolled each round; CO lowered INIT returning to its score).
 */
import { COUNT_LIMITS } from '../limits';
import { createSeededRng, getSystem, getProcedures } from '../rules';
import { getCombatant } from './access';
import { drawInts, TIEBREAK_MAX } from './dice';
import { refusal, requireInt } from './errors';
import { logEvent } from './log';
import type { LogLine } from './log-codes';
import { groupTiebreaks, initiativeMates } from './groups';
import { assignCounts, placeByRules } from './turn-order';
import type { Combatant, CombatantId, Encounter } from './types';

type Rolled = Map<CombatantId, { result: number; tiebreak: number }>;

/** Sets many results in one pass over the combatants (one per target made rolling all O(n²)). */
function setResults(enc: Encounter, rolled: Rolled): Encounter {
  const combatants = enc.combatants.map((c) => {
    const r = rolled.get(c.id);
    return r ? { ...c, initiative: { ...c.initiative, ...r, lowered: undefined } } : c;
  });
  return { ...enc, combatants };
}

function setResult(enc: Encounter, id: CombatantId, result: number, tiebreak: number): Encounter {
  return setResults(enc, new Map([[id, { result, tiebreak }]]));
}

/** How the order follows new results: placed one by one (running), all afresh, or left to the caller. */
type Reorder = 'place' | 'none';

function reorder(enc: Encounter, ids: CombatantId[], how: Reorder = 'place'): Encounter {
  if (how === 'none') return enc;
  if (enc.phase !== 'running') return assignCounts(enc);
  return ids.reduce((acc, id) => placeByRules(acc, id), enc);
}

function tiebreakFor(enc: Encounter, c: Combatant): [number, Encounter] {
  if (c.initiative.tiebreak !== undefined) return [c.initiative.tiebreak, enc];
  const [[t], moved] = drawInts(enc, 1, 1, TIEBREAK_MAX);
  return [t, moved];
}

/**
 * initiative-set: a typed total (a player's roll, a CO score), with an optional tiebreak. A member
 * of a group sharing its initiative gives the total to the whole group.
 */
export function setInitiative(enc: Encounter, id: CombatantId, value: number, tiebreak?: number): Encounter {
  if (enc.phase === 'ended') throw refusal('wrong-phase', 'fightEnded');
  const c = getCombatant(enc, id);
  const total = requireInt(value, { field: 'initiativeOf', name: c.name });
  if (tiebreak !== undefined && !Number.isFinite(tiebreak)) {
    throw refusal('invalid-number', 'tieBreakNumber', { name: c.name });
  }
  const mates = tiebreak === undefined ? initiativeMates(enc, c) : [c];
  if (mates.length > 1) {
    const [next, ids] = setGroupResult(enc, mates, total);
    return logEvent(reorder(next, ids), {
      code: 'initiative.set',
      params: { name: c.group ?? c.name, total },
    });
  }
  const [t, moved] = tiebreak === undefined ? tiebreakFor(enc, c) : [tiebreak, enc];
  const next = reorder(setResult(moved, id, total, t), [id]);
  return logEvent(next, { code: 'initiative.set', params: { name: c.name, total } });
}

/** One total for every member of a group, with tiebreaks that keep them together, in roster order. */
function setGroupResult(enc: Encounter, mates: Combatant[], total: number): [Encounter, CombatantId[]] {
  const [[base], moved] = drawInts(enc, 1, 1, TIEBREAK_MAX);
  const ties = groupTiebreaks(base, mates.length);
  let next = moved;
  mates.forEach((m, i) => {
    next = setResult(next, m.id, total, ties[i]);
  });
  return [next, mates.map((m) => m.id)];
}

/** Whether a combatant belongs to the party for osr group initiative. */
function isParty(c: Combatant): boolean {
  return c.side === 'pc' || c.side === 'ally';
}

/**
 * Rolls (or, in CO, takes the INIT score of) each given combatant individually; a group sharing its
 * initiative rolls once for all its members, with tiebreaks that keep them together.
 */
function rollIndividually(enc: Encounter, targets: Combatant[], die: number, how?: Reorder): Encounter {
  // One generator for the whole roll, continued from the saved state: the same draws, in the same
  // order, as one drawInts per die, without an encounter copy per combatant.
  const rng = createSeededRng(enc.rng.seed, enc.rng.state);
  const score = getProcedures(enc.system).initiative.entry === 'score';
  const parts: { name: string; value: number }[] = [];
  const rolled: Rolled = new Map();
  // Every combatant without a score is named at once, so the GM types them all in one pass.
  const unscored = score ? targets.filter((c) => c.initiative.score === undefined) : [];
  if (unscored.length > 0) {
    const names = unscored.slice(0, COUNT_LIMITS.logParamItems).map((c) => c.name);
    throw refusal('missing-initiative', 'missingInitScore', { name: names.join(', ') });
  }
  for (const c of targets) {
    if (rolled.has(c.id)) continue;
    let total: number;
    if (score) {
      total = c.initiative.score ?? 0;
    } else total = rng.nextInt(1, die) + (c.initiative.modifier ?? 0);
    const mates = initiativeMates(enc, c);
    if (mates.length > 1) {
      const ties = groupTiebreaks(rng.nextInt(1, TIEBREAK_MAX), mates.length);
      mates.forEach((m, i) => rolled.set(m.id, { result: total, tiebreak: ties[i] }));
      parts.push({ name: c.group ?? c.name, value: total });
      continue;
    }
    const tiebreak = c.initiative.tiebreak ?? rng.nextInt(1, TIEBREAK_MAX);
    rolled.set(c.id, { result: total, tiebreak });
    parts.push({ name: c.name, value: total });
  }
  const next = { ...enc, rng: { seed: enc.rng.seed, state: rng.getState() } };
  const done = reorder(setResults(next, rolled), [...rolled.keys()], how);
  // One line per COUNT_LIMITS.logParamItems results: a line of the log keeps no longer list.
  const per = COUNT_LIMITS.logParamItems;
  let logged = logEvent(done, { code: 'initiative.rolled', params: { results: parts.slice(0, per) } });
  for (let i = per; i < parts.length; i += per)
    logged = logEvent(logged, { code: 'initiative.rolled', params: { results: parts.slice(i, i + per) } });
  return logged;
}

/** osr group initiative: one d6 for the party, one for the others (or none: « priorité aux PJ »). */
function rollSideInitiative(enc: Encounter, targets: Combatant[], how?: Reorder): Encounter {
  const pcsFirst = enc.options.phasedRoundOrder === 'pcs-first';
  const [dice, moved] = pcsFirst ? [[0, 0], enc] : drawInts(enc, 2, 1, 6);
  const rng = createSeededRng(moved.rng.seed, moved.rng.state);
  const rolled: Rolled = new Map();
  for (const c of targets) {
    const tiebreak = c.initiative.tiebreak ?? rng.nextInt(1, TIEBREAK_MAX);
    rolled.set(c.id, { result: isParty(c) ? dice[0] : dice[1], tiebreak });
  }
  const next = setResults({ ...moved, rng: { seed: moved.rng.seed, state: rng.getState() } }, rolled);
  const text: LogLine = pcsFirst
    ? { code: 'initiative.pcsFirst', params: {} }
    : { code: 'initiative.sideRolls', params: { party: dice[0], foes: dice[1] } };
  return logEvent(
    reorder(
      next,
      targets.map((c) => c.id),
      how,
    ),
    text,
  );
}

/**
 * initiative-rolled: the given combatants, or by default every non-PC (PCs type their own rolls;
 * osr group initiative rolls for both sides). d20 + modifier (dnd35, pf1, sf1), the INIT score
 * (co), one d6 per side or d6 + modifier in the individual variant (osr). Hazards keep their count.
 */
export function rollInitiative(enc: Encounter, ids?: CombatantId[]): Encounter {
  if (enc.phase === 'ended') throw refusal('wrong-phase', 'fightEnded');
  const rules = getProcedures(enc.system).initiative;
  const group = rules.bySide(enc.options);
  // A hazard keeps the count the GM gave it: no die moves it (hazards.ts).
  const targets = (
    ids ? ids.map((id) => getCombatant(enc, id)) : enc.combatants.filter((c) => group || c.side !== 'pc')
  ).filter((c) => !c.hazard);
  if (targets.length === 0) throw refusal('not-allowed', 'nobodyToRoll');
  if (group) return rollSideInitiative(enc, targets);
  return rollIndividually(enc, targets, rules.dieSides);
}

/** Whether the order is worked out afresh at each new round. */
function freshOrderEachRound(enc: Encounter): boolean {
  if (getProcedures(enc.system).initiative.rerollsEachRound(enc.options)) return true;
  return (
    getSystem(enc.system).initiative.lowerToActLater === true &&
    !getSystem(enc.system).initiative.newCountHolds
  );
}

/** At a new round: osr rerolls everyone; CO drops lowered INIT and orders by score again. */
export function initiativeForNewRound(enc: Encounter): Encounter {
  if (!freshOrderEachRound(enc)) return enc;
  const rules = getProcedures(enc.system).initiative;
  if (rules.rerollsEachRound(enc.options)) {
    const all = enc.combatants.filter((c) => c.initiative.result !== undefined && !c.hazard);
    if (all.length === 0) return enc;
    // Everyone is ordered afresh just below: placing each one first was O(n³) (111 s at 2,000).
    const rolled = !rules.bySide(enc.options)
      ? rollIndividually(enc, all, rules.dieSides, 'none')
      : rollSideInitiative(enc, all, 'none');
    return assignCounts(rolled);
  }
  if (!enc.combatants.some((c) => c.initiative.lowered !== undefined)) return enc;
  const combatants = enc.combatants.map((c) =>
    c.initiative.lowered === undefined ? c : { ...c, initiative: { ...c.initiative, lowered: undefined } },
  );
  return assignCounts({ ...enc, combatants });
}
