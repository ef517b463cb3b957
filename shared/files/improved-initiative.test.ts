import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SystemId } from '../rules';
import { importImprovedInitiative } from './improved-initiative';

/** Fixtures written from our knowledge of Improved Initiative's export format (see the schema file). */
const fixture = (name: string): string => readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
const ENCOUNTER = fixture('improved-initiative-encounter.json');
const LIBRARY = fixture('improved-initiative-library.json');

function imported(system: SystemId) {
  const r = importImprovedInitiative(ENCOUNTER, { system, encounterId: 'ii-enc', seed: 7 });
  if (!r.ok || r.kind !== 'encounter') throw new Error(r.ok ? 'library' : r.message);
  return r.encounter;
}

describe('Improved Initiative encounter import', () => {
  it('keeps names (with their index label), HP, hidden and the PC side', () => {
    const enc = imported('dnd35');
    expect(enc.name).toBe('Goblin Ambush');
    expect(enc.combatants.map((c) => [c.name, c.side, c.hp.current, c.hp.max, c.hidden])).toEqual([
      ['Goblin 1', 'enemy', 4, 7, false],
      ['Goblin 2', 'enemy', 7, 7, true],
      ['Brunhilde', 'pc', 31, 31, false],
    ]);
  });

  it.each([
    // InitiativeModifier when given; else the Dex modifier (Dex 14 → +2).
    ['dnd35', { ac: 15 }, 2],
    ['pf1', { ac: 15 }, 2],
    ['sf1', { kac: 15, eac: 15 }, 2],
    ['co', { def: 15 }, undefined],
    // B/X: descending AC = 19 − ascending AC.
    ['osr', { descendingAc: 4 }, 2],
  ] as const)('%s: AC goes to %j, initiative modifier %s', (system, defences, modifier) => {
    const goblin = imported(system).combatants[1];
    expect(goblin.defences).toEqual(defences);
    expect(goblin.initiative.modifier).toBe(modifier);
  });

  it('CO: the INIT score is the Dex score', () => {
    expect(imported('co').combatants[0].initiative.score).toBe(14);
  });

  it('tags become custom effects: N rounds when the tag had a duration, otherwise until removed', () => {
    const enc = imported('pf1');
    expect(
      enc.effects.map((e) => [e.target, e.what.kind === 'custom' ? e.what.name : '', e.duration.kind]),
    ).toEqual([
      ['ii-1', 'Poisoned', 'rounds'],
      ['ii-1', 'Prone', 'until-removed'],
      ['ii-2', 'Hidden in the brush', 'until-removed'],
    ]);
  });
});

describe('Improved Initiative damage defences (issue 28)', () => {
  it('reads resistances, immunities and vulnerabilities it understands and notes the others', () => {
    const file = JSON.parse(ENCOUNTER) as { Combatants: { StatBlock: Record<string, unknown> }[] };
    Object.assign(file.Combatants[0].StatBlock, {
      DamageResistances: [
        'fire 10',
        'DR 5/magic',
        'bludgeoning, piercing, and slashing from nonmagical attacks',
      ],
      DamageImmunities: ['cold'],
      DamageVulnerabilities: ['acid'],
    });
    const r = importImprovedInitiative(JSON.stringify(file), { system: 'pf1', encounterId: 'ii', seed: 7 });
    if (!r.ok || r.kind !== 'encounter') throw new Error('not an encounter');
    expect(r.encounter.combatants[0].damageDefences).toBe(
      'fire 10; DR 5/magic; immunity cold; vulnerability acid',
    );
    expect(r.repairs.join('\n')).toMatch(/bludgeoning, piercing/);
  });
});

describe('Improved Initiative saves (issue 28)', () => {
  const withSaves = (saves: { Name: string; Modifier: number }[] | undefined, system: SystemId) => {
    const file = JSON.parse(ENCOUNTER) as { Combatants: { StatBlock: Record<string, unknown> }[] };
    if (saves) file.Combatants[0].StatBlock.Saves = saves;
    const r = importImprovedInitiative(JSON.stringify(file), { system, encounterId: 'ii', seed: 7 });
    if (!r.ok || r.kind !== 'encounter') throw new Error('not an encounter');
    return { saves: r.encounter.combatants[0].saves, repairs: r.repairs };
  };

  // The goblin of the fixture: Str 8, Dex 14, Con 10, Int 10, Wis 8, Cha 8.
  it.each([
    [
      'pf1',
      [
        { Name: 'Fort', Modifier: 3 },
        { Name: 'Ref', Modifier: 2 },
        { Name: 'Will', Modifier: -1 },
      ],
      'Vig +3 Réf +2 Vol -1',
    ],
    ['dnd35', [{ Name: 'Réflexes', Modifier: 4 }], 'Réf +4'],
    // A 5e save stands for the d20 save its ability drives; a listed Ref wins over Dex.
    [
      'dnd35',
      [
        { Name: 'Dex', Modifier: 4 },
        { Name: 'Wis', Modifier: 1 },
      ],
      'Réf +4 Vol +1',
    ],
    [
      'sf1',
      [
        { Name: 'Dex', Modifier: 4 },
        { Name: 'Ref', Modifier: 6 },
      ],
      'Réf +6',
    ],
    // CO: the six characteristic modifiers from the scores, not the 5e save bonus.
    ['co', [{ Name: 'Dex', Modifier: 4 }], 'FOR -1 DEX +2 CON +0 INT +0 SAG -1 CHA -1'],
    ['osr', [{ Name: 'Breath', Modifier: 15 }], 'Souffle 15'],
    ['osr', [{ Name: 'Dex', Modifier: 4 }], undefined],
    ['pf1', undefined, undefined],
  ] as const)('%s %j → %s', (system, saves, text) => {
    expect(withSaves(saves ? [...saves] : undefined, system).saves).toBe(text);
  });

  it('a figure past the rules’ range is left out and said; the fight keeps the others', () => {
    const { saves, repairs } = withSaves(
      [
        { Name: 'Fort', Modifier: 1e6 },
        { Name: 'Ref', Modifier: 2 },
      ],
      'pf1',
    );
    expect(saves).toBe('Réf +2');
    expect(repairs.join('\n')).toMatch(/Goblin.*sauvegardes.*Vig \+1000000/);
  });

  it('library statblocks keep their saves for the next fight', () => {
    const lib = JSON.parse(LIBRARY) as Record<string, Record<string, unknown>>;
    lib['ImprovedInitiative.Creatures.c-goblin']!.Saves = [{ Name: 'Fort', Modifier: 5 }];
    const r = importImprovedInitiative(JSON.stringify(lib), { system: 'pf1', encounterId: 'x', seed: 1 });
    if (!r.ok || r.kind !== 'library') throw new Error('not a library');
    expect(r.library.entries.some((e) => e.saves === 'Vig +5')).toBe(true);
  });
});

describe('Improved Initiative library import', () => {
  it('reads every statblock of the export, creatures and player characters', () => {
    const r = importImprovedInitiative(LIBRARY, { system: 'pf1', encounterId: 'x', seed: 1 });
    if (!r.ok || r.kind !== 'library') throw new Error('not a library');
    expect(
      r.library.entries.map((e) => [e.name, e.kind, e.hpMax, e.defences.ac, e.initiativeModifier]),
    ).toEqual([
      ['Goblin', 'creature', 7, 15, 2],
      ['Ogre', 'creature', 59, 11, -1],
      ['Brunhilde', 'pc', 31, 17, 1],
    ]);
  });

  it.each([
    ['not JSON', '{"Combatants": [', /JSON est invalide/],
    ['something else', '{"hello": "world"}', /ne ressemble pas à un export d’Improved Initiative/],
    [
      'HP as text',
      '{"Combatants":[{"StatBlock":{"Name":"X","HP":{"Value":"beaucoup"}}}]}',
      /Combatants\[0\]\.StatBlock\.HP\.Value : nombre attendu/,
    ],
  ])('refuses %s with a French message', (_what, text, message) => {
    const r = importImprovedInitiative(text, { system: 'dnd35', encounterId: 'x', seed: 1 });
    expect(r.ok || r.message).toMatch(message);
  });
});
