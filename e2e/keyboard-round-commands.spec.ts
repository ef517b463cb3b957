/**
 * A 3.5 round by its keys only (issue 27): delay, ready and its trigger, act now, stabilise a dying
 * PC, the manoeuvre wizard on the selected row, the end of the fight. No click once the fight runs;
 * the keys are counted.
 */
import { expect, test, type Page } from '@playwright/test';
import { newFight, quickAdd, start, turnOf, typeInitiative } from './tracker-helpers';

function counter(page: Page) {
  let keys = 0;
  return {
    count: () => keys,
    async press(key: string) {
      keys += 1;
      await page.keyboard.press(key);
    },
    async type(text: string) {
      keys += [...text].length;
      await page.keyboard.type(text, { delay: 30 });
    },
  };
}

test('un round de D&D 3.5 au clavier : retarder, préparer, déclencher, agir, stabiliser, manœuvre, fin', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await newFight(page, 'Donjons & Dragons 3.5 (DRS)');
  await quickAdd(
    page,
    'Aldric PJ init +2 PV 24 CA 17',
    'Lidda PJ init +3 PV 16 CA 14',
    'Orque init +0 PV 13 CA 13',
    'Gobelin init +1 PV 7 CA 15',
  );
  await typeInitiative(page, { Aldric: 18, Orque: 12, Gobelin: 9, Lidda: 6 });
  await start(page);
  // Set-up, not what this test is about: Lidda is dying (-3).
  const liddaHp = page.getByLabel('PV de Lidda', { exact: true });
  await liddaHp.fill('-19');
  await liddaHp.press('Enter');
  await expect(liddaHp).toHaveValue('');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const log = page.getByRole('log');
  const keys = counter(page);

  // Aldric delays (D): the Orque's turn.
  await keys.press('d');
  await expect(log).toContainText('Aldric retarde son action');
  await turnOf(page, 'Orque');

  // The Orque readies (Maj+R, the trigger typed, Enter), then N: the Gobelin's turn.
  await keys.press('Shift+R');
  const trigger = page.getByLabel('Déclencheur');
  await expect(trigger).toBeFocused();
  await keys.type('un PJ approche');
  await keys.press('Enter');
  await expect(log).toContainText('Orque prépare une action : « un PJ approche »');
  await keys.press('n');
  await turnOf(page, 'Gobelin');

  // Its trigger comes (Maj+T): the Orque acts before the Gobelin.
  await keys.press('Shift+T');
  await expect(log).toContainText('Orque agit avant Gobelin');

  // Aldric acts now (Maj+D).
  await keys.press('Shift+D');
  await expect(log).toContainText('Aldric agit maintenant');

  // Lidda, dying, is stabilised (Maj+S).
  await keys.press('Shift+S');
  await expect(log).toContainText('Lidda : stabilisé');

  // M: the wizard, on the field of the manoeuvre's name; Escape leaves it.
  await keys.press('4');
  await keys.press('m');
  const wizard = page.getByRole('dialog', { name: /^Manœuvre/ });
  await expect(wizard).toBeVisible();
  await expect(
    wizard.getByRole('textbox', { name: 'Manœuvre' }).or(wizard.getByRole('combobox', { name: 'Manœuvre' })),
  ).toBeFocused();
  await keys.press('Escape');
  await keys.press('Escape');
  await expect(wizard).toBeHidden();

  // Maj+F: the end of the fight, confirmed by Tab and Enter; the summary follows.
  await keys.press('Shift+F');
  const end = page.getByRole('dialog', { name: 'Fin du combat ?' });
  await expect(end).toBeVisible();
  await keys.press('Tab');
  await keys.press('Enter');
  await expect(page.getByRole('dialog', { name: /^Bilan/ })).toBeVisible();
  console.log(`Round au clavier : ${keys.count()} touches, 0 clic`);
});
