import { LOCALES, counted, pluralWord } from '../locale';
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

/** A number the French way (« 10 000 000 », « 5,1 »). */
const frNumber = (n: number) => n.toLocaleString('fr-FR');
/** A number the English way (« 10,000,000 », « 5.1 »). */
const enNumber = (n: number) => n.toLocaleString('en-US');

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
    `Import impossible : ${tags.toLocaleString(LOCALES.fr)} étiquettes, qui deviendraient autant d’effets ; un combat Paravent en garde au plus ${max.toLocaleString(LOCALES.fr)}. Retirez des étiquettes dans Improved Initiative.`,
  importedName: 'Rencontre importée',
  unnamed: 'Sans nom',
  tooManyEntries: (count: number, max: number) =>
    `Import impossible : ${frNumber(count)} fiches ; une bibliothèque Paravent en garde ${frNumber(max)} au plus.`,
  importTooBig: (size: string, max: string) =>
    `Import impossible : ce combat ferait un fichier de ${size}, et un fichier Paravent en garde ${max} au plus. Importez moins de combattants ou d’étiquettes (ou des textes plus courts).`,
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
    `Cannot import: ${tags.toLocaleString(LOCALES.en)} tags, which would become as many effects; a Paravent fight keeps at most ${max.toLocaleString(LOCALES.en)}. Remove tags in Improved Initiative.`,
  importedName: 'Imported encounter',
  unnamed: 'Unnamed',
  tooManyEntries: (count: number, max: number) =>
    `Cannot import: ${enNumber(count)} stat blocks; a Paravent library keeps ${enNumber(max)} at most.`,
  importTooBig: (size: string, max: string) =>
    `Cannot import: this fight would make a file of ${size}, and a Paravent file holds ${max} at most. Import fewer combatants or tags (or shorter texts).`,
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
  others: (count: number) => `… et ${counted('fr', count, 'autre problème', 'autres problèmes')}`,
  /** A schema's own message (written in French in the schema) as shown. */
  check: (message: string) => message,
  unknownCombatant: (id: string) => `combattant inconnu « ${id} »`,
  duplicate: (what: 'combatant' | 'effect' | 'entry', id: string) =>
    `${what === 'combatant' ? 'identifiant de combattant' : what === 'effect' ? "identifiant d'effet" : 'identifiant'} en double « ${id} »`,
  unknownCondition: (id: string) => `état inconnu dans ce système « ${id} »`,
  rulesRefused: (why: string) => `combattants : ${why}`,
  repairSeq: (seq: number, next: number, highest: number) =>
    `seq : ${seq} → ${next} (identifiants déjà pris jusqu’à ${highest})`,
  repairPlaced: (names: readonly string[]) =>
    `initiative : ${names.join(', ')} ${pluralWord('fr', names.length, 'placé', 'placés')} dans l’ordre`,
  repairOrderMissing: 'ordre : absent, reconstruit d’après l’initiative',
  repairOrderWrong: 'ordre : ne suivait pas l’initiative, reconstruit',
  repairCurrentOff: 'tour en cours : retiré (le combat n’est pas en cours)',
  repairCurrentGone: (id: string) => `tour en cours : « ${id} » absent de l’ordre, retiré`,
  repairCurrentGiven: (id: string, name: string) =>
    `tour en cours : « ${id} » absent de l’ordre, donné à ${name}` /** A combatant's or effect's field: « « Gobelin 3 » › pv.max ». */,
  place: (name: string, field: string) => (field === '' ? `« ${name} »` : `« ${name} » › ${field}`),
  textCut: (where: string, length: number, max: number) =>
    `${where} : ${frNumber(length)} signes, coupé à ${frNumber(max)}`,
  numberClamped: (where: string, from: number, to: number) =>
    `${where} : ${frNumber(from)} ramené à ${frNumber(to)}`,
  textUnkept: (where: string, length: number, max: number) =>
    `${where} : ${frNumber(length)} signes, au plus ${frNumber(max)}`,
  defenceUnread: (where: string, clause: string) => `${where} : « ${clause} » non compris, laissé de côté`,
  numberUnkept: (where: string, from: number, to: number) =>
    `${where} : ${frNumber(from)}, ${to < from ? 'au plus' : 'au moins'} ${frNumber(to)}`,
};

/** French messages of the schema checks, and their English. */
const CHECKS_EN: Readonly<Record<string, string>> = {
  'la valeur actuelle dépasse le maximum': 'the current value is above the maximum',
  'nombre entier attendu': 'whole number expected',
  'nombre fini attendu': 'finite number expected',
  'identifiant vide': 'empty id',
  'défenses contre les dégâts illisibles (« RD 5/magie ; feu 10 »)':
    'damage defences that do not read (“DR 5/magic; fire 10”)',
  'sauvegardes illisibles dans le système de la fiche': 'saves that do not read in the entry’s system',
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
  others: (count: number) => `… and ${counted('en', count, 'other problem', 'other problems')}`,
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
  repairPlaced: (names: readonly string[]) => `initiative: ${names.join(', ')} placed in the order`,
  repairOrderMissing: 'order: missing, rebuilt from the initiative',
  repairOrderWrong: 'order: did not follow the initiative, rebuilt',
  repairCurrentOff: 'current turn: removed (the fight is not running)',
  repairCurrentGone: (id: string) => `current turn: “${id}” not in the order, removed`,
  repairCurrentGiven: (id: string, name: string) =>
    `current turn: “${id}” not in the order, given to ${name}`,
  place: (name: string, field: string) => (field === '' ? `“${name}”` : `“${name}” › ${field}`),
  textCut: (where: string, length: number, max: number) =>
    `${where}: ${enNumber(length)} characters, cut to ${enNumber(max)}`,
  numberClamped: (where: string, from: number, to: number) =>
    `${where}: ${enNumber(from)} brought to ${enNumber(to)}`,
  textUnkept: (where: string, length: number, max: number) =>
    `${where}: ${enNumber(length)} characters, at most ${enNumber(max)}`,
  defenceUnread: (where: string, clause: string) => `${where}: “${clause}” not understood, left out`,
  numberUnkept: (where: string, from: number, to: number) =>
    `${where}: ${enNumber(from)}, ${to < from ? 'at most' : 'at least'} ${enNumber(to)}`,
};

/** The words of the problems and repairs listed under a file message, in the interface's language. */
export const FILE_WORDS: typeof FILE_WORDS_FR = byLanguage(FILE_WORDS_FR, FILE_WORDS_EN);

type Measured = 'size' | 'combatants' | 'effects' | 'log';

const MEASURED_FR: Record<Measured, string> = {
  size: 'taille du fichier',
  combatants: 'combattants',
  effects: 'effets',
  log: 'lignes du journal',
};
const MEASURED_EN: Record<Measured, string> = {
  size: 'file size',
  combatants: 'combatants',
  effects: 'effects',
  log: 'log lines',
};

const WRITE_MESSAGES_FR = {
  count: frNumber,
  over: (what: Measured, used: string, max: string) => `${MEASURED_FR[what]} ${used} (au plus ${max})`,
  of: (what: Measured, used: string, max: string) => `${MEASURED_FR[what]} ${used} sur ${max}`,
  tooBig: (list: string) =>
    `Ce combat dépasse ce qu’un fichier Paravent peut contenir : ${list}. Rien n’a été écrit ; le combat reste dans Paravent. Retirez des combattants ou des effets terminés.`,
  unkept: (list: string) =>
    `Ce combat contient une valeur qu’un fichier Paravent ne peut pas garder — ${list}. Raccourcissez-la (Modifier…) ou retirez ce qu’elle nomme, puis enregistrez. Rien n’a été écrit ; le combat reste dans Paravent.`,
  near: (list: string) =>
    `Ce combat approche de la limite d’un fichier : ${list}. Au-delà, il ne pourra plus être enregistré.`,
  notSame: 'le combat relu ne serait pas le même',
  logLinesCut: (n: number) =>
    `journal : ${counted('fr', n, 'ligne trop longue raccourcie', 'lignes trop longues raccourcies')}`,
  logLinesDropped: (n: number) =>
    `journal : ${counted('fr', n, 'ligne', 'lignes')} parmi les plus anciennes non ${pluralWord('fr', n, 'gardée', 'gardées')}`,
  sourceNamesCut: 'effets : nom d’origine trop long raccourci',
  moraleDropped: (n: number) =>
    `moral : ${counted('fr', n, 'groupe', 'groupes')} au nom trop long non ${pluralWord('fr', n, 'gardé', 'gardés')}`,
  fittedNotice: (list: string) => `Enregistré, avec des valeurs anciennes ajustées au fichier : ${list}.`,
};

const WRITE_MESSAGES_EN: typeof WRITE_MESSAGES_FR = {
  count: enNumber,
  over: (what: Measured, used: string, max: string) => `${MEASURED_EN[what]} ${used} (at most ${max})`,
  of: (what: Measured, used: string, max: string) => `${MEASURED_EN[what]} ${used} of ${max}`,
  tooBig: (list: string) =>
    `This fight is more than a Paravent file can hold: ${list}. Nothing was written; the fight stays in Paravent. Remove combatants or ended effects.`,
  unkept: (list: string) =>
    `This fight holds a value a Paravent file cannot keep — ${list}. Shorten it (Edit…) or remove what it names, then save. Nothing was written; the fight stays in Paravent.`,
  near: (list: string) =>
    `This fight is nearing a file's limit: ${list}. Beyond it, it could no longer be saved.`,
  notSame: 'the fight read back would not be the same',
  logLinesCut: (n: number) => `log: ${counted('en', n, 'line', 'lines')} too long shortened`,
  logLinesDropped: (n: number) => `log: ${counted('en', n, 'oldest line', 'oldest lines')} not kept`,
  sourceNamesCut: 'effects: a source name too long shortened',
  moraleDropped: (n: number) =>
    `morale: ${counted('en', n, 'group', 'groups')} with too long a name not kept`,
  fittedNotice: (list: string) => `Saved, with old values fitted to the file: ${list}.`,
};

/** The writer's messages (write-check.ts), in the interface's language. */
export const WRITE_MESSAGES: typeof WRITE_MESSAGES_FR = byLanguage(WRITE_MESSAGES_FR, WRITE_MESSAGES_EN);

const IMPORT_FIELDS_FR = {
  name: 'nom',
  encounterName: 'nom de la rencontre',
  hp: 'PV',
  hpMax: 'PV max',
  ac: 'CA',
  defence: 'défense',
  initiative: 'modificateur d’initiative',
  initiativeScore: 'score d’INIT',
  str: 'For',
  dex: 'Dex',
  con: 'Con',
  notes: 'notes',
  tag: 'étiquette',
  duration: 'durée (rounds)',
  damageDefences: 'défenses contre les dégâts',
  saves: 'sauvegardes',
};

/** A field of an imported combatant, as a notice names it. */
export type ImportField = keyof typeof IMPORT_FIELDS_FR;

const IMPORT_FIELDS_EN: Record<ImportField, string> = {
  name: 'name',
  encounterName: 'encounter name',
  hp: 'HP',
  hpMax: 'max HP',
  ac: 'AC',
  defence: 'defence',
  initiative: 'initiative modifier',
  initiativeScore: 'INIT score',
  str: 'Str',
  dex: 'Dex',
  con: 'Con',
  notes: 'notes',
  tag: 'tag',
  duration: 'duration (rounds)',
  damageDefences: 'damage defences',
  saves: 'saves',
};

/** The fields an import notice names, in the interface's language. */
export const IMPORT_FIELDS: Record<ImportField, string> = byLanguage(IMPORT_FIELDS_FR, IMPORT_FIELDS_EN);
