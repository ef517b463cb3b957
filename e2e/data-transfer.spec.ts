import { expect, test } from '@playwright/test';
import { chooseFile, saveByDownload } from './files-helpers';
import { typeIn } from './library-helpers';
import { newFight, quickAdd } from './tracker-helpers';

test.use({ viewport: { width: 1366, height: 768 } });

test('Réglages › Données : tout exporter sur un appareil, tout importer sur un autre', async ({
  page,
  browser,
}) => {
  await newFight(page, 'Pathfinder (1re édition)');
  await quickAdd(page, 'Valeros PJ init +2 PV 14 CA 18', 'Gobelin init +6 PV 6 CA 16');

  await page
    .getByRole('navigation', { name: 'Navigation' })
    .getByRole('button', { name: 'Réglages' })
    .click();
  await expect(page.getByRole('heading', { name: 'Données' })).toBeVisible();
  await expect(
    page.getByText(/gardés dans ce navigateur, pour cette adresse \(http:\/\/127\.0\.0\.1/),
  ).toBeVisible();
  await expect(page.getByText('1 combat gardé ici.')).toBeVisible();
  await page.getByRole('button', { name: 'Tout exporter…' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/install-data-fr.png' });
  const file = await saveByDownload(page, () => page.getByRole('button', { name: 'Tout exporter…' }).click());
  expect(file.name).toMatch(/^paravent-\d{4}-\d\d-\d\d\.paravent\.json$/);
  await expect(page.getByRole('status')).toContainText('1 combat et la bibliothèque exportés.');

  // Another device: a browser with nothing stored.
  const other = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const tablet = await other.newPage();
  await tablet.goto('/#/reglages');
  await expect(tablet.locator('body[data-ready="true"]')).toBeAttached();
  await tablet
    .getByRole('navigation', { name: 'Navigation' })
    .getByRole('button', { name: 'Réglages' })
    .click();
  await expect(tablet.getByText('0 combat gardé ici.')).toBeVisible();
  await chooseFile(tablet, () => tablet.getByRole('button', { name: 'Tout importer…' }).click(), {
    path: file.path,
  });
  await expect(tablet.getByRole('status')).toContainText('1 combat ajouté ; 0 déjà ici');
  await expect(tablet.getByText('1 combat gardé ici.')).toBeVisible();

  // The imported fight is the one the Combat screen shows after a reload.
  await tablet.goto('/#/combat');
  await tablet.reload();
  await expect(tablet.getByRole('listitem', { name: 'Valeros', exact: true })).toBeVisible();

  // A fight file alone is refused with a clear message, nothing changed.
  await tablet
    .getByRole('navigation', { name: 'Navigation' })
    .getByRole('button', { name: 'Réglages' })
    .click();
  await chooseFile(tablet, () => tablet.getByRole('button', { name: 'Tout importer…' }).click(), {
    name: 'x.paravent.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"format":"paravent/encounter"}'),
  });
  await expect(tablet.getByRole('status')).toContainText('pas un export complet');
  await expect(tablet.getByText('1 combat gardé ici.')).toBeVisible();
  await other.close();
});

test('Réglages › Données : son propre export importé deux fois ne double rien (groupe, bestiaire, combats)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/#/library');
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
  for (const name of ['Aldric', 'Brunehilde', 'Céleste', 'Dorn']) {
    await page.getByRole('button', { name: 'Nouveau personnage' }).click();
    await typeIn(page, 'Nom', name);
    await typeIn(page, 'PV (nombre ou dés : 4d8+4)', '20');
    await page.getByRole('dialog').getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  }
  await page.getByRole('tab', { name: 'Bestiaire' }).click();
  await page.getByRole('button', { name: 'Charger le bestiaire de départ' }).click();
  const search = page.getByLabel('Chercher dans le bestiaire');
  await search.pressSequentially('gobelin', { delay: 30 });
  // The starter bestiary is stored, then the search filters it: wait for the goblins to show.
  await expect(page.getByRole('listitem', { name: 'Gobelin' }).first()).toBeVisible();
  const goblins = await page.getByRole('listitem', { name: 'Gobelin' }).count();
  await newFight(page, 'Pathfinder (1re édition)');

  const settings = () =>
    page.getByRole('navigation', { name: 'Navigation' }).getByRole('button', { name: 'Réglages' }).click();
  await settings();
  const file = await saveByDownload(page, () => page.getByRole('button', { name: 'Tout exporter…' }).click());
  for (let i = 0; i < 2; i += 1) {
    await chooseFile(page, () => page.getByRole('button', { name: 'Tout importer…' }).click(), {
      path: file.path,
    });
    const status = page.getByRole('status');
    await expect(status).toContainText('0 combat ajouté ; 1 déjà ici');
    await expect(status).toContainText(/0 fiche de bibliothèque ajoutée ; \d+ déjà ici \(fusionnée/);
  }
  await page.screenshot({ path: '/tmp/shots/data-import-twice-fr.png' });
  await expect(page.getByText('1 combat gardé ici.')).toBeVisible();

  await page.goto('/#/library');
  for (const name of ['Aldric', 'Brunehilde', 'Céleste', 'Dorn'])
    await expect(page.getByRole('listitem', { name, exact: true })).toHaveCount(1);
  await page.getByRole('tab', { name: 'Bestiaire' }).click();
  // The tab kept its search: « gobelin » is still typed there.
  await expect(page.getByLabel('Chercher dans le bestiaire')).toHaveValue('gobelin');
  await expect(page.getByRole('listitem', { name: 'Gobelin' })).toHaveCount(goblins);
});
