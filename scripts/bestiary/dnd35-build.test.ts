/**
 * The open 3.5 bestiary built from small made-up SRD pages (dnd35-build.mjs): the SRD's figures, the
 * starter bestiary's French name for its creatures (under the SRD's name when it prints another),
 * French words for types, subtypes and attacks (the open French PF1 text's, then the starter's),
 * grab and trip with the attack the SRD names, DR and resistances in the words damage-defences.ts
 * reads, regeneration and reach in the note, speeds in metres, the Product Identity left out; then
 * the SRD's English words beside (attack names, speed, note); written in the compact file (format 2)
 * with its grapple column and read back by format.ts unchanged.
 */
import { describe, expect, it } from 'vitest';
import { decodeOpenBestiary } from '../../shared/bestiary/open/format';
import { parseDamageDefences } from '../../shared/rules';
import { buildDnd35, speedEn, speedFr, STARTER_ALIASES } from './dnd35-build.mjs';
import { SRD_PAGES } from './dnd35-srd.mjs';
import { encodeOpenBestiary, FIRST_COLUMNS, OPEN_COLUMNS } from './lib/open-format.mjs';

const td = (t: string) => `<td>${t}</td>`;
const tr = (label: string, ...cells: string[]) =>
  `<tr>${label ? `<th>${label}</th>` : td('')}${cells.map(td).join('')}</tr>`;

/** A stat block of one column, as the SRD's HTML copy prints it under its own heading. */
function block(id: string, name: string, rows: Record<string, string>, prose = ''): string {
  const fields: Record<string, string> = {
    'Hit Dice:': '1d8 (4 hp)',
    'Initiative:': '+0',
    'Speed:': '30 ft. (6 squares)',
    'Armor Class:': '10, touch 10, flat-footed 10',
    'Base Attack/Grapple:': '+0/+0',
    'Full Attack:': 'Slam +0 melee (1d4)',
    'Space/Reach:': '5 ft./5 ft.',
    'Special Attacks:': '—',
    'Special Qualities:': '—',
    'Saves:': 'Fort +0, Ref +0, Will +0',
    'Abilities:': 'Str 10, Dex 10, Con 10, Int 10, Wis 10, Cha 10',
    'Challenge Rating:': '1',
    ...rows,
  };
  const type = fields['Type'] ?? 'Medium Animal';
  return `<h2 id="${id}">${name}</h2><table><tbody>${tr('', type)}${Object.entries(fields)
    .filter(([k]) => k !== 'Type')
    .map(([k, v]) => tr(k, v))
    .join('')}</tbody></table><p>${prose}</p>`;
}

const OGRE = block('ogre', 'Ogre', {
  Type: 'Large Giant',
  'Hit Dice:': '4d8+11 (29 hp)',
  'Initiative:': '–1',
  'Speed:': '30 ft. in hide armor (6 squares); base speed 40 ft.',
  'Armor Class:': '16 (–1 size, –1 Dex, +5 natural, +3 hide armor), touch 8, flat-footed 16',
  'Base Attack/Grapple:': '+3/+12',
  'Full Attack:': 'Greatclub +8 melee (2d8+7) or javelin +1 ranged (1d8+5)',
  'Space/Reach:': '10 ft./10 ft.',
  'Saves:': 'Fort +6, Ref +0, Will +1',
  'Abilities:': 'Str 21, Dex 8, Con 15, Int 6, Wis 10, Cha 7',
  'Feats:': 'Improved Grapple, Toughness',
  'Challenge Rating:': '3',
});
const WOLF = block(
  'wolf',
  'Wolf',
  {
    'Full Attack:': 'Bite +3 melee (1d6+1)',
    'Special Attacks:': 'Trip',
    'Base Attack/Grapple:': '+1/+2',
    'Abilities:': 'Str 13, Dex 15, Con 15, Int 2, Wis 12, Cha 6',
  },
  'Trip (Ex): A wolf that hits with a bite attack can attempt to trip the opponent as a free action.',
);
const TROLL = block(
  'troll',
  'Troll',
  {
    Type: 'Large Giant',
    'Full Attack:': '2 claws +9 melee (1d6+6) and bite +4 melee (1d6+3)',
    'Special Attacks:': 'Improved grab, rend 2d6+9',
    'Special Qualities:':
      'Darkvision 90 ft., damage reduction 5/silver, immunity to fire, resistance to cold 10, regeneration 5, spell resistance 14, vulnerability to acid',
  },
  'Improved Grab (Ex): To use this ability, a troll must hit with a claw attack. Regeneration (Ex): Fire and acid deal normal damage to a troll.',
);
const GOBLIN = block('goblin', 'Goblin, 1st-Level Warrior', {
  Type: 'Small Humanoid (Goblinoid)',
  'Full Attack:': 'Morningstar +2 melee (1d6) or javelin +3 ranged (1d4)',
});
const BEHOLDER = block('beholder', 'Beholder', {});

const pages = new Map([
  [SRD_PAGES[0]!.path, `${OGRE}${GOBLIN}`],
  [SRD_PAGES[10]!.path, `${WOLF}${TROLL}${BEHOLDER}${block('ogre', 'Ogre', { 'Hit Dice:': '2d8 (9 hp)' })}`],
]);
const learned = {
  attackFr: { greatclub: 'massue', javelin: 'javeline', bite: 'morsure', claws: 'griffes' },
  subtypeFr: { goblinoid: 'gobelinoïde' },
};
const starter = [
  {
    en: 'Ogre',
    fr: 'Ogre',
    attacks: [
      ['Massue', 8, '2d8+7'],
      ['Javeline', 1, '1d8+5'],
    ] as const,
  },
  {
    en: 'Goblin',
    fr: 'Gobelin',
    attacks: [
      ['Morgenstern', 2, '1d6'],
      ['Javelot', 3, '1d4'],
    ] as const,
  },
];

describe('buildDnd35', () => {
  const { entries, report } = buildDnd35({ pages, learned, starter });
  const bySlug = (slug: string) => entries.find((e) => e.slug === slug);

  it('every stat block an entry, the Product Identity left out, a second one of the same name apart', () => {
    expect(entries.map((e) => e.slug).sort()).toEqual([
      'goblin-1st-level-warrior',
      'ogre',
      'ogre-monsterso-r',
      'troll',
      'wolf',
    ]);
    expect(report.productIdentity).toEqual(['Beholder']);
    expect(report.notRead.filter((n) => n.endsWith('missing'))).toHaveLength(SRD_PAGES.length - 2);
  });

  it('the ogre: figures as printed, French words, note, source', () => {
    expect(bySlug('ogre')).toMatchObject({
      en: 'Ogre',
      fr: 'Ogre',
      frNamed: true,
      size: 'large',
      hd: '4d8+11',
      hp: 29,
      init: -1,
      ac: [16, 8, 16],
      bab: 3,
      grapple: 12,
      str: 21,
      dex: 8,
      con: 15,
      feats: ['improved-grapple'],
      attacks: [
        ['Massue', 8, '2d8+7'],
        ['Javeline', 1, '1d8+5'],
      ],
      saves: [6, 0, 1],
      speed: '9 m en armure (12 m de base)',
      cr: '3',
      tags: ['géant'],
      tagsEn: ['giant'],
      note: 'allonge 3 m',
      book: 0,
      ref: 'monsters-intro-a.html#ogre',
    });
  });

  it('the ogre in English beside: the SRD’s attack names, speed and note in metres with a decimal point', () => {
    expect(bySlug('ogre')).toMatchObject({
      attacksEn: ['Greatclub', 'Javelin'],
      speedEn: '9 m in armor (12 m base)',
      noteEn: 'reach 3 m',
      tagsEn: ['giant'],
    });
    const troll = bySlug('troll')!;
    expect(troll.attacksEn).toEqual(troll.attacks.map(() => expect.any(String)));
    expect(troll.attacksEn).toContain('2 claws');
    expect(troll.noteEn).toBe('SR 14; regeneration 5 (fire and acid)');
  });

  it('a starter creature the SRD names otherwise takes its French name; words learned from it', () => {
    expect(STARTER_ALIASES.goblin).toBe('Goblin, 1st-Level Warrior');
    expect(bySlug('goblin-1st-level-warrior')).toMatchObject({
      fr: 'Gobelin',
      frNamed: true,
      tags: ['humanoïde', 'gobelinoïde'],
      // « morningstar » from the starter; « javelin » the open French PF1 text's word, which comes first.
      attacks: [
        ['Morgenstern', 2, '1d6'],
        ['Javeline', 3, '1d4'],
      ],
    });
    // The two starter creatures name the javelin otherwise: no majority, not learned.
    expect(report.learned.attackFr).toEqual({ greatclub: 'massue', morningstar: 'morgenstern' });
    expect(report.starterUnmatched).toEqual([]);
    expect(bySlug('troll')).toMatchObject({ fr: 'Troll', frNamed: false });
  });

  it('trip and grab with the attack the SRD names; DR, immunity, resistance, vulnerability; regeneration', () => {
    expect(bySlug('wolf')?.specialAttacks).toEqual([{ attack: 'Morsure', maneuver: 'trip' }]);
    const troll = bySlug('troll')!;
    expect(troll.specialAttacks).toEqual([{ attack: '2 griffes', maneuver: 'grapple' }]);
    expect(troll.damageDefences).toBe('RD 5/argent ; immunité feu ; froid 10 ; vulnérabilité acide');
    expect(parseDamageDefences(troll.damageDefences!)).not.toHaveProperty('error');
    expect(troll.note).toBe('RM 14 ; régénération 5 (feu et acide)');
  });

  it('sorted by folded name', () => {
    expect(entries.map((e) => e.fr)).toEqual(['Gobelin', 'Ogre', 'Ogre', 'Troll', 'Wolf']);
  });

  it('speeds in metres, 1,5 m per 5 ft', () => {
    expect(
      speedFr([
        { mode: 'land', feet: 20 },
        { mode: 'swim', feet: 60 },
        { mode: 'fly', feet: 150, manoeuvrability: 'poor' },
      ]),
    ).toBe('6 m, nage 18 m, vol 45 m (médiocre)');
    expect(speedFr(null)).toBe('');
    expect(
      speedEn([
        { mode: 'land', feet: 20, armor: true, base: 30 },
        { mode: 'fly', feet: 15, manoeuvrability: 'perfect' },
      ]),
    ).toBe('6 m in armor (9 m base), fly 4.5 m (perfect)');
    expect(speedEn(null)).toBe('');
  });
});

describe('the compact file with a grapple column', () => {
  const { entries } = buildDnd35({ pages, learned, starter });
  const books = SRD_PAGES.map((p) => ({ dir: p.dir, name: p.rtf, fr: p.rtf }));
  const sources = [{ id: 'srd', repository: 'r', commit: 'c', path: 'p', what: 'w' }];

  it('names the grapple column when a row uses it, and reads it back (a grapple of +0 too)', () => {
    const withZero = entries.map((e) => (e.slug === 'wolf' ? { ...e, grapple: 0 } : e));
    const file = encodeOpenBestiary({ system: 'dnd35', cite: 'SRD 3.5', sources, books, entries: withZero });
    expect(file.columns).toEqual(OPEN_COLUMNS.slice(0, OPEN_COLUMNS.indexOf('grapple') + 1));
    const read = decodeOpenBestiary(JSON.parse(JSON.stringify(file)));
    expect(read?.skipped).toBe(0);
    expect(read?.creatures.find((c) => c.slug === 'ogre')).toMatchObject({
      grapple: 12,
      attacks: [
        ['Massue', 8, '2d8+7'],
        ['Javeline', 1, '1d8+5'],
      ],
      attacksEn: ['Greatclub', 'Javelin'],
      speedEn: '9 m in armor (12 m base)',
      noteEn: 'reach 3 m',
      source: 'SRD 3.5 › MonstersIntro-A › Ogre (monsters/monsters-intro-a.html#ogre)',
    });
    expect(read?.creatures.find((c) => c.slug === 'wolf')?.grapple).toBe(0);
  });

  it('a file whose rows use no grapple names the first columns only, as the first files do, and reads', () => {
    const none = entries.map(({ grapple: _grapple, ...e }) => e);
    const file = encodeOpenBestiary({ system: 'dnd35', cite: 'SRD 3.5', sources, books, entries: none });
    expect(file.columns).toHaveLength(FIRST_COLUMNS);
    expect(decodeOpenBestiary(JSON.parse(JSON.stringify(file)))?.creatures).toHaveLength(entries.length);
    // A row longer than the columns named is not read.
    expect(
      decodeOpenBestiary({ ...file, rows: [[...(file.rows[0] ?? []), ...Array(10).fill(1)]] }),
    ).toMatchObject({ skipped: 1 });
  });
});
