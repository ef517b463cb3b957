// npm run screenshot: builds the web host, opens it in Chromium and saves docs/screenshot.png
// (the French shell) for the README.
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, hasChromium, NO_CHROMIUM_MESSAGE } from './lib/chromium.mjs';
import { buildWeb, serveWeb } from './lib/web-server.mjs';

if (!hasChromium()) {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}
await buildWeb({ quiet: true });
const { url, close } = await serveWeb({ port: 0 });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 760 }, locale: 'fr-FR' });
  await page.goto(url);
  await page.locator('body[data-ready="true"]').waitFor({ state: 'attached' });
  const hash = process.argv[2];
  if (hash) await page.goto(`${url}#/${hash}`);
  await page.waitForTimeout(300);
  const file = resolve(import.meta.dirname, '../docs/screenshot.png');
  await page.screenshot({ path: file });
  console.log(`Capture : ${file}`);
} finally {
  await browser.close();
  await close();
}
