/**
 * Ajouter au combat: a Library entry becomes the steps of one gesture — a creature, N copies with
 * their HP rolled by the engine (`group-added`); a party member, with its HP, nonlethal damage and
 * conditions carried over. From the Library screen the gesture goes to the fight store
 * (renderer/fight), which owns the fight wherever the GM is.
 */
import type { HpMode } from '../../../shared/combat';
import { getFightStore, type FightStore } from '../../fight';
import { partyJoinSteps } from '../../../shared/library';
import type { LibraryRow } from '../../db';
import type { GestureStep } from '../../fight';

/** The steps that add `count` copies of an entry (a party member is added once). */
export function entrySteps(row: LibraryRow, count: number, hpMode: HpMode): GestureStep[] {
  if (row.kind === 'party') {
    return partyJoinSteps([
      { id: row.id, name: row.name, combatant: { ...row.combatant, name: row.name }, party: row.party },
    ]);
  }
  const formula = row.stats?.hpFormula;
  return [
    {
      type: 'group-added',
      combatant: { ...row.combatant, name: row.name },
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
      .map((r) => ({ id: r.id, name: r.name, combatant: { ...r.combatant, name: r.name }, party: r.party })),
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
