/**
 * The attack dialog as data: what the GM chose (attacker, target, attack, defence, modifiers,
 * dice, damage) and everything read from it — the target's effective defence with its conditions,
 * the attacker's condition modifiers, the situational modifiers, « Il faut N ou plus », the
 * rules' verdict and the damage to apply. The rules decide (`resolveAttack`); nothing here names
 * a system.
 */
import {
  activeConditionIds,
  effectiveValues,
  type Combatant,
  type CombatantId,
  type EffectiveValue,
  type Encounter,
} from '../../../shared/combat';
import {
  attackProcedure,
  resolveAttack,
  RulesError,
  situationalTotals,
  type AttackDefenceField,
  type AttackProcedure,
  type AttackRange,
  type AttackResult,
  type SituationalModifier,
} from '../../../shared/rules';
import { BLANK_ATTACK, type AttackChoice } from './attack-sources';

/** Damage typed by the GM (one hit, multiplied on a critical) or rolled by Paravent (final). */
export type DamageEntry =
  { kind: 'typed'; value: number | null } | { kind: 'rolled'; total: number; text: string };

/** What the GM chose. */
export interface AttackState {
  attackerId: CombatantId;
  targetId: CombatantId | null;
  attack: AttackChoice;
  range: AttackRange;
  defence: AttackDefenceField;
  /** The defence typed when the target has none on the tracker (or the GM changes it). */
  defenceTyped: number | null;
  /** osr: the attacker's THAC0. */
  thac0: number | null;
  /** Ticked situational modifiers: id → steps (1 unless per step). */
  ticked: Record<string, number>;
  /** The GM's own modifier to the roll. */
  other: number;
  natural: number | null;
  confirm: number | null;
  damage: DamageEntry;
}

/** A new attack of `attackerId` on `targetId`. */
export function startAttack(
  enc: Encounter,
  attackerId: CombatantId,
  targetId: CombatantId | null,
): AttackState {
  const p = attackProcedure(enc.system);
  const attacker = enc.combatants.find((c) => c.id === attackerId);
  return {
    attackerId,
    targetId: targetId === attackerId ? null : targetId,
    attack: BLANK_ATTACK,
    range: 'melee',
    defence: p.defences[0].field,
    defenceTyped: null,
    thac0: attacker?.defences.thac0 ?? (p.thac0 ? 19 : null),
    ticked: {},
    other: 0,
    natural: null,
    confirm: null,
    damage: { kind: 'typed', value: null },
  };
}

/** A change that makes the dice and the damage stale clears them. */
export function withChange(s: AttackState, patch: Partial<AttackState>): AttackState {
  const keepsDice = Object.keys(patch).every((k) => k === 'damage' || k === 'natural' || k === 'confirm');
  const next = { ...s, ...patch };
  if (keepsDice) {
    if ('natural' in patch)
      return { ...next, confirm: null, damage: { kind: 'typed', value: damageTyped(s) } };
    if ('confirm' in patch) return { ...next, damage: { kind: 'typed', value: damageTyped(s) } };
    return next;
  }
  return { ...next, confirm: null, damage: { kind: 'typed', value: damageTyped(s) } };
}

function damageTyped(s: AttackState): number | null {
  return s.damage.kind === 'typed' ? s.damage.value : null;
}

/** Ticks or unticks a situational modifier (one of a group at a time); `steps` for a per-step one. */
export function toggleSituational(
  s: AttackState,
  list: readonly SituationalModifier[],
  m: SituationalModifier,
  on: boolean,
  steps = 1,
): AttackState {
  const ticked = { ...s.ticked };
  if (on) {
    if (m.group) for (const other of list) if (other.group === m.group) delete ticked[other.id];
    ticked[m.id] = steps;
  } else delete ticked[m.id];
  return withChange(s, { ticked });
}

/** One situational modifier as the dialog shows it. */
export interface SituationalRow {
  m: SituationalModifier;
  /** Already counted through a condition on the tracker. */
  onTracker: boolean;
  ticked: boolean;
  steps: number;
}

/** The figures and the verdict the dialog shows. */
export interface AttackView {
  procedure: AttackProcedure;
  attacker: Combatant;
  target: Combatant | null;
  /** The target's defence from the tracker, its conditions counted; null when it has none. */
  trackerDefence: EffectiveValue | null;
  /** The defence on the tracker for this kind of attack, conditions in. */
  trackerValue: number | null;
  /** The attacker's condition modifiers to this attack. */
  conditionModifier: EffectiveValue | null;
  situational: SituationalRow[];
  /** What the attack roll gets on top of the d20 (osr: modifiers only; THAC0 apart). */
  added: number;
  /** The number the attack is rolled against (after situational defence modifiers). */
  defence: number | null;
  /** Natural roll needed without the automatic 1 and 20; null until target and figures are there. */
  needed: number | null;
  result: AttackResult | null;
  /** Why the rules refused the figures. */
  error: string | null;
  /** The damage to apply (after the multiplier), null while not known. */
  damage: number | null;
  /** How it was found (« 7 × 2 », « 2d6+3 : 8 + 6 »). */
  damageText: string;
}

function effectiveOf(enc: Encounter, c: Combatant, losesDex = false) {
  const custom = enc.effects.flatMap((e) =>
    e.target === c.id && e.what.kind === 'custom' && e.what.modifiers.length > 0
      ? [{ name: e.what.name, modifiers: e.what.modifiers }]
      : [],
  );
  return effectiveValues({
    system: enc.system,
    defences: c.defences,
    fighter: c.fighter,
    conditionIds: activeConditionIds(enc, c),
    custom,
    losesDex,
  });
}

function attackModifier(values: readonly EffectiveValue[], range: AttackRange): EffectiveValue | null {
  const key = range === 'melee' ? 'melee-attack' : 'ranged-attack';
  return values.find((v) => v.key === key) ?? values.find((v) => v.key === 'attack') ?? null;
}

/** Everything the dialog shows, read from the encounter and the choices. */
export function attackView(enc: Encounter, s: AttackState): AttackView {
  const procedure = attackProcedure(enc.system);
  const attacker = enc.combatants.find((c) => c.id === s.attackerId)!;
  const target = enc.combatants.find((c) => c.id === s.targetId) ?? null;
  const attackerConds = new Set(activeConditionIds(enc, attacker));
  const targetConds = new Set(target ? activeConditionIds(enc, target) : []);
  const conditionModifier = attackModifier(effectiveOf(enc, attacker).values, s.range);
  const situational = procedure.situational
    .filter((m) => m.range === undefined || m.range === s.range)
    .map((m): SituationalRow => {
      const onTracker =
        m.condition !== undefined &&
        (m.condition.who === 'attacker' ? attackerConds : targetConds).has(m.condition.id);
      return { m, onTracker, ticked: !onTracker && s.ticked[m.id] !== undefined, steps: s.ticked[m.id] ?? 1 };
    });
  // An invisible attacker (ticked, or its condition on the tracker): the target loses its Dex bonus.
  const targetLosesDex = situational.some((r) => r.m.targetLosesDex && (r.ticked || r.onTracker));
  const trackerDefence = target
    ? (effectiveOf(enc, target, targetLosesDex).values.find((v) => v.key === s.defence) ?? null)
    : null;
  const trackerValue = trackerDefence
    ? ((s.range === 'melee' ? trackerDefence.vsMelee : trackerDefence.vsRanged) ?? trackerDefence.value)
    : null;
  const counted = new Map(situational.filter((r) => r.ticked).map((r) => [r.m.id, r.steps]));
  const sit = situationalTotals(procedure.situational, counted, s.range);
  const bonus = s.attack.bonus ?? 0;
  const conditions = conditionModifier?.value ?? 0;
  const modifiers = sit.attack + conditions + s.other + (procedure.thac0 ? bonus : 0);
  const attackBonus = procedure.thac0 ? (s.thac0 ?? 19) : bonus;
  const added = procedure.thac0 ? modifiers : attackBonus + modifiers;
  const base = s.defenceTyped ?? trackerValue;
  // Descending AC: a better defence is a lower number.
  const defence = base === null ? null : procedure.thac0 ? base - sit.defence : base + sit.defence;
  const view: AttackView = {
    procedure,
    attacker,
    target,
    trackerDefence,
    trackerValue,
    conditionModifier,
    situational,
    added,
    defence,
    needed: null,
    result: null,
    error: null,
    damage: null,
    damageText: '',
  };
  if (!target || defence === null || (procedure.thac0 && s.thac0 === null) || s.attack.bonus === null)
    return view;
  const req = {
    attackBonus,
    defence,
    modifiers,
    critFrom: s.attack.critFrom,
    multiplier: s.attack.multiplier,
  };
  try {
    view.needed = resolveAttack(enc.system, { ...req, natural: 10 }).needed;
    if (s.natural === null) return view;
    const result = resolveAttack(enc.system, {
      ...req,
      natural: s.natural,
      ...(s.confirm === null ? {} : { confirmNatural: s.confirm }),
    });
    view.result = result;
    if (!result.hit || (result.threat && s.confirm === null)) return view;
    if (s.damage.kind === 'rolled') {
      view.damage = s.damage.total;
      view.damageText = s.damage.text;
    } else if (s.damage.value !== null) {
      view.damage = s.damage.value * result.damageMultiplier;
      view.damageText = result.damageMultiplier > 1 ? `${s.damage.value} × ${result.damageMultiplier}` : '';
    }
  } catch (e) {
    if (!(e instanceof RulesError)) throw e;
    view.error = e.message;
  }
  return view;
}
