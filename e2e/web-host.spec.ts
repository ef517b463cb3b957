import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { CONTENT_SECURITY_POLICY, WEB_SECURITY_HEADERS } from '../shared/content-security-policy';
import { newFight, next, quickAdd, start, turnOf, typeInitiative } from './tracker-helpers';

// This spec is about the offline app: its service worker is let in (playwright.config.ts blocks it).
test.use({ serviceWorkers: 'allow' });

test.describe('le serveur web, pour une tablette à la table', () => {
  test('envoie la politique de sécurité du programme de bureau, avec frame-ancestors', async ({
    request,
  }) => {
    const response = await request.get('/');
    expect(response.headers()['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).toContain("frame-ancestors 'none'");
  });

  test('envoie nosniff et no-referrer avec chaque réponse : page, script, worker, icône, adresse inconnue', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const script = await page.locator('script[type="module"]').first().getAttribute('src');
    for (const path of ['/', script ?? '', '/sw.js', '/manifest.webmanifest', '/une/adresse/inventee']) {
      const headers = (await request.get(path)).headers();
      for (const [name, value] of Object.entries(WEB_SECURITY_HEADERS))
        expect(headers[name.toLowerCase()], `${name} de ${path}`).toBe(value);
    }
  });

  test('est une application installable : manifeste avec nom et icônes', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await request.get(href ?? '')).json()) as {
      name: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest.name).toMatch(/Paravent/);
    expect(manifest.icons.map((i) => i.sizes)).toContain('512x512');
    const icon = await request.get(manifest.icons[0].src);
    expect(icon.headers()['content-type']).toBe('image/png');
  });

  test('chargée une fois, elle marche hors réseau : rechargement, un tour de combat, la Bibliothèque, la référence, l’anglais', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.locator('body[data-ready="true"]')).toBeAttached();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The worker takes control of this page (clients.claim), then everything is in its cache.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('body[data-ready="true"]')).toBeAttached();
    // The network is really gone: a file the worker has not cached cannot be fetched. (Not
    // `navigator.onLine`: Chromium 150 says true in a page a worker reloads offline.)
    const probe = await page.evaluate(() =>
      fetch(`/manifest.webmanifest?sonde=${performance.now()}`, { cache: 'no-store' }).then(
        () => 'reached',
        () => 'offline',
      ),
    );
    expect(probe).toBe('offline');

    await newFight(page, 'Donjons & Dragons 3.5 (DRS)');
    await quickAdd(page, 'Aldric PJ init +2 PV 12 CA 16', 'Gobelin init +1 PV 5 CA 15');
    await typeInitiative(page, { Aldric: 15, Gobelin: 8 });
    await start(page);
    await turnOf(page, 'Aldric');
    await next(page);
    await turnOf(page, 'Gobelin');

    // What loads on first use (the Library's starter bestiary, the reference, the English texts)
    // comes from the worker's cache too.
    const nav = page.getByRole('navigation', { name: 'Navigation' });
    await nav.getByRole('button', { name: 'Bibliothèque', exact: true }).click();
    await page.getByRole('tab', { name: 'Bestiaire' }).click();
    await page.getByRole('button', { name: 'Charger le bestiaire de départ' }).click();
    await page.getByLabel('Chercher dans le bestiaire').pressSequentially('gobelin', { delay: 30 });
    await expect(page.getByRole('listitem', { name: 'Gobelin' }).first()).toBeVisible();
    await nav.getByRole('button', { name: 'Référence', exact: true }).click();
    await page.getByLabel('Chercher dans la référence').pressSequentially('a terre', { delay: 30 });
    await expect(page.getByRole('list', { name: 'Résultats' }).getByText('État').first()).toBeVisible();
    await page.getByText('EN', { exact: true }).click();
    await expect(nav.getByRole('button', { name: 'Settings', exact: true })).toBeVisible();
    await context.setOffline(false);
  });

  test('npm run web -- --host écoute sur le réseau local et affiche ses adresses', async ({ request }) => {
    const port = Number(process.env.PARAVENT_E2E_PORT ?? 5299) + 1000;
    const child = spawn(
      process.execPath,
      [resolve(import.meta.dirname, '../scripts/web.mjs'), '--no-build', '--host', '--port', String(port)],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    try {
      let said = '';
      child.stdout.on('data', (chunk: Buffer) => (said += chunk.toString()));
      await expect.poll(() => said).toMatch(/Ctrl\+C/);
      expect(said).toMatch(/Réseau local|LAN/);
      expect(said).toMatch(/--host/);
      const response = await request.get(`http://127.0.0.1:${port}/`);
      expect(response.ok()).toBe(true);
      expect(response.headers()['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    } finally {
      child.kill('SIGTERM');
    }
  });
});
