import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyEvent, COMBATANT_STORAGE, createEncounter, ENCOUNTER_STORAGE } from '../combat';
import type { CombatantId } from '../combat';
import { encounterV1Schema } from './encounter-schema';
import { encounterToFileText } from './encounter-file';
import { libraryToFileText } from './library-file';
import { CURRENT_VERSION, MAX_FILE_BYTES } from './limits';
import { MIGRATIONS, migrate } from './migrations';
import { readParaventFile } from './read-file';

const fixture = (name: string): string => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const ENCOUNTER = fixture('encounter-v3.paravent.json');
const LIBRARY = fixture('library-v3.paravent.json');
const ENCOUNTER_V2 = fixture('encounter-v2.paravent.json');
const ENCOUNTER_V1 = fixture('encounter-v1.paravent.json');

/** The current fixture as a mutable object, to break one field at a time. */
function fixtureObject(): {
  encounter: Record<string, unknown> & { combatants: Record<string, unknown>[] };
} & Record<string, unknown> {
  return JSON.parse(ENCOUNTER);
}

function withCombatant(index: number, patch: (c: Record<string, unknown>) => void): string {
  const o = fixtureObject();
  patch(o.encounter.combatants[index]);
  return JSON.stringify(o);
}

describe('the version-2 encounter: the names that said a system say a capability', () => {
  it('reads its round order, reroll and log codes under their new names, the same fight otherwise', () => {
    const o = JSON.parse(ENCOUNTER_V2) as {
      encounter: { options: Record<string, unknown>; log: Record<string, unknown>[] };
    };
    o.encounter.options.osrVariant = 'alternating';
    o.encounter.options.osrRerollEachRound = false;
    o.encounter.log.push({ round: 1, code: 'initiative.osrGroups', params: { party: 5, foes: 2 } });
    const read = readParaventFile(JSON.stringify(o), 'encounter');
    if (!read.ok || read.kind !== 'encounter') throw new Error(read.ok ? 'library' : read.message);
    expect(read.migratedFrom).toBe(2);
    expect(read.encounter.options).toMatchObject({ phasedRoundOrder: 'alternating', rerollEachRound: false });
    expect(read.encounter.log.at(-1)).toEqual({
      round: 1,
      code: 'initiative.sideRolls',
      params: { party: 5, foes: 2 },
    });
    const current = readParaventFile(ENCOUNTER, 'encounter');
    const plain = readParaventFile(ENCOUNTER_V2, 'encounter');
    if (!current.ok || !plain.ok || current.kind !== 'encounter' || plain.kind !== 'encounter')
      throw new Error('fixture');
    expect(plain.encounter).toEqual(current.encounter);
  });
});

describe('the version-1 encounter: its French log lines kept as text', () => {
  it('reads, migrates from version 1, keeps every log line as it was, and writes the current version', () => {
    const read = readParaventFile(ENCOUNTER_V1, 'encounter');
    if (!read.ok || read.kind !== 'encounter') throw new Error(read.ok ? 'library' : read.message);
    expect(read.migratedFrom).toBe(1);
    const before = (JSON.parse(ENCOUNTER_V1) as { encounter: { log: unknown[] } }).encounter.log;
    expect(read.encounter.log).toEqual(before);
    expect(read.encounter.log[0]).toEqual({ round: 0, text: 'Préparation — Aldric rejoint la rencontre' });
    expect(JSON.parse(encounterToFileText(read.encounter))).toMatchObject({ version: CURRENT_VERSION });
  });

  it('cuts a version-1 line longer than the short-text limit, as version 1 read it', () => {
    const o = JSON.parse(ENCOUNTER_V1) as { encounter: { log: { round: number; text: string }[] } };
    o.encounter.log[0].text = 'x'.repeat(900);
    const read = readParaventFile(JSON.stringify(o), 'encounter');
    if (!read.ok || read.kind !== 'encounter') throw new Error('refused');
    expect(read.encounter.log[0]).toEqual({ round: 0, text: 'x'.repeat(500) });
  });

  it('refuses a coded line whose parameters are not small JSON values', () => {
    const o = fixtureObject() as unknown as { encounter: { log: unknown[] } };
    o.encounter.log.push({ round: 1, code: 'hp.damage', params: { name: 'x'.repeat(900) } });
    expect(readParaventFile(JSON.stringify(o), 'encounter').ok).toBe(false);
  });
});

describe('the current fixtures', () => {
  it('reads the encounter fixture and writes it back byte for byte', () => {
    const read = readParaventFile(ENCOUNTER, 'encounter');
    if (!read.ok || read.kind !== 'encounter') throw new Error(read.ok ? 'library' : read.message);
    expect(read.encounter.combatants.map((c) => c.name)).toEqual(['Aldric', 'Orque 1', 'Orque 2', 'Orque 3']);
    expect(read.encounter.combatants[1].health).toBe('ok');
    expect(read.encounter.log.at(-2)).toMatchObject({
      code: 'hp.damage',
      params: { name: 'Orque 1', amount: 3 },
    });
    expect(read.migratedFrom).toBeNull();
    expect(encounterToFileText(read.encounter)).toBe(ENCOUNTER);
  });

  it('reads the library fixture and writes it back byte for byte', () => {
    const read = readParaventFile(LIBRARY, 'library');
    if (!read.ok || read.kind !== 'library') throw new Error('not a library');
    expect(read.library.entries.map((e) => e.name)).toEqual(['Aldric', 'Gobelin']);
    expect(libraryToFileText(read.library)).toBe(LIBRARY);
  });

  it.each([
    ['saves', 'Réf +4', /entrées\[1\]\.saves.*sauvegardes illisibles/],
    ['damageDefences', 'RD cinq', /entrées\[1\]\.damageDefences.*défenses contre les dégâts illisibles/],
  ])('refuses a library entry whose %s would not read in a fight, naming it', (field, value, message) => {
    const file = JSON.parse(LIBRARY) as { library: { entries: Record<string, unknown>[] } };
    const entry = file.library.entries[1]!;
    entry.system = 'co';
    entry[field] = value;
    const read = readParaventFile(JSON.stringify(file), 'library');
    expect(read.ok || read.message).toMatch(message);
  });

  it('has one fixture per version and one migration per step up to the current version', () => {
    for (const steps of Object.values(MIGRATIONS)) expect(steps.length).toBe(CURRENT_VERSION - 1);
    for (let version = 1; version <= CURRENT_VERSION; version += 1) {
      expect(() => fixture(`encounter-v${version}.paravent.json`)).not.toThrow();
      expect(() => fixture(`library-v${version}.paravent.json`)).not.toThrow();
    }
  });

  it('applies migrations in order, one version at a time', () => {
    const steps = [
      (b: Readonly<Record<string, unknown>>) => ({ ...b, trail: 'a' }),
      (b: Readonly<Record<string, unknown>>) => ({ ...b, trail: `${String(b.trail ?? '')}b` }),
    ];
    expect(migrate({}, 1, steps, 3)).toEqual({ trail: 'ab' });
    expect(migrate({}, 2, steps, 3)).toEqual({ trail: 'b' });
    expect(() => migrate({}, 1, [], 2)).toThrow(/Migration manquante/);
  });
});

describe('what the file holds is what storage.ts places in "file"', () => {
  const fileKeys = (table: Record<string, readonly string[]>) =>
    Object.entries(table)
      .filter(([, where]) => where.includes('file'))
      .map(([key]) => key)
      .sort();
  it('encounter fields', () => {
    expect(Object.keys(encounterV1Schema.entries).sort()).toEqual(fileKeys(ENCOUNTER_STORAGE));
  });
  it('combatant fields (health is derived, never written)', () => {
    const o = fixtureObject();
    // `clock` is optional (the turn clock, issue 28): a fight that never ran has none.
    expect(Object.keys(o.encounter).sort()).toEqual(fileKeys(ENCOUNTER_STORAGE).filter((k) => k !== 'clock'));
    // Optional, absent from the fixture: `damageDefences`, `concentrationBonus` and `concentration`
    // (issue 28: a combatant without DR, or that never concentrates, has none).
    const optional = ['damageDefences', 'concentrationBonus', 'concentration', 'saves'];
    expect(Object.keys(o.encounter.combatants[0]).sort()).toEqual(
      fileKeys(COMBATANT_STORAGE).filter((k) => k !== 'group' && k !== 'hazard' && !optional.includes(k)),
    );
    // `hazard` is optional (a trap or timer, issue 15): the v1 fixture has none.
    expect(Object.keys(o.encounter.combatants[1]).sort()).toEqual(
      fileKeys(COMBATANT_STORAGE).filter((k) => k !== 'hazard' && !optional.includes(k)),
    );
  });
});

describe('bad files get a French message naming the field', () => {
  const newer = JSON.stringify({ ...fixtureObject(), version: CURRENT_VERSION + 1 });
  it.each([
    ['an empty text', '', /vide/],
    ['a truncated file', ENCOUNTER.slice(0, 200), /JSON est invalide ou tronqué/],
    ['a JSON array', '[1,2]', /objet JSON est attendu/],
    ['no format', '{"version":1}', /champ « format » absent/],
    ['an unknown format', '{"format":"foundry/actor","version":1}', /Format inconnu « foundry\/actor »/],
    ['a newer version', newer, /version plus récente de Paravent.*version 3.*Mettez Paravent à jour/],
    ['version 0', JSON.stringify({ ...fixtureObject(), version: 0 }), /Version de format inconnue \(0\)/],
    [
      'a text version',
      JSON.stringify({ ...fixtureObject(), version: '1' }),
      /version : nombre entier attendu/,
    ],
    ['HP as text', withCombatant(3, (c) => (c.hp = 'douze')), /combattants\[3\]\.pv : objet attendu/],
    [
      'max HP as text',
      withCombatant(3, (c) => (c.hp = { max: 'douze', current: 3 })),
      /combattants\[3\]\.pv\.max : nombre attendu/,
    ],
    [
      'a fractional HP',
      withCombatant(0, (c) => (c.hp = { max: 10.5, current: 3 })),
      /combattants\[0\]\.pv\.max : nombre entier attendu/,
    ],
    ['a missing name', withCombatant(2, (c) => delete c.name), /combattants\[2\]\.nom : champ manquant/],
    [
      'an unknown side',
      withCombatant(1, (c) => (c.side = 'dragon')),
      /combattants\[1\]\.camp : une de ces valeurs attendue : pc, ally, enemy, neutral/,
    ],
    [
      'a duplicated id',
      withCombatant(1, (c) => (c.id = 'aldric')),
      /combattants\[1\]\.id : identifiant de combattant en double « aldric »/,
    ],
  ])('%s', (_what, text, message) => {
    const read = readParaventFile(text);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message).toMatch(message);
  });

  it('refuses a file over 5 MB before parsing it', () => {
    const big = `{"format":"paravent/encounter","version":1,"pad":"${'x'.repeat(MAX_FILE_BYTES)}"}`;
    const read = readParaventFile(big);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.message).toMatch(/trop volumineux \(5,0 Mo\)/);
  });

  it('refuses a link to a combatant that is not in the file', () => {
    const o = fixtureObject();
    o.encounter.surprise = { isSurpriseRound: false, aware: ['aldric', 'c-99'] };
    const read = readParaventFile(JSON.stringify(o));
    if (read.ok) throw new Error('accepted');
    expect(read.message).toMatch(/surprise.*\[1\] : combattant inconnu « c-99 »/);
  });

  it('rebuilds an order naming an unknown combatant from the initiative, and says so', () => {
    const o = fixtureObject();
    const rightOrder = [...(o.encounter.order as string[])];
    o.encounter.order = ['aldric', 'c-99'];
    const read = readParaventFile(JSON.stringify(o));
    if (!read.ok || read.kind !== 'encounter') throw new Error('refused');
    expect(read.encounter.order).toEqual(rightOrder);
    expect(read.repairs.join('\n')).toMatch(/ordre : ne suivait pas l’initiative, reconstruit/);
  });

  it('places a result left without a count, so the fight still reopens as it was once the counted are gone (fuzz seed 2074)', () => {
    let enc = createEncounter({ id: 'enc-2074', name: 'Embuscade', system: 'pf1', seed: 2074 });
    for (const name of ['Aldric', 'Gobelin']) {
      enc = applyEvent(enc, {
        type: 'combatant-added',
        combatant: { name, hpMax: 10, initiativeModifier: 0, side: 'enemy' },
      });
    }
    enc = applyEvent(enc, { type: 'initiative-set', id: 'c-1' as CombatantId, value: 15 });
    enc = applyEvent(enc, { type: 'initiative-set', id: 'c-2' as CombatantId, value: 12 });
    enc = applyEvent(enc, { type: 'combat-started' });
    const o = JSON.parse(encounterToFileText(enc)) as ReturnType<typeof fixtureObject>;
    // The file gives the goblin a result but no count (the engine never leaves one so).
    o.encounter.combatants[1].initiative = { modifier: 0, result: 12 };
    o.encounter.order = ['c-1'];
    const read = readParaventFile(JSON.stringify(o));
    if (!read.ok || read.kind !== 'encounter') throw new Error('refused');
    expect(read.encounter.order).toEqual(['c-1', 'c-2']);
    expect(read.repairs.join('\n')).toMatch(/initiative : Gobelin placé dans l’ordre/);
    // Before the repair, removing Aldric left an empty order that the next reading rebuilt.
    const after = applyEvent(read.encounter, {
      type: 'combatant-removed',
      id: 'c-1' as CombatantId,
      sourceEffects: 'end',
    });
    expect(after.order).toEqual(['c-2']);
    const text = encounterToFileText(after);
    const again = readParaventFile(text);
    if (!again.ok || again.kind !== 'encounter') throw new Error('refused');
    expect(again.repairs).toEqual([]);
    expect(encounterToFileText(again.encounter)).toBe(text);
  });

  it('refuses a library where an encounter is expected, and the other way round', () => {
    const a = readParaventFile(LIBRARY, 'encounter');
    const b = readParaventFile(ENCOUNTER, 'library');
    expect(a.ok || a.message).toMatch(/bibliothèque.*pas une rencontre/);
    expect(b.ok || b.message).toMatch(/rencontre, pas une bibliothèque/);
  });
});

describe('lenient where it is safe', () => {
  it('drops unknown fields, at every level', () => {
    const o = fixtureObject();
    o.extra = 1;
    o.encounter.secret = 'x';
    o.encounter.combatants[0].evil = { deep: true };
    const read = readParaventFile(JSON.stringify(o));
    if (!read.ok || read.kind !== 'encounter') throw new Error('refused');
    expect(encounterToFileText(read.encounter)).toBe(ENCOUNTER);
  });

  it('clamps numbers to their ranges (HP above max come down to max, morale to 2..12)', () => {
    const text = withCombatant(0, (c) => {
      c.hp = { max: 24, current: 999, temp: -5, nonlethal: 0 };
      c.defences = { morale: 40 };
    });
    const read = readParaventFile(text);
    if (!read.ok || read.kind !== 'encounter') throw new Error('refused');
    expect(read.encounter.combatants[0].hp).toEqual({ max: 24, current: 24, temp: 0, nonlethal: 0 });
    expect(read.encounter.combatants[0].defences.morale).toBe(12);
  });

  it('keeps morale groups named __proto__ or constructor as plain keys, never as a prototype', () => {
    const o = fixtureObject();
    const text = JSON.stringify(o).replace(
      '"morale":{}',
      '"morale":{"__proto__":{"polluted":true},"constructor":{"checksPassed":1},"Orque":{}}',
    );
    const read = readParaventFile(text);
    if (!read.ok || read.kind !== 'encounter') throw new Error('refused');
    expect(Object.keys(read.encounter.morale)).toEqual(['__proto__', 'constructor', 'Orque']);
    expect(Object.getPrototypeOf(read.encounter.morale)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(read.encounter.morale, 'constructor')?.value).toEqual({
      firstDownSignalled: false,
      halfDownSignalled: false,
      checksPassed: 1,
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
