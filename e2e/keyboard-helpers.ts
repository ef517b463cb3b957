/** What the keyboard-only round specs share (issue 27): their opening and the count of keys pressed. */
import { expect, type Page } from '@playwright/test';
import { newFight, quickAdd, start, typeInitiative } from './tracker-helpers';

/** Keys pressed, counted: the figure the issue asks for (a round without the mouse). */
export function keyCounter(page: Page) {
  let keys = 0;
  return {
    count: () => keys,
    async press(key: string, times = 1) {
      for (let i = 0; i < times; i++) {
        keys += 1;
        await page.keyboard.press(key);
      }
    },
    async type(text: string) {
      keys += [...text].length;
      await page.keyboard.type(text, { delay: 30 });
    },
  };
}

/** The party and the foes of the keyboard rounds: Aldric 18, the Orque 12, the Gobelin 9, the 4th PC 6. */
export const ROUND_LINES = (pc: string, extra = '') => [
  `Aldric PJ init +2 PV 24 CA 17${extra}`,
  `${pc} PJ init +3 PV 16 CA 14`,
  'Orque init +0 PV 13 CA 13',
  'Gobelin init +1 PV 7 CA 15',
];

/**
 * At 1366×768, a 3.5 fight with Aldric, `pc`, an Orque and a Gobelin, initiative typed (18, 12, 9,
 * 6), not started yet when `started` is false; the focus on no field, where the GM's keys act.
 */
export async function openKeyboardRound(page: Page, pc: string, { extra = '', started = true } = {}) {
  await page.setViewportSize({ width: 1366, height: 768 });
  await newFight(page, 'Donjons & Dragons 3.5 (DRS)');
  await quickAdd(page, ...ROUND_LINES(pc, extra));
  await typeInitiative(page, { Aldric: 18, [pc]: 6, Orque: 12, Gobelin: 9 });
  if (started) await start(page);
  await blur(page);
}

/** Takes the focus out of any field (where a plain letter is the GM's shortcut, not typing). */
export async function blur(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** The keys pressed: a counter's (counted) or the page's own (set-up the test is not about). */
type Presser = Pick<ReturnType<typeof keyCounter>, 'press' | 'type'>;

/** The page's keyboard as a presser, uncounted. */
export function plainKeys(page: Page): Presser {
  return {
    press: (key, times = 1) => pressTimes(page, key, times),
    type: (text) => page.keyboard.type(text, { delay: 30 }),
  };
}

async function pressTimes(page: Page, key: string, times: number) {
  for (let i = 0; i < times; i++) await page.keyboard.press(key);
}

/** Réglages › Raccourcis by keys: the palette (Ctrl+K), « raccourcis », Entrée; the search has the focus. */
export async function openShortcutSettings(page: Page, keys: Presser = plainKeys(page)) {
  await keys.press('Control+K');
  await expect(page.getByPlaceholder('Chercher une commande…')).toBeFocused();
  await keys.type('changer les raccourcis');
  const palette = page.getByRole('dialog', { name: 'Palette de commandes' });
  await expect(palette.getByRole('button', { name: /^Changer les raccourcis clavier/ })).toBeVisible();
  await keys.press('Enter');
  await expect(palette).toBeHidden();
  const search = page.getByRole('textbox', { name: 'Chercher une commande', exact: true });
  await expect(search).toBeFocused();
  return search;
}

/**
 * In Réglages › Raccourcis, with the search focused: the command typed, Tab to its key, Entrée,
 * then the new key; the screen says it is kept. The focus goes back to the search (Maj+Tab).
 */
export async function rebindByKeys(
  page: Page,
  command: string,
  newKey: string,
  keys: Presser = plainKeys(page),
) {
  const search = page.getByRole('textbox', { name: 'Chercher une commande', exact: true });
  await expect(search).toBeFocused();
  await keys.press('Control+A');
  await keys.type(command);
  await keys.press('Tab');
  const button = page.getByRole('button', { name: new RegExp(`^Changer la touche de « ${command}`) });
  await expect(button).toBeFocused();
  await keys.press('Enter');
  await expect(page.getByRole('button', { name: /^Appuyez sur la nouvelle touche/ })).toBeFocused();
  await keys.press(newKey);
  await expect(page.getByRole('status')).toHaveText(new RegExp(`^✓ « ${command}.* » : `));
  await expect(page.getByTestId('rebind-said')).toBeVisible();
  await keys.press('Shift+Tab');
  await expect(search).toBeFocused();
}

/**
 * Pointer presses on the page from now on (clicks, taps), counted in the page itself: the keyboard
 * rounds assert there were none. Call `count()` before the page reloads.
 */
export async function pointerCounter(page: Page) {
  await page.evaluate(() => {
    const w = window as Window & { __pointerDowns?: number };
    w.__pointerDowns = 0;
    window.addEventListener('pointerdown', () => (w.__pointerDowns = (w.__pointerDowns ?? 0) + 1), true);
  });
  return {
    count: () => page.evaluate(() => (window as Window & { __pointerDowns?: number }).__pointerDowns ?? -1),
  };
}
