/**
 * Rounds played phase by phase (osr, OSR › Séquence de combat): the GM steps through the round's
 * phases — déclaration, initiative, moral, mouvement, projectiles, sorts, mêlée — and in each the
 * side whose initiative die won (or lost) is the one acting. The steps come from the rules
 * (`roundSteps`, by the encounter's initiative variant); the encounter keeps which step of which
 * round it is at, so a new round starts again at its first step without the turn change touching it.
 */
import { getSystem, roundSteps, type Localized, type RoundStep } from '../rules';
import { refusal, requireInt } from './errors';
import { logEvent } from './log';
import type { LogCode } from './log-codes';
import type { Combatant, Encounter } from './types';
import { advanceTurn } from './turns';
import { canActNow } from './turn-order';

/** Which side acts in a step: the party (PCs and allies), their foes, or both. */
export type ActingSide = 'party' | 'foes' | 'both';

/** The round's steps for the encounter's system and variant (empty when rounds have no phases). */
export function roundStepsOf(enc: Pick<Encounter, 'system' | 'options'>): RoundStep[] {
  return roundSteps(enc.system, enc.options.phasedRoundOrder);
}

/** The index of the current step: 0 at the start of each round. */
export function currentRoundStep(enc: Pick<Encounter, 'round' | 'roundStep'>): number {
  return enc.roundStep?.round === enc.round ? enc.roundStep.step : 0;
}

const isParty = (c: Combatant) => c.side === 'pc' || c.side === 'ally';

function sideResult(enc: Encounter, party: boolean): number | undefined {
  const values = enc.combatants
    .filter((c) => isParty(c) === party && !c.hazard)
    .flatMap((c) => (c.initiative.result === undefined ? [] : [c.initiative.result]));
  return values.length ? Math.max(...values) : undefined;
}

/**
 * Which side won initiative this round: the higher die (each side's best result); the party always
 * with « PJ en premier » (OSR › Variantes); a tie acts at once. Undefined before the dice.
 */
export function initiativeWinner(enc: Encounter): 'party' | 'foes' | 'tie' | undefined {
  if (enc.options.phasedRoundOrder === 'pcs-first') return 'party';
  const party = sideResult(enc, true);
  const foes = sideResult(enc, false);
  if (party === undefined || foes === undefined) return undefined;
  return party > foes ? 'party' : foes > party ? 'foes' : 'tie';
}

/** Who acts in a step: the winner or loser of initiative, or both (everyone's step, or a tie). */
export function actingSide(enc: Encounter, step: RoundStep): ActingSide {
  const winner = initiativeWinner(enc);
  if (step.acting === 'all' || winner === undefined || winner === 'tie') return 'both';
  if (step.acting === 'winner') return winner;
  return winner === 'party' ? 'foes' : 'party';
}

/** Whether a combatant belongs to the side acting now (always true outside a phase-by-phase round). */
export function actsInStep(enc: Encounter, c: Combatant): boolean {
  const steps = roundStepsOf(enc);
  const step = steps[currentRoundStep(enc)];
  if (!step || enc.phase !== 'running') return true;
  const side = actingSide(enc, step);
  return side === 'both' || (side === 'party') === isParty(c);
}

/** The name of a step's phase, from the rules' phase list. */
export function phaseName(enc: Pick<Encounter, 'system'>, step: RoundStep): Localized {
  const phase = getSystem(enc.system).initiative.phases?.find((p) => p.id === step.phase);
  return phase?.name ?? { fr: step.phase, en: step.phase };
}

const PHASE_CODE = {
  party: 'turn.phaseParty',
  foes: 'turn.phaseFoes',
  both: 'turn.phaseBoth',
} as const satisfies Record<ActingSide, LogCode>;

/** `round-step-set`: the GM moves to step `step` of the current round (running fights with phases). */
export function setRoundStep(enc: Encounter, step: number): Encounter {
  if (enc.phase !== 'running') {
    throw refusal('wrong-phase', 'roundStepsRunningOnly');
  }
  const steps = roundStepsOf(enc);
  if (steps.length === 0) {
    throw refusal('not-allowed', 'roundStepsNone');
  }
  const index = requireInt(step, 'roundStep');
  const target = steps[index];
  if (index < 0 || !target) {
    throw refusal('not-allowed', 'roundStepOutOfRange', { step: index + 1, count: steps.length });
  }
  const next: Encounter = { ...enc, roundStep: { round: enc.round, step: index } };
  const name = phaseName(enc, target);
  const side = actingSide(enc, target);
  const logged = logEvent(next, {
    code: PHASE_CODE[side],
    params: { phaseFr: name.fr, phaseEn: name.en },
  });
  return side === 'both' ? logged : turnToSide(logged, side);
}

const sideOf = (c: Combatant): 'party' | 'foes' => (isParty(c) ? 'party' : 'foes');

/**
 * The phase, the side acting and the turn agree (issue 26: « Phase 8/12 : Moral — Le groupe agit »
 * while a hobgoblin's turn went on): a step of the other side moves the turn to that side — onward
 * through the order within the round, or, for a step back, to its first member who already had a
 * turn this round (its turn resumes: nothing of its start comes twice).
 */
function turnToSide(enc: Encounter, side: 'party' | 'foes'): Encounter {
  const current = enc.combatants.find((c) => c.id === enc.current);
  if (!current || current.hazard || sideOf(current) === side) return enc;
  let next = enc;
  for (let i = 0; i < enc.order.length; i += 1) {
    const after = advanceTurn(next);
    if (after.round !== enc.round) break;
    next = after;
    const now = next.combatants.find((c) => c.id === next.current);
    if (now && !now.hazard && sideOf(now) === side) return next;
  }
  const back = enc.order
    .map((id) => enc.combatants.find((c) => c.id === id))
    .find((c) => c && !c.hazard && sideOf(c) === side && canActNow(enc, c));
  if (!back) return enc;
  return logEvent({ ...enc, current: back.id }, { code: 'turn.started', params: { name: back.name } });
}

/**
 * After a turn change in a round played phase by phase: when the turn passes to the other side, the
 * round moves on to that side's first step (the side that lost initiative starts with its morale).
 */
export function stepToTurn(enc: Encounter): Encounter {
  const steps = roundStepsOf(enc);
  if (steps.length === 0 || enc.phase !== 'running') return enc;
  const current = enc.combatants.find((c) => c.id === enc.current);
  const index = currentRoundStep(enc);
  const step = steps[index];
  if (!current || current.hazard || !step) return enc;
  const acting = actingSide(enc, step);
  if (acting === 'both' || acting === sideOf(current)) return enc;
  const to = steps.findIndex((s, i) => i > index && actingSide(enc, s) === sideOf(current));
  if (to < 0) return enc;
  const target = steps[to];
  const name = phaseName(enc, target);
  return logEvent(
    { ...enc, roundStep: { round: enc.round, step: to } },
    { code: PHASE_CODE[actingSide(enc, target)], params: { phaseFr: name.fr, phaseEn: name.en } },
  );
}
