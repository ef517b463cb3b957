import type { QuickTable } from '../types';
import { l, SRC } from './helpers';

const MOVE = l('1 action de mouvement', '1 move action');

/** Armour and equipment quick-reference tables (Aide de jeu PF1 › Règles complémentaires). */
export const GEAR_TABLES: readonly QuickTable[] = [
  {
    id: 'pf1-donning-armor',
    system: 'pf1',
    title: l('Mettre et enlever une armure', 'Donning and removing armour'),
    columns: [
      l('Armure', 'Armour'),
      l('Mettre', 'Don'),
      l('Mettre à la hâte', 'Don hastily'),
      l('Enlever', 'Remove'),
    ],
    rows: [
      [l('Bouclier', 'Shield'), MOVE, '—', MOVE],
      [
        l('Armures légères et de peau', 'Light and hide armour'),
        '1 min',
        l('5 rounds', '5 rounds'),
        '1 min*',
      ],
      [
        l(
          'Cuirasse, écailles, cotte de mailles, clibanion, crevice',
          'Breastplate, scale, chainmail, banded, splint',
        ),
        '4 min*',
        '1 min',
        '1 min*',
      ],
      [l('À plaques, harnois', 'Half-plate, full plate'), '4 min**', '4 min*', '1d4+1 min*'],
    ],
    notes: [
      l(
        '* Temps divisé par 2 avec de l’aide ; un aide peut servir deux personnes à la fois.',
        '* Time halved with help; one helper can assist two people at once.',
      ),
      l('** Impossible sans aide.', '** Cannot be done without help.'),
    ],
    keywords: ['armure', 'armor', 'armour', 'enfiler', 'don', 'retirer', 'bouclier', 'shield'],
    source: `${SRC.armor} › Enlever et mettre une armure`,
    origin: 'text',
  },
  {
    id: 'pf1-armor-sizes',
    system: 'pf1',
    title: l('Armures pour d’autres tailles (multiplicateurs)', 'Armour for other sizes (multipliers)'),
    columns: [
      l('Taille', 'Size'),
      l('Humanoïde : prix', 'Humanoid: cost'),
      l('Humanoïde : poids', 'Humanoid: weight'),
      l('Non humanoïde : prix', 'Non-humanoid: cost'),
      l('Non humanoïde : poids', 'Non-humanoid: weight'),
    ],
    rows: [
      [l('TP ou moins*', 'Tiny or smaller*'), 0.5, 0.1, 1, 0.1],
      [l('P', 'Small'), 1, 0.5, 2, 0.5],
      [l('M', 'Medium'), 1, 1, 2, 1],
      [l('G', 'Large'), 2, 2, 4, 2],
      [l('TG', 'Huge'), 4, 5, 8, 5],
      [l('Gig', 'Gargantuan'), 8, 8, 16, 8],
      [l('C', 'Colossal'), 16, 12, 32, 12],
    ],
    notes: [l('* Bonus d’armure divisé par 2.', '* Armour bonus halved.')],
    keywords: ['armure', 'armor', 'taille', 'size', 'prix', 'poids', 'cost', 'weight'],
    source: `${SRC.armor} › Armures de tailles différentes`,
    origin: 'text',
  },
  {
    id: 'pf1-sleeping-in-armor',
    system: 'pf1',
    title: l('Dormir en armure', 'Sleeping in armour'),
    columns: [
      l('Armure', 'Armour'),
      l('Au réveil', 'On waking'),
      l('Malus For et Dex', 'Str and Dex penalty'),
    ],
    rows: [
      [l('Légère', 'Light'), l('aucune pénalité', 'no penalty'), 0],
      [
        l('Intermédiaire ou lourde', 'Medium or heavy'),
        l('fatigué : ni charge ni course', 'fatigued: no charging or running'),
        -2,
      ],
    ],
    keywords: ['dormir', 'sleep', 'armure', 'armor', 'fatigué', 'fatigued'],
    source: `${SRC.armor} › Dormir en armure`,
    origin: 'text',
  },
  {
    id: 'pf1-broken-gear',
    system: 'pf1',
    title: l('Objets brisés et armes inhabituelles', 'Broken items and unusual weapons'),
    columns: [l('Cas', 'Case'), l('Attaque', 'Attack'), l('Dégâts', 'Damage'), l('Effet', 'Effect')],
    rows: [
      [l('Arme brisée', 'Broken weapon'), -2, -2, l('critique sur 20, ×2', 'critical on 20, ×2')],
      [
        l('Arme improvisée', 'Improvised weapon'),
        -4,
        0,
        l('critique sur 20, ×2, facteur de portée 3 m', 'critical on 20, ×2, range increment 3 m'),
      ],
      [
        l('Arme de corps à corps lancée', 'Thrown melee weapon'),
        -4,
        0,
        l('facteur de portée 3 m, critique sur 20, ×2', 'range increment 3 m, critical on 20, ×2'),
      ],
      [l('Arme sans formation', 'Non-proficient weapon'), -4, 0, '—'],
      [
        l('Armure brisée', 'Broken armour'),
        0,
        0,
        l('bonus à la CA ÷ 2, malus aux tests × 2', 'AC bonus ÷ 2, check penalty × 2'),
      ],
      [
        l('Armure sans formation', 'Non-proficient armour'),
        l('malus d’armure aux tests', 'armour check penalty'),
        0,
        l('aussi aux tests de For et Dex et de leurs compétences', 'also on Str and Dex checks and skills'),
      ],
    ],
    notes: [
      l(
        'Lancer une arme légère ou à une main : action simple ; à deux mains : action complexe.',
        'Throwing a light or one-handed weapon: standard action; two-handed: full-round action.',
      ),
      l(
        'Armure et bouclier sans formation : les deux malus s’additionnent.',
        'Non-proficient armour and shield: both penalties add up.',
      ),
    ],
    keywords: ['brisé', 'broken', 'improvisée', 'improvised', 'formation', 'proficiency', 'lancer', 'throw'],
    source: `${SRC.weapons} ; ${SRC.armor}`,
    origin: 'text',
  },
];
