/** D&D 3.5: what the engine and the screens ask (shared/rules/procedures.ts). */
import { d20ConcentrationCheck } from '../common/concentration';
import { d20Saves } from '../common/saves';
import { DND35_BETWEEN_FIGHTS } from './between-fights';
import { xpFromOf, type SystemProcedures, type XpRule } from '../procedures';
import { COMBAT_REFLEXES } from '../opportunity';
import * as base from '../common/procedures-base';
import { DND35_INITIATIVE } from './initiative';
import { grappleModifier } from './fighter';

/** dnd35: XP (shared/library's creatureXp and the end-of-fight summary read it). */
const XP: XpRule = {
  crName: { fr: 'FP', en: 'CR' },
  basis: 'printed',
  note: {
    fr: 'D&D 3.5 : l’XP dépend du niveau du groupe (Guide du Maître, table des récompenses par FP et niveau) ; cette table n’est pas dans le DRS ouvert, Paravent ne la contient pas : seule une valeur d’XP notée sur la fiche compte.',
    en: 'D&D 3.5: XP depends on the party’s level (Dungeon Master’s Guide, award table by CR and level); that table is not in the open SRD and Paravent does not carry it: only an XP value typed on the entry counts.',
  },
  share: {
    allies: false,
    fallen: false,
    note: {
      fr: 'Pas de règle ouverte : Paravent divise entre les PJ vivants à la fin (le partage du Guide du Maître n’est pas dans le DRS).',
      en: 'No open rule: Paravent divides among the PCs alive at the end (the Dungeon Master’s Guide sharing is not in the SRD).',
    },
    source: 'Paravent (aucune règle ouverte)',
  },
  source: 'DRS 3.5 (le tableau des récompenses n’y figure pas)',
};

/**
 * DRS › Combat (Le round de combat; Initiative; Mourant; Régénération; Lutte; Bousculade;
 * Croc-en-jambe; Désarmement; Destruction d'arme).
 */
export const DND35_PROCEDURES: SystemProcedures = {
  shortName: 'D&D 3.5',
  roundSeconds: 6,
  stacking: { mode: 'typed', typedPenaltiesKeepWorst: true },
  defences: {
    fields: ['ac', 'touchAc', 'flatFootedAc'],
    acWord: 'ac',
    dexPartInAc: true,
    modifierTargets: ['ac', 'touch-ac', ...base.D20_ATTACK_TARGETS, ...base.D20_OTHER_TARGETS, 'skills'],
  },
  initiative: { ...base.D20_INITIATIVE, ...base.groupRolls(DND35_INITIATIVE) },
  health: {
    ...base.PLAIN_HEALTH,
    nonlethal: true, // DRS › Dégâts non-létaux
    regenerationIsNonlethal: true,
    dying: { kind: 'percentile', die: 100, stableAtMost: 10 },
  },
  library: { challenge: 'cr', xpFrom: xpFromOf(XP), xp: XP, attackAgainst: 'ac' },
  opportunity: {
    flatFootedPrevents: true,
    unlessFeat: COMBAT_REFLEXES,
    source: 'DRS › Pris au dépourvu ; Attaques réflexes',
  },
  betweenFights: DND35_BETWEEN_FIGHTS,
  rests: [
    { kind: 'night', minutes: 480, source: 'DRS › Guérison naturelle' },
    { kind: 'day', minutes: 1440, source: 'DRS › Guérison naturelle (journée au lit)' },
  ],
  morale: false,
  maneuvers: {
    // DRS › Lutte › Test de lutte: BBA + For + modificateur de taille spécial.
    statBlock: (f) => [{ name: { fr: 'Lutte', en: 'Grapple' }, value: grappleModifier(f), signed: true }],
    rollPlan: 'opposed-grapple',
    flanking: { fr: 'Prise en tenaille (+2 aux jets d’attaque)', en: 'Flanking (+2 on attack rolls)' },
    grapple: 'both-grappling',
    conditionDurations: { pinned: { kind: 'rounds', rounds: 1 } },
    counters: ['trip', 'disarm'],
    spoiledByAoo: ['grapple', 'disarm'],
    aooDamageIsPenalty: false,
    grappleFailsAtSizeGap: 2,
    joiningGrappleProvokesNot: true,
    bullRushFailPushesBack: true,
    bullRushFollows: true,
    chargeAny: false,
    tripWithWeapon: true,
    tripZeroGravity: false,
    weaponSizeMatters: true,
    defenderLegsAndStability: true,
    attackerFeats: (m) => (m === 'grapple' ? ['improved-unarmed-strike'] : []),
    defenderFeats: () => [],
    dirtyTrickConditions: [],
  },
  testHelper: 'attack',
  saves: d20Saves(
    'DRS › Combat › Jets de sauvegarde ; Capacités spéciales › Évasion, Évasion supérieure',
    'DRS › Combat › Jets de sauvegarde (sauvegarde automatiquement réussie ou ratée)',
  ),
  concentration: d20ConcentrationCheck(
    'DRS › Concentration (blessé pendant l’action) ; Combat › Lancer un sort',
  ),
  reactions: {
    kind: 'opportunity',
    base: 1,
    dexFeat: COMBAT_REFLEXES,
    immediate: true,
    source: 'DRS › Attaques d’opportunité ; Attaques réflexes ; SRD › Immediate Actions',
  },
  damage: {
    reductionOnEnergy: false,
    vulnerabilityPercent: 50,
    source:
      'DRS › Capacités spéciales (Réduction des dégâts ; Résistance aux énergies ; Immunité ; Vulnérabilité)',
  },
  source: 'DRS › Combat',
};
