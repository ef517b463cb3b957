// npm run screenshot: builds the web host, opens it in Chromium and saves docs/screenshot.png
// (the French shell) for the README.
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, hasChromium, NO_CHROMIUM_MESSAGE } from './lib/chromium.mjs';
import { buildWeb, serveWeb } from './lib/web-server.mjs';

/** A short D&D 3.5 fight, set up through the interface as a GM would, for the README. */
async function stageFight(page) {
  await page.getByLabel('Donjons & Dragons 3.5 (DRS)').check();
  await page.getByLabel('Graine des dés (facultatif)').fill('7');
  await page.getByRole('button', { name: 'Créer la rencontre' }).click();
  const add = page.getByLabel('Ajout rapide');
  for (const line of [
    'Aldric PJ init +2 PV 24 CA 17',
    'Mirabelle PJ init +3 PV 16 CA 14',
    '3 Orque init +1 PV 6 CA 13',
  ]) {
    await add.fill(line);
    await add.press('Enter');
  }
  for (const [name, value] of [
    ['Aldric', 15],
    ['Mirabelle', 9],
  ]) {
    const field = page.getByLabel(`Initiative de ${name}`, { exact: true });
    await field.fill(String(value));
    await field.press('Enter');
  }
  await page.keyboard.press('i');
  await page.getByRole('button', { name: 'Commencer le combat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Début du combat' });
  await dialog.getByRole('button', { name: 'Commencer', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  const orc = page.getByLabel('PV de Orque 2', { exact: true });
  await orc.fill('-4');
  await orc.press('Enter');
}

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
  else await stageFight(page);
  await page.waitForTimeout(300);
  const file = resolve(import.meta.dirname, '../docs/screenshot.png');
  await page.screenshot({ path: file });
  console.log(`Capture : ${file}`);
} finally {
  await browser.close();
  await close();
}
