/**
 * Attack rolls as data (issue 15, the attack helper): each system states which defences an attack
 * may meet, what a natural 1 and a natural 20 do, how critical hits work and which situational
 * modifiers its tables list; `resolveAttackWith` reads that procedure and never asks for a system
 * id. The systems' procedures live in shared/rules/<system>/attack-procedure.ts.
 */
import { RulesError, requireInteger } from '../errors';
import type { Localized, SystemId } from '../types';

/** A defence field of a combatant an attack may be rolled against. */
export type AttackDefenceField = 'ac' | 'touchAc' | 'flatFootedAc' | 'kac' | 'eac' | 'def' | 'descendingAc';

/** One defence of a system's attack procedure. */
export interface AttackDefence {
  field: AttackDefenceField;
  name: Localized;
  /** Short, in our words: when to choose it. */
  when: Localized;
}

/** How a system turns a roll into a critical hit. */
export type CriticalRule =
  /** dnd35, pf1: a hit whose natural roll is in the threat range threatens; a confirmation roll with the same bonus against the same defence confirms; damage rolled `multiplier` times. */
  | { kind: 'confirm' }
  /** sf1: a natural 20 whose total also reaches the defence is a critical: damage rolled twice. */
  | { kind: 'natural-20-if-total-hits'; multiplier: number }
  /** co: a hit with a natural roll from `critFrom` (default 20) doubles the damage (DM ×2). */
  | { kind: 'natural-doubles'; multiplier: number }
  /** osr: no critical hits in the text. */
  | { kind: 'none' };

/** How damage is multiplied on a critical hit. */
export type CriticalDamage =
  /** The damage dice and bonuses are rolled once per multiplier and added (3.5, PF1, SF). */
  | 'roll-again'
  /** The damage rolled once is multiplied (CO: « les DM sont doublés »). */
  | 'multiply';

/** Melee, ranged, or both. */
export type AttackRange = 'melee' | 'ranged';

/** A situational modifier the procedure lists (flanking, cover, range…). */
/** The groups of situational modifiers, each with its label in the GM's language (attack.group.*). */
export type AttackModifierGroup = 'two-weapon' | 'cover' | 'range' | 'target-defending' | 'behind';

export interface SituationalModifier {
  id: string;
  name: Localized;
  /** Added to the attack roll. */
  attack?: number;
  /** Added to the target's defence (cover +4; a prone target −4 against melee). */
  defence?: number;
  /** Only for these attacks; absent: both. */
  range?: AttackRange;
  /** A per-step modifier (range increments beyond the first): value × steps. */
  perStep?: boolean;
  /** One of a group: ticking it unticks the others (two-weapon rows, osr range bands). */
  group?: AttackModifierGroup;
  /** Already counted when this condition is on that side in the tracker (the effective values apply it). */
  condition?: { who: 'attacker' | 'target'; id: string };
  /**
   * The target loses its Dex bonus to AC against this attack (an invisible attacker: DRS › Table :
   * modificateurs au jet d'attaque, note; PRD › Invisible): applied by the helper when the modifier is
   * ticked or its condition is on the tracker.
   */
  targetLosesDex?: boolean;
  source: string;
}

/** Everything a system says about one attack roll. */
export interface AttackProcedure {
  system: SystemId;
  /** The defences an attack may be rolled against, the usual one first. */
  defences: AttackDefence[];
  /** osr: the attacker's number is its THAC0 and the defence descending AC (needed = THAC0 − AC). */
  thac0: boolean;
  naturalTwentyHits: boolean;
  naturalOneMisses: boolean;
  critical: CriticalRule;
  criticalDamage: CriticalDamage;
  situational: SituationalModifier[];
  /** Where the procedure comes from. */
  source: string;
}

/** One attack to resolve. */
export interface AttackRequest {
  /** Attack bonus; osr (THAC0 procedure): the attacker's THAC0. */
  attackBonus: number;
  /** The defence the attack meets (osr: descending AC), modifiers already counted in. */
  defence: number;
  /** Situational and condition modifiers to the attack roll. Default 0. */
  modifiers?: number;
  /** The natural d20. */
  natural: number;
  /** Lowest natural roll that threatens or is critical (19 for « 19-20/×2 »). Default 20. */
  critFrom?: number;
  /** Critical multiplier (3.5/PF1 weapons: ×2, ×3, ×4). Default: the procedure's, else 2. */
  multiplier?: number;
  /** The natural d20 of the confirmation roll, when one was rolled. */
  confirmNatural?: number;
}

/** What one attack roll gives. */
export interface AttackResult {
  /** The natural roll needed to hit without the automatic results (may be above 20 or below 2). */
  needed: number;
  /** d20 + bonus + modifiers (osr: d20 + modifiers, against THAC0 − AC). */
  total: number;
  /** The number the total must reach. */
  target: number;
  hit: boolean;
  /** The roll threatens a critical hit that a confirmation roll must confirm. */
  threat: boolean;
  /** Natural roll needed on the confirmation, when there is a threat. */
  confirmNeeded?: number;
  /** Whether the confirmation hit (undefined while not rolled or without a threat). */
  confirmed?: boolean;
  critical: boolean;
  /** 0 on a miss, 1 on a hit, the multiplier on a critical hit. */
  damageMultiplier: number;
}

function requireD20(value: number, what: string): number {
  requireInteger(value, what);
  if (value < 1 || value > 20) {
    throw new RulesError('invalid-roll', `${what} : entre 1 et 20 attendu, reçu ${value}`, { what, value });
  }
  return value;
}

/** Whether a natural roll with this total hits, by the procedure's natural 1 / natural 20 rules. */
function rollHits(p: AttackProcedure, natural: number, total: number, target: number): boolean {
  if (natural === 20 && p.naturalTwentyHits) return true;
  if (natural === 1 && p.naturalOneMisses) return false;
  return total >= target;
}

/**
 * Resolves one attack roll by a system's procedure: hit or miss, threat and confirmation, critical
 * and damage multiplier. Throws a RulesError on a die outside 1..20 or a non-integer figure.
 */
export function resolveAttackWith(p: AttackProcedure, req: AttackRequest): AttackResult {
  const natural = requireD20(req.natural, 'Jet de d20');
  const bonus = requireInteger(req.attackBonus, p.thac0 ? 'TAC0' : 'Bonus d’attaque');
  const modifiers = requireInteger(req.modifiers ?? 0, 'Modificateurs');
  const defence = requireInteger(req.defence, 'Défense de la cible');
  const critFrom = requireInteger(req.critFrom ?? 20, 'Critique à partir de');
  if (critFrom < 2 || critFrom > 20) {
    throw new RulesError('invalid-number', `Critique à partir de : entre 2 et 20 attendu, reçu ${critFrom}`, {
      critFrom,
    });
  }
  const fixed = 'multiplier' in p.critical ? p.critical.multiplier : 2;
  const multiplier = requireInteger(req.multiplier ?? fixed, 'Multiplicateur de critique');
  if (multiplier < 2 || multiplier > 6) {
    throw new RulesError('invalid-number', `Multiplicateur : entre 2 et 6 attendu, reçu ${multiplier}`, {
      multiplier,
    });
  }
  // osr: d20 + modifiers against THAC0 − AC; the others: d20 + bonus + modifiers against the defence.
  const target = p.thac0 ? bonus - defence : defence;
  const added = p.thac0 ? modifiers : bonus + modifiers;
  const total = natural + added;
  const needed = target - added;
  const hit = rollHits(p, natural, total, target);
  const base = { needed, total, target, hit };
  const miss = { ...base, threat: false, critical: false, damageMultiplier: hit ? 1 : 0 };
  if (!hit) return miss;
  switch (p.critical.kind) {
    case 'none':
      return miss;
    case 'natural-doubles': {
      const critical = natural >= critFrom;
      return { ...base, threat: false, critical, damageMultiplier: critical ? multiplier : 1 };
    }
    case 'natural-20-if-total-hits': {
      const critical = natural === 20 && total >= target;
      return { ...base, threat: false, critical, damageMultiplier: critical ? multiplier : 1 };
    }
    case 'confirm': {
      if (natural < critFrom) return miss;
      const confirmNeeded = needed;
      if (req.confirmNatural === undefined) {
        return { ...base, threat: true, confirmNeeded, critical: false, damageMultiplier: 1 };
      }
      const c = requireD20(req.confirmNatural, 'Jet de confirmation');
      const confirmed = rollHits(p, c, c + added, target);
      return {
        ...base,
        threat: true,
        confirmNeeded,
        confirmed,
        critical: confirmed,
        damageMultiplier: confirmed ? multiplier : 1,
      };
    }
  }
}

/** The total of the ticked situational modifiers for one attack: to the roll and to the defence. */
export function situationalTotals(
  list: readonly SituationalModifier[],
  ticked: ReadonlyMap<string, number>,
  range: AttackRange,
): { attack: number; defence: number } {
  let attack = 0;
  let defence = 0;
  for (const m of list) {
    const steps = ticked.get(m.id);
    if (steps === undefined || (m.range !== undefined && m.range !== range)) continue;
    const times = m.perStep ? steps : 1;
    attack += (m.attack ?? 0) * times;
    defence += (m.defence ?? 0) * times;
  }
  return { attack, defence };
}
