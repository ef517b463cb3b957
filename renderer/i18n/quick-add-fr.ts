/**
 * French texts of the quick-add line's refusals (`QuickAddError.key`, renderer/features/tracker/quick-add.ts):
 * the same words as `QuickAddError.message`; the English ones are `quickAddError` in en.ts.
 */
export const QUICK_ADD_ERRORS_FR = {
  between: '« {{word}} » : entre {{min}} et {{max}} attendu (reçu {{value}})',
  atLeast: '« {{word}} » : au moins {{min}} attendu (reçu {{value}})',
  sizeMissing: '« {{word}} » : une taille est attendue après (P, M, G, TG, Gig, C…)',
  notASize: "« {{word}} » n'est pas une taille (I, Min, TP, P, M, G, TG, Gig, C, ou petit, grand…)",
  count: 'Nombre de combattants : entre 1 et {{max}} par ligne (reçu {{count}})',
  sideTwice: 'Camp donné deux fois (« {{word}} »)',
  afterSide: "« {{word}} » n'est pas compris après le camp : mettez le nom en premier",
  nameMissing: 'Nom manquant : commencez par le nom, par ex. « 4 Orque init +1 PV 6 CA 13 »',
  givenTwice: '« {{word}} » est donné deux fois',
  unknownWord:
    "« {{word}} » n'est pas compris (mots reconnus : init, PV, PE, PP, CA, contact, dépourvu, DMD, CAC, CAE, DEF, TAC0, moral, BBA, For, Dex, Con, taille, rounds (après « danger »))",
  numberMissing: '« {{word}} » : un nombre entier est attendu après',
  numberExpected: '« {{word}} » : un nombre entier est attendu après (reçu « {{raw}} »)',
  emptyLine: 'Ligne vide : tapez par ex. « 4 Orque init +1 PV 6 CA 13 »',
  hazardCount: 'Rang manquant pour le danger « {{name}} » : ajoutez par ex. « init 15 »',
  countdownAlone: '« rounds » (compte à rebours) ne s’emploie qu’après « danger » en début de ligne',
  damageDefences:
    'Défenses contre les dégâts « {{text}} » non comprises : entre crochets, par ex. [RD 5/magie ; feu 10 ; immunité froid]',
  hpMissing: 'PV manquants pour « {{name}} » : ajoutez par ex. « PV 6 »',
  hpFormula: '{{text}}',
  noManeuvers: "BBA, For, Dex, Con et taille servent aux manœuvres, que {{system}} n'a pas : retirez-les",
  reflexesOnly: '« AdO réflexes » (Attaques réflexes) : {{system}} n’a pas ce don (3.5 et PF1 seulement)',
  concentrationOnly:
    '« {{word}} » (bonus de concentration) : {{system}} n’a pas de test de concentration (3.5 et PF1 seulement)',
  staminaOnly: "« {{word}} » (endurance, persévérance) ne s'emploie qu'en Starfinder",
  notHere: "« {{word}} » ne s'emploie pas en {{system}} (défenses : {{defences}})",
} as const;

/** Why a quick-add line was refused, as a code. */
export type QuickAddErrorKey = keyof typeof QUICK_ADD_ERRORS_FR;
