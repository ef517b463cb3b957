/**
 * The open B/X bestiary's entries (osr-build.mjs) from a small made-up Compendium: one entry per
 * stat block and per variant, French and English words side by side, the figures in the columns the
 * app reads (descending AC, THAC0, morale, hit dice, saves), the groups and what did not read in the
 * report, corrections applied, no description copied. Then the file written and read back.
 */
import { describe, expect, it } from 'vitest';
import { decodeOpenBestiary } from '../../shared/bestiary/open/format';
import { encodeOpenBestiary, openBestiaryText } from './lib/open-format.mjs';
import { buildOsr } from './osr-build.mjs';

const block = (title: string, stats: string[], members: string[] = []) => ({
  labels: ['OSE', 'Monster'],
  tagValue: title,
  rawText: [
    '```clyt',
    'template: stat-block.ose',
    `title: ${title}`,
    'description: A description that must not be copied.',
    'stats:',
    ...stats.map((s) => `- ${s}`),
    'traits:',
    '- Secret: a trait that must not be copied.',
    '```',
    ...members.map((m) => `~"${m}"`),
    'Source: ~"Necrotic Gnome OGL"',
  ].join('\r\n'),
});

const OGRE = [
  'Armor Class: 5 [14]',
  'Hit Dice: 4+1 (19hp)',
  'Attacks: 1 × club (1d10)',
  'THAC0: 15 [+4]',
  'Movement: 90’ (30’)',
  'Saving Throws: D10 W11 P12 B13 S14 (4)',
  'Morale: 10',
  'XP: 125',
];
const RED_DRAGON = [
  'Armor Class: -1 [20]',
  'Hit Dice: 10** (45hp)',
  'Attacks: 2 × claw (1d8), 1 × bite (4d8) or breath',
  'THAC0: 11 [+8]',
  'Movement: 90’ (30’) / 240’ (80’) flying',
  'Saving Throws: D6 W7 P8 B8 S10 (10)',
  'Morale: 10',
  'XP: 2,300',
];
const ELEMENTAL = [
  'Armor Class: 2 [17] / 0 [19] / -2 [21]',
  'Hit Dice: 8 / 12 / 16* (36 / 54 / 72hp',
  'Attacks: 1 × blow (1d8 / 2d8 / 3d8)',
  'THAC0: 12 [+7] / 10 [+9] / 8 [+11]',
  'Movement: 360’ (120’) flying',
  'Saving Throws: See main entry (8 / 12 / 16)',
  'Morale: 10',
  'XP: 1,200 / 1,900 / 2,300',
];

const compendium = {
  campaignEntries: [
    block('Ogre', OGRE),
    block('Red Dragon', RED_DRAGON),
    block('Air Elemental', ELEMENTAL),
    block('Dragon', ['Breath: words'], ['Red Dragon']),
    block('Zombie', [...OGRE.slice(0, 1), 'Hit Dice: 2* (9hp)', ...OGRE.slice(2, 7), 'XP: 2']),
    block('Merchant', [...OGRE.slice(0, 6), 'Morale: Varies', 'XP: 10']),
    { labels: ['OSE', 'Spell'], rawText: 'title: Sleep' },
    { labels: null },
  ],
};

describe('the open B/X entries', () => {
  const { entries, report } = buildOsr(compendium);
  const bySlug = (slug: string) => entries.find((e) => e.slug === slug);

  it('the ogre: its figures in the B/X columns, French and English words', () => {
    expect(bySlug('ogre')).toMatchObject({
      en: 'Ogre',
      fr: 'Ogre',
      hd: '4d8+1',
      hp: 19,
      descendingAc: 5,
      thac0: 15,
      morale: 10,
      hitDice: '4+1',
      savesText: '10/11/12/13/14',
      xp: 125,
      speed: "90' (30')",
      attacks: [['Massue', 0, '1d10']],
      attacksEn: ['Club'],
    });
  });

  it('the red dragon: French name, family tag, flying, breath with no attack roll in the note', () => {
    expect(bySlug('red-dragon')).toMatchObject({
      fr: 'Dragon rouge',
      tags: ['dragon'],
      tagsEn: ['dragon'],
      speed: "90' (30'), vol 240' (80')",
      speedEn: "90' (30'), flying 240' (80')",
      attacks: [
        ['Griffe ×2', 0, '1d8'],
        ['Morsure', 0, '4d8'],
        ['Souffle', null, ''],
      ],
      attacksEn: ['Claw ×2', 'Bite', 'Breath'],
      note: 'Sans jet d’attaque : souffle.',
      noteEn: 'No attack roll: breath.',
      descendingAc: -1,
      hitDice: '10**',
    });
  });

  it('one entry per variant: the elementals by hit dice, each with its own figures', () => {
    const air = entries.filter((e) => e.en.startsWith('Air Elemental'));
    expect(
      air.map((e) => [e.fr, e.descendingAc, e.thac0, e.hp, e.xp, e.attacks[0]?.[2], e.savesText]),
    ).toEqual([
      ['Élémental de l’air (8 DV)', 2, 12, 36, 1200, '1d8', '8/9/10/10/12'],
      ['Élémental de l’air (12 DV)', 0, 10, 54, 1900, '2d8', '6/7/8/8/10'],
      ['Élémental de l’air (16 DV)', -2, 8, 72, 2300, '3d8', '2/3/4/3/6'],
    ]);
  });

  it('the report: the groups, what did not read, the corrections; nothing of the descriptions', () => {
    expect(report.groups).toEqual(['Dragon']);
    expect(report.unread).toEqual({ Merchant: ['Morale: Varies'] });
    expect(Object.keys(report.corrections)).toEqual(['Zombie']);
    expect(bySlug('zombie')).toMatchObject({ hitDice: '2', xp: 20 });
    expect(bySlug('merchant')?.morale).toBeUndefined();
    expect(JSON.stringify(entries)).not.toMatch(/description|must not be copied/);
  });

  it('with the French SRD: its name and attack words, matched on the figures; the rest from the table', () => {
    const page = [
      '# Ogre',
      '',
      '| | |',
      '| --- | --- |',
      "| Classe d'armure     | 5 \\[14\\] |",
      '| Dés de vie          | 4+1 (19 pv) |',
      '| Attaques            | 1 × gourdin (1d10) |',
      '| TAC0                | 15 \\[+4\\] |',
      '| Moral               | 9 |',
      '| XP                  | 125 |',
      '',
      '# Dragon',
      '## Dragon rouge',
      "| Classe d'armure     | –1 \\[20\\] |",
      '| Dés de vie          | 10\\*\\* (45 pv) |',
      '| Attaques            | \\[2 × griffes (1d8), 1 × morsure (4d8)\\] ou souffle |',
      '| TAC0                | 11 \\[+8\\] |',
      '| XP                  | 2 300 |',
    ].join('\n');
    const withFrench = buildOsr(compendium, [page]);
    const ogre = withFrench.entries.find((e) => e.slug === 'ogre');
    expect(ogre?.attacks).toEqual([['Gourdin', 0, '1d10']]);
    expect(withFrench.report.frDifferences.Ogre).toContain('Morale: « 10 » / « 9 »');
    const red = withFrench.entries.find((e) => e.slug === 'red-dragon');
    expect(red?.attacks.map((a) => a[0])).toEqual(['Griffes ×2', 'Morsure', 'Souffle']);
    expect(withFrench.report.frFromTable).toEqual(['Air Elemental', 'Zombie', 'Merchant']);
  });

  it('the file reads back whole, with its B/X columns, as the app reads it', () => {
    const file = encodeOpenBestiary({
      system: 'osr',
      cite: 'OSE SRD',
      sources: [{ id: 'ose', repository: 'r/r', commit: 'c'.repeat(40), path: 'p', what: 'w' }],
      books: [{ dir: 'OSE Compendium.json', name: 'Monsters', fr: '' }],
      entries,
    });
    const read = decodeOpenBestiary(JSON.parse(openBestiaryText(file)));
    expect(read?.skipped).toBe(0);
    const ogre = read?.creatures.find((c) => c.slug === 'ogre');
    expect(ogre).toMatchObject({
      descendingAc: 5,
      thac0: 15,
      morale: 10,
      hitDice: '4+1',
      savesText: '10/11/12/13/14',
      source: 'OSE SRD › Monsters › Ogre (OSE Compendium.json/Ogre)',
    });
    expect(ogre?.ac).toBeUndefined();
  });

  it('a file of PF1 rows lists only the base columns (its bytes unchanged by the B/X ones)', () => {
    const file = encodeOpenBestiary({ system: 'pf1', cite: 'PRD', sources: [], books: [], entries: [] });
    expect(file.columns.length).toBe(31);
    expect(file.columns.at(-1)).toBe('feats');
  });
});
