/**
 * Damage in the summary is credited to who dealt it (issue 26), and a fight reopened from its file —
 * its state and log, no events — gets the same summary.
 */
import { describe, expect, it } from 'vitest';
import { createEncounter, replay, type EncounterEvent } from '../combat';
import { encounterToFileText, readParaventFile } from '../files';
import { fightSummary } from './fight-summary';

const start = createEncounter({ id: 'e', name: 'Embuscade', system: 'dnd35', seed: 4 });
const events: EncounterEvent[] = [
  { type: 'combatant-added', combatant: { id: 'lidda', name: 'Lidda', side: 'pc', hpMax: 12 } },
  { type: 'combatant-added', combatant: { id: 'aldric', name: 'Aldric', side: 'pc', hpMax: 20 } },
  { type: 'combatant-added', combatant: { id: 'orc', name: 'Orque', side: 'enemy', hpMax: 15 } },
  { type: 'initiative-set', id: 'orc' as never, value: 20 },
  { type: 'initiative-set', id: 'aldric' as never, value: 16 },
  { type: 'initiative-set', id: 'lidda' as never, value: 12 },
  { type: 'combat-started' },
  // The orc's turn: it hits Aldric (credited to the turn's combatant, the orc).
  { type: 'damage', id: 'aldric' as never, amount: 6 },
  { type: 'turn-advanced' },
  // Aldric's turn: he hits the orc, and the orc's attack of opportunity hits him back (named).
  { type: 'damage', id: 'orc' as never, amount: 5 },
  { type: 'damage', id: 'aldric' as never, amount: 3, by: 'orc' as never },
  { type: 'turn-advanced' },
  // Lidda's turn: a readied crossbow of Aldric's, typed « -4 d'Aldric », and her own nonlethal sap.
  { type: 'damage', id: 'orc' as never, amount: 4, by: 'aldric' as never },
  { type: 'nonlethal', id: 'orc' as never, amount: 2 },
  { type: 'combat-ended' },
];

const summarise = (initial = start, list = events) =>
  fightSummary(
    initial,
    list,
    () => undefined,
    () => '',
  );

describe('damage credited to who dealt it', () => {
  it('the attack of opportunity goes to the orc, the readied shot to Aldric', () => {
    const by = Object.fromEntries(summarise().lines.map((l) => [l.name, l]));
    expect(by.Orque).toMatchObject({ dealt: 6 + 3, taken: 5 + 4 + 2 });
    expect(by.Aldric).toMatchObject({ dealt: 5 + 4, taken: 6 + 3 });
    expect(by.Lidda).toMatchObject({ dealt: 2, taken: 0 });
  });

  it('a fight saved and reopened (Ctrl+O) gives the same summary', () => {
    const ended = replay(start, events);
    const read = readParaventFile(encounterToFileText(ended), 'encounter');
    if (!read.ok || read.kind !== 'encounter') throw new Error('not read');
    const reopened = summarise(read.encounter, []);
    const live = summarise();
    expect(reopened.lines.map((l) => [l.name, l.dealt, l.taken])).toEqual(
      live.lines.map((l) => [l.name, l.dealt, l.taken]),
    );
    expect(reopened.rounds).toBe(live.rounds);
  });
});
