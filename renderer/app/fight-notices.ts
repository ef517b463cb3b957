/**
 * What the fight store reports, told to the GM as a notice whatever the screen (issue 25): a
 * refused gesture, a failed write undone on screen, a fight opened after an update, a history that
 * does not replay, read-only. A `problem` listener registered at start-up (fight-consequences.ts).
 */
import { notifications } from '@mantine/notifications';
import type { i18n as I18n, TFunction } from 'i18next';
import type { FightProblem, FightStore } from '../fight';
import { phraseRefusal } from '../log';
import { languageOf } from '../i18n/language';
import type { Language } from '../i18n';

/** The words of a problem, and whether it is bad news (red) or only news. */
function problemText(
  p: FightProblem,
  t: TFunction,
  language: Language,
): { title: string; message: string; red: boolean } {
  switch (p.kind) {
    case 'refused':
      return {
        title: t('tracker.errors.refused'),
        message: p.refusal ? phraseRefusal(p.refusal, t, language) : p.message,
        red: true,
      };
    case 'save-failed':
      return {
        title: t('fight.saveFailed'),
        // In the GM's words, with what to do (the browser's own sentence is English and says nothing).
        message: p.storage ? t(`fight.storage.${p.storage}`, { why: p.message }) : p.message,
        red: true,
      };
    case 'load-failed':
      return { title: t('tracker.errors.load'), message: p.message, red: true };
    case 'writer-lost':
      return { title: t('fight.readOnlyTitle'), message: t('fight.writerLost'), red: true };
    case 'read-only':
      return { title: t('fight.readOnlyTitle'), message: t('fight.readOnlyGesture'), red: false };
    case 'busy':
      return { title: t('fight.busyTitle'), message: t('fight.busy'), red: false };
    case 'opening':
      return { title: t('fight.openingTitle'), message: t('fight.opening'), red: false };
    case 'took-over':
      return { title: t('fight.tookOverTitle'), message: t('fight.tookOver'), red: false };
    case 'mismatch':
      return { title: t('fight.mismatchTitle'), message: t('fight.mismatch', { index: p.index }), red: true };
    case 'engine-updated':
      return {
        title: t('fight.engineUpdatedTitle'),
        message: p.refused
          ? `${t('fight.engineUpdated', { count: p.replayed })} ${t('fight.engineUpdatedRefused', { count: p.refused })}`
          : t('fight.engineUpdated', { count: p.replayed }),
        red: false,
      };
  }
}

/** Shows each problem the store reports, in the interface's language at that moment. */
export function showFightProblems(store: FightStore, i18n: I18n): () => void {
  return store.listen('problem', (p) => {
    const language = languageOf(i18n.language);
    const text = problemText(p, i18n.t, language);
    notifications.show({
      color: text.red ? 'red' : 'teal',
      title: text.title,
      message: text.message,
      autoClose: text.red ? 10_000 : 5_000,
    });
  });
}
