/** The combat log phrased in the GM's language (codes + parameters of shared/combat/log-codes.ts). */
export { phraseEntryBody, phraseLine, roundText } from './phrase';
export type { PhraseContext } from './phrase';
export { usePhrase } from './use-phrase';
export { phraseRefusal } from './refusal';
export { changedLogLines, noticeWords } from './undo-notice';
