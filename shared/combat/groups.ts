/**
 * Groupes de monstres identiques: N copies added in one event (« Gobelin 1…4 »), each with its HP
 * rolled from the entry's formula with the encounter's seeded dice (or its average), and a group
 * that shares one initiative roll (its members act one after the other) until the GM splits it.
 */
import { createSeededRng, getSystem, rollDice, type GroupTurnMode } from '../rules';
import { nextSeq } from './access';
import { createCombatant } from './create';
import { refusal, requireIntAtLeast, requireText } from './errors';
import type { CombatantInput } from './events';
import { hpFormulaAverage, parseHpFormula } from './hp-formula';
import { logEvent } from './log';
import type { LogLine } from './log-codes';
import { MAX_COPIES, numberedName } from './roster';
import { combatantId } from './types';
import type { Combatant, Encounter } from './types';

/** How a copy's HP are found from a formula: rolled with the fight's dice, or the average. */
export type HpMode = 'roll' | 'average';

/**
 * How the members of a group take their initiative and turns (per encounter): each its own, one roll
 * with consecutive turns, or one turn for the whole group. Absent: the system's default.
 */
export type GroupInitiative = GroupTurnMode;

/** The encounter's group mode: its option, else the system's default (rules › initiative.groupTurns). */
export function groupMode(enc: Encounter): GroupInitiative {
  return enc.options.groupInitiative ?? getSystem(enc.system).initiative.groupTurns?.default ?? 'individual';
}

function splitName(name: string): { base: string; n: number | null } {
  const m = /^(.*\S)\s+(\d+)$/.exec(name);
  return m ? { base: m[1], n: Number(m[2]) } : { base: name, n: null };
}

/**
 * A lone « Gobelin » already there when more of its kind come (« Gobelin ×3 ») becomes « Gobelin 1 »,
 * so that no two of them read alike (issue 26); before the fight it also joins their group (one
 * initiative, one folded line), during it it keeps its own turn. Logged.
 */
function numberLoneOne(enc: Encounter, base: string, group: string | undefined): Encounter {
  const lone = enc.combatants.find((c) => c.name === base && c.group === undefined && !c.hazard);
  if (!lone) return enc;
  const to = `${base} 1`;
  if (enc.combatants.some((c) => c.name === to)) return enc;
  const joins = group !== undefined && enc.phase === 'setup';
  const combatants = enc.combatants.map((c) =>
    c.id === lone.id ? { ...c, name: to, ...(joins ? { group } : {}) } : c,
  );
  return logEvent(
    { ...enc, combatants },
    joins
      ? { code: 'roster.renumberedGroup', params: { from: lone.name, to, group } }
      : { code: 'roster.renumbered', params: { from: lone.name, to } },
  );
}

/** What `group-added` needs beyond the combatant. */
export interface GroupAddition {
  count: number;
  hpFormula?: string;
  hpMode?: HpMode;
}

function rollHp(enc: Encounter, formula: string, mode: HpMode): [number, Encounter] {
  const expr = parseHpFormula(formula);
  if (mode === 'average') return [hpFormulaAverage(expr), enc];
  const rng = createSeededRng(enc.rng.seed, enc.rng.state);
  const total = Math.max(1, rollDice(expr, rng).total);
  return [total, { ...enc, rng: { seed: enc.rng.seed, state: rng.getState() } }];
}

/**
 * group-added: `count` (1..100) combatants from one entry. With several, they are numbered after
 * the highest « Gobelin N » already there and share a group (the entry's, or its name). With an HP
 * formula, each rolls its own HP (or takes the average) and the log says so (« Gobelin 2 : PV 6
 * (1d8+1) »). The whole addition is one event: one gesture, one undo.
 */
export function addGroup(enc: Encounter, input: CombatantInput, add: GroupAddition): Encounter {
  if (enc.phase === 'ended') throw refusal('wrong-phase', 'fightEnded');
  const count = requireIntAtLeast(add.count, 1, 'creatureCount');
  if (count > MAX_COPIES) {
    throw refusal('too-many-copies', 'tooManyCreatures', { max: MAX_COPIES, count });
  }
  const name = requireText(input.name, 'combatantName');
  const formula = add.hpFormula?.trim() || undefined;
  const mode = add.hpMode ?? 'roll';
  if (formula) parseHpFormula(formula);
  const { base } = splitName(name);
  const group = input.group ?? (count > 1 ? base : undefined);
  let next = numberLoneOne(enc, base, group);
  const taken = next.combatants.map((c) => splitName(c.name)).filter((s) => s.base === base);
  const numbered = count > 1 || taken.length > 0;
  let last = Math.max(0, ...taken.map((s) => s.n ?? 1));
  const added: Combatant[] = [];
  const lines: LogLine[] = [];
  for (let i = 0; i < count; i += 1) {
    let raw = count === 1 ? input.id : undefined;
    if (raw === undefined) [raw, next] = nextSeq(next, 'c');
    const id = combatantId(requireText(raw, 'id'));
    if (next.combatants.some((c) => c.id === id)) {
      throw refusal('not-allowed', 'idTaken', { id }, { id });
    }
    last += 1;
    const copyName = numbered ? numberedName(base, last) : name;
    let hpMax = input.hpMax;
    if (formula) [hpMax, next] = rollHp(next, formula, mode);
    const c = createCombatant(next, id, {
      ...input,
      id,
      name: copyName,
      hpMax,
      hpCurrent: formula ? undefined : input.hpCurrent,
      group,
    });
    added.push(c);
    if (formula) {
      const code = mode === 'average' ? 'roster.hpAveraged' : 'roster.hpRolled';
      lines.push({ code, params: { name: copyName, value: hpMax, formula } });
    }
  }
  next = { ...next, combatants: [...next.combatants, ...added] };
  next = logEvent(
    next,
    added.length === 1
      ? { code: 'roster.joined', params: { name: added[0].name } }
      : {
          code: 'roster.joinedMany',
          params: { names: added.map((c) => c.name).join(', '), count: added.length },
        },
  );
  return lines.reduce(logEvent, next);
}

/** group-split: the members of a group become independent (each its own initiative from now on). */
export function splitGroup(enc: Encounter, group: string): Encounter {
  const members = enc.combatants.filter((c) => c.group === group);
  if (members.length === 0) throw refusal('unknown-group', 'unknownGroup', { group }, { group });
  const combatants = enc.combatants.map((c) => (c.group === group ? { ...c, group: undefined } : c));
  return logEvent({ ...enc, combatants }, { code: 'roster.groupSplit', params: { group } });
}

function hasMates(enc: Encounter, c: Combatant): boolean {
  return c.group !== undefined && enc.combatants.some((o) => o.id !== c.id && o.group === c.group);
}

/**
 * Whether this combatant rolls one initiative with the rest of its group (shared or one-turn mode,
 * in a system where each combatant rolls: not CO's fixed scores, not osr's side roll).
 */
export function sharesInitiative(enc: Encounter, c: Combatant): boolean {
  const mode = groupMode(enc);
  if (mode === 'individual' || getSystem(enc.system).initiative.mode !== 'individual') return false;
  return hasMates(enc, c);
}

/** Whether this combatant's group plays one turn together (one row of the order). */
export function playsAsOneTurn(enc: Encounter, c: Combatant): boolean {
  return groupMode(enc) === 'one-turn' && hasMates(enc, c);
}

/** The members of a combatant's shared-initiative group, in roster order (itself alone otherwise). */
export function initiativeMates(enc: Encounter, c: Combatant): Combatant[] {
  if (!sharesInitiative(enc, c)) return [c];
  return enc.combatants.filter((o) => o.group === c.group);
}

/**
 * Tiebreaks for a group sharing one roll: the group's own (an integer) plus a fraction that puts
 * its members one after the other in roster order and keeps the group together against others.
 */
export function groupTiebreaks(base: number, size: number): number[] {
  return Array.from({ length: size }, (_, i) => base + (size - i) / (size + 1));
}
