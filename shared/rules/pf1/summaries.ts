import type { RuleSummary } from '../types';
import { l, SRC } from './helpers';

/** Short rule summaries in our own words, for what a GM looks up during a Pathfinder fight. */
export const PF1_SUMMARIES: readonly RuleSummary[] = [
  {
    id: 'pf1-actions-aoo',
    title: l('Actions et attaques d’opportunité', 'Actions and attacks of opportunity'),
    text: l(
      'Quitter une case contrôlée ou faire une action distrayante (tir, sort, manœuvre sans le don) près d’un ennemi lui offre une AdO. On l’évite par un pas de placement ou une retraite. Une seule AdO par occasion, même si l’on quitte plusieurs cases. Pris au dépourvu, on n’en fait pas.',
      'Leaving a threatened square or doing something distracting (shooting, casting, a manoeuvre without the feat) next to a foe grants it an AoO. A 5-foot step or a withdraw avoids it. One AoO per opportunity, however many squares one leaves. A flat-footed creature makes none.',
    ),
    keywords: [
      'AdO',
      'AoO',
      'attaque d’opportunité',
      'attack of opportunity',
      'retraite',
      'pas de placement',
    ],
    source: SRC.aoo,
  },
  {
    id: 'pf1-cover',
    title: l('Abri', 'Cover'),
    text: l(
      'Abri : +4 CA, +2 Réflexes, pas d’AdO contre la cible. Partiel (plus de la moitié visible) : +2 CA, +1 Réflexes. Important (meurtrière) : +8 CA, +4 Réflexes, esquive extraordinaire, Discrétion à +10. Total : aucune attaque possible.',
      'Cover: +4 AC, +2 Reflex, no AoO against the target. Partial (more than half visible): +2 AC, +1 Reflex. Improved (arrow slit): +8 AC, +4 Reflex, improved evasion, Stealth at +10. Total: no attack possible.',
    ),
    keywords: ['abri', 'cover', 'CA', 'AC', 'Réflexes'],
    source: SRC.cover,
  },
  {
    id: 'pf1-concealment',
    title: l('Camouflage', 'Concealment'),
    text: l(
      'Camouflage : une attaque réussie rate quand même sur 20 % ; total : 50 %, on vise une case et pas d’AdO. Une cible camouflée échappe aux attaques sournoises ; on peut s’en servir pour la Discrétion.',
      'Concealment: a hit still misses 20% of the time; total: 50%, one targets a square and no AoO. A concealed target escapes sneak attacks; it can be used for Stealth.',
    ),
    keywords: ['camouflage', 'concealment', '20%', '50%', 'raté'],
    source: SRC.concealment,
  },
  {
    id: 'pf1-flanking',
    title: l('Prise en tenaille', 'Flanking'),
    text: l(
      '+2 à l’attaque au corps à corps quand un allié qui menace la cible se trouve de l’autre côté : la ligne entre les centres des deux attaquants traverse des bords ou coins opposés de sa case. Une allonge de 0 m ne prend pas en tenaille ; une grande créature choisit sa case.',
      '+2 on melee attacks when an ally threatening the target stands opposite: the line between both attackers’ centres crosses opposite sides or corners of its space. A 0 m reach cannot flank; a large creature picks which square counts.',
    ),
    keywords: ['tenaille', 'flanking', '+2', 'attaque sournoise'],
    source: SRC.flanking,
  },
  {
    id: 'pf1-helpless-coup-de-grace',
    title: l('Sans défense et coup de grâce', 'Helpless and coup de grâce'),
    text: l(
      'Sans défense : Dex comptée 0 (−5), −4 à la CA au corps à corps, pas d’AdO ; toute manœuvre réussit. Coup de grâce : action complexe contre une cible adjacente sans défense, touche et fait un critique ; si elle survit, Vigueur DD 10 + dégâts ou mort. Il provoque des AdO.',
      'Helpless: Dex counts as 0 (−5), −4 AC against melee, no AoO; every manoeuvre succeeds. Coup de grâce: full-round action against an adjacent helpless target, an automatic critical hit; if it survives, Fortitude DC 10 + damage or die. It provokes AoOs.',
    ),
    keywords: ['sans défense', 'helpless', 'coup de grâce', 'Vigueur', 'Fortitude'],
    source: `${SRC.helpless} ; ${SRC.coupDeGrace}`,
  },
  {
    id: 'pf1-charge',
    title: l('Charge', 'Charge'),
    text: l(
      'Action complexe : jusqu’à 2 × la vitesse, au moins 3 m, en ligne droite sans obstacle ni terrain difficile, puis une seule attaque (ou bousculade) à +2, et −2 à la CA jusqu’à son prochain tour. Pas de pas de placement. Limité à une action : charge de sa vitesse, arme déjà en main.',
      'Full-round action: up to 2 × speed, at least 3 m, straight, with no obstacle or difficult terrain, then a single attack (or bull rush) at +2, and −2 AC until one’s next turn. No 5-foot step. Limited to one action: charge up to one’s speed, weapon already in hand.',
    ),
    keywords: ['charge', '+2', '−2 CA', 'bousculade', 'bull rush'],
    source: SRC.charge,
  },
  {
    id: 'pf1-two-weapon',
    title: l('Combat à deux armes', 'Two-weapon fighting'),
    text: l(
      'Une attaque en plus avec la main non directrice : −6/−10, −4/−8 si l’arme secondaire est légère, −4/−4 avec le don, −2/−2 avec les deux. La main non directrice n’ajoute que la moitié du bonus de For aux dégâts.',
      'One more attack with the off hand: −6/−10, −4/−8 with a light off-hand weapon, −4/−4 with the feat, −2/−2 with both. The off hand adds only half the Str bonus to damage.',
    ),
    keywords: ['deux armes', 'two-weapon', 'TWF', 'main non directrice', 'off-hand'],
    source: SRC.twoWeapon,
  },
  {
    id: 'pf1-mounted',
    title: l('Combat monté', 'Mounted combat'),
    text: l(
      'La monture agit à l’initiative du cavalier. Monture non dressée au combat : Équitation DD 20 par une action de mouvement chaque round. Genoux DD 5 (libre) pour garder les mains libres. +1 au corps à corps depuis la selle ; si la monture bouge de plus de 1,5 m, une seule attaque. Tir : −4 au double mouvement, −8 au galop.',
      'The mount acts on the rider’s initiative. Mount untrained for combat: DC 20 Ride as a move action each round. Knees DC 5 (free) to keep hands free. +1 on melee from the saddle; if the mount moves over 1.5 m, a single attack. Ranged: −4 on a double move, −8 at a gallop.',
    ),
    keywords: ['monté', 'mounted', 'monture', 'mount', 'Équitation', 'Ride', 'cavalier'],
    source: SRC.mounted,
  },
  {
    id: 'pf1-ready-delay',
    title: l('Préparer et retarder', 'Ready and delay'),
    text: l(
      'Retarder : on agit plus tard dans le round, au rang choisi, sans pouvoir interrompre quelqu’un ; ce rang reste le sien. Préparer : action simple qui tient prête une action simple, de mouvement, rapide ou libre avec un déclencheur (interrompre un lanceur, contrer un sort, recevoir une charge) ; elle passe juste avant le déclencheur et fixe le nouveau rang.',
      'Delay: act later in the round at a chosen count, without interrupting anyone; that count is kept. Ready: a standard action that holds a standard, move, swift or free action for a trigger (disrupt a caster, counterspell, set against a charge); it goes just before the trigger and sets the new count.',
    ),
    keywords: ['préparer', 'ready', 'retarder', 'delay', 'initiative'],
    source: SRC.initiativeActions,
  },
  {
    id: 'pf1-surprise',
    title: l('Surprise et premier round', 'Surprise and the first round'),
    text: l(
      'Round de surprise : seuls ceux qui ont repéré l’ennemi agissent, une action simple ou de mouvement (plus des actions libres). Jusqu’à sa première action, chacun est pris au dépourvu : pas de Dex à la CA ni à la DMD, pas d’AdO.',
      'Surprise round: only those who noticed the enemy act, with one standard or move action (plus free actions). Until its first action each creature is flat-footed: no Dex to AC or CMD, no AoO.',
    ),
    keywords: ['surprise', 'pris au dépourvu', 'flat-footed', 'premier round', 'initiative'],
    source: SRC.firstRound,
  },
  {
    id: 'pf1-dying-healing',
    title: l('Mourir et soigner', 'Dying and healing'),
    text: l(
      '0 PV : hors de combat. PV négatifs : mourant, test de Con DD 10 chaque round (malus = PV négatifs, 20 naturel réussit) ou −1 PV ; stabilisé par Premiers secours DD 15 ou tout soin. Mort à −Con. Dégâts non létaux : chancelant quand ils égalent les PV, inconscient au-delà. PV temporaires perdus en premier.',
      '0 hp: disabled. Negative hp: dying, DC 10 Con check each round (negative hp as a penalty, natural 20 succeeds) or −1 hp; a DC 15 Heal check or any healing stabilises. Dead at −Con. Nonlethal damage: staggered when equal to hp, unconscious above. Temporary hp go first.',
    ),
    keywords: [
      'mourant',
      'dying',
      'PV',
      'hp',
      'stabiliser',
      'stabilize',
      'mort',
      'dead',
      'non létal',
      'nonlethal',
      'Con',
    ],
    source: `${SRC.prdInjury}`,
  },
  {
    id: 'pf1-cmb-cmd',
    title: l('Manœuvres : BMO contre DMD', 'Manoeuvres: CMB against CMD'),
    text: l(
      'BMO = BBA + mod. For + taille (TP ou moins : Dex). DMD = 10 + BBA + For + Dex + taille. Un d20 + BMO doit égaler la DMD. Sans le don Science, la manœuvre provoque une AdO dont les dégâts deviennent un malus au jet. Tout malus à la CA touche la DMD ; pris au dépourvu, pas de Dex. Cible étourdie : +4 ; sans défense : réussite automatique.',
      'CMB = BAB + Str mod + size (Tiny or smaller: Dex). CMD = 10 + BAB + Str + Dex + size. A d20 + CMB must meet the CMD. Without the Improved feat, the manoeuvre provokes an AoO whose damage becomes a penalty on the roll. Every AC penalty hits CMD; flat-footed means no Dex. Stunned target: +4; helpless: automatic success.',
    ),
    keywords: ['BMO', 'DMD', 'CMB', 'CMD', 'manœuvre', 'maneuver', 'BBA', 'BAB'],
    source: SRC.maneuvers,
  },
  {
    id: 'pf1-grapple',
    title: l('Lutte', 'Grapple'),
    text: l(
      'Réussite : les deux sont agrippés (−4 Dex, −2 aux attaques et BMO hors lutte, plus de déplacement, pas d’AdO). À son tour, l’agrippeur maintient (+5) pour déplacer (demi-vitesse), blesser, immobiliser ou attacher (−10 si la cible n’est pas immobilisée). La cible se libère par BMO ou Évasion contre la DMD, sans AdO. Chaque allié qui aide : +2.',
      'Success: both are grappled (−4 Dex, −2 on attacks and CMB outside the grapple, no movement, no AoO). On its turn the grappler maintains (+5) to move (half speed), damage, pin or tie up (−10 if not pinned). The target escapes with CMB or Escape Artist against CMD, with no AoO. Each helping ally: +2.',
    ),
    keywords: ['lutte', 'grapple', 'agrippé', 'grappled', 'immobilisé', 'pinned', 'attacher', 'tie up'],
    source: SRC.grapple,
  },
  {
    id: 'pf1-aid-another',
    title: l('Aider quelqu’un', 'Aid another'),
    text: l(
      'Action simple au corps à corps : une attaque contre CA 10 donne à un allié +2 à sa prochaine attaque ou +2 à la CA contre la prochaine attaque de l’adversaire. Plusieurs aides s’additionnent.',
      'Standard action in melee: an attack against AC 10 gives an ally +2 on its next attack or +2 AC against the foe’s next attack. Several helpers add up.',
    ),
    keywords: ['aider', 'aid another', '+2', 'CA 10'],
    source: SRC.aid,
  },
  {
    id: 'pf1-feint',
    title: l('Feinte', 'Feint'),
    text: l(
      'Action simple sans AdO : Bluff contre le plus haut de 10 + BBA + Sag et 10 + Psychologie de la cible (−4 non humanoïde, −8 animal, impossible sans intelligence). Réussite : pas de Dex à la CA ni à la DMD contre votre prochaine attaque.',
      'Standard action, no AoO: Bluff against the higher of 10 + BAB + Wis and 10 + the target’s Sense Motive (−4 non-humanoid, −8 animal, impossible if mindless). Success: no Dex to AC or CMD against your next attack.',
    ),
    keywords: ['feinte', 'feint', 'Bluff', 'Psychologie', 'Sense Motive'],
    source: SRC.feint,
  },
  {
    id: 'pf1-defensive',
    title: l('Sur la défensive et défense totale', 'Fighting defensively and total defence'),
    text: l(
      'Combattre sur la défensive : −4 à l’attaque, +2 à la CA (+3 avec 3 rangs d’Acrobaties). Défense totale (action simple) : +4 à la CA (+6), aucune attaque, ne se cumule pas avec une autre défense. Incanter sur la défensive : concentration DD 15 + 2 × niveau du sort, sans AdO.',
      'Fighting defensively: −4 on attacks, +2 AC (+3 with 3 Acrobatics ranks). Total defence (standard action): +4 AC (+6), no attacks, does not stack with another defence. Casting defensively: concentration DC 15 + 2 × spell level, no AoO.',
    ),
    keywords: ['défensive', 'defensively', 'défense totale', 'total defense', 'Acrobaties', 'concentration'],
    source: SRC.defenses,
  },
  {
    id: 'pf1-sneak-attack',
    title: l('Attaque sournoise', 'Sneak attack'),
    text: l(
      'Contre une cible privée de son bonus de Dex ou prise en tenaille ; à distance, à 9 m au plus. Il faut des points vitaux repérables ; une cible camouflée y échappe. Non létale seulement avec une arme faite pour.',
      'Against a target denied its Dex bonus or flanked; at range, within 9 m. The target needs discernible vital spots; concealment prevents it. Nonlethal only with a weapon made for it.',
    ),
    keywords: ['sournoise', 'sneak attack', 'roublard', 'rogue', 'tenaille'],
    source: SRC.sneak,
  },
  {
    id: 'pf1-touch-attack',
    title: l('Attaque de contact', 'Touch attack'),
    text: l(
      'Au corps à corps ou à distance : on ignore les bonus d’armure, de bouclier et d’armure naturelle ; les champs de force (armure de mage, bracelets d’armure) comptent.',
      'Melee or ranged: armour, shield and natural armour bonuses are ignored; force effects (mage armor, bracers of armor) count.',
    ),
    keywords: ['contact', 'touch', 'CA de contact', 'touch AC'],
    source: SRC.touch,
  },
  {
    id: 'pf1-splash-weapons',
    title: l('Armes à impact', 'Splash weapons'),
    text: l(
      'Attaque de contact à distance. Touché : dégâts directs, et dégâts d’aspersion dans un rayon de 1,5 m. Visée d’une intersection : CA 5. Raté : 1d8 pour la direction (sens horaire), décalage d’une case par facteur de portée manqué.',
      'Ranged touch attack. Hit: direct damage, plus splash damage within 1.5 m. Aiming at an intersection: AC 5. Miss: 1d8 for the direction (clockwise), one square off per range increment missed.',
    ),
    keywords: ['impact', 'splash', 'aspersion', 'fiole', 'flask', 'feu grégeois'],
    source: SRC.splash,
  },
];
