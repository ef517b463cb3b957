import type { QuickTable } from '../types';
import { l, SRC } from './helpers';

const GALLOP = l('Mouvement × 4 (galop)', 'Move × 4 (gallop)');
const DOUBLE = l('Mouvement × 2', 'Move × 2');
const NONE = l('Aucun', 'None');

/** Mounted combat and movement quick-reference tables (Aide de jeu PF1 › Combat monté, Mouvements). */
export const MOUNTED_TABLES: readonly QuickTable[] = [
  {
    id: 'pf1-mounted-ranged',
    system: 'pf1',
    title: l('Tir depuis une monture', 'Ranged attacks on a mount'),
    columns: [l('Déplacement de la monture', 'Mount’s movement'), l('Malus d’attaque', 'Attack penalty')],
    rows: [
      [NONE, 0],
      [DOUBLE, -4],
      [GALLOP, -8],
    ],
    notes: [
      l(
        'L’attaque se fait à mi-chemin du déplacement de la monture.',
        'The attack is made halfway through the mount’s move.',
      ),
    ],
    keywords: ['monté', 'mounted', 'cavalier', 'rider', 'monture', 'mount', 'tir', 'ranged', 'galop'],
    source: `${SRC.mounted} › Attaquer avec une arme à distance sur une monture`,
    origin: 'text',
  },
  {
    id: 'pf1-mounted-spellcasting',
    system: 'pf1',
    title: l('Lancer un sort sur une monture', 'Casting on a mount'),
    columns: [
      l('Déplacement de la monture', 'Mount’s movement'),
      l('Test de concentration', 'Concentration check'),
    ],
    rows: [
      [NONE, l('normal', 'normal')],
      [DOUBLE, l('DD 10 + niveau du sort', 'DC 10 + spell level')],
      [GALLOP, l('DD 15 + niveau du sort', 'DC 15 + spell level')],
    ],
    notes: [
      l(
        'Le sort part à mi-chemin du déplacement de la monture.',
        'The spell goes off halfway through the mount’s move.',
      ),
    ],
    keywords: ['monté', 'mounted', 'sort', 'spell', 'concentration', 'DD', 'DC'],
    source: `${SRC.mounted} › Jeter un sort sur une monture`,
    origin: 'text',
  },
  {
    id: 'pf1-ride-checks',
    system: 'pf1',
    title: l('Combat monté : tests d’Équitation', 'Mounted combat: Ride checks'),
    columns: [l('Situation', 'Situation'), l('DD', 'DC'), l('Action ou effet', 'Action or effect')],
    rows: [
      [
        l('Diriger avec les genoux', 'Guide with knees'),
        5,
        l('action libre, mains libres', 'free action, hands free'),
      ],
      [l('Faire attaquer sa monture sans malus', 'Make the mount attack without penalty'), 10, '—'],
      [
        l('Amortir la chute de sa monture', 'Soft fall when the mount falls'),
        15,
        l('sinon 1d6 dégâts', 'else 1d6 damage'),
      ],
      [
        l('Contrôler une monture non entraînée au combat', 'Control a mount untrained for combat'),
        20,
        l(
          'action de mouvement ; raté : elle devient action complexe',
          'move action; failed: it becomes a full-round action',
        ),
      ],
    ],
    notes: [
      l(
        'Position surélevée : +1 à l’attaque au corps à corps ; si la monture avance de plus de 1,5 m, une seule attaque de corps à corps.',
        'Higher ground: +1 on melee attacks; if the mount moves more than 1.5 m, a single melee attack.',
      ),
      l(
        'Cavalier inconscient : 50 % de rester en selle (75 % avec une selle de guerre), sinon chute 1d6 et la monture fuit.',
        'Unconscious rider: 50% to stay in the saddle (75% with a military saddle), else falls for 1d6 and the mount flees.',
      ),
      l(
        'Charge montée : malus de charge à la CA et à la DMD, bonus de charge à l’attaque ; la lance d’arçon double les dégâts.',
        'Mounted charge: charge penalty to AC and CMD, charge bonus on the attack; a lance doubles damage.',
      ),
    ],
    keywords: ['Équitation', 'Ride', 'monté', 'mounted', 'monture', 'mount', 'DD', 'DC', 'selle'],
    source: SRC.mounted,
    origin: 'text',
  },
  {
    id: 'pf1-movement',
    system: 'pf1',
    title: l('Modes de déplacement', 'Movement modes'),
    columns: [
      l('Déplacement', 'Movement'),
      l('Action', 'Action'),
      l('Distance', 'Distance'),
      l('Provoque une AdO ?', 'Provokes AoO?'),
    ],
    rows: [
      [
        l('Mouvement simple', 'Move'),
        l('mouvement', 'move'),
        l('× 1 vitesse', '× 1 speed'),
        l('oui, en quittant une case contrôlée', 'yes, leaving a threatened square'),
      ],
      [
        l('Double mouvement', 'Double move'),
        l('simple + mouvement', 'standard + move'),
        l('× 2 vitesse', '× 2 speed'),
        l('oui', 'yes'),
      ],
      [
        l('Course (perd la Dex à la CA)', 'Run (loses Dex to AC)'),
        l('complexe', 'full-round'),
        l('× 4 vitesse (× 3 en armure lourde), en ligne droite', '× 4 speed (× 3 in heavy armour), straight'),
        l('oui', 'yes'),
      ],
      [
        l('Charge (+2 att., −2 CA)', 'Charge (+2 att., −2 AC)'),
        l('complexe', 'full-round'),
        l('× 2 vitesse, 3 m au moins, en ligne droite', '× 2 speed, 3 m minimum, straight'),
        l('oui', 'yes'),
      ],
      [
        l('Retraite', 'Withdraw'),
        l('complexe', 'full-round'),
        l('× 2 vitesse', '× 2 speed'),
        l('pas en quittant la case de départ', 'not when leaving the first square'),
      ],
      [l('Pas de placement', '5-foot step'), l('aucune', 'none'), '1,5 m', l('non', 'no')],
      [
        l('Ramper (perd la Dex à la CA)', 'Crawl (loses Dex to AC)'),
        l('complexe', 'full-round'),
        '1,5 m',
        l('oui', 'yes'),
      ],
      [
        l('Terrain difficile ou obstacle', 'Difficult terrain or obstacle'),
        l('selon le cas', 'as usual'),
        l('coût × 2 (diagonale : 3 cases)', 'cost × 2 (diagonal: 3 squares)'),
        l('oui', 'yes'),
      ],
    ],
    notes: [
      l(
        'Quel que soit le malus, on peut toujours avancer de 1,5 m par une action complexe (qui provoque).',
        'Whatever the penalty, one can always move 1.5 m as a full-round action (which provokes).',
      ),
      l(
        'Pas de pas de placement ni de course en terrain difficile ou dans le noir.',
        'No 5-foot step or run in difficult terrain or darkness.',
      ),
    ],
    keywords: [
      'déplacement',
      'movement',
      'course',
      'run',
      'charge',
      'retraite',
      'withdraw',
      'pas de placement',
      '5-foot step',
      'AdO',
      'AoO',
      'ramper',
      'crawl',
    ],
    source: `${SRC.movement} ; ${SRC.charge}`,
    origin: 'text',
  },
];
