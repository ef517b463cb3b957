import type { Localized, ManeuverDef, ManeuverId } from '../types';
import { l, SRC } from './helpers';

const improved = (id: ManeuverId): string[] => [`improved-${id}`];

/** The ten Pathfinder combat manoeuvres, all resolved by one CMB check against CMD (BMO contre DMD). */
export const PF1_MANEUVERS: readonly ManeuverDef[] = [
  {
    id: 'bull-rush',
    name: l('Bousculade', 'Bull rush'),
    summary: l(
      'Repousse la cible en ligne droite : 1,5 m + 1,5 m par tranche de 5 points au-dessus de la DMD ; on peut la suivre. Échec : on s’arrête devant elle. +2 en fin de charge.',
      'Pushes the target straight back: 1.5 m + 1.5 m per full 5 points above its CMD; one may follow. Failure: one stops in front of it. +2 at the end of a charge.',
    ),
    action: 'standard',
    provokesUnlessFeat: improved('bull-rush'),
    maxSizeStepsLarger: 1,
    prerequisites: [
      l(
        'Action simple, ou à la place de l’attaque d’une charge',
        'Standard action, or in place of a charge’s attack',
      ),
      l('−4 par autre créature sur la trajectoire', '−4 per other creature in the path'),
    ],
    source: SRC.bullRush,
    origin: 'text',
  },
  {
    id: 'dirty-trick',
    name: l('Sale coup', 'Dirty trick'),
    summary: l(
      'Impose aveuglé, ébloui, assourdi, enchevêtré, secoué ou fiévreux pour 1 round + 1 par tranche de 5 points au-dessus de la DMD. La cible s’en défait par une action de mouvement.',
      'Imposes blinded, dazzled, deafened, entangled, shaken or sickened for 1 round + 1 per full 5 points above CMD. The target removes it with a move action.',
    ),
    action: 'standard',
    provokesUnlessFeat: improved('dirty-trick'),
    prerequisites: [l('Au corps à corps', 'In melee')],
    source: SRC.dirtyTrick,
    origin: 'text',
  },
  {
    id: 'disarm',
    name: l('Désarmement', 'Disarm'),
    summary: l(
      'La cible lâche un objet tenu (au choix) ; 10 points au-dessus de la DMD : tout ce qu’elle tient. Échec de 10 ou plus : c’est l’attaquant qui lâche son arme.',
      'The target drops one held item (attacker’s choice); 10 points above CMD: everything it holds. Failure by 10 or more: the attacker drops its weapon.',
    ),
    action: 'attack',
    provokesUnlessFeat: improved('disarm'),
    prerequisites: [
      l('Remplace une attaque de corps à corps', 'Replaces a melee attack'),
      l(
        '−4 sans arme ; à mains nues, on peut ramasser l’arme sans action',
        '−4 when unarmed; an unarmed attacker may pick the weapon up for free',
      ),
    ],
    source: SRC.disarm,
    origin: 'text',
  },
  {
    id: 'drag',
    name: l('Entraînement', 'Drag'),
    summary: l(
      'Tire la cible vers soi en ligne droite, en reculant avec elle : 1,5 m + 1,5 m par tranche de 5 points au-dessus de la DMD, sans AdO contre elle.',
      'Pulls the target along as one backs away in a straight line: 1.5 m + 1.5 m per full 5 points above CMD, without AoO against it.',
    ),
    action: 'standard',
    provokesUnlessFeat: improved('drag'),
    maxSizeStepsLarger: 1,
    prerequisites: [
      l('Pas de case occupée ni d’obstacle sur le trajet', 'No occupied square or obstacle on the way'),
      l(
        'Les bonus raciaux à la DMD contre la bousculade valent aussi ici',
        'Racial CMD bonuses against bull rush apply too',
      ),
    ],
    source: `${SRC.drag} ; ${SRC.prdApgManeuvers} › Drag`,
    origin: 'text',
  },
  {
    id: 'grapple',
    name: l('Lutte', 'Grapple'),
    summary: l(
      'Réussite : les deux sont agrippés. Chaque tour suivant, l’agrippeur maintient la prise (+5) pour déplacer, blesser, immobiliser ou attacher ; la cible tente de se libérer (BMO contre DMD ou Évasion).',
      'Success: both are grappled. Each later turn the grappler maintains (+5) to move, damage, pin or tie up; the target tries to escape (CMB vs CMD or Escape Artist).',
    ),
    action: 'standard',
    provokesUnlessFeat: improved('grapple'),
    prerequisites: [
      l('Un humanoïde sans ses deux mains libres : −4', 'A humanoid without two free hands: −4'),
      l('Attacher une cible non immobilisée : −10', 'Tying up a target that is not pinned: −10'),
    ],
    source: SRC.grapple,
    origin: 'text',
  },
  {
    id: 'overrun',
    name: l('Renversement', 'Overrun'),
    summary: l(
      'Passer à travers la case de la cible pendant son déplacement ; elle peut s’écarter. Réussite : on passe ; 5 points au-dessus de la DMD : elle tombe à terre. +2 à la DMD par jambe au-delà de deux.',
      'Move through the target’s space during one’s move; it may step aside. Success: one passes; 5 points above CMD: it falls prone. +2 CMD per leg beyond two.',
    ),
    action: 'standard',
    provokesUnlessFeat: improved('overrun'),
    maxSizeStepsLarger: 1,
    prerequisites: [l('Pendant un déplacement ou une charge', 'During a move or a charge')],
    source: `${SRC.prdManeuvers} › Overrun`,
    origin: 'open-rules',
  },
  {
    id: 'reposition',
    name: l('Repositionnement', 'Reposition'),
    summary: l(
      'Déplace la cible de 1,5 m + 1,5 m par tranche de 5 points au-dessus de la DMD, sans la faire sortir de sa zone contrôlée, sans AdO contre elle ni danger connu.',
      'Moves the target 1.5 m + 1.5 m per full 5 points above CMD, within one’s threatened area, without AoO against it or a known hazard.',
    ),
    action: 'standard',
    provokesUnlessFeat: improved('reposition'),
    maxSizeStepsLarger: 1,
    prerequisites: [l('La cible reste dans la zone contrôlée', 'The target stays in the threatened area')],
    source: SRC.reposition,
    origin: 'text',
  },
  {
    id: 'steal',
    name: l('Subtilisation', 'Steal'),
    summary: l(
      'Prend un objet porté mais non tenu, choisi avant le jet : DMD (objet glissé, broche, collier) ou DMD + 5 ou plus (bien attaché, arme au fourreau).',
      'Takes a worn, unheld item named before the roll: CMD (tucked item, brooch, necklace) or CMD + 5 or more (fastened, sheathed weapon).',
    ),
    action: 'standard',
    provokesUnlessFeat: improved('steal'),
    prerequisites: [
      l('Au corps à corps, une main libre', 'In melee, one free hand'),
      l('Au fouet : −4, cible dans la zone contrôlée', 'With a whip: −4, target within reach'),
    ],
    source: SRC.steal,
    origin: 'text',
  },
  {
    id: 'sunder',
    name: l('Destruction', 'Sunder'),
    summary: l(
      'Frappe un objet tenu ou porté : dégâts normaux moins la solidité ; à la moitié de ses PV il est brisé, sous 0 on peut le détruire.',
      'Strikes a held or worn item: normal damage minus hardness; at half its hp it is broken, below 0 one may destroy it.',
    ),
    action: 'attack',
    provokesUnlessFeat: improved('sunder'),
    prerequisites: [l('Remplace une attaque de corps à corps', 'Replaces a melee attack')],
    source: `${SRC.prdManeuvers} › Sunder`,
    origin: 'open-rules',
  },
  {
    id: 'trip',
    name: l('Croc-en-jambe', 'Trip'),
    summary: l(
      'Réussite : la cible tombe à terre. Échec de 10 ou plus : l’attaquant tombe. +2 à la DMD par jambe au-delà de deux ; sans jambes ou en vol : impossible.',
      'Success: the target falls prone. Failure by 10 or more: the attacker falls. +2 CMD per leg beyond two; legless or flying: impossible.',
    ),
    action: 'attack',
    provokesUnlessFeat: improved('trip'),
    maxSizeStepsLarger: 1,
    prerequisites: [
      l('Remplace une attaque de corps à corps', 'Replaces a melee attack'),
      l('La cible a des jambes et ne vole pas', 'The target has legs and is not flying'),
    ],
    source: `${SRC.prdManeuvers} › Trip`,
    origin: 'open-rules',
  },
];

/** Every manoeuvre id, in the order of the list above. */
export const PF1_MANEUVER_IDS: readonly ManeuverId[] = PF1_MANEUVERS.map((m) => m.id);

/** Names of the Improved feats (« Science de… », "Improved…"), for readable breakdowns. */
export const IMPROVED_FEAT: Readonly<Record<ManeuverId, Localized>> = {
  'bull-rush': l('Science de la bousculade', 'Improved Bull Rush'),
  'dirty-trick': l('Science du sale coup', 'Improved Dirty Trick'),
  disarm: l('Science du désarmement', 'Improved Disarm'),
  drag: l('Science de l’entraînement', 'Improved Drag'),
  grapple: l('Science de la lutte', 'Improved Grapple'),
  overrun: l('Science du renversement', 'Improved Overrun'),
  reposition: l('Science du repositionnement', 'Improved Reposition'),
  steal: l('Science de la subtilisation', 'Improved Steal'),
  sunder: l('Science de la destruction', 'Improved Sunder'),
  trip: l('Science du croc-en-jambe', 'Improved Trip'),
};
