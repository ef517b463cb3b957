/**
 * The open PF1 bestiary built from small made-up sources (pf1-build.mjs): the PRD's figures, the
 * French name and page of the French block printing the same figures, French attack names aligned,
 * French words learned from two blocks and used for a creature with no French block, DR and
 * resistances in the words damage-defences.ts reads, speeds in metres; then written in the compact
 * file (lib/open-format.mjs) and read back by shared/bestiary/open/format.ts unchanged.
 */
import { describe, expect, it } from 'vitest';
import { decodeOpenBestiary, OPEN_COLUMNS as READ_COLUMNS } from '../../shared/bestiary/open/format';
import { parseDamageDefences, PF1_CMD_AC_BONUS_TYPES } from '../../shared/rules';
import { encodeOpenBestiary, OPEN_COLUMNS } from './lib/open-format.mjs';
import { feetToMetres, slugOf } from './lib/open-words.mjs';
import { buildPf1, CMD_BONUSES, damageDefencesFr, speedEn, speedFr } from './pf1-build.mjs';
import { PRD_BOOKS } from './pf1-prd.mjs';

function prdPage(blocks: { title: string; cr: string; lines: string[] }[]): string {
  const body = blocks
    .map(
      (b) =>
        `<h1 id="${slugOf(b.title)}">${b.title}</h1><p class="stat-block-title"><b>${b.title} <span class="stat-block-cr">CR ${b.cr}</span></b></p>` +
        b.lines.map((l) => `<p class="stat-block-1">${l}</p>`).join('') +
        '<p>Made-up prose.</p>',
    )
    .join('');
  return `<div class = "body">${body}</div><div class = "footer"></div>`;
}

const BRUTE = [
  '<b>XP 800</b>',
  'CE Large humanoid (giant)',
  '<b>Init</b> –1',
  '<b>AC</b> 17, touch 8, flat-footed 17 (+4 armor, –1 Dex, +5 natural, –1 size)',
  '<b>hp</b> 30 (4d8+12); regeneration 5 (acid or fire)',
  '<b>Fort</b> +6, <b>Ref</b> +0, <b>Will</b> +3',
  '<b>DR</b> 5/cold iron and good; <b>Immune</b> fire, poison; <b>Resist</b> acid 10; <b>SR</b> 14',
  '<b>Weaknesses</b> vulnerability to cold',
  '<b>Speed</b> 30 ft. (40 ft. base), fly 60 ft. (good)',
  '<b>Melee</b> greatclub +7 (2d8+7), 2 claws +5 (1d4+2 plus grab)',
  '<b>Ranged</b> javelin +1 (1d8+5)',
  '<b>Space</b> 10 ft.; <b>Reach</b> 10 ft.',
  '<b>Str</b> 21, <b>Dex</b> 8, <b>Con</b> 15',
  '<b>Base Atk</b> +3; <b>CMB</b> +9; <b>CMD</b> 18',
  '<b>Feats</b> Improved Trip, Iron Will',
];

const THUG = [
  '<b>XP 400</b>',
  'NE Medium humanoid (giant)',
  '<b>Init</b> +0',
  '<b>AC</b> 12, touch 10, flat-footed 12 (+2 armor)',
  '<b>hp</b> 13 (2d8+4)',
  '<b>Fort</b> +4, <b>Ref</b> +0, <b>Will</b> +0',
  '<b>Speed</b> 30 ft.',
  '<b>Melee</b> greatclub +4 (1d10+3)',
  '<b>Str</b> 15, <b>Dex</b> 10, <b>Con</b> 14',
  '<b>Base Atk</b> +1; <b>CMB</b> +3; <b>CMD</b> 13',
];

const FR_PAGE = `{s:BDTitre|Brute d'essai|FP 3}
{s:BDTexte|''Source : Bestiaire'' p.230}
{s:BDTexte|[[type Humanoïde|Humanoïde]] ([[sous-type géant|géant]]) de taille G, CM}
{s:BDTexte|'''CA''' 17, contact 8, pris au dépourvu 17 (armure +4)}
{s:BDTexte|'''pv''' 30 (4d8+12)}
{s:BDTexte|'''Corps à corps''' massue, +7 (2d8+7) et 2 griffes, +5 (1d4+2 plus [[étreinte]])}
{s:BDTexte|'''Distance''' javeline, +1 (1d8+5)}
{s:BDTitre|Voyou d'essai|FP 1}
{s:BDTexte|''Source : Bestiaire 2 page 40''}
{s:BDTexte|[[type Humanoïde|Humanoïde]] ([[sous-type géant|géant]]) de taille M, NM}
{s:BDTexte|'''CA''' 12, contact 10, pris au dépourvu 12 (armure +2)}
{s:BDTexte|'''pv''' 13 (2d8+4)}
{s:BDTexte|'''Corps à corps''' massue, +4 (1d10+3)}
`;

const GLOSSARY = `|-
| class="gauche" | Brute, Test Brute
| class="gauche" | Brute, d'essai
| 5 || humanoïde || tous || B2 || B2
|-`;

function build() {
  const prd = new Map([
    ['bestiary/brute.html', prdPage([{ title: 'Test Brute', cr: '3', lines: BRUTE }])],
    ['bestiary2/thug.html', prdPage([{ title: 'Test Thug', cr: '1', lines: THUG }])],
    [
      'bestiary2/brute.html',
      prdPage([
        {
          title: 'Test Brute',
          cr: '5',
          lines: THUG.map((l) => l.replace('(2d8+4)', '(5d8+10)').replace('13', '32')),
        },
      ]),
    ],
    ['bestiary2/monsterIndex.html', prdPage([{ title: 'Not a creature', cr: '1', lines: THUG }])],
  ]);
  return buildPf1({ prd, fr: new Map([['Pathfinder-RPG/Brute.txt', FR_PAGE]]), glossary: GLOSSARY });
}

describe('buildPf1', () => {
  const { entries, report, learned } = build();
  const bySlug = new Map(entries.map((e) => [e.slug, e]));

  it('makes one entry per creature of the bestiary pages, slugs unique (the later book suffixed)', () => {
    expect(entries.map((e) => e.slug)).toEqual(['test-brute', 'test-brute-b2', 'test-thug']);
  });

  it('gives the PRD’s figures and the French block’s name, page and attack names', () => {
    expect(bySlug.get('test-brute')).toMatchObject({
      en: 'Test Brute',
      fr: "Brute d'essai",
      frNamed: true,
      size: 'large',
      hd: '4d8+12',
      hp: 30,
      init: -1,
      ac: [17, 8, 17],
      bab: 3,
      cmb: 9,
      cmd: 18,
      str: 21,
      dex: 8,
      con: 15,
      saves: [6, 0, 3],
      cr: '3',
      xp: 800,
      feats: ['improved-trip'],
      attacks: [
        ['Massue', 7, '2d8+7'],
        ['2 griffes (étreinte)', 5, '1d4+2'],
        ['Javeline', 1, '1d8+5'],
      ],
      attacksEn: ['Greatclub', '2 claws (grab)', 'Javelin'],
      specialAttacks: [{ attack: '2 griffes (étreinte)', maneuver: 'grapple' }],
      damageDefences: 'RD 5/fer froid et bien ; immunité feu ; acide 10 ; vulnérabilité froid',
      speed: '9 m (12 m de base), vol 18 m (bonne)',
      speedEn: '9 m (12 m base), fly 18 m (good)',
      note: 'allonge 3 m ; RM 14 ; régénération 5 (acide ou feu)',
      noteEn: 'reach 3 m; SR 14; regeneration 5 (acid or fire)',
      tags: ['humanoïde', 'géant'],
      tagsEn: ['humanoid', 'giant'],
      book: 0,
      ref: 'brute.html#test-brute',
      frPage: 230,
    });
  });

  it('a creature no French block prints: its name from the glossary, its words from those learned', () => {
    expect(learned.attackFr).toMatchObject({ greatclub: 'massue' });
    expect(learned.subtypeFr).toMatchObject({ giant: 'géant' });
    expect(bySlug.get('test-brute-b2')).toMatchObject({
      fr: "D'essai brute",
      frNamed: true,
      attacks: [['Massue', 4, '1d10+3']],
      attacksEn: ['Greatclub'],
      tags: ['humanoïde', 'géant', 'brute'],
      tagsEn: ['humanoid', 'giant', 'brute'],
    });
    expect(bySlug.get('test-brute-b2')?.frPage).toBeUndefined();
    expect(report.frMissing).toEqual([]);
  });

  it('every defences text reads where the engine reads it', () => {
    for (const e of entries)
      if (e.damageDefences) expect(parseDamageDefences(e.damageDefences)).not.toHaveProperty('error');
  });
});

describe('French words', () => {
  it.each([
    [{ dr: '10/magic' }, 'RD 10/magie'],
    [{ dr: '5/—' }, 'RD 5/—'],
    [{ dr: '15/epic and lawful' }, 'RD 15/épique et loi'],
    [{ dr: '20/cold iron, epic, and good' }, 'RD 20/fer froid et épique et bien'],
    [{ dr: '5/magic, 10/silver' }, 'RD 5/magie ; RD 10/argent'],
    [{ dr: '5/piercing or slashing' }, 'RD 5/perçant ou tranchant'],
    [{ immune: 'acid, cold, petrification' }, 'immunité acide, froid'],
    [{ resist: 'cold 10, fire 10' }, 'froid 10 ; feu 10'],
    [{ weaknesses: 'light sensitivity, vulnerability to fire' }, 'vulnérabilité feu'],
  ])('%j → %s', (read, text) => {
    const fr = damageDefencesFr(read);
    expect(fr.text).toBe(text);
    expect(fr.unread).toEqual([]);
    expect(parseDamageDefences(fr.text)).not.toHaveProperty('error');
  });

  it('names a clause it cannot say', () => {
    expect(damageDefencesFr({ dr: '15/vorpal', resist: 'negative energy 30' })).toEqual({
      text: '',
      unread: ['DR 15/vorpal', 'Resist negative energy 30'],
    });
    expect(damageDefencesFr({ dr: '15/adamantine, evasion' })).toEqual({
      text: 'RD 15/adamantium',
      unread: ['DR 15/… evasion'],
    });
  });

  it.each([
    [5, '1,5 m'],
    [30, '9 m'],
    [35, '10,5 m'],
    [200, '60 m'],
  ])('%i ft = %s', (ft, m) => expect(feetToMetres(ft)).toBe(m));

  it('speeds', () => {
    expect(
      speedFr([
        { mode: 'land', feet: 20, note: '30 ft. base' },
        { mode: 'swim', feet: 40, note: '' },
        { mode: 'climb', feet: 20, note: '' },
        { mode: 'burrow', feet: 10, note: '' },
      ]),
    ).toBe('6 m (9 m de base), nage 12 m, escalade 6 m, creusement 3 m');
  });

  it('speeds in English, in metres with a decimal point', () => {
    expect(
      speedEn([
        { mode: 'land', feet: 35, note: '50 ft. base' },
        { mode: 'fly', feet: 5, note: 'clumsy' },
      ]),
    ).toBe('10.5 m (15 m base), fly 1.5 m (clumsy)');
    expect(feetToMetres(35, 'en')).toBe('10.5 m');
  });

  it('the AC bonuses counted for CMD are the rules’ (PRD › Combat › CMD)', () => {
    expect([...CMD_BONUSES].sort()).toEqual([...PF1_CMD_AC_BONUS_TYPES].sort());
  });
});

describe('the compact file', () => {
  it('has the columns the app reads, in the same order', () => {
    expect(OPEN_COLUMNS).toEqual([...READ_COLUMNS]);
  });

  it('is read back as the script wrote it', () => {
    const { entries } = build();
    const books = PRD_BOOKS.map((b) => ({ dir: b.dir, name: b.book, fr: b.fr }));
    const sources = [{ id: 'prd', repository: 'r', commit: 'c', path: 'p', what: 'w' }];
    const file = encodeOpenBestiary({ system: 'pf1', cite: 'PRD', sources, books, entries });
    const read = decodeOpenBestiary(JSON.parse(JSON.stringify(file)));
    expect(read?.skipped).toBe(0);
    expect(read?.sources).toEqual(sources);
    const brute = read?.creatures.find((c) => c.slug === 'test-brute');
    const e = entries.find((x) => x.slug === 'test-brute');
    expect(brute).toMatchObject({
      fr: e?.fr,
      en: e?.en,
      hp: e?.hp,
      hd: e?.hd,
      ac: e?.ac,
      attacks: e?.attacks,
      attacksEn: e?.attacksEn,
      speed: e?.speed,
      speedEn: e?.speedEn,
      note: e?.note,
      noteEn: e?.noteEn,
      specialAttacks: e?.specialAttacks,
      damageDefences: e?.damageDefences,
      cmd: e?.cmd,
      tags: e?.tags,
      tagsEn: e?.tagsEn,
      source: 'PRD › Bestiary › Test Brute (bestiary/brute.html#test-brute)',
      sourceFr: 'Bestiaire (VF) p. 230',
    });
  });

  it('skips a row that does not read, and refuses a file that is not one', () => {
    const { entries } = build();
    const file = encodeOpenBestiary({ system: 'pf1', cite: 'PRD', sources: [], books: [], entries });
    expect(
      decodeOpenBestiary({
        ...file,
        books: PRD_BOOKS.map((b) => ({ dir: b.dir, name: b.book, fr: b.fr })),
        rows: [['x'], 7, ...file.rows],
      }),
    ).toMatchObject({ skipped: 2 });
    // Version 1 had no English attack names: not read (the app's own file is always the current one).
    expect(decodeOpenBestiary({ ...file, version: 1 })).toBeNull();
    expect(decodeOpenBestiary({ ...file, attackNames: undefined })).toBeNull();
    expect(decodeOpenBestiary({ ...file, columns: ['slug'] })).toBeNull();
    expect(decodeOpenBestiary('text')).toBeNull();
  });
});
