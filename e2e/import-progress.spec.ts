/**
 * Issue 17 › No freezes: a long import shows its progress and can be cancelled. A 2,000-combatant
 * Improved Initiative export (3 tags each: 6,000 effects, the limit of issue 24) is imported
 * through Fichier › Importer; the bar shows, « Annuler » leaves the fight on screen as it was;
 * importing again completes. With 24 tags each, it is refused before anything is built.
 */
import { expect, test, type Page } from '@playwright/test';
import { chooseFile, notice } from './files-helpers';
import { hp, newFight, quickAdd, row } from './tracker-helpers';

function bigExport(tags = 3): Buffer {
  const Combatants = Array.from({ length: 2000 }, (_, i) => ({
    StatBlock: { Name: `Gobelin ${i + 1}`, HP: { Value: 7 }, AC: { Value: 15 }, Abilities: { Dex: 12 } },
    Tags: Array.from({ length: tags }, (_, t) => ({ Text: `Marque ${t}`, DurationRemaining: t % 3 })),
  }));
  return Buffer.from(JSON.stringify({ Name: 'La grotte aux mille gobelins', Combatants }));
}

async function importBig(page: Page, file: Buffer) {
  await page.keyboard.press('Control+I');
  const dialog = page.getByRole('dialog', { name: 'Importer' });
  await dialog.getByLabel('Pathfinder (1re édition)').check();
  await chooseFile(page, () => dialog.getByRole('button', { name: 'Choisir le fichier…' }).click(), {
    name: 'grotte.json',
    mimeType: 'application/json',
    buffer: file,
  });
}

test.use({ viewport: { width: 1366, height: 768 } });

test('Importer un gros export Improved Initiative : progression, Annuler ne change rien, puis l’import aboutit', async ({
  page,
}) => {
  const file = bigExport();
  await newFight(page, 'Pathfinder (1re édition)');
  await quickAdd(page, 'Aldric PV 30 init +3');
  await hp(page, 'Aldric', '-5');
  await expect(row(page, 'Aldric').getByTestId('hp')).toHaveText('25/30');

  // A slower computer (a GM's old laptop): the import lasts long enough to be seen and cancelled
  // whatever the load of the machine running the test.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 40 });
  await importBig(page, file);
  const progress = page.getByRole('dialog', { name: 'Import en cours' });
  // Looked for at every frame of the page, not at the test's polling pace: with two test runs at
  // once, polls a second apart missed the whole reading (seen once, at a load of 18).
  await page.waitForFunction(
    () => document.querySelector('[role="dialog"] [role="progressbar"]') !== null,
    null,
    {
      polling: 'raf',
    },
  );
  await expect(progress.getByRole('progressbar')).toBeVisible();
  // Échap, as a GM cancels: a click waits for the button to be still for two frames, which a busy
  // machine may stretch past the end of the import.
  await expect(progress.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(progress).toBeHidden();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  // Nothing changed: the same fight, the same numbers, no import notice, no goblin.
  await page.waitForTimeout(500);
  await expect(row(page, 'Aldric').getByTestId('hp')).toHaveText('25/30');
  await expect(row(page, 'Gobelin 1')).toHaveCount(0);
  await expect(notice(page, /Rencontre importée/)).toHaveCount(0);

  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await importBig(page, file);
  await expect(progress).toContainText(/\d+ %/);
  await page.screenshot({ path: '/tmp/shots/import-progress-fr.png' });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  // Read to the end, the fight on screen is about to be replaced: the usual question.
  await page
    .getByRole('dialog', { name: 'Modifications non enregistrées' })
    .getByRole('button', { name: 'Ne pas enregistrer' })
    .click({ timeout: 60_000 });
  await expect(notice(page, 'Rencontre importée : La grotte aux mille gobelins')).toBeVisible({
    timeout: 60_000,
  });
  await expect(progress).toBeHidden();
  await expect(row(page, 'Gobelin 1')).toBeVisible();
  await expect(row(page, 'Aldric')).toHaveCount(0);

  // 24 tags each would be 48,000 effects: refused up front, saying why; the fight stays.
  await importBig(page, bigExport(24));
  await expect(notice(page, /48\s000 étiquettes.*au plus 6\s000/)).toBeVisible({ timeout: 60_000 });
  await expect(row(page, 'Gobelin 1')).toBeVisible();
});
