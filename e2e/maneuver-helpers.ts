/** What a GM does in the manoeuvre wizard (French labels), shared by the manoeuvre specs. */
import { expect, type Locator, type Page } from '@playwright/test';
import { newFight, quickAdd, row, start, typeInitiative } from './tracker-helpers';

/** Opens the ⋯ menu of a row and picks « Manœuvre… » (or the CO / osr helper); returns the dialog. */
export async function openManeuverMenu(page: Page, name: string, item = 'Manœuvre…'): Promise<Locator> {
  await row(page, name)
    .getByRole('button', { name: `Actions pour ${name}` })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Picks an option of a Mantine Select by its label. */
export async function pick(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills a number field of one side's column (« Attaquant : Ogre »). */
export async function stat(scope: Locator, side: string, label: string, value: number | string) {
  const field = scope.getByRole('group', { name: side }).getByRole('textbox', { name: label, exact: true });
  await field.fill(String(value));
}

/** Goes on to the next step and checks its title. */
export async function nextStep(dialog: Locator, title: string) {
  await dialog.getByRole('button', { name: 'Suivant' }).click();
  await expect(dialog.getByRole('group', { name: title, exact: true })).toBeVisible();
}

/** Types the natural d20 of a die field. */
export async function die(dialog: Locator, label: string, value: number) {
  await dialog.getByRole('textbox', { name: label, exact: true }).fill(String(value));
}

/** A fight of `system` with these quick-add lines, initiative typed, started (nobody surprised). */
export async function runningFight(
  page: Page,
  system: string,
  lines: string[],
  initiative: Record<string, number>,
) {
  await newFight(page, system);
  await quickAdd(page, ...lines);
  await typeInitiative(page, initiative);
  await start(page);
}
