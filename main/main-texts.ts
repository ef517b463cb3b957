/**
 * Every text main shows the GM — the native menus, the file dialogs and the notices it sends, its
 * faults — in one mechanism: typed tables of the same keys in French and English, picked by the
 * language the GM window told main (MenuState). Main keeps its own tables rather than i18next (which
 * the renderer bundles): a few dozen words, no plural to form. main/main-texts.test.ts checks that
 * both languages have every key; scripts/untranslated.test.ts that no text is written elsewhere.
 */
import { FAULT_WORDS } from './faults/fault-words';
import { MAIN_FILE_WORDS, type MainLanguage } from './files/main-messages';
import { MENU_LABELS } from './menu/menu-labels';

/** Main's tables, each `{ fr, en }`. */
export const MAIN_TEXTS = {
  menu: MENU_LABELS,
  files: MAIN_FILE_WORDS,
  faults: FAULT_WORDS,
} as const satisfies Record<string, Record<MainLanguage, object>>;
