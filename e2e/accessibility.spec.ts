/**
 * WCAG 2.1 AA, screen by screen (issue 27): axe-core on every screen and dialog of a GM's evening,
 * in French with the light theme and in English with the dark one. A test fails on any violation of
 * impact « critical » or « serious »; its message lists the rule, how many nodes and the first few.
 * With PARAVENT_AXE_REPORT set to a file, every screen's figures are appended to it (one JSON line:
 * the before/after table of the issue).
 */
import { appendFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { newFight, quickAdd, row, start, typeInitiative } from './tracker-helpers';

interface Combo {
  name: string;
  language: 'fr' | 'en';
  theme: 'light' | 'dark';
}

const COMBOS: Combo[] = [
  { name: 'FR-clair', language: 'fr', theme: 'light' },
  { name: 'EN-sombre', language: 'en', theme: 'dark' },
];

/** The words each step looks for, in the language of the combination. */
const WORDS = {
  fr: {
    actions: (name: string) => `Actions pour ${name}`,
    maneuver: 'Manœuvre…',
    encounter: /^Rencontre/,
    end: 'Fin du combat',
    endConfirm: 'Finir le combat',
    summary: /^Bilan/,
    about: 'À propos de Paravent',
    tabs: ['Groupe', 'Bestiaire', 'Rencontres'],
    delayKey: /^Changer la touche de « Retarder/,
    capturing: /^Appuyez sur la nouvelle touche/,
    taken: 'N est déjà la touche de « Tour suivant »',
  },
  en: {
    actions: (name: string) => `Actions for ${name}`,
    maneuver: 'Manoeuvre…',
    encounter: /^Encounter/,
    end: 'End combat',
    endConfirm: 'End the fight',
    summary: /^Summary/,
    about: 'About Paravent',
    tabs: ['Party', 'Bestiary', 'Encounters'],
    delayKey: /^Change the key of “Delay/,
    capturing: /^Press the new key/,
    taken: 'N is already the key of “Next turn”',
  },
};

/**
 * Runs axe on the page as it is and fails on a critical or serious violation. `within` limits it to
 * an open dialog: the screen behind was audited on its own and is inert while the dialog is open
 * (auditing it again under every dialog made a fifth of the end-to-end run).
 */
async function audit(page: Page, combo: Combo, screen: string, within?: 'dialog') {
  // As the GM sees it once still: a dialog fading in is half transparent, its text greyed by the overlay.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  const builder = new AxeBuilder({ page })
    // WCAG 2.2's « target-size » (targets ≥ 24 px) on top of 2.1 AA.
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  const results = await (within ? builder.include('[role="dialog"]') : builder).analyze();
  const bad = results.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  const report = process.env.PARAVENT_AXE_REPORT;
  if (report) {
    const figures = {
      combo: combo.name,
      screen,
      critical: bad.filter((v) => v.impact === 'critical').reduce((n, v) => n + v.nodes.length, 0),
      serious: bad.filter((v) => v.impact === 'serious').reduce((n, v) => n + v.nodes.length, 0),
      rules: bad.map((v) => `${v.id}:${v.nodes.length}`),
      ...(process.env.PARAVENT_AXE_DETAILS
        ? {
            nodes: bad.flatMap((v) =>
              v.nodes.map(
                (n) => `${v.id} ${n.target.join(' ')} ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
              ),
            ),
          }
        : {}),
    };
    appendFileSync(report, `${JSON.stringify(figures)}\n`);
  }
  const lines = bad.map(
    (v) =>
      `${v.id} (${v.impact}) × ${v.nodes.length}: ${v.nodes
        .slice(0, 4)
        .map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n')[1]?.trim() ?? ''}`)
        .join(' | ')}`,
  );
  // PARAVENT_AXE_MEASURE: figures only (the « before » column of the issue), no failure.
  if (!process.env.PARAVENT_AXE_MEASURE) expect(lines, `${screen} (${combo.name})`).toEqual([]);
}

/** Escape until no dialog is left (a combobox's list takes the first one). */
async function closeDialogs(page: Page) {
  await expect(async () => {
    if ((await page.getByRole('dialog').count()) > 0) await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 1000 });
  }).toPass();
}

/** Ctrl+K until the palette is there (a key pressed while a dialog was leaving may be lost). */
async function openPalette(page: Page) {
  await expect(async () => {
    if ((await page.getByRole('dialog').count()) === 0) await page.keyboard.press('Control+K');
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 2000 });
  }).toPass();
}

/** A page of its own for the combination: a running 3.5 fight, then the language and theme set. */
async function openPage(browser: Browser, baseURL: string, combo: Combo): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: 'fr-FR',
    viewport: { width: 1366, height: 768 },
  });
  const page = await context.newPage();
  await newFight(page, 'Donjons & Dragons 3.5 (DRS)');
  await quickAdd(
    page,
    'Aldric PJ init +2 PV 24 CA 17 contact 12 dépourvu 15',
    'Lidda PJ init +3 PV 16 CA 14',
    'Orque init +0 PV 13 CA 13',
    'Gobelin init +1 PV 7 CA 15',
  );
  await typeInitiative(page, { Aldric: 18, Lidda: 6, Orque: 12, Gobelin: 9 });
  await start(page);
  // A wounded goblin and a PC at -3 (dying): the chips and states a fight shows.
  for (const [name, entry] of [
    ['Gobelin', '-4'],
    ['Lidda', '-19'],
  ] as const) {
    const field = page.getByLabel(`PV de ${name}`, { exact: true });
    await field.pressSequentially(entry, { delay: 20 });
    await field.press('Enter');
    await expect(field).toHaveValue('');
  }
  await page.getByRole('button', { name: /Tour suivant/ }).click();
  await page.goto('/#/settings');
  const theme = page.getByRole('radio', { name: combo.theme === 'dark' ? 'Sombre' : 'Clair' });
  await theme.click();
  await expect(theme).toBeChecked();
  if (combo.language === 'en') await page.getByRole('banner').locator('label', { hasText: /^EN$/ }).click();
  await page.goto('/#/combat');
  await expect(page.getByTestId('round')).toBeVisible();
  return page;
}

for (const combo of COMBOS) {
  test.describe(`accessibilité ${combo.name}`, () => {
    test.describe.configure({ mode: 'serial' });
    const words = WORDS[combo.language];
    let page: Page;

    test.beforeAll(async ({ browser }, info) => {
      test.setTimeout(240_000);
      page = await openPage(browser, String(info.project.use.baseURL), combo);
    });
    test.afterAll(async () => {
      await page?.context().close();
    });

    test('Combat, un combat en cours', async () => {
      await page.goto('/#/combat');
      await expect(row(page, 'Orque')).toBeVisible();
      await audit(page, combo, 'Combat');
    });

    test('le dialogue des états', async () => {
      await row(page, 'Orque').focus();
      await page.keyboard.press('e');
      await expect(page.getByRole('dialog')).toBeVisible();
      await audit(page, combo, 'États', 'dialog');
      await closeDialogs(page);
    });

    test('l’aide à l’attaque', async () => {
      await row(page, 'Gobelin').focus();
      await page.keyboard.press('t');
      await expect(page.getByRole('dialog')).toBeVisible();
      await audit(page, combo, 'Attaque', 'dialog');
      await closeDialogs(page);
    });

    test('l’assistant de manœuvre', async () => {
      await row(page, 'Orque')
        .getByRole('button', { name: words.actions('Orque') })
        .click();
      await page.getByRole('menuitem', { name: words.maneuver }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await audit(page, combo, 'Manœuvre', 'dialog');
      await closeDialogs(page);
    });

    test('la palette', async () => {
      await openPalette(page);
      await page.keyboard.type('lutte', { delay: 30 });
      await expect(page.locator('.mantine-Spotlight-action').first()).toBeVisible();
      await audit(page, combo, 'Palette', 'dialog');
      await closeDialogs(page);
    });

    test('la liste des raccourcis', async () => {
      await page.locator('body').press('Shift+?');
      await expect(page.getByRole('dialog')).toBeVisible();
      await audit(page, combo, 'Raccourcis', 'dialog');
      await closeDialogs(page);
    });

    test('À propos', async () => {
      await openPalette(page);
      await page.keyboard.type(words.about, { delay: 10 });
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: words.about })).toBeVisible();
      // The palette fades out while About fades in: audit About alone, as the GM then sees it.
      await expect(page.getByRole('dialog')).toHaveCount(1);
      await audit(page, combo, 'À propos', 'dialog');
      await closeDialogs(page);
    });

    test('Référence', async () => {
      await page.goto('/#/reference');
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
      await audit(page, combo, 'Référence');
    });

    for (const [i, tab] of ['party', 'bestiary', 'encounters'].entries()) {
      test(`Bibliothèque, onglet ${tab}`, async () => {
        await page.goto('/#/library');
        await page.getByRole('tab', { name: words.tabs[i] }).click();
        await expect(page.getByRole('tabpanel')).toBeVisible();
        await audit(page, combo, `Bibliothèque › ${tab}`);
      });
    }

    test('Réglages', async () => {
      await page.goto('/#/settings');
      await expect(page.getByRole('main').getByRole('radio').first()).toBeVisible();
      await audit(page, combo, 'Réglages');
    });

    test('Réglages › Raccourcis, la saisie d’une touche et un refus', async () => {
      await page.goto('/#/settings/shortcuts');
      const delayKey = page.getByRole('button', { name: words.delayKey });
      await expect(delayKey).toBeVisible();
      await audit(page, combo, 'Réglages › Raccourcis');
      await delayKey.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: words.capturing })).toBeFocused();
      await audit(page, combo, 'Réglages › Raccourcis (saisie)');
      await page.keyboard.press('n');
      await expect(page.getByRole('status')).toContainText(words.taken);
      await audit(page, combo, 'Réglages › Raccourcis (refus)');
    });

    test('l’affichage joueurs', async () => {
      const display = await page.context().newPage();
      await display.goto('/display.html');
      await expect(display.getByText('Orque').first()).toBeVisible();
      await audit(display, combo, 'Affichage joueurs');
      await display.close();
    });

    test('le bilan de fin de combat', async () => {
      await page.goto('/#/combat');
      await page.getByRole('button', { name: words.encounter }).click();
      await page.getByRole('menuitem', { name: words.end }).click();
      await page.getByRole('button', { name: words.endConfirm }).click();
      await expect(page.getByRole('dialog', { name: words.summary })).toBeVisible();
      await audit(page, combo, 'Bilan', 'dialog');
    });
  });
}
