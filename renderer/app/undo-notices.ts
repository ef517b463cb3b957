/**
 * Undo and redo say what they did (« Annulé : Gobelin 2 : 7 dégâts (PV 3/10) »), whatever started
 * them — Ctrl+Z, the toolbar, the palette, the native menu: a `shown` listener of the fight store
 * registered at start-up (fight-consequences.ts) reads the log lines the undo removed or the redo
 * put back, in the interface's language.
 */
import { notifications } from '@mantine/notifications';
import type { i18n as I18n } from 'i18next';
import type { FightStore } from '../fight';
import { changedLogLines, noticeWords, phraseEntryBody } from '../log';
import { languageOf } from '../i18n/language';

const NOTICE_ID = 'paravent-undo';

/** Shows what each undo and redo changed; returns the function that stops. */
export function showUndoNotices(store: Pick<FightStore, 'listen'>, i18n: I18n): () => void {
  return store.listen('shown', ({ source, previous, snapshot }) => {
    const after = snapshot.encounter;
    if ((source !== 'undo' && source !== 'redo') || !previous || !after) return;
    const t = i18n.t;
    const language = languageOf(i18n.language);
    const lines = changedLogLines(previous.log, after.log, (e) =>
      phraseEntryBody(e, { t, language, system: after.system }),
    );
    const what = noticeWords(lines, (count) => t('screen.andMore', { count }));
    let message: string;
    if (source === 'undo') message = what ? t('screen.undone', { what }) : t('screen.undoneNothing');
    else message = what ? t('screen.redone', { what }) : t('screen.redoneNothing');
    notifications.hide(NOTICE_ID);
    notifications.show({ id: NOTICE_ID, autoClose: 4000, message });
  });
}
