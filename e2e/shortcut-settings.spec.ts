/**
 * Réglages › Raccourcis by keys (issue 27): a command's key changed by Entrée then the new key;
 * a key another command has, or the browser's, refused with a message; Échap cancels; « ? », the
 * palette and a second window show the new key at once; « Tout rétablir » asks first; a stored
 * binding of a command this version does not know is dropped without harm.
 */
import { expect, test, type Page } from '@playwright/test';
import { blur, openShortcutSettings, rebindByKeys } from './keyboard-helpers';

test.use({ viewport: { width: 1366, height: 768 } });

async function ready(page: Page, url = '/') {
  await page.goto(url);
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
}

/** The line of `command` in « ? ». */
function shortcutLine(page: Page, command: RegExp) {
  return page
    .getByRole('dialog', { name: 'Raccourcis clavier' })
    .getByRole('row')
    .filter({ hasText: command });
}

test('changer la touche de « Retarder » au clavier : refus nommés, Échap, puis G partout', async ({
  page,
  context,
}) => {
  await ready(page);
  // A second window on the same program (the players' table, another screen): it follows.
  const other = await context.newPage();
  await ready(other);
  await page.bringToFront();

  const search = await openShortcutSettings(page);
  await expect(page).toHaveURL(/#\/settings\/shortcuts$/);
  await search.pressSequentially('retarder', { delay: 30 });
  await page.keyboard.press('Tab');
  const delayKey = page.getByRole('button', {
    name: /^Changer la touche de « Retarder.*\(actuellement D\)$/,
  });
  await expect(delayKey).toBeFocused();
  const status = page.getByRole('status');

  // N is « Tour suivant »'s: refused, naming it.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /^Appuyez sur la nouvelle touche/ })).toBeFocused();
  await page.keyboard.press('n');
  // Said where the GM looks, under the key, as well as to a screen reader.
  await expect(page.getByTestId('rebind-said')).toBeInViewport();
  await expect(status).toHaveText('⊘ N est déjà la touche de « Tour suivant » : changez d’abord celle-ci.');
  // Ctrl+W closes the window: the browser's, refused.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+W');
  await expect(status).toContainText('Ctrl + W appartient au navigateur ou au système');
  // Échap: nothing changes.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(status).toHaveText('✓ Touche inchangée.');
  await expect(delayKey).toBeFocused();

  // G is free: kept.
  await page.keyboard.press('Shift+Tab');
  await rebindByKeys(page, 'Retarder', 'g');
  await expect(
    page.getByRole('button', { name: /^Changer la touche de « Retarder.*\(actuellement G\)$/ }),
  ).toBeVisible();

  // « ? » and the palette say G at once, here and in the other window.
  await blur(page);
  await page.keyboard.press('Shift+?');
  await expect(shortcutLine(page, /^Retarder/)).toContainText('G');
  await page.keyboard.press('Escape');
  await other.bringToFront();
  await other.keyboard.press('Shift+?');
  await expect(shortcutLine(other, /^Retarder/)).toContainText('G');
  await expect(shortcutLine(other, /^Retarder/)).not.toContainText(/\bD\b/);
  await other.keyboard.press('Escape');
  await other.keyboard.press('Control+K');
  await expect(other.getByPlaceholder('Chercher une commande…')).toBeFocused();
  await other.keyboard.type('retarder', { delay: 30 });
  await expect(
    other
      .getByRole('dialog', { name: 'Palette de commandes' })
      .getByRole('button', { name: /Retarder/ })
      .first(),
  ).toContainText('G');
  await other.keyboard.press('Escape');

  // « Tout rétablir » asks first (the focus on Annuler), then D again.
  await page.bringToFront();
  await page.getByRole('textbox', { name: 'Chercher une commande', exact: true }).focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  const resetAll = page.getByRole('button', { name: 'Tout rétablir' });
  await resetAll.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Rétablir toutes les touches ?' });
  await expect(confirm).toContainText('La touche changée revient à sa valeur par défaut.');
  await expect(confirm.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  await expect(status).toHaveText('✓ Toutes les touches sont revenues par défaut.');
  await expect(
    page.getByRole('button', { name: /^Changer la touche de « Retarder.*\(actuellement D\)$/ }),
  ).toBeVisible();
  await other.bringToFront();
  await other.keyboard.press('Shift+?');
  await expect(shortcutLine(other, /^Retarder/)).toContainText('D');
});

test('un raccourci stocké pour une commande inconnue est ignoré, le reste gardé', async ({ page }) => {
  await ready(page);
  // What an older or newer Paravent may have left in the settings: one unknown command, one known.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('paravent');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('settings', 'readwrite');
          tx.objectStore('settings').put({
            key: 'shortcuts',
            value: { 'gone.command': 'k', 'tracker.delay': 'g' },
          });
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  await page.goto('/#/settings/shortcuts');
  await page.reload();
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
  await expect(
    page.getByRole('button', { name: /^Changer la touche de « Retarder.*\(actuellement G\)$/ }),
  ).toBeVisible();
  // K is free: the unknown command holds nothing.
  await page.getByRole('textbox', { name: 'Chercher une commande', exact: true }).focus();
  await rebindByKeys(page, 'Tour suivant', 'k');
  await blur(page);
  await page.keyboard.press('Shift+?');
  await expect(shortcutLine(page, /^Tour suivant/)).toContainText('K');
  await expect(shortcutLine(page, /^Retarder/)).toContainText('G');
});
