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
  return logEvent(next, {
    code: PHASE_CODE[actingSide(enc, target)],
    params: { phaseFr: name.fr, phaseEn: name.en },
  });
}
