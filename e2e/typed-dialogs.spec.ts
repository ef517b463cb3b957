import { expect, test, type Page } from '@playwright/test';
import { newFight, quickAdd, row, start, typeInitiative } from './tracker-helpers';

/**
 * A GM who knows the keys types the dialog's key and its first value in one go (« j15 »): nothing
 * typed in that instant may be lost or go to the page. The dialogs' focus trap puts the caret in
 * their first field a moment after they show; the field takes the focus as it mounts. On a CPU four
 * times slower, where that moment is longest.
 */
test.use({ viewport: { width: 1366, height: 768 } });

const dialog = (page: Page) => page.getByRole('dialog');

test('each typed dialog keeps what is typed the instant it opens (J, E, M, C; 4× slower CPU)', async ({
  page,
}) => {
  await newFight(page, 'Pathfinder (1re édition)');
  await quickAdd(page, 'Valeros PJ init +2 PV 20 CA 16', 'Ogre init -1 PV 30 CA 17');
  await typeInitiative(page, { Valeros: 15, Ogre: 8 });
  await start(page);
  await row(page, 'Valeros').click();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

  const cases: { key: string; typed: string; field: (p: Page) => ReturnType<Page['getByRole']> }[] = [
    { key: 'j', typed: '15', field: (p) => dialog(p).getByRole('textbox', { name: /^DD/ }) },
    { key: 'e', typed: 'secou', field: (p) => dialog(p).getByRole('combobox', { name: 'État', exact: true }) },
    { key: 'm', typed: 'lut', field: (p) => dialog(p).getByRole('combobox', { name: /^Manœuvre/ }) },
    { key: 'c', typed: '3', field: (p) => dialog(p).getByRole('textbox', { name: /^Niveau du sort/ }) },
  ];
  for (const c of cases) {
    await row(page, 'Valeros').focus();
    // The key and the value at once, no pause between them.
    await page.keyboard.type(`${c.key}${c.typed}`, { delay: 0 });
    await expect(c.field(page)).toHaveValue(c.typed);
    // Escape closes an open list first, then the dialog.
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toBeHidden({ timeout: 1000 });
    }).toPass();
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});
