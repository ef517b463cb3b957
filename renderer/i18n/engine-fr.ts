/**
 * French texts of the engine's refusals: the reference tables of shared/combat/engine-texts.ts
 * (the same words as `EngineError.message`), phrased by `phraseRefusal` (renderer/log/refusal.ts).
 */
import { ENGINE_FIELDS_FR, ENGINE_PHASES_FR, ENGINE_TEXTS_FR } from '../../shared/combat/engine-texts-fr';

export const engineFr = {
  field: ENGINE_FIELDS_FR,
  phase: ENGINE_PHASES_FR,
  /** Why the rules refused, by RulesError code (in French the rules' own words are shown). */
  rulesReason: {
    'unknown-system': 'système de règles inconnu',
    'unknown-maneuver': 'manœuvre inconnue',
    'unknown-condition': 'état inconnu',
    'invalid-score': 'valeur de caractéristique non valable',
    'invalid-number': 'nombre non valable',
    'missing-rolls': 'jet manquant',
    'invalid-roll': 'jet non valable',
    'invalid-notation': 'notation de dés non valable',
    'not-applicable': 'pas dans ces règles',
  },
  text: ENGINE_TEXTS_FR,
} as const;
