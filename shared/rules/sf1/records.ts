/** Small builders and source names shared by the Starfinder (sf1) data files. */
export { l, mod, speedTimes } from '../common/records';

const TEXT = 'SF › Les types d’actions';
const CRB = 'Starfinder SRD (Core Rulebook, règles ouvertes)';

/**
 * Source sections: those of the text (starfinder-actions.fr.txt) start with « SF › »; those of the
 * Starfinder open rules used where the text is silent start with « Starfinder SRD ».
 */
export const SF1_SRC = {
  actionTypes: TEXT,
  restricted: `${TEXT} › Activité restreinte`,
  standard: 'SF › Les actions simples',
  attack: 'SF › Les actions simples › Attaquer',
  ranged: 'SF › Les actions simples › Attaquer › Portée et malus',
  thrown: 'SF › Les actions simples › Attaquer › Échec d’une attaque avec une arme de jet',
  critical: 'SF › Les actions simples › Attaquer › Les coups critiques',
  defensive: 'SF › Les actions simples › Combattre sur la défensive',
  coveringFire: 'SF › Les actions simples › Effectuer un tir de couverture',
  harryingFire: 'SF › Les actions simples › Effectuer un tir de diversion',
  maneuvers: 'SF › Les actions simples › Effectuer une manœuvre offensive',
  feint: 'SF › Les actions simples › Feinter',
  spells: 'SF › Les actions simples › Lancer un sort en étant menacé',
  totalDefense: 'SF › Les actions simples › Se mettre en défense totale',
  special: 'SF › Les actions simples › Utiliser un pouvoir spécial',
  move: 'SF › Les actions de mouvement',
  swift: 'SF › Les actions rapides',
  full: 'SF › Les actions complexes',
  charge: 'SF › Les actions complexes › Charger',
  run: 'SF › Les actions complexes › Courir',
  coupDeGrace: 'SF › Les actions complexes › Donner le coup de grâce',
  withdraw: 'SF › Les actions complexes › Se replier',
  reactions: 'SF › Les réactions',
  aoo: 'SF › Les réactions › Effectuer une attaque d’opportunité',
  other: 'SF › Autres actions',
  ready: 'SF › Autres actions › Préparer une action',
  delay: 'SF › Autres actions › Retarder',
  openInitiative: `${CRB} › Tactical Rules › Initiative (p. 246-247)`,
  openSurprise: `${CRB} › Tactical Rules › Surprise (p. 247)`,
  openInjury: `${CRB} › Tactical Rules › Injury and Death (p. 250-252)`,
  openConditions: `${CRB} › Tactical Rules › Conditions (p. 273-277)`,
  openModifiers: `${CRB} › Tactical Rules › Combat Modifiers (p. 253-255)`,
  openAttack: `${CRB} › Tactical Rules › Combat Basics (p. 240-243)`,
  openFeats: `${CRB} › Feats › Improved Combat Maneuver`,
} as const;
