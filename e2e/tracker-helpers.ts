/** What a GM does on the Combat screen, shared by the end-to-end specs (French labels). */
import { expect, type Locator, type Page } from '@playwright/test';

/** Opens the Combat screen and creates an encounter of `system` with a fixed dice seed. */
export async function newFight(page: Page, system: string, seed = 7) {
  await page.goto('/#/combat');
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
  await page.getByLabel(system).check();
  await page.getByLabel('Graine des dés (facultatif)').fill(String(seed));
  await page.getByRole('button', { name: 'Créer la rencontre' }).click();
  await expect(page.getByLabel('Ajout rapide')).toBeVisible();
}

/** Types each line into the quick add, key by key, as a GM does, and Enter. */
export async function quickAdd(page: Page, ...lines: string[]) {
  const field = page.getByLabel('Ajout rapide');
  for (const line of lines) {
    await field.pressSequentially(line, { delay: 5 });
    await field.press('Enter');
    await expect(field).toHaveValue('');
  }
}

export function row(page: Page, name: string): Locator {
  return page.getByRole('listitem', { name, exact: true });
}

export async function typeInitiative(page: Page, values: Record<string, number>, label = 'Initiative') {
  for (const [name, value] of Object.entries(values)) {
    const field = page.getByLabel(`${label} de ${name}`, { exact: true });
    await field.fill('');
    await field.pressSequentially(String(value), { delay: 20 });
    await field.press('Enter');
    await expect(page.getByRole('log')).toContainText(`${name} : initiative ${value}`);
  }
}

export async function hp(page: Page, name: string, entry: string) {
  const field = page.getByLabel(`PV de ${name}`, { exact: true });
  await field.pressSequentially(entry, { delay: 20 });
  await field.press('Enter');
  await expect(field).toHaveValue('');
}

export async function start(page: Page, who?: 'Seul le groupe' | 'Seuls les adversaires') {
  await page.getByRole('button', { name: 'Commencer le combat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Début du combat' });
  if (who) await dialog.getByRole('button', { name: who }).click();
  await dialog.getByRole('button', { name: 'Commencer', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** « Rencontre ▾ » then « Fin du combat », confirmed. */
export async function endFight(page: Page) {
  await page.getByRole('button', { name: /^Rencontre/ }).click();
  await page.getByRole('menuitem', { name: 'Fin du combat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fin du combat ?' });
  await dialog.getByRole('button', { name: 'Finir le combat' }).click();
  await expect(dialog).toBeHidden();
}

/** « Rencontre ▾ » then « Nouvelle rencontre » (the unsaved-changes question may follow). */
export async function openNewEncounter(page: Page) {
  await page.getByRole('button', { name: /^Rencontre/ }).click();
  await page.getByRole('menuitem', { name: 'Nouvelle rencontre' }).click();
}

export const next = (page: Page) => page.getByRole('button', { name: /Tour suivant/ }).click();
export const turnOf = (page: Page, name: string) =>
  expect(page.getByRole('heading', { name: `Tour de ${name}` })).toBeVisible();
export const order = (page: Page) =>
  page.getByRole('list', { name: 'Ordre d’initiative' }).getByRole('listitem');

/** Drags `name` by its handle onto `onto` (same tie), dropping it above or below that row's middle. */
export async function dragInTie(page: Page, name: string, onto: string, where: 'above' | 'below') {
  const target = row(page, onto);
  const box = await target.boundingBox();
  if (!box) throw new Error(`${onto} n’est pas à l’écran`);
  await page.getByLabel(`Glisser pour placer dans l’égalité : ${name}`, { exact: true }).dragTo(target, {
    targetPosition: { x: box.width / 2, y: where === 'above' ? 6 : box.height - 6 },
    steps: 8,
  });
}
