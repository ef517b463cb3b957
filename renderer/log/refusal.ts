/**
 * The engine's refusals in the GM's language: an EngineError's code and parameters
 * (shared/combat/engine-texts.ts) phrased through `engine.*` of fr.ts and en.ts. A refusal without
 * a code (an older branch's bare EngineError) keeps its French message.
 */
import { localeOf } from '../../shared/locale';
import type { TFunction } from 'i18next';
import { effectLabel, type EngineError } from '../../shared/combat';
import { getSystem } from '../../shared/rules';
import type { Language } from '../i18n';

/** The text of a computed key with phrased values (the one place this module reads one). */
function text(t: TFunction, key: string, values?: Record<string, string | number>): string {
  return (t as unknown as (k: string, v?: Record<string, string | number>) => string)(key, values);
}

/** Why the engine refused, in the language of the moment. */
export function phraseRefusal(e: EngineError, t: TFunction, language: Language): string {
  if (!e.key) return e.message;
  const p = e.params;
  const number = new Intl.NumberFormat(localeOf(language));
  const values: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(p)) {
    if (typeof v === 'number') values[k] = Number.isInteger(v) && Math.abs(v) < 1000 ? v : number.format(v);
    else if (typeof v === 'string') values[k] = v;
  }
  if (p.field) values.field = text(t, `engine.field.${p.field}`, values);
  if (p.phase) values.phase = text(t, `engine.phase.${p.phase}`);
  if (p.effect) values.effect = effectLabel(p.system, p.effect, language);
  if (p.system) values.system = getSystem(p.system).name[language];
  // The rules' own words are French (`text`): in English, the kind of refusal says why.
  if (typeof p.reason === 'string') values.reason = text(t, `engine.rulesReason.${p.reason}`, values);
  return text(t, `engine.text.${e.key}`, values);
}
