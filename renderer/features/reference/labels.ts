import {
  getProcedures,
  type ConditionFlag,
  type Localized,
  type ModifierTarget,
  type SystemId,
} from '../../../shared/rules';

/** What a modifier changes, for people. */
export const MODIFIER_TARGET_NAMES: Record<ModifierTarget, Localized> = {
  attack: { fr: 'attaque', en: 'attack' },
  'melee-attack': { fr: 'attaque au contact', en: 'melee attack' },
  'ranged-attack': { fr: 'attaque à distance', en: 'ranged attack' },
  damage: { fr: 'dégâts', en: 'damage' },
  ac: { fr: 'CA', en: 'AC' },
  'ac-vs-melee': { fr: 'CA contre le contact', en: 'AC vs melee' },
  'ac-vs-ranged': { fr: 'CA contre la distance', en: 'AC vs ranged' },
  'touch-ac': { fr: 'CA de contact', en: 'touch AC' },
  kac: { fr: 'CAC', en: 'KAC' },
  eac: { fr: 'CAE', en: 'EAC' },
  def: { fr: 'DEF', en: 'DEF' },
  cmb: { fr: 'BMO', en: 'CMB' },
  cmd: { fr: 'DMD', en: 'CMD' },
  grapple: { fr: 'lutte', en: 'grapple' },
  initiative: { fr: 'initiative', en: 'initiative' },
  saves: { fr: 'jets de sauvegarde', en: 'saves' },
  fortitude: { fr: 'Vigueur', en: 'Fortitude' },
  reflex: { fr: 'Réflexes', en: 'Reflex' },
  will: { fr: 'Volonté', en: 'Will' },
  skills: { fr: 'compétences', en: 'skills' },
  'ability-checks': { fr: 'tests de caractéristique', en: 'ability checks' },
  str: { fr: 'For', en: 'Str' },
  dex: { fr: 'Dex', en: 'Dex' },
  con: { fr: 'Con', en: 'Con' },
  int: { fr: 'Int', en: 'Int' },
  wis: { fr: 'Sag', en: 'Wis' },
  cha: { fr: 'Cha', en: 'Cha' },
  speed: { fr: 'vitesse', en: 'speed' },
  perception: { fr: 'Perception', en: 'Perception' },
};

/** Yes/no effects of conditions, for people. */
export const CONDITION_FLAG_NAMES: Record<ConditionFlag, Localized> = {
  'loses-dex-to-ac': { fr: 'perd son bonus de Dex à la CA', en: 'loses Dex bonus to AC' },
  'dex-counts-as-zero': { fr: 'Dex comptée à 0 (−5)', en: 'Dex counts as 0 (−5)' },
  'no-actions': { fr: 'aucune action', en: 'no actions' },
  helpless: { fr: 'sans défense', en: 'helpless' },
  'cannot-move': { fr: 'ne peut pas se déplacer', en: 'cannot move' },
  'cannot-run-or-charge': { fr: 'ni course ni charge', en: 'cannot run or charge' },
  'single-action-only': {
    fr: 'une seule action simple ou de mouvement',
    en: 'one standard or move action only',
  },
  'move-action-only': { fr: 'action de mouvement seulement', en: 'move action only' },
  'cannot-attack': { fr: 'ne peut pas attaquer', en: 'cannot attack' },
  'cannot-cast': { fr: 'ne peut pas lancer de sort', en: 'cannot cast spells' },
  'drops-held-items': { fr: 'lâche ce qu’il tient', en: 'drops held items' },
  'cannot-threaten': { fr: 'ne contrôle aucune zone', en: 'threatens no squares' },
  'attackers-get-bonus': { fr: 'les attaquants ont un bonus', en: 'attackers get a bonus' },
  'vulnerable-to-coup-de-grace': { fr: 'exposé au coup de grâce', en: 'open to coup de grace' },
  flees: { fr: 'fuit', en: 'flees' },
  unaware: { fr: 'pris au dépourvu par surprise', en: 'unaware' },
  'automatic-from-health': { fr: 'découle des points de vie', en: 'follows from hit points' },
};

/** A system's short name for tabs and badges (its procedures). */
export function systemShortName(system: SystemId): string {
  return getProcedures(system).shortName;
}
