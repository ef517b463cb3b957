import { expect, test } from '@playwright/test';
import { row } from './tracker-helpers';
import { keyCounter, openKeyboardRound } from './keyboard-helpers';
import { deName } from '../shared/french-elision';

test('un round de D&D 3.5 sans la souris : choisir une ligne, -7, un état, quatre tours, annuler', async ({
  page,
}) => {
  await openKeyboardRound(page, 'Mirabelle', { extra: ' contact 12 dépourvu 15' });
  // From here on, no click: the keys are counted.
  const keys = keyCounter(page);

  // The Gobelin is row 3 (18, 12, 9, 6): its number selects it, « -7 » and Enter hit it.
  await keys.press('3');
  await expect(row(page, 'Gobelin')).toBeFocused();
  await keys.type('-7');
  await expect(page.getByLabel('PV de Gobelin', { exact: true })).toHaveValue('-7');
  await keys.press('Enter');
  await expect(row(page, 'Gobelin').getByTestId('hp')).toHaveText('0/7');
  await expect(row(page, 'Gobelin')).toBeFocused();

  // E on the selected row: « Secoué », 1 round by default; Enter picks it, Enter applies.
  await keys.press('e');
  const dialog = page.getByRole('dialog', { name: 'Appliquer un état' });
  await expect(dialog).toContainText('Gobelin');
  await keys.type('secou');
  await keys.press('Enter');
  await expect(dialog.getByRole('combobox', { name: 'État' })).toHaveValue(/^Secoué/);
  await keys.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(row(page, 'Gobelin').getByTestId('effect')).toHaveText([/^Secoué/]);

  // Four turns.
  for (const who of ['Orque', 'Gobelin', 'Mirabelle', 'Aldric']) {
    await keys.press('n');
    await expect(page.getByRole('heading', { name: `Tour ${deName(who)}` })).toBeVisible();
  }
  await expect(page.getByTestId('round')).toHaveText('Round 2');

  // One undo, which says what it undid.
  await keys.press('Control+Z');
  await expect(page.getByRole('heading', { name: 'Tour de Mirabelle' })).toBeVisible();
  await expect(page.getByText(/^Annulé : /)).toBeVisible();

  // 1 + 2 + 1 (damage) + 1 + 5 + 1 + 1 (condition) + 4 (turns) + 1 (undo), and no click.
  expect(keys.count()).toBe(17);

  // « ? » lists these keys, the rows' ones included.
  await page.keyboard.press('Shift+?');
  const shortcuts = page.getByRole('dialog', { name: 'Raccourcis clavier' });
  for (const text of [
    'Tour suivant',
    'Appliquer un état (à la ligne sélectionnée',
    'Afficher / masquer le journal',
    'Ligne précédente / suivante',
    'Aller à la ligne n°',
    'Sur une ligne : dégâts, soins, PV temporaires, non létaux',
    'revenir à la ligne',
  ]) {
    await expect(shortcuts).toContainText(text);
  }
});
