import { fileLanguage } from './messages';

/**
 * French names of the file's fields, for error messages: `combatants[3].hp.current` is shown as
 * `combattants[3].pv.actuel`. A key missing here is shown as it is.
 */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  encounter: 'rencontre',
  entries: 'entrées',
  combatants: 'combattants',
  name: 'nom',
  side: 'camp',
  hidden: 'caché',
  modifier: 'modificateur',
  result: 'résultat',
  tiebreak: 'départage',
  count: 'rang',
  lowered: 'abaissée',
  hp: 'pv',
  hpMax: 'pvMax',
  current: 'actuel',
  temp: 'temporaires',
  nonlethal: 'nonLétaux',
  defences: 'défenses',
  ac: 'ca',
  touchAc: 'caContact',
  flatFootedAc: 'caDépourvu',
  cmd: 'dmd',
  kac: 'cac',
  eac: 'cae',
  descendingAc: 'caDescendante',
  thac0: 'tac0',
  morale: 'moral',
  fighter: 'caractéristiques',
  bab: 'bba',
  str: 'for',
  size: 'taille',
  feats: 'dons',
  legs: 'pattes',
  group: 'groupe',
  flags: 'indicateurs',
  hasActed: 'aAgi',
  delaying: 'retardé',
  readied: 'préparé',
  trigger: 'déclencheur',
  stabilized: 'stabilisé',
  dyingSinceRound: 'mourantDepuis',
  lastTurnRound: 'dernierTour',
  stamina: 'endurance',
  resolve: 'persévérance',
  dead: 'mort',
  resolveStabilizedRound: 'stabiliséParPP',
  dyingAtTurnStart: 'mourantEnDébutDeTour',
  lastAppliedRound: 'appliquéAuRound',
  hazard: 'danger',
  countdown: 'compteÀRebours',
  effects: 'effets',
  target: 'cible',
  sourceName: 'nomSource',
  what: 'nature',
  kind: 'sorte',
  conditionId: 'état',
  modifiers: 'modificateurs',
  value: 'valeur',
  duration: 'durée',
  endsBefore: 'finAvant',
  appliedRound: 'roundAppliqué',
  appliedAtCount: 'rangAppliqué',
  saveEachRound: 'jetChaqueRound',
  ongoingDamage: 'dégâtsContinus',
  fastHealing: 'guérisonAccélérée',
  regeneration: 'régénération',
  bypassedBy: 'ignoréePar',
  rng: 'dés',
  seed: 'graine',
  state: 'étatDés',
  seq: 'séquence',
  isSurpriseRound: 'roundDeSurprise',
  aware: 'conscients',
  order: 'ordre',
  log: 'journal',
  text: 'texte',
  initiativeModifier: 'modificateurInitiative',
  initiativeScore: 'scoreInitiative',
  tags: 'étiquettes',
  combatantId: 'combattant',
  sourceId: 'source',
  turnStarted: 'tourCommencé',
  phasedRoundOrder: 'ordreDuRound',
  rerollEachRound: 'relanceChaqueRound',
  negativeHpOption: 'optionPvNégatifs',
  firstDownSignalled: 'premierTombéSignalé',
  halfDownSignalled: 'moitiéTombéeSignalée',
  checksPassed: 'testsRéussis',
  multiplier: 'multiplicateur',
  note: 'note',
  system: 'système',
};

/** A path of keys and indexes written the French way: `combattants[3].pv`. */
function frenchPath(path: readonly (string | number)[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += `${out === '' ? '' : '.'}${FIELD_LABELS[key] ?? key}`;
  }
  return out;
}

/**
 * A path of the file in the interface's language: the French way in French, the file's own keys
 * in English (`combatants[3].hp`).
 */
export function fieldPath(path: readonly (string | number)[]): string {
  if (fileLanguage() !== 'en') return frenchPath(path);
  let out = '';
  for (const key of path) out += typeof key === 'number' ? `[${key}]` : `${out === '' ? '' : '.'}${key}`;
  return out;
}
