import { describe, expect, it } from 'vitest';
import { applyEvent, createEncounter, EngineError, replay } from '.';
import { encounterToFileText } from '../files/encounter-file';
import { readParaventFile } from '../files/read-file';
import { CONTENT_SHARE, COUNT_LIMITS, exactUtf8Length, MAX_FILE_BYTES, TEXT_LIMITS } from '../limits';
import { fileSizeOf } from './file-budget';
import type { Encounter, EncounterEvent } from '.';

const MAX_COMBATANTS = COUNT_LIMITS.combatants;

const fresh = (system: Encounter['system'] = 'pf1') =>
  createEncounter({ id: 'grand', name: 'Grande bataille', system, seed: 1 });

const bytesOf = (enc: Encounter) => exactUtf8Length(encounterToFileText(enc));

describe('the largest fight a file may hold (issue 17: told before, never after)', () => {
  it('refuses the gesture that would go past 2,000 combatants, and leaves the fight as it was', () => {
    let enc = fresh();
    for (let g = 0; g < MAX_COMBATANTS / 100; g += 1)
      enc = applyEvent(enc, {
        type: 'group-added',
        combatant: { name: `Gobelin ${g}`, hpMax: 5, initiativeModifier: 1, side: 'enemy' },
        count: 100,
      });
    expect(enc.combatants).toHaveLength(MAX_COMBATANTS);
    const one = { name: 'Loup', hpMax: 9, initiativeModifier: 2, side: 'enemy' as const };
    expect(() => applyEvent(enc, { type: 'combatant-added', combatant: one })).toThrow(
      /Au plus 2\s000 combattants.*demandé : 2\s001/,
    );
    expect(() =>
      applyEvent(enc, { type: 'combatants-duplicated', id: enc.combatants[0].id, count: 2 }),
    ).toThrow(EngineError);
    // Going down stays possible at the limit.
    const fewer = applyEvent(enc, {
      type: 'combatant-removed',
      id: enc.combatants[0].id,
      sourceEffects: 'end',
    });
    expect(fewer.combatants).toHaveLength(MAX_COMBATANTS - 1);
  });
});

describe('the size of a fight’s file, known after every gesture (issue 24)', () => {
  it('is the size Paravent writes, to a few bytes above, gesture after gesture', () => {
    let enc = fresh('dnd35');
    const events: EncounterEvent[] = [
      {
        type: 'combatant-added',
        combatant: { name: 'Aldric é€😀', side: 'pc', hpMax: 12, notes: 'ligne\n« deux »\t"trois"' },
      },
      { type: 'group-added', combatant: { name: 'Gobelin', hpMax: 6, initiativeModifier: 1 }, count: 4 },
      { type: 'initiative-rolled' },
      { type: 'combat-started' },
      { type: 'turn-advanced' },
      { type: 'damage', id: enc.combatants[0]?.id ?? ('c-2' as never), amount: 3 },
    ];
    for (const event of events) {
      let next: Encounter;
      try {
        next = applyEvent(enc, event);
      } catch {
        continue;
      }
      const size = fileSizeOf(next, enc);
      const real = bytesOf(next);
      expect(size.total - real).toBeGreaterThanOrEqual(0);
      expect(size.total - real).toBeLessThanOrEqual(4);
      // Counted afresh (no state before it), the same figure.
      expect(
        fileSizeOf({
          ...next,
          combatants: [...next.combatants],
          effects: [...next.effects],
          log: [...next.log],
        }).total,
      ).toBe(size.total);
      enc = next;
    }
  });

  it('refuses a gesture whose combatants and notes would not fit, with the size it would make; the fight stays as it was', () => {
    let enc = fresh();
    const notes = 'n'.repeat(TEXT_LIMITS.notes);
    let refused: EngineError | null = null;
    for (let i = 0; i < 400 && refused === null; i += 1) {
      try {
        enc = applyEvent(enc, { type: 'combatant-added', combatant: { name: `Sage ${i}`, hpMax: 5, notes } });
      } catch (error) {
        if (!(error instanceof EngineError)) throw error;
        refused = error;
      }
    }
    expect(refused?.key).toBe('fightTooBig');
    expect(refused?.message).toMatch(
      /ferait un fichier de 5,\d Mo : un fichier Paravent en garde 5 Mo au plus/,
    );
    const size = fileSizeOf(enc);
    expect(size.total - size.log).toBeLessThanOrEqual(MAX_FILE_BYTES * CONTENT_SHARE);
    // What was accepted is written and read back whole.
    const text = encounterToFileText(enc);
    expect(exactUtf8Length(text)).toBeLessThanOrEqual(MAX_FILE_BYTES);
    const back = readParaventFile(text);
    expect(back.ok && back.kind === 'encounter' && encounterToFileText(back.encounter)).toBe(text);
  });

  /** A fight whose notes fill its content share, in the middle of its first round. */
  function fullFight(): Encounter {
    let enc = fresh('dnd35');
    const notes = 'n'.repeat(TEXT_LIMITS.notes);
    for (let i = 0; ; i += 1) {
      try {
        enc = applyEvent(enc, {
          type: 'combatant-added',
          combatant: { name: `Sage ${i}`, hpMax: 5, notes, initiativeModifier: 1 },
        });
      } catch {
        break;
      }
    }
    return replay(enc, [{ type: 'initiative-rolled' }, { type: 'combat-started' }]);
  }

  /** Log lines to fill what is left of a file (each about 200 bytes). */
  function withLongLog(enc: Encounter, lines: number): Encounter {
    const log = Array.from({ length: lines }, (_, i) => ({
      round: 1,
      code: 'dice.rolled' as const,
      params: { notation: `1d20+${i}`, total: i },
    }));
    return { ...enc, log: [...enc.log, ...log] };
  }

  it('drops the oldest log lines when the log would not fit, says how many, and never refuses a turn for it', () => {
    let enc = withLongLog(fullFight(), 6000);
    for (let i = 0; i < 200; i += 1) enc = applyEvent(enc, { type: 'turn-advanced' });
    const first = enc.log[0];
    expect(first && 'code' in first && first.code).toBe('log.trimmed');
    expect(first && 'code' in first && first.code === 'log.trimmed' && first.params.count).toBeGreaterThan(0);
    expect(bytesOf(enc)).toBeLessThanOrEqual(MAX_FILE_BYTES);
    // « Tour précédent » still works after the log gave way.
    expect(applyEvent(enc, { type: 'turn-reverted' }).log.length).toBeLessThan(enc.log.length);
  });

  it(`keeps at most ${COUNT_LIMITS.log.toLocaleString('en')} log lines`, () => {
    let enc = withLongLog(
      replay(fresh('dnd35'), [
        { type: 'combatant-added', combatant: { name: 'Aldric', hpMax: 10, initiativeModifier: 1 } },
      ]),
      COUNT_LIMITS.log - 5,
    );
    const id = enc.combatants[0].id;
    for (let i = 0; i < 10; i += 1) enc = applyEvent(enc, { type: 'damage', id, amount: 0 });
    expect(enc.log.length).toBeLessThanOrEqual(COUNT_LIMITS.log);
    const first = enc.log[0];
    expect(first && 'code' in first && first.code === 'log.trimmed' && first.params.count).toBeGreaterThan(0);
  });
});
