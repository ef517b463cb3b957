/**
 * Repairs on read (issue 17): what a file may get wrong that Paravent can put right without
 * guessing the GM's intent, so that an accepted file is a usable fight. Each repair is said (a
 * line the GM sees after opening, in the interface's language); what cannot be repaired is refused by the caller with
 * the field named.
 * - `seq` (the next generated id number) at or below an id in use (« c-12 », « e-40 »): every
 *   quick add would fail, an effect would get a duplicate id → set just above the highest.
 * - a result without a count (others counted) → placed as a result typed mid-fight would be.
 * - `order` missing, empty or out of step with the initiative counts → rebuilt from the counts
 *   (from the initiative results when no count is left).
 * - `current` unknown in a running fight → the first combatant of the order able to act; a
 *   current combatant outside a running fight → none. (A running fight with no current combatant
 *   is one the engine goes on from: Tour suivant starts from the top of the order.)
 */
import type { Encounter } from '../combat';
import { assignCounts, canActNow, orderFromCounts, placeByRules } from '../combat/turn-order';
import { NUMBER_RANGES } from '../limits';
import { FILE_WORDS } from './messages';

/** A repaired encounter and what was repaired (empty when nothing was). */
export type RepairResult =
  { ok: true; encounter: Encounter; repairs: string[] } | { ok: false; problem: string };

const GENERATED_ID = /^[ce]-([1-9][0-9]{0,9})$/;

/** The highest number of a generated id (« c-12 », « e-40 ») in use, 0 when none. */
function highestGeneratedId(enc: Pick<Encounter, 'combatants' | 'effects'>): number {
  let highest = 0;
  const see = (id: string) => {
    const match = GENERATED_ID.exec(id);
    if (match === null) return;
    const n = Number(match[1]);
    // Beyond seq's range an id can never be generated again: no clash to avoid.
    if (n < NUMBER_RANGES.seq.max && n > highest) highest = n;
  };
  for (const c of enc.combatants) see(c.id);
  for (const e of enc.effects) see(e.id);
  return highest;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

function repairSeq(enc: Encounter, repairs: string[]): Encounter {
  const highest = highestGeneratedId(enc);
  if (enc.seq > highest) return enc;
  repairs.push(FILE_WORDS.repairSeq(enc.seq, highest + 1, highest));
  return { ...enc, seq: highest + 1 };
}

/**
 * A result without a count is a state the engine never leaves behind (a typed or rolled result
 * gets its count at once): in a running fight it is placed the way a result typed mid-fight is
 * (others keep their counts); otherwise everyone is ordered afresh. Left alone, such a combatant
 * stayed out of the order until the others were gone, and then the next reading rebuilt the order
 * from it (fuzz seed 2074: a fight saved after the last counted combatant was removed did not
 * reopen as it was).
 */
function countResults(enc: Encounter, repairs: string[]): Encounter {
  const uncounted = enc.combatants.filter(
    (c) => c.initiative.result !== undefined && c.initiative.count === undefined,
  );
  const counted = enc.combatants.some((c) => c.initiative.count !== undefined);
  if (uncounted.length === 0 || !counted) return enc;
  repairs.push(FILE_WORDS.repairPlaced(uncounted.map((c) => c.name)));
  if (enc.phase !== 'running') return assignCounts(enc);
  return uncounted.reduce((acc, c) => placeByRules(acc, c.id), enc);
}

function repairOrder(enc: Encounter, repairs: string[]): Encounter | string {
  let next = countResults(enc, repairs);
  let order = orderFromCounts(next.combatants);
  if (order.length === 0 && enc.phase === 'running') {
    // Counts lost but results kept: ordered afresh. No result at all is a state the engine reaches
    // too (everyone removed, others added): the GM gives initiatives, nothing to repair.
    next = assignCounts(next);
    order = next.order;
  }
  if (sameList(order, enc.order)) return next;
  // The combatants just placed already say why the order changed.
  if (next !== enc && enc.order.length > 0) return { ...next, order };
  repairs.push(enc.order.length === 0 ? FILE_WORDS.repairOrderMissing : FILE_WORDS.repairOrderWrong);
  return { ...next, order };
}

function repairCurrent(enc: Encounter, repairs: string[]): Encounter {
  if (enc.phase !== 'running') {
    if (enc.current === null) return enc;
    repairs.push(FILE_WORDS.repairCurrentOff);
    return { ...enc, current: null };
  }
  // No current combatant in a running fight is a state the engine reaches (the current one removed
  // last of the order) and goes on from (Tour suivant starts from the top): nothing to repair.
  if (enc.current === null || enc.order.includes(enc.current)) return enc;
  const byId = new Map(enc.combatants.map((c) => [c.id, c]));
  const able = enc.order.find((id) => {
    const c = byId.get(id);
    return c !== undefined && canActNow(enc, c);
  });
  const chosen = able ?? enc.order.at(0);
  if (chosen === undefined) {
    repairs.push(FILE_WORDS.repairCurrentGone(enc.current));
    return { ...enc, current: null };
  }
  const name = byId.get(chosen)?.name ?? chosen;
  repairs.push(FILE_WORDS.repairCurrentGiven(enc.current, name));
  return { ...enc, current: chosen };
}

/** Repairs what can be repaired (see the file comment); a problem naming the field otherwise. */
export function repairEncounter(enc: Encounter): RepairResult {
  const repairs: string[] = [];
  const seqDone = repairSeq(enc, repairs);
  const ordered = repairOrder(seqDone, repairs);
  if (typeof ordered === 'string') return { ok: false, problem: ordered };
  return { ok: true, encounter: repairCurrent(ordered, repairs), repairs };
}
