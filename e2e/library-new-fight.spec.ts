/**
 * « Ajouter au combat » from the Library when no fight is open (issue 14): a new fight is made in
 * the entry's system, named after today, with the creatures in it; the Combat screen shows it and
 * one notice says so — in French and in English.
 */
import { expect, test, type Page } from '@playwright/test';
import { order } from './tracker-helpers';

async function addWolves(
  page: Page,
  labels: {
    bestiary: string;
    starter: string;
    system: string;
    pf1: RegExp;
    search: string;
    count: string;
    add: string;
  },
) {
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.getByRole('tab', { name: labels.bestiary }).click();
  await page.getByRole('button', { name: labels.starter }).click();
  await page.getByRole('combobox', { name: labels.system }).click();
  await page.getByRole('option', { name: labels.pf1 }).click();
  await page.getByRole('searchbox', { name: labels.search }).pressSequentially('loup', { delay: 30 });
  const wolf = page.getByRole('listitem', { name: /^(Loup|Wolf)$/ });
  await wolf.getByLabel(labels.count).focus();
  await page.keyboard.type('3', { delay: 30 });
  await wolf.getByRole('button', { name: labels.add }).click();
}

test('sans combat ouvert, « Ajouter au combat » crée une rencontre Pathfinder avec les trois loups', async ({
  page,
}) => {
  await page.goto('/#/library');
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
  await addWolves(page, {
    bestiary: 'Bestiaire',
    starter: 'Charger le bestiaire de départ',
    system: 'Système',
    pf1: /^Pathfinder/,
    search: 'Chercher dans le bestiaire',
    count: 'Nombre de Loup',
    add: 'Ajouter au combat',
  });
  // The Combat screen, the new fight, its three wolves, and one notice.
  await expect(page.getByRole('heading', { name: /^Rencontre du / })).toBeVisible();
  await expect(order(page)).toHaveCount(3);
  const notice = page.getByText(
    /^Nouvelle rencontre « Rencontre du .+ » \(Pathfinder\) : 3 « Loup » y sont ajoutés\.$/,
  );
  await expect(notice).toHaveCount(1);
  await expect(page.getByRole('log')).toContainText(/Loup 3 : PV \d+/);
  await page.screenshot({ path: '/tmp/perf-library-new-fight-fr.png' });
  // Undo takes the wolves back; the fight stays.
  await page.keyboard.press('Control+Z');
  await expect(order(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^Rencontre du / })).toBeVisible();
});

test('no fight open, in English: “Add to fight” makes an encounter with the wolves', async ({ page }) => {
  await page.goto('/#/library');
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.getByText('EN', { exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Bestiary' })).toBeVisible();
  await addWolves(page, {
    bestiary: 'Bestiary',
    starter: 'Load the starter bestiary',
    system: 'System',
    pf1: /^Pathfinder/,
    search: 'Search the bestiary',
    // The starter bestiary is loaded with its French names (entries are the GM's, in one language).
    count: 'Number of Loup',
    add: 'Add to fight',
  });
  await expect(page.getByRole('heading', { name: /^Encounter of / })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Initiative order' }).getByRole('listitem')).toHaveCount(3);
  await expect(
    page.getByText(/^New encounter “Encounter of .+” \(Pathfinder\): 3 “Loup” added to it\.$/),
  ).toHaveCount(1);
  await page.screenshot({ path: '/tmp/perf-library-new-fight-en.png' });
});
