/** What a GM does in the Library and with groups, shared by the end-to-end specs (French labels). */
import { expect, type Page } from '@playwright/test';

/** Types into a field of a dialog key by key, as a GM does. */
export async function typeIn(page: Page, label: string, text: string, exact = true) {
  const field = page.getByRole('dialog').getByLabel(label, { exact });
  await field.click();
  await field.pressSequentially(text, { delay: 20 });
}

/** « Fin du combat » from the Rencontre menu, confirmed; the summary follows. */
export async function endFight(page: Page) {
  await page.getByRole('button', { name: /^Rencontre/ }).click();
  await page.getByRole('menuitem', { name: 'Fin du combat' }).click();
  await page
    .getByRole('dialog', { name: 'Fin du combat ?' })
    .getByRole('button', { name: 'Finir le combat' })
    .click();
  await expect(page.getByRole('dialog', { name: /^Bilan/ })).toBeVisible();
}

/** « Nouvelle rencontre » from the Rencontre menu, without saving the fight to a file. */
export async function newEncounterFromMenu(page: Page) {
  await page.getByRole('button', { name: /^Rencontre/ }).click();
  await page.getByRole('menuitem', { name: 'Nouvelle rencontre' }).click();
  const ask = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
  if (await ask.isVisible().catch(() => false))
    await ask.getByRole('button', { name: 'Ne pas enregistrer' }).click();
}
