import { expect, test, type Page } from '@playwright/test';
import { next, openFight, row, start, turnOf, typeLine } from './tracker-helpers';

const log = (page: Page) => page.getByRole('log');

test.describe('règles à la table', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('Starfinder : PE puis PV, mourant, PP dépensés pour se stabiliser puis se relever', async ({
    page,
  }) => {
    await openFight(
      page,
      'Starfinder',
      ['Kira PJ PE 12 PV 14 PP 4 CAC 16 CAE 15', 'Pirate PV 20 CAC 14 CAE 13'],
      { Pirate: 18, Kira: 12 },
    );
    await start(page);
    await turnOf(page, 'Pirate');
    const kira = row(page, 'Kira');
    await expect(kira.getByTestId('sp-rp')).toHaveText('PE 12/12 · PP 4/4');

    // -7 comes off Stamina only; -9 more: 5 SP, then 4 HP.
    await typeLine(page, 'PV de Kira', '-7');
    await expect(kira.getByTestId('sp-rp')).toHaveText('PE 5/12 · PP 4/4');
    await expect(kira.getByTestId('hp')).toHaveText('14/14');
    await typeLine(page, 'PV de Kira', '-9');
    await expect(kira.getByTestId('sp-rp')).toHaveText('PE 0/12 · PP 4/4');
    await expect(kira.getByTestId('hp')).toHaveText('10/14');
    await expect(log(page)).toContainText('Kira : 9 dégâts de Pirate (PE 0/12, PV 10/14, PP 4/4)');

    // 12 more: 0 HP, dying.
    await typeLine(page, 'PV de Kira', '-12');
    await expect(kira.getByTestId('hp')).toHaveText('0/14');
    await expect(log(page)).toContainText('mourant');

    // Her turn: she spends 1 RP (¼ of 4) to stabilise.
    await next(page);
    await turnOf(page, 'Kira');
    await expect(page.getByRole('region', { name: 'Rappels' })).toContainText('dépenser des PP le stabilise');
    await kira.getByRole('button', { name: 'Dépenser 1 PP (stabiliser)' }).click();
    await expect(kira.getByTestId('sp-rp')).toHaveText('PE 0/12 · PP 3/4');
    await expect(log(page)).toContainText('Kira : dépense 1 PP : stabilisé');
    // Not the same round: getting up waits for the next one.
    await expect(kira.getByRole('button', { name: 'Dépenser 1 PP (se relever)' })).toHaveCount(0);

    await next(page);
    await turnOf(page, 'Pirate');
    await next(page);
    await turnOf(page, 'Kira');
    await kira.getByRole('button', { name: 'Dépenser 1 PP (se relever)' }).click();
    await expect(kira.getByTestId('hp')).toHaveText('1/14');
    await expect(kira.getByTestId('sp-rp')).toHaveText('PE 0/12 · PP 2/4');

    // Ctrl+Z takes the gesture back.
    await page.keyboard.press('Control+z');
    await expect(kira.getByTestId('hp')).toHaveText('0/14');
    await page.keyboard.press('Control+Shift+z');
    await expect(kira.getByTestId('hp')).toHaveText('1/14');
    await page.screenshot({ path: '/tmp/rules-sf1-fr.png' });
  });

  test('D&D 3.5 : saignement et régénération appliqués au tour du troll', async ({ page }) => {
    await openFight(
      page,
      'Donjons & Dragons 3.5 (DRS)',
      ['Aldric PJ init +2 PV 20 CA 17', 'Troll init +2 PV 30 CA 16'],
      { Aldric: 18, Troll: 12 },
    );
    await start(page);
    await turnOf(page, 'Aldric');

    for (const [name, ongoing] of [
      ['Régénération', 'régénération 5'],
      ['Saignement', '1d4 saignement'],
    ]) {
      await row(page, 'Troll').getByRole('button', { name: 'Actions pour Troll' }).click();
      await page.getByRole('menuitem', { name: 'Appliquer un état…' }).click();
      const dialog = page.getByRole('dialog', { name: 'Appliquer un état' });
      await dialog.getByText('Effet personnalisé', { exact: true }).click();
      await dialog.getByLabel('Nom de l’effet').pressSequentially(name, { delay: 30 });
      await dialog.getByRole('combobox', { name: 'Durée', exact: true }).click();
      await page.getByRole('option', { name: 'Jusqu’à ce qu’on le retire' }).click();
      await dialog.getByLabel('Dégâts à chaque round (facultatif)').pressSequentially(ongoing, { delay: 30 });
      await dialog.getByRole('button', { name: 'Appliquer', exact: true }).click();
      await expect(dialog).toBeHidden();
    }

    // Aldric hits the troll: regeneration makes it nonlethal.
    await typeLine(page, 'PV de Troll', '-12');
    await expect(log(page)).toContainText('Troll : 12 dégâts d’Aldric, non létaux (régénération)');
    await expect(row(page, 'Troll').getByTestId('hp')).toHaveText('30/30');

    await next(page);
    await turnOf(page, 'Troll');
    // Bleed: a typed 3; regeneration: rolled (a fixed 5).
    const bleed = page.getByLabel('Valeur tapée (1d4)');
    await bleed.pressSequentially('3', { delay: 30 });
    await page.getByRole('button', { name: 'Appliquer', exact: true }).click();
    await expect(log(page)).toContainText('Saignement sur Troll : 3 (tapé)');
    await page.getByRole('button', { name: 'Appliquer (5)' }).click();
    await expect(log(page)).toContainText('Régénération sur Troll : 5 = 5');
    await expect(log(page)).toContainText('5 non létaux régénérés');
    await expect(page.getByRole('button', { name: 'Appliqué' })).toHaveCount(2);
    await page.screenshot({ path: '/tmp/rules-dnd35-ongoing-fr.png' });
  });

  test('un piège se déclenche à son rang, un plafond s’effondre au bout de son compte à rebours', async ({
    page,
  }) => {
    await openFight(
      page,
      'Donjons & Dragons 3.5 (DRS)',
      [
        'Aldric PJ init +2 PV 20 CA 17',
        'Orque init +1 PV 10 CA 13',
        'danger Piège à fléchettes init 15',
        'danger Le plafond s’effondre init 5 rounds 2',
      ],
      { Aldric: 18, Orque: 9 },
    );
    await start(page);
    await turnOf(page, 'Aldric');
    await next(page);
    await turnOf(page, 'Piège à fléchettes');
    await expect(page.getByRole('region', { name: 'Rappels' })).toContainText(
      'Piège à fléchettes agit à son rang',
    );
    await next(page);
    await turnOf(page, 'Orque');
    await next(page);
    await turnOf(page, 'Le plafond s’effondre');
    await expect(page.getByRole('region', { name: 'Rappels' })).toContainText(
      'Le plafond s’effondre : dans 1 round',
    );
    await next(page);
    await next(page);
    await next(page);
    await next(page);
    await turnOf(page, 'Le plafond s’effondre');
    await expect(page.getByRole('region', { name: 'Rappels' })).toContainText(
      'Le plafond s’effondre : maintenant !',
    );
    // Hidden from the players: the row offers « Montrer aux joueurs ».
    await expect(
      row(page, 'Piège à fléchettes').getByRole('button', {
        name: 'Montrer aux joueurs : Piège à fléchettes',
      }),
    ).toBeVisible();
    await page.screenshot({ path: '/tmp/rules-hazard-fr.png' });
  });
});
