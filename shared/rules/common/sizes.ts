import type { Localized, Size } from '../types';
import { RulesError } from '../errors';

/** Sizes from smallest to largest. */
export const SIZES: readonly Size[] = [
  'fine',
  'diminutive',
  'tiny',
  'small',
  'medium',
  'large',
  'huge',
  'gargantuan',
  'colossal',
];

/** French and English size names (DRS › Combat › Table : modificateurs de taille). */
export const SIZE_NAMES: Record<Size, Localized> = {
  fine: { fr: 'Infime (I)', en: 'Fine' },
  diminutive: { fr: 'Minuscule (Min)', en: 'Diminutive' },
  tiny: { fr: 'Très petit (TP)', en: 'Tiny' },
  small: { fr: 'Petit (P)', en: 'Small' },
  medium: { fr: 'Moyen (M)', en: 'Medium' },
  large: { fr: 'Grand (G)', en: 'Large' },
  huge: { fr: 'Très grand (TG)', en: 'Huge' },
  gargantuan: { fr: 'Gigantesque (Gig)', en: 'Gargantuan' },
  colossal: { fr: 'Colossal (C)', en: 'Colossal' },
};

/** Index of a size, fine = 0 … colossal = 8. Throws a RulesError for an unknown size. */
export function sizeIndex(size: Size): number {
  const i = SIZES.indexOf(size);
  if (i < 0) {
    throw new RulesError('invalid-number', `Taille inconnue : ${String(size)}`, { size });
  }
  return i;
}

/** Size steps from `a` to `b` (positive when `b` is larger). */
export function sizeSteps(a: Size, b: Size): number {
  return sizeIndex(b) - sizeIndex(a);
}
