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
