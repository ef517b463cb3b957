/**
 * Issue 24: every limit of the table (shared/limits.ts) is enforced where a value enters and where
 * it is written, and they agree — one row per text or number a GM types or imports:
 * - the engine accepts the value at its limit and refuses one past it, naming the field;
 * - what it accepted is written and read back as it was;
 * - a file bringing the value past its limit is read with it brought to the limit, and says so;
 * - an Improved Initiative export does the same (rows that it carries);
 * - a fight holding the value past its limit (an older version's) is not written: the writer names it.
 */
import { describe, expect, it } from 'vitest';
import { applyEvent, createEncounter, EngineError, replay } from '../combat';
import type { CombatantId, Encounter, EncounterEvent } from '../combat';
import { NUMBER_RANGES, TEXT_LIMITS, type NumberLimit, type TextLimit } from '../limits';
import type { SystemId } from '../rules';
import { encounterFileValue } from './encounter-file';
import { importImprovedInitiative } from './improved-initiative';
import { readParaventFile } from './read-file';
import { canonicalJson } from './canonical-json';
import { checkedEncounterText } from './write-check';

type Path = (string | number)[];
type Value = string | number;

interface Row {
  /** The table's entry. */
  limit: TextLimit | NumberLimit;
  /** Which end of a range is tried (texts: their length). */
  end?: 'min' | 'max';
  system?: SystemId;
  /** The gesture bringing the value in (on a fight with Aldric, id « a », in setup). */
  event: (value: Value) => EncounterEvent[];
  /** Where the value sits in the encounter (and in its file). */
  path: Path;
  /** An Improved Initiative combatant bringing it, and where it lands. */
  ii?: (value: Value) => Record<string, unknown>;
}

const A = 'a' as CombatantId;
const added = (extra: Record<string, unknown>): EncounterEvent[] => [
  { type: 'combatant-added', combatant: { id: 'b', name: 'Bera', hpMax: 10, ...extra } },
];
const effect = (extra: Record<string, unknown>, what?: Record<string, unknown>): EncounterEvent[] => [
  {
    type: 'effect-applied',
    targets: [A],
    what: { kind: 'custom', name: 'Marque', modifiers: [], ...what },
    duration: { kind: 'until-removed' },
    ...extra,
  } as EncounterEvent,
];
const block = (extra: Record<string, unknown>) => ({
  StatBlock: { Name: 'Bera', HP: { Value: 10 }, ...extra },
});

const ROWS: Row[] = [
  {
    limit: 'combatantName',
    event: (v) => added({ name: v }),
    path: ['combatants', 1, 'name'],
    ii: (v) => block({ Name: v }),
  },
  { limit: 'groupName', event: (v) => added({ group: v }), path: ['combatants', 1, 'group'] },
  {
    limit: 'notes',
    event: (v) => added({ notes: v }),
    path: ['combatants', 1, 'notes'],
    ii: (v) => block({ Type: v }),
  },
  {
    limit: 'feat',
    event: (v) => added({ fighter: { feats: [v] } }),
    path: ['combatants', 1, 'fighter', 'feats', 0],
  },
  { limit: 'effectName', event: (v) => effect({}, { name: v }), path: ['effects', 0, 'what', 'name'] },
  {
    limit: 'effectReminder',
    event: (v) => effect({ saveEachRound: v }),
    path: ['effects', 0, 'saveEachRound'],
  },
  {
    limit: 'modifierText',
    event: (v) => effect({}, { modifiers: [{ target: 'ac', value: 1, source: v }] }),
    path: ['effects', 0, 'what', 'modifiers', 0, 'source'],
  },
  {
    limit: 'encounterName',
    event: (v) => [{ type: 'encounter-renamed', name: v as string }],
    path: ['name'],
  },
  {
    limit: 'hpMax',
    event: (v) => added({ hpMax: v }),
    path: ['combatants', 1, 'hp', 'max'],
    ii: (v) => block({ HP: { Value: v } }),
  },
  {
    limit: 'hp',
    end: 'min',
    event: (v) => added({ hpMax: 5, hpCurrent: v }),
    path: ['combatants', 1, 'hp', 'current'],
  },
  {
    limit: 'defence',
    event: (v) => added({ defences: { ac: v } }),
    path: ['combatants', 1, 'defences', 'ac'],
    ii: (v) => block({ AC: { Value: v } }),
  },
  {
    limit: 'defence',
    end: 'min',
    event: (v) => added({ defences: { cmd: v } }),
    path: ['combatants', 1, 'defences', 'cmd'],
  },
  {
    limit: 'descending',
    system: 'osr',
    event: (v) => added({ defences: { thac0: v } }),
    path: ['combatants', 1, 'defences', 'thac0'],
  },
  {
    limit: 'morale',
    system: 'osr',
    event: (v) => added({ defences: { morale: v } }),
    path: ['combatants', 1, 'defences', 'morale'],
  },
  {
    limit: 'abilityScore',
    event: (v) => added({ fighter: { str: v } }),
    path: ['combatants', 1, 'fighter', 'str'],
    ii: (v) => block({ Abilities: { Str: v } }),
  },
  {
    limit: 'attackBonus',
    event: (v) => added({ fighter: { bab: v } }),
    path: ['combatants', 1, 'fighter', 'bab'],
  },
  {
    limit: 'legs',
    event: (v) => added({ fighter: { legs: v } }),
    path: ['combatants', 1, 'fighter', 'legs'],
  },
  {
    limit: 'initiativeModifier',
    event: (v) => added({ initiativeModifier: v }),
    path: ['combatants', 1, 'initiative', 'modifier'],
    ii: (v) => block({ InitiativeModifier: v }),
  },
  {
    limit: 'initiativeScore',
    system: 'co',
    event: (v) => added({ initiativeScore: v }),
    path: ['combatants', 1, 'initiative', 'score'],
  },
  {
    limit: 'initiative',
    event: (v) => [{ type: 'initiative-set', id: A, value: v as number }],
    path: ['combatants', 0, 'initiative', 'result'],
  },
  {
    limit: 'countdown',
    event: (v) => added({ hazard: { count: 5, countdown: v } }),
    path: ['combatants', 1, 'hazard', 'countdown'],
  },
  {
    limit: 'durationRounds',
    event: (v) => [
      {
        type: 'effect-applied',
        targets: [A],
        what: { kind: 'custom', name: 'Long', modifiers: [] },
        duration: { kind: 'rounds', rounds: v as number },
      },
    ],
    path: ['effects', 0, 'duration', 'rounds'],
  },
  {
    limit: 'modifierValue',
    event: (v) => effect({}, { modifiers: [{ target: 'ac', value: v }] }),
    path: ['effects', 0, 'what', 'modifiers', 0, 'value'],
  },
];

const isText = (limit: Row['limit']): limit is TextLimit => limit in TEXT_LIMITS;

/** The value at the limit and the one past it. */
function valuesOf(row: Row): { at: Value; over: Value } {
  if (isText(row.limit)) {
    const max = TEXT_LIMITS[row.limit];
    return { at: 'é'.repeat(max), over: 'é'.repeat(max + 1) };
  }
  const range = NUMBER_RANGES[row.limit];
  return row.end === 'min' ? { at: range.min, over: range.min - 1 } : { at: range.max, over: range.max + 1 };
}

function base(system: SystemId): Encounter {
  return replay(createEncounter({ id: 'limites', name: 'Limites', system, seed: 4 }), [
    { type: 'combatant-added', combatant: { id: 'a', name: 'Aldric', hpMax: 10, initiativeModifier: 1 } },
  ]);
}

function at(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((v, key) => (v as Record<string | number, unknown>)?.[key], value);
}

function setAt<T>(value: T, path: Path, to: unknown): T {
  const copy = structuredClone(value);
  const parent = at(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path[path.length - 1] as string | number] = to;
  return copy;
}

const label = (row: Row) => `${row.limit}${row.end === 'min' ? ' (lowest)' : ''}`;

describe.each(ROWS.map((row) => [label(row), row] as const))('%s', (_name, row) => {
  const { at: atLimit, over } = valuesOf(row);
  const start = base(row.system ?? 'pf1');
  const accepted = replay(start, row.event(atLimit));

  it('the engine takes the value at its limit and refuses the one past it, naming the field', () => {
    expect(at(accepted, row.path)).toBe(atLimit);
    let refusal: unknown = null;
    try {
      replay(start, row.event(over));
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(EngineError);
    const e = refusal as EngineError;
    expect(['textTooLong', 'intAtMost', 'intAtLeast']).toContain(e.key);
    expect(e.params.field).toBeDefined();
    if (isText(row.limit))
      expect(e.params).toMatchObject({ max: TEXT_LIMITS[row.limit], length: (over as string).length });
    else expect(e.params).toMatchObject({ value: over });
  });

  it('what the engine took is written and read back as it was', () => {
    const checked = checkedEncounterText(accepted);
    if (!checked.ok) throw new Error(checked.message);
    const back = readParaventFile(checked.text);
    if (!back.ok || back.kind !== 'encounter') throw new Error('not read');
    expect(back.repairs).toEqual([]);
    expect(at(back.encounter, row.path)).toBe(atLimit);
  });

  it('a file bringing the value past its limit is read with the value at the limit, and says so', () => {
    const file = setAt(encounterFileValue(accepted), ['encounter', ...row.path], over);
    const back = readParaventFile(canonicalJson(file));
    if (!back.ok || back.kind !== 'encounter') throw new Error(back.ok ? 'library' : back.message);
    expect(at(back.encounter, row.path)).toBe(atLimit);
    expect(back.repairs.length).toBeGreaterThan(0);
  });

  it('a fight holding the value past its limit is not written, and the writer names it', () => {
    const held = setAt(accepted, row.path, over);
    const checked = checkedEncounterText(held);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    const said = checked.details.join(' ').replace(/[\s\u202f]/g, '');
    if (isText(row.limit))
      expect(said).toContain(`${(over as string).length}signes,auplus${TEXT_LIMITS[row.limit]}`);
    else expect(said).toContain(`${row.end === 'min' ? 'aumoins' : 'auplus'}${atLimit}`.replace(/\s/g, ''));
  });

  if (row.ii) {
    const ii = row.ii;
    it('an Improved Initiative export bringing it past its limit is imported with the value at the limit, and says so', () => {
      const text = JSON.stringify({ Name: 'Import', Combatants: [ii(over)] });
      const r = importImprovedInitiative(text, { system: row.system ?? 'pf1', encounterId: 'ii', seed: 1 });
      if (!r.ok || r.kind !== 'encounter') throw new Error(r.ok ? 'library' : r.message);
      const path: Path = ['combatants', 0, ...row.path.slice(2)];
      // The notes of an imported combatant are its type and source, joined.
      expect(at(r.encounter, path)).toBe(atLimit);
      expect(r.repairs.length).toBeGreaterThan(0);
      expect(checkedEncounterText(r.encounter).ok).toBe(true);
    });
  }
});

it('the gestures of every other kind carry no value past a limit: damage, healing and durations in minutes are bounded too', () => {
  const enc = base('pf1');
  const past = NUMBER_RANGES.hpAmount.max + 1;
  for (const type of ['damage', 'healing', 'nonlethal', 'temp-hp'] as const)
    expect(() => applyEvent(enc, { type, id: A, amount: past })).toThrow(EngineError);
  expect(() =>
    applyEvent(enc, {
      type: 'effect-applied',
      targets: [A],
      what: { kind: 'condition', conditionId: 'prone' },
      duration: { kind: 'hours', hours: 1_000_000 },
    }),
  ).toThrow(/Durée en heures : au plus 16\s666 attendu/);
  // A million points of damage more: HP stop at the file's floor, and the fight is written.
  let hurt = enc;
  for (let i = 0; i < 3; i += 1)
    hurt = applyEvent(hurt, { type: 'damage', id: A, amount: NUMBER_RANGES.hpAmount.max });
  expect(hurt.combatants[0].hp.current).toBe(NUMBER_RANGES.hp.min);
  expect(checkedEncounterText(hurt).ok).toBe(true);
});
