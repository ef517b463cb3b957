/**
 * PRD pages cut into stat blocks (pf1-prd.mjs), on small pages written in the PRD's markup: the
 * block's title, CR, XP and anchor, its lines as « label → value », the second form of a creature,
 * the lines that lost their class or their bold, and the prose that ends a block.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boldMarked, decodeEntities, htmlText, lineFields } from './lib/html-text.mjs';
import { statBlocksOfPage, statFields } from './pf1-prd.mjs';

const page = (body: string) =>
  `<html><body><div class = "menu"><p class="stat-block-title"><b>Menu CR 1</b></p></div><div class = "body">${body}</div><div class = "footer">©</div></body></html>`;

const TWO_BLOCKS = page(`
<h1 id="test-brute" class="monster-header">Test Brute</h1>
<p class="flavor-text"><i>A made-up creature.</i></p>
<p class="stat-block-title"><b>Test Brute <span class=stat-block-cr>CR 3</span></b></p>
<p class="stat-block-xp"><b>XP 800</b></p>
<p class="stat-block-1">CE Large <a href="creatureTypes.html#humanoid">humanoid</a> (giant)</p>
<p class="stat-block-1"><b>Init</b> &ndash;1; <b>Senses</b> darkvision 60 ft.; Perception +5</p>
<p class = "stat-block-breaker">Defense</p>
<p class="stat-block-1">AC 17, touch 8, flat-footed 17 (+4 armor, &ndash;1 Dex, +5 natural, &ndash;1 size)</p>
<p class="stat-block-1"><b>hp</b> 30 (4d8+12)</p>
<p class="stat-block-1"><b>Fort</b> +6, <b>Ref</b> +0, <b>Will</b> +3</p>
<p><b>Weakness </b>vulnerability to fire</p>
<p class = "stat-block-breaker">Offense</p>
<p class="stat-block-1"><b>Speed</b> 30 ft. (40 ft. base)</p>
<p class="stat-block-1"><b>Melee</b> greatclub +7 (2d8+7)</p>
<p class="stat-block-2">At will&mdash;<i>light</i></p>
<p class = "stat-block-breaker">Statistics</p>
<p class="stat-block-1"><b>Str</b> 21, <b>Dex</b> 8, <b>Con</b> 15</p>
<p class="stat-block-1"><b>Base</b> <b>Atk</b> +3; CMB +9; <b>CMD</b> 18</p>
<p>Brutes are made up for this test.</p>
<p class="stat-block-title" id="test-brute-hybrid">Test Brute (Hybrid Form)</p>
<p class="stat-block-1">CE Large humanoid (giant)</p>
<p class="stat-block-1"><b>AC</b> 19, touch 8, flat-footed 19</p>
<p class="stat-block-1"><b>hp</b> 34 (4d8+16)</p>
<p class="stat-block-1"><b>Str</b> 23</p>
<h2 id="mite">Mite</h2>
<p class="stat-block-title"><b>Mite<span class="stat-block-cr">CR1/4</span></b></p>
<p class="stat-block-1"><b>XP 100</b></p>
<p class="stat-block-1">N Tiny vermin</p>
<p class="stat-block-1"><b>AC</b> 14, touch 14, flat-footed 12 (+2 Dex, +2 size)</p>
<p class="stat-block-1"><b>hp</b> 4 (1d8)</p>
<p class="stat-block-title"><b>Table of mites CR 1</b></p>
<p>No lines: not a creature.</p>
`);

describe('statBlocksOfPage', () => {
  const blocks = statBlocksOfPage(TWO_BLOCKS);

  it('finds each creature of the body, not the navigation, not a title without lines', () => {
    expect(blocks.map((b) => [b.title, b.cr, b.anchor])).toEqual([
      ['Test Brute', '3', 'test-brute'],
      ['Test Brute (Hybrid Form)', '3', 'test-brute-hybrid'],
      ['Mite', '1/4', 'mite'],
    ]);
    expect(blocks[1].formOf).toBe('Test Brute');
    expect(blocks.map((b) => b.xpText)).toEqual(['XP 800', '', 'XP 100']);
  });

  it('reads labels with or without bold, and keeps an unclassed line of the block', () => {
    const fields = blocks[0].lines.flatMap((l) => l.fields);
    expect(fields).toContainEqual([
      'AC',
      '17, touch 8, flat-footed 17 (+4 armor, –1 Dex, +5 natural, –1 size)',
    ]);
    expect(fields).toContainEqual(['Base Atk', '+3']);
    expect(fields).toContainEqual(['CMB', '+9']);
    expect(fields).toContainEqual(['CMD', '18']);
    expect(fields).toContainEqual(['Weakness', 'vulnerability to fire']);
    expect(fields).toContainEqual(['', 'CE Large humanoid (giant)']);
    // The spell line (stat-block-2) is not read; the prose after the Statistics ends the block.
    expect(fields.some(([, v]) => v.includes('light'))).toBe(false);
    expect(fields.some(([, v]) => v.includes('made up'))).toBe(false);
  });

  it('splits a line into its labelled fields', () => {
    expect(statFields('<b>Init</b> +2; <b>Senses</b> low-light vision; Perception +9')).toEqual([
      ['Init', '+2'],
      ['Senses', 'low-light vision; Perception +9'],
    ]);
    expect(statFields('<b>hp</b> 63 (6d8+36); regeneration 5 (acid or fire)')).toEqual([
      ['hp', '63 (6d8+36); regeneration 5 (acid or fire)'],
    ]);
  });

  it('never throws on any text (fast-check)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        statBlocksOfPage(text);
        statBlocksOfPage(
          page(`<p class="stat-block-title">${text} CR 2</p><p class="stat-block-1">${text}</p>`),
        );
      }),
      { numRuns: 300 },
    );
  });
});

describe('html-text', () => {
  it.each([
    ['&ndash;1 &amp; &#8212; &#x2019; &frac12;', '–1 & — ’ ½'],
    ['&unknown; stays', '&unknown; stays'],
  ])('decodes %s', (html, text) => expect(decodeEntities(html)).toBe(text));

  it('drops tags and collapses blanks', () => {
    expect(htmlText('<a href="x">bite</a>   +5\n(1d6)')).toBe('bite +5 (1d6)');
  });

  it('marks bold labels and reads them as fields', () => {
    const marked = boldMarked('<b>Str</b> 21, <strong>Dex</strong> 8, <b>Con </b>—');
    expect(lineFields(marked)).toEqual([
      ['Str', '21'],
      ['Dex', '8'],
      ['Con', '—'],
    ]);
  });
});
