import { describe, expect, it } from 'vitest';
import { getProcedures } from '../index';
import type { SystemId } from '../index';
import { parseSaveFigures } from './save-figures';
import { damageAfterSave, saveOutcome, type Evasion, type OnSuccess, type SaveRules } from './saves';
import { osrSaveTargets } from '../osr/save-tables';

function rulesOf(system: SystemId): SaveRules {
  const rules = getProcedures(system).saves;
  if (!rules) throw new Error(`${system}: no saves`);
  return rules;
}

describe('save outcome per system', () => {
  // [system, total, against, natural d20, passed, source]
  const rows: [SystemId, number, number, number | undefined, boolean, string][] = [
    ['dnd35', 15, 15, 11, true, 'DRS › Jets de sauvegarde: d20 + bonus ≥ DD (égalité réussie)'],
    ['dnd35', 14, 15, 10, false, 'DRS › Jets de sauvegarde'],
    ['dnd35', 25, 15, 1, false, 'DRS › Sauvegarde automatiquement ratée sur un 1 naturel'],
    ['dnd35', 21, 30, 20, true, 'DRS › un 20 naturel est toujours une réussite'],
    ['pf1', 5, 15, 1, false, 'PRD › Saving Throws: natural 1 always fails'],
    ['pf1', 22, 25, 20, true, 'PRD › Saving Throws: natural 20 always succeeds'],
    ['sf1', 9, 30, 20, true, 'SF CRB › Saving Throws: natural 20 succeeds'],
    ['sf1', 30, 15, 1, false, 'SF CRB › Saving Throws: natural 1 fails'],
    ['co', 22, 30, 20, true, 'CO › Réussite critique (20 naturel): réussite quelle que soit la difficulté'],
    ['co', 18, 10, 1, false, 'CO › Échec critique (1 naturel): échec même si le total réussit'],
    ['co', 12, 12, 10, true, 'CO › Tests: supérieur ou égal à la difficulté'],
    ['osr', 1, 1, 1, true, 'OSE SRD › Saving Throws: d20 ≥ target, no word on a natural 1'],
    ['osr', 20, 21, 20, false, 'OSE SRD › Saving Throws: no word on a natural 20'],
    ['osr', 14, 15, 14, false, 'OSE SRD › Saving Throws: below the target fails'],
  ];
  it.each(rows)('%s: %i against %i (d20 %s) passes: %s — %s', (system, total, against, natural, passed) => {
    expect(saveOutcome(rulesOf(system), total, against, natural).passed).toBe(passed);
  });

  it('a typed total (no natural known) is read as it is', () => {
    expect(saveOutcome(rulesOf('dnd35'), 25, 15).passed).toBe(true);
    expect(saveOutcome(rulesOf('dnd35'), 1, 15).passed).toBe(false);
  });
});

describe('damage by outcome', () => {
  // [damage, passed, on success, evasion, left, source]
  const rows: [number, boolean, OnSuccess, Evasion | undefined, number, string][] = [
    [21, false, 'half', undefined, 21, 'DRS › Jets de sauvegarde: full damage on a failure'],
    [21, true, 'half', undefined, 10, 'DRS › Sorts › « Réflexes, 1/2 dégâts »: half rounded down'],
    [1, true, 'half', undefined, 0, 'PRD › Combat › Saving Throws: half of 1 rounds down to 0'],
    [21, true, 'none', undefined, 0, '« aucun effet si réussi »: nothing on a success'],
    [21, false, 'none', undefined, 21, '« aucun effet si réussi »: full on a failure'],
    [21, true, 'half', 'evasion', 0, 'DRS › Évasion: no damage on a successful Reflex save'],
    [21, false, 'half', 'evasion', 21, 'DRS › Évasion: full damage on a failure'],
    [21, true, 'half', 'improved', 0, 'DRS › Évasion supérieure: none on a success'],
    [21, false, 'half', 'improved', 10, 'DRS › Évasion supérieure: half on a failure'],
    [21, false, 'none', 'improved', 21, 'PRD › Improved Evasion: only against an effect halved on a save'],
  ];
  it.each(rows)('%i, passed %s, %s, evasion %s → %i — %s', (damage, passed, onSuccess, evasion, left) => {
    expect(damageAfterSave(damage, passed, onSuccess, evasion)).toBe(left);
  });
});

describe('save figures as typed', () => {
  it.each([
    ['dnd35', 'Vig +2 Réf +4 Vol +1', { fort: 2, ref: 4, will: 1 }, undefined],
    ['dnd35', 'Réf +4 ; évasion', { ref: 4 }, 'evasion'],
    ['pf1', 'Fort +2 / Ref +4 / Will -1 improved evasion', { fort: 2, ref: 4, will: -1 }, 'improved'],
    ['sf1', 'Vig +3, Réf +5, Vol +2, évasion supérieure', { fort: 3, ref: 5, will: 2 }, 'improved'],
    ['co', 'FOR +1 DEX +2 SAG −1', { str: 1, dex: 2, wis: -1 }, undefined],
    ['co', 'STR +1 WIS +3', { str: 1, wis: 3 }, undefined],
    // The starter bestiary's B/X line (OSE › Monsters › Saving Throws), its note in brackets aside.
    [
      'osr',
      'Mort 12, Baguettes 13, Paralysie 14, Souffle 15, Sorts 16 (DV 1)',
      { death: 12, wands: 13, paralysis: 14, breath: 15, spells: 16 },
      undefined,
    ],
    ['osr', 'Souffle 15', { breath: 15 }, undefined],
  ] as const)('%s « %s »', (system, text, values, evasion) => {
    const read = parseSaveFigures(rulesOf(system), text);
    expect(read).toEqual({ figures: { values, ...(evasion ? { evasion } : {}) } });
  });

  it('CO: a superior characteristic marked « * » before or after its modifier', () => {
    expect(parseSaveFigures(rulesOf('co'), 'FOR +6* DEX +1 CON* +6')).toEqual({
      figures: { values: { str: 6, dex: 1, con: 6 }, superior: ['str', 'con'] },
    });
  });

  it.each([
    ['dnd35', 'Réf', 'number-missing'],
    ['dnd35', 'Chance +2', 'unknown-word'],
    ['dnd35', 'Réf +100', 'number-out-of-range'],
    ['co', 'DEX +2 évasion', 'evasion-not-in-rules'],
    ['osr', 'sauve comme Z3', 'unknown-word'],
    ['osr', '12/13/14/15/25', 'number-out-of-range'],
    ['osr', 'Souffle 25', 'number-out-of-range'],
    ['dnd35', 'Réf +4*', 'unknown-word'],
  ] as const)('%s « %s » is refused (%s)', (system, text, reason) => {
    const read = parseSaveFigures(rulesOf(system), text);
    expect('error' in read && read.error.reason).toBe(reason);
  });
});

describe('B/X save tables (OSE SRD)', () => {
  // [saves as, death, wands, paralysis, breath, spells, source]
  const rows: [string, number, number, number, number, number, string][] = [
    ['NH', 14, 15, 16, 17, 18, 'OSE SRD › Monsters › Normal Human'],
    ['G1', 12, 13, 14, 15, 16, 'OSE SRD › Fighter, levels 1–3'],
    ['F3', 12, 13, 14, 15, 16, 'OSE SRD › Fighter, levels 1–3'],
    ['G4', 10, 11, 12, 13, 14, 'OSE SRD › Fighter, levels 4–6'],
    ['guerrier 9', 8, 9, 10, 10, 12, 'OSE SRD › Fighter, levels 7–9'],
    ['C5', 9, 10, 12, 14, 12, 'OSE SRD › Cleric, levels 5–8'],
    ['M1', 13, 14, 13, 16, 15, 'OSE SRD › Magic-User, levels 1–5'],
    ['V9', 10, 11, 9, 12, 10, 'OSE SRD › Thief, levels 9–12'],
    ['N1', 8, 9, 10, 13, 12, 'OSE SRD › Dwarf, levels 1–3'],
    ['E4', 10, 11, 11, 13, 12, 'OSE SRD › Elf, levels 4–6'],
    ['H7', 4, 5, 6, 7, 8, 'OSE SRD › Halfling, levels 7–8'],
    ['G0', 12, 13, 14, 15, 16, 'OSE SRD › Monsters: under 1 HD saves as level 1'],
  ];
  it.each(rows)('%s → %i %i %i %i %i — %s', (as, death, wands, paralysis, breath, spells) => {
    expect(osrSaveTargets(as)).toEqual({ death, wands, paralysis, breath, spells });
  });

  it('a level past the table, or an unknown class, gives nothing', () => {
    expect(osrSaveTargets('G15')).toBeUndefined();
    expect(osrSaveTargets('X3')).toBeUndefined();
  });

  it('reads « sauve comme G3 » and five typed targets', () => {
    const rules = rulesOf('osr');
    expect(parseSaveFigures(rules, 'sauve comme G3')).toEqual({
      figures: { values: { death: 12, wands: 13, paralysis: 14, breath: 15, spells: 16 }, savesAs: 'G3' },
    });
    expect(parseSaveFigures(rules, '10/11/12/13/14')).toEqual({
      figures: { values: { death: 10, wands: 11, paralysis: 12, breath: 13, spells: 14 } },
    });
  });
});
