/**
 * Bilan du combat: replays the fight's events, then reads the log's damage lines to count, per
 * combatant, the damage it took and the damage it dealt — each line names who dealt it (the one the
 * GM or the attack helper named, else the combatant whose turn it was: shared/combat `creditOf`), so
 * a fight reopened from a file, whose events are gone but whose log is kept, is summed up the same.
 * Also who fell, what conditions remain, and the XP of the foes that fell.
 */
import { applyEvent, type Combatant, type Encounter, type EncounterEvent, type LogEntry } from '../combat';
import { getProcedures } from '../rules';

/** One combatant's line of the summary. */
export interface SummaryLine {
  id: string;
  name: string;
  side: Combatant['side'];
  dealt: number;
  taken: number;
  health: Combatant['health'];
  hpText: string;
}

/** The end-of-fight summary. */
export interface FightSummary {
  rounds: number;
  lines: SummaryLine[];
  /** Names of those down, dying or dead at the end. */
  fallen: string[];
  /** « Aldric : Secoué (3 rd) » */
  conditions: { target: string; label: string }[];
  /** XP of the foes that fell; null when no entry carried XP or CR. */
  xpTotal: number | null;
  /** Per character sharing it, by the system's rule (`library.xp.share`). */
  xpEach: number | null;
  /** How many share it. */
  xpSharers: number;
}

/**
 * Who divides the XP, by the system's rule (`library.xp.share`): the PCs, with allies or not, the
 * dead counted or not (PRD and Starfinder: every PC who took part; OSE: the survivors, retainers
 * included). Without a rule: the PCs and allies still alive.
 */
function sharers(enc: Encounter): Combatant[] {
  const share = getProcedures(enc.system).library.xp.share ?? { allies: true, fallen: false };
  return enc.combatants.filter(
    (c) => (c.side === 'pc' || (share.allies && c.side === 'ally')) && (share.fallen || c.health !== 'dead'),
  );
}

const DOWN: readonly Combatant['health'][] = ['disabled', 'dying', 'unconscious', 'dead'];

/** Damage taken and dealt, per combatant id, from the log's damage lines. */
function tallies(enc: Encounter): { dealt: Map<string, number>; taken: Map<string, number> } {
  const dealt = new Map<string, number>();
  const taken = new Map<string, number>();
  const idByName = new Map(enc.combatants.map((c) => [c.name, c.id as string]));
  const add = (m: Map<string, number>, id: string, n: number) => m.set(id, (m.get(id) ?? 0) + n);
  for (const line of enc.log) {
    if (!('code' in line)) continue;
    if (line.code !== 'hp.damage' && line.code !== 'hp.damageRegeneration' && line.code !== 'hp.nonlethal')
      continue;
    const p = line.params;
    if (typeof p.amount !== 'number') continue;
    // Lines of files written before the target's id was logged: found by name.
    const id = typeof p.id === 'string' ? p.id : idByName.get(p.name);
    if (id !== undefined) add(taken, id, p.amount);
    if (typeof p.by?.id === 'string' && p.by.id !== id) add(dealt, p.by.id, p.amount);
  }
  return { dealt, taken };
}

/**
 * The summary of a fight from its initial state and applied events (a fight reopened from a file:
 * its state, no events). `xpOf` gives a combatant's XP (from its Library entry), undefined when
 * unknown; `effectLabel` names an effect for the GM.
 */
export function fightSummary(
  initial: Encounter,
  events: readonly EncounterEvent[],
  xpOf: (c: Combatant) => number | undefined,
  effectLabel: (e: Encounter['effects'][number]) => string,
): FightSummary {
  const enc = events.reduce(applyEvent, initial);
  const { dealt, taken } = tallies(enc);
  const lines = enc.combatants.map((c) => ({
    id: c.id,
    name: c.name,
    side: c.side,
    dealt: dealt.get(c.id) ?? 0,
    taken: taken.get(c.id) ?? 0,
    health: c.health,
    hpText: `${c.hp.current}/${c.hp.max}`,
  }));
  const fallenFoes = enc.combatants.filter(
    (c) => DOWN.includes(c.health) && c.side !== 'pc' && c.side !== 'ally',
  );
  const xps = fallenFoes.map(xpOf).filter((x): x is number => x !== undefined);
  const xpTotal = xps.length === 0 ? null : xps.reduce((a, b) => a + b, 0);
  const party = sharers(enc);
  const byId = new Map(enc.combatants.map((c) => [c.id, c.name]));
  return {
    rounds: enc.round,
    lines,
    fallen: enc.combatants.filter((c) => DOWN.includes(c.health)).map((c) => c.name),
    conditions: enc.effects.map((e) => ({ target: byId.get(e.target) ?? '?', label: effectLabel(e) })),
    xpTotal,
    xpEach: xpTotal === null || party.length === 0 ? null : Math.floor(xpTotal / party.length),
    xpSharers: party.length,
  };
}

/** The log as Markdown: a title, then one line per entry, each phrased by `phrase` (the GM's language). */
export function logMarkdown(enc: Encounter, phrase: (entry: LogEntry) => string): string {
  return [`# ${enc.name}`, '', ...enc.log.map((l) => `- ${phrase(l)}`), ''].join('\n');
}

/** The log as JSON (name, system, rounds and every line: its words by `phrase`, with its code and parameters). */
export function logJson(enc: Encounter, phrase: (entry: LogEntry) => string): string {
  const log = enc.log.map((l) => ({ ...l, text: phrase(l) }));
  return `${JSON.stringify({ name: enc.name, system: enc.system, rounds: enc.round, log }, null, 2)}\n`;
}
