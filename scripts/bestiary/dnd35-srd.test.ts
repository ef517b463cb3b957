/**
 * The SRD 3.5's pages cut into stat blocks (dnd35-srd.mjs), on small pages made up in the SRD's HTML
 * copy's form: a table per stat block, its columns the creatures; the rows the copy cut or shifted
 * mended; the section, its family and prose found; the Section 15 and the Product Identity of its
 * Legal file read. Any text at all never throws (fast-check).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  pageStatBlocks,
  rawFigures,
  rowLabel,
  srdProductIdentity,
  srdSection15,
  tableCreatures,
  tableRows,
} from './dnd35-srd.mjs';

const td = (t: string) => `<td>${t}</td>`;
const th = (t: string) => `<th>${t}</th>`;
const tr = (...cells: string[]) => `<tr>${cells.join('')}</tr>`;
const table = (...rows: string[]) =>
  `<table class="full-width-table"><tbody>${rows.join('')}</tbody></table>`;

describe('rowLabel', () => {
  it.each([
    ['Hit Dice:', 'Hit Dice'],
    ['Base Attack /Grapple:', 'Base Attack/Grapple'],
    ['Base Attack/ Grapple:', 'Base Attack/Grapple'],
    ['Special Qualitiy:', 'Special Qualities'],
    ['AC:', 'AC'],
    ['Speed :', 'Speed'],
    ['Large Giant', null],
    ['', null],
  ])('%j → %j', (text, label) => expect(rowLabel(text)).toBe(label));
});

describe('tableCreatures', () => {
  it('one creature per column, named by its header cell, its type line the plain row', () => {
    const rows = tableRows(
      table(
        tr(td(''), th('Ogre'), th('Ogre, 4th-Level Barbarian')),
        tr(td(''), td('Large Giant'), td('Large Giant')),
        tr(th('Hit Dice:'), td('4d8+11 (29 hp)'), td('4d8+19 plus 4d12+16 (79 hp)')),
        tr(th('Initiative:'), td('–1'), td('+0')),
      ),
    );
    expect(tableCreatures(rows)).toEqual([
      {
        name: 'Ogre',
        type: 'Large Giant',
        fields: { 'Hit Dice': '4d8+11 (29 hp)', Initiative: '–1' },
        mended: [],
      },
      {
        name: 'Ogre, 4th-Level Barbarian',
        type: 'Large Giant',
        fields: { 'Hit Dice': '4d8+19 plus 4d12+16 (79 hp)', Initiative: '+0' },
        mended: [],
      },
    ]);
  });

  it('a single creature with no header cell is named by its section (left empty here)', () => {
    const rows = tableRows(table(tr(td(''), td('Large Giant')), tr(th('Hit Dice:'), td('5d8+15 (37 hp)'))));
    expect(tableCreatures(rows)).toEqual([
      { name: '', type: 'Large Giant', fields: { 'Hit Dice': '5d8+15 (37 hp)' }, mended: [] },
    ]);
  });

  it('mends the rows the copy cut or shifted, and says so', () => {
    const rows = tableRows(
      table(
        tr(td(''), th('Wolf Skeleton'), th('Owlbear Skeleton')),
        tr(td(''), td('Medium Undead'), td('Large Undead')),
        tr(th('Hit Dice:'), td('2d12 (13 hp)'), td('5d12 (32 hp)')),
        tr(
          th('Armor Class:'),
          td('23 (+1 Dex, +6 natural, +4 scale mail, +2 heavy'),
          td('13 (+2 natural), touch 9, flat-footed 11'),
        ),
        tr(th('shield), touch 11, flat-footed 22'), td('')),
        tr(th('Abilities: Str 13, Dex 17, Con —'), td('Str 21, Dex 14, Con —'), td('')),
      ),
    );
    const [wolf, owlbear] = tableCreatures(rows);
    expect(wolf?.fields['Armor Class']).toBe(
      '23 (+1 Dex, +6 natural, +4 scale mail, +2 heavy shield), touch 11, flat-footed 22',
    );
    expect(wolf?.fields.Abilities).toBe('Str 13, Dex 17, Con —');
    expect(owlbear?.fields.Abilities).toBe('Str 21, Dex 14, Con —');
    expect(wolf?.mended).toEqual(['Armor Class', 'Abilities']);
    expect(owlbear?.mended).toEqual(['Abilities']);
  });

  it('a type line cut in two, and a type row printed without its label cell', () => {
    const cut = tableRows(
      table(
        tr(td(''), th('Werewolf Lord')),
        tr(td(''), td('Medium Humanoid')),
        tr(td(''), td('(Human, Shapechanger)')),
        tr(th('Hit Dice:'), td('1d8 (4 hp)')),
      ),
    );
    expect(tableCreatures(cut)[0]?.type).toBe('Medium Humanoid (Human, Shapechanger)');
    const shifted = tableRows(
      table(
        tr(td(''), th('Behemoth Eagle'), th('Behemoth Gorilla')),
        tr(td('Colossal Outsider'), td('Huge Outsider')),
        tr(th('Hit Dice:'), td('1d8 (4 hp)'), td('2d8 (9 hp)')),
      ),
    );
    expect(tableCreatures(shifted).map((c) => c.type)).toEqual(['Colossal Outsider', 'Huge Outsider']);
  });
});

describe('pageStatBlocks', () => {
  const page = [
    '<h1>MONSTERS</h1>',
    '<h2 id="devil">Devil</h2><p>Devils are…</p>',
    '<h3 id="lemure">Lemure</h3>',
    table(
      tr(td(''), td('Medium Outsider (Evil, Extraplanar, Lawful)')),
      tr(th('Hit Dice:'), td('2d8 (9 hp)')),
    ),
    '<h4 id="lemure--combat">Combat</h4><p><strong>Improved Grab (Ex):</strong> To use this ability, a lemure must hit with a claw attack.</p>',
    '<h2 id="crocodile">Crocodile</h2>',
    table(tr(td(''), td('Medium Animal')), tr(th('Hit Dice:'), td('3d8+9 (22 hp)'))),
    '<p>A crocodile…</p>',
    '<table><tbody><tr><th colspan="16">Black Dragons by Age</th></tr><tr><th>Age</th><th>Hit Dice (hp)</th></tr></tbody></table>',
  ].join('\n');

  it('each block with its section, family and prose; the dragons’ tables apart', () => {
    const { blocks, dragons } = pageStatBlocks(page);
    expect(blocks.map((b) => [b.name, b.anchor, b.family])).toEqual([
      ['Lemure', 'lemure', 'devil'],
      ['Crocodile', 'crocodile', ''],
    ]);
    expect(blocks[0]?.prose).toContain('must hit with a claw attack');
    expect(blocks[1]?.prose).not.toContain('claw attack');
    expect(blocks[1]?.pageProse).toContain('a lemure must hit');
    expect(dragons).toHaveLength(1);
  });
});

describe('the Legal file', () => {
  const legal = [
    '<p>The following items are designated Product Identity, as defined in Section 1(e) of the Open Game License Version 1.0a, and are not Open Content: Dungeons &amp; Dragons, D&amp;D, beholder, gauth, umber hulk, yuan-ti.</p>',
    '<p>14. Reformation: …</p>',
    '<p>15. COPYRIGHT NOTICE</p>',
    '<p>Open Game License v 1.0a Copyright 2000, Wizards of the Coast, Inc.</p>',
    '<p>\n  System Reference Document Copyright 2000-2003, Wizards of the Coast, Inc.; Authors Jonathan Tweet,\n  Monte Cook.\n</p>',
    '<p>END OF LICENSE</p>',
  ].join('\n');

  it('its Section 15, one notice a paragraph, blanks collapsed', () => {
    expect(srdSection15(legal)).toEqual([
      'Open Game License v 1.0a Copyright 2000, Wizards of the Coast, Inc.',
      'System Reference Document Copyright 2000-2003, Wizards of the Coast, Inc.; Authors Jonathan Tweet, Monte Cook.',
    ]);
    expect(srdSection15('<p>no licence</p>')).toEqual([]);
  });

  it('its Product Identity', () => {
    expect(srdProductIdentity(legal)).toEqual([
      'dungeons & dragons',
      'd&d',
      'beholder',
      'gauth',
      'umber hulk',
      'yuan-ti',
    ]);
  });
});

describe('rawFigures', () => {
  it('reads the same figures from the HTML copy and from a Markdown conversion', () => {
    const html = table(
      tr(th('Hit Dice:'), td('4d8+11 (29 hp)')),
      tr(th('Armor Class:'), td('16 (–1 size), touch 8, flat-footed 16')),
      tr(th('Base Attack/Grapple:'), td('+3/+12')),
    );
    const md =
      '| Hit Dice: | 4d8+11 (29 hp) |\n| Armor Class: | 16 (-1 size), touch 8, flat-footed 16 |\n| Base Attack/Grapple: | +3/+12 |';
    expect(rawFigures(html)).toEqual(rawFigures(md));
    expect(rawFigures(md).hp).toEqual(['29']);
  });
});

describe('any text at all', () => {
  it('never throws (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const html = `<h2 id="x">${text}</h2>${table(tr(td(''), td(text)), tr(th('Hit Dice:'), td(text)), tr(td(text), td(text), td(text)))}<p>${text}</p>`;
        pageStatBlocks(html);
        pageStatBlocks(text);
        rawFigures(text);
        srdSection15(text);
        srdProductIdentity(text);
        rowLabel(text);
      }),
      { numRuns: 300 },
    );
  });
});
