import { expect, test, type Page } from '@playwright/test';
import { openDisplay, row, startBxSkirmish } from './tracker-helpers';

/** Presses a key with the focus on no field (where the GM's shortcuts act). */
async function key(page: Page, k: string, times = 1) {
  for (let i = 0; i < times; i++) {
    await page.locator('body').press(k);
  }
}

test.describe('osr : les phases du round pas à pas', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('H passe à la phase suivante, le camp qui agit est en évidence, les joueurs voient la phase', async ({
    page,
  }) => {
    await startBxSkirmish(page);
    const display = await openDisplay(page);
    await page.bringToFront();

    const panel = page.getByRole('region', { name: 'Phases du round' });
    const phase = panel.getByTestId('phased-round-phase');
    await expect(panel.getByTestId('phased-round-winner')).toHaveText(
      'Le groupe agit d’abord (d6 : 5 contre 2)',
    );
    await expect(phase).toContainText('Phase 1/12 : Intentions');
    await expect(phase).toContainText('Tout le monde');

    // Déclarations, initiative, moral, then movement: the party's (it won).
    await key(page, 'h', 3);
    await expect(phase).toContainText('Phase 4/12 : Mouvements');
    await expect(phase).toContainText('Le groupe agit');
    await expect(row(page, 'Guerrier')).toHaveAttribute('data-acting', 'true');
    await expect(row(page, 'Orque 1')).not.toHaveAttribute('data-acting');
    await expect(page.getByRole('log')).toContainText('Phase Mouvements : le groupe');
    await expect(display.getByTestId('round-phase')).toHaveText('Phase : Mouvements — Le groupe agit');

    // Then the orcs play steps 3 to 7: their movement is step 9.
    await key(page, 'h', 5);
    await expect(phase).toContainText('Phase 9/12 : Mouvements');
    await expect(phase).toContainText('Les adversaires agissent');
    await expect(row(page, 'Orque 1')).toHaveAttribute('data-acting', 'true');
    await expect(row(page, 'Orque 2')).toHaveAttribute('data-acting', 'true');
    await expect(row(page, 'Guerrier')).not.toHaveAttribute('data-acting');
    await expect(display.getByTestId('round-phase')).toHaveText(
      'Phase : Mouvements — Les adversaires agissent',
    );
    await page.screenshot({ path: '/tmp/rules-osr-phases-fr.png' });
    await display.screenshot({ path: '/tmp/rules-osr-display-fr.png' });

    // Maj+H goes back; Ctrl+Z takes that back.
    await key(page, 'Shift+H');
    await expect(phase).toContainText('Phase 8/12 : Moral');
    await key(page, 'Control+z');
    await expect(phase).toContainText('Phase 9/12 : Mouvements');

    // The button does the same as H.
    await panel.getByRole('button', { name: 'Phase suivante (H)', exact: true }).click();
    await expect(panel.getByTestId('phased-round-next-phase')).toContainText(
      'Ensuite : Sorts (les adversaires)',
    );
    await expect(phase).toContainText('Phase 10/12 : Attaques à distance');

    await page.getByText('EN', { exact: true }).click();
    await expect(
      page.getByRole('region', { name: 'Phases of the round' }).getByTestId('phased-round-phase'),
    ).toContainText('Phase 10/12: Missile attacks');
    await expect(display.getByTestId('round-phase')).toHaveText('Phase: Missile attacks — The foes act');
    await page.screenshot({ path: '/tmp/rules-osr-phases-en.png' });
  });
});
