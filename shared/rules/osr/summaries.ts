/** OSR rule summaries, in our own words (OSR › Combat; open rules where marked). */
import type { RuleSummary } from '../types';
import { OSR_SRC, l } from './records';

/** What an old-school GM looks up during a fight. */
export const OSR_SUMMARIES: RuleSummary[] = [
  {
    id: 'osr-sequence',
    title: l('Le round et l’initiative', 'The round and initiative'),
    text: l(
      'Chaque round : intentions, puis 1d6 par camp. Le gagnant fait moral, mouvements, tirs, sorts et mêlée, puis l’autre camp. On relance l’initiative à chaque round. Égalité : actions simultanées ou relance (règles B/X ouvertes).',
      'Each round: declarations, then 1d6 per side. The winner does morale, movement, missiles, spells and melee, then the other side. Initiative is rolled every round. Tie: simultaneous actions or a reroll (open B/X rules).',
    ),
    keywords: ['initiative', 'round', 'd6', 'séquence', 'égalité', 'tie'],
    source: `${OSR_SRC.sequence} ; ${OSR_SRC.openTies}`,
  },
  {
    id: 'osr-surprise',
    title: l('Surprise', 'Surprise'),
    text: l(
      'Au début d’une rencontre, on lance 1d6 par camp ; sur 1–2 ce camp est surpris (règles B/X ouvertes ; l’exemple du texte : un 3 n’est pas une surprise). Un surpris n’agit pas et perd ses bonus de DEX et de bouclier à la CA.',
      'When an encounter starts, roll 1d6 per side; on 1–2 that side is surprised (open B/X rules; the text’s example: a 3 is no surprise). A surprised combatant cannot act and loses its DEX and shield bonuses to AC.',
    ),
    keywords: ['surprise', 'surpris', 'd6', 'embuscade', 'ambush'],
    source: `${OSR_SRC.example} ; ${OSR_SRC.special} ; ${OSR_SRC.openSurprise}`,
  },
  {
    id: 'osr-movement',
    title: l('Repli et retraite', 'Withdrawal and retreat'),
    text: l(
      'Mouvement de combat : on peut encore attaquer ; mouvement d’exploration : rien d’autre. Au contact, un repli (la moitié du mouvement au plus) permet d’attaquer ; une retraite (plus de la moitié) l’interdit et donne aux ennemis le bonus d’attaque par-derrière. Les deux s’annoncent à l’étape 1.',
      'Combat movement still allows an attack; exploration movement allows nothing else. When engaged, a withdrawal (half the move or less) allows an attack; a retreat (more than half) does not, and foes get the rear-attack bonus. Both are declared at step 1.',
    ),
    keywords: ['repli', 'retraite', 'withdrawal', 'retreat', 'mouvement', 'movement', 'AdO', 'AoO'],
    source: OSR_SRC.movement,
  },
  {
    id: 'osr-attack',
    title: l('Jet d’attaque et TAC0', 'Attack roll and THAC0'),
    text: l(
      'd20 + FOR (mêlée) ou DEX (distance) + bonus d’arme + modificateurs ≥ TAC0 − CA de la cible. 1 naturel : raté ; 20 naturel : touché. Une attaque par round, sauf capacité ou magie (certains monstres en ont plusieurs).',
      'd20 + STR (melee) or DEX (ranged) + weapon bonus + modifiers ≥ THAC0 − target AC. Natural 1: miss; natural 20: hit. One attack a round unless an ability or magic says otherwise (some monsters have several).',
    ),
    keywords: ['attaque', 'attack', 'TAC0', 'THAC0', 'CA', 'AC', 'naturel', 'natural'],
    source: `${OSR_SRC.attack} ; ${OSR_SRC.formula} ; ${OSR_SRC.attacks}`,
  },
  {
    id: 'osr-cover',
    title: l('Couverture', 'Cover'),
    text: l(
      'Une cible entièrement à l’abri ne peut pas être touchée ; partiellement abritée, le MJ impose −1 (petit meuble) à −4 (lucarne) à l’attaque.',
      'A fully covered target cannot be hit; partly covered, the GM gives −1 (small furniture) to −4 (a narrow window) to the attack.',
    ),
    keywords: ['couverture', 'cover', 'abri', 'malus'],
    source: OSR_SRC.cover,
  },
  {
    id: 'osr-helpless',
    title: l('Sans défense : paralysé, inconscient, étourdi', 'Helpless: paralyzed, unconscious, stunned'),
    text: l(
      'Paralysé ou inconscient : toute attaque touche et on peut l’achever d’office. Étourdi : n’agit pas, perd DEX et bouclier à la CA, et on a +4 pour le toucher.',
      'Paralyzed or unconscious: every attack hits and it can be slain outright. Stunned: cannot act, loses DEX and shield to AC, and foes get +4 to hit.',
    ),
    keywords: ['sans défense', 'helpless', 'coup de grâce', 'paralysé', 'inconscient', 'étourdi', 'stunned'],
    source: OSR_SRC.special,
  },
  {
    id: 'osr-morale',
    title: l('Moral', 'Morale'),
    text: l(
      'Test au premier mort du groupe et quand la moitié est tuée ou hors de combat : 2d6 (± 2 au choix du MJ) ; au-dessus du moral, le monstre fuit. Moral 2 ou 12 : jamais de test. Deux tests réussis : il se bat à mort.',
      'Check at the group’s first death and when half are killed or out: 2d6 (± 2 at the GM’s choice); above the morale score the monster flees. Morale 2 or 12: never checks. Two checks passed: it fights to the death.',
    ),
    keywords: ['moral', 'morale', '2d6', 'fuite', 'flee'],
    source: `${OSR_SRC.moraleChecks} ; ${OSR_SRC.moraleAdjust}`,
  },
  {
    id: 'osr-ranged',
    title: l('Tir et portée', 'Missiles and range'),
    text: l(
      'Tir seulement au-delà de 1,5 m. Portée courte +1, longue −1, au-delà impossible. L’arc magique donne son bonus au toucher, la flèche magique aux dommages ; la DEX ne s’ajoute pas aux dommages.',
      'Missiles only beyond 1.5 m. Short range +1, long −1, beyond impossible. A magic bow adds to hit, a magic arrow to damage; DEX does not add to damage.',
    ),
    keywords: ['distance', 'ranged', 'missile', 'portée', 'range', 'tir'],
    source: `${OSR_SRC.ranged} ; ${OSR_SRC.range}`,
  },
  {
    id: 'osr-mounted-aerial',
    title: l('Combat monté et aérien', 'Mounted and aerial combat'),
    text: l(
      'Charge à la lance, monté, lancée à 20 m ou plus : dommages doublés. Sur une monture volante instable : pas de sorts et −4 aux tirs (objets magiques permis). Piqué sur une cible surprise plus bas : dommages doublés. Lâcher un objet de 100 m ou plus : +4, 2d6 sur 3 m².',
      'Mounted lance charge from 20 m or more: double damage. On an unsteady flying mount: no spells and −4 to missiles (magic items allowed). Dive on a surprised target below: double damage. Dropping an object from 100 m or more: +4, 2d6 over 3 m².',
    ),
    keywords: ['monté', 'mounted', 'charge', 'lance', 'aérien', 'aerial', 'vol', 'piqué', 'dive'],
    source: `${OSR_SRC.mounted} ; ${OSR_SRC.aerial}`,
  },
  {
    id: 'osr-spells',
    title: l('Lancer un sort', 'Casting a spell'),
    text: l(
      'Le sort s’annonce à l’étape 1 et part à la phase des sorts. Le lanceur ne se déplace pas ; s’il est blessé avant, le sort est perdu (effacé de sa mémoire).',
      'The spell is declared at step 1 and goes off in the spell phase. The caster does not move; hurt before then, the spell is lost (wiped from memory).',
    ),
    keywords: ['sort', 'spell', 'incantation', 'casting', 'interrompu', 'interrupted'],
    source: `${OSR_SRC.sequence} ; ${OSR_SRC.example}`,
  },
  {
    id: 'osr-dying-healing',
    title: l('Mort et guérison', 'Death and healing'),
    text: l(
      'À 0 PV ou moins, on meurt. Option PV négatifs (règles ouvertes OSRIC) : à 0 inconscient, de −1 à −9 mourant (−1 PV par round sans soins), à −10 mort. Repos long : 1d3 PV (rien s’il est interrompu) ; le MJ peut accélérer (1d4 PV par niveau). Magie : immédiat, cumulable avec le repos.',
      'At 0 HP or fewer, one dies. Negative-HP option (OSRIC open rules): at 0 unconscious, −1 to −9 dying (−1 HP a round untended), −10 dead. Long rest: 1d3 HP (none if interrupted); the GM may speed it up (1d4 HP per level). Magic: instant, combines with rest.',
    ),
    keywords: [
      'PV',
      'HP',
      'mort',
      'death',
      'mourant',
      'dying',
      'négatifs',
      'negative',
      'guérison',
      'healing',
      'repos',
    ],
    source: `${OSR_SRC.damage} ; ${OSR_SRC.healing} ; ${OSR_SRC.openNegativeHp}`,
  },
];
