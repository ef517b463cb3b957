// npm run screenshot: builds the web host, stages a D&D 3.5 fight of twelve through the interface
// (scripts/lib/stage-fight.mjs) and saves the Combat screen for the docs: docs/screenshot.png (a
// 1366×768 laptop, French: the README shows it) and docs/screenshot-1920.png (1920×1080).
// `npm run screenshot -- reference` captures another area (#/reference) at 1366×768 instead.
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, hasChromium, NO_CHROMIUM_MESSAGE } from './lib/chromium.mjs';
import { stageFight } from './lib/stage-fight.mjs';
import { buildWeb, serveWeb } from './lib/web-server.mjs';

const SHOTS = [
  { file: 'screenshot.png', width: 1366, height: 768 },
  { file: 'screenshot-1920.png', width: 1920, height: 1080 },
];

if (!hasChromium()) {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}
await buildWeb({ quiet: true });
// PARAVENT_SCREENSHOT_PORT: a fixed port on a shared machine (default: any free port).
const { url, close } = await serveWeb({ port: Number(process.env.PARAVENT_SCREENSHOT_PORT ?? 0) });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
try {
  const hash = process.argv[2];
  for (const shot of hash ? SHOTS.slice(0, 1) : SHOTS) {
    const page = await browser.newPage({
      viewport: { width: shot.width, height: shot.height },
      locale: 'fr-FR',
    });
    await page.goto(url);
    await page.locator('body[data-ready="true"]').waitFor({ state: 'attached' });
    if (hash) await page.goto(`${url}#/${hash}`);
    else await stageFight(page);
    await page.waitForTimeout(400);
    const file = resolve(import.meta.dirname, '../docs', shot.file);
    await page.screenshot({ path: file });
    console.log(`Capture : ${file}`);
    await page.close();
  }
} finally {
  await browser.close();
  await close();
}
