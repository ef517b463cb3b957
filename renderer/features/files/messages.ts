import { localeOf } from '../../../shared/locale';
import { pageLanguage, translate } from '../../i18n/load';

/**
 * A backup's time as the GM reads it, through Intl in the interface's language: « 14:05 » today,
 * « 12/03 14:05 » another day, in French and in English (en-GB, shared/locale.ts).
 */
export function formatWhen(at: Date, today: Date = new Date(), language: string = pageLanguage()): string {
  const locale = localeOf(language);
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(at);
  if (at.toDateString() === today.toDateString()) return time;
  const day = new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit' }).format(at);
  return `${day} ${time}`;
}

/**
 * The files feature's notices, from the interface's translation tables (`files.notice.*`, plural
 * forms included) in the page's language at the moment they are shown: `FILES_TEXT.saved(name)`.
 * The controller runs outside React (file-controller.ts), hence `translate` rather than `t`.
 */
export const FILES_TEXT = {
  get cancelled() {
    return translate('files.notice.cancelled');
  },
  saved: (name: string) => translate('files.notice.saved', { name }),
  exported: (name: string) => translate('files.notice.exported', { name }),
  opened: (name: string) => translate('files.notice.opened', { name }),
  migrated: (from: number) => translate('files.notice.migrated', { from }),
  get notEncounter() {
    return translate('files.notice.notEncounter');
  },
  repaired: (count: number) => translate('files.notice.repaired', { count }),
  importedEncounter: (name: string) => translate('files.notice.importedEncounter', { name }),
  importedLibrary: (count: number) => translate('files.notice.importedLibrary', { count }),
  get noFight() {
    return translate('files.notice.noFight');
  },
  get backDone() {
    return translate('files.notice.backDone');
  },
  restored: (at: Date) => translate('files.notice.restored', { when: formatWhen(at) }),
  get backupGone() {
    return translate('files.notice.backupGone');
  },
  importSummary: (source: string) => translate('files.notice.importSummary', { source }),
  get summaryRead() {
    return translate('files.notice.summaryRead');
  },
  batchFiles: (count: number) => translate('files.notice.batchFiles', { count }),
  batchNothing: (count: number) => translate('files.notice.batchNothing', { count }),
  batchEncounter: (name: string) => translate('files.notice.batchEncounter', { name }),
  batchEntriesCut: (count: number, max: number) => translate('files.notice.batchEntriesCut', { count, max }),
  get summaryLeft() {
    return translate('files.notice.summaryLeft');
  },
};
