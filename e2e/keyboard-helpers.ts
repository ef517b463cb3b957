/** What the keyboard-only round specs share (issue 27): their opening and the count of keys pressed. */
import type { Page } from '@playwright/test';
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
