/**
 * French elision in the interface: the i18next formats `de` and `le`, so that a text writes
 * 'Tour {{name, de}}' and reads « Tour d’Aldric », « Tour de Lidda » (shared/french-elision.ts holds
 * the rule, which the engine's reference texts use too). A format applied to a value that is not a
 * string, or in English texts (which do not ask for it), leaves the value as it is.
 */
import type { i18n } from 'i18next';
import { FRENCH_FORMATS } from '../../shared/french-elision';

/** Registers the French formats on an i18next instance (after its `init`). */
export function registerFrenchFormats(instance: i18n): void {
  const formatter = instance.services.formatter;
  if (!formatter) return;
  for (const [name, format] of Object.entries(FRENCH_FORMATS)) {
    formatter.add(name, (value: unknown) => (typeof value === 'string' ? format(value) : String(value)));
  }
}
