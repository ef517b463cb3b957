/**
 * What follows a gesture, registered once at start-up on the fight store's listeners (issue 25),
 * whatever screen the GM is on: the players' projection and its hand-off to the host (the desktop
 * display, the players' link), the problem notices, what an undo or a redo did. (The saving mark is
 * the store's own; the file status and autosave are the files controller's, which the shell keeps
 * mounted.) See docs/fight-store.md.
 */
import type { i18n as I18n } from 'i18next';
import type { ParaventApi } from '../../shared/ipc';
import { sendDisplayChoice } from '../db';
import { publishPlayerViews, type DisplaySettings, type FightStore } from '../fight';
import { handOffToDisplay } from './display-hand-off';
import { showFightProblems } from './fight-notices';
import { showUndoNotices } from './undo-notices';

/**
 * The display's language and pinned table over the players' channel, at once when they change: the
 * web display follows them without waiting for IndexedDB (the desktop display gets them from the
 * hand-off below).
 */
function tellDisplayChoice(store: FightStore): () => void {
  const tell = (s: DisplaySettings | null) => {
    if (s) sendDisplayChoice(s.language, s.projection.pinnedTable);
  };
  tell(store.displaySettings());
  return store.listen('settings', tell);
}

/** Starts every consequence of the store's changes; returns the function that stops them. */
export function startFightConsequences(store: FightStore, i18n: I18n, host: ParaventApi): () => void {
  const publisher = publishPlayerViews(store);
  const stops = [
    showFightProblems(store, i18n),
    showUndoNotices(store, i18n),
    publisher.stop,
    handOffToDisplay(store, publisher, host),
    tellDisplayChoice(store),
  ];
  return () => stops.forEach((stop) => stop());
}
