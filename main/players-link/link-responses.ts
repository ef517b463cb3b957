/**
 * The players' link's responses: the security headers every one of them carries, and the page
 * shell. The page is three fixed texts (HTML, script, style) held in memory: no file is ever read
 * on a player's request, so no path can lead anywhere else.
 */
import type { ServerResponse } from 'node:http';

/** The players' page may load its own script, style and event stream, and nothing else. */
const PLAYERS_PAGE_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'none'",
].join('; ');

/** Headers of every response: the policy, no sniffing, no referrer (the token stays in the URL), no cache. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': PLAYERS_PAGE_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cache-Control': 'no-store',
};

/** The script and style of the players' page (renderer/players-page, bundled at build time). */
export interface PlayersPageAssets {
  script: string;
  style: string;
}

const TITLES = { fr: 'Paravent — joueurs', en: 'Paravent — players' } as const;
const NO_SCRIPT = {
  fr: 'Cette page a besoin de JavaScript pour suivre le combat.',
  en: 'This page needs JavaScript to follow the fight.',
} as const;

/** The page shell, in the GM's language; the script builds the rest. Relative URLs stay under the token. */
export function playersPageHtml(language: 'fr' | 'en'): string {
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">',
    '<meta name="color-scheme" content="dark">',
    '<meta name="referrer" content="no-referrer">',
    `<title>${TITLES[language]}</title>`,
    '<link rel="stylesheet" href="players.css">',
    '<script src="players.js" defer></script>',
    '</head>',
    `<body><main id="players" aria-live="polite"><noscript>${NO_SCRIPT[language]}</noscript></main></body>`,
    '</html>',
    '',
  ].join('\n');
}

/** Sends a whole response with the security headers (a body of text, or none). */
export function sendText(
  res: ServerResponse,
  status: number,
  body: string,
  headers: Readonly<Record<string, string>> = {},
): void {
  res.writeHead(status, {
    ...SECURITY_HEADERS,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    ...headers,
  });
  res.end(body);
}
