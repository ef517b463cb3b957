/**
 * The open French PF1 text (pf1-fr.mjs): the wiki's markup made plain, its monster glossary, its stat
 * blocks' title, book and page, figures and attacks — on small pages written in its markup.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blockKey,
  frBookNumber,
  frStatBlocks,
  glossaryParts,
  parseFrAttacks,
  parseFrTypeLine,
  parseGlossary,
  wikiText,
} from './pf1-fr.mjs';

const PAGE = `---
Name: Pathfinder-RPG.Brute
---
<table class="Bestiaire"><tr><td>
<div class="BD">
{s:BDTitre|Brute d'essai (ou Brutal)|FP 3}
{s:BDTexte|''Source : Bestiaire'' p.230}
{s:BDTexte|'''PX''' 800}
{s:BDTexte|[[type Humanoïde|Humanoïde]] ([[sous-type géant|géant]]) de taille G, CM}
{s:BDTexte|'''CA''' 17, contact 8, pris au dépourvu 17 (armure +4, Dex -1, naturelle +5, taille -1)}
{s:BDTexte|'''pv''' 30 (4d8+12)}
{s:BDTexte|'''Corps à corps''' massue, +7 (2d8+7) et 2 griffes, +5 (1d4+2 plus [[étreinte]])}
{s:BDTexte|'''Distance''' javeline, +1 (1d8+5)}
</div>
{s:BDTitre|Nuée d'essai|FP 1}
* ''Source : Bestiaire 2, p.59''
* '''CA''' 14, contact 14, pris au dépourvu 12 (Dex +2, taille +2)
* '''pv''' 9 (2d8)
* '''Corps à corps''' nuée (1d6)
{s:BDTitre|Autre livre|FP 2}
{s:BDTexte|''Source : Codex monstrueux p.12''}
{s:BDTexte|'''CA''' 12, contact 10, pris au dépourvu 12}
{s:BDTexte|'''pv''' 9 (2d8)}
`;

const GLOSSARY = `{| CLASS="tablo"
! Nom anglais !! Nom français !! FP !! Type !! Milieu !! Src VO !! Src VF
|-
| class="gauche" | Angel, Astral Deva
| class="gauche" | Ange, Déva astral
| 14 || extérieur || tous || B1 || B1
|-
| class="gauche" | Charda
| class="gauche" | Charda
| 7 || humanoïde monstrueux || froid || B2, SD6/6 || B2
|-
| class="gauche" | Abhominal
| class="gauche" | —
| 6 || mort-vivant || tous || — || —
|}`;

describe('wikiText', () => {
  it.each([
    ["'''CA''' 17", 'CA 17'],
    ['[[type Humanoïde|Humanoïde]] ([[géant]])', 'Humanoïde (géant)'],
    ['9 m (6 {s:c})', '9 m (6 c)'],
    ['**PX** 3.200', 'PX 3.200'],
    ["''épée courte +1'', +7", 'épée courte +1, +7'],
  ])('%s', (wiki, text) => expect(wikiText(wiki)).toBe(text));
});

describe('glossary', () => {
  it('keeps the rows with a French name, with their CR and English book', () => {
    expect(parseGlossary(GLOSSARY)).toEqual([
      { en: 'Angel, Astral Deva', fr: 'Ange, Déva astral', cr: '14', book: 1 },
      { en: 'Charda', fr: 'Charda', cr: '7', book: 2 },
    ]);
  });

  it.each([
    ['Ange, Déva astral', { family: 'Ange', own: 'Déva astral' }],
    ['Charda', { family: '', own: 'Charda' }],
    ['Dragon (Black), Adult Black Dragon', { family: 'Dragon (Black)', own: 'Adult Black Dragon' }],
  ])('%s', (name, parts) => expect(glossaryParts(name)).toEqual(parts));
});

describe('French stat blocks', () => {
  const blocks = frStatBlocks(PAGE);

  it('reads the Bestiaires blocks, their book and page, and leaves the other books out', () => {
    expect(blocks.map((b) => [b.title, b.cr, b.book, b.page])).toEqual([
      ["Brute d'essai (ou Brutal)", '3', 1, 230],
      ["Nuée d'essai", '1', 2, 59],
    ]);
    expect(blocks[0]).toMatchObject({ hp: 30, hd: '4d8+12', ac: 17, touch: 8, flatFooted: 17 });
    expect(blocks[0].type).toEqual({ type: 'humanoïde', subtypes: ['géant'] });
    expect(blockKey({ ...blocks[0], book: 1 })).toBe('1|3|30|4d8+12|17|8|17');
  });

  it('reads the attacks joined by « et », and a swarm’s', () => {
    expect(blocks[0].melee).toEqual([
      { name: 'massue', count: 1, bonus: 7, damage: '2d8+7', extra: '' },
      { name: 'griffes', count: 2, bonus: 5, damage: '1d4+2', extra: 'étreinte' },
    ]);
    expect(blocks[0].ranged).toEqual([{ name: 'javeline', count: 1, bonus: 1, damage: '1d8+5', extra: '' }]);
    expect(blocks[1].melee).toEqual([{ name: 'nuée', count: 1, bonus: null, damage: '1d6', extra: '' }]);
    expect(parseFrAttacks('épée longue, +8 (1d8+4/19-20 plus 1d6 feu)')[0]).toMatchObject({
      damage: '1d8+4',
      extra: '1d6 feu',
    });
    expect(parseFrAttacks('morsure, +9 (1d8+5) ou 2 coups, +8 (1d6)')).toHaveLength(1);
  });

  it.each([
    ['Bestiaire', 1],
    ['Bestiaire 4', 4],
    ['Codex monstrueux', null],
  ])('book %s', (name, n) => expect(frBookNumber(name)).toBe(n));

  it('reads a type line', () => {
    expect(parseFrTypeLine('Extérieur (Chaos, Mal) de taille M, CM')).toEqual({
      type: 'extérieur',
      subtypes: ['chaos', 'mal'],
    });
  });

  it('never throws on any text (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        wikiText(text);
        parseGlossary(text);
        parseFrAttacks(text);
        frStatBlocks(`{s:BDTitre|${text}|FP 1}\n{s:BDTexte|${text}}\n* ${text}`);
      }),
      { numRuns: 300 },
    );
  });
});
