// A D&D 3.5 fight of twelve, staged through the interface as a GM runs it (keyboard first): used
// by `npm run screenshot` for the docs and by hand checks of the Combat screen.

/** Types like a person (key by key). */
async function type(locator, text) {
  await locator.click();
  await locator.pressSequentially(text, { delay: 5 });
}

/** Applies a condition from the « Appliquer un état » dialog (E) to the row selected first. */
async function applyCondition(page, rowName, search, option) {
  await page.getByRole('listitem', { name: rowName, exact: true }).focus();
  await page.keyboard.press('e');
  const dialog = page.getByRole('dialog', { name: 'Appliquer un état' });
  await dialog.waitFor();
  await dialog.getByRole('combobox', { name: 'État' }).pressSequentially(search, { delay: 5 });
  await page.getByRole('option', { name: option }).first().click();
  await dialog.getByRole('button', { name: 'Appliquer', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * Creates « Pont de Pierregrise » (D&D 3.5, seed 7): four PCs, an ogre, four orcs and three
 * goblins; initiative typed for the PCs and rolled for the rest (I); the fight started; a few hits
 * and conditions, three turns played.
 */
export async function stageFight(page) {
  await page.getByLabel('Donjons & Dragons 3.5 (DRS)').check();
  const name = page.getByLabel('Nom de la rencontre');
  await name.fill('');
  await type(name, 'Pont de Pierregrise');
  await page.getByLabel('Graine des dés (facultatif)').fill('7');
  await page.getByRole('button', { name: 'Créer la rencontre' }).click();
  const add = page.getByLabel('Ajout rapide');
  for (const line of [
    'Aldric PJ init +2 PV 24 CA 17 contact 12 dépourvu 15',
    'Mirabelle PJ init +3 PV 16 CA 14 contact 13 dépourvu 11',
    'Tordek PJ init +1 PV 32 CA 18 contact 10 dépourvu 18',
    'Lidda PJ init +7 PV 14 CA 16 contact 15 dépourvu 12',
    'Ogre init -1 PV 29 CA 16 contact 8 dépourvu 16 BBA +3 For 21 taille G',
    '4 Orque init +0 PV 6 CA 13 contact 10 dépourvu 13',
    '3 Gobelin init +1 PV 5 CA 15 contact 12 dépourvu 14',
  ]) {
    await type(add, line);
    await add.press('Enter');
  }
  for (const [who, value] of [
    ['Aldric', 15],
    ['Mirabelle', 9],
    ['Tordek', 12],
    ['Lidda', 19],
  ]) {
    const field = page.getByLabel(`Initiative de ${who}`, { exact: true });
    await type(field, String(value));
    await field.press('Enter');
  }
  await page.keyboard.press('i');
  await page.getByRole('button', { name: 'Commencer le combat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Début du combat' });
  await dialog.getByRole('button', { name: 'Commencer', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  for (const [who, entry] of [
    ['Orque 2', '-4'],
    ['Ogre', '-11'],
    ['Gobelin 1', '-5'],
  ]) {
    const hp = page.getByLabel(`PV de ${who}`, { exact: true });
    await type(hp, entry);
    await hp.press('Enter');
  }
  await applyCondition(page, 'Orque 3', 'secou', /^Secoué/);
  await applyCondition(page, 'Tordek', 'etour', /^Étourdi/);
  await applyCondition(page, 'Ogre', 'aveug', /^Aveuglé/);
  await applyCondition(page, 'Ogre', 'enche', /^Enchevêtré/);
  await applyCondition(page, 'Ogre', 'fatig', /^Fatigué/);
  await page.keyboard.press('Escape');
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('n');
}
