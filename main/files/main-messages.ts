/**
 * What the desktop host's file service tells the GM (refusals, dialog titles), in French and
 * English. Main learns the interface's language with the menus (the GM window sends it at start and
 * at each change: main/menu/menu-handler.ts); the service asks for it when it speaks.
 */
import { MAX_FILE_BYTES } from '../../shared/files';

/** The interface's language as main knows it. */
export type MainLanguage = 'fr' | 'en';

const mb = (bytes: number, lang: MainLanguage) =>
  lang === 'fr'
    ? `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} Mo`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

const FR = {
  notAFile: (name: string) => `« ${name} » n’est pas un fichier.`,
  unreadable: (name: string, why: string) => `Impossible de lire « ${name} » (${why}).`,
  tooBig: (bytes: number) =>
    `Fichier trop volumineux (${mb(bytes, 'fr')}) : Paravent lit les fichiers de ${mb(MAX_FILE_BYTES, 'fr')} au plus.`,
  unknownError: 'erreur inconnue',
  readOnly: (name: string) =>
    `« ${name} » est en lecture seule : rien n’a été écrit. Utilisez Enregistrer sous.`,
  notSaved: (name: string, why: string) =>
    `Impossible d’enregistrer « ${name} » (${why}). Le fichier précédent est intact.`,
  folderNotSynced: (name: string, why: string) =>
    `« ${name} » est enregistré : le nouveau fichier est en place. Mais le système n’a pas confirmé l’écriture de son dossier sur le disque (${why}) : après une coupure de courant dans l’instant, vérifiez le fichier ou enregistrez de nouveau.`,
  notRecent: 'Ce fichier ne figure plus dans la liste des fichiers récents.',
  tooManyFiles: (count: number, max: number) =>
    `Trop de fichiers à la fois : ${count} choisis, ${max} au plus.`,
  batchTooBig: (name: string, bytes: number) =>
    `${name} et les suivants : laissés, l’import dépassait ${mb(bytes, 'fr')} en tout.`,
  openTitle: 'Ouvrir une rencontre',
  importTitle: 'Importer (bibliothèque Paravent, Improved Initiative, Combat Manager, Foundry VTT)',
  exportLibraryTitle: 'Exporter la bibliothèque',
  exportImprovedInitiativeTitle: 'Exporter la rencontre pour Improved Initiative',
  saveAsTitle: 'Enregistrer la rencontre sous',
  paraventFiles: 'Fichiers Paravent',
  importAll: 'Paravent, Improved Initiative, Combat Manager, Foundry VTT',
  importJson: 'JSON (Paravent, Improved Initiative, Foundry VTT)',
  importCombatManager: 'Combat Manager (.cmpt, .cmcs, .cmx)',
  improvedInitiativeFiles: 'Improved Initiative (JSON)',
  autosaveFailed: (why: string) =>
    `La sauvegarde automatique n’a pas pu être écrite (${why}). Paravent réessaie chaque minute ; le combat reste gardé dans la fenêtre.`,
  autosaveBack: 'La sauvegarde automatique fonctionne de nouveau.',
};

const EN: typeof FR = {
  notAFile: (name) => `“${name}” is not a file.`,
  unreadable: (name, why) => `Cannot read “${name}” (${why}).`,
  tooBig: (bytes) =>
    `File too large (${mb(bytes, 'en')}): Paravent reads files of ${mb(MAX_FILE_BYTES, 'en')} at most.`,
  unknownError: 'unknown error',
  readOnly: (name) => `“${name}” is read-only: nothing was written. Use Save As.`,
  notSaved: (name, why) => `Cannot save “${name}” (${why}). The previous file is intact.`,
  folderNotSynced: (name, why) =>
    `“${name}” is saved: the new file is in place. But the system did not confirm writing its folder to the disk (${why}): after a power cut right now, check the file or save again.`,
  notRecent: 'This file is no longer in the list of recent files.',
  tooManyFiles: (count, max) => `Too many files at once: ${count} chosen, ${max} at most.`,
  batchTooBig: (name, bytes) =>
    `${name} and the ones after it: left, the import went over ${mb(bytes, 'en')} in all.`,
  openTitle: 'Open an encounter',
  importTitle: 'Import (Paravent library, Improved Initiative, Combat Manager, Foundry VTT)',
  exportLibraryTitle: 'Export the library',
  exportImprovedInitiativeTitle: 'Export the encounter for Improved Initiative',
  saveAsTitle: 'Save the encounter as',
  paraventFiles: 'Paravent files',
  importAll: 'Paravent, Improved Initiative, Combat Manager, Foundry VTT',
  importJson: 'JSON (Paravent, Improved Initiative, Foundry VTT)',
  importCombatManager: 'Combat Manager (.cmpt, .cmcs, .cmx)',
  improvedInitiativeFiles: 'Improved Initiative (JSON)',
  autosaveFailed: (why) =>
    `The automatic backup could not be written (${why}). Paravent tries again every minute; the fight stays kept in the window.`,
  autosaveBack: 'The automatic backup works again.',
};

/** The file service's words, French and English (one of main's tables: main/main-texts.ts). */
export const MAIN_FILE_WORDS = { fr: FR, en: EN } as const satisfies Record<MainLanguage, typeof FR>;

/** The file service's words in a language. */
export function mainFileWords(lang: MainLanguage): typeof FR {
  return MAIN_FILE_WORDS[lang];
}
