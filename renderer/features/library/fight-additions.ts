/**
 * Ajouter au combat: a Library entry becomes the steps of one gesture — a creature, N copies with
 * their HP rolled by the engine (`group-added`); a party member, with its HP, nonlethal damage and
 * conditions carried over. From the Library screen the gesture goes to the fight store
 * (renderer/fight), which owns the fight wherever the GM is.
 */
import type { HpMode } from '../../../shared/combat';
import { getFightStore, type FightStore } from '../../fight';
import { partyJoinSteps, type RestLine } from '../../../shared/library';
import type { LibraryRow } from '../../db';
import type { GestureStep } from '../../fight';

/**
 * What an entry brings into a fight: its combatant under the entry's name, with the save figures
 * the entry keeps beside its stat block (issue 28: a group save reads them).
 */
export function combatantOfRow(row: LibraryRow): LibraryRow['combatant'] {
  const saves = row.stats?.saves?.trim();
  return { ...row.combatant, name: row.name, ...(saves ? { saves } : {}) };
}

/** The steps that add `count` copies of an entry (a party member is added once). */
export function entrySteps(row: LibraryRow, count: number, hpMode: HpMode): GestureStep[] {
  if (row.kind === 'party') {
    return partyJoinSteps([{ id: row.id, name: row.name, combatant: combatantOfRow(row), party: row.party }]);
  }
  const formula = row.stats?.hpFormula;
  return [
    {
      type: 'group-added',
      combatant: combatantOfRow(row),
      count,
      ...(formula ? { hpFormula: formula, hpMode } : {}),
    },
  ];
}

/** The whole party of a system, for a new encounter. */
export function partySteps(rows: readonly LibraryRow[], system: LibraryRow['system']): GestureStep[] {
  return partyJoinSteps(
    rows
      .filter((r) => r.kind === 'party' && r.system === system)
      .map((r) => ({ id: r.id, name: r.name, combatant: combatantOfRow(r), party: r.party })),
  );
}

/** A gesture from the Library, with the system it was meant for. */
export interface FightAddition {
  system: LibraryRow['system'];
  label: string;
  steps: GestureStep[];
}

/** What became of an addition: added, or added to a new fight made for it, or why not. */
export type FightAdditionResult = 'added' | 'created' | 'wrong-system' | 'refused';

/** The fight made when none is open: its name, and the party that joins it (as in any new encounter). */
export interface NewFightFor {
  name: string;
  /** The party's steps (`partySteps`, when Réglages let the party join a new encounter), or none. */
  party: GestureStep[];
}

/**
 * « Ajouter au combat » from the Library screen: one gesture of the current fight (undoable). With
 * no fight open, a new one is created in the entry's system (named `newFight.name`), the party
 * joins it as it joins any new encounter, then the addition — two gestures, so that Ctrl+Z takes
 * back the addition only.
 */
export async function addToFight(
  addition: FightAddition,
  newFight: NewFightFor,
  store: FightStore = getFightStore(),
): Promise<FightAdditionResult> {
  await store.ready();
  const enc = store.getSnapshot().encounter;
  if (!enc) {
    await store.create({ name: newFight.name, system: addition.system });
    if (newFight.party.length > 0) store.dispatch(newFight.party);
    return store.dispatch(addition.steps) ? 'created' : 'refused';
  }
  if (enc.system !== addition.system) return 'wrong-system';
  return store.dispatch(addition.steps) ? 'added' : 'refused';
}

/**
 * A rest applied in the Library reaches the open fight too (issue 25): each party member in it (a PC
 * or an ally of that name, as « Reporter l’état du groupe » matches them) gets back the hit points
 * the rest gave, in one gesture of the fight — in its log, taken back by Ctrl+Z on the Combat
 * screen — and the players' display follows. Nothing when the fight is of another system, is over,
 * or is led by another window. Returns how many combatants were healed.
 */
export function restInFight(
  lines: readonly RestLine[],
  system: LibraryRow['system'],
  store: FightStore = getFightStore(),
): number {
  const snap = store.getSnapshot();
  const enc = snap.encounter;
  if (!enc || enc.system !== system || enc.phase === 'ended' || snap.mode !== 'writer') return 0;
  const steps: GestureStep[] = lines.flatMap((line) => {
    const gain = line.after.hpCurrent - line.before.hpCurrent;
    const c = enc.combatants.find((x) => x.name === line.name && (x.side === 'pc' || x.side === 'ally'));
    return c && gain > 0 ? [{ type: 'healing' as const, id: c.id, amount: gain }] : [];
  });
  return steps.length > 0 && store.dispatch(steps) ? steps.length : 0;
}
