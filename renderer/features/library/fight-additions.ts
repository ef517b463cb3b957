/**
 * Ajouter au combat: a Library entry becomes the steps of one gesture — a creature, N copies with
 * their HP rolled by the engine (`group-added`); a party member, with its HP, nonlethal damage and
 * conditions carried over. From the Library screen the steps wait here until the Combat screen's
 * tracker runs them (it drains the queue when it mounts), since only the tracker owns the fight.
 */
import type { HpMode } from '../../../shared/combat';
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

/** A gesture waiting for the tracker, with the system it was meant for. */
export interface PendingAddition {
  system: LibraryRow['system'];
  label: string;
  steps: GestureStep[];
}

let pending: PendingAddition[] = [];

/** Queues a gesture for the tracker (the Library screen's « Ajouter au combat »). */
export function queueFightAddition(addition: PendingAddition): void {
  pending = [...pending, addition];
}

/** Takes every queued gesture (the tracker, when it mounts). */
export function takeFightAdditions(): PendingAddition[] {
  const out = pending;
  pending = [];
  return out;
}
