/**
 * Typed i18next keys: `t('tracker.lgo')` is a type error. The French texts are the reference
 * (English has the same keys, checked by messages.ts and i18n.test.ts).
 */
import 'i18next';
import type { Messages } from './messages';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Messages };
    returnNull: false;
  }
}
