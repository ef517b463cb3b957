import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Encounter } from '../../combat';
import { checkedEncounterText } from '../write-check';
import { readParaventFile } from '../read-file';
import { libraryToFileText } from '../library-file';
import { importCombatManager, importCombatManagerAsync, type ForeignImportResult } from './combat-manager';

const fixture = (name: string) =>
  readFileSync(resolve(import.meta.dirname, '../fixtures/combat-manager', name), 'utf8');
const TARGET = { system: 'pf1' as const, encounterId: 'rencontre-cm', seed: 11 };

function encounterOf(r: ForeignImportResult): Encounter {
  if (!r.ok || r.kind !== 'encounter') throw new Error(r.ok ? 'a library' : r.message);
  return r.encounter;
}

function combatant(enc: Encounter, name: string) {
  const c = enc.combatants.find((x) => x.name === name);
  if (!c) throw new Error(`no ${name}`);
  return c;
}

describe('Combat Manager import: a combat state (.cmcs)', () => {
  const r = importCombatManager(fixture('fight.cmcs'), TARGET);
  const enc = encounterOf(r);

  it('reads HP, max HP, nonlethal, temporary HP, hidden, notes, initiative and its modifier', () => {
    const valeros = combatant(enc, 'Valeros');
    expect(valeros.hp).toMatchObject({ current: 18, max: 27, nonlethal: 3, temp: 5 });
    expect(valeros.side).toBe('pc');
    expect(valeros.initiative).toMatchObject({ modifier: 2, result: 17 });
    expect(valeros.notes).toContain('Porte l’étendard du capitaine & sa lettre.');
    expect(combatant(enc, 'Assassin gobelin').hidden).toBe(true);
    expect(combatant(enc, 'Chef gobelin').side).toBe('enemy');
  });

  it('keeps Combat Manager’s order (the tie at 17: the chief first, as in its list)', () => {
    expect(enc.order.map((id) => enc.combatants.find((c) => c.id === id)?.name)).toEqual([
      'Chef gobelin',
      'Valeros',
      'Assassin gobelin',
      'Seelah',
    ]);
    expect(enc.phase).toBe('setup');
  });

  it('reads the defences, BAB, CMD, abilities, size and manoeuvre feats', () => {
    const valeros = combatant(enc, 'Valeros');
    expect(valeros.defences).toEqual({ ac: 18, touchAc: 12, flatFootedAc: 16, cmd: 18 });
    expect(valeros.fighter).toMatchObject({ bab: 3, str: 17, dex: 14, con: 14, size: 'medium' });
    expect(valeros.fighter.feats).toEqual(['improved-bull-rush']);
    const chief = combatant(enc, 'Chef gobelin');
    expect(chief.defences).toEqual({ ac: 16, touchAc: 13, flatFootedAc: 14, cmd: 13 });
    expect(chief.fighter).toMatchObject({ size: 'small', feats: ['improved-trip'] });
  });

  it('keeps saves, DR, resistances and resources in the notes, and says so', () => {
    expect(combatant(enc, 'Valeros').notes).toContain('Fort +5, Ref +3, Will +1');
    expect(combatant(enc, 'Valeros').notes).toContain('Points de héroïsme 2/3');
    const chief = combatant(enc, 'Chef gobelin').notes;
    expect(chief).toContain('DR 5/cold iron');
    expect(chief).toContain('Resist fire 5');
    if (!r.ok) throw new Error('refused');
    expect(r.report.left.join('\n')).toMatch(/Chef gobelin : DR 5\/cold iron et Resist fire 5/);
  });

  it('maps conditions to the PF1 catalogue with their rounds; lists the others, never drops them', () => {
    const on = (name: string) =>
      enc.effects
        .filter((e) => e.target === combatant(enc, name).id)
        .map((e) => ({
          what: e.what,
          duration: e.duration.kind,
          rounds: 'rounds' in e.duration ? e.duration.rounds : null,
        }));
    expect(on('Chef gobelin')).toEqual([
      { what: { kind: 'condition', conditionId: 'prone' }, duration: 'rounds', rounds: 1 },
      { what: { kind: 'condition', conditionId: 'shaken' }, duration: 'until-removed', rounds: null },
      {
        what: { kind: 'custom', name: 'Marked by the Inquisitor', modifiers: [] },
        duration: 'rounds',
        rounds: 4,
      },
    ]);
    expect(on('Valeros')).toEqual([
      { what: { kind: 'custom', name: 'Haste', modifiers: [] }, duration: 'rounds', rounds: 3 },
    ]);
    expect(on('Assassin gobelin')).toEqual([]);
    if (!r.ok) throw new Error('refused');
    const left = r.report.left.join('\n');
    expect(left).toContain('Valeros : « Haste » n’est pas un état du catalogue Pathfinder');
    expect(left).toContain('« Marked by the Inquisitor »');
    expect(left).toContain('Assassin gobelin : « Dying » — recalculé d’après ses PV');
    expect(left).toContain('Assassin gobelin : « pris au dépourvu »');
    expect(combatant(enc, 'Assassin gobelin').health).toBe('dying');
    expect(r.report.read.join('\n')).toMatch(/round 2 en cours/);
  });

  it('gives a fight the writer keeps and the reader reads back', () => {
    const written = checkedEncounterText(enc);
    if (!written.ok) throw new Error(written.message);
    const back = readParaventFile(written.text);
    expect(back.ok && back.kind === 'encounter' && back.repairs).toEqual([]);
  });

  it('imports into D&D 3.5 when chosen, and into Pathfinder from a system without touch AC', () => {
    const dnd = encounterOf(importCombatManager(fixture('fight.cmcs'), { ...TARGET, system: 'dnd35' }));
    expect(dnd.system).toBe('dnd35');
    expect(
      dnd.effects.map((e) => (e.what.kind === 'condition' ? e.what.conditionId : e.what.name)),
    ).toContain('prone');
    const fromCo = importCombatManager(fixture('fight.cmcs'), { ...TARGET, system: 'co' });
    expect(encounterOf(fromCo).system).toBe('pf1');
    expect(fromCo.ok && fromCo.report.left[0]).toMatch(/^Importé en Pathfinder/);
  });
});

describe('Combat Manager import: groups and exports', () => {
  it('a party file (.cmpt, player characters) goes to the party, with its state between fights', () => {
    const r = importCombatManager(fixture('party.cmpt'), TARGET);
    if (!r.ok || r.kind !== 'library') throw new Error('not a library');
    expect(r.library.entries.map((e) => [e.name, e.kind, e.system])).toEqual([
      ['Kyra', 'pc', 'pf1'],
      ['Merisiel', 'pc', 'pf1'],
    ]);
    const kyra = r.library.entries[0];
    expect(kyra).toMatchObject({
      hpMax: 22,
      initiativeModifier: 1,
      defences: { ac: 17, touchAc: 11, flatFootedAc: 16, cmd: 14 },
      saves: 'Vig +5, Réf +2, Vol +6',
      hpFormula: '3d8+6',
      party: { hpCurrent: 14, nonlethal: 2 },
    });
    expect(r.report.read[0]).toBe('Bibliothèque : 2 membres du groupe, 0 créature du bestiaire.');
    expect(readParaventFile(libraryToFileText(r.library)).ok).toBe(true);
  });

  it('a group of monsters (.cmpt) becomes a fight to run, hidden kept', () => {
    const enc = encounterOf(importCombatManager(fixture('goblins.cmpt'), TARGET));
    expect(enc.combatants.map((c) => [c.name, c.side, c.hidden])).toEqual([
      ['Gobelin 1', 'enemy', false],
      ['Gobelin 2', 'enemy', true],
    ]);
    // A group file's initiative is not a fight's: the GM rolls it.
    expect(enc.combatants.every((c) => c.initiative.result === undefined)).toBe(true);
  });

  it('an export (.cmx) goes to the bestiary', () => {
    const r = importCombatManager(fixture('bestiary.cmx'), TARGET);
    if (!r.ok || r.kind !== 'library') throw new Error('not a library');
    expect(r.library.entries.map((e) => [e.name, e.kind, e.cr, e.xp, e.fighter.size])).toEqual([
      ['Ogre', 'creature', '3', 800, 'large'],
      ['Wight', 'creature', '3', 800, 'medium'],
    ]);
    expect(r.library.entries[1].notes).toContain('DR 5/silver');
    expect(r.report.left.join('\n')).toContain('Wight : DR 5/silver et Immune undead traits');
  });
});

describe('Combat Manager import: hostile and wrong files', () => {
  const refused = (text: string) => {
    const r = importCombatManager(text, TARGET);
    if (r.ok) throw new Error('accepted');
    return r.message;
  };

  it('refuses a billion-laughs file before expanding anything', () => {
    const lol = [
      '<?xml version="1.0"?>',
      '<!DOCTYPE lolz [<!ENTITY lol "lol">',
      ...Array.from(
        { length: 9 },
        (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`,
      ),
      ']>',
      '<ArrayOfCharacter><Character><Name>&lol9;</Name></Character></ArrayOfCharacter>',
    ].join('\n');
    // Refused on the DOCTYPE itself: nothing is expanded (a billion « lol » would not fit in memory).
    expect(refused(lol)).toMatch(/type de document XML \(DOCTYPE ou ENTITY\)/);
  });

  it('refuses a 50 MB file by its size, before parsing', () => {
    const big = `<ArrayOfCharacter>${'<Character><Name>x</Name></Character>'.repeat(1_400_000)}</ArrayOfCharacter>`;
    expect(big.length).toBeGreaterThan(50_000_000);
    expect(refused(big)).toMatch(/Fichier trop volumineux/);
  });

  it('refuses a Pathfinder 2 or 5e export, another XML, malformed XML, deep nesting', () => {
    expect(refused(fixture('pathfinder2.cmx'))).toMatch(/mode Pathfinder 2/);
    expect(refused('<svg><g/></svg>')).toMatch(/élément racine est « svg »/);
    expect(refused('<ArrayOfCharacter><Character>')).toMatch(/mal formé/);
    expect(refused('<ArrayOfCharacter></ArrayOfCharacter>')).toMatch(/ni personnage ni monstre/);
    expect(refused(`${'<a>'.repeat(500)}${'</a>'.repeat(500)}`)).toMatch(/mal formé|racine/);
  });

  it('refuses a tag named __proto__, and nothing reaches a prototype', () => {
    expect(
      refused(
        '<ArrayOfCharacter><Character><Name>Kyra</Name><__proto__><polluted>1</polluted></__proto__></Character></ArrayOfCharacter>',
      ),
    ).toMatch(/mal formé.*__proto__/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('never throws, and whatever it accepts the writer keeps (fast-check)', () => {
    const number = fc.oneof(fc.integer({ min: -2e9, max: 2e9 }).map(String), fc.string({ maxLength: 6 }));
    const character = fc.record({
      name: fc.string({ maxLength: 300 }),
      hp: number,
      max: number,
      temp: number,
      init: number,
      ac: fc.string({ maxLength: 40 }),
      condition: fc.string({ maxLength: 30 }),
      turns: number,
    });
    const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    fc.assert(
      fc.property(fc.array(character, { maxLength: 6 }), (list) => {
        const xml = `<CombatState><Round>1</Round><Characters>${list
          .map(
            (c) =>
              `<Character><Name>${escape(c.name)}</Name><HP>${escape(c.hp)}</HP><MaxHP>${escape(c.max)}</MaxHP><TemporaryHP>${escape(c.temp)}</TemporaryHP><IsMonster>true</IsMonster><CurrentInitiative>${escape(c.init)}</CurrentInitiative><Monster><AC>${escape(c.ac)}</AC><ActiveConditions><ActiveCondition><Condition><Name>${escape(c.condition)}</Name></Condition><Turns>${escape(c.turns)}</Turns></ActiveCondition></ActiveConditions></Monster></Character>`,
          )
          .join('')}</Characters></CombatState>`;
        const r = importCombatManager(xml, TARGET);
        if (!r.ok) return;
        if (r.kind === 'encounter') expect(checkedEncounterText(r.encounter).ok).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('imports in chunks with progress, and a cancel keeps nothing', async () => {
    const many = `<ArrayOfCharacter>${'<Character><Name>Gobelin</Name><MaxHP>6</MaxHP><IsMonster>true</IsMonster></Character>'.repeat(450)}</ArrayOfCharacter>`;
    const shares: number[] = [];
    const done = await importCombatManagerAsync(many, TARGET, {
      onProgress: (s) => shares.push(s),
      pause: () => Promise.resolve(),
    });
    expect(done.ok && done.kind === 'encounter' && done.encounter.combatants.length).toBe(450);
    expect(shares.length).toBeGreaterThanOrEqual(4);
    expect(shares.at(-1)).toBe(1);
    const signal = { aborted: false };
    const cancelled = await importCombatManagerAsync(many, TARGET, {
      signal,
      pause: () => {
        signal.aborted = true;
        return Promise.resolve();
      },
    });
    expect(cancelled).toEqual({ ok: false, cancelled: true });
  });
});
