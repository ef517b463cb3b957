/**
 * A GM whose system asks for less motion (WCAG 2.3.3) gets menus, pop-ups and dialogs at once,
 * without their fade and slide; without that preference they keep them. The rest of the suite runs
 * with less motion (playwright.config.ts): this spec checks both.
 */
import { expect, test, type Page } from '@playwright/test';

/** Opens the « Fichier » menu and returns the transition Mantine gave its list. */
async function fileMenuTransition(page: Page): Promise<string> {
  await page.goto('/');
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
  const button = page.getByRole('button', { name: 'Fichier' });
  // The menu's own button (its code comes after the first screen): this spec is about its motion.
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu.evaluate((list) => (list as HTMLElement).style.transitionDuration);
}

test.describe('moins d’animations demandé par le système', () => {
  test.use({ reducedMotion: 'reduce' });
  test('le menu Fichier s’ouvre sans fondu', async ({ page }) => {
    expect(await fileMenuTransition(page)).toBe('');
  });
});

test.describe('sans préférence', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('le menu Fichier s’ouvre avec son fondu', async ({ page }) => {
    expect(await fileMenuTransition(page)).toMatch(/^\d+ms$/);
  });
});
