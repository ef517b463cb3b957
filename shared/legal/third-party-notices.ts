/**
 * The file of the bundled libraries' licences (written at build time by
 * scripts/lib/third-party-notices.ts beside the pages; shown in Aide › À propos).
 */
export const NOTICES_FILE = 'third-party-notices.txt';

/** The file's first line. */
export const NOTICES_TITLE =
  'Paravent — bibliothèques incluses et leurs licences / bundled libraries and their licences';

/** The file's second line: how many packages it lists. */
export function noticesCountLine(count: number): string {
  return `${count} paquets / packages`;
}

/** The number of packages a notices file lists (read from its second line); 0 when it is not one. */
export function noticesCount(text: string): number {
  const [title, count] = text.split('\n', 2);
  if (title !== NOTICES_TITLE) return 0;
  return Number(/^(\d+) paquets/.exec(count ?? '')?.[1] ?? 0);
}

/** The file without its two heading lines: the packages and their licences (the About dialog has its own heading). */
export function noticesBody(text: string): string {
  return text.split('\n').slice(2).join('\n').trim();
}
