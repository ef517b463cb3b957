import { expect, test } from '@playwright/test';
import { next, openDisplay, openFight, row, start, turnOf } from './tracker-helpers';

test.describe('dangers, minuteurs et repaire dans l’ordre', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('un repaire à 20 perd l’égalité, un compte à rebours se déclenche puis se retire ; rien chez les joueurs', async ({
    page,
  }) => {
    await openFight(
      page,
      'Pathfinder (1re édition)',
      [
        'Dragon init +4 PV 120 CA 25',
        'Elfe PJ init +3 PV 30 CA 18',
        'repaire Le dragon fait trembler la caverne',
        'danger Le plafond s’effondre init 5 rounds 1',
      ],
      { Dragon: 20, Elfe: 12 },
    );

    // A hazard's row: its count or countdown, no HP, no defences, no HP field.
    const lair = row(page, 'Le dragon fait trembler la caverne');
    const ceiling = row(page, 'Le plafond s’effondre');
    await expect(lair.getByTestId('hazard-line')).toHaveText('Agit au rang 20');
    await expect(ceiling.getByTestId('hazard-line')).toHaveText('Dans 1 round');
    await expect(lair.getByText('danger', { exact: true })).toBeVisible();
    await expect(page.getByLabel('PV de Le plafond s’effondre', { exact: true })).toHaveCount(0);
    await expect(ceiling.getByTestId('hp')).toHaveCount(0);
    await expect(ceiling).not.toContainText('indemne');
    await expect(ceiling).not.toContainText('CA');

    await start(page);
    const display = await openDisplay(page);
    await page.bringToFront();
    await turnOf(page, 'Dragon');
    // The lair acts at 20 after the dragon (it loses the tie).
    await expect(
      page.getByRole('list', { name: 'Ordre d’initiative' }).getByRole('listitem').nth(1),
    ).toHaveAccessibleName('Le dragon fait trembler la caverne');
    await next(page);
    await turnOf(page, 'Le dragon fait trembler la caverne');
    await expect(page.getByTestId('hazard-turn')).toContainText('Agit au rang 20');
    await expect(page.getByRole('button', { name: /Actions du tour/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Retarder' })).toHaveCount(0);
    await page.screenshot({ path: '/tmp/rules-hazard-turn-fr.png' });

    await next(page);
    await turnOf(page, 'Elfe');
    await next(page);
    await turnOf(page, 'Le plafond s’effondre');
    await expect(page.getByRole('region', { name: 'Rappels' })).toContainText(
      'Le plafond s’effondre : maintenant !',
    );
    await expect(ceiling.getByTestId('hazard-line')).toHaveText('Déclenché');

    // Next round: it went off; the GM takes it out of the order.
    for (let i = 0; i < 4; i++) await next(page);
    await turnOf(page, 'Le plafond s’effondre');
    await expect(page.getByRole('region', { name: 'Rappels' })).toContainText('compte à rebours terminé');
    await page.getByRole('button', { name: 'Retirer de l’ordre' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Retirer', exact: true }).click();
    await expect(ceiling).toHaveCount(0);

    // The players saw none of it.
    await expect(display.getByTestId('current-combatant')).toBeAttached();
    expect(await display.content()).not.toContain('trembler');
    expect(await display.content()).not.toContain('plafond');
    await page.getByText('EN', { exact: true }).click();
    await expect(lair.getByTestId('hazard-line')).toHaveText('Acts at count 20');
    await page.screenshot({ path: '/tmp/rules-hazard-rows-en.png' });
  });
});
