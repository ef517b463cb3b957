/**
 * Issue 14 › Committed before shown stays true: the browser is killed (SIGKILL, no unload, no
 * flush) at the worst moments, then started again on the same profile. Every gesture the screen
 * showed as saved is there, and the stored fight always opens.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { quickAdd, row, start, typeInitiative } from './tracker-helpers';

interface Running {
  process: ChildProcess;
  browser: Browser;
  page: Page;
}

/** Starts Debian's Chromium on `profile` (a real process this test can kill) and opens the GM window. */
async function launch(profile: string, url: string): Promise<Running> {
  const child = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      `--user-data-dir=${profile}`,
      '--remote-debugging-port=0',
      '--window-size=1366,768',
      'about:blank',
    ],
    // Its own process group: the kill takes every Chromium process at once, as a crash would.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const endpoint = await new Promise<string>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${seen}`)), 120_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const m = /DevTools listening on (ws:\/\/\S+)/.exec(seen);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
  });
  const browser = await chromium.connectOverCDP(endpoint);
  const context = browser.contexts()[0]!;
  const page = await context.newPage();
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(url);
  return { process: child, browser, page };
}

/** Kills the browser as a power cut or a crash would: no unload, nothing flushed. */
async function kill(run: Running): Promise<void> {
  const gone = new Promise((resolve) => run.process.once('exit', resolve));
  if (run.process.exitCode === null && run.process.pid) process.kill(-run.process.pid, 'SIGKILL');
  await gone;
}

const saved = (page: Page) => expect(page.getByTestId('saving')).not.toHaveAttribute('data-pending');
const hpOf = (page: Page, name: string) => row(page, name).getByTestId('hp');

test('le navigateur tué net : tout geste montré comme enregistré est là au redémarrage', async ({
  baseURL,
}) => {
  const profile = await mkdtemp(join(tmpdir(), 'paravent-kill-'));
  const url = `${baseURL}#/combat`;
  try {
    let run = await launch(profile, url);
    await expect(run.page.locator('body[data-ready="true"]')).toBeAttached();
    await run.page.getByLabel('Pathfinder (1re édition)').check();
    await run.page.getByLabel('Graine des dés (facultatif)').fill('7');
    await run.page.getByRole('button', { name: 'Créer la rencontre' }).click();
    await quickAdd(run.page, '3 Orque init +1 PV 30 CA 13', 'Valeros PJ init +2 PV 25 CA 18');
    await typeInitiative(run.page, { 'Orque 1': 12, 'Orque 2': 10, 'Orque 3': 8, Valeros: 15 });
    await start(run.page);
    const field = run.page.getByLabel('PV d’Orque 1', { exact: true });
    for (const blow of ['-3', '-4', '-5']) {
      await field.pressSequentially(blow, { delay: 30 });
      await field.press('Enter');
    }
    await expect(hpOf(run.page, 'Orque 1')).toHaveText('18/30');
    await saved(run.page);

    // Killed once everything is marked saved: all of it comes back.
    await kill(run);
    run = await launch(profile, url);
    await expect(hpOf(run.page, 'Orque 1')).toHaveText('18/30');
    await expect(run.page.getByRole('heading', { name: 'Tour de Valeros' })).toBeVisible();

    // Killed in the middle of a gesture's write: the fight opens, with that gesture or without it.
    const again = run.page.getByLabel('PV d’Orque 2', { exact: true });
    await again.pressSequentially('-7', { delay: 30 });
    await again.press('Enter');
    await kill(run);
    run = await launch(profile, url);
    await expect(hpOf(run.page, 'Orque 1')).toHaveText('18/30');
    await expect(hpOf(run.page, 'Orque 2')).toHaveText(/^(23|30)\/30$/);
    await expect(run.page.getByText('Historique illisible')).toHaveCount(0);

    // And the fight goes on from there.
    await run.page.getByRole('button', { name: /Tour suivant/ }).click();
    await expect(run.page.getByRole('heading', { name: 'Tour d’Orque 1' })).toBeVisible();
    await saved(run.page);
    await kill(run);
    run = await launch(profile, url);
    await expect(run.page.getByRole('heading', { name: 'Tour d’Orque 1' })).toBeVisible();
    await run.browser.close().catch(() => undefined);
    await kill(run);
  } finally {
    await rm(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
});
