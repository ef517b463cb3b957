/** Messages of the files feature, French first (the GM sees them as they are). */
export const FILES_TEXT = {
  cancelled: 'Opération annulée.',
  saved: (name: string) => `Rencontre enregistrée : ${name}`,
  exported: (name: string) => `Exporté : ${name}`,
  opened: (name: string) => `Ouvert : ${name}`,
  migrated: (from: number) =>
    `Fichier d’un ancien format (version ${from}) mis à jour ; l’original est gardé dans les sauvegardes.`,
  notEncounter: 'Ce fichier n’est pas une rencontre.',
  importedEncounter: (name: string) => `Rencontre importée : ${name}`,
  importedLibrary: (count: number) => `${count} entrée(s) importée(s) dans la bibliothèque.`,
  recoveryOffer: (when: string) =>
    `Paravent ne s’est pas fermé correctement. Reprendre le combat sauvegardé à ${when} ?`,
  backupGone: 'Cette sauvegarde n’existe plus.',
  unreadable: (name: string) => `Impossible de lire « ${name} ».`,
} as const;
