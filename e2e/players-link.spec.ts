import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { resolve } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { newFight, quickAdd, row, start, turnOf, typeInitiative } from './tracker-helpers';

/**
 * Issue 29 at the table: the web host started with --host, the GM turns the players' link on,
 * and a phone (a second browser context, 390×844) opened at the address the dialog shows follows
 * the fight. Everything stays on this computer: the link is served on 127.0.0.1.
 */
const BASE_PORT = Number(process.env.PARAVENT_E2E_PORT ?? 5299);
/** The web host with --host (its players' link asks for the next port). */
const HOST_PORT = BASE_PORT + 2;
const HIDDEN = 'Ombre';

let server: ChildProcess | null = null;

// The GM's page comes from the host started with --host (the helpers' paths are relative).
test.use({ baseURL: `http://127.0.0.1:${HOST_PORT}/` });

test.beforeAll(async () => {
  server = spawn(
    process.execPath,
    [resolve(import.meta.dirname, '../scripts/web.mjs'), '--no-build', '--host', '--port', String(HOST_PORT)],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let said = '';
  server.stdout?.on('data', (chunk: Buffer) => (said += chunk.toString()));
  await expect.poll(() => said, { timeout: 30_000 }).toMatch(/Ctrl\+C/);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

/** Everything a phone receives on the link's event stream, as text (read beside the page). */
function listen(url: string): { text: () => string; stop: () => void } {
  let text = '';
  const req = httpRequest(`${url}events`, { agent: false }, (res) => {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => (text += chunk));
  });
  req.on('error', () => undefined);
  req.end();
  return { text: () => text, stop: () => req.destroy() };
}

async function openPhone(browser: Browser, url: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const phone = await context.newPage();
  await phone.goto(url);
  return phone;
}

test.describe('lien joueurs sur le réseau local', () => {
  test('un téléphone suit trois gestes ; le caché ajouté en plein combat n’y paraît jamais ; Désactiver le ferme avec un message', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1366, height: 768 });
    await newFight(page, 'Pathfinder (1re édition)');
    await quickAdd(page, 'Lidda PJ init +3 PV 20 CA 17', 'Orque init +1 PV 16 CA 13');
    await typeInitiative(page, { Lidda: 18, Orque: 11 });
    await start(page);
    await turnOf(page, 'Lidda');

    // « Lien joueurs »: this computer only (the test never leaves loopback), turned on.
    await page
      .getByRole('navigation', { name: 'Navigation' })
      .getByRole('button', { name: 'Lien joueurs' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Lien joueurs (téléphones)' });
    // By role: while the networks are listed, a spinner named « Recherche des réseaux… » also matches the label « Réseau ».
    await dialog.getByRole('combobox', { name: 'Réseau' }).selectOption({ label: 'Cet ordinateur seulement — 127.0.0.1' });
    await dialog.getByRole('button', { name: 'Activer le lien' }).click();
    const address = dialog.getByLabel('Adresse à ouvrir sur les téléphones');
    await expect(address).toContainText(/^http:\/\/127\.0\.0\.1:\d+\/j\/[A-Za-z0-9_-]{32}\/$/);
    await expect(dialog.getByRole('img', { name: 'QR code de l’adresse du lien joueurs' })).toBeVisible();
    const url = (await address.textContent()) ?? '';
    const wire = listen(url);

    const phone = await openPhone(browser, url);
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Round 1');
    await expect(phone.locator('.now .name')).toHaveText('Lidda');
    await expect(dialog.getByRole('status')).toHaveText('Téléphones connectés : 2 / 32');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // 1. Damage typed in the orc's HP field: the phone shows its band, never its HP.
    const orcOnPhone = phone.locator('.next-list li').filter({ hasText: 'Orque' });
    await expect(orcOnPhone).toContainText('indemne');
    const orcHp = page.getByLabel('PV d’Orque', { exact: true });
    await orcHp.pressSequentially('-9', { delay: 30 });
    await orcHp.press('Enter');
    await expect(orcOnPhone).toContainText('en sang');
    await expect(orcOnPhone).not.toContainText('7/16');

    // A newcomer hidden from the players, added mid-fight by its keys and the quick add.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('a');
    const add = page.getByLabel('Ajout rapide');
    await expect(add).toBeFocused();
    await add.pressSequentially(`${HIDDEN} caché init +3 PV 20 CA 15`, { delay: 30 });
    await add.press('Enter');
    await expect(add).toHaveValue('');
    await add.press('Escape');
    await page.keyboard.press('i');
    await expect(row(page, HIDDEN)).toBeVisible();

    // 2. N: the next turn (the orc's, or the hidden one's: either way the phone never names it).
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('n');
    await expect(page.getByRole('heading', { name: /^Tour d(e |’)/ })).not.toHaveText('Tour de Lidda');
    await expect(phone.locator('.now .name, .calm')).toHaveCount(1);
    await expect(phone.locator('.now .name')).not.toHaveText('Lidda');

    // 3. E on the acting one: « À terre » typed and picked — the phone shows it on the orc.
    while (!(await page.getByRole('heading', { name: 'Tour d’Orque' }).isVisible())) {
      await page.keyboard.press('n');
    }
    await page.keyboard.press('e');
    const conditions = page.getByRole('dialog', { name: 'Appliquer un état' });
    await expect(conditions).toContainText('Orque');
    await page.keyboard.type('à terre', { delay: 30 });
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(conditions).toBeHidden();
    await expect(phone.locator('.now')).toContainText('Orque');
    await expect(phone.locator('.now .conditions')).toContainText('À terre');

    // The turn clock, shown to the players from the clock's ⚙ (by keys): the phone shows it and it
    // runs there by the GM's computer's time.
    await expect(phone.locator('.clock')).toHaveCount(0);
    const clock = page.getByRole('timer', { name: 'Horloge du tour' });
    await clock.getByRole('button', { name: 'Limite et affichage de l’horloge du tour' }).click();
    const onDisplay = page.getByLabel('Montrer l’horloge sur l’affichage joueurs');
    await onDisplay.focus();
    await page.keyboard.press('Space');
    await expect(onDisplay).toBeChecked();
    await page.keyboard.press('Escape');
    const phoneClock = phone.getByRole('timer');
    await expect(phoneClock).toHaveText(/^Tour \d+:\d\d · Round \d+:\d\d$/);
    const first = await phoneClock.textContent();
    await expect(phoneClock).not.toHaveText(first ?? '');

    // The hidden one never reached the phone: not on its page, not on the wire.
    await expect(phone.getByText(HIDDEN)).toHaveCount(0);
    expect(await phone.content()).not.toContain(HIDDEN);
    expect(wire.text()).toContain('Orque');
    expect(wire.text()).not.toContain(HIDDEN);
    await phone.screenshot({ path: 'test-results/players-link-phone.png' });

    // 4. Réglages › « Ennemis : PV exacts », the GM staying on Réglages: the phone shows the orc's
    // HP at once — the link's feed comes from the fight store, not from the Combat screen.
    await page
      .getByRole('navigation', { name: 'Navigation' })
      .getByRole('button', { name: 'Réglages' })
      .click();
    await page.getByRole('radiogroup', { name: 'Ennemis' }).getByText('PV exacts', { exact: true }).click();
    await expect(phone.locator('.now')).toContainText('7/16');
    await expect(page.getByRole('heading', { name: 'Réglages', level: 2 })).toBeVisible();
    await expect(phone.getByText(HIDDEN)).toHaveCount(0);

    // « Désactiver »: the phone says the GM closed the link, and the fight is gone from it.
    await page
      .getByRole('navigation', { name: 'Navigation' })
      .getByRole('button', { name: /Lien joueurs/ })
      .click();
    await dialog.getByRole('button', { name: 'Désactiver' }).click();
    await expect(dialog.getByRole('button', { name: 'Activer le lien' })).toBeVisible();
    await expect(phone.getByRole('status')).toHaveText('Le MJ a fermé le lien joueurs.');
    await expect(phone.locator('.now')).toHaveCount(0);
    // The address answers no more.
    await expect(phone.request.get(url).then((r) => r.status())).rejects.toThrow();
    wire.stop();
    await phone.context().close();
  });
});
