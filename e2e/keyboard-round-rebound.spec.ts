/**
 * The 3.5 round of keyboard-round-commands.spec.ts with two keys rebound (issue 27): « Retarder » on
 * G and « Tour suivant » on J, chosen by keys in Réglages › Raccourcis; the round is then played with
 * the new keys, and D and N, pressed just before them, do nothing. No click from the fight's start.
 */
import { expect, test } from '@playwright/test';
import { blur, keyCounter, openShortcutSettings, pointerCounter, rebindByKeys } from './keyboard-helpers';
import { openRound35, playRound35, shortcutLine } from './keyboard-round-35';

test('le round de D&D 3.5 au clavier avec deux touches changées au clavier : Retarder sur G, Tour suivant sur K', async ({
  page,
}) => {
  await openRound35(page);

  // Réglages › Raccourcis by keys: the palette, then each command typed, Entrée, its new key.
  const clicks = await pointerCounter(page);
  const settingKeys = keyCounter(page);
  await openShortcutSettings(page, settingKeys);
  await rebindByKeys(page, 'Retarder', 'g', settingKeys);
  await rebindByKeys(page, 'Tour suivant', 'k', settingKeys);
  // Back to the fight (Ctrl+1 works from the search field).
  await settingKeys.press('Control+1');
  await expect(page.getByRole('heading', { name: 'Tour d’Aldric' })).toBeVisible();
  await blur(page);

  // The toolbar's key hint and « ? » already say K and G.
  await expect(page.getByRole('button', { name: /^Tour suivant/ })).toContainText('K');
  await page.keyboard.press('Shift+?');
  await expect(shortcutLine(page, /^Retarder/)).toContainText('G');
  await expect(shortcutLine(page, /^Tour suivant/)).toContainText('K');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Raccourcis clavier' })).toBeHidden();

  const keys = keyCounter(page);
  await playRound35(page, keys, { delay: 'g', nextTurn: 'k', oldDelay: 'd', oldNextTurn: 'n' });
  expect(await clicks.count()).toBe(0);
  console.log(
    `Round au clavier, deux touches changées : ${settingKeys.count()} touches pour les changer, ${keys.count()} pour le round, ${await clicks.count()} clic`,
  );
});
