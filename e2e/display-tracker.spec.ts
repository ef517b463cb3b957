import { expect, test, type Page } from '@playwright/test';
import { hp, newFight, next, quickAdd, row, start, turnOf, typeInitiative } from './tracker-helpers';

/**
 * Two pages as at the table: the GM's tracker and the players' display opened from it (window.open
 * in the web host). Everything goes through the tracker's own fields and buttons.
 */
const HIDDEN = 'Ombre-Assassine';

async function openDisplayFrom(page: Page): Promise<Page> {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: "Ouvrir l'affichage joueurs" }).click();
  const display = await popup;
  await display.setViewportSize({ width: 1920, height: 1080 });
  return display;
}

const orcLine = (display: Page) => display.getByRole('listitem').filter({ hasText: 'Orque' });

test.describe('affichage joueurs et suivi de combat', () => {
  test('les dégâts tapés par le MJ s’affichent ; le monstre caché n’est nulle part ; l’affichage survit au rechargement du MJ', async ({
    page,
  }) => {
    await newFight(page, 'Donjons & Dragons 3.5 (DRS)');
    await quickAdd(
      page,
      'Aldric PJ init +2 PV 20 CA 16',
      'Orque init +1 PV 16 CA 13',
      `${HIDDEN} init +3 PV 9`,
    );
    await row(page, HIDDEN)
      .getByRole('button', { name: `Cacher aux joueurs : ${HIDDEN}` })
      .click();
    await expect(
      row(page, HIDDEN).getByRole('button', { name: `Montrer aux joueurs : ${HIDDEN}` }),
    ).toBeVisible();
    await typeInitiative(page, { Aldric: 17, [HIDDEN]: 14, Orque: 9 });
    await start(page);
    await turnOf(page, 'Aldric');

    const display = await openDisplayFrom(page);
    await expect(display.getByTestId('current-combatant')).toContainText('Aldric');
    await expect(display.getByTestId('next-combatant')).toHaveText('Ensuite : Orque');
    await expect(orcLine(display)).toContainText('indemne');

    // Damage typed in the orc's HP field on the GM page.
    await hp(page, 'Orque', '-5');
    await expect(orcLine(display)).toContainText('blessé');
    await hp(page, 'Orque', '-4');
    await expect(orcLine(display)).toContainText('en sang');
    await expect(orcLine(display)).not.toContainText('7'); // a band, never the orc's exact HP
    await hp(page, 'Aldric', '-6');
    await expect(display.getByTestId('current-combatant')).toContainText('PV 14/20'); // numbers for a PC

    // The assassin's turn: the display shows nobody acting, and its name is nowhere in the page.
    await next(page);
    await turnOf(page, HIDDEN);
    await expect(display.getByTestId('current-combatant')).toHaveCount(0);
    await expect(display.locator('li[aria-current="step"]')).toHaveCount(0);
    await expect(display.getByTestId('next-combatant')).toHaveText('Ensuite : Orque');
    expect(await display.content()).not.toContain(HIDDEN);
    expect(await display.content()).not.toContain('Ombre');

    // The GM page reloads mid-fight: the display keeps the fight, then follows the next change.
    await page.reload();
    await expect(page.locator('body[data-ready="true"]')).toBeAttached();
    await expect(orcLine(display)).toContainText('en sang');
    await turnOf(page, HIDDEN);
    await next(page);
    await turnOf(page, 'Orque');
    await expect(display.getByTestId('current-combatant')).toContainText('Orque');
    await hp(page, 'Orque', '-7');
    await expect(orcLine(display)).toContainText('hors de combat');
    expect(await display.content()).not.toContain(HIDDEN);
    await page.screenshot({ path: 'test-results/display-tracker-gm.png' });
    await display.screenshot({ path: 'test-results/display-tracker-players.png' });
  });
});
