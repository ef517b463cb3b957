/** The interface's language as the page says it (`<html lang>`, set by the app at each change). */
function pageLanguage(): string {
  return typeof document === 'undefined' ? 'fr' : document.documentElement.lang || 'fr';
}

/**
 * A backup's time as the GM reads it, through Intl in the interface's language: « 14:05 » today,
 * « 12/03 14:05 » another day (French); « 2:05 PM », « 03/12, 2:05 PM » (English).
 */
export function formatWhen(at: Date, today: Date = new Date(), language: string = pageLanguage()): string {
  const locale = language === 'en' ? 'en-US' : 'fr-FR';
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(at);
  if (at.toDateString() === today.toDateString()) return time;
  const day = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit' }).format(at);
  return `${day} ${time}`;
}

/** Messages of the files feature in French (the reference; English below has the same keys). */
const FILES_TEXT_FR = {
  cancelled: 'Opération annulée.',
  saved: (name: string) => `Rencontre enregistrée : ${name}`,
  exported: (name: string) => `Exporté : ${name}`,
  opened: (name: string) => `Ouvert : ${name}`,
  migrated: (from: number) =>
    `Fichier d’un ancien format (version ${from}) mis à jour ; l’original est gardé dans les sauvegardes.`,
  notEncounter: 'Ce fichier n’est pas une rencontre.',
  repaired: (count: number) =>
    `Fichier réparé à l’ouverture (${count} correction${count > 1 ? 's' : ''}) : le combat peut continuer.`,
  importedEncounter: (name: string) => `Rencontre importée : ${name}`,
  importedLibrary: (count: number) => `${count} entrée(s) importée(s) dans la bibliothèque.`,
  recoveryOffer: (when: string) =>
    `Paravent ne s’est pas fermé correctement. Reprendre le combat sauvegardé à ${when} ?`,
  noFight: 'Aucun combat à enregistrer : créez ou ouvrez une rencontre.',
  backDone: 'Le combat précédent est de retour.',
  restored: (at: Date) => `Combat restauré depuis la sauvegarde de ${formatWhen(at)}.`,
  backupGone: 'Cette sauvegarde n’existe plus.',
  unreadable: (name: string) => `Impossible de lire « ${name} ».`,
  importSummary: (source: string) => `Import ${source} : ce qui a été lu, et ce qui ne l’a pas été`,
  summaryRead: 'Lu',
  summaryLeft: 'Laissé ou changé',
} as const;

/** The same messages in English. */
const FILES_TEXT_EN: {
  [K in keyof typeof FILES_TEXT_FR]: (typeof FILES_TEXT_FR)[K] extends string
    ? string
    : (typeof FILES_TEXT_FR)[K];
} = {
  cancelled: 'Cancelled.',
  saved: (name: string) => `Encounter saved: ${name}`,
  exported: (name: string) => `Exported: ${name}`,
  opened: (name: string) => `Opened: ${name}`,
  migrated: (from: number) =>
    `File of an older format (version ${from}) updated; the original is kept in the backups.`,
  notEncounter: 'This file is not an encounter.',
  repaired: (count: number) =>
    `File repaired on opening (${count} correction${count > 1 ? 's' : ''}): the fight can go on.`,
  importedEncounter: (name: string) => `Encounter imported: ${name}`,
  importedLibrary: (count: number) => `${count} entr${count > 1 ? 'ies' : 'y'} imported into the library.`,
  recoveryOffer: (when: string) => `Paravent did not close properly. Resume the fight saved at ${when}?`,
  noFight: 'No fight to save: create or open an encounter.',
  backDone: 'The previous fight is back.',
  restored: (at: Date) => `Fight restored from the backup of ${formatWhen(at)}.`,
  backupGone: 'This backup no longer exists.',
  unreadable: (name: string) => `Cannot read “${name}”.`,
  importSummary: (source: string) => `${source} import: what was read, and what was not`,
  summaryRead: 'Read',
  summaryLeft: 'Left or changed',
};

/**
 * Messages of the files feature in the interface's language at the moment they are shown (the
 * page's `lang`, set by the app at each change): `FILES_TEXT.saved(name)`.
 */
export const FILES_TEXT: typeof FILES_TEXT_EN = Object.defineProperties(
  {},
  Object.fromEntries(
    Object.keys(FILES_TEXT_FR).map((key) => [
      key,
      {
        enumerable: true,
        get: () =>
          (pageLanguage() === 'en' ? FILES_TEXT_EN : FILES_TEXT_FR)[key as keyof typeof FILES_TEXT_FR],
      },
    ]),
  ),
) as typeof FILES_TEXT_EN;
