/**
 * Issue 17 › Seeing what went wrong: a rendering fault in the GM window and in the players' window
 * shows the error boundary (« Paravent a rencontré une erreur ») and a way on; the fight is not lost.
 * The fault is a browser API that throws once, while React commits a change (a layout effect of
 * the GM's rows, the players' list scrolling to the acting combatant): what a real bug looks like.
 */
import { expect, test, type Page } from '@playwright/test';
import { hp, newFight, next, quickAdd, row, start, turnOf, typeInitiative } from './tracker-helpers';

test.use({ viewport: { width: 1366, height: 768 } });

/**
 * Makes `method` of Element/HTMLElement throw the next time it is called on an element inside
 * `within` (a CSS selector; anywhere when omitted), then work again.
 */
async function failOnce(page: Page, proto: 'Element' | 'HTMLElement', method: string, within = '') {
  await page.evaluate(
    ([p, m, w]) => {
      const target = (p === 'Element' ? Element.prototype : HTMLElement.prototype) as unknown as Record<
        string,
        (this: Element, ...args: unknown[]) => unknown
      >;
      const original = target[m];
      target[m] = function fail(this: Element, ...args: unknown[]) {
        if (w !== '' && this.closest(w) === null) return original.apply(this, args);
        target[m] = original;
        throw new Error('Panne simulée');
      };
    },
    [proto, method, within] as const,
  );
}

/** Makes setting `scrollTop` on an element inside `within` throw once (then work again). */
async function failScrollOnce(page: Page, within: string) {
  await page.evaluate((w) => {
    const own = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTop');
    if (!own?.set || !own.get) throw new Error('scrollTop');
    const { get, set } = own;
    Object.defineProperty(Element.prototype, 'scrollTop', {
      configurable: true,
      get,
      set(this: Element, value: number) {
        if (this.closest(w) === null) return set.call(this, value);
        Object.defineProperty(Element.prototype, 'scrollTop', own);
        throw new Error('Panne simulée');
      },
    });
  }, within);
}

async function fight(page: Page) {
  await newFight(page, 'Donjons & Dragons 3.5 (DRS)');
  await quickAdd(page, 'Aldric PJ init +2 PV 20 CA 16', 'Orque init +1 PV 16 CA 13');
  await typeInitiative(page, { Aldric: 17, Orque: 9 });
  await start(page);
  await turnOf(page, 'Aldric');
}

test('une erreur d’affichage dans la fenêtre du MJ : le message, Recharger, et le combat est là', async ({
  page,
}) => {
  await fight(page);
  await hp(page, 'Orque', '-5');
  await expect(row(page, 'Orque').getByTestId('hp')).toHaveText('11/16');

  // At the next turn the order scrolls to the acting combatant: that call fails.
  await failScrollOnce(page, 'main');
  await page.getByRole('button', { name: /Tour suivant/ }).focus();
  await page.keyboard.press('Enter');

  const alert = page.getByRole('alert').filter({ hasText: 'Paravent a rencontré une erreur' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Le combat n’a pas été touché');
  await expect(alert.getByRole('button', { name: 'Restaurer la dernière sauvegarde' })).toBeVisible();
  await page.screenshot({ path: '/tmp/shots/crash-gm-fr.png' });

  await alert.getByRole('button', { name: 'Recharger' }).click();
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
  // Nothing lost: the wound, and the turn given while the window failed.
  await expect(row(page, 'Orque').getByTestId('hp')).toHaveText('11/16');
  await turnOf(page, 'Orque');
  await next(page);
  await turnOf(page, 'Aldric');
});

test('une erreur d’affichage dans la fenêtre des joueurs : le message, Recharger, et l’affichage revient', async ({
  page,
}) => {
  await fight(page);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: "Ouvrir l'affichage joueurs" }).click();
  const display = await popup;
  await display.setViewportSize({ width: 1366, height: 768 });
  await expect(display.getByTestId('current-combatant')).toContainText('Aldric');

  // The list scrolls to the acting combatant at each turn: that call fails.
  await failOnce(display, 'HTMLElement', 'scrollIntoView');
  await next(page);
  const alert = display.getByRole('alert').filter({ hasText: 'Paravent a rencontré une erreur' });
  await expect(alert).toBeVisible();
  // The players' window only reloads (restoring a fight is the GM's).
  await expect(alert.getByRole('button', { name: 'Restaurer la dernière sauvegarde' })).toHaveCount(0);
  await display.screenshot({ path: '/tmp/shots/crash-display-fr.png' });
  // The GM window goes on meanwhile.
  await turnOf(page, 'Orque');

  await alert.getByRole('button', { name: 'Recharger' }).click();
  await expect(display.getByTestId('current-combatant')).toContainText('Orque');
  await next(page);
  await expect(display.getByTestId('current-combatant')).toContainText('Aldric');
});
