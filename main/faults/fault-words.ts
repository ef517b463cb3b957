import type { MainLanguage } from '../files/main-messages';

/** What main tells the GM when it meets a fault of its own (main/faults/fault-handlers.ts), French and English. */
export const FAULT_WORDS = {
  fr: {
    mainFault: (what: string) =>
      `Paravent a rencontré une erreur interne (${what}). Le combat en cours est gardé ; si quelque chose ne répond plus, enregistrez puis relancez Paravent. Détails : Aide › Ouvrir le dossier des journaux.`,
  },
  en: {
    mainFault: (what: string) =>
      `Paravent met an internal error (${what}). The fight in progress is kept; if something stops answering, save and restart Paravent. Details: Help › Open the logs folder.`,
  },
} as const satisfies Record<MainLanguage, Record<string, (what: string) => string>>;
