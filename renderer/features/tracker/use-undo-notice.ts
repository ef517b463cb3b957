import { useCallback, useEffect, useRef } from 'react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { LogEntry } from '../../../shared/combat';
import { phraseEntryBody } from '../../log';
import type { SystemId } from '../../../shared/rules';
import { changedLogLines, noticeWords } from './undo-notice';
import { languageOf } from '../../i18n/language';

const NOTICE_ID = 'paravent-undo';

/**
 * Undo and redo that say what they did (« Annulé : Gobelin 2 : 7 dégâts (PV 3/10) »): the words
 * are the log lines the undo removed or the redo put back, shown once the change is on screen.
 */
export function useUndoNotice(
  log: readonly LogEntry[],
  api: { undo(): void; redo(): void; canUndo: boolean; canRedo: boolean },
  system: SystemId,
): { undo(): void; redo(): void } {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const waiting = useRef<{ kind: 'undo' | 'redo'; before: readonly LogEntry[] } | null>(null);
  const latest = useRef(log);
  useEffect(() => {
    const w = waiting.current;
    latest.current = log;
    if (!w || w.before === log) return;
    waiting.current = null;
    const lines = changedLogLines(w.before, log, (e) => phraseEntryBody(e, { t, language, system }));
    const what = noticeWords(lines, (count) => t('screen.andMore', { count }));
    notifications.hide(NOTICE_ID);
    notifications.show({
      id: NOTICE_ID,
      autoClose: 4000,
      message:
        w.kind === 'undo'
          ? what
            ? t('screen.undone', { what })
            : t('screen.undoneNothing')
          : what
            ? t('screen.redone', { what })
            : t('screen.redoneNothing'),
    });
  }, [log, t, language, system]);
  const { undo: rawUndo, redo: rawRedo, canUndo, canRedo } = api;
  const undo = useCallback(() => {
    if (!canUndo) {
      notifications.show({ id: NOTICE_ID, autoClose: 2000, message: t('screen.nothingToUndo') });
      return;
    }
    waiting.current = { kind: 'undo', before: latest.current };
    rawUndo();
  }, [rawUndo, canUndo, t]);
  const redo = useCallback(() => {
    if (!canRedo) {
      notifications.show({ id: NOTICE_ID, autoClose: 2000, message: t('screen.nothingToRedo') });
      return;
    }
    waiting.current = { kind: 'redo', before: latest.current };
    rawRedo();
  }, [rawRedo, canRedo, t]);
  return { undo, redo };
}
