import type { RuleSummary } from '../types';
import { l, SRC } from './record-helpers';

/** Rule summaries in our words, for what GMs look up at the table (DRS › Combat). */
export const DND35_SUMMARIES: readonly RuleSummary[] = [
  {
    id: 'dnd35-initiative',
    title: l('Initiative', 'Initiative'),
    text: l(
      'Test d’initiative : 1d20 + mod. de Dex (+4 avec Science de l’initiative), une fois pour tout le combat. Égalité : le plus fort modificateur, puis pile ou face. Pris au dépourvu jusqu’à sa première action. Un combattant qui ne peut pas agir garde sa place.',
      'Initiative check: 1d20 + Dex modifier (+4 with Improved Initiative), once for the whole fight. Tie: higher modifier, then a coin toss. Flat-footed until its first action. A combatant unable to act keeps its place.',
    ),
    keywords: [
      'initiative',
      'init',
      'Science de l’initiative',
      'Improved Initiative',
      'pris au dépourvu',
      'flat-footed',
      'égalité',
      'tie',
    ],
    source: SRC.initiative,
  },
  {
    id: 'dnd35-actions-and-aoo',
    title: l('Actions et attaques d’opportunité', 'Actions and attacks of opportunity'),
    text: l(
      'On contrôle les cases où l’on peut frapper au corps à corps. Quitter une case contrôlée (pas y entrer) ou y faire une action qui distrait (tir, sort, boire une potion…) provoque une AdO : une attaque au bonus plein, une seule par round (Attaques réflexes : 1 + Dex). Pas de placement et retraite l’évitent. Pris au dépourvu : pas d’AdO.',
      'You threaten the squares you can hit in melee. Leaving a threatened square (not entering) or doing a distracting action there (shooting, casting, drinking…) provokes an AoO: one attack at full bonus, one a round (Combat Reflexes: 1 + Dex). A 5-foot step or withdraw avoids it. Flat-footed: no AoO.',
    ),
    keywords: [
      'AdO',
      'AoO',
      'attaque d’opportunité',
      'attack of opportunity',
      'case contrôlée',
      'threatened',
      'Attaques réflexes',
      'Combat Reflexes',
    ],
    source: SRC.aoo,
  },
  {
    id: 'dnd35-cover',
    title: l('Abri', 'Cover'),
    text: l(
      'Abri : +4 à la CA, +2 en Réflexes, pas d’AdO contre la cible. Abri mou (une créature entre les deux) : +4 contre le tir seulement. Abri supérieur : bonus doublés. Abri total : pas d’attaque possible. Au corps à corps, abri seulement si une ligne passe par un mur.',
      'Cover: +4 AC, +2 Reflex, no AoO against the target. Soft cover (a creature in between): +4 against ranged only. Improved cover: doubled. Total cover: no attack. In melee, cover only if a line crosses a wall.',
    ),
    keywords: ['abri', 'cover', 'couvert', 'CA', 'AC'],
    source: SRC.cover,
  },
  {
    id: 'dnd35-concealment',
    title: l('Camouflage', 'Concealment'),
    text: l(
      'Camouflage (brume, pénombre) : 20 % de rater après un coup au but (d% du défenseur). Camouflage total (invisibilité, ténèbres) : 50 %, il faut deviner la case, pas d’AdO. Seule la plus forte chance compte.',
      'Concealment (fog, dim light): 20% miss after a hit (defender’s d%). Total concealment (invisibility, darkness): 50%, guess the square, no AoO. Only the highest chance counts.',
    ),
    keywords: ['camouflage', 'concealment', 'invisible', 'chance de rater', 'miss chance'],
    source: SRC.concealment,
  },
  {
    id: 'dnd35-flanking',
    title: l('Prise en tenaille', 'Flanking'),
    text: l(
      '+2 à l’attaque au corps à corps si un allié qui contrôle l’adversaire se tient du côté opposé (ligne entre les centres qui traverse deux bords opposés). Une créature d’allonge 0 ne prend pas en tenaille.',
      '+2 on melee attacks if an ally threatening the foe stands on the opposite side (a line between centres crossing opposite edges). A reach-0 creature cannot flank.',
    ),
    keywords: ['prise en tenaille', 'tenaille', 'flanking', 'flank', '+2'],
    source: SRC.flanking,
  },
  {
    id: 'dnd35-helpless-coup-de-grace',
    title: l('Sans défense et coup de grâce', 'Helpless and coup de grâce'),
    text: l(
      'Cible sans défense : Dex comptée à 0 (−5) et −4 à la CA au corps à corps. Coup de grâce : action complexe (AdO), arme de corps à corps (ou arc/arbalète adjacent) ; touche et fait un critique ; la cible meurt si elle rate Vigueur DD 10 + dégâts. Pas contre les immunisés aux critiques.',
      'Helpless target: Dex counts as 0 (−5) and −4 AC against melee. Coup de grâce: full-round action (AoO), melee weapon (or adjacent bow/crossbow); auto-hit and critical; the target dies on a failed Fortitude DC 10 + damage. Not against creatures immune to criticals.',
    ),
    keywords: ['sans défense', 'helpless', 'coup de grâce', 'coup de grace', 'endormi', 'paralysé'],
    source: SRC.helpless,
  },
  {
    id: 'dnd35-charge',
    title: l('Charge', 'Charge'),
    text: l(
      'Action complexe : au moins 3 m, au plus le double de sa vitesse, en ligne droite vers la cible, passage dégagé, puis une seule attaque à +2 ; −2 à la CA jusqu’au prochain tour. Pas de pas de placement. +2 au test de bousculade. Activité restreinte : charge à sa vitesse seulement.',
      'Full-round action: at least 3 m, at most double speed, straight at the target, clear path, then one attack at +2; −2 AC until your next turn. No 5-foot step. +2 on the bull rush check. Restricted activity: charge at normal speed only.',
    ),
    keywords: ['charge', 'charger', '+2', '−2 CA'],
    source: `${SRC.special} › Charge`,
  },
  {
    id: 'dnd35-two-weapon-fighting',
    title: l('Combat à deux armes', 'Two-weapon fighting'),
    text: l(
      'Une attaque de plus avec l’autre main en attaque à outrance. Malus −6/−10 ; arme légère dans l’autre main −4/−8 ; don Combat à deux armes −4/−4 ; les deux −2/−2. Arme double : comme une arme légère dans l’autre main.',
      'One extra off-hand attack in a full attack. Penalties −6/−10; light off-hand weapon −4/−8; Two-Weapon Fighting feat −4/−4; both −2/−2. Double weapon: as a light off-hand weapon.',
    ),
    keywords: ['deux armes', 'two-weapon', 'TWF', 'arme double'],
    source: `${SRC.special} › Combat à deux armes`,
  },
  {
    id: 'dnd35-mounted-combat',
    title: l('Combat monté', 'Mounted combat'),
    text: l(
      'Monture non dressée au combat : Équitation DD 20 chaque round (action de mouvement). Guider aux genoux : DD 5, action libre. +1 contre un adversaire à pied de taille M ou moins. Monture qui bouge de plus de 1,50 m : une seule attaque. Tir : −4 en double mouvement, −8 si elle court. Lance d’arçon en charge : dégâts doublés. La monture agit à l’initiative du cavalier.',
      'Mount not trained for war: Ride DC 20 each round (move action). Guide with knees: DC 5, free. +1 against a Medium or smaller foe on foot. Mount moves more than 1.5 m: one attack only. Ranged: −4 on a double move, −8 running. Lance on a charge: double damage. The mount acts on the rider’s initiative.',
    ),
    keywords: [
      'monté',
      'mounted',
      'monture',
      'mount',
      'cheval',
      'horse',
      'Équitation',
      'Ride',
      'lance d’arçon',
      'lance',
    ],
    source: `${SRC.special} › Combat monté`,
  },
  {
    id: 'dnd35-ready-and-delay',
    title: l('Préparer et retarder', 'Ready and delay'),
    text: l(
      'Préparer (action simple) : une action simple, de mouvement ou libre et son déclencheur ; elle passe juste avant l’action déclenchante. Retarder : agir plus tard dans le round, sans interrompre personne. Dans les deux cas, le nouveau rang d’initiative vaut pour tout le reste du combat.',
      'Ready (standard action): a standard, move or free action and its trigger; it goes just before the triggering action. Delay: act later in the round, interrupting no one. Either way, the new initiative count holds for the rest of the fight.',
    ),
    keywords: ['préparer', 'ready', 'retarder', 'delay', 'initiative', 'contresort', 'counterspell'],
    source: SRC.initiativeActions,
  },
  {
    id: 'dnd35-surprise',
    title: l('Surprise', 'Surprise'),
    text: l(
      'Tous commencent pris au dépourvu. Si certains seulement ont conscience de l’ennemi (Détection, Perception auditive), round de surprise : eux seuls agissent, une action simple ou de mouvement chacun. Puis tous lancent l’initiative.',
      'Everyone starts flat-footed. If only some are aware of the foe (Spot, Listen), a surprise round: only they act, one standard or move action each. Then everyone rolls initiative.',
    ),
    keywords: ['surprise', 'round de surprise', 'surprise round', 'pris au dépourvu', 'flat-footed'],
    source: `${SRC.surprise} ; ${SRC.flow}`,
  },
  {
    id: 'dnd35-dying-and-healing',
    title: l('Mourir et guérir', 'Dying and healing'),
    text: l(
      '0 PV : hors de combat. −1 à −9 : mourant, −1 PV par round, 10 % par tour de se stabiliser ; Premiers secours DD 15 ou 1 PV de soin stabilise. −10 : mort. Repos : niveau en PV par nuit, double par journée au lit. Non-létaux : 1 point par heure et par niveau.',
      '0 hp: disabled. −1 to −9: dying, −1 hp a round, 10% each turn to stabilise; Heal DC 15 or 1 hp of healing stabilises. −10: dead. Rest: level in hp a night, double for a day in bed. Nonlethal: 1 point an hour per level.',
    ),
    keywords: [
      'mourant',
      'dying',
      'stabiliser',
      'stabilize',
      'guérison',
      'healing',
      'PV',
      'HP',
      'repos',
      'rest',
      'Premiers secours',
      'Heal',
    ],
    source: SRC.wounds,
  },
  {
    id: 'dnd35-critical-hits',
    title: l('Coups critiques', 'Critical hits'),
    text: l(
      '20 naturel : touche toujours et menace un critique ; 1 naturel : rate toujours. Jet de confirmation avec les mêmes bonus : s’il touche, dégâts multipliés (dés relancés, bonus comptés à chaque fois), ×2 par défaut. Les dés en plus (attaque sournoise, arme de feu) ne se multiplient pas.',
      'Natural 20: always hits and threatens a critical; natural 1: always misses. Confirmation roll with the same bonuses: if it hits, damage is multiplied (roll again, add bonuses each time), ×2 by default. Extra dice (sneak attack, flaming) are not multiplied.',
    ),
    keywords: ['critique', 'critical', 'crit', '20 naturel', 'natural 20', 'confirmation'],
    source: `${SRC.actions} › L’attaque › Coups critiques`,
  },
  {
    id: 'dnd35-aid-another-and-feint',
    title: l('Aider quelqu’un, feinte', 'Aid another, feint'),
    text: l(
      'Aider : action simple, attaque contre CA 10 ; l’allié gagne +2 à sa prochaine attaque contre cet ennemi, ou +2 à la CA contre sa prochaine attaque. Feinte : action simple, Bluff contre Psychologie + BBA ; réussie, la cible perd son bonus de Dex contre votre prochaine attaque au corps à corps (non humanoïde −4, animal −8).',
      'Aid: standard action, attack against AC 10; the ally gets +2 on its next attack against that foe, or +2 AC against its next attack. Feint: standard action, Bluff against Sense Motive + BAB; on success the target loses its Dex bonus against your next melee attack (non-humanoid −4, animal −8).',
    ),
    keywords: ['aider', 'aid another', 'feinte', 'feint', 'Bluff', 'Psychologie', 'Sense Motive'],
    source: `${SRC.special} › Aider quelqu’un ; ${SRC.special} › Feinte`,
  },
  {
    id: 'dnd35-nonlethal-and-temporary-hp',
    title: l('Non-létaux et PV temporaires', 'Nonlethal damage and temporary hp'),
    text: l(
      'Non-létaux : total à part ; égal aux PV actuels → chancelant (une action simple ou de mouvement), supérieur → inconscient. PV temporaires : perdus en premier, ne se soignent pas.',
      'Nonlethal: tracked apart; equal to current hp → staggered (one standard or move action), above → unconscious. Temporary hp: lost first, cannot be healed.',
    ),
    keywords: [
      'non-létaux',
      'nonlethal',
      'chancelant',
      'staggered',
      'PV temporaires',
      'temporary hit points',
      'temp HP',
    ],
    source: `${SRC.nonlethal} ; ${SRC.tempHp}`,
  },
  {
    id: 'dnd35-splash-weapons',
    title: l('Armes à impact', 'Splash weapons'),
    text: l(
      'Attaque de contact à distance ; coup au but sur la cible, aspersion à 1,50 m. Viser une intersection : CA 5, aspersion seulement. Raté : 1d8 pour la direction (1 = trop court, puis sens horaire), autant de cases que de facteurs de portée.',
      'Ranged touch attack; direct hit on the target, splash within 1.5 m. Aiming at an intersection: AC 5, splash only. Miss: 1d8 for direction (1 = short, then clockwise), as many squares as range increments.',
    ),
    keywords: [
      'arme à impact',
      'splash weapon',
      'feu grégeois',
      'alchemist’s fire',
      'eau bénite',
      'holy water',
      'aspersion',
    ],
    source: `${SRC.special} › Lancer une arme à impact`,
  },
];
