// The French OSE SRD (Necrotic Gnome's oldschoolessentials.necroticgnome.com/fr/srd, OGL), as the public
// markdown copy jkowalsk/OSE-fr keeps it: one file per monster or family under
// SRD-md/src/Monstres/liste/, a `#`/`##` heading per stat block, then a table « | Classe d'armure |
// 5 \[14\] | ». Read for the French names and attack words of the open B/X bestiary, matched to the
// English blocks on their figures. Pure functions: a text they cannot read gives no block.
import { plainText } from './osr-statblock.mjs';

/** The French table's labels → the Compendium's. */
const LABELS = {
  "Classe d'armure": 'Armor Class',
  'Dés de vie': 'Hit Dice',
  Attaques: 'Attacks',
  TAC0: 'THAC0',
  Déplacement: 'Movement',
  'Jets de sauvegarde': 'Saving Throws',
  Moral: 'Morale',
  XP: 'XP',
};

/** Markdown made plain: its escapes (« 2\* », « \[17\] ») and the bold of « **HD** » removed. */
function unescape(text) {
  return plainText(String(text ?? '').replace(/\\([*[\]!_])/g, '$1')).replace(/\*\*([^*]+)\*\*/g, '$1');
}

/** A French text with the typographic apostrophe (the copy mixes ' and ’; plainText made them '). */
export function frenchApostrophes(text) {
  return String(text ?? '').replace(/'/g, '’');
}

/** The stat blocks of one French page: [{ name, stats }] (English labels, French values). */
export function frenchBlocks(markdown) {
  const out = [];
  let name = null;
  let current = null;
  for (const line of String(markdown ?? '')
    .replace(/\r/g, '')
    .split('\n')) {
    const h = /^#{1,4} (.+)$/.exec(line);
    if (h) {
      name = frenchApostrophes(unescape(h[1]));
      current = null;
      continue;
    }
    const row = /^\|\s*([^|]+?)\s*\|\s*(.*?)\s*\|$/.exec(line);
    const label = row && LABELS[row[1].replace(/[’]/g, "'")];
    if (!name || !label) continue;
    if (!current) {
      current = { name, stats: {} };
      out.push(current);
    }
    current.stats[label] = unescape(row[2]);
  }
  return out.filter((b) => b.stats['Hit Dice'] !== undefined);
}

/** A figure's key, the same in either language: its digits and signs only (« 6+1** (28hp) » → « 6+1**28 »). */
function figures(text) {
  return String(text ?? '')
    .replace(/[–−]/g, '-')
    .replace(/[^0-9*+\-/½]/g, '');
}

/** The damage dice of an attack line, in order (« 2 × claw (1d4), 1 × bite (1d6) » → 1d4,1d6). */
function dice(text) {
  return (String(text ?? '').match(/\d+d\d+/g) ?? []).join(',');
}

/**
 * What identifies a block in either language: its first AC (« 6 [13], 4 [15]… » → 6), hit dice,
 * THAC0 and XP before any bracket (« 15 (leader: 75) » → 15). Not the morale (the copies differ on
 * two: osr-build.mjs) nor the attacks (a tie-break: `dice`).
 */
export function figureKey(stats) {
  const dash = (t) => String(t ?? '').replace(/[–−]/g, '-');
  const ac = /^\s*(-?\d+)/.exec(dash(stats['Armor Class']))?.[1] ?? '';
  const xp = dash(stats.XP).split('(')[0];
  return [ac, figures(stats['Hit Dice']), figures(stats.THAC0), figures(xp)].join('|');
}

/**
 * The French block of each English one (title → French block), on the same figures; where several
 * French blocks share them, the one with the same damage dice, else the one whose name is `hint`
 * (Paravent's own French name), folded. The English titles not matched are left out.
 */
export function matchFrench(englishBlocks, frenchList, hints, fold) {
  const byKey = new Map();
  for (const b of frenchList) {
    const k = figureKey(b.stats);
    if (!byKey.has(k)) byKey.set(k, []);
    byKey.get(k).push(b);
  }
  const used = new Set();
  const matched = new Map();
  // The blocks with one candidate first, so that a shared key's hint picks among what is left.
  const order = [...englishBlocks].sort(
    (a, b) => (byKey.get(figureKey(a.stats))?.length ?? 0) - (byKey.get(figureKey(b.stats))?.length ?? 0),
  );
  for (const e of order) {
    const candidates = (byKey.get(figureKey(e.stats)) ?? []).filter((b) => !used.has(b));
    const hint = fold(hints[e.title] ?? '');
    const sameDice = candidates.filter((b) => dice(b.stats.Attacks) === dice(e.stats.Attacks));
    const pick =
      candidates.length === 1
        ? candidates[0]
        : sameDice.length === 1
          ? sameDice[0]
          : candidates.find((b) => fold(b.name) === hint);
    if (pick) {
      used.add(pick);
      matched.set(e.title, pick);
    }
  }
  // Then by name alone, where one copy misprints a figure of the key (the French « XP 4 » of the
  // bronze golem): the French block of that name, if it is the only one and still free.
  for (const e of order) {
    if (matched.has(e.title)) continue;
    const hint = fold(hints[e.title] ?? '');
    const named = frenchList.filter((b) => !used.has(b) && hint !== '' && fold(b.name) === hint);
    if (named.length === 1) {
      used.add(named[0]);
      matched.set(e.title, named[0]);
    }
  }
  return matched;
}

/**
 * The figures on which a matched French block differs from the English one (AC, hit dice, THAC0,
 * saves, morale, XP: digits compared), as « field: English / French ».
 */
export function figureDifferences(english, french) {
  const fields = ['Armor Class', 'Hit Dice', 'THAC0', 'Saving Throws', 'Morale', 'XP'];
  const plain = (f, t) => {
    const text = String(t ?? '').replace(/[–−]/g, '-');
    // Saves: the five targets only (« D12 W13 … (1) » / « MP 12 B 13 … (1) »).
    const numbers = f === 'Saving Throws' ? (text.match(/\d+/g) ?? []).slice(0, 5).join('/') : figures(text);
    return numbers;
  };
  return fields
    .filter((f) => plain(f, english[f]) !== plain(f, french[f]))
    .map((f) => `${f}: « ${english[f] ?? ''} » / « ${french[f] ?? ''} »`);
}

/** A French attack line in the notation the English reader takes (« ou » → « or », « à » → « to »). */
export function frenchAttackLine(text) {
  return unescape(text)
    .replace(/^\[(.*?)\] ou /, '$1 ou ')
    .replace(/\s+ou\s+souffle$/, ' or breath')
    .replace(/,\s*magie$/, ', magic')
    .replace(/\s+ou\s+/g, ' or ')
    .replace(/(\d) à (\d+) ×/g, '$1 to $2 ×')
    .replace(/(\d+d\d+) par DV/g, '$1 per HD');
}
