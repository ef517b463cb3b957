/** The French messages of file reading, shown to the GM as they are. */
export const FILE_MESSAGES = {
  /** A browser opens its file chooser only right after a click or a key: the GM is asked to click. */
  pickerNeedsClick: 'Le navigateur veut un clic pour ouvrir le choix de fichier.',
  empty: 'Le fichier est vide ou illisible.',
  tooBig: (size: string) =>
    `Fichier trop volumineux (${size}) : Paravent lit les fichiers de 5,0 Mo au plus.`,
  notJson: 'Ce fichier n’est pas lisible : son contenu JSON est invalide ou tronqué.',
  notObject: 'Ce fichier n’est pas un fichier Paravent : un objet JSON est attendu.',
  unknownFormat: (format: string | null) =>
    format === null
      ? 'Ce fichier n’est pas un fichier Paravent (champ « format » absent). Pour un fichier d’Improved Initiative, utilisez Fichier › Importer.'
      : `Format inconnu « ${format} » : paravent/encounter ou paravent/library attendu.`,
  badVersion: 'version : nombre entier attendu.',
  newerVersion: (version: number, current: number) =>
    `Ce fichier vient d’une version plus récente de Paravent (format version ${version} ; celle-ci lit jusqu’à la version ${current}). Mettez Paravent à jour pour l’ouvrir.`,
  unknownVersion: (version: number) => `Version de format inconnue (${version}).`,
  missingBody: (key: string) =>
    `Le fichier ne contient pas de ${key === 'encounter' ? 'rencontre (champ « encounter »)' : 'bibliothèque (champ « library »)'}.`,
  wrongKind: (kind: 'encounter' | 'library') =>
    kind === 'library'
      ? 'Ce fichier est une bibliothèque (groupe, bestiaire), pas une rencontre : utilisez Importer.'
      : 'Ce fichier est une rencontre, pas une bibliothèque : utilisez Ouvrir.',
  invalid: (first: string) => `Fichier invalide — ${first}`,
  unexpected: 'Ce fichier n’a pas pu être lu (erreur inattendue). La rencontre en cours n’a pas changé.',
} as const;
