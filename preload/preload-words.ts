/**
 * What the preload's refusals say (preload/paravent-api.ts), French and English. The preload has no
 * i18next: it reads the page's language (`<html lang>`, set by the renderer with the GM's choice) at
 * the moment it speaks, and falls back to French.
 */
export const PRELOAD_WORDS = {
  fr: {
    notAllowed: (channel: string) => `Cette fenêtre ne peut pas appeler ${channel}`,
    refused: (channel: string, why: string) => `Données refusées (${channel}) : ${why}`,
    unexpected: (channel: string, why: string) =>
      `Réponse inattendue du processus principal (${channel}) : ${why}`,
  },
  en: {
    notAllowed: (channel: string) => `This window may not call ${channel}`,
    refused: (channel: string, why: string) => `Data refused (${channel}): ${why}`,
    unexpected: (channel: string, why: string) =>
      `Unexpected answer from the main process (${channel}): ${why}`,
  },
} as const;

/** The words in the page's language at this moment (`<html lang="en">` → English, else French). */
export function preloadWords(): (typeof PRELOAD_WORDS)['fr'] {
  const page = globalThis as { document?: { documentElement?: { lang?: string } } };
  const lang = page.document?.documentElement?.lang ?? '';
  return lang.toLowerCase().startsWith('en') ? PRELOAD_WORDS.en : PRELOAD_WORDS.fr;
}
