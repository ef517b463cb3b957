/**
 * Dangers, minuteurs et événements de repaire: a non-creature entry of the order — a trap (« Piège
 * à fléchettes »), a timer (« Le plafond s'effondre dans 3 rounds »), an osr « Moral » — with an
 * initiative count, an optional countdown in rounds and the GM's note. It takes its place in the
 * order like a combatant and, at its count, the turn panel reminds what happens; a countdown goes
 * down by one at each of its turns and says « maintenant » at 0. Hidden from the players by default
 * (the GM may show it). Not a rule of any text: a GM's tool, as Paravent's own decision.
 */
import type { LogLine } from './log-codes';
import type { Combatant, Reminder } from './types';

/** The reminder of a hazard's turn. */
export type HazardReminder = Extract<Reminder, { kind: 'hazard' }>;

/** The reminder at a hazard's turn, and the hazard with its countdown moved on. */
export function hazardTurn(c: Combatant): { c: Combatant; reminder: HazardReminder; line: LogLine } | null {
  if (!c.hazard) return null;
  const note = c.notes ? ` — ${c.notes}` : '';
  const left = c.hazard.countdown;
  const notes = c.notes ?? '';
  if (left === 0) {
    // It went off at its previous turn: nothing more happens; the GM removes it when done.
    const line: LogLine = { code: 'hazard.ended', params: { name: c.name } };
    return {
      c,
      reminder: {
        kind: 'hazard',
        target: c.id,
        text: `${c.name} : compte à rebours terminé (déjà déclenché)`,
        fires: false,
        line,
      },
      line,
    };
  }
  if (left === undefined) {
    const line: LogLine = { code: 'hazard.acts', params: { name: c.name, note: notes } };
    return {
      c,
      reminder: { kind: 'hazard', target: c.id, text: `${c.name} agit à son rang${note}`, fires: true, line },
      line,
    };
  }
  const next = Math.max(0, left - 1);
  const fires = next === 0;
  const text = fires
    ? `${c.name} : maintenant !${note}`
    : `${c.name} : dans ${next} round${next > 1 ? 's' : ''}${note}`;
  const updated: Combatant = { ...c, hazard: { ...c.hazard, countdown: next } };
  const line: LogLine = fires
    ? { code: 'hazard.now', params: { name: c.name, note: notes } }
    : { code: 'hazard.countdown', params: { name: c.name, count: next, note: notes } };
  return { c: updated, reminder: { kind: 'hazard', target: c.id, text, fires, line }, line };
}

/**
 * Hazards lose ties (a lair action at 20 acts after the creatures at 20): in an order sorted by the
 * rules, each run of equal totals keeps its creatures first, then its hazards, each in rules order.
 */
export function hazardsLastInTies<T>(
  sorted: readonly T[],
  total: (x: T) => number,
  isHazard: (x: T) => boolean,
): T[] {
  const out: T[] = [];
  let i = 0;
  while (i < sorted.length) {
    let j = i;
    while (j < sorted.length && total(sorted[j]) === total(sorted[i])) j++;
    const run = sorted.slice(i, j);
    out.push(...run.filter((x) => !isHazard(x)), ...run.filter(isHazard));
    i = j;
  }
  return out;
}
