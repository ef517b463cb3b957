/**
 * Issue 24, the property: whatever the engine or an importer accepts, the writer writes, and the
 * reader reads back as the same fight — over random gesture sequences whose values sit around every
 * limit of the table (shared/limits.ts), and random Improved Initiative exports. The file's size
 * the engine counts (file-budget.ts) is the size written, to a few bytes above.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyEvent, createEncounter, EngineError } from '../combat';
import type { CombatantInput, Encounter, EncounterEvent } from '../combat';
import { fileSizeOf } from '../combat/file-budget';
import { COUNT_LIMITS, exactUtf8Length, NUMBER_RANGES, TEXT_LIMITS } from '../limits';
import { getSystem, SYSTEM_IDS, type SystemId } from '../rules';
import { encounterToFileText } from './encounter-file';
import { importImprovedInitiative } from './improved-initiative';
import { readParaventFile } from './read-file';
import { checkedEncounterText } from './write-check';

/** A text around a limit: short, at the limit, one past it, far past it, with accents or emoji. */
function textAround(max: number) {
  return fc.oneof(
    fc.constantFrom('Orque', 'Gobelin 2', 'Aldric « le Brave »', 'é€😀'),
    fc.string({ maxLength: 12 }),
    fc
      .constantFrom(max - 1, max, max + 1, max * 3)
      .chain((n) =>
        fc
          .constantFrom('x', 'é', '€', '😀', '"', '\n')
          .map((c) => c.repeat(Math.ceil(n / c.length)).slice(0, n)),
      ),
  );
}

/** A number around a range: inside, at its ends, one past, far past, not whole. */
function numberAround(range: { min: number; max: number }) {
  return fc.oneof(
    fc.integer({ min: Math.max(range.min, -20), max: Math.min(range.max, 40) }),
    fc.constantFrom(range.min, range.max, range.min - 1, range.max + 1, range.max * 10 + 7, 2.5),
  );
}

const nameArb = textAround(TEXT_LIMITS.combatantName);

const combatantArb: fc.Arbitrary<CombatantInput> = fc.record(
  {
    name: nameArb,
    hpMax: numberAround(NUMBER_RANGES.hpMax),
    hpCurrent: numberAround(NUMBER_RANGES.hp),
    side: fc.constantFrom('pc' as const, 'enemy' as const, 'ally' as const),
    initiativeModifier: numberAround(NUMBER_RANGES.initiativeModifier),
    initiativeScore: numberAround(NUMBER_RANGES.initiativeScore),
    group: textAround(TEXT_LIMITS.groupName),
    notes: fc.oneof(fc.constant(''), textAround(TEXT_LIMITS.notes)),
    // Issue 28: readable defences around the limit, and texts that do not read.
    damageDefences: fc.oneof(
      fc.constantFrom('RD 5/magie ; feu 10', 'immunité froid, acide', `feu ${'1'.repeat(8)}`, 'RD 5/plomb'),
      fc
        .integer({ min: 190, max: 201 })
        .map((n) => `RD 5/— ; ${'feu 1 ; '.repeat(40)}`.slice(0, n).replace(/[ ;]+$/, '')),
    ),
    concentrationBonus: numberAround(NUMBER_RANGES.concentrationBonus),
    defences: fc.record(
      {
        ac: numberAround(NUMBER_RANGES.defence),
        descendingAc: numberAround(NUMBER_RANGES.descending),
        morale: numberAround(NUMBER_RANGES.morale),
      },
      { requiredKeys: [] },
    ),
    fighter: fc.record(
      {
        str: numberAround(NUMBER_RANGES.abilityScore),
        con: numberAround(NUMBER_RANGES.abilityScore),
        bab: numberAround(NUMBER_RANGES.attackBonus),
        legs: numberAround(NUMBER_RANGES.legs),
        feats: fc.array(textAround(TEXT_LIMITS.feat), { maxLength: 3 }),
      },
      { requiredKeys: [] },
    ),
  },
  { requiredKeys: ['name', 'hpMax'] },
);

/** A gesture that makes sense now (it may still be refused), from a random choice. */
function gesture(s: Encounter, g: GestureSeed): EncounterEvent {
  const ids = s.combatants.map((c) => c.id);
  const who = ids[g.k % Math.max(1, ids.length)] ?? ('none' as never);
  const conditions = getSystem(s.system).conditions;
  const condition = conditions[g.k % conditions.length]?.id ?? 'prone';
  const group = s.combatants.find((c) => c.group !== undefined)?.group ?? g.text;
  const all: EncounterEvent[] = [
    { type: 'combatant-added', combatant: g.combatant },
    {
      type: 'group-added',
      combatant: g.combatant,
      count: 1 + (g.k % 4),
      hpFormula: g.k % 2 ? '2d8+2' : undefined,
    },
    { type: 'combatants-duplicated', id: who, count: 1 + (g.k % 3) },
    {
      type: 'combatant-updated',
      id: who,
      changes: { name: g.text, notes: g.notes, group: g.text, hpMax: g.number },
    },
    {
      type: 'combatant-updated',
      id: who,
      changes: { defences: { ac: g.number }, fighter: { dex: g.number } },
    },
    { type: 'combatant-updated', id: who, changes: { damageDefences: g.combatant.damageDefences ?? '' } },
    { type: 'damage', id: who, amount: g.number, types: g.k % 2 ? ['fire'] : ['slashing', 'magic'] },
    { type: 'combatant-removed', id: who, sourceEffects: g.k % 2 ? 'end' : 'keep' },
    { type: 'initiative-rolled' },
    { type: 'initiative-set', id: who, value: g.number, tiebreak: g.k % 3 === 0 ? g.number / 3 : undefined },
    { type: 'combat-started' },
    { type: 'turn-advanced' },
    { type: 'turn-advanced' },
    { type: 'turn-reverted' },
    { type: 'delayed', id: s.current ?? who },
    { type: 'readied', id: s.current ?? who, trigger: g.text },
    { type: 'damage', id: who, amount: g.amount },
    // Issue 28 part 4: concentration marked around its limits, hurt, checked (typed or rolled).
    { type: 'concentration-set', id: who, spellLevel: g.k % 12 === 11 ? null : (g.k % 12) - 1 },
    { type: 'concentration-checked', id: who, total: g.k % 2 ? g.number : undefined, skip: g.k % 7 === 0 },
    { type: 'healing', id: who, amount: g.amount },
    { type: 'nonlethal', id: who, amount: g.amount },
    { type: 'temp-hp', id: who, amount: g.amount },
    {
      type: 'effect-applied',
      targets: ids.slice(0, 1 + (g.k % 3)),
      source: s.current ?? undefined,
      what:
        g.k % 2
          ? { kind: 'condition', conditionId: condition }
          : { kind: 'custom', name: g.text, modifiers: [] },
      duration: g.k % 3 ? { kind: 'rounds', rounds: g.number } : { kind: 'until-removed' },
      saveEachRound: g.k % 4 === 0 ? g.text : undefined,
      ongoingDamage: g.k % 5 === 0 ? '1d6' : undefined,
      hidden: g.k % 6 === 0 ? true : undefined,
    },
    {
      type: 'effect-hidden-set',
      effectId: s.effects[g.k % Math.max(1, s.effects.length)]?.id ?? ('none' as never),
      hidden: g.k % 2 === 0,
    },
    {
      type: 'effect-removed',
      effectId: s.effects[g.k % Math.max(1, s.effects.length)]?.id ?? ('none' as never),
    },
    { type: 'morale-checked', group, roll: 2 + (g.k % 11) },
    { type: 'group-split', group },
    { type: 'initiative-lowered', id: s.current ?? who, to: g.number },
    { type: 'dice-rolled', notation: g.text, total: g.number, detail: g.notes || undefined },
    { type: 'maneuver-resolved', attacker: who, summary: g.notes || 'x' },
    { type: 'encounter-renamed', name: g.text },
    { type: 'combat-ended' },
  ];
  return all[g.kind % all.length] as EncounterEvent;
}

interface GestureSeed {
  kind: number;
  k: number;
  text: string;
  notes: string;
  number: number;
  amount: number;
  combatant: CombatantInput;
}

const seedArb: fc.Arbitrary<GestureSeed> = fc.record({
  kind: fc.nat(40),
  k: fc.nat(1000),
  text: nameArb,
  notes: fc.oneof(fc.constant(''), textAround(TEXT_LIMITS.logText)),
  number: numberAround(NUMBER_RANGES.initiative),
  amount: numberAround(NUMBER_RANGES.hpAmount),
  combatant: combatantArb,
});

/** The property itself: written, read back with no repair, the same text again; its size counted. */
function expectKept(enc: Encounter): void {
  const checked = checkedEncounterText(enc);
  if (!checked.ok) throw new Error(`écriture refusée : ${checked.message}`);
  expect(checked.fitted).toEqual([]);
  const back = readParaventFile(checked.text);
  if (!back.ok) throw new Error(`relecture refusée : ${back.message}`);
  if (back.kind !== 'encounter') throw new Error('relu comme bibliothèque');
  expect(back.repairs).toEqual([]);
  expect(encounterToFileText(back.encounter)).toBe(checked.text);
  expect(back.encounter.combatants.map((c) => c.health)).toEqual(enc.combatants.map((c) => c.health));
  const counted = fileSizeOf(enc).total - exactUtf8Length(checked.text);
  expect(counted).toBeGreaterThanOrEqual(0);
  expect(counted).toBeLessThanOrEqual(4);
}

describe('accepted ⇒ written ⇒ read back the same (issue 24)', () => {
  it('over random gestures whose values sit around every limit', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...(SYSTEM_IDS as readonly SystemId[])),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(seedArb, { minLength: 1, maxLength: 25 }),
        (system, seed, seeds) => {
          let s = createEncounter({ id: 'prop', name: 'Propriété', system, seed });
          let refusedForLimit = 0;
          for (const g of seeds) {
            try {
              s = applyEvent(s, gesture(s, g));
            } catch (error) {
              if (!(error instanceof EngineError)) throw error;
              if (error.key === 'textTooLong' || error.key === 'intAtMost') refusedForLimit += 1;
            }
          }
          expectKept(s);
          return refusedForLimit >= 0;
        },
      ),
      { numRuns: 150 },
    );
  });

  it(
    'over random Improved Initiative exports (values past every limit clamped, and said)',
    { timeout: 60_000 },
    () => {
      const iiCombatant = fc.record({
        StatBlock: fc.record({
          Name: nameArb,
          HP: fc.record({
            Value: fc.oneof(fc.integer({ min: -5, max: 50 }), fc.constantFrom(1e7, -1e7, 12.5)),
          }),
          AC: fc.record({
            Value: fc.oneof(fc.integer({ min: -5, max: 30 }), fc.constantFrom(10_000_000, -1e9, 7.5)),
          }),
          InitiativeModifier: fc.oneof(fc.integer({ min: -5, max: 10 }), fc.constantFrom(1e6, -1e6)),
          Abilities: fc.record({ Dex: fc.oneof(fc.integer({ min: 0, max: 30 }), fc.constantFrom(1000, -3)) }),
          Type: fc.oneof(fc.constant('humanoïde'), textAround(TEXT_LIMITS.notes)),
        }),
        MaxHP: fc.option(fc.constantFrom(7, 2e6, 0), { nil: undefined }),
        CurrentHP: fc.option(fc.constantFrom(3, -2e6, 5e6), { nil: undefined }),
        Alias: fc.option(nameArb, { nil: undefined }),
        IndexLabel: fc.option(fc.constantFrom(1, 2, 1e12), { nil: null }),
        Tags: fc.array(
          fc.record({
            Text: textAround(TEXT_LIMITS.effectName),
            DurationRemaining: fc.constantFrom(0, 3, 1e12),
          }),
          { maxLength: 4 },
        ),
        Hidden: fc.boolean(),
      });
      fc.assert(
        fc.property(
          fc.constantFrom(...(SYSTEM_IDS as readonly SystemId[])),
          fc.record({
            Name: textAround(TEXT_LIMITS.encounterName),
            Combatants: fc.array(iiCombatant, { maxLength: 12 }),
          }),
          fc.array(seedArb, { maxLength: 8 }),
          (system, exported, seeds) => {
            const r = importImprovedInitiative(JSON.stringify(exported), {
              system,
              encounterId: 'ii',
              seed: 3,
            });
            if (!r.ok) throw new Error(r.message);
            if (r.kind !== 'encounter') throw new Error('bibliothèque');
            let s = r.encounter;
            expectKept(s);
            for (const g of seeds) {
              try {
                s = applyEvent(s, gesture(s, g));
              } catch (error) {
                if (!(error instanceof EngineError)) throw error;
              }
            }
            expectKept(s);
          },
        ),
        { numRuns: 60 },
      );
    },
  );

  it(
    `keeps a fight of ${COUNT_LIMITS.combatants.toLocaleString('en')} combatants at the edge of its file`,
    { timeout: 60_000 },
    () => {
      // Not random: the largest kind of fight, with long names, at the budget's edge.
      let s = createEncounter({ id: 'big', name: 'Grande bataille', system: 'pf1', seed: 9 });
      const name = 'é'.repeat(TEXT_LIMITS.combatantName - 4);
      for (let i = 0; i < COUNT_LIMITS.combatants / 100; i += 1)
        s = applyEvent(s, {
          type: 'group-added',
          combatant: { name, hpMax: 9, initiativeModifier: 2 },
          count: 100,
        });
      s = applyEvent(s, { type: 'initiative-rolled' });
      expectKept(s);
    },
  );
});
