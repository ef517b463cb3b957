import type { QuickTable } from '../types';
import { l, SRC } from './record-helpers';

const DASH = l('—', '—');
const YES = l('Oui', 'Yes');
const NO = l('Non', 'No');

/** DRS › Abri: degrees of cover. */
export const DND35_COVER_TABLE: QuickTable = {
  id: 'dnd35-cover',
  system: 'dnd35',
  title: l('Abri', 'Cover'),
  columns: [l('Abri', 'Cover'), l('CA', 'AC'), l('Réflexes', 'Reflex'), l('Note', 'Note')],
  rows: [
    [
      l('Abri', 'Cover'),
      4,
      2,
      l('Pas d’AdO contre la cible ; permet Discrétion', 'No AoO against the target; allows Hide'),
    ],
    [
      l('Abri mou (une créature interposée)', 'Soft cover (a creature in between)'),
      4,
      0,
      l(
        'Contre le tir seulement ; ni Réflexes ni Discrétion',
        'Against ranged only; no Reflex bonus nor Hide',
      ),
    ],
    [
      l('Abri supérieur (bonus doublés)', 'Improved cover (bonuses doubled)'),
      8,
      4,
      l(
        '+10 en Discrétion et esquive surnaturelle contre ces attaques',
        '+10 Hide and improved evasion against those attacks',
      ),
    ],
    [
      l('Abri total', 'Total cover'),
      DASH,
      DASH,
      l('Pas de ligne d’effet : impossible d’attaquer', 'No line of effect: cannot be attacked'),
    ],
  ],
  notes: [
    l(
      'À distance : d’un coin de sa case vers les coins de celle de la cible ; une ligne bloquée ou passant par une créature donne l’abri.',
      'At range: from a corner of your square to the target’s corners; a blocked line, or one through a creature, gives cover.',
    ),
    l(
      'Obstacle bas : abri seulement pour qui est à 9 m ou moins ; ignoré si l’attaquant en est plus près que la cible.',
      'Low obstacle: cover only within 9 m of it; ignored if the attacker is nearer to it than the target.',
    ),
  ],
  keywords: [
    'abri',
    'cover',
    'couvert',
    'CA',
    'AC',
    'Réflexes',
    'Reflex',
    'abri mou',
    'soft cover',
    'abri total',
    'total cover',
  ],
  source: SRC.cover,
  origin: 'text',
};

/** DRS › Camouflage: miss chances. */
export const DND35_CONCEALMENT_TABLE: QuickTable = {
  id: 'dnd35-concealment',
  system: 'dnd35',
  title: l('Camouflage', 'Concealment'),
  columns: [
    l('Camouflage', 'Concealment'),
    l('Chance de rater (%)', 'Miss chance (%)'),
    l('AdO possible', 'AoO possible'),
    l('Note', 'Note'),
  ],
  rows: [
    [
      l('Camouflage', 'Concealment'),
      20,
      YES,
      l('Le défenseur jette 1d100 après un coup au but', 'The defender rolls d% after a hit'),
    ],
    [
      l(
        'Camouflage total (invisible, pas de ligne de mire)',
        'Total concealment (invisible, no line of sight)',
      ),
      50,
      NO,
      l('On vise une case ; pas de ciblage direct', 'Attack a square; no direct targeting'),
    ],
  ],
  notes: [
    l(
      'Plusieurs camouflages : seule la plus forte chance de rater compte.',
      'Several concealments: only the highest miss chance counts.',
    ),
    l(
      'Vision dans le noir : l’obscurité ne camoufle pas. Invisible : +20 en Discrétion en mouvement, +40 immobile.',
      'Darkvision: darkness does not conceal. Invisible: +20 Hide moving, +40 still.',
    ),
  ],
  keywords: [
    'camouflage',
    'concealment',
    'chance de rater',
    'miss chance',
    'invisible',
    'invisibilité',
    'ténèbres',
    'darkness',
    'brouillard',
    'fog',
  ],
  source: SRC.concealment,
  origin: 'text',
};

/** DRS › Points de vie, Les blessures et la mort: what each hit point total means. */
export const DND35_HIT_POINTS_TABLE: QuickTable = {
  id: 'dnd35-hit-point-states',
  system: 'dnd35',
  title: l('Points de vie et états', 'Hit points and states'),
  columns: [l('PV actuels', 'Current hp'), l('De', 'From'), l('À', 'To'), l('État', 'State')],
  rows: [
    [
      l('1 ou plus', '1 or more'),
      1,
      l('max', 'max'),
      l(
        'Normal (chancelant ou inconscient selon les dégâts non-létaux)',
        'Normal (staggered or unconscious by nonlethal damage)',
      ),
    ],
    [l('0', '0'), 0, 0, l('Hors de combat', 'Disabled')],
    [l('−1 à −9', '−1 to −9'), -9, -1, l('Mourant', 'Dying')],
    [l('−10 ou moins', '−10 or less'), l('min', 'min'), -10, l('Mort', 'Dead')],
  ],
  notes: [
    l(
      'Mourant : −1 PV par round, 10 % de se stabiliser à chaque tour. Dégâts excessifs : 50 en un coup, Vigueur DD 15 ou mort.',
      'Dying: −1 hp a round, 10% to stabilise each turn. Massive damage: 50 in one hit, Fortitude DC 15 or dead.',
    ),
    l(
      'Non-létaux égaux aux PV : chancelant ; supérieurs : inconscient.',
      'Nonlethal equal to hp: staggered; above: unconscious.',
    ),
  ],
  keywords: [
    'PV',
    'HP',
    'points de vie',
    'hit points',
    'mourant',
    'dying',
    'hors de combat',
    'disabled',
    'mort',
    'dead',
    'stabiliser',
    'stable',
    'non-létaux',
    'nonlethal',
    'dégâts excessifs',
    'massive damage',
  ],
  source: SRC.wounds,
  origin: 'text',
};

/** Concentration checks that combat calls for (DRS › Lancer un sort, Lutte, Combat monté; entangled: SRD). */
export const DND35_CONCENTRATION_TABLE: QuickTable = {
  id: 'dnd35-concentration',
  system: 'dnd35',
  title: l('Concentration en combat', 'Concentration in combat'),
  columns: [l('Situation', 'Situation'), l('DD de base', 'Base DC'), l('Plus', 'Plus')],
  rows: [
    [
      l('Blessé pendant l’incantation (AdO…)', 'Damaged while casting (AoO…)'),
      10,
      l('dégâts subis + niveau du sort', 'damage taken + spell level'),
    ],
    [
      l('Incantation sur la défensive (ou pouvoir magique)', 'Casting defensively (or spell-like ability)'),
      15,
      l('niveau du sort', 'spell level'),
    ],
    [
      l('Sort lancé en lutte ou immobilisé', 'Casting while grappling or pinned'),
      20,
      l('niveau du sort', 'spell level'),
    ],
    [
      l('Monture qui se déplace pendant l’incantation', 'Mount moving during casting'),
      10,
      l('niveau du sort', 'spell level'),
    ],
    [l('Monture qui court', 'Mount running'), 15, l('niveau du sort', 'spell level')],
    [
      l('Enchevêtré (règles ouvertes SRD)', 'Entangled (SRD open rules)'),
      15,
      l('niveau du sort', 'spell level'),
    ],
  ],
  keywords: [
    'concentration',
    'sort',
    'spell',
    'incantation',
    'casting',
    'défensive',
    'defensively',
    'DD',
    'DC',
  ],
  source: 'DRS › Combat › Lancer un sort ; DRS › Combat › Lutte ; DRS › Combat › Combat monté',
  origin: 'text',
};

/** DRS › Lutte › Options d'un personnage agrippé, qui immobilise, qui est immobilisé. */
export const DND35_GRAPPLE_OPTIONS_TABLE: QuickTable = {
  id: 'dnd35-grapple-options',
  system: 'dnd35',
  title: l('Options en lutte', 'Grapple options'),
  columns: [l('Option', 'Option'), l('Action', 'Action'), l('Test de lutte opposé', 'Opposed grapple check')],
  rows: [
    [
      l('Activer un objet magique (pas à fin d’incantation)', 'Activate a magic item (not spell completion)'),
      l('Normale', 'Normal'),
      NO,
    ],
    [
      l(
        'Attaquer à mains nues, arme naturelle ou légère (−4)',
        'Attack unarmed, natural or light weapon (−4)',
      ),
      l('Attaque', 'Attack'),
      NO,
    ],
    [
      l(
        'Lancer un sort (1 action, sans gestuelle ; Concentration DD 20 + niveau)',
        'Cast a spell (1 action, no somatic; Concentration DC 20 + level)',
      ),
      l('Normale', 'Normal'),
      NO,
    ],
    [
      l('Infliger des dégâts à mains nues (létaux : −4)', 'Deal unarmed damage (lethal: −4)'),
      l('Remplace une attaque', 'Replaces an attack'),
      YES,
    ],
    [l('Dégainer une arme légère', 'Draw a light weapon'), l('Mouvement', 'Move'), YES],
    [
      l('S’échapper (Évasion : action simple)', 'Escape (Escape Artist: standard action)'),
      l('Remplace une attaque', 'Replaces an attack'),
      l('Oui, contre tous', 'Yes, against all'),
    ],
    [
      l(
        'Se déplacer à demi-vitesse avec ceux qu’on tient (+4 contre un immobilisé)',
        'Move at half speed with those held (+4 against a pinned foe)',
      ),
      l('Simple', 'Standard'),
      l('Oui, contre tous', 'Yes, against all'),
    ],
    [l('Récupérer une composante matérielle', 'Retrieve a spell component'), l('Complexe', 'Full-round'), NO],
    [
      l('Immobiliser l’adversaire (1 round)', 'Pin the opponent (1 round)'),
      l('Remplace une attaque', 'Replaces an attack'),
      YES,
    ],
    [
      l('Libérer un allié immobilisé', 'Break another’s pin'),
      l('Remplace une attaque', 'Replaces an attack'),
      YES,
    ],
    [
      l('Retourner l’arme légère de l’adversaire contre lui (−4)', 'Use the opponent’s light weapon (−4)'),
      l('Remplace une attaque', 'Replaces an attack'),
      YES,
    ],
    [
      l('Se dégager d’une immobilisation', 'Escape from a pin'),
      l('Remplace une attaque', 'Replaces an attack'),
      YES,
    ],
    [l('Relâcher un adversaire immobilisé', 'Release a pinned opponent'), l('Libre', 'Free'), NO],
  ],
  notes: [
    l(
      'Celui qui immobilise ne peut ni dégainer ni utiliser d’arme, ni immobiliser ou échapper à un autre ; il peut empêcher l’immobilisé de parler.',
      'The one pinning cannot draw or use weapons, pin or escape another; may keep the pinned one from speaking.',
    ),
    l(
      'Jusqu’à quatre créatures peuvent en agripper une : une catégorie de moins compte ½, une de plus 2, deux de plus 4.',
      'Up to four creatures can grapple one: one size smaller counts ½, one larger 2, two larger 4.',
    ),
  ],
  keywords: [
    'lutte',
    'grapple',
    'agrippé',
    'grappled',
    'immobilisé',
    'pinned',
    'immobiliser',
    'pin',
    'échapper',
    'escape',
  ],
  source: `${SRC.grapple} › Options d’un personnage agrippé`,
  origin: 'text',
};
