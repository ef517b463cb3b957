/**
 * Texts of the players' page (issue 29: the page the players open on their phones, served by the
 * players' link). Kept apart so that the phone's small bundle carries these and nothing else of the
 * catalogues; fr.ts and en.ts include them as `playersPage`. `{{name}}` is replaced by the page.
 */
export const PLAYERS_PAGE_FR = {
  title: 'Paravent — joueurs',
  connecting: 'Connexion au MJ…',
  reconnecting: 'reconnexion…',
  closed: 'Le MJ a fermé le lien joueurs.',
  revoked: 'Ce lien n’est plus valable : demandez le nouveau au MJ.',
  full: 'Trop de téléphones suivent déjà ce combat ({{max}} au plus). Nouvel essai dans un instant…',
  waiting: 'Le combat n’a pas commencé. L’ordre de jeu s’affichera ici.',
  ended: 'Le combat est terminé.',
  round: 'Round {{round}}',
  surpriseRound: 'Round de surprise',
  now: 'Joue maintenant',
  hiddenNow: 'Un combattant que vous ne voyez pas agit.',
  next: 'Ensuite',
  delaying: 'attend',
  roundsLeft_one: '{{count}} round',
  roundsLeft_other: '{{count}} rounds',
  hp: 'PV',
  sp: 'PE',
  initiative: 'Init. {{value}}',
  phase: 'Phase : {{phase}}',
  band: { healthy: 'indemne', hurt: 'blessé', bloodied: 'en sang', down: 'hors de combat' },
  side: { pc: 'PJ', ally: 'allié', enemy: 'ennemi', neutral: 'neutre' },
  acting: { party: 'le groupe agit', foes: 'les adversaires agissent', both: 'tout le monde agit' },
};

/** English texts of the players' page (same keys). */
export const PLAYERS_PAGE_EN: typeof PLAYERS_PAGE_FR = {
  title: 'Paravent — players',
  connecting: 'Connecting to the GM…',
  reconnecting: 'reconnecting…',
  closed: 'The GM closed the players’ link.',
  revoked: 'This link is no longer valid: ask the GM for the new one.',
  full: 'Too many phones already follow this fight ({{max}} at most). Trying again shortly…',
  waiting: 'The fight has not started. The order of play will show here.',
  ended: 'The fight is over.',
  round: 'Round {{round}}',
  surpriseRound: 'Surprise round',
  now: 'Acting now',
  hiddenNow: 'Someone you cannot see is acting.',
  next: 'Next',
  delaying: 'delaying',
  roundsLeft_one: '{{count}} round',
  roundsLeft_other: '{{count}} rounds',
  hp: 'HP',
  sp: 'SP',
  initiative: 'Init. {{value}}',
  phase: 'Phase: {{phase}}',
  band: { healthy: 'unhurt', hurt: 'hurt', bloodied: 'bloodied', down: 'out of the fight' },
  side: { pc: 'PC', ally: 'ally', enemy: 'enemy', neutral: 'neutral' },
  acting: { party: 'the party acts', foes: 'the foes act', both: 'everyone acts' },
};
