import { expect, test, type Page } from '@playwright/test';
import { typeIn } from './library-helpers';
import { hp, newFight, openDisplay, quickAdd, start, turnOf, typeInitiative } from './tracker-helpers';

/**
 * Issue 25: the players' display follows the fight whatever screen the GM is on — what follows a
 * gesture starts from the fight store's listeners, not from the Combat screen. Two pages as at the
 * table: the GM's window and the display opened from it (the web host's second window).
 */
const line = (display: Page, name: string) => display.getByRole('listitem').filter({ hasText: name });

async function goTo(page: Page, area: 'Réglages' | 'Bibliothèque' | 'Combat') {
  await page.getByRole('navigation', { name: 'Navigation' }).getByRole('button', { name: area }).click();
}

test.describe('l’affichage joueurs suit, quel que soit l’écran du MJ', () => {
  test('« Ennemis : PV exacts » choisi dans Réglages : l’orque à 11/16 passe de « blessé » à PV 11/16 sans revenir au Combat', async ({
    page,
  }) => {
    await newFight(page, 'Donjons & Dragons 3.5 (DRS)');
    await quickAdd(page, 'Aldric PJ init +2 PV 20 CA 16', 'Orque init +1 PV 16 CA 13');
    await typeInitiative(page, { Aldric: 17, Orque: 9 });
    await start(page);
    await turnOf(page, 'Aldric');
    await hp(page, 'Orque', '-5');
    const display = await openDisplay(page);
    await expect(line(display, 'Orque')).toContainText('blessé');
    await expect(line(display, 'Orque')).not.toContainText('11/16');

    await goTo(page, 'Réglages');
    const enemies = page.getByRole('radiogroup', { name: 'Ennemis' });
    await enemies.getByText('PV exacts', { exact: true }).click();
    await expect(line(display, 'Orque')).toContainText('PV 11/16');
    // The GM never left Réglages.
    await expect(page.getByRole('heading', { name: 'Réglages', level: 2 })).toBeVisible();
    await expect(page.getByLabel('Ajout rapide')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/display-follows-settings-gm.png' });
    await display.screenshot({ path: 'test-results/display-follows-settings-players.png' });

    // Back to a band, then nothing at all: each choice reaches the display.
    await enemies.getByText('État (indemne, blessé…)', { exact: true }).click();
    await expect(line(display, 'Orque')).toContainText('blessé');
    await expect(line(display, 'Orque')).not.toContainText('11/16');
    await enemies.getByText('Rien', { exact: true }).click();
    await expect(line(display, 'Orque')).not.toContainText('blessé');
    await expect(line(display, 'Aldric')).toContainText('PV 20/20');

    // The language switched from Réglages: the display speaks English at once.
    await page.getByText('EN', { exact: true }).click();
    await expect(display.getByTestId('current-combatant')).toContainText('Acting now');
    await expect(page.getByRole('heading', { name: 'Settings', level: 2 })).toBeVisible();
  });

  test('un repos appliqué dans Bibliothèque soigne le PJ dans le combat ouvert, et l’affichage le montre', async ({
    page,
  }) => {
    // The party: Aldric, level 3, at 9/24 after the last fight.
    await page.goto('/#/library');
    await expect(page.locator('body[data-ready="true"]')).toBeAttached();
    await page.getByRole('button', { name: 'Nouveau personnage' }).click();
    await typeIn(page, 'Nom', 'Aldric');
    await typeIn(page, 'PV (nombre ou dés : 4d8+4)', '24');
    await typeIn(page, 'Niveau', '3');
    await typeIn(page, 'PV actuels', '9');
    await page.getByRole('dialog').getByRole('button', { name: 'Enregistrer' }).click();

    // A new fight: the party joins it as it stands.
    await newFight(page, 'Donjons & Dragons 3.5 (DRS)');
    await quickAdd(page, 'Orque init +1 PV 16 CA 13');
    await typeInitiative(page, { Aldric: 17, Orque: 9 });
    await start(page);
    await turnOf(page, 'Aldric');
    const display = await openDisplay(page);
    await expect(display.getByTestId('current-combatant')).toContainText('PV 9/24');

    // Bibliothèque › Groupe › Repos… › a night of rest: +3 HP (level 3).
    await goTo(page, 'Bibliothèque');
    await page.getByRole('combobox', { name: 'Système' }).click();
    await page.getByRole('option', { name: 'Donjons & Dragons 3.5 (DRS)' }).click();
    await page.getByRole('button', { name: 'Repos…' }).click();
    const rest = page.getByRole('dialog', { name: 'Repos du groupe' });
    await expect(rest.getByRole('table')).toContainText('PV 9 → 12');
    await rest.getByRole('button', { name: 'Appliquer au groupe' }).click();
    await expect(display.getByTestId('current-combatant')).toContainText('PV 12/24');
    await expect(
      page.getByText('Dans le combat en cours aussi : 1 personnage soigné', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Bibliothèque', level: 2 })).toBeVisible();
    await display.screenshot({ path: 'test-results/display-follows-rest-players.png' });

    // On the Combat screen the rest is a gesture of the fight: in its log, taken back by Ctrl+Z.
    await goTo(page, 'Combat');
    await expect(page.getByRole('log')).toContainText('Aldric');
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Control+z');
    await expect(display.getByTestId('current-combatant')).toContainText('PV 9/24');
  });
});
