import type { ManeuverDef } from '../types';
import { l, SRC } from './record-helpers';

/** The six D&D 3.5 manoeuvres (DRS › Attaques spéciales), as `resolveManeuver` resolves them. */
export const DND35_MANEUVERS: readonly ManeuverDef[] = [
  {
    id: 'grapple',
    name: l('Lutte', 'Grapple'),
    summary: l(
      'Attaque de contact au corps à corps pour saisir, puis tests de lutte opposés (BBA + For + taille spéciale C +16 … I −16) pour assurer la prise. Égalité : le plus fort modificateur, puis au hasard. Réussite : les deux sont en lutte, dégâts à mains nues.',
      'Melee touch attack to grab, then opposed grapple checks (BAB + Str + special size C +16 … F −16) to hold. Tie: higher modifier, then random. Success: both are grappling, unarmed damage.',
    ),
    action: 'attack',
    provokesUnlessFeat: ['improved-grapple', 'improved-unarmed-strike'],
    prerequisites: [
      l(
        'Impossible d’assurer sa prise sur une cible de deux catégories de taille de plus ou davantage.',
        'Cannot hold a target two or more size categories larger.',
      ),
      l(
        'Une AdO de la cible qui inflige des dégâts fait échouer la tentative.',
        'An AoO from the target that deals damage spoils the attempt.',
      ),
      l(
        'Pour continuer la lutte, il faut entrer dans l’espace de la cible.',
        'To keep grappling, move into the target’s space.',
      ),
    ],
    source: `${SRC.grapple} › Engager une lutte`,
    origin: 'text',
  },
  {
    id: 'bull-rush',
    name: l('Bousculade', 'Bull rush'),
    summary: l(
      'Entrer dans l’espace de la cible, puis tests de Force opposés (±4 par catégorie de taille par rapport à M ; +2 en charge ; cible stable ou à plus de deux jambes +4). Réussite : recul de 1,50 m, +1,50 m par tranche de 5 points si l’on suit. Échec : l’attaquant recule de 1,50 m.',
      'Enter the target’s space, then opposed Strength checks (±4 per size category from Medium; +2 charging; stable or many-legged target +4). Success: pushed 1.5 m, +1.5 m per 5 points if you follow. Failure: the attacker moves back 1.5 m.',
    ),
    action: 'standard',
    provokesUnlessFeat: ['improved-bull-rush'],
    maxSizeStepsLarger: 1,
    prerequisites: [
      l(
        'Action simple (une attaque) ou dans une charge.',
        'Standard action (an attack) or part of a charge.',
      ),
      l(
        'Provoque aussi les AdO des autres ennemis qui menacent ; 25 % d’entre elles touchent la cible.',
        'Also provokes AoO from other threatening foes; 25% of them hit the target instead.',
      ),
      l(
        'Science de la bousculade : +4 au test (règles ouvertes SRD, le DRS combat ne donne que l’absence d’AdO).',
        'Improved Bull Rush: +4 on the check (SRD open rules; the DRS combat chapter only gives the AoO immunity).',
      ),
    ],
    source: `${SRC.special} › Bousculade`,
    origin: 'text',
  },
  {
    id: 'trip',
    name: l('Croc-en-jambe', 'Trip'),
    summary: l(
      'Attaque de contact au corps à corps (à mains nues, ou avec une arme de croc-en-jambe), puis For de l’attaquant contre For ou Dex du défenseur (la meilleure) ; ±4 par catégorie de taille, stabilité +4. Réussite : la cible est à terre. Échec : elle peut riposter de même.',
      'Melee touch attack (unarmed, or with a trip weapon), then the attacker’s Str against the defender’s better of Str or Dex; ±4 per size category, stability +4. Success: the target is prone. Failure: it may trip back.',
    ),
    action: 'attack',
    provokesUnlessFeat: ['improved-trip'],
    maxSizeStepsLarger: 1,
    prerequisites: [
      l(
        'Avec une arme de croc-en-jambe (fouet, guisarme, fléau…), pas d’AdO.',
        'With a trip weapon (whip, guisarme, flail…), no AoO.',
      ),
      l(
        'Science du croc-en-jambe : +4 au test de Force (règles ouvertes SRD).',
        'Improved Trip: +4 on the Strength check (SRD open rules).',
      ),
      l(
        'Cavalier : le défenseur peut utiliser Équitation à la place.',
        'Mounted target: the defender may use Ride instead.',
      ),
    ],
    source: `${SRC.special} › Croc-en-jambe`,
    origin: 'text',
  },
  {
    id: 'overrun',
    name: l('Renversement', 'Overrun'),
    summary: l(
      'Pendant un déplacement, une fois par round : la cible évite ou bloque. Si elle bloque : For de l’attaquant (+2 en charge) contre For ou Dex du défenseur (la meilleure, stabilité +4), ±4 par catégorie. Réussite : la cible est à terre. Échec : l’attaquant recule de 1,50 m et peut être renversé.',
      'During a move, once a round: the target avoids or blocks. If it blocks: the attacker’s Str (+2 charging) against the defender’s better of Str or Dex (stability +4), ±4 per category. Success: the target is prone. Failure: the attacker moves back 1.5 m and may be knocked prone.',
    ),
    action: 'standard',
    // DRS › Renversement: entering the target's space provokes, feat or not.
    provokesUnlessFeat: [],
    maxSizeStepsLarger: 1,
    prerequisites: [
      l(
        'Provoque l’AdO de la cible (entrée dans son espace).',
        'Provokes the target’s AoO (entering its space).',
      ),
      l(
        'Science du renversement : la cible ne peut pas éviter ; +4 au test (règles ouvertes SRD).',
        'Improved Overrun: the target cannot avoid; +4 on the check (SRD open rules).',
      ),
    ],
    source: `${SRC.special} › Renversement`,
    origin: 'text',
  },
  {
    id: 'disarm',
    name: l('Désarmement', 'Disarm'),
    summary: l(
      'Jets d’attaque opposés : arme à deux mains +4, arme légère ou mains nues −4, +4 par catégorie de taille d’avance. Réussite : la cible lâche son arme (prise par l’attaquant s’il était à mains nues). Échec : la cible peut riposter par un désarmement.',
      'Opposed attack rolls: two-handed +4, light or unarmed −4, +4 per size category ahead. Success: the target drops its weapon (taken if you were unarmed). Failure: the target may disarm you back.',
    ),
    action: 'attack',
    provokesUnlessFeat: ['improved-disarm'],
    prerequisites: [
      l(
        'Une AdO qui inflige des dégâts fait échouer le désarmement.',
        'An AoO that deals damage spoils the disarm.',
      ),
      l(
        'Objet visé autre qu’une arme de corps à corps : le défenseur a −4. Arme fixée à un gantelet d’armes : +10 au défenseur.',
        'Target item not a melee weapon: defender −4. Weapon in a locked gauntlet: defender +10.',
      ),
      l(
        'Science du désarmement : +4 au jet et pas de riposte (règles ouvertes SRD).',
        'Improved Disarm: +4 on the roll and no counter-disarm (SRD open rules).',
      ),
    ],
    source: `${SRC.special} › Désarmement`,
    origin: 'text',
  },
  {
    id: 'sunder',
    name: l('Destruction', 'Sunder'),
    summary: l(
      'Frapper l’arme ou le bouclier adverse (arme tranchante ou contondante) : jets d’attaque opposés avec les mêmes modificateurs que le désarmement. Réussite : dégâts normaux à l’objet (solidité, points de résistance).',
      'Strike the foe’s weapon or shield (slashing or bludgeoning weapon): opposed attack rolls with the disarm modifiers. Success: normal damage to the item (hardness, hit points).',
    ),
    action: 'attack',
    provokesUnlessFeat: ['improved-sunder'],
    prerequisites: [
      l(
        'Objet tenu ou porté sans être une arme ou un bouclier : jet d’attaque contre sa CA (10 + taille + Dex du porteur), pas de jet opposé.',
        'Carried or worn item other than a weapon or shield: attack roll against its AC (10 + size + wearer’s Dex), no opposed roll.',
      ),
      l('Une armure portée ne peut pas être détruite.', 'Worn armour cannot be sundered.'),
      l(
        'Science de la destruction : +4 au jet (règles ouvertes SRD).',
        'Improved Sunder: +4 on the roll (SRD open rules).',
      ),
    ],
    source: `${SRC.special} › Destruction`,
    origin: 'text',
  },
];
