/**
 * The messages of file reading (refusals, repairs, the problems listed under them), in French and
 * English. `FILE_MESSAGES` and `FILE_WORDS` give them in the interface's language at the moment they
 * are built — the language the renderer passes in with `setFileLanguage` at start and at each change;
 * French until then (main, tests). Reading happens on the GM's gesture and is shown at once.
 * shared/ reads no DOM: the page's language comes in from the renderer.
 */

/** The interface's language for the file messages (set by the renderer). */
const chosen: { language: 'fr' | 'en' } = { language: 'fr' };

/** Tells the file messages the interface's language (the renderer, at start and at each change). */
export function setFileLanguage(language: 'fr' | 'en'): void {
  chosen.language = language;
}

/** The interface's language of the file messages; French until the renderer says otherwise. */
export function fileLanguage(): 'fr' | 'en' {
  return chosen.language;
}

/** Builds an object whose every key reads from the French or English table at the time of use. */
export function byLanguage<T extends object>(fr: T, en: T): T {
  return Object.defineProperties(
    {},
    Object.fromEntries(
      Object.keys(fr).map((key) => [
        key,
        { enumerable: true, get: () => (fileLanguage() === 'en' ? en : fr)[key as keyof T] },
      ]),
    ),
  ) as T;
}

const FILE_MESSAGES_FR = {
  /** A browser opens its file chooser only right after a click or a key: the GM is asked to click. */
  pickerNeedsClick: 'Le navigateur veut un clic pour ouvrir le choix de fichier.',
  empty: 'Le fichier est vide ou illisible.',
  tooBig: (size: string) =>
    `Fichier trop volumineux (${size}) : Paravent lit les fichiers de 5,0 Mo au plus.`,
  notJson: 'Ce fichier n’est pas lisible : son contenu JSON est invalide ou tronqué.',
  notObject: 'Ce fichier n’est pas un fichier Paravent : un objet JSON est attendu.',
  unknownFormat: (format: string | null): string =>
    format === null
      ? 'Ce fichier n’est pas un fichier Paravent (champ « format » absent). Pour un fichier d’Improved Initiative, utilisez Fichier › Importer.'
      : `Format inconnu « ${format} » : paravent/encounter ou paravent/library attendu.`,
  badVersion: 'version : nombre entier attendu.',
  newerVersion: (version: number, current: number) =>
    `Ce fichier vient d’une version plus récente de Paravent (format version ${version} ; celle-ci lit jusqu’à la version ${current}). Mettez Paravent à jour pour l’ouvrir.`,
  unknownVersion: (version: number) => `Version de format inconnue (${version}).`,
  missingBody: (key: string) =>
    `Le fichier ne contient pas de ${key === 'encounter' ? 'rencontre (champ « encounter »)' : 'bibliothèque (champ « library »)'}.`,
  wrongKind: (kind: 'encounter' | 'library'): string =>
    kind === 'library'
      ? 'Ce fichier est une bibliothèque (groupe, bestiaire), pas une rencontre : utilisez Importer.'
      : 'Ce fichier est une rencontre, pas une bibliothèque : utilisez Ouvrir.',
  invalid: (first: string) => `Fichier invalide — ${first}`,
  unexpected: 'Ce fichier n’a pas pu être lu (erreur inattendue). La rencontre en cours n’a pas changé.',
  notImprovedInitiative:
    'Ce fichier ne ressemble pas à un export d’Improved Initiative (rencontre ou bibliothèque).',
  tooManyTags: (tags: number, max: number) =>
    `Import impossible : ${tags.toLocaleString('fr-FR')} étiquettes, qui deviendraient autant d’effets ; un combat Paravent en garde au plus ${max.toLocaleString('fr-FR')}. Retirez des étiquettes dans Improved Initiative.`,
  importedName: 'Rencontre importée',
};

const FILE_MESSAGES_EN: typeof FILE_MESSAGES_FR = {
  pickerNeedsClick: 'The browser wants a click to open the file chooser.',
  empty: 'The file is empty or unreadable.',
  tooBig: (size: string) => `File too large (${size}): Paravent reads files of 5.0 MB at most.`,
  notJson: 'This file cannot be read: its JSON content is invalid or cut short.',
  notObject: 'This is not a Paravent file: a JSON object is expected.',
  unknownFormat: (format: string | null) =>
    format === null
      ? 'This is not a Paravent file (no “format” field). For an Improved Initiative file, use File › Import.'
      : `Unknown format “${format}”: paravent/encounter or paravent/library expected.`,
  badVersion: 'version: whole number expected.',
  newerVersion: (version: number, current: number) =>
    `This file comes from a newer version of Paravent (format version ${version}; this one reads up to version ${current}). Update Paravent to open it.`,
  unknownVersion: (version: number) => `Unknown format version (${version}).`,
  missingBody: (key: string) =>
    `The file holds no ${key === 'encounter' ? 'encounter (“encounter” field)' : 'library (“library” field)'}.`,
  wrongKind: (kind: 'encounter' | 'library') =>
    kind === 'library'
      ? 'This file is a library (party, bestiary), not an encounter: use Import.'
      : 'This file is an encounter, not a library: use Open.',
  invalid: (first: string) => `Invalid file — ${first}`,
  unexpected: 'This file could not be read (unexpected error). The current encounter has not changed.',
  notImprovedInitiative: 'This file does not look like an Improved Initiative export (encounter or library).',
  tooManyTags: (tags: number, max: number) =>
    `Cannot import: ${tags.toLocaleString('en-US')} tags, which would become as many effects; a Paravent fight keeps at most ${max.toLocaleString('en-US')}. Remove tags in Improved Initiative.`,
  importedName: 'Imported encounter',
};

/** Refusal messages of file reading, in the interface's language: `FILE_MESSAGES.tooBig(size)`. */
export const FILE_MESSAGES: typeof FILE_MESSAGES_FR = byLanguage(FILE_MESSAGES_FR, FILE_MESSAGES_EN);

const FILE_WORDS_FR = {
  /** Valibot issue types, as what was expected. */
  expected: {
    number: 'nombre attendu',
    integer: 'nombre entier attendu',
    finite: 'nombre fini attendu',
    string: 'texte attendu',
    boolean: 'vrai ou faux attendu',
    object: 'objet attendu',
    loose_object: 'objet attendu',
    record: 'objet attendu',
    array: 'liste attendue',
    null: 'null attendu',
    min_length: 'trop court',
    non_empty: 'ne doit pas être vide',
    length: 'longueur inattendue',
  } as Readonly<Record<string, string>>,
  invalidValue: (type: string) => `valeur invalide (${type})`,
  file: 'fichier',
  /** A problem at a place of the file: « combattants[3].pv : … ». */
  at: (where: string, what: string) => `${where} : ${what}`,
  missing: 'champ manquant',
  received: (what: string) => `reçu : ${what}`,
  oneOf: (choices: string, received: string) => `une de ces valeurs attendue : ${choices} (${received})`,
  tooLong: (max: string) => `trop long (au plus ${max})`,
  others: (count: number) => `… et ${count} autre(s) problème(s)`,
  /** A schema's own message (written in French in the schema) as shown. */
  check: (message: string) => message,
  unknownCombatant: (id: string) => `combattant inconnu « ${id} »`,
  duplicate: (what: 'combatant' | 'effect' | 'entry', id: string) =>
    `${what === 'combatant' ? 'identifiant de combattant' : what === 'effect' ? "identifiant d'effet" : 'identifiant'} en double « ${id} »`,
  unknownCondition: (id: string) => `état inconnu dans ce système « ${id} »`,
  rulesRefused: (why: string) => `combattants : ${why}`,
  repairSeq: (seq: number, next: number, highest: number) =>
    `seq : ${seq} → ${next} (identifiants déjà pris jusqu’à ${highest})`,
  repairPlaced: (names: string) => `initiative : ${names} placé(s) dans l’ordre`,
  repairOrderMissing: 'ordre : absent, reconstruit d’après l’initiative',
  repairOrderWrong: 'ordre : ne suivait pas l’initiative, reconstruit',
  repairCurrentOff: 'tour en cours : retiré (le combat n’est pas en cours)',
  repairCurrentGone: (id: string) => `tour en cours : « ${id} » absent de l’ordre, retiré`,
  repairCurrentGiven: (id: string, name: string) =>
    `tour en cours : « ${id} » absent de l’ordre, donné à ${name}`,
};

/** French messages of the schema checks, and their English. */
const CHECKS_EN: Readonly<Record<string, string>> = {
  'la valeur actuelle dépasse le maximum': 'the current value is above the maximum',
  'nombre entier attendu': 'whole number expected',
  'nombre fini attendu': 'finite number expected',
  'identifiant vide': 'empty id',
  'ligne de journal : texte court, ou code et paramètres (texte court, nombres, petits objets)':
    'log line: short text, or code and parameters (short text, numbers, small objects)',
};

const FILE_WORDS_EN: typeof FILE_WORDS_FR = {
  expected: {
    number: 'number expected',
    integer: 'whole number expected',
    finite: 'finite number expected',
    string: 'text expected',
    boolean: 'true or false expected',
    object: 'object expected',
    loose_object: 'object expected',
    record: 'object expected',
    array: 'list expected',
    null: 'null expected',
    min_length: 'too short',
    non_empty: 'must not be empty',
    length: 'unexpected length',
  },
  invalidValue: (type: string) => `invalid value (${type})`,
  file: 'file',
  at: (where: string, what: string) => `${where}: ${what}`,
  missing: 'missing field',
  received: (what: string) => `received: ${what}`,
  oneOf: (choices: string, received: string) => `one of these values expected: ${choices} (${received})`,
  tooLong: (max: string) => `too long (at most ${max})`,
  others: (count: number) => `… and ${count} other problem${count > 1 ? 's' : ''}`,
  check: (message: string) =>
    CHECKS_EN[message] ??
    message
      .replace(/^clé trop longue \(au plus (\d+)\)/, 'key too long (at most $1)')
      .replace(/« ([^»]*) »/g, '“$1”'),
  unknownCombatant: (id: string) => `unknown combatant “${id}”`,
  duplicate: (what: 'combatant' | 'effect' | 'entry', id: string) =>
    `duplicate ${what === 'entry' ? '' : `${what} `}id “${id}”`,
  unknownCondition: (id: string) => `condition unknown in this system “${id}”`,
  rulesRefused: (why: string) => `combatants: ${why}`,
  repairSeq: (seq: number, next: number, highest: number) =>
    `seq: ${seq} → ${next} (ids already taken up to ${highest})`,
  repairPlaced: (names: string) => `initiative: ${names} placed in the order`,
  repairOrderMissing: 'order: missing, rebuilt from the initiative',
  repairOrderWrong: 'order: did not follow the initiative, rebuilt',
  repairCurrentOff: 'current turn: removed (the fight is not running)',
  repairCurrentGone: (id: string) => `current turn: “${id}” not in the order, removed`,
  repairCurrentGiven: (id: string, name: string) =>
    `current turn: “${id}” not in the order, given to ${name}`,
};

/** The words of the problems and repairs listed under a file message, in the interface's language. */
export const FILE_WORDS: typeof FILE_WORDS_FR = byLanguage(FILE_WORDS_FR, FILE_WORDS_EN);
