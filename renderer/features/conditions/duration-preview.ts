/**
 * When an effect being applied will end, in words, before the GM confirms: the engine's own
 * anchor (`normaliseDuration`), so the preview and the timer cannot disagree.
 */
import {
  EngineError,
  normaliseDuration,
  timersEndAtRoundStart,
  type DurationInput,
  type Encounter,
} from '../../../shared/combat';
import { getProcedures } from '../../../shared/rules';

/** The kinds of duration the dialog offers, in order. */
export const DURATION_KINDS = [
  'rounds',
  'minutes',
  'hours',
  'until-turn-start',
  'until-turn-end',
  'concentration',
  'until-removed',
] as const satisfies readonly DurationInput['kind'][];

/** An i18n key under `conditions.` and its values, or null when there is nothing to add. */
export interface Preview {
  key: 'endsD20' | 'endsByD20Default' | 'endsRoundStart' | 'endsBeforeFight' | 'endsConcentration';
  values: Record<string, number>;
}

/** What the dialog says about the end of `input` applied now; null when the input is not valid yet. */
export function durationPreview(enc: Encounter, input: DurationInput): Preview | null {
  if (input.kind === 'concentration') return { key: 'endsConcentration', values: {} };
  if (input.kind !== 'rounds' && input.kind !== 'minutes' && input.kind !== 'hours') return null;
  try {
    const d = normaliseDuration(enc, input);
    if (d.kind !== 'rounds') return null;
    const { round, count } = d.endsBefore;
    if (enc.phase !== 'running') return { key: 'endsBeforeFight', values: { rounds: d.rounds } };
    if (count === null || timersEndAtRoundStart(enc)) {
      return { key: 'endsRoundStart', values: { round, rounds: d.rounds } };
    }
    const shown = Math.floor(count);
    return {
      key: getProcedures(enc.system).initiative.countRuleBorrowed ? 'endsByD20Default' : 'endsD20',
      values: { round, count: shown, rounds: d.rounds },
    };
  } catch (e) {
    if (e instanceof EngineError) return null;
    throw e;
  }
}
