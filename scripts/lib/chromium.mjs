import { existsSync } from 'node:fs';

/** Where Debian's Chromium lives; PARAVENT_CHROMIUM overrides it. */
export const CHROMIUM_PATH = process.env.PARAVENT_CHROMIUM ?? '/usr/bin/chromium';

/** Flags for Chromium on a closed network, as root, without a GPU. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Whether the Chromium binary is present. */
export function hasChromium() {
  return existsSync(CHROMIUM_PATH);
}

/** What to tell someone who has no Chromium. */
export const NO_CHROMIUM_MESSAGE = [
  `Chromium est introuvable (${CHROMIUM_PATH}) : les tests de bout en bout, le banc d'essai et les captures en ont besoin.`,
  `Chromium was not found (${CHROMIUM_PATH}): end-to-end tests, the bench and screenshots need it.`,
  '  Debian/Ubuntu : sudo apt-get install -y chromium',
  '  Ailleurs / elsewhere : set PARAVENT_CHROMIUM=/path/to/chromium',
].join('\n');
