/**
 * What an entry of the open 3.5 bestiary must find printed in the SRD 3.5's monster pages (as kept
 * in sources/srd35: unchanged copies of the public HTML copy of the SRD's RTF files, repository,
 * commit and git blob ids in its README; the tests read them): its hit points, AC, base attack/grapple, saves,
 * Str/Dex/Con, initiative, CR and every attack's bonus and damage, read as text in its own column
 * of its own table (the true dragons: the row of its age in its variety's tables). This does not
 * go through the script's readers of each figure (dnd35-statblock.mjs): it looks for the printed
 * words.
 */
import { pageStatBlocks, pageTokens } from '../../../scripts/bestiary/dnd35-srd.mjs';
import type { OpenCreature } from './types';

const plain = (text: string) => text.replace(/[–—−]/g, '-').replace(/\s+/g, ' ').trim();
const signed = (n: number) => (n >= 0 ? `+${n}` : `-${-n}`);
const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page and the section an entry's source names: « (monsters/monsters-o-r.html#ogre) ». */
function sourcePlace(c: OpenCreature): { path: string; anchor: string } | null {
  const m = /\((\w+)\/([\w-]+\.html)#([\w-]+)\)$/.exec(c.source);
  return m ? { path: `${m[1]}/${m[2]}`, anchor: m[3] } : null;
}

type Blocks = ReturnType<typeof pageStatBlocks>['blocks'];
const blocksOf = new Map<string, Blocks>();

function pageBlocks(pages: Map<string, string>, path: string): Blocks {
  let blocks = blocksOf.get(path);
  if (!blocks) {
    blocks = pageStatBlocks(pages.get(path) ?? '').blocks;
    blocksOf.set(path, blocks);
  }
  return blocks;
}

/** The row of a dragon's age in its variety's two tables, as « label → text ». */
function dragonRow(pages: Map<string, string>, path: string, anchor: string, age: string) {
  const tokens = pageTokens(pages.get(path) ?? '');
  const start = tokens.findIndex((t) => t.kind === 'heading' && t.id === anchor);
  const fields: Record<string, string> = {};
  let tables = 0;
  for (const t of tokens.slice(start + 1)) {
    if (t.kind === 'heading' && t.level <= 3) break;
    if (t.kind !== 'table' || tables === 2) continue;
    const head = t.rows.find((r) => r[0]?.text === 'Age');
    const row = t.rows.find((r) => r[0]?.text.toLowerCase() === age.toLowerCase());
    if (!head || !row) continue;
    tables += 1;
    head.forEach((h, i) => (fields[h.text] = row[i]?.text ?? ''));
  }
  return fields;
}

/**
 * The figures of `c` that are not printed in its column of the SRD (an empty list when all are):
 * each as « what: the entry's figure — the print's text ».
 */
export function sourceDisagreements(c: OpenCreature, pages: Map<string, string>): string[] {
  const place = sourcePlace(c);
  if (!place || !pages.has(place.path)) return [`source ${c.source}`];
  const out: string[] = [];
  const want = (what: string, text: string | undefined, pattern: RegExp) => {
    if (!pattern.test(plain(text ?? ''))) out.push(`${what} — ${text ?? '(nothing printed)'}`);
  };
  const dragon = /^(.+) ((?:Black|Blue|Green|Red|White|Brass|Bronze|Copper|Gold|Silver) Dragon)$/.exec(c.en);
  if (dragon && place.path === 'monsters/monsters-dr-dw.html') {
    const f = dragonRow(pages, place.path, place.anchor, dragon[1]);
    want('hit dice', f['Hit Dice (hp)'], new RegExp(`^${escaped(c.hd)} \\(${c.hp}\\)$`));
    want('str', f.Str, new RegExp(`^${c.str}$`));
    want(
      'base attack/grapple',
      f['Base Attack/ Grapple'] ?? f['Base Attack/Grapple'],
      new RegExp(`^${escaped(`${signed(c.bab ?? 0)}/${signed(c.grapple ?? 0)}`)}$`),
    );
    want('bite', f.Attack, new RegExp(`^${escaped(signed(c.attacks[0]?.[1] ?? 0))}$`));
    if (c.saves) want('fort', f['Fort Save'], new RegExp(`^${escaped(signed(c.saves[0]))}$`));
    if (c.ac) want('AC', f.AC, new RegExp(`^${c.ac[0]} .*touch ${c.ac[1]}, flat-footed ${c.ac[2]}\\b`));
    want('initiative', f.Initiative, new RegExp(`^${escaped(signed(c.init))}$`));
    return out;
  }
  const block = pageBlocks(pages, place.path).find((b) => b.anchor === place.anchor && b.name === c.en);
  if (!block) return [`no column « ${c.en} » under #${place.anchor}`];
  const f = block.fields;
  want('hp', f['Hit Dice'], new RegExp(`\\((${c.hp}|${escaped(c.hp.toLocaleString('en'))}) hp\\)`));
  want('initiative', f.Initiative, new RegExp(`^${escaped(signed(c.init))}\\b`));
  const acText = f['Armor Class'] ?? f.AC;
  if (c.ac) {
    want('AC', acText, new RegExp(`^(AC )?${c.ac[0]}\\b`));
    // A flat-footed AC printed « — (see text) » (the minotaur is never caught flat-footed): the
    // script worked it out, and its report says so; the touch AC is printed.
    if (/flat-? ?footed [-—–] /i.test(plain(acText ?? '')))
      want('touch', acText, new RegExp(`touch ${c.ac[1]}\\b`));
    else if (/touch/i.test(acText ?? ''))
      want(
        'touch and flat-footed',
        acText,
        new RegExp(`touch ${c.ac[1]},? flat-? ?footed ${c.ac[2]}\\b`, 'i'),
      );
  }
  if (c.bab !== undefined)
    want(
      'base attack/grapple',
      f['Base Attack/Grapple'],
      new RegExp(`^${escaped(signed(c.bab))}/${c.grapple === undefined ? '' : escaped(signed(c.grapple))}`),
    );
  if (c.saves)
    want(
      'saves',
      f.Saves,
      new RegExp(
        `Fort ${escaped(signed(c.saves[0]))}\\b.*Ref ${escaped(signed(c.saves[1]))}\\b.*Will ${escaped(signed(c.saves[2]))}\\b`,
      ),
    );
  for (const [k, v] of [
    ['Str', c.str],
    ['Dex', c.dex],
    ['Con', c.con],
  ] as const)
    want(k, f.Abilities, new RegExp(`${k} ${v === undefined ? '-' : v}(?!\\w)`));
  want(
    'CR',
    f['Challenge Rating'],
    new RegExp(`^(${escaped(c.cr ?? '')}${c.cr === '1/2' ? '|½' : ''})(?![\\w/])`),
  );
  const attacks = plain(`${f['Full Attack'] ?? ''} ${f.Attack ?? ''} ${f.Attacks ?? ''} ${f.Damage ?? ''}`)
    .replace(/([a-z])([+-]\d)/gi, '$1 $2')
    .replace(/(\d)\s*([+-])\s*(\d)/g, '$1$2$3');
  for (const [name, bonus, damage] of c.attacks) {
    if (bonus !== null) want(`${name} bonus`, attacks, new RegExp(`${escaped(signed(bonus))}\\b`));
    if (damage !== '') want(`${name} damage`, attacks, new RegExp(`(\\(|\\b)${escaped(damage)}\\b`));
  }
  // The English attack names are the SRD's words: printed in its attack line (« Greatclub »).
  for (const en of c.attacksEn) {
    const words = en.replace(/^\d{1,3} /, '').replace(/ \(.*$/, '');
    want(`« ${en} »`, attacks, new RegExp(escaped(words), 'i'));
  }
  return out;
}
