import { expect, test, type Page } from '@playwright/test';

test.use({ viewport: { width: 1366, height: 768 }, locale: 'fr-FR' });

/**
 * What a French AZERTY keyboard sends for Ctrl + the key of « 1 »…« 4 »: the character typed
 * without Shift (« & », « é », « " », « ' ») with the key's position (Digit1…Digit4).
 */
const AZERTY_DIGITS = [
  { key: '&', code: 'Digit1', keyCode: 49 },
  { key: 'é', code: 'Digit2', keyCode: 50 },
  { key: '"', code: 'Digit3', keyCode: 51 },
  { key: "'", code: 'Digit4', keyCode: 52 },
];

async function pressAzertyCtrl(page: Page, digit: number) {
  const { key, code, keyCode } = AZERTY_DIGITS[digit - 1];
  const cdp = await page.context().newCDPSession(page);
  const common = { modifiers: 2, key, code, windowsVirtualKeyCode: keyCode, nativeVirtualKeyCode: keyCode };
  await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...common });
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...common });
  await cdp.detach();
}

test('Ctrl+1…4 changent d’écran sur un clavier AZERTY (Ctrl + « & », « é », « " », « \' »)', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
  await pressAzertyCtrl(page, 4);
  await expect(page.getByRole('heading', { name: 'Réglages', level: 2 })).toBeVisible();
  await expect(page).toHaveURL(/#\/settings$/);
  await pressAzertyCtrl(page, 2);
  await expect(page).toHaveURL(/#\/reference/);
  await pressAzertyCtrl(page, 3);
  await expect(page).toHaveURL(/#\/library$/);
  await pressAzertyCtrl(page, 1);
  await expect(page).toHaveURL(/#\/combat$/);
  await expect(page.getByRole('heading', { name: 'Nouvelle rencontre' })).toBeVisible();

  // Ctrl+K is the key marked K on AZERTY too (same place as QWERTY): the palette opens.
  await page.keyboard.press('Control+K');
  await expect(page.getByPlaceholder('Chercher une commande…')).toBeVisible();
});
