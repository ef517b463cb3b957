import type { TableCell } from '../../../shared/rules';
import type { Language } from '../../i18n';

/**
 * Folds a text for searching: lower case, accents removed, ligatures opened (œ → oe),
 * apostrophes and punctuation as spaces. "Prise en tenaille" and "PRISE EN TENAILLE" fold alike.
 */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}%+−-]/gu, ' ');
}

/** `fold`, character by character, so that positions in the folded text map back to the original. */
export function foldChars(text: string): string[] {
  return Array.from(text, (ch) =>
    ch
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace('œ', 'oe')
      .replace('æ', 'ae')
      .replace('ß', 'ss')
      .replace(/[^\p{L}\p{N}%+−-]/gu, ' '),
  );
}

/** The text of a table cell in a language (numbers as the French or English reader writes them). */
export function cellText(cell: TableCell, language: Language): string {
  if (typeof cell === 'number') return language === 'fr' ? String(cell).replace('.', ',') : String(cell);
  if (typeof cell === 'string') return cell;
  return cell[language];
}

/**
 * Where `terms` (folded) occur in `text`, as [start, end) ranges over the original string, sorted
 * and merged. Used to highlight matches without being fooled by accents or case.
 */
export function matchRanges(text: string, terms: readonly string[]): [number, number][] {
  const chars = foldChars(text);
  // Offsets of each original character in the folded string.
  const starts: number[] = [];
  let folded = '';
  for (const c of chars) {
    starts.push(folded.length);
    folded += c;
  }
  const toOriginal = (pos: number): number => {
    let i = 0;
    while (i < starts.length && starts[i] < pos) i++;
    return i;
  };
  const ranges: [number, number][] = [];
  for (const term of terms) {
    if (term.length < 2) continue;
    let from = 0;
    for (;;) {
      const at = folded.indexOf(term, from);
      if (at < 0) break;
      const before = at === 0 ? ' ' : folded[at - 1];
      if (/[\s(/'’-]/.test(before) || at === 0) ranges.push([toOriginal(at), toOriginal(at + term.length)]);
      from = at + term.length;
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}
