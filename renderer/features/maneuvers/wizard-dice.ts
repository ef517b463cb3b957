/**
 * The dice of a manoeuvre: which d20s it takes (in the rules' order), each one's modifier, and the
 * roll it needs — all read back from `resolveManeuver` by trying the 20 faces, so the wizard never
 * repeats a rule.
 */
import { resolveManeuver, RulesError, type ManeuverStep, type Rng } from '../../../shared/rules';
import {
  maneuverRequest,
  resolution,
  rollSteps,
  type ManeuverWizardState,
  type RollStepKind,
} from './wizard';

/** One d20 of the manoeuvre. */
export interface DieSlot {
  /** Index in `state.dice`. */
  index: number;
  step: RollStepKind;
  who: 'attacker' | 'defender';
  /** A roll-off after a tie with equal modifiers (dnd35 opposed checks). */
  tieBreak: boolean;
}

/** The dice of the manoeuvre, tie-break roll-offs included once the rules ask for them. */
export function dicePlan(w: ManeuverWizardState): DieSlot[] {
  const slots: DieSlot[] = [];
  for (const step of rollSteps(w)) {
    const add = (who: DieSlot['who']) => slots.push({ index: slots.length, step, who, tieBreak: false });
    add('attacker');
    if (step === 'opposed-check') add('defender');
  }
  const base = slots.length;
  const r = resolution(w);
  const wanted = r.status === 'needs-die' ? r.index + 1 : w.dice.length;
  while (base > 0 && slots.length < wanted) {
    const who = (slots.length - base) % 2 === 0 ? 'attacker' : 'defender';
    slots.push({ index: slots.length, step: 'opposed-check', who, tieBreak: true });
  }
  return slots;
}

/** Probing dice for a roll-off: the defender wins it, so a "needed" roll never counts on luck. */
function probeRng(): Rng {
  let i = 0;
  return { nextInt: () => (i++ % 2 === 0 ? 10 : 11) };
}

function probe(w: ManeuverWizardState, dice: (number | null)[]): ManeuverStep[] | null {
  try {
    const rolls = dice.map((d) => d ?? 10);
    return resolveManeuver(maneuverRequest(w, rolls, probeRng())).steps;
  } catch (e) {
    if (e instanceof RulesError) return null;
    throw e;
  }
}

/** The step of the rules that shows die `index` (the n-th step with a natural roll). */
function stepOfDie(steps: ManeuverStep[], index: number): ManeuverStep | undefined {
  return steps.filter((s) => s.natural !== undefined)[index];
}

/** What is added to die `index` (its check's modifier), or null when the rules refuse the manoeuvre. */
export function dieModifier(w: ManeuverWizardState, index: number): number | null {
  const steps = probe(w, w.dice);
  const step = steps && stepOfDie(steps, index);
  if (!step || step.total === undefined || step.natural === undefined) return null;
  return step.total - step.natural;
}

/** The roll a die needs: at least `value`, impossible, or not known until the other die is rolled. */
export type Needed = { kind: 'at-least'; value: number } | { kind: 'impossible' } | { kind: 'unknown' };

/**
 * The natural roll die `index` needs for its side to win its step: for the attacker, the lowest
 * face that makes the step succeed; for the defender, the lowest face that makes the attacker's
 * check fail. Unknown while the other die of an opposed check is not rolled.
 */
export function neededRoll(w: ManeuverWizardState, index: number): Needed {
  const plan = dicePlan(w);
  const slot = plan[index];
  if (!slot || slot.tieBreak) return { kind: 'unknown' };
  const partner = plan.find((s) => s.step === slot.step && s.index !== index && !s.tieBreak);
  if (partner && (w.dice[partner.index] ?? null) === null) return { kind: 'unknown' };
  const attackerIndex = slot.who === 'attacker' ? index : (partner?.index ?? index);
  for (let face = 1; face <= 20; face++) {
    const dice = [...w.dice];
    while (dice.length <= index) dice.push(null);
    dice[index] = face;
    const steps = probe(w, dice);
    const step = steps && stepOfDie(steps, attackerIndex);
    if (!step || step.success === undefined) return { kind: 'unknown' };
    if (step.success === (slot.who === 'attacker')) return { kind: 'at-least', value: face };
  }
  return { kind: 'impossible' };
}

/** Sets die `index` to a typed or rolled natural, or clears it (null). */
export function setDie(w: ManeuverWizardState, index: number, value: number | null): ManeuverWizardState {
  const dice = [...w.dice];
  while (dice.length <= index) dice.push(null);
  dice[index] = value;
  while (dice.length > 0 && dice[dice.length - 1] === null) dice.pop();
  return { ...w, dice };
}

/** Rolls every die still missing, with the page's dice (until the rules need no more). */
export function rollMissing(w: ManeuverWizardState, rng: Rng): ManeuverWizardState {
  let next = w;
  for (let guard = 0; guard < 200; guard++) {
    const r = resolution(next);
    if (r.status !== 'needs-die') return next;
    next = setDie(next, r.index, rng.nextInt(1, 20));
  }
  return next;
}

/** Whether a die is a valid natural d20 the GM typed. */
export function isNaturalD20(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= 20;
}

/**
 * The rules' breakdown of every check before any die is rolled: each step the rules would print,
 * with the natural die shown as « d20 » and the totals that depend on it left out.
 */
export function modifierLines(w: ManeuverWizardState, language: 'fr' | 'en' = 'fr'): string[] {
  const plan = dicePlan(w).filter((s) => !s.tieBreak);
  const steps = probe(
    w,
    plan.map(() => 10),
  );
  if (!steps) return [];
  const opposed = plan.some((s) => s.step === 'opposed-check');
  return steps
    .filter((s) => s.natural !== undefined || (s.total !== undefined && s.against === undefined))
    .slice(0, plan.length + 1)
    .map((s) => {
      if (s.natural === undefined) return stepText(s, language);
      const label = stepText(s, language)
        .replace(/: 10 \(d20\) /, ': d20 ')
        .replace(/ = -?\d+/, '')
        .replace(/ — .*$/, '');
      return opposed ? label.replace(/ (contre|against) -?\d+$/, '') : label;
    });
}

/** A step of the rules in the GM's language (its French `label` when the rules gave no `text`). */
export function stepText(s: ManeuverStep, language: 'fr' | 'en'): string {
  return s.text?.[language] ?? s.label;
}

/**
 * The steps of the rules the dice rolled so far settle, before every die is in: the touch attack
 * once its die is typed, for example. Resolved with the later dice drawn from the probe.
 */
export function settledSteps(w: ManeuverWizardState): ManeuverStep[] {
  const r = resolution(w);
  if (r.status === 'done') return r.outcome.steps;
  const typed = w.dice.indexOf(null) < 0 ? w.dice.length : w.dice.indexOf(null);
  if (typed === 0) return [];
  const steps = probe(w, w.dice.slice(0, typed));
  if (!steps) return [];
  const kept: ManeuverStep[] = [];
  let seen = 0;
  for (const s of steps) {
    if (s.natural !== undefined && ++seen > typed) break;
    kept.push(s);
  }
  return kept;
}
