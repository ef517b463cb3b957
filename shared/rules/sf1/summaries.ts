/** Starfinder rule summaries, in our own words: what a GM looks up in the middle of a fight. */
import type { RuleSummary } from '../types';
import { l, SF1_SRC } from './records';

/** Summaries for the reference panel (text first; open rules where marked in the source). */
export const SF1_SUMMARIES: RuleSummary[] = [
  {
    id: 'sf1-actions',
    title: l('Actions et attaques d’opportunité', 'Actions and attacks of opportunity'),
    text: l(
      'Par round : simple + mouvement + rapide, ou une action complexe ; on peut descendre une simple en mouvement ou rapide, une de mouvement en rapide. Une réaction par round, même hors de son tour. Seuls trois cas provoquent une AdO : quitter une case menacée (sauf pas prudent et repli), attaquer à distance, lancer un sort ou un pouvoir magique. Les manœuvres au corps à corps ne provoquent pas.',
      'Each round: standard + move + swift, or one full action; a standard may be downgraded to a move or swift, a move to a swift. One reaction a round, even off-turn. Only three things provoke an AoO: leaving a threatened square (not a guarded step or withdraw), a ranged attack, casting a spell or spell-like ability. Melee manoeuvres do not provoke.',
    ),
    keywords: [
      'action',
      'AdO',
      'AoO',
      'attaque d’opportunité',
      'attack of opportunity',
      'réaction',
      'reaction',
      'simple',
      'mouvement',
      'rapide',
      'complexe',
    ],
    source: `${SF1_SRC.actionTypes} ; ${SF1_SRC.aoo}`,
  },
  {
    id: 'sf1-maneuvers',
    title: l('Manœuvres offensives', 'Combat manoeuvres'),
    text: l(
      'Action simple : une attaque au corps à corps contre CAC + 8. Bousculade et repositionnement : 1,50 m + 1,50 m par 5 points de marge. Croc-en-jambe : à terre. Désarmement : objet lâché. Destruction : dégâts à l’objet moins sa solidité. Lutte : agrippé jusqu’à la fin du prochain tour de l’attaquant, immobilisé si le résultat atteint CAC + 13. Sale coup : un état au choix pendant 1 round + 1 par 5 points.',
      'Standard action: one melee attack against KAC + 8. Bull rush and reposition: 1.5 m + 1.5 m per 5 points of margin. Trip: prone. Disarm: item dropped. Sunder: damage to the item minus hardness. Grapple: grappled until the end of the attacker’s next turn, pinned if the result reaches KAC + 13. Dirty trick: a chosen condition for 1 round + 1 per 5 points.',
    ),
    keywords: [
      'manœuvre',
      'maneuver',
      'CAC',
      'KAC',
      'lutte',
      'grapple',
      'croc-en-jambe',
      'trip',
      'bousculade',
      'bull rush',
    ],
    source: SF1_SRC.maneuvers,
  },
  {
    id: 'sf1-cover',
    title: l('Abris', 'Cover'),
    text: l(
      'Abri : +4 CA et +2 Réflexes ; partiel : +2/+1 ; amélioré : +8/+4 ; créatures interposées (abri mou) : +4 CA contre la distance seulement ; abri total : aucune attaque. Un ennemi dont on est abrité ne peut pas faire d’AdO.',
      'Cover: +4 AC and +2 Reflex; partial: +2/+1; improved: +8/+4; creatures in between (soft cover): +4 AC against ranged only; total cover: no attack. An enemy you have cover from cannot make an AoO.',
    ),
    keywords: ['abri', 'cover', 'couvert'],
    source: SF1_SRC.openModifiers,
  },
  {
    id: 'sf1-concealment',
    title: l('Camouflage', 'Concealment'),
    text: l(
      'Camouflage : 20 % de chances qu’un coup au but soit raté (d%). Camouflage total : 50 %, et il faut viser la bonne case. Les camouflages ne se cumulent pas.',
      'Concealment: 20% chance that a hit misses (d%). Total concealment: 50%, and the right square must be targeted. Concealment does not stack.',
    ),
    keywords: ['camouflage', 'concealment', 'chance de rater', 'miss chance'],
    source: SF1_SRC.openModifiers,
  },
  {
    id: 'sf1-flanking',
    title: l('Prise en tenaille', 'Flanking'),
    text: l(
      '+2 à l’attaque au corps à corps si un allié menace la cible depuis le côté ou le coin opposé ; jamais plus de +2. Une créature d’allonge 0 ne prend pas en tenaille.',
      '+2 to melee attacks if an ally threatens the target from the opposite side or corner; never more than +2. A creature with 0 reach cannot flank.',
    ),
    keywords: ['tenaille', 'prise en tenaille', 'flanking', 'flank'],
    source: SF1_SRC.openModifiers,
  },
  {
    id: 'sf1-helpless',
    title: l('Sans défense et coup de grâce', 'Helpless and coup de grâce'),
    text: l(
      'Sans défense : Dex comptée comme mod. −5, +4 aux attaques au corps à corps contre lui. Coup de grâce (action complexe, cible adjacente) : touche et fait un critique d’office ; si la cible survit, Vigueur DD 10 + niveau ou FP de l’attaquant, sinon morte. Sans effet sur une cible immunisée aux critiques.',
      'Helpless: Dex counts as a −5 modifier, +4 to melee attacks against it. Coup de grâce (full action, adjacent target): an automatic hit and critical; if the target survives, Fortitude DC 10 + the attacker’s level or CR or it dies. No effect on a target immune to criticals.',
    ),
    keywords: ['sans défense', 'helpless', 'coup de grâce', 'coup de grace'],
    source: `${SF1_SRC.coupDeGrace} ; ${SF1_SRC.openConditions}`,
  },
  {
    id: 'sf1-charge',
    title: l('Charge', 'Charge'),
    text: l(
      'Action complexe : jusqu’à 2 × vitesse, au moins 3 m, en ligne droite vers la case d’attaque la plus proche, sans terrain difficile ni créature sur le chemin, la cible vue dès le début du tour. Une seule attaque au corps à corps à −2, puis CA −2 jusqu’au prochain tour. Dégainer en chemin si BBA +1.',
      'Full action: up to 2 × speed, at least 3 m, straight to the nearest attacking square, no difficult terrain or creature on the way, target seen from the start of the turn. One melee attack at −2, then −2 AC until the next turn. Draw on the way with BAB +1.',
    ),
    keywords: ['charge', 'charger', 'charging'],
    source: SF1_SRC.charge,
  },
  {
    id: 'sf1-two-weapons',
    title: l('Combattre à deux armes et attaque à outrance', 'Two weapons and full attack'),
    text: l(
      'Pas de règle à part pour deux armes : l’attaque à outrance (action complexe) donne deux attaques à −4 chacune, avec la même arme ou deux armes. Les armes peu maniables ne tirent qu’une fois par round.',
      'No separate two-weapon rule: a full attack (full action) gives two attacks at −4 each, with one weapon or two. Unwieldy weapons fire only once a round.',
    ),
    keywords: ['deux armes', 'two-weapon', 'outrance', 'full attack', 'ambidextre'],
    source: SF1_SRC.full,
  },
  {
    id: 'sf1-ready-delay',
    title: l('Préparer et retarder', 'Ready and delay'),
    text: l(
      'Préparer (action simple) : une action simple, de mouvement ou rapide sur un déclencheur ; défensive, elle passe avant, sinon après. Retarder : ne rien faire à son tour, agir après le tour de quelqu’un. Dans les deux cas, le nouveau rang d’initiative vaut pour le reste du combat, et la réaction revient au début du tour d’origine.',
      'Ready (standard action): a standard, move or swift action on a trigger; if defensive it goes before, otherwise after. Delay: do nothing on your turn, act after someone else’s. Either way the new initiative count holds for the rest of the fight, and the reaction comes back at the start of the original turn.',
    ),
    keywords: ['préparer', 'ready', 'retarder', 'delay', 'initiative'],
    source: `${SF1_SRC.ready} ; ${SF1_SRC.delay}`,
  },
  {
    id: 'sf1-surprise',
    title: l('Surprise et initiative', 'Surprise and initiative'),
    text: l(
      'Initiative : d20 + mod. de Dex (+ divers) ; égalité : modificateur le plus haut, puis on relance. Round de surprise si certains seulement sont conscients de l’ennemi : eux seuls font une action simple, de mouvement ou rapide. Les surpris sont pris au dépourvu jusqu’à ce qu’ils aient agi.',
      'Initiative: d20 + Dex mod. (+ misc.); ties: higher modifier, then roll again. A surprise round if only some are aware of the foe: only they take one standard, move or swift action. The surprised are flat-footed until they have acted.',
    ),
    keywords: ['surprise', 'initiative', 'pris au dépourvu', 'flat-footed'],
    source: `${SF1_SRC.openInitiative} ; ${SF1_SRC.openSurprise}`,
  },
  {
    id: 'sf1-dying',
    title: l('Mourir et se soigner', 'Dying and healing'),
    text: l(
      'Dégâts aux PE d’abord, puis aux PV (jamais sous 0). À 0 PV : mourant, −1 PP à la fin de chaque tour ; devoir perdre un PP sans en avoir : mort. Se stabiliser : ¼ des PP max (1 à 3), premiers secours (Médecine DD 15) ou soin. Stabilisé : 1 PP en début de tour rend 1 PV. Dégâts massifs (reste ≥ PV max) : mort. PE : 10 min de repos et 1 PP.',
      'Damage goes to SP first, then HP (never below 0). At 0 HP: dying, −1 RP at the end of each turn; having to lose an RP with none left: dead. Stabilising: ¼ of max RP (1 to 3), first aid (Medicine DC 15) or healing. Stable: 1 RP at the start of the turn restores 1 HP. Massive damage (leftover ≥ max HP): dead. SP: 10 min of rest and 1 RP.',
    ),
    keywords: [
      'mourant',
      'dying',
      'PV',
      'HP',
      'PE',
      'SP',
      'PP',
      'RP',
      'stabiliser',
      'stabilize',
      'soins',
      'healing',
      'mort',
      'dead',
    ],
    source: SF1_SRC.openInjury,
  },
  {
    id: 'sf1-criticals',
    title: l('20 naturel et critiques', 'Natural 20 and criticals'),
    text: l(
      '20 naturel : touche toujours ; si le total atteint aussi la CAE ou la CAC visée, critique : deux jets de dégâts avec tous les bonus, additionnés, plus l’effet critique de l’arme. 1 naturel : rate toujours (règles ouvertes).',
      'Natural 20: always hits; if the total also meets the EAC or KAC, a critical: two damage rolls with every bonus, added, plus the weapon’s critical effect. Natural 1: always misses (open rules).',
    ),
    keywords: ['critique', 'critical', '20 naturel', 'natural 20', '1 naturel', 'natural 1'],
    source: `${SF1_SRC.critical} ; ${SF1_SRC.openAttack}`,
  },
  {
    id: 'sf1-ranged',
    title: l('Attaques à distance et grenades', 'Ranged attacks and grenades'),
    text: l(
      '−2 par facteur de portée entamé au-delà du premier ; 10 facteurs au plus (5 pour le jet). Une grenade vise une intersection (CA 5) ; ratée, elle dévie : d8 pour la direction (1 = trop court), d4 cases.',
      '−2 per range increment begun beyond the first; 10 increments at most (5 for thrown). A grenade targets an intersection (AC 5); on a miss it scatters: d8 for the direction (1 = short), d4 squares.',
    ),
    keywords: ['distance', 'ranged', 'portée', 'range', 'grenade', 'jet', 'thrown'],
    source: `${SF1_SRC.ranged} ; ${SF1_SRC.thrown}`,
  },
];
