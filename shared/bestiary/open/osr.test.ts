/**
 * The open B/X bestiary as the app loads it (osr.json, built by scripts/bestiary/osr.mjs from the OSE
 * Compendium, a public copy of the OSE SRD's monsters). The source is not in this repository, so each
 * entry is held to the OSE tables its own hit dice give (osr-checks-test-fixtures.ts): here a sample
 * of 50, the slow check (osr.slow.test.ts) all of them, and the script run again over the source when
 * it is at hand. The copy was also compared with a second public copy of the SRD, field by field
 * (osr.compared.json, written by scripts/bestiary/osr-compare.mjs).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSaveFigures } from '../../rules/common/save-figures';
import { OSR_SAVES } from '../../rules/osr/save-tables';
import { OSR_BESTIARY } from '../osr';
import { decodeOpenBestiary } from './format';
import { loadOpenBestiary } from './index';
import { oseTableDisagreements } from './osr-checks-test-fixtures';

const read = (name: string): unknown => JSON.parse(readFileSync(new URL(name, import.meta.url), 'utf8'));
const bestiary = decodeOpenBestiary(read('./osr.json'));
const creatures = bestiary?.creatures ?? [];
const report = read('./osr.report.json') as {
  count: number;
  groups: string[];
  unread: Record<string, string[]>;
  corrections: Record<string, string>;
  frMissing: string[];
  frFromTable: string[];
  frDifferences: Record<string, string[]>;
  untranslated: string[];
};
const compared = read('./osr.compared.json') as {
  compared: number;
  differences: Record<string, string[]>;
};
const listed = read('./osr.disagreements.json') as Record<string, string[]>;

/** 50 entries spread over the whole list (every n-th): the same ones every run. */
const SAMPLE = creatures.filter((_, i) => i % Math.ceil(creatures.length / 50) === 0).slice(0, 50);

const bySlug = (slug: string) => creatures.find((c) => c.slug === slug);

describe('the open B/X bestiary', () => {
  it('reads whole: every stat block of the source, one entry per variant, each slug once', () => {
    expect(bestiary?.skipped).toBe(0);
    expect(bestiary?.system).toBe('osr');
    expect(creatures.length).toBe(report.count);
    expect(creatures.length).toBeGreaterThan(220);
    expect(new Set(creatures.map((c) => c.slug)).size).toBe(creatures.length);
    // The group entries (« Dragon » lists the dragons) have no figures: each member is an entry.
    expect(report.groups).toContain('Dragon');
    expect(creatures.filter((c) => c.en.endsWith('Dragon')).length).toBe(7);
    expect(creatures.filter((c) => /^Hydra \(\d+ HD\)$/.test(c.en)).length).toBe(8);
  });

  it('names its sources: repository, commit and path of the figures and of the French SRD', () => {
    expect(bestiary?.sources).toEqual([
      expect.objectContaining({
        repository: 'open-campaign-logger/compendium-generator',
        commit: expect.stringMatching(/^[0-9a-f]{40}$/),
        path: 'public/Old School Essentials/OSE Compendium.json',
      }),
      expect.objectContaining({
        repository: 'jkowalsk/OSE-fr',
        commit: expect.stringMatching(/^[0-9a-f]{40}$/),
        path: 'SRD-md/src/Monstres/liste/*.md',
      }),
    ]);
  });

  it('loads by its system, once', async () => {
    const a = await loadOpenBestiary('osr');
    expect(a?.creatures.length).toBe(creatures.length);
    expect(await loadOpenBestiary('osr')).toBe(a);
  });

  it('the ogre and the red dragon: the SRD’s figures', () => {
    expect(bySlug('ogre')).toMatchObject({
      descendingAc: 5,
      hitDice: '4+1',
      hd: '4d8+1',
      hp: 19,
      thac0: 15,
      morale: 10,
      xp: 125,
      savesText: '10/11/12/13/14',
      speed: "90' (30')",
      attacks: [['Gourdin', 0, '1d10']],
      attacksEn: ['Club'],
    });
    expect(bySlug('red-dragon')).toMatchObject({
      fr: 'Dragon rouge',
      en: 'Red Dragon',
      descendingAc: -1,
      hitDice: '10**',
      hp: 45,
      thac0: 11,
      xp: 2300,
    });
  });

  it('every entry reads where Paravent reads it: B/X figures, saves, words in both languages', () => {
    const problems: string[] = [];
    for (const c of creatures) {
      if (c.ac || c.saves || c.cr) problems.push(`${c.slug}: PF1 figures`);
      if (c.thac0 === undefined) problems.push(`${c.slug}: THAC0`);
      if (c.descendingAc === undefined && !/sans jet d’attaque/i.test(c.note)) problems.push(`${c.slug}: AC`);
      const saves = parseSaveFigures(OSR_SAVES, c.savesText ?? '');
      if ('error' in saves || Object.keys(saves.figures.values).length !== 5)
        problems.push(`${c.slug}: saves`);
      if (c.attacksEn.length !== c.attacks.length) problems.push(`${c.slug}: attacks`);
      if (c.tagsEn.length !== c.tags.length) problems.push(`${c.slug}: tags`);
      if ((c.note === '') !== (c.noteEn === '')) problems.push(`${c.slug}: note`);
      const english = [c.en, ...c.attacksEn, ...c.tagsEn, c.speedEn, c.noteEn].join(' ');
      if (/[éèêàùçœâîôû’]/i.test(english.replace(/Doppelgänger/g, '')))
        problems.push(`${c.slug}: French in « ${english} »`);
      const french = [...c.attacks.map((a) => a[0]), ...c.tags, c.speed, c.note].join(' ');
      if (/\b(bite|claw|weapon|flying|swimming|breath|touch|poison)\b/.test(french.replace(/poison/g, '')))
        problems.push(`${c.slug}: English in « ${french} »`);
    }
    expect(problems).toEqual([]);
  });

  it('every name from the French SRD, its figures the same but for print, no word left untranslated', () => {
    expect(report.frMissing).toEqual([]);
    expect(report.frFromTable).toEqual([]);
    expect(report.untranslated).toEqual([]);
    expect(creatures.every((c) => c.frNamed)).toBe(true);
    // Where the French SRD's figures differ: its tables cut short (« 7 [12] à 4 »), misprints
    // (« XP 4 » for 4,300, « 50 » for 650), the Gnome's and Hobgoblin's leaders' XP left out.
    expect(Object.keys(report.frDifferences).sort()).toEqual(
      ['Bronze Golem', 'Brigand', 'Giant Catfish', 'Gnome', 'Hobgoblin', 'Hydra', 'Nomad', 'Pirate'].sort(),
    );
  });

  it.each(SAMPLE.map((c) => [c.en, c]))(
    '%s: HP, THAC0, XP, saves and movement agree with the OSE tables, or are listed',
    (_, c) => {
      expect(oseTableDisagreements(c)).toEqual(listed[c.slug] ?? []);
    },
  );

  it('what did not read, what was corrected: each named with its monster', () => {
    expect(Object.keys(report.unread)).toEqual(['Merchant']);
    expect(bySlug('merchant')?.morale).toBeUndefined();
    expect(Object.keys(report.corrections).sort()).toEqual(
      [
        'Djinni (Lesser)',
        'Ferret, Giant',
        'Gelatinous Cube',
        'Kobold',
        'Normal Bat',
        'Normal Human',
        'Trader',
        'Wereboar',
        'Zombie',
      ].sort(),
    );
    expect(bySlug('djinni-lesser')).toMatchObject({ morale: 12, xp: 850 });
    expect(bySlug('zombie')).toMatchObject({ hitDice: '2', xp: 20 });
    expect(bySlug('normal-bat')?.morale).toBe(6);
  });

  /**
   * The second public copy of the SRD (theatre-of-the-mind) agrees field by field on all but a few:
   * the corrections above (where the OSE tables, or the French SRD for two morale scores, side with
   * it), and print (« By HD » saves it leaves blank, a bracket).
   */
  it('agrees with a second copy of the SRD, but for the differences named', () => {
    expect(compared.compared).toBeGreaterThan(200);
    expect(Object.keys(compared.differences).sort()).toEqual(
      [
        'Air Elemental',
        'Djinni (Lesser)',
        'Ferret, Giant',
        'Gelatinous Cube',
        'Hellhound',
        'Hydra',
        'Kobold',
        'Normal Bat',
        'Normal Human',
        'Trader',
        'Zombie',
      ].sort(),
    );
  });

  /**
   * The starter bestiary's 22 creatures were checked by hand against the second copy (docs/library.md):
   * the same figures here (the French names are the French SRD's: « Ver charognard », « Loup normal »).
   */
  it('agrees with the hand-checked starter bestiary', () => {
    const SAME: Record<string, string> = {
      'carrion-crawler': 'carcass-crawler',
      'giant-centipede': 'centipede-giant',
      wolf: 'normal-wolf',
    };
    const differences: string[] = [];
    for (const s of OSR_BESTIARY) {
      const o = bySlug(SAME[s.slug] ?? s.slug);
      if (!o) {
        differences.push(`${s.slug}: absent`);
        continue;
      }
      const saves = /(\d+), \D+(\d+), \D+(\d+), \D+(\d+), \D+(\d+)/
        .exec(s.savesText ?? '')
        ?.slice(1)
        .join('/');
      const pairs: [string, unknown, unknown][] = [
        ['hd', s.hd, o.hd],
        ['hp', s.hp, o.hp],
        ['hit dice', s.hitDice, o.hitDice],
        ['AC', s.descendingAc, o.descendingAc],
        ['THAC0', s.thac0, o.thac0],
        ['morale', s.morale, o.morale],
        ['XP', s.xp, o.xp],
        ['saves', saves, o.savesText],
        // The starter writes an effect in the damage (« paralysie »); the open entry in the attack's name.
        ['first damage', /\d/.test(s.attacks[0]?.[2] ?? '') ? s.attacks[0]?.[2] : '', o.attacks[0]?.[2]],
      ];
      for (const [k, a, b] of pairs)
        if (JSON.stringify(a) !== JSON.stringify(b))
          differences.push(`${s.slug}: ${k} ${JSON.stringify(a)} / ${JSON.stringify(b)}`);
    }
    expect(differences).toEqual([]);
  });
});
