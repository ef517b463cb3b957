/**
 * Why the engine refused a gesture, as a message code and parameters (as the combat log does):
 * `EngineError.key` and `.params`. The interface phrases them in the GM's language
 * (renderer/i18n: `engine.<key>` in fr.ts and en.ts); these French texts are the reference, used
 * by the interface in French and for `EngineError.message` (the rules API and files keep it).
 *
 * Texts use i18next's `{{param}}`. Parameters with a kind are phrased first, here and in the
 * interface alike: `field` (a key of `ENGINE_FIELDS_FR`, with `name`), `phase` (the fight's phase),
 * `effect` (a condition or a custom effect, named by the fight's `system`), `system` (the rules'
 * name). Numbers are written the language's way (2 000 / 2,000; 5,1 / 5.1).
 */
import { LOCALES } from '../locale';
import { getSystem, type SystemId } from '../rules';
import { FRENCH_FORMATS } from '../french-elision';
import type { LogEffect } from './log-codes';

export type { EngineField, EngineTextKey } from './engine-texts-fr';
import {
  ENGINE_FIELDS_FR,
  ENGINE_PHASES_FR,
  ENGINE_TEXTS_FR,
  type EngineField,
  type EngineTextKey,
} from './engine-texts-fr';

/**
 * A refusal's parameters: names, numbers and texts as they are, and the kinds phrased first
 * (`field`, `phase`, `effect`, `system`; `field` may need `name` and `key`).
 */
export interface EngineParams {
  [param: string]: string | number | LogEffect | undefined;
  field?: EngineField;
  phase?: keyof typeof ENGINE_PHASES_FR;
  effect?: LogEffect;
  system?: SystemId;
}

/**
 * Puts `{{param}}` values into a text (i18next's syntax, for the French reference outside a page),
 * with the French formats the i18n layer registers too: `{{name, de}}` → « d’Aldric ».
 */
function interpolate(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)(?:,\s*(\w+))?\}\}/g, (all, name: string, format?: string) => {
    if (!(name in values)) return all;
    const value = String(values[name]);
    const formatted = format === undefined ? undefined : FRENCH_FORMATS[format];
    return formatted ? formatted(value) : value;
  });
}

/** The effect's name in a language, from the system's catalogue (a custom effect keeps its name). */
export function effectLabel(system: SystemId | undefined, effect: LogEffect, lang: 'fr' | 'en'): string {
  if ('custom' in effect) return effect.custom;
  const def = system ? getSystem(system).conditions.find((c) => c.id === effect.condition) : undefined;
  return def ? def.name[lang] : effect.condition;
}

/** The parameters in French, their kinds phrased (the reference `message` of an EngineError). */
export function frenchEngineText(key: EngineTextKey, params: EngineParams): string {
  const values: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(params)) {
    if (typeof v === 'number')
      values[k] = Number.isInteger(v) && Math.abs(v) < 1000 ? v : v.toLocaleString(LOCALES.fr);
    else if (typeof v === 'string') values[k] = v;
  }
  if (params.field) values.field = interpolate(ENGINE_FIELDS_FR[params.field], values);
  if (params.phase) values.phase = ENGINE_PHASES_FR[params.phase];
  if (params.effect) values.effect = effectLabel(params.system, params.effect, 'fr');
  if (params.system) values.system = getSystem(params.system).name.fr;
  return interpolate(ENGINE_TEXTS_FR[key], values);
}
