import type { ConditionDef } from '../types';
import { l, mod, speedTimes, SRC } from './helpers';

const EXCEPT_GRAPPLE = l(
  'BMO compris, sauf pour agripper ou se libérer de la lutte',
  'CMB included, except to grapple or escape the grapple',
);

/** Conditions of the fight: senses, fear, position, hold (Aide de jeu PF1 and PRD › Conditions). */
export const COMBAT_CONDITIONS: readonly ConditionDef[] = [
  {
    id: 'blinded',
    name: l('Aveuglé', 'Blinded'),
    summary: l(
      '−2 à la CA, perd son bonus de Dex, −4 à la plupart des tests de For et Dex et de Perception opposés ; tout ce qui demande la vue échoue ; ses adversaires ont un camouflage total (50 %) ; demi-vitesse.',
      '−2 AC, loses its Dex bonus, −4 on most Str and Dex checks and opposed Perception; anything needing sight fails; its foes have total concealment (50%); half speed.',
    ),
    modifiers: [
      mod('ac', -2),
      mod('skills', -4, l('compétences basées sur la For ou la Dex', 'Str- and Dex-based skills')),
      mod(
        'perception',
        -4,
        l('tests opposés ; échec automatique à vue', 'opposed checks; sight-based checks fail'),
      ),
      speedTimes(
        0.5,
        l('sauf Acrobaties DD 10 pour aller plus vite', 'unless a DC 10 Acrobatics check to go faster'),
      ),
    ],
    flags: ['loses-dex-to-ac'],
    source: `${SRC.dirtyTrick} ; ${SRC.prdConditions} › Blinded`,
    origin: 'open-rules',
  },
  {
    id: 'broken',
    name: l('Brisé (objet)', 'Broken (item)'),
    summary: l(
      'Objet à la moitié de ses PV ou moins. Arme : −2 à l’attaque et aux dégâts, critique sur 20 seulement, ×2. Armure : bonus à la CA divisé par 2, malus aux tests doublé.',
      'Item at half its hit points or less. Weapon: −2 attack and damage, critical on 20 only, ×2. Armour: AC bonus halved, check penalty doubled.',
    ),
    modifiers: [
      mod('attack', -2, l('arme brisée', 'broken weapon')),
      mod('damage', -2, l('arme brisée', 'broken weapon')),
    ],
    flags: [],
    source: `${SRC.weapons} › Utiliser une arme brisée ; ${SRC.armor} › Porter une armure brisée`,
    origin: 'text',
  },
  {
    id: 'confused',
    name: l('Confus', 'Confused'),
    summary: l(
      'Chaque tour, jet de d% (table de confusion) : agit normalement, babille, se blesse ou attaque la créature la plus proche. Riposte contre qui l’attaque. Pas d’attaque d’opportunité hors de sa cible.',
      'Each turn, roll d% (confusion table): acts normally, babbles, hurts itself or attacks the nearest creature. Strikes back at attackers. No attacks of opportunity except on its target.',
    ),
    modifiers: [],
    flags: [],
    source: `${SRC.prdConditions} › Confused`,
    origin: 'open-rules',
  },
  {
    id: 'cowering',
    name: l('Recroquevillé', 'Cowering'),
    summary: l(
      'Paralysé de peur : aucune action, −2 à la CA, perd son bonus de Dex.',
      'Frozen by fear: no actions, −2 AC, loses its Dex bonus.',
    ),
    modifiers: [mod('ac', -2)],
    flags: ['no-actions', 'loses-dex-to-ac'],
    allowedActions: [],
    source: `${SRC.prdConditions} › Cowering`,
    origin: 'open-rules',
  },
  {
    id: 'dazed',
    name: l('Hébété', 'Dazed'),
    summary: l(
      'Ne peut entreprendre aucune action, sans malus à la CA. Dure en général 1 round.',
      'Can take no actions, with no AC penalty. Usually lasts 1 round.',
    ),
    modifiers: [],
    flags: ['no-actions'],
    allowedActions: [],
    source: `${SRC.prdConditions} › Dazed`,
    origin: 'open-rules',
  },
  {
    id: 'dazzled',
    name: l('Ébloui', 'Dazzled'),
    summary: l(
      '−1 aux jets d’attaque et aux tests de Perception liés à la vue.',
      '−1 on attack rolls and sight-based Perception checks.',
    ),
    modifiers: [mod('attack', -1), mod('perception', -1, l('à vue', 'sight-based'))],
    flags: [],
    source: `${SRC.dirtyTrick} ; ${SRC.prdConditions} › Dazzled`,
    origin: 'open-rules',
  },
  {
    id: 'deafened',
    name: l('Assourdi', 'Deafened'),
    summary: l(
      '−4 à l’initiative et aux tests de Perception opposés, échec automatique de ce qui demande l’ouïe, 20 % d’échec des sorts à composante verbale.',
      '−4 on initiative and opposed Perception, hearing-based checks fail, 20% failure for spells with verbal components.',
    ),
    modifiers: [mod('initiative', -4), mod('perception', -4, l('tests opposés', 'opposed checks'))],
    flags: [],
    source: `${SRC.dirtyTrick} ; ${SRC.prdConditions} › Deafened`,
    origin: 'open-rules',
  },
  {
    id: 'entangled',
    name: l('Enchevêtré', 'Entangled'),
    summary: l(
      'Demi-vitesse (immobile s’il est attaché), ni course ni charge, −2 aux attaques, −4 en Dex ; lancer un sort : concentration DD 15 + niveau du sort.',
      'Half speed (none if anchored), no running or charging, −2 on attacks, −4 Dex; casting: concentration DC 15 + spell level.',
    ),
    modifiers: [
      mod('attack', -2),
      mod('dex', -4),
      speedTimes(0.5, l('0 si l’entrave est fixée', '0 if anchored')),
    ],
    flags: ['cannot-run-or-charge'],
    source: `${SRC.dirtyTrick} ; ${SRC.prdConditions} › Entangled`,
    origin: 'open-rules',
  },
  {
    id: 'fascinated',
    name: l('Fasciné', 'Fascinated'),
    summary: l(
      'Ne fait rien d’autre que regarder l’effet ; −4 aux tests de compétence faits en réaction (Perception). Une menace lui vaut un nouveau jet de sauvegarde, une menace évidente rompt l’effet.',
      'Does nothing but watch the effect; −4 on skill checks made as reactions (Perception). A threat allows a new save; an obvious threat ends it.',
    ),
    modifiers: [
      mod('skills', -4, l('tests faits en réaction', 'checks made as reactions')),
      mod('perception', -4),
    ],
    flags: ['no-actions'],
    allowedActions: [],
    source: `${SRC.prdConditions} › Fascinated`,
    origin: 'open-rules',
  },
  {
    id: 'flat-footed',
    name: l('Pris au dépourvu', 'Flat-footed'),
    summary: l(
      'Avant sa première action du combat : perd son bonus de Dex à la CA et à la DMD, pas d’attaque d’opportunité ni d’action immédiate.',
      'Before its first action of the fight: loses its Dex bonus to AC and CMD, no attacks of opportunity or immediate actions.',
    ),
    modifiers: [],
    flags: ['loses-dex-to-ac', 'cannot-threaten'],
    source: `${SRC.firstRound} › Pris au dépourvu ; ${SRC.maneuvers}`,
    origin: 'text',
  },
  {
    id: 'frightened',
    name: l('Effrayé', 'Frightened'),
    summary: l(
      'Fuit la source de sa peur comme il peut ; −2 aux attaques, sauvegardes, tests de compétence et de caractéristique. Acculé, il se bat.',
      'Flees the source of its fear as best it can; −2 on attacks, saves, skill and ability checks. Cornered, it fights.',
    ),
    modifiers: [mod('attack', -2), mod('saves', -2), mod('skills', -2), mod('ability-checks', -2)],
    flags: ['flees'],
    track: { id: 'fear', step: 2 },
    source: `${SRC.prdConditions} › Frightened`,
    origin: 'open-rules',
  },
  {
    id: 'grappled',
    name: l('Agrippé', 'Grappled'),
    summary: l(
      'Ne se déplace plus, −4 en Dex, −2 aux attaques et BMO (sauf pour la lutte), pas d’attaque d’opportunité, rien à deux mains ; sort : concentration DD 10 + BMO de l’adversaire + niveau du sort.',
      'Cannot move, −4 Dex, −2 on attacks and CMB (except grappling), no attacks of opportunity, nothing two-handed; casting: concentration DC 10 + grappler’s CMB + spell level.',
    ),
    modifiers: [mod('dex', -4), mod('attack', -2, EXCEPT_GRAPPLE), speedTimes(0)],
    flags: ['cannot-move', 'cannot-threaten'],
    excludes: ['pinned'],
    source: `${SRC.grapple} ; ${SRC.prdConditions} › Grappled`,
    origin: 'text',
  },
  {
    id: 'incorporeal',
    name: l('Intangible', 'Incorporeal'),
    summary: l(
      'Sans corps physique : immunisé aux armes non magiques, moitié des dégâts des armes et effets magiques ; traverse les objets solides ; ses attaques ignorent armure et bouclier.',
      'No physical body: immune to nonmagical weapons, half damage from magic weapons and effects; passes through solid objects; its attacks ignore armour and shields.',
    ),
    modifiers: [],
    flags: [],
    source: `${SRC.prdConditions} › Incorporeal`,
    origin: 'open-rules',
  },
  {
    id: 'invisible',
    name: l('Invisible', 'Invisible'),
    summary: l(
      '+2 aux attaques contre qui ne le voit pas, qui perd aussi son bonus de Dex à la CA ; camouflage total (50 %).',
      '+2 on attacks against those who cannot see it, who also lose their Dex bonus to AC; total concealment (50%).',
    ),
    modifiers: [
      mod('attack', 2, l('contre une cible qui ne le voit pas', 'against a target that cannot see it')),
    ],
    flags: [],
    source: `${SRC.prdConditions} › Invisible`,
    origin: 'open-rules',
  },
  {
    id: 'panicked',
    name: l('Paniqué', 'Panicked'),
    summary: l(
      'Lâche ce qu’il tient et fuit au plus vite par un chemin au hasard ; −2 aux sauvegardes, tests de compétence et de caractéristique ; acculé, il se recroqueville.',
      'Drops what it holds and flees at top speed along a random path; −2 on saves, skill and ability checks; cornered, it cowers.',
    ),
    modifiers: [mod('saves', -2), mod('skills', -2), mod('ability-checks', -2)],
    flags: ['flees', 'drops-held-items'],
    track: { id: 'fear', step: 3 },
    source: `${SRC.prdConditions} › Panicked`,
    origin: 'open-rules',
  },
  {
    id: 'pinned',
    name: l('Immobilisé', 'Pinned'),
    summary: l(
      'Tenu par la lutte (remplace agrippé, sans cumul) : ne bouge plus, toujours pris au dépourvu, −4 à la CA et perd son bonus de Dex ; seules les actions verbales ou mentales et les tentatives de se libérer restent ; pas de sort somatique ou matériel.',
      'Held fast (replaces grappled, effects do not stack): cannot move, always flat-footed, −4 AC and loses its Dex bonus; only verbal or mental actions and attempts to break free remain; no somatic or material spells.',
    ),
    modifiers: [mod('ac', -4), speedTimes(0)],
    flags: ['loses-dex-to-ac', 'cannot-move', 'cannot-threaten', 'cannot-cast'],
    allowedActions: ['standard', 'free'],
    implies: ['flat-footed'],
    excludes: ['grappled'],
    source: `${SRC.grapple} › Immobiliser ; ${SRC.prdConditions} › Pinned`,
    origin: 'text',
  },
  {
    id: 'prone',
    name: l('À terre', 'Prone'),
    summary: l(
      'Allongé : −4 aux attaques au corps à corps, pas d’arme à distance (sauf arbalète) ; +4 à la CA contre le tir, −4 contre le corps à corps. Se relever : action de mouvement qui provoque une AdO.',
      'Lying down: −4 on melee attacks, no ranged weapons (crossbows excepted); +4 AC against ranged, −4 against melee. Standing up is a move action that provokes.',
    ),
    modifiers: [mod('melee-attack', -4), mod('ac-vs-ranged', 4), mod('ac-vs-melee', -4)],
    flags: [],
    source: `${SRC.prdConditions} › Prone`,
    origin: 'open-rules',
  },
  {
    id: 'shaken',
    name: l('Secoué', 'Shaken'),
    summary: l(
      '−2 aux attaques, sauvegardes, tests de compétence et de caractéristique.',
      '−2 on attacks, saves, skill and ability checks.',
    ),
    modifiers: [mod('attack', -2), mod('saves', -2), mod('skills', -2), mod('ability-checks', -2)],
    flags: [],
    track: { id: 'fear', step: 1 },
    source: `${SRC.dirtyTrick} ; ${SRC.prdConditions} › Shaken`,
    origin: 'open-rules',
  },
  {
    id: 'stunned',
    name: l('Étourdi', 'Stunned'),
    summary: l(
      'Lâche ce qu’il tient, aucune action, −2 à la CA et perd son bonus de Dex ; +4 aux manœuvres tentées contre lui.',
      'Drops what it holds, no actions, −2 AC and loses its Dex bonus; +4 on manoeuvres attempted against it.',
    ),
    modifiers: [mod('ac', -2)],
    flags: ['no-actions', 'drops-held-items', 'loses-dex-to-ac', 'attackers-get-bonus'],
    allowedActions: [],
    source: `${SRC.maneuvers} ; ${SRC.prdConditions} › Stunned`,
    origin: 'open-rules',
  },
];
