import { existsSync } from 'node:fs';

/** Where Debian's Chromium lives; PARAVENT_CHROMIUM overrides it. */
export const CHROMIUM_PATH = process.env.PARAVENT_CHROMIUM ?? '/usr/bin/chromium';

/**
 * The features Playwright disables in every Chromium it launches (playwright-core 1.65). Chromium
 * keeps only the last `--disable-features` it is given, so ours below repeats them:
 * chromium.test.ts fails when Playwright's list has a name this one lacks.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The address bar's pop-up pages, which Chromium 156 builds in a renderer of their own (two per
 * window, « chrome://omnibox-popup.top-chrome ») although a test never shows an address bar: each
 * new context paid for them, on a CPU the tests saturate (issue 30).
 */
const OMNIBOX_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/** Flags for Chromium on a closed network, as root, without a GPU. */
export const CHROMIUM_ARGS = [
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUPS].join(',')}`,
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
