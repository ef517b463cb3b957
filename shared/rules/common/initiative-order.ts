import type { InitiativeEntry } from '../types';
import { RulesError, requireInteger } from '../errors';

/** Compares two tied entries: negative when `a` acts first. */
export type TieRule = (a: InitiativeEntry, b: InitiativeEntry) => number;

/** DRS › L'initiative (and PF1, SF): on a tie, the higher initiative modifier acts first (missing = 0). */
export const higherModifierFirst: TieRule = (a, b) => (b.modifier ?? 0) - (a.modifier ?? 0);

/** CO › Le tour de combat: on a tie, a player character acts before anyone else. */
export const playerCharactersFirst: TieRule = (a, b) => (a.side === 'pc' ? 0 : 1) - (b.side === 'pc' ? 0 : 1);

/** osr: each side kept together on a tie, PCs listed first, entries without a side last. */
export const sidesTogether: TieRule = (a, b) => sideRank(a) - sideRank(b);

function sideRank(e: InitiativeEntry): number {
  return e.side === 'pc' ? 0 : e.side === 'npc' ? 1 : 2;
}

/** The random tie-break drawn once: higher first, a missing one last. */
function higherTiebreakFirst(a: InitiativeEntry, b: InitiativeEntry): number {
  if (a.tiebreak === b.tiebreak) return 0;
  if (a.tiebreak === undefined) return 1;
  if (b.tiebreak === undefined) return -1;
  return b.tiebreak - a.tiebreak;
}

function checkEntry(e: InitiativeEntry, i: number, ids: Set<string>): void {
  if (typeof e !== 'object' || e === null || typeof e.id !== 'string' || e.id === '') {
    throw new RulesError(
      'invalid-number',
      `Initiative n° ${i + 1} : entrée avec un identifiant texte attendue`,
      {
        index: i,
      },
    );
  }
  if (ids.has(e.id)) {
    throw new RulesError('invalid-number', `Initiative : identifiant en double « ${e.id} »`, { id: e.id });
  }
  ids.add(e.id);
  requireInteger(e.total, `Initiative de ${e.id}`);
  if (e.modifier !== undefined) requireInteger(e.modifier, `Modificateur d’initiative de ${e.id}`);
  if (e.tiebreak !== undefined && (typeof e.tiebreak !== 'number' || !Number.isFinite(e.tiebreak))) {
    throw new RulesError(
      'invalid-number',
      `Départage de ${e.id} : nombre attendu, reçu ${String(e.tiebreak)}`,
      {
        id: e.id,
      },
    );
  }
  if (e.side !== undefined && e.side !== 'pc' && e.side !== 'npc') {
    throw new RulesError(
      'invalid-number',
      `Camp de ${e.id} : 'pc' ou 'npc' attendu, reçu ${String(e.side)}`,
      {
        id: e.id,
      },
    );
  }
}

/**
 * Acting order, first to act first: higher total, then the system's tie rules in order, then the
 * random `tiebreak` drawn once (higher first, a missing one last), then `id`, so that the order
 * never depends on the input order. Returns a new array and never changes its input. RulesError on
 * a list that is not one, an entry without id, a duplicate id, a non-integer total or modifier, a
 * non-numeric tiebreak or an unknown side.
 */
export function sortInitiativeBy(entries: InitiativeEntry[], ...tieRules: TieRule[]): InitiativeEntry[] {
  if (!Array.isArray(entries)) {
    throw new RulesError('invalid-number', 'Initiative : liste d’entrées attendue', { entries });
  }
  const ids = new Set<string>();
  entries.forEach((e, i) => checkEntry(e, i, ids));
  return [...entries].sort((a, b) => {
    const byTotal = b.total - a.total;
    if (byTotal) return byTotal;
    for (const rule of tieRules) {
      const r = rule(a, b);
      if (r) return r;
    }
    return higherTiebreakFirst(a, b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  });
}
