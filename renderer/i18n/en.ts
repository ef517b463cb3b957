import type { Messages } from './messages';

/** English texts of the interface. */
export const en: Messages = {
  app: {
    title: 'Paravent',
    tagline: "the GM's screen",
    loading: 'Loading…',
  },
  nav: {
    label: 'Navigation',
    combat: 'Combat',
    reference: 'Reference',
    library: 'Library',
    settings: 'Settings',
  },
  coming: {
    title: 'Coming here soon',
    combat:
      'The combat tracker is on its way: initiative, hit points, conditions and durations that end at the right moment, step-by-step manoeuvres.',
    reference:
      'The quick reference is on its way: every modifier table of the five systems, searchable in one keystroke, and the dice roller.',
    library: 'The library is on its way: your party and bestiary, saved and imported encounters.',
  },
  settings: {
    title: 'Settings',
    language: 'Language',
    theme: 'Theme',
    themeLight: 'Light',
    themeDark: 'Dark',
    themeAuto: 'Follow the system',
    storage: 'Storage',
    storagePersisted: "Paravent's data is protected from the browser's automatic clean-up.",
    storageNotPersisted: 'The browser did not guarantee to keep the data: save your encounters to files.',
  },
  palette: {
    placeholder: 'Search a command…',
    nothing: 'No command matches.',
    open: 'Command palette',
  },
  shortcuts: {
    title: 'Keyboard shortcuts',
    command: 'Command',
    keys: 'Keys',
  },
  commands: {
    'nav.combat': 'Go to combat',
    'nav.reference': 'Go to reference',
    'nav.library': 'Go to library',
    'nav.settings': 'Go to settings',
    'palette.open': 'Open the command palette',
    'help.shortcuts': 'Show keyboard shortcuts',
    'display.open': 'Open the player display',
    'settings.language-fr': 'Switch to French',
    'settings.language-en': 'Switch to English',
    'settings.toggle-theme': 'Toggle light / dark theme',
    'app.about': 'About Paravent',
  },
  about: {
    title: 'About Paravent',
    body: "Paravent, the GM's screen: an offline combat tracker for D&D 3.5, Pathfinder 1, Starfinder, Chroniques Oubliées and old-school games.",
    version: 'Version {{version}} ({{host}})',
  },
  display: {
    title: 'Player display',
    coming: 'The order of play will show here during the fight.',
    openFailed: 'Could not open the player display: allow pop-up windows for this page.',
  },
  language: { fr: 'Français', en: 'English' },
};
