/**
 * The messages of the imports from other tools (issue 29: Combat Manager, Foundry VTT), in French
 * and English: refusals, and the lines of the summary (what was read, what was left).
 */
import { byLanguage } from './messages';
import { counted, pluralWord } from '../locale';

const list = (items: readonly string[], and: string) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;

const IMPORT_MESSAGES_FR = {
  xmlDocumentType:
    'Fichier refusé : il déclare un type de document XML (DOCTYPE ou ENTITY). Combat Manager n’en écrit jamais, et c’est là que se cachent les « bombes » d’entités.',
  xmlMalformed: (line: number, why: string) =>
    `Ce fichier XML est mal formé${line > 0 ? ` (ligne ${line})` : ''}${why ? ` : ${why}` : ''}.`,
  xmlEmpty: 'Ce fichier XML ne contient aucun élément.',
  overflow: (more: number) => `… et ${counted('fr', more, 'autre remarque', 'autres remarques')}`,
  cmUnknownRoot: (root: string) =>
    `Ce fichier XML n’est pas un fichier de Combat Manager (.cmpt, .cmcs ou .cmx) : son élément racine est « ${root.slice(0, 60)} ».`,
  cmWrongSystem: (system: string) =>
    `Ce fichier vient de Combat Manager en mode ${system} : Paravent lit ses fichiers Pathfinder 1 (et D&D 3.5).`,
  cmNothing: 'Ce fichier de Combat Manager ne contient ni personnage ni monstre.',
  tooMany: (count: number, max: number) =>
    `Import impossible : ${count.toLocaleString('fr-FR')} combattants ou créatures ; Paravent en garde au plus ${max.toLocaleString('fr-FR')} par ${max > 5000 ? 'bibliothèque' : 'combat'}.`,
  cmSource: 'Combat Manager',
  readCombatants: (count: number, pcs: number, foes: number) =>
    `${counted('fr', count, 'combattant lu', 'combattants lus')} : ${counted('fr', pcs, 'personnage joueur', 'personnages joueurs')}, ${counted('fr', foes, 'monstre', 'monstres')}.`,
  readEntries: (party: number, bestiary: number) =>
    `Bibliothèque : ${counted('fr', party, 'membre', 'membres')} du groupe, ${counted('fr', bestiary, 'créature', 'créatures')} du bestiaire.`,
  cmFields:
    'Repris : nom, PV et PV max, dégâts non létaux, PV temporaires, modificateur d’initiative, caché, notes, CA (contact, pris au dépourvu), BBA, DMD, For/Dex/Con, taille, dons de manœuvre.',
  cmInitiative: (round: number | null) =>
    `Initiatives reprises${round !== null ? ` (round ${round} en cours dans Combat Manager)` : ''} : le combat commence en préparation, prêt à être lancé.`,
  cmConditions: (count: number) =>
    `${counted('fr', count, 'état repris avec ses', 'états repris avec leurs')} rounds restants.`,
  cmNotTaken:
    'Non repris : attaques, sorts, compétences, équipement, trésor (ils restent dans Combat Manager).',
  keptInNotes: (name: string, what: readonly string[]) =>
    `${name} : ${list(what, 'et')} — ${pluralWord('fr', what.length, 'gardé', 'gardés')} dans ses notes (Paravent n’a pas encore de champ pour cela).`,
  customCondition: (name: string, condition: string, system: string) =>
    `${name} : « ${condition} » n’est pas un état du catalogue ${system} — importé comme effet personnalisé.`,
  healthCondition: (name: string, condition: string) =>
    `${name} : « ${condition} » — recalculé d’après ses PV, non importé comme état.`,
  flatFooted: (name: string) =>
    `${name} : « pris au dépourvu » — Paravent l’applique lui-même au début du combat.`,
  clamped: (name: string, field: string, from: string, to: string) =>
    `${name} : ${field} ${from} ramené à ${to} (limite de Paravent).`,
  cut: (name: string, field: string, max: number) =>
    `${name} : ${field} coupé à ${max.toLocaleString('fr-FR')} caractères.`,
  cmSystemChosen: (system: string) =>
    `Importé en ${system} (Combat Manager écrit des fiches Pathfinder 1 ; choisissez D&D 3.5 à l’import pour ce système).`,
  foundryNotActor:
    'Ce fichier JSON n’est pas un acteur exporté de Foundry VTT (« Export Data » sur un acteur) : un objet avec « name », « type » et « system » (ou « data ») est attendu.',
  foundryUnknownSystem:
    'Cet acteur de Foundry VTT ne dit pas de quel système il vient (« _stats.systemId » ou « flags.exportSource.system » absent).',
  foundryWrongSystem: (system: string) =>
    `Acteur Foundry VTT du système « ${system.slice(0, 40)} » : Paravent lit les acteurs pf1, D35E, sfrpg, cof (Chroniques Oubliées) et ose.`,
  foundryMixed: 'Ces acteurs viennent de systèmes différents : importez ceux de chaque système à part.',
  foundrySource: (system: string) => `Foundry VTT (${system})`,
  foundryFields: (fields: readonly string[]) => `Repris : ${list(fields, 'et')}.`,
  foundryNotTaken: (fields: readonly string[]) => `Non repris : ${list(fields, 'et')}.`,
  foundrySkipped: (name: string, type: string) =>
    `« ${name} » (${type}) n’est ni un personnage ni une créature : laissé de côté.`,
  foundryMissing: (name: string, what: string) => `${name} : ${what} absent — valeur par défaut.`,
  foundryEstimated: (name: string, what: readonly ('ac' | 'init')[]) =>
    `${name} : ${list(
      what.map((w) => (w === 'ac' ? 'CA' : 'initiative')),
      'et',
    )} ${pluralWord('fr', what.length, 'calculée', 'calculées')} d’après les caractéristiques (l’export ne les contient pas) — à vérifier.`,
  importedFrom: (source: string) => `Importé depuis ${source}`,
};

const IMPORT_MESSAGES_EN: typeof IMPORT_MESSAGES_FR = {
  xmlDocumentType:
    'File refused: it declares an XML document type (DOCTYPE or ENTITY). Combat Manager never writes one, and that is where entity “bombs” hide.',
  xmlMalformed: (line: number, why: string) =>
    `This XML file is malformed${line > 0 ? ` (line ${line})` : ''}${why ? `: ${why}` : ''}.`,
  xmlEmpty: 'This XML file holds no element.',
  overflow: (more: number) => `… and ${counted('en', more, 'more remark', 'more remarks')}`,
  cmUnknownRoot: (root: string) =>
    `This XML file is not a Combat Manager file (.cmpt, .cmcs or .cmx): its root element is “${root.slice(0, 60)}”.`,
  cmWrongSystem: (system: string) =>
    `This file comes from Combat Manager in ${system} mode: Paravent reads its Pathfinder 1 (and D&D 3.5) files.`,
  cmNothing: 'This Combat Manager file holds no character and no monster.',
  tooMany: (count: number, max: number) =>
    `Cannot import: ${count.toLocaleString('en-GB')} combatants or creatures; Paravent keeps at most ${max.toLocaleString('en-GB')} per ${max > 5000 ? 'library' : 'fight'}.`,
  cmSource: 'Combat Manager',
  readCombatants: (count: number, pcs: number, foes: number) =>
    `${counted('en', count, 'combatant', 'combatants')} read: ${counted('en', pcs, 'player character', 'player characters')}, ${counted('en', foes, 'monster', 'monsters')}.`,
  readEntries: (party: number, bestiary: number) =>
    `Library: ${counted('en', party, 'party member', 'party members')}, ${counted('en', bestiary, 'bestiary creature', 'bestiary creatures')}.`,
  cmFields:
    'Taken: name, HP and max HP, nonlethal damage, temporary HP, initiative modifier, hidden, notes, AC (touch, flat-footed), BAB, CMD, Str/Dex/Con, size, manoeuvre feats.',
  cmInitiative: (round: number | null) =>
    `Initiatives taken${round !== null ? ` (round ${round} under way in Combat Manager)` : ''}: the fight starts in setup, ready to begin.`,
  cmConditions: (count: number) =>
    `${counted('en', count, 'condition', 'conditions')} taken with their remaining rounds.`,
  cmNotTaken: 'Not taken: attacks, spells, skills, gear, treasure (they stay in Combat Manager).',
  keptInNotes: (name: string, what: readonly string[]) =>
    `${name}: ${list(what, 'and')} — kept in its notes (Paravent has no field for it yet).`,
  customCondition: (name: string, condition: string, system: string) =>
    `${name}: “${condition}” is not a condition of the ${system} catalogue — imported as a custom effect.`,
  healthCondition: (name: string, condition: string) =>
    `${name}: “${condition}” — worked out from its HP, not imported as a condition.`,
  flatFooted: (name: string) => `${name}: “flat-footed” — Paravent applies it itself when the fight starts.`,
  clamped: (name: string, field: string, from: string, to: string) =>
    `${name}: ${field} ${from} brought to ${to} (Paravent’s limit).`,
  cut: (name: string, field: string, max: number) =>
    `${name}: ${field} cut to ${max.toLocaleString('en-GB')} characters.`,
  cmSystemChosen: (system: string) =>
    `Imported as ${system} (Combat Manager writes Pathfinder 1 stat blocks; choose D&D 3.5 when importing for that system).`,
  foundryNotActor:
    'This JSON file is not a Foundry VTT actor export (“Export Data” on an actor): an object with “name”, “type” and “system” (or “data”) is expected.',
  foundryUnknownSystem:
    'This Foundry VTT actor does not say which system it comes from (no “_stats.systemId” nor “flags.exportSource.system”).',
  foundryWrongSystem: (system: string) =>
    `Foundry VTT actor of the “${system.slice(0, 40)}” system: Paravent reads pf1, D35E, sfrpg, cof (Chroniques Oubliées) and ose actors.`,
  foundryMixed: 'These actors come from different systems: import each system’s apart.',
  foundrySource: (system: string) => `Foundry VTT (${system})`,
  foundryFields: (fields: readonly string[]) => `Taken: ${list(fields, 'and')}.`,
  foundryNotTaken: (fields: readonly string[]) => `Not taken: ${list(fields, 'and')}.`,
  foundrySkipped: (name: string, type: string) =>
    `“${name}” (${type}) is neither a character nor a creature: left aside.`,
  foundryMissing: (name: string, what: string) => `${name}: no ${what} — default value.`,
  foundryEstimated: (name: string, what: readonly ('ac' | 'init')[]) =>
    `${name}: ${list(
      what.map((w) => (w === 'ac' ? 'AC' : 'initiative')),
      'and',
    )} worked out from the abilities (the export does not hold them) — check it.`,
  importedFrom: (source: string) => `Imported from ${source}`,
};

/** The imports' messages, in the interface's language. */
export const IMPORT_MESSAGES: typeof IMPORT_MESSAGES_FR = byLanguage(IMPORT_MESSAGES_FR, IMPORT_MESSAGES_EN);
