/** French texts of the interface: the reference language; English must have the same keys. */
export const fr = {
  app: {
    title: 'Paravent',
    tagline: "l'écran du MJ",
    loading: 'Chargement…',
  },
  nav: {
    label: 'Navigation',
    combat: 'Combat',
    reference: 'Référence',
    library: 'Bibliothèque',
    settings: 'Réglages',
  },
  coming: {
    title: 'Bientôt ici',
    combat:
      'Le suivi de combat arrive : initiative, points de vie, états et durées qui se terminent au bon moment, manœuvres pas à pas.',
    reference:
      'La référence rapide arrive : toutes les tables de modificateurs des cinq systèmes, cherchables en une frappe, et le lanceur de dés.',
    library:
      'La bibliothèque arrive : votre groupe et votre bestiaire, les rencontres enregistrées et importées.',
  },
  settings: {
    title: 'Réglages',
    language: 'Langue',
    theme: 'Thème',
    themeLight: 'Clair',
    themeDark: 'Sombre',
    themeAuto: 'Comme le système',
    storage: 'Stockage',
    storagePersisted: 'Les données de Paravent sont protégées contre le nettoyage automatique du navigateur.',
    storageNotPersisted:
      "Le navigateur n'a pas garanti la conservation des données : enregistrez vos rencontres dans des fichiers.",
  },
  palette: {
    placeholder: 'Chercher une commande…',
    nothing: 'Aucune commande ne correspond.',
    open: 'Palette de commandes',
  },
  shortcuts: {
    title: 'Raccourcis clavier',
    command: 'Commande',
    keys: 'Touches',
  },
  commands: {
    'nav.combat': 'Aller au combat',
    'nav.reference': 'Aller à la référence',
    'nav.library': 'Aller à la bibliothèque',
    'nav.settings': 'Aller aux réglages',
    'palette.open': 'Ouvrir la palette de commandes',
    'help.shortcuts': 'Afficher les raccourcis clavier',
    'display.open': "Ouvrir l'affichage joueurs",
    'settings.language-fr': 'Passer en français',
    'settings.language-en': 'Passer en anglais',
    'settings.toggle-theme': 'Basculer thème clair / sombre',
    'app.about': 'À propos de Paravent',
  },
  about: {
    title: 'À propos de Paravent',
    body: "Paravent, l'écran du MJ : suivi de combat hors ligne pour D&D 3.5, Pathfinder 1, Starfinder, Chroniques Oubliées et les jeux old school.",
    version: 'Version {{version}} ({{host}})',
  },
  display: {
    title: 'Affichage joueurs',
    coming: "L'ordre de jeu s'affichera ici pendant le combat.",
    openFailed:
      "Impossible d'ouvrir l'affichage joueurs : autorisez les fenêtres surgissantes pour cette page.",
  },
  language: { fr: 'Français', en: 'English' },
} as const;
