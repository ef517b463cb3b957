import { expect, test, type Page } from '@playwright/test';
import { newFight, quickAdd, row, start, turnOf, typeInitiative } from './tracker-helpers';
import { blur } from './keyboard-helpers';
import { nextStep, openManeuverMenu, pick, runningFight } from './maneuver-helpers';

/**
 * Issue 28 part 3, typed key by key on a 1366×768 laptop: a PF1 fighter with Combat Reflexes and
 * Dex 13 (+1) has two attacks of opportunity a round — one by its key (R), one from its row's menu,
 * the third refused and said — and gets them back at the start of its turn.
 */
test.use({ viewport: { width: 1366, height: 768 } });

const log = (page: Page) => page.getByRole('log');

test('un guerrier PF1 avec Attaques réflexes (Dex +1) : deux AdO dans le round, la troisième refusée, rendues à son tour', async ({
  page,
}) => {
  await newFight(page, 'Pathfinder (1re édition)');
  await quickAdd(page, 'Valeros PJ init +2 PV 30 CA 18 Dex 13 AdO réflexes', 'Gobelin init +1 PV 6 CA 15');
  await typeInitiative(page, { Gobelin: 18, Valeros: 10 });
  await start(page);
  await turnOf(page, 'Gobelin');

  // The goblin runs past Valeros: the GM selects his row (« 2 ») and presses R.
  await blur(page);
  await page.keyboard.press('2');
  await expect(row(page, 'Valeros')).toBeFocused();
  await page.keyboard.press('r');
  const chip = row(page, 'Valeros').getByTestId('reactions-chip');
  await expect(chip).toHaveText('AdO 1/2');
  await expect(log(page)).toContainText('Valeros : attaque d’opportunité (1/2 ce round)');

  // The second from the row's menu.
  await row(page, 'Valeros').getByRole('button', { name: 'Actions pour Valeros' }).click();
  await page.getByRole('menuitem', { name: 'Attaque d’opportunité (AdO)' }).click();
  await expect(chip).toHaveText('AdO 0/2');
  await expect(log(page)).toContainText('Valeros : attaque d’opportunité (2/2 ce round)');
  await page.screenshot({ path: '/tmp/reactions-fr.png' });

  // The third is refused, with why; nothing changes.
  await blur(page);
  await page.keyboard.press('2');
  await page.keyboard.press('r');
  await expect(
    page.getByText('Valeros n’a plus d’attaque d’opportunité ce round (2 sur 2 prises)').first(),
  ).toBeVisible();
  await expect(chip).toHaveText('AdO 0/2');
  await expect(log(page)).not.toContainText('(3/2 ce round)');

  // His turn: they come back.
  await blur(page);
  await page.keyboard.press('n');
  await turnOf(page, 'Valeros');
  await expect(chip).toHaveCount(0);
  await page.keyboard.press('2');
  await page.keyboard.press('r');
  await expect(chip).toHaveText('AdO 1/2');
  // One Ctrl+Z takes that one back.
  await blur(page);
  await page.keyboard.press('Control+z');
  await expect(chip).toHaveCount(0);
});

test('in English: « AoO 1/2 » on the row', async ({ page }) => {
  await newFight(page, 'Pathfinder (1re édition)');
  await quickAdd(page, 'Valeros PC init +2 HP 30 AC 18 Dex 13 reflexes', 'Goblin init +1 HP 6 AC 15');
  await typeInitiative(page, { Goblin: 18, Valeros: 10 });
  await start(page);
  const nav = page.getByRole('navigation', { name: 'Navigation' });
  await nav.getByRole('button', { name: 'Réglages' }).click();
  await page.getByRole('combobox', { name: 'Langue' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await nav.getByRole('button', { name: 'Combat' }).click();
  await blur(page);
  await page.keyboard.press('2');
  await page.keyboard.press('r');
  await expect(row(page, 'Valeros').getByTestId('reactions-chip')).toHaveText('AoO 1/2');
  await expect(log(page)).toContainText('Valeros: attack of opportunity (1/2 this round)');
  await page.screenshot({ path: '/tmp/reactions-en.png' });
});

test('le croc-en-jambe d’un ogre provoque l’AdO de Valeros : le pas de l’assistant la compte, la suivante n’est plus possible', async ({
  page,
}) => {
  await runningFight(
    page,
    'Pathfinder (1re édition)',
    ['Valeros PJ PV 30 CA 18 DMD 18', 'Ogre PV 30 CA 16 DMD 20'],
    {
      Valeros: 15,
      Ogre: 10,
    },
  );
  // Valeros has acted (no longer flat-footed): the ogre's trip without Improved Trip provokes.
  await blur(page);
  await page.keyboard.press('n');
  await turnOf(page, 'Ogre');

  const trip = async () => {
    const dialog = await openManeuverMenu(page, 'Ogre');
    await pick(page, dialog, 'Manœuvre', 'Croc-en-jambe');
    await pick(page, dialog, 'Cible', 'Valeros');
    await nextStep(dialog, 'Conditions');
    await nextStep(dialog, 'Attaque d’opportunité');
    return dialog;
  };
  let dialog = await trip();
  await expect(dialog.getByTestId('aoo-left')).toHaveText(
    'Valeros : 1 attaque d’opportunité sur 1 ce round.',
  );
  await dialog.getByRole('checkbox', { name: 'Une attaque d’opportunité est portée' }).check();
  await dialog
    .getByRole('textbox', { name: 'Dégâts infligés par l’AdO' })
    .pressSequentially('3', { delay: 30 });
  await nextStep(dialog, 'Modificateurs');
  await nextStep(dialog, 'BMO contre DMD');
  await dialog
    .getByRole('textbox', { name: 'd20 d’Ogre (BMO)', exact: true })
    .pressSequentially('11', { delay: 30 });
  await nextStep(dialog, 'Résultat');
  await dialog.getByRole('button', { name: 'Appliquer au combat' }).click();
  await expect(dialog).toBeHidden();
  const chip = row(page, 'Valeros').getByTestId('reactions-chip');
  await expect(chip).toHaveText('AdO 0/1');
  await expect(log(page)).toContainText('Valeros : attaque d’opportunité (1/1 ce round)');

  // A second trip the same round: the step says none is left and its box cannot be ticked.
  dialog = await trip();
  await expect(dialog.getByTestId('aoo-left')).toHaveText(
    'Valeros n’a plus d’attaque d’opportunité ce round (1 sur 1 prises) : aucune n’est portée.',
  );
  await expect(dialog.getByRole('checkbox', { name: 'Une attaque d’opportunité est portée' })).toBeDisabled();
  await page.screenshot({ path: '/tmp/shots/aoo-wizard-none-left-fr.png' });
  await page.keyboard.press('Escape');
  await expect(chip).toHaveText('AdO 0/1');
});

test('l’aide à l’attaque porte une AdO : la case la compte, la suivante n’est plus possible', async ({
  page,
}) => {
  await runningFight(page, 'Pathfinder (1re édition)', ['Valeros PJ PV 30 CA 18', 'Ogre PV 30 CA 16'], {
    Valeros: 15,
    Ogre: 10,
  });
  await blur(page);
  await page.keyboard.press('n');
  await turnOf(page, 'Ogre');

  // The ogre moves away from Valeros: Valeros's attack of opportunity, through « Attaquer… ».
  const attackOf = async () => {
    await row(page, 'Valeros').getByRole('button', { name: 'Actions pour Valeros' }).click();
    await page.getByRole('menuitem', { name: 'Attaquer…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Attaque de Valeros' });
    await expect(dialog).toBeVisible();
    return dialog;
  };
  let dialog = await attackOf();
  const box = dialog.getByRole('checkbox', { name: /^C’est une attaque d’opportunité/ });
  await expect(box).toHaveAccessibleName('C’est une attaque d’opportunité (il en reste 1 sur 1 ce round)');
  await box.check();
  await dialog.getByRole('combobox', { name: 'Cible', exact: true }).click();
  await page.getByRole('option', { name: 'Ogre', exact: true }).click();
  for (const [label, text] of [
    ['Bonus', '6'],
    ['d20 (naturel)', '15'],
    ['Dégâts (un coup)', '8'],
  ]) {
    const field = dialog.getByRole('textbox', { name: label, exact: true });
    await field.click();
    await field.press('Control+a');
    await field.pressSequentially(text, { delay: 30 });
  }
  await dialog.getByRole('button', { name: 'Appliquer', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'Valeros').getByTestId('reactions-chip')).toHaveText('AdO 0/1');
  await expect(log(page)).toContainText('Valeros : attaque d’opportunité (1/1 ce round)');
  await expect(row(page, 'Ogre')).toContainText('22/30');

  // A second one the same round cannot be made: the box says so and cannot be ticked.
  dialog = await attackOf();
  await expect(dialog.getByRole('checkbox', { name: /^C’est une attaque d’opportunité/ })).toBeDisabled();
  await expect(dialog).toContainText('Valeros n’en a plus ce round : elle ne peut pas être portée.');
  await page.screenshot({ path: '/tmp/shots/attack-aoo-none-left-fr.png' });
  // One Ctrl+Z after closing takes the attack and its AoO back together.
  await page.keyboard.press('Escape');
  await blur(page);
  await page.keyboard.press('Control+z');
  await expect(row(page, 'Ogre')).toContainText('30/30');
  await expect(row(page, 'Valeros').getByTestId('reactions-chip')).toHaveCount(0);
});
