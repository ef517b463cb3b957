import type { Combatant, Encounter } from '../../../shared/combat';
import { creatureXp, fightSummary, type FightSummary } from '../../../shared/library';
import { readStoredFight, type LibraryRow } from '../../db';
import { effectLabel } from './effect-label';

function entryFor(rows: readonly LibraryRow[], c: Combatant): LibraryRow | undefined {
  const base = c.group ?? c.name.replace(/\s+\d+$/, '');
  return rows.find((r) => r.kind === 'bestiary' && (r.name === base || r.name === c.name));
}

/**
 * The end-of-fight summary of a stored fight (« Bilan du combat »): its events replayed, the XP of
 * the foes that fell read from their Library entries, effects named in the GM's language. Null when
 * the fight is no longer stored.
 */
export async function summarizeFight(
  enc: Encounter,
  rows: readonly LibraryRow[],
  language: string,
): Promise<FightSummary | null> {
  const fight = await readStoredFight(enc.id);
  if (!fight) return null;
  return fightSummary(
    fight.initial,
    fight.events.map((e) => e.event),
    (c) => {
      const entry = entryFor(rows, c);
      return entry ? creatureXp(enc.system, entry.stats ?? {}) : undefined;
    },
    (e) => effectLabel(enc.system, e.what, language),
  );
}
