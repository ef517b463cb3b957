/** What a GM does in the Library and with groups, shared by the end-to-end specs (French labels). */
import { expect, type Page } from '@playwright/test';

/** Types into a field of a dialog key by key, as a GM does. */
export async function typeIn(page: Page, label: string, text: string, exact = true) {
  const field = page.getByRole('dialog').getByLabel(label, { exact });
  await field.click();
  await field.pressSequentially(text, { delay: 20 });
}

/** « Fin du combat », confirming it when the screen asks. */
export async function endFight(page: Page) {
  await page.getByRole('button', { name: 'Fin du combat' }).click();
  const confirm = page
    .getByRole('dialog')
    .getByRole('button', { name: /^(Terminer|Confirmer|Fin du combat)/ });
  if (await confirm.isVisible().catch(() => false)) await confirm.click();
  await expect(page.getByRole('dialog', { name: /^Bilan/ })).toBeVisible();
}
