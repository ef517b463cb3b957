/** What a GM does on the Combat screen, shared by the end-to-end specs (French labels). */
import { expect, type Locator, type Page } from '@playwright/test';
import { deName } from '../shared/french-elision';

/** Opens the Combat screen and creates an encounter of `system` with a fixed dice seed. */
export async function newFight(page: Page, system: string, seed = 7) {
  await page.goto('/#/combat');
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
  await page.getByLabel(system).check();
  await page.getByLabel('Graine des dés (facultatif)').fill(String(seed));
  await page.getByRole('button', { name: 'Créer la rencontre' }).click();
  await expect(page.getByLabel('Ajout rapide')).toBeVisible();
}

/**
 * Adds each line by the quick add, then Enter: the fight's setup, so the line is filled at once, not
 * typed key by key (typing.spec.ts types into the quick add, key by key, before and during a fight;
 * typing a dozen lines key by key made a third of some specs' time).
 */
export async function quickAdd(page: Page, ...lines: string[]) {
  const field = page.getByLabel('Ajout rapide');
  for (const line of lines) {
    await field.fill(line);
    await field.press('Enter');
    await expect(field).toHaveValue('');
  }
}

export function row(page: Page, name: string): Locator {
  return page.getByRole('listitem', { name, exact: true });
}

export async function typeInitiative(page: Page, values: Record<string, number>, label = 'Initiative') {
  for (const [name, value] of Object.entries(values)) {
    const field = page.getByLabel(`${label} ${deName(name)}`, { exact: true });
    await field.fill('');
    await field.pressSequentially(String(value), { delay: 20 });
    await field.press('Enter');
    await expect(page.getByRole('log')).toContainText(`${name} : initiative ${value}`);
  }
}

export async function hp(page: Page, name: string, entry: string) {
  const field = page.getByLabel(`PV ${deName(name)}`, { exact: true });
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
  expect(page.getByRole('heading', { name: `Tour ${deName(name)}` })).toBeVisible();
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

/** What the GM types in one field in one go, key by key, then Enter: the field empties once taken. */
export async function typeLine(page: Page, label: string, text: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await field.pressSequentially(text, { delay: 30 });
  await field.press('Enter');
  await expect(field).toHaveValue('');
}

/**
 * The opening most rule specs share: a new fight of `system`, each quick-add line added (setup),
 * then the initiative typed per combatant (the fight is not started: some specs check before).
 */
export async function openFight(
  page: Page,
  system: string,
  lines: readonly string[],
  initiative: Record<string, number>,
) {
  await newFight(page, system);
  await quickAdd(page, ...lines);
  await typeInitiative(page, initiative);
}

/** The B/X skirmish the phase specs play: a fighter against two orcs (morale 8), started. */
export async function startBxSkirmish(page: Page) {
  await openFight(
    page,
    'Old-school (B/X)',
    ['Guerrier PJ PV 8 CA 4 TAC0 17', '2 Orque PV 4 CA 6 TAC0 19 moral 8'],
    { Guerrier: 5, 'Orque 1': 2, 'Orque 2': 2 },
  );
  await start(page);
}

/** Opens the player display from the Combat screen, as the second screen at 1920×1080. */
export async function openDisplay(page: Page): Promise<Page> {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: "Ouvrir l'affichage joueurs" }).click();
  const display = await popup;
  await display.setViewportSize({ width: 1920, height: 1080 });
  return display;
}

/** Adds `count` copies of a bestiary creature from the Bibliothèque drawer (searched by `search`). */
export async function addFromBestiary(page: Page, name: string, search: string, count: number) {
  await page.getByRole('main').getByRole('button', { name: 'Bibliothèque', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Bibliothèque' });
  await drawer.getByRole('tab', { name: 'Bestiaire' }).click();
  await drawer.getByLabel('Chercher dans le bestiaire').pressSequentially(search, { delay: 30 });
  const creature = drawer.getByRole('listitem', { name, exact: true });
  const field = creature.getByLabel(`Nombre ${deName(name)}`);
  await field.focus();
  await field.pressSequentially(String(count), { delay: 30 });
  await field.press('Enter');
  await page.keyboard.press('Escape');
}
