/** Export → import → export gives the same bytes, for random fights built through the engine. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEncounter, replay } from '../combat';
import type { EncounterEvent } from '../combat';
import { combatantId } from '../combat';
import type { SystemId } from '../rules';
import { encounterToFileText } from './encounter-file';
import { readParaventFile } from './read-file';

const SYSTEMS: SystemId[] = ['dnd35', 'pf1', 'sf1', 'co', 'osr'];

/** A combatant of a generated fight. */
interface Spec {
  name: string;
  side: 'pc' | 'ally' | 'enemy' | 'neutral';
  hpMax: number;
  initiativeModifier: number;
  notes: string;
  hidden: boolean;
  damage: number;
}

const fighter: fc.Arbitrary<Spec> = fc.record({
  name: fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== ''),
  side: fc.constantFrom('pc' as const, 'ally' as const, 'enemy' as const, 'neutral' as const),
  hpMax: fc.integer({ min: 1, max: 300 }),
  initiativeModifier: fc.integer({ min: -5, max: 15 }),
  notes: fc.string({ maxLength: 40 }),
  hidden: fc.boolean(),
  damage: fc.integer({ min: 0, max: 400 }),
});

/** A fight: combatants, typed initiatives, a start, some damage, a custom effect, a few turns. */
function fight(system: SystemId, seed: number, specs: Spec[], turns: number) {
  const start = createEncounter({ id: 'rt', name: 'Aller-retour', system, seed });
  const ids = specs.map((_, i) => combatantId(`c${i}`));
  const events: EncounterEvent[] = [
    ...specs.map((s, i): EncounterEvent => ({
      type: 'combatant-added',
      combatant: { ...s, id: ids[i], initiativeScore: 10 },
    })),
    ...ids.map((id, i): EncounterEvent => ({ type: 'initiative-set', id, value: 5 + i })),
    { type: 'combat-started', aware: [] },
    {
      type: 'effect-applied',
      targets: [ids[0]],
      what: { kind: 'custom', name: 'Béni « test »', modifiers: [{ target: 'attack', value: 1 }] },
      duration: { kind: 'rounds', rounds: 3 },
    },
    ...specs
      .map((s, i): EncounterEvent => ({ type: 'damage', id: ids[i], amount: s.damage }))
      .filter((e, i) => i > 0 && e.type === 'damage' && e.amount > 0),
    ...Array.from({ length: turns }, (): EncounterEvent => ({ type: 'turn-advanced' })),
  ];
  return replay(start, events);
}

describe('round trip', () => {
  it('export → import → export is byte-identical, and the fight read back is the same fight', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SYSTEMS),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.array(fighter, { minLength: 1, maxLength: 8 }),
        fc.nat({ max: 12 }),
        (system, seed, specs, turns) => {
          const enc = fight(system, seed, specs, turns);
          const text = encounterToFileText(enc);
          const read = readParaventFile(text, 'encounter');
          if (!read.ok || read.kind !== 'encounter') throw new Error(read.ok ? 'library' : read.message);
          expect(encounterToFileText(read.encounter)).toBe(text);
          expect(read.encounter).toEqual({
            ...JSON.parse(JSON.stringify(enc)),
            reminders: [],
            turnPatches: [],
          });
        },
      ),
      { numRuns: 200 },
    );
  });
});
