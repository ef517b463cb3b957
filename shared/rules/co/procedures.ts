/** Chroniques Oubliées: what the engine and the screens ask (shared/rules/procedures.ts). */
import { CO_CONCENTRATION } from '../common/concentration';
import { CO_SAVES } from '../common/saves';
import { CO_REACTIONS } from '../common/reactions';
import { CO_BETWEEN_FIGHTS } from './between-fights';
import { xpFromOf, type SystemProcedures, type XpRule } from '../procedures';
import * as base from '../common/procedures-base';
import { CO_DEFINITION } from './definition';

/** co: XP (shared/library's creatureXp and the end-of-fight summary read it). */
const XP: XpRule = {
  crName: { fr: 'NC', en: 'NC' },
  basis: 'printed',
  note: {
    fr: 'Chroniques Oubliées : ni le texte de règles fourni ni le bestiaire du DRS ne donnent d’XP par créature (le NC n’en vaut pas) ; seule une valeur notée sur la fiche compte.',
    en: 'Chroniques Oubliées: neither the rules text at hand nor the DRS bestiary gives XP per creature (the NC is worth none); only a value typed on the entry counts.',
  },
  share: {
    allies: false,
    fallen: false,
    note: {
      fr: 'Pas de règle dans le texte : Paravent divise entre les PJ vivants à la fin.',
      en: 'No rule in the text: Paravent divides among the PCs alive at the end.',
    },
    source: 'Paravent (aucune règle ouverte)',
  },
  source: 'chroniques-oubliees-regles.fr.txt ; CO Fantasy DRS › Bestiaire (aucune XP)',
};

/** CO › Le tour de combat, Initiative, Effet de surprise, Points de vie. No manoeuvres. */
export const CO_PROCEDURES: SystemProcedures = {
  shortName: 'CO',
  roundSeconds: 10,
  stacking: { mode: 'everything', typedPenaltiesKeepWorst: false },
  defences: {
    fields: ['def'],
    acWord: 'ac',
    fromAscendingAc: (ac) => ({ def: ac }),
    dexPartInAc: true,
    modifierTargets: ['def', 'attack', 'melee-attack', 'ranged-attack', 'damage', 'initiative'],
  },
  initiative: {
    ...base.D20_INITIATIVE,
    ...base.groupRolls(CO_DEFINITION.initiative),
    entry: 'score',
    delayAndReady: false,
    surprise: 'first-round',
    surprisedCondition: true,
    countRuleBorrowed: true,
  },
  health: {
    ...base.PLAIN_HEALTH,
    hpFloor: () => 0,
    unconsciousSkipsTurn: true,
    dying: { kind: 'reminder' },
  },
  library: { challenge: 'cr', xpFrom: xpFromOf(XP), xp: XP, attackAgainst: 'def' },
  betweenFights: CO_BETWEEN_FIGHTS,
  rests: [{ kind: 'co-recovery', minutes: 480, source: 'COF › Récupération (nuit complète)' }],
  morale: false,
  testHelper: 'opposed',
  saves: CO_SAVES,
  concentration: CO_CONCENTRATION,
  reactions: CO_REACTIONS,
  damage: {
    // CO › Capacités des créatures (RD): the RD is taken off every damage the creature suffers.
    reductionOnEnergy: true,
    vulnerabilityPercent: 50,
    source: 'CO › Réduction des DM (RD) ; vulnérabilité : Paravent (+50 %, comme les jeux d20)',
  },
  source: 'CO › Le tour de combat ; Points de vie',
};
