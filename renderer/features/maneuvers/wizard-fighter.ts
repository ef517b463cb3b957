/**
 * A combatant as a manoeuvre sees it: the figures the wizard shows and lets the GM change, read
 * from the tracker (its stats, defences and conditions), and the rules' `Fighter` built from them.
 */
import { activeConditionIds, type Combatant, type Encounter } from '../../../shared/combat';
import {
  combatManeuverDefense,
  getProcedures,
  getSystem,
  RulesError,
  type ManeuverProcedures,
  type Fighter,
  type Size,
  type SystemId,
} from '../../../shared/rules';

/** Whether a system has combat manoeuvres (the others get the opposed-test and attack helpers). */
export function hasManeuvers(system: SystemId): boolean {
  return getProcedures(system).maneuvers !== undefined;
}

/** The manoeuvre procedures of a system that has manoeuvres (the rules' data). */
export function maneuverRules(system: SystemId): ManeuverProcedures {
  const rules = getProcedures(system).maneuvers;
  if (!rules) throw new RulesError('not-applicable', `Le système ${system} n'a pas de manœuvres`);
  return rules;
}

/** The weapon held, for disarm and sunder. */
export type Weapon = NonNullable<Fighter['weapon']>;

/** One side of a manoeuvre as the wizard shows it. Every field may be changed by the GM. */
export interface FighterSheet {
  name: string;
  bab: number;
  str: number;
  dex: number;
  size: Size;
  legs: number;
  stable: boolean;
  feats: string[];
  weapon: Weapon;
  /** dnd35 touch AC from the tracker (null: computed by the rules from Dex and size). */
  touchAc: number | null;
  /** sf1 KAC from the tracker. */
  kac: number | null;
  /** sf1 total melee attack bonus (null: BAB + Str). */
  attackBonus: number | null;
  /** pf1 CMD as written on the sheet (null: computed by the rules). */
  cmd: number | null;
  /** dnd35 other grapple bonuses. */
  grappleMisc: number;
  /** pf1 other CMB bonuses. */
  cmbMisc: number;
  /** Conditions in force on the tracker (ids of the system's catalogue). */
  conditions: string[];
  /** Conditions the GM unticked for this manoeuvre. */
  conditionsOff: string[];
}

/** The tracker's conditions of a combatant that the system's catalogue knows (the rules read those). */
function trackerConditions(enc: Encounter, c: Combatant): string[] {
  const known = new Set(getSystem(enc.system).conditions.map((d) => d.id));
  return activeConditionIds(enc, c).filter((id) => known.has(id));
}

/** The sheet of a combatant, prefilled from the tracker. */
export function sheetOf(enc: Encounter, c: Combatant): FighterSheet {
  const f = c.fighter;
  return {
    name: c.name,
    bab: f.bab ?? 0,
    str: f.str ?? 10,
    dex: f.dex ?? 10,
    size: f.size ?? 'medium',
    legs: f.legs ?? 2,
    stable: f.stable ?? false,
    feats: [...(f.feats ?? [])],
    weapon: 'one-handed',
    touchAc: c.defences.touchAc ?? null,
    kac: c.defences.kac ?? null,
    attackBonus: f.attackBonus ?? null,
    cmd: c.defences.cmd ?? null,
    grappleMisc: 0,
    cmbMisc: 0,
    conditions: trackerConditions(enc, c),
    conditionsOff: [],
  };
}

/** The conditions that count for this manoeuvre: the tracker's, less those the GM unticked. */
export function countedConditions(s: FighterSheet): string[] {
  return s.conditions.filter((id) => !s.conditionsOff.includes(id));
}

/**
 * The rules' Fighter of a sheet. pf1: a CMD written on the sheet is kept as the base CMD — the
 * difference from the CMD the rules compute from BAB, Str, Dex and size becomes `cmdMisc`, and the
 * conditions then count on top of it (combatManeuverDefense does the arithmetic).
 */
export function fighterOf(system: SystemId, s: FighterSheet): Fighter {
  const f: Fighter = {
    bab: s.bab,
    str: s.str,
    dex: s.dex,
    size: s.size,
    legs: s.legs,
    stable: s.stable,
    feats: s.feats,
    weapon: s.weapon,
    conditions: countedConditions(s),
  };
  const plan = maneuverRules(system).rollPlan;
  if (plan === 'opposed-grapple') {
    if (s.touchAc !== null) f.touchAc = s.touchAc;
    if (s.grappleMisc !== 0) f.grappleMisc = s.grappleMisc;
  }
  if (plan === 'combat-maneuver') {
    if (s.cmbMisc !== 0) f.cmbMisc = s.cmbMisc;
    if (s.cmd !== null) {
      f.cmdMisc = s.cmd - combatManeuverDefense({ ...f, conditions: [], cmdMisc: 0 });
    }
  }
  if (plan === 'kac-attack') {
    if (s.kac !== null) f.kac = s.kac;
    if (s.attackBonus !== null) f.attackBonus = s.attackBonus;
  }
  return f;
}
