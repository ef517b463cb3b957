/**
 * The manoeuvre wizard as data (STYLE › A wizard is a union of steps): which steps a manoeuvre
 * takes in each system, the GM's choices, and the request handed to `resolveManeuver`, which does
 * every sum. The component only renders this state.
 */
import type { CombatantId, Encounter } from '../../../shared/combat';
import {
  getSystem,
  noAttackOfOpportunity,
  resolveManeuver,
  RulesError,
  type ManeuverDef,
  type ManeuverId,
  type ManeuverOutcome,
  type ManeuverRequest,
  type Rng,
  type RulesErrorCode,
  type SystemId,
} from '../../../shared/rules';
import {
  countedConditions,
  fighterOf,
  hasManeuvers,
  maneuverRules,
  sheetOf,
  type FighterSheet,
} from './wizard-fighter';

/** One step of the wizard, in the order of the rules (DESIGN §4; DRS › Lutte; Aide de jeu PF1; SF). */
export type WizardStep =
  | { kind: 'choose' }
  | { kind: 'prerequisites' }
  | { kind: 'attack-of-opportunity' }
  | { kind: 'modifiers' }
  | { kind: 'touch-attack' }
  | { kind: 'opposed-check' }
  | { kind: 'combat-maneuver-check' }
  | { kind: 'kac-attack' }
  | { kind: 'outcome' };

/** The kinds of steps that roll dice. */
export type RollStepKind = 'touch-attack' | 'opposed-check' | 'combat-maneuver-check' | 'kac-attack';

/** What a combatant does in a grapple under way (the grapple panel's one-click actions). */
export type GrappleAction = 'move' | 'damage' | 'pin' | 'tie-up' | 'escape';

/** A grapple under way, when the wizard was opened from the grapple panel. */
export interface GrappleTurn {
  /** dnd35: every option is a grapple check; pf1: the grappler maintains (+5); sf1: renewing. */
  maintain: boolean;
  action?: GrappleAction;
  /** Escape by Escape Artist: the skill bonus (dnd35, pf1). */
  escapeArtist?: number;
}

/** The whole wizard. */
export interface ManeuverWizardState {
  system: SystemId;
  attackerId: CombatantId;
  targetId: CombatantId | null;
  maneuver: ManeuverId | null;
  grapple?: GrappleTurn;
  /** dnd35 counter-trip or counter-disarm (no attack of opportunity, no touch attack). */
  counter: boolean;
  /**
   * A creature's special attack after a hit (a wolf's trip, an owlbear's grab): a free action with
   * no attack of opportunity and no touch attack (the rules' `specialAttack`).
   */
  special: boolean;
  attacker: FighterSheet;
  defender: FighterSheet | null;
  charging: boolean;
  flanking: boolean;
  /** dnd35 trip with a trip weapon (no AoO). */
  withWeapon: boolean;
  situational: number;
  /** Dirty trick condition, or sf1 trip in zero gravity ('off-kilter'). */
  condition: string | null;
  /** Whether the attempt provokes an AoO from the target (the GM may untick it: monster ability…). */
  provoked: boolean;
  /** Damage the AoO dealt. */
  aooDamage: number;
  /** Natural d20s in the rules' order; null: not rolled yet. */
  dice: (number | null)[];
  /** dnd35 bull rush failed: the square behind the attacker is occupied (it falls prone). */
  occupiedSquare: boolean;
  /** Index of the current step in `wizardSteps(state)`. */
  step: number;
}

/** A system's manoeuvre definitions. */
export function maneuversOf(system: SystemId): readonly ManeuverDef[] {
  return getSystem(system).maneuvers;
}

/** The definition of the chosen manoeuvre. */
export function definitionOf(w: Pick<ManeuverWizardState, 'system' | 'maneuver'>): ManeuverDef | undefined {
  return maneuversOf(w.system).find((m) => m.id === w.maneuver);
}

/** A new wizard for the combatant whose row was used. */
export function startWizard(
  enc: Encounter,
  attackerId: CombatantId,
  preset: {
    maneuver?: ManeuverId;
    targetId?: CombatantId;
    grapple?: GrappleTurn;
    counter?: boolean;
    special?: boolean;
  } = {},
): ManeuverWizardState {
  const system = enc.system;
  if (!hasManeuvers(system)) {
    throw new RulesError('not-applicable', `Le système ${system} n'a pas de manœuvres`);
  }
  const attacker = enc.combatants.find((c) => c.id === attackerId);
  if (!attacker) throw new RulesError('not-applicable', 'Combattant inconnu');
  let w: ManeuverWizardState = {
    system,
    attackerId,
    targetId: null,
    maneuver: null,
    grapple: preset.grapple,
    counter: preset.counter ?? false,
    special: preset.special ?? false,
    attacker: sheetOf(enc, attacker),
    defender: null,
    charging: false,
    flanking: false,
    withWeapon: false,
    situational: 0,
    condition: null,
    provoked: false,
    aooDamage: 0,
    dice: [],
    occupiedSquare: false,
    step: 0,
  };
  if (preset.maneuver) w = chooseManeuver(w, preset.maneuver);
  if (preset.targetId) w = chooseTarget(w, enc, preset.targetId);
  // From the grapple panel, a counter or a creature's special attack, the manoeuvre and target are
  // set: open on the next step.
  if ((w.grapple || w.counter || w.special) && w.maneuver && w.defender) w = { ...w, step: 1 };
  return w;
}

/** Whether the attempt provokes by the rules' data: the definition's feats (empty list: always). */
export function provokesByRules(w: ManeuverWizardState): boolean {
  const def = definitionOf(w);
  if (!def?.provokesUnlessFeat || w.grapple || w.counter || w.special) return false;
  if (def.provokesUnlessFeat.some((f) => w.attacker.feats.includes(f))) return false;
  // DRS › Lutte › Se mêler à une lutte: a target already grappling gets no AoO.
  if (maneuverRules(w.system).joiningGrappleProvokesNot && w.maneuver === 'grapple' && targetInGrapple(w))
    return false;
  // A flat-footed target (without Combat Reflexes) or one that threatens nobody makes no AoO.
  if (w.defender && noAttackOfOpportunity(w.system, countedConditions(w.defender), w.defender.feats)) {
    return false;
  }
  return true;
}

function targetInGrapple(w: ManeuverWizardState): boolean {
  const d = w.defender ? countedConditions(w.defender) : [];
  return d.includes('grappled') || d.includes('pinned');
}

function refreshProvoked(w: ManeuverWizardState): ManeuverWizardState {
  return { ...w, provoked: provokesByRules(w), aooDamage: 0, dice: [] };
}

/** Picks the manoeuvre; resets what depended on the previous one. */
export function chooseManeuver(w: ManeuverWizardState, maneuver: ManeuverId): ManeuverWizardState {
  const special = w.special && isFreeManeuver(maneuver);
  return refreshProvoked({ ...w, maneuver, special, condition: null, charging: false, withWeapon: false });
}

/** The manoeuvres a creature may make as a special attack after a hit (trip, grab). */
export function isFreeManeuver(m: ManeuverId | null): boolean {
  return m === 'trip' || m === 'grapple';
}

/** Ticks or unticks « special attack after a hit »: no AoO, no touch attack. */
export function setSpecial(w: ManeuverWizardState, special: boolean): ManeuverWizardState {
  return refreshProvoked({ ...w, special: special && isFreeManeuver(w.maneuver) });
}

/** Picks the target and reads its sheet from the tracker. */
export function chooseTarget(w: ManeuverWizardState, enc: Encounter, id: CombatantId): ManeuverWizardState {
  const c = enc.combatants.find((x) => x.id === id);
  if (!c || id === w.attackerId) return w;
  return refreshProvoked({ ...w, targetId: id, defender: sheetOf(enc, c) });
}

/** Whether a damaging AoO ends the attempt before any roll (dnd35 grapple and disarm). */
export function spoiledByAoo(w: ManeuverWizardState): boolean {
  return (
    w.provoked &&
    w.aooDamage > 0 &&
    w.maneuver !== null &&
    maneuverRules(w.system).spoiledByAoo.includes(w.maneuver)
  );
}

/** The roll steps of the chosen manoeuvre, in the rules' roll order (DESIGN §4). */
export function rollSteps(w: ManeuverWizardState): RollStepKind[] {
  if (spoiledByAoo(w)) return [];
  const plan = maneuverRules(w.system).rollPlan;
  if (plan === 'combat-maneuver') return ['combat-maneuver-check'];
  if (plan === 'kac-attack') return ['kac-attack'];
  const touch =
    !w.special &&
    ((w.maneuver === 'grapple' && !w.grapple?.maintain && !targetInGrapple(w)) ||
      (w.maneuver === 'trip' && !w.counter));
  return touch ? ['touch-attack', 'opposed-check'] : ['opposed-check'];
}

/** Every step of the wizard for its current choices. */
export function wizardSteps(w: ManeuverWizardState): WizardStep[] {
  const steps: WizardStep[] = [{ kind: 'choose' }];
  if (!w.grapple && !w.counter && !w.special) steps.push({ kind: 'prerequisites' });
  if (w.provoked || provokesByRules(w)) steps.push({ kind: 'attack-of-opportunity' });
  steps.push({ kind: 'modifiers' });
  for (const kind of rollSteps(w)) steps.push({ kind });
  steps.push({ kind: 'outcome' });
  return steps;
}

/** The current step. */
export function currentStep(w: ManeuverWizardState): WizardStep {
  const steps = wizardSteps(w);
  return steps[Math.min(w.step, steps.length - 1)];
}

/** Moves to another step (clamped). */
export function goTo(w: ManeuverWizardState, step: number): ManeuverWizardState {
  return { ...w, step: Math.max(0, Math.min(step, wizardSteps(w).length - 1)) };
}

/** The request for `resolveManeuver`, with the given rolls. */
export function maneuverRequest(w: ManeuverWizardState, rolls: number[], rng?: Rng): ManeuverRequest {
  if (!w.maneuver || !w.defender)
    throw new RulesError('not-applicable', 'Choisissez la manœuvre et la cible');
  const options: NonNullable<ManeuverRequest['options']> = {};
  if (w.charging) options.charging = true;
  if (w.flanking) options.flanking = true;
  if (w.withWeapon) options.withWeapon = true;
  if (w.situational !== 0) options.situational = w.situational;
  if (w.condition) options.condition = w.condition;
  if (w.counter) options.counter = true;
  if (w.special) options.specialAttack = true;
  if (w.provoked && w.aooDamage > 0) options.aooDamage = w.aooDamage;
  if (w.grapple?.maintain) options.maintain = true;
  if (w.grapple?.action) options.grappleAction = w.grapple.action;
  if (w.grapple?.escapeArtist !== undefined) options.escapeArtist = w.grapple.escapeArtist;
  const req: ManeuverRequest = {
    system: w.system,
    maneuver: w.maneuver,
    attacker: fighterOf(w.system, w.attacker),
    defender: fighterOf(w.system, w.defender),
    options,
    rolls,
  };
  if (rng) req.rng = rng;
  return req;
}

/** Where the resolution stands with the dice rolled so far. */
export type Resolution =
  | { status: 'done'; outcome: ManeuverOutcome }
  /** Another die is needed: its index in `dice` and the rules' name for it. */
  | { status: 'needs-die'; index: number; label: string }
  /** The rules refused: their French `message`, their English one where they give it, the kind (`code`). */
  | { status: 'refused'; message: string; code: RulesErrorCode; en?: string };

/** Resolves with the dice rolled so far (up to the first one missing). Never throws a RulesError. */
export function resolution(w: ManeuverWizardState): Resolution {
  const firstMissing = w.dice.indexOf(null);
  const rolls = (firstMissing < 0 ? w.dice : w.dice.slice(0, firstMissing)).filter(
    (d): d is number => d !== null,
  );
  try {
    return { status: 'done', outcome: resolveManeuver(maneuverRequest(w, rolls)) };
  } catch (e) {
    if (!(e instanceof RulesError)) throw e;
    if (e.code === 'missing-rolls') {
      const label = typeof e.details?.label === 'string' ? e.details.label : 'd20';
      return { status: 'needs-die', index: rolls.length, label };
    }
    return { status: 'refused', message: e.message, code: e.code, en: e.en };
  }
}
