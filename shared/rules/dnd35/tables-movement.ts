import type { QuickTable } from '../types';
import { l, SRC } from './record-helpers';

const DASH = l('—', '—');

/** DRS › Table : vitesse de déplacement tactique (metres and squares). */
export const DND35_SPEED_TABLE: QuickTable = {
  id: 'dnd35-tactical-speed',
  system: 'dnd35',
  title: l('Vitesse de déplacement tactique', 'Tactical speed'),
  columns: [
    l('Race', 'Race'),
    l('Sans armure ou légère (m)', 'No or light armour (m)'),
    l('(cases)', '(squares)'),
    l('Intermédiaire ou lourde (m)', 'Medium or heavy armour (m)'),
    l('(cases)', '(squares)'),
  ],
  rows: [
    [l('Humain, demi-elfe, demi-orque, elfe', 'Human, half-elf, half-orc, elf'), 9, 6, 6, 4],
    [l('Nain', 'Dwarf'), 6, 4, 6, 4],
    [l('Gnome, halfelin', 'Gnome, halfling'), 6, 4, 4.5, 3],
  ],
  notes: [l('Une case = 1,50 m.', 'One square = 1.5 m.')],
  keywords: ['vitesse', 'speed', 'déplacement', 'movement', 'cases', 'squares', 'armure', 'armor'],
  source: `${SRC.movement} › Table : vitesse de déplacement tactique`,
  origin: 'text',
};

/** DRS › Table : taille des créatures et échelle (typical values). */
export const DND35_SPACE_REACH_TABLE: QuickTable = {
  id: 'dnd35-space-reach',
  system: 'dnd35',
  title: l('Taille des créatures : espace occupé et allonge', 'Creature size: space and reach'),
  columns: [
    l('Taille', 'Size'),
    l('Espace occupé (m)', 'Space (m)'),
    l('Allonge naturelle (m)', 'Natural reach (m)'),
  ],
  rows: [
    [l('Infime (I)', 'Fine'), 0.15, 0],
    [l('Minuscule (Min)', 'Diminutive'), 0.3, 0],
    [l('Très petite (TP)', 'Tiny'), 0.75, 0],
    [l('Petite (P)', 'Small'), 1.5, 1.5],
    [l('Moyenne (M)', 'Medium'), 1.5, 1.5],
    [l('Grande (G), haute', 'Large, tall'), 3, 3],
    [l('Grande (G), longue', 'Large, long'), 3, 1.5],
    [l('Très grande (TG), haute', 'Huge, tall'), 4.5, 4.5],
    [l('Très grande (TG), longue', 'Huge, long'), 4.5, 3],
    [l('Gigantesque (Gig), haute', 'Gargantuan, tall'), 6, 6],
    [l('Gigantesque (Gig), longue', 'Gargantuan, long'), 6, 4.5],
    [l('Colossale (C), haute', 'Colossal, tall'), l('9 ou plus', '9 or more'), l('9 ou plus', '9 or more')],
    [l('Colossale (C), longue', 'Colossal, long'), l('9 ou plus', '9 or more'), l('6 ou plus', '6 or more')],
  ],
  notes: [
    l('Valeurs types ; des exceptions existent.', 'Typical values; exceptions exist.'),
    l(
      'Allonge 0 : doit entrer dans l’espace de sa cible (AdO), ne contrôle aucune case, ne prend pas en tenaille.',
      'Reach 0: must enter the target’s space (AoO), threatens no square, cannot flank.',
    ),
  ],
  keywords: ['espace', 'space', 'allonge', 'reach', 'taille', 'size', 'cases', 'squares'],
  source: SRC.sizeTable,
  origin: 'text',
};

/** How far each kind of movement goes (DRS › Vitesse de déplacement, Les actions de mouvement, complexes). */
export const DND35_MOVEMENT_TABLE: QuickTable = {
  id: 'dnd35-movement-modes',
  system: 'dnd35',
  title: l('Déplacements en combat', 'Movement in combat'),
  columns: [
    l('Déplacement', 'Movement'),
    l('Action', 'Action'),
    l('Distance (× vitesse)', 'Distance (× speed)'),
    l('Note', 'Note'),
  ],
  rows: [
    [l('Déplacement', 'Move'), l('Mouvement', 'Move'), 1, DASH],
    [l('Double mouvement', 'Double move'), l('Deux actions de mouvement', 'Two move actions'), 2, DASH],
    [
      l('Course', 'Run'),
      l('Complexe', 'Full-round'),
      4,
      l(
        '×3 en armure lourde ; perd le bonus de Dex à la CA ; en ligne droite',
        '×3 in heavy armour; loses Dex bonus to AC; straight line',
      ),
    ],
    [
      l('Charge', 'Charge'),
      l('Complexe', 'Full-round'),
      2,
      l('Au moins 3 m, en ligne droite, passage dégagé', 'At least 3 m, straight line, clear path'),
    ],
    [
      l('Retraite', 'Withdraw'),
      l('Complexe', 'Full-round'),
      2,
      l(
        'Première case non contrôlée par les ennemis visibles',
        'First square not threatened by visible foes',
      ),
    ],
    [
      l('Escalade', 'Climb'),
      l('Mouvement', 'Move'),
      0.25,
      l('Moitié de la vitesse avec −5 au test', 'Half speed at −5 on the check'),
    ],
    [l('Nage', 'Swim'), l('Mouvement', 'Move'), 0.25, DASH],
    [
      l('Ramper (1,50 m)', 'Crawl (1.5 m)'),
      l('Mouvement', 'Move'),
      DASH,
      l('Provoque l’AdO de tous les ennemis qui menacent', 'Provokes AoO from every threatening foe'),
    ],
    [
      l('Pas de placement (1,50 m)', '5-foot step'),
      l('Aucune', 'None'),
      DASH,
      l('Jamais d’AdO ; pas en terrain difficile', 'Never an AoO; not in difficult terrain'),
    ],
    [
      l('1,50 m en terrain très difficile', '1.5 m in very difficult terrain'),
      l('Complexe', 'Full-round'),
      DASH,
      l('Provoque des AdO (ce n’est pas un pas de placement)', 'Provokes AoO (not a 5-foot step)'),
    ],
  ],
  notes: [
    l(
      'Terrain difficile ou obstacle : chaque case compte double (diagonale : 3). Se serrer : chaque case compte double.',
      'Difficult terrain or obstacle: each square counts double (diagonal: 3). Squeezing: each square counts double.',
    ),
    l(
      'Diagonales : la première compte 1 case, la deuxième 2, et ainsi de suite.',
      'Diagonals: the first counts 1 square, the second 2, and so on.',
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
    'terrain difficile',
    'difficult terrain',
    'diagonale',
  ],
  source: `${SRC.movement} ; ${SRC.actions}`,
  origin: 'text',
};
