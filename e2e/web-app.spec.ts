import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { buildWeb, serveWeb } from '../scripts/lib/web-server.mjs';

// This spec is about the offline app: its service worker is let in (playwright.config.ts blocks it).
test.use({ serviceWorkers: 'allow' });

/**
 * The web/tablet app as vite-plugin-pwa (Workbox) makes it: a complete manifest, a service worker
 * that keeps the app's own files only, and a new version offered by a notice, then offline.
 */

/** Waits until the service worker controls the page (everything is then in its precache). */
async function controlled(page: Page): Promise<void> {
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Every entry of every cache of this origin. */
function cacheEntries(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const entries: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) entries.push(`${name} ${request.url}`);
    }
    return entries;
  });
}

/** The version the About dialog shows (palette › « À propos »). */
async function aboutVersion(page: Page): Promise<string> {
  await page.keyboard.press('Control+K');
  await page.getByPlaceholder('Chercher une commande…').pressSequentially('propos', { delay: 30 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'À propos de Paravent' });
  const version = dialog.getByText(/^Version /);
  await expect(version).toBeVisible();
  const text = (await version.textContent()) ?? '';
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  return text;
}

test.describe('l’application web installable', () => {
  test('manifeste complet : id, icônes 192 et 512, icône masquable, captures d’écran', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await request.get(href ?? '')).json()) as {
      id: string;
      icons: { src: string; sizes: string; purpose: string }[];
      screenshots: { src: string; sizes: string; form_factor: string }[];
    };
    expect(manifest.id).toBe('paravent');
    expect(manifest.icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sizes: '192x192', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
      ]),
    );
    for (const { src } of [...manifest.icons, ...manifest.screenshots]) {
      const file = await request.get(src);
      expect(file.ok(), src).toBe(true);
    }
    expect(manifest.screenshots[0]).toMatchObject({ sizes: '1366x768', form_factor: 'wide' });
  });

  test('des adresses inventées donnent l’application sans une entrée de cache de plus (issue 24)', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.goto('/');
    await controlled(page);
    const before = await cacheEntries(page);
    expect(before.length).toBeGreaterThan(20); // the precache: every file of the build
    // The kinds of address a mistyped or old link has, not a count of them (each would be a cache
    // entry if the worker kept what it answered): a name with a query, a deep path with an accent, an
    // encoded space and a trailing slash, and another query on a second name.
    for (const address of [
      '/combat-2?n=2',
      '/rencontre/1/inventée',
      '/bibliothèque/mes%20combats/',
      '/combat-4?n=4',
    ]) {
      await page.goto(address);
      await expect(page.locator('body[data-ready="true"]')).toBeAttached();
      expect(new URL(page.url()).pathname).toBe('/');
      await expect(page.getByRole('navigation', { name: 'Navigation' })).toBeVisible();
    }
    expect(await cacheEntries(page)).toEqual(before);
  });
});

test.describe('une nouvelle version déployée', () => {
  const port = Number(process.env.PARAVENT_E2E_PORT ?? 5299) + 1001;
  const webDir = resolve(import.meta.dirname, '../out/web');
  let buildB = '';

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    buildB = mkdtempSync(join(tmpdir(), 'paravent-web-b-'));
    await buildWeb({ quiet: true, outDir: buildB, version: '0.1.0-B' });
  });
  test.afterAll(() => rmSync(buildB, { recursive: true, force: true }));

  test('la notice « Une nouvelle version est prête — Recharger » s’affiche ; recharger donne B, hors réseau aussi', async ({
    page,
    context,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 1366, height: 768 });
    const origin = `http://127.0.0.1:${port}/`;
    const a = await serveWeb({ port, strictPort: true, outDir: webDir });
    await page.goto(origin);
    await controlled(page);
    const versionA = await aboutVersion(page);
    expect(versionA).not.toContain('0.1.0-B');
    await a.close();

    // B is deployed at the same address; the tablet comes back to the page (a reload, as a GM does).
    const downloaded: string[] = [];
    const b = await serveWeb({
      port,
      strictPort: true,
      outDir: buildB,
      onRequest: (path) => downloaded.push(path),
    });
    try {
      await page.reload();
      const notice = page.getByRole('alert').filter({ hasText: 'Une nouvelle version est prête' });
      await expect(notice).toBeVisible({ timeout: 60_000 });
      await page.screenshot({ path: '/tmp/web-app-update-fr.png' });
      // In the GM's language.
      await page.getByText('EN', { exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'A new version is ready' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
      await page.screenshot({ path: '/tmp/web-app-update-en.png' });
      await page.getByText('FR', { exact: true }).click();
      await expect(notice).toBeVisible();
      // Still A until the GM says so.
      expect(await aboutVersion(page)).toBe(versionA);
      // Only what changed came down: files of B whose names (content hashes) A did not have, never
      // one A already held, and not the whole app.
      const inA = new Set(readdirSync(join(webDir, 'assets')));
      const inB = readdirSync(join(buildB, 'assets'));
      const assets = downloaded.filter((path) => path.startsWith('/assets/')).map((path) => path.slice(8));
      expect(assets.length).toBeGreaterThan(0);
      expect(assets.filter((name) => inA.has(name))).toEqual([]);
      expect(assets.length).toBeLessThan(inB.length);

      const reloaded = page.waitForEvent('load');
      await notice.getByRole('button', { name: 'Recharger' }).click();
      await reloaded;
      await controlled(page);
      expect(await aboutVersion(page)).toContain('0.1.0-B');
      await expect(page.getByText('Une nouvelle version est prête')).toHaveCount(0);
    } finally {
      await b.close();
    }
    // B, with no server at all: the tablet at the table.
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('body[data-ready="true"]')).toBeAttached();
    expect(await aboutVersion(page)).toContain('0.1.0-B');
    await context.setOffline(false);
  });
});
