/**
 * Why the engine refused a gesture, as a message code and parameters (as the combat log does):
 * `EngineError.key` and `.params`. The interface phrases them in the GM's language
 * (renderer/i18n: `engine.<key>` in fr.ts and en.ts); these French texts are the reference, used
 * by the interface in French and for `EngineError.message` (the rules API and files keep it).
 *
 * Texts use i18next's `{{param}}`. Parameters with a kind are phrased first, here and in the
 * interface alike: `field` (a key of `ENGINE_FIELDS_FR`, with `name`), `phase` (the fight's phase),
 * `effect` (a condition or a custom effect, named by the fight's `system`), `system` (the rules'
 * name). Numbers are written the language's way (2 000 / 2,000).
 */
import { getSystem, type SystemId } from '../rules';
import type { LogEffect } from './log-codes';

/** What a number or a text belongs to, in refusals (« PV max de {{name}} »). */
export const ENGINE_FIELDS_FR = {
  diceNotation: 'Notation des dés',
  diceTotal: 'Total des dés',
  diceDetail: 'Détail des dés',
  roundStep: 'Phase du round',
  creatureCount: 'Nombre de créatures',
  combatantName: 'Nom du combattant',
  id: 'Identifiant',
  damage: 'Dégâts',
  regeneration: 'Régénération',
  nonlethal: 'Dégâts non létaux',
  healing: 'Soins',
  tempHp: 'PV temporaires',
  moraleRoll: 'Jet de moral (2d6)',
  maneuverSummary: 'Résumé de la manœuvre',
  initiativeOf: 'Initiative de {{name}}',
  seed: 'Graine des dés',
  hpMaxOf: 'PV max de {{name}}',
  hpOf: 'PV de {{name}}',
  hazardCountOf: 'Rang de {{name}}',
  countdownOf: 'Compte à rebours de {{name}}',
  initiativeModifierOf: "Modificateur d'initiative de {{name}}",
  initiativeScoreOf: 'INIT de {{name}}',
  staminaOf: 'PE de {{name}}',
  resolveOf: 'PP de {{name}}',
  copies: 'Nombre de copies',
  initiativeModifier: 'Modificateur',
  initiativeScore: 'INIT',
  staminaMax: 'PE max',
  resolveMax: 'PP max',
  defencesOf: 'Défenses de {{name}} ({{key}})',
  statsOf: 'Caractéristiques de {{name}} ({{key}})',
  readyTrigger: 'Déclencheur de l’action préparée',
  newInitOf: 'Nouvelle INIT de {{name}}',
  durationRounds: 'Durée en rounds',
  durationMinutes: 'Durée en minutes',
  durationHours: 'Durée en heures',
  modifierOf: 'Modificateur de {{name}}',
  effectName: "Nom de l'effet",
  condition: 'État',
  hitPoints: 'Points de vie',
  resolvePoints: 'Points de persévérance',
  startFight: 'Début du combat',
  delay: 'Retarder',
  ready: 'Préparer',
  readiedAction: 'Action préparée',
  lowerInit: 'Baisser son INIT',
  endFight: 'Fin du combat',
} as const;

/** A field of a refusal ("hpMaxOf"). */
export type EngineField = keyof typeof ENGINE_FIELDS_FR;

/** The fight's phases as a refusal says them (« le combat est terminé »). */
export const ENGINE_PHASES_FR = { setup: 'en préparation', running: 'en cours', ended: 'terminé' } as const;

/** Every refusal of the engine, in French. */
export const ENGINE_TEXTS_FR = {
  fightEnded: 'Le combat est terminé',
  fightNotRunning: "Le combat n'est pas en cours",
  wrongPhase: '{{field}} : impossible, le combat est {{phase}}',
  roundStepsRunningOnly: 'Les phases du round se suivent pendant le combat seulement',
  roundStepsNone: 'Les rounds de ce système ne se jouent pas phase par phase',
  roundStepOutOfRange: 'Phase du round hors limites : {{step}} (1 à {{count}})',
  tooManyCreatures: 'Au plus {{max}} créatures à la fois (demandé : {{count}})',
  tooManyCopies: 'Au plus {{max}} copies à la fois (demandé : {{count}})',
  tooManyCombatants:
    'Au plus {{max}} combattants dans un combat : un fichier Paravent n’en garde pas plus (demandé : {{count}})',
  tooManyEffects: 'Au plus {{max}} effets dans un combat : retirez des effets terminés (demandé : {{count}})',
  idTaken: 'Identifiant déjà pris : {{id}}',
  unknownGroup: 'Groupe inconnu : {{group}}',
  unknownCombatant: 'Combattant inconnu : {{id}}',
  unknownEffect: 'Effet inconnu : {{id}}',
  unknownCondition: 'État inconnu dans ce système : {{id}}',
  unknownVariant: 'Variante inconnue : {{value}}',
  unknownGroupInitiative: 'Initiative des groupes inconnue : {{value}}',
  unknownEvent: 'Événement inconnu : {{value}}',
  notDyingToStabilize: "{{name}} n'est pas mourant : rien à stabiliser",
  moraleOsrOnly: 'Test de moral : règle des jeux old school (B/X)',
  moraleNobody: 'Groupe « {{group}} » : aucun membre debout avec une valeur de moral',
  rules: '{{text}}',
  tieBreakNumber: 'Départage de {{name}} : nombre attendu',
  missingInitScore: "{{name}} : score d'INIT manquant",
  nobodyToRoll: 'Initiative : aucun combattant à lancer',
  hpEntry:
    "PV : « {{text}} » n'est pas compris (exemples : -7 dégâts, +5 soins, t5 PV temporaires, nl4 non létaux)",
  ongoingNone: "« {{effect}} » n'a ni dégâts ni soins par round",
  ongoingAlreadyApplied: '« {{effect}} » est déjà appliqué ce round',
  typedValue: 'Valeur tapée : un entier positif attendu, reçu {{value}}',
  hpOverMax: 'PV de {{name}} : {{current}} dépasse le maximum {{max}}',
  encounterNameEmpty: 'Le nom de la rencontre est vide',
  encounterNameTooLong: 'Nom de rencontre trop long ({{max}} signes au plus)',
  encounterNameSame: 'La rencontre porte déjà ce nom',
  sourceEffectsChoice: 'Effets dont {{name}} est la source : « end » ou « keep » attendu',
  nobodyCanAct: 'Aucun combattant ne peut agir',
  noCombatants: 'Aucun combattant',
  missingInitiative: 'Initiative manquante : {{names}}',
  notInRules: '{{field}} : pas dans les règles de {{system}}',
  notTheirTurn: "{{field}} : ce n'est pas le tour de {{name}} mais de {{current}}",
  notDelaying: '{{name}} ne retarde pas son action',
  noReadiedAction: "{{name}} n'a pas d'action préparée",
  readySelf: '{{name}} ne peut pas se déclencher lui-même',
  readyNotStarted: "Action préparée : elle se déclenche pendant le tour de {{name}}, qui n'a pas commencé",
  lowerInitCoOnly: 'Baisser son INIT : règle de Chroniques Oubliées',
  newInitTooHigh: 'Nouvelle INIT de {{name}} : moins de {{now}} attendu',
  noPreviousTurn: 'Pas de tour précédent : le combat commence à ce tour',
  previousTurnRemoved: 'Tour précédent impossible : son combattant a été retiré',
  concentrationSource: 'Concentration : indiquez qui se concentre (la source)',
  noTargets: 'Effet : choisissez au moins une cible',
  noResolve: "{{name}} n'a pas de points de persévérance",
  notEnoughResolve: '{{name}} : {{cost}} PP nécessaires, {{left}} restant(s)',
  resolveSf1Only: 'Les PP sont une règle de Starfinder',
  notDying: "{{name}} n'est pas mourant",
  mustBeStable: '{{name}} doit être stabilisé à 0 PV pour se relever',
  stabilizedThisRound: "{{name}} s'est stabilisé avec des PP ce round : pas encore",
  noStamina: "{{name}} n'a pas de points d'endurance",
  mustStandToRest: '{{name}} doit être debout pour se reposer',
  poolInvalid: "{{field}} : {{current}}/{{max}} n'est pas valable",
  hpFormula: 'PV « {{text}} » : {{detail}}',
  hpFormulaKeep: 'PV « {{text}} » : pas de dés gardés ou écartés ici',
  hpFormulaNoDie: 'PV « {{text}} » : au moins un dé attendu (exemple : 4d8+4)',
  hpFormulaTooMany: 'PV « {{text}} » : au plus {{max}} dés de vie',
  intExpected: '{{field}} : nombre entier attendu, reçu « {{value}} »',
  intAtLeast: '{{field}} : au moins {{min}} attendu, reçu {{value}}',
  textExpected: '{{field}} : texte non vide attendu',
} as const;

/** A refusal's message code ("idTaken"). */
export type EngineTextKey = keyof typeof ENGINE_TEXTS_FR;

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

/** Puts `{{param}}` values into a text (i18next's syntax, for the French reference outside a page). */
function interpolate(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (all, name: string) => (name in values ? String(values[name]) : all));
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
    if (typeof v === 'number') values[k] = v >= 1000 ? v.toLocaleString('fr-FR') : v;
    else if (typeof v === 'string') values[k] = v;
  }
  if (params.field) values.field = interpolate(ENGINE_FIELDS_FR[params.field], values);
  if (params.phase) values.phase = ENGINE_PHASES_FR[params.phase];
  if (params.effect) values.effect = effectLabel(params.system, params.effect, 'fr');
  if (params.system) values.system = getSystem(params.system).name.fr;
  return interpolate(ENGINE_TEXTS_FR[key], values);
}
