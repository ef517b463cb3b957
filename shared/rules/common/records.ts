import type { BonusType, Localized, Modifier, ModifierTarget } from '../types';

/** Small builders for the rules data of every system. */

/** A text in both languages, French first. */
export function l(fr: string, en: string): Localized {
  return { fr, en };
}

/** A typed modifier (penalties negative); `note` says when it applies, `type` how it stacks (default untyped). */
export function mod(target: ModifierTarget, value: number, note?: Localized, type?: BonusType): Modifier {
  const m: Modifier = { target, value };
  if (type) m.type = type;
  if (note) m.note = note;
  return m;
}

/** A speed change expressed as a multiplier (0.5 = half speed, 0 = cannot move). */
export function speedTimes(multiplier: number, note?: Localized): Modifier {
  const m: Modifier = { target: 'speed', value: 0, multiplier };
  if (note) m.note = note;
  return m;
}
