/**
 * Issue 16 end to end: a party of four typed once in the Library, two fights in a row with the
 * wounds carried over, six goblins of the starter bestiary with rolled HP as one shared-initiative
 * group, « -6 » on three of them in one gesture, and the end-of-fight summary.
 */
import { expect, test, type Page } from '@playwright/test';
import { endFight, newEncounterFromMenu, typeIn } from './library-helpers';
import { addFromBestiary, hp, newFight, order, row, start, typeInitiative } from './tracker-helpers';

const PARTY = [
  { name: 'Aldric', hp: '24', init: '2', level: '3' },
  { name: 'Brunehilde', hp: '30', init: '0', level: '3' },
  { name: 'Céleste', hp: '14', init: '3', level: '3' },
  { name: 'Dorn', hp: '18', init: '1', level: '3' },
];

async function buildParty(page: Page) {
  await page.goto('/#/library');
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
  for (const pc of PARTY) {
    await page.getByRole('button', { name: 'Nouveau personnage' }).click();
    await typeIn(page, 'Nom', pc.name);
    await typeIn(page, 'PV (nombre ou dés : 4d8+4)', pc.hp);
    await typeIn(page, 'Modificateur d’initiative', pc.init, false);
    await typeIn(page, 'Niveau', pc.level);
    await page.getByRole('dialog').getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('listitem', { name: pc.name })).toBeVisible();
  }
}

test.describe('Library: a party that lasts, groups of goblins, the summary', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('two fights in a row, six goblins with rolled HP sharing one initiative', async ({ page }) => {
    await buildParty(page);
    await page.getByRole('tab', { name: 'Bestiaire' }).click();
    await page.getByRole('button', { name: 'Charger le bestiaire de départ' }).click();
    const search = page.getByLabel('Chercher dans le bestiaire');
    await search.pressSequentially('gobelin', { delay: 30 });
    await expect(page.getByRole('listitem', { name: 'Gobelin' }).first()).toBeVisible();
    await page.screenshot({ path: '/tmp/library-bestiary.png' });

    // Fight 1: the party is already there; Aldric takes 5.
    await newFight(page, 'Donjons & Dragons 3.5 (DRS)');
    await expect(order(page)).toHaveCount(4);
    await typeInitiative(page, { Aldric: 15, Brunehilde: 12, Céleste: 18, Dorn: 9 });
    await start(page);
    await hp(page, 'Aldric', '-5');
    await hp(page, 'Dorn', 'nl3');
    await endFight(page);
    const summary = page.getByRole('dialog', { name: /^Bilan/ });
    await summary.getByRole('button', { name: 'Reporter l’état du groupe' }).click();
    await expect(summary.getByRole('button', { name: 'État du groupe reporté' })).toBeDisabled();
    await summary.getByRole('button', { name: 'Fermer' }).last().click();

    // Fight 2: the wounds come along.
    await newEncounterFromMenu(page);
    await page.getByRole('dialog').getByLabel('Graine des dés (facultatif)').fill('11');
    await page.getByRole('dialog').getByRole('button', { name: 'Créer la rencontre' }).click();
    await expect(row(page, 'Aldric').getByTestId('hp')).toHaveText('19/24');
    await expect(order(page)).toHaveCount(4);

    // Six goblins from the drawer, HP rolled from 1d8+1, then one initiative for the group.
    await addFromBestiary(page, 'Gobelin', 'gob', 6);
    const log = page.getByRole('log');
    await expect(log).toContainText(/Gobelin 2 : PV \d+ \(1d8\+1\)/);
    await expect(order(page)).toHaveCount(10);
    const group = page.getByRole('group', { name: 'Groupe Gobelin' });
    await page.getByText('Partagée', { exact: true }).click();
    await expect(order(page)).toHaveCount(5); // the group sharing its initiative is folded to one line
    // Shared initiative: the group rolls once.
    await page.getByRole('button', { name: 'Lancer l’initiative des adversaires' }).click();
    await expect(log).toContainText(/Initiative : Gobelin : \d+/);
    await typeInitiative(page, { Aldric: 15, Brunehilde: 12, Céleste: 18, Dorn: 9 });
    await group.getByRole('button', { name: 'Déplier' }).click();
    await expect(order(page)).toHaveCount(10);
    await start(page);

    // « -6 » on three goblins: one gesture.
    const before = await Promise.all(
      ['Gobelin 1', 'Gobelin 2', 'Gobelin 3'].map((n) => row(page, n).getByTestId('hp').innerText()),
    );
    for (const n of ['Gobelin 1', 'Gobelin 2', 'Gobelin 3'])
      await group.getByLabel(new RegExp(`^${n} `)).check();
    const entry = group.getByLabel('PV des membres cochés de Gobelin');
    await entry.pressSequentially('-6', { delay: 30 });
    await entry.press('Enter');
    for (const [i, n] of ['Gobelin 1', 'Gobelin 2', 'Gobelin 3'].entries()) {
      const [cur, max] = before[i].split('/').map(Number);
      await expect(row(page, n).getByTestId('hp')).toHaveText(`${cur - 6}/${max}`);
    }
    await page.screenshot({ path: '/tmp/library-group.png' });
    await page.getByRole('button', { name: 'Annuler', exact: true }).first().click(); // one gesture: one undo gives the three back
    for (const [i, n] of ['Gobelin 1', 'Gobelin 2', 'Gobelin 3'].entries()) {
      await expect(row(page, n).getByTestId('hp')).toHaveText(before[i]);
    }
    await page.getByRole('button', { name: 'Rétablir', exact: true }).click();
    await expect(row(page, 'Gobelin 1').getByTestId('hp')).not.toHaveText(before[0]);

    await endFight(page);
    const second = page.getByRole('dialog', { name: /^Bilan/ });
    await expect(second.getByRole('table', { name: 'Dégâts par combattant' })).toContainText('Gobelin 3');
    await expect(second).toContainText('Subis');
    await expect(second).toContainText(/XP/);
    await page.screenshot({ path: '/tmp/library-summary.png' });
  });

  test('Rencontres: every stored fight, renamed, duplicated, deleted and put back, opened', async ({
    page,
  }) => {
    await newFight(page, 'Pathfinder (1re édition)');
    await page.getByLabel('Ajout rapide').pressSequentially('3 Orque PV 1d10+1', { delay: 20 });
    await page.getByLabel('Ajout rapide').press('Enter');
    await expect(page.getByRole('log')).toContainText(/Orque 3 : PV \d+ \(1d10\+1\)/);
    await page.getByLabel('Ajout rapide').pressSequentially('Loup PV 4d', { delay: 20 });
    await page.getByLabel('Ajout rapide').press('Enter');
    await expect(page.getByText(/PV « 4d »/)).toBeVisible();
    await expect(order(page)).toHaveCount(3);

    await page
      .getByRole('navigation', { name: 'Navigation' })
      .getByRole('button', { name: 'Bibliothèque' })
      .click();
    await page.getByRole('tab', { name: 'Rencontres' }).click();
    const table = page.getByRole('table', { name: 'Rencontres' });
    const fight = table.getByRole('row', { name: 'Nouvelle rencontre' });
    await expect(fight).toContainText('Pathfinder');
    await expect(fight).toContainText('Préparée');
    await fight.getByRole('button', { name: /Autres actions/ }).click();
    await page.getByRole('menuitem', { name: 'Renommer' }).click();
    const name = page.getByRole('dialog').getByLabel('Nom');
    await name.selectText();
    await name.pressSequentially('Embuscade', { delay: 20 });
    await name.press('Enter');
    const renamed = table.getByRole('row', { name: 'Embuscade', exact: true });
    await expect(renamed).toBeVisible();
    await renamed.getByRole('button', { name: /Autres actions/ }).click();
    await page.getByRole('menuitem', { name: 'Dupliquer' }).click();
    await expect(table.getByRole('row', { name: 'Embuscade (copie)' })).toBeVisible();
    await table
      .getByRole('row', { name: 'Embuscade (copie)' })
      .getByRole('button', { name: /Autres actions/ })
      .click();
    await page.getByRole('menuitem', { name: 'Supprimer' }).click();
    await expect(table.getByRole('row', { name: 'Embuscade (copie)' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Annuler', exact: true }).click();
    await expect(table.getByRole('row', { name: 'Embuscade (copie)' })).toBeVisible();
    await page.screenshot({ path: '/tmp/library-encounters.png' });
    await renamed.getByRole('button', { name: 'Ouvrir' }).click();
    await expect(page.getByRole('heading', { name: 'Embuscade' })).toBeVisible();
    await expect(order(page)).toHaveCount(3);

    // « Ajouter au combat » from the Library screen: two PF1 wolves join the open fight.
    await page
      .getByRole('navigation', { name: 'Navigation' })
      .getByRole('button', { name: 'Bibliothèque' })
      .click();
    await page.getByRole('tab', { name: 'Bestiaire' }).click();
    await page.getByRole('button', { name: 'Charger le bestiaire de départ' }).click();
    await page.getByRole('combobox', { name: 'Système' }).click();
    await page.getByRole('option', { name: 'Pathfinder (1re édition)' }).click();
    await page
      .getByRole('searchbox', { name: 'Chercher dans le bestiaire' })
      .pressSequentially('loup', { delay: 30 });
    const wolf = page.getByRole('listitem', { name: 'Loup', exact: true });
    await wolf.getByLabel('Nombre de Loup').focus();
    await page.keyboard.type('2');
    await wolf.getByRole('button', { name: 'Ajouter au combat' }).click();
    await expect(page.getByRole('heading', { name: 'Embuscade' })).toBeVisible();
    await expect(order(page)).toHaveCount(5);
    await expect(page.getByRole('log')).toContainText(/Loup 2 : PV \d+ \(2d8\+4\)/);
  });

  test('Repos: a night of rest previewed, applied to the party, undone', async ({ page }) => {
    await page.goto('/#/library');
    await expect(page.locator('body[data-ready="true"]')).toBeAttached();
    await page.getByRole('button', { name: 'Nouveau personnage' }).click();
    await typeIn(page, 'Nom', 'Aldric');
    await typeIn(page, 'PV (nombre ou dés : 4d8+4)', '24');
    await typeIn(page, 'Niveau', '3');
    await typeIn(page, 'PV actuels', '9');
    await typeIn(page, 'Dégâts non létaux', '4');
    await page.getByRole('dialog').getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByRole('combobox', { name: 'Système' }).click();
    await page.getByRole('option', { name: 'Donjons & Dragons 3.5 (DRS)' }).click();
    await page.getByRole('button', { name: 'Repos…' }).click();
    const rest = page.getByRole('dialog', { name: 'Repos du groupe' });
    await expect(rest.getByRole('table')).toContainText('PV 9 → 12');
    await expect(rest.getByRole('table')).toContainText('non létaux 4 → 0');
    await rest.getByText('Journée de repos complet').click();
    await expect(rest.getByRole('table')).toContainText('PV 9 → 15');
    await rest.getByText('Nuit de repos (8 h)').click();
    await rest.getByRole('button', { name: 'Appliquer au groupe' }).click();
    const state = page.getByRole('listitem', { name: 'Aldric' }).getByTestId('party-state');
    await expect(state).toHaveText('PV 12/24 · niveau 3');
    await page.getByRole('button', { name: 'Annuler', exact: true }).click();
    await expect(state).toHaveText('PV 9/24 · 4 non létaux · niveau 3');
  });

  test('Repos at 1366×768 for a Starfinder party, « Tous les systèmes » shown: the three rests whole, « Annuler » whole', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/#/library');
    await expect(page.locator('body[data-ready="true"]')).toBeAttached();
    await page.getByRole('button', { name: 'Nouveau personnage' }).click();
    await typeIn(page, 'Nom', 'Navasi');
    await page.getByRole('dialog').getByRole('combobox', { name: 'Système' }).click();
    await page.getByRole('option', { name: 'Starfinder' }).click();
    await typeIn(page, 'PV (nombre ou dés : 4d8+4)', '22');
    await typeIn(page, 'Niveau', '2');
    await page.getByRole('dialog').getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    // A party of one system rests as it is, without choosing it first.
    await page.getByRole('button', { name: 'Repos…' }).click();
    const rest = page.getByRole('dialog', { name: 'Repos du groupe' });
    const box = await rest.boundingBox();
    for (const kind of [
      'Nuit de repos (8 h)',
      'Repos de 10 minutes (1 PP → toute l’Endurance)',
      'Journée de repos complet',
    ]) {
      const label = rest.getByText(kind, { exact: true });
      await expect(label).toBeVisible();
      const at = await label.boundingBox();
      expect(at && box && at.x >= box.x && at.x + at.width <= box.x + box.width, kind).toBe(true);
      expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), kind).toBe(true);
    }
    await rest.getByRole('button', { name: 'Appliquer au groupe' }).click();
    const undo = page.getByRole('button', { name: 'Annuler', exact: true });
    await expect(undo).toBeVisible();
    expect(await undo.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  });
});
