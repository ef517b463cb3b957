/** The rule text every `Aide de jeu PF1` source refers to. */
export { l, mod, speedTimes } from '../common/records';

export const SOURCE_TEXT = 'pathfinder1-combat-aide.fr.txt';

const AIDE = 'Aide de jeu PF1';
const PRD = 'PRD (Pathfinder Reference Document)';

/** Source sections, named once: the French combat aid first, the PRD open rules where it is silent. */
export const SRC = {
  preamble: `${AIDE} › Préambule`,
  firstRound: `${AIDE} › Initiative › Premier round`,
  initiativeActions: `${AIDE} › Initiative › Actions modifiant l’initiative`,
  touch: `${AIDE} › Attaques › Attaque de contact`,
  ranged: `${AIDE} › Attaques › Attaque à distance`,
  flanking: `${AIDE} › Attaques › Prise en tenaille`,
  sneak: `${AIDE} › Attaques › Attaque sournoise`,
  coupDeGrace: `${AIDE} › Attaques › Coup de grâce`,
  natural: `${AIDE} › Attaques › Attaques naturelles`,
  aoo: `${AIDE} › Attaques d’opportunité`,
  damage: `${AIDE} › Dégâts`,
  unarmed: `${AIDE} › Dégâts › Dégâts à mains nues`,
  ac: `${AIDE} › Classe d’armure`,
  movement: `${AIDE} › Mouvements`,
  defenses: `${AIDE} › Défenses`,
  helpless: `${AIDE} › Défenses › Cible sans défense`,
  cover: `${AIDE} › Abri`,
  aid: `${AIDE} › Attaques spéciales › Aider quelqu’un`,
  concealment: `${AIDE} › Camouflage`,
  charge: `${AIDE} › Attaques spéciales › Charge`,
  feint: `${AIDE} › Attaques spéciales › Feinte`,
  mounted: `${AIDE} › Combat monté`,
  splash: `${AIDE} › Lancer une arme à impact`,
  twoWeapon: `${AIDE} › Combat à deux armes`,
  maneuvers: `${AIDE} › Manœuvres offensives en combat`,
  bullRush: `${AIDE} › Manœuvres offensives › Bousculade`,
  disarm: `${AIDE} › Manœuvres offensives › Désarmement`,
  grapple: `${AIDE} › Manœuvres offensives › Lutte`,
  drag: `${AIDE} › Manœuvres offensives › Entraînement`,
  reposition: `${AIDE} › Manœuvres offensives › Repositionnement`,
  dirtyTrick: `${AIDE} › Manœuvres offensives › Sale coup`,
  steal: `${AIDE} › Manœuvres offensives › Subtilisation`,
  weapons: `${AIDE} › Règles complémentaires › Règles pour les armes`,
  armor: `${AIDE} › Règles complémentaires › Règles pour les armures`,
  prdCombat: `${PRD} › Combat`,
  prdActions: `${PRD} › Combat › Actions in Combat`,
  prdInitiative: `${PRD} › Combat › Initiative`,
  prdInjury: `${PRD} › Combat › Injury and Death`,
  prdManeuvers: `${PRD} › Combat › Combat Maneuvers`,
  prdSize: `${PRD} › Combat › Table: Size Modifiers`,
  prdConditions: `${PRD} › Appendix 2 › Conditions`,
  prdFeats: `${PRD} › Feats`,
  prdApgManeuvers: `${PRD} › Advanced Player’s Guide › Combat Maneuvers`,
} as const;
