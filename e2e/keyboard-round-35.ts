/**
 * The 3.5 round by keys of issue 27, shared by the specs that play it with the default keys and with
 * keys the GM rebound (Réglages › Raccourcis): its opening (a bleed on the Gobelin, Lidda dying) and
 * the round itself — an attack through the helper with its die rolled (Alt+R), a delay, a grapple
 * through the manoeuvre wizard, a ready and its trigger, the bleed applied (O), act now, Lidda
 * stabilised, the end of the fight.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { start, turnOf } from './tracker-helpers';
import type { keyCounter } from './keyboard-helpers';
import { blur, openKeyboardRound } from './keyboard-helpers';

/** A key counter (keyboard-helpers.ts). */
export type Keys = ReturnType<typeof keyCounter>;

/** Set-up, not what the test is about: a bleed on the Gobelin until removed, typed in the dialog. */
async function bleedOnGobelin(page: Page) {
  await page.getByRole('button', { name: 'Actions pour Gobelin' }).click();
  await page.getByRole('menuitem', { name: 'Appliquer un état…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Appliquer un état' });
  await dialog.getByText('Effet personnalisé', { exact: true }).click();
  await dialog.getByLabel('Nom de l’effet').pressSequentially('Saignement', { delay: 30 });
  await dialog.getByRole('combobox', { name: 'Durée', exact: true }).click();
  await page.getByRole('option', { name: 'Jusqu’à ce qu’on le retire' }).click();
  await dialog
    .getByLabel('Dégâts à chaque round (facultatif)')
    .pressSequentially('1d4 saignement', { delay: 30 });
  await dialog.getByRole('button', { name: 'Appliquer', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** A d20 field of `scope` still blank and open to a roll. */
function blankDie(scope: Locator): Locator {
  return scope.locator('input[placeholder="1–20"][value=""]:not([disabled])').filter({ visible: true });
}

/**
 * The attack helper on the selected row (T), its d20 rolled by Alt+R (and the confirmation when a
 * critical threatens), then Enter: a miss is noted, a hit asks its damage (typed) and Enter applies.
 */
export async function attackByKeys(page: Page, keys: Keys) {
  await keys.press('t');
  const dialog = page.getByRole('dialog', { name: 'Attaque d’Aldric' });
  const d20 = dialog.getByRole('textbox', { name: 'd20 (naturel)' });
  await expect(d20).toBeFocused();
  await keys.press('Alt+R');
  await expect(d20).toHaveValue(/^([1-9]|1\d|20)$/);
  const verdict = dialog.getByTestId('attack-verdict');
  if (/critique possible/.test(await verdict.innerText())) {
    await keys.press('Alt+R');
    await expect(dialog.getByRole('textbox', { name: 'Confirmation' })).toHaveValue(/^\d+$/);
  }
  const missed = /^Raté/.test(await verdict.innerText());
  const natural = await d20.inputValue();
  await keys.press('Enter');
  if (!missed) {
    await expect(dialog.getByRole('textbox', { name: /Dégâts/ }).last()).toBeFocused();
    await keys.type('5');
    await keys.press('Enter');
  }
  await expect(dialog).toBeHidden();
  // The die rolled by the key is the one in the log.
  await expect(page.getByRole('log')).toContainText(
    new RegExp(
      `Attaque — Aldric contre Orque : ${missed ? 'raté' : '(touché|coup critique)'}.*d20 ${natural} `,
    ),
  );
}

/** M on the selected row: « lutte », the target typed, then Enter step by step, each die by Alt+R. */
export async function grappleByKeys(page: Page, keys: Keys) {
  await keys.press('m');
  const wizard = page.getByRole('dialog', { name: /^Manœuvre/ });
  await expect(wizard.getByRole('combobox', { name: 'Manœuvre' })).toBeFocused();
  await keys.type('lutte');
  await keys.press('ArrowDown');
  await keys.press('Enter');
  await keys.press('Tab');
  await keys.type('Ald');
  await keys.press('ArrowDown');
  await keys.press('Enter');
  await expect(wizard.getByRole('combobox', { name: 'Cible' })).toHaveValue('Aldric');
  // Steps: conditions, attack of opportunity, modifiers, touch attack, opposed checks, outcome. Each
  // key is chosen from what the wizard shows once the previous one has shown its effect, as a GM
  // looks before pressing (on a busy machine, a choice made on the step before wasted keys).
  const shown = async () =>
    (await wizard.isVisible()) ? `${await wizard.innerText()}|${await blankDie(wizard).count()}` : 'closed';
  for (let step = 0; step < 12 && (await wizard.isVisible()); step++) {
    const before = await shown();
    if ((await blankDie(wizard).count()) > 0) await keys.press('Alt+R');
    else await keys.press('Enter');
    await expect.poll(shown).not.toBe(before);
    await page.waitForFunction(() => document.activeElement !== document.body);
  }
  await expect(wizard).toBeHidden();
  await expect(page.getByRole('log')).toContainText(/lutte/i);
}

/**
 * The opening, not what the round is about: Aldric, Lidda, the Orque and the Gobelin (18, 12, 9, 6),
 * a bleed on the Gobelin typed in its dialog, the fight started, Lidda dying (-3); no field focused.
 */
export async function openRound35(page: Page) {
  await openKeyboardRound(page, 'Lidda', { started: false });
  await bleedOnGobelin(page);
  await start(page);
  const liddaHp = page.getByLabel('PV de Lidda', { exact: true });
  await liddaHp.fill('-19');
  await liddaHp.press('Enter');
  await expect(liddaHp).toHaveValue('');
  await blur(page);
}

/** The keys of the round that the GM may have rebound (their defaults: D and N). */
export interface Round35Keys {
  delay: string;
  nextTurn: string;
  /** Pressed just before each of those, where the GM has rebound them: they must do nothing. */
  oldDelay?: string;
  oldNextTurn?: string;
}

/**
 * The round, every key counted by `keys`; the old keys of rebound commands are pressed uncounted
 * right before the new ones, and the turn that follows proves they did nothing (a delay or a turn
 * more and the next check fails).
 */
export async function playRound35(page: Page, keys: Keys, round: Round35Keys) {
  const log = page.getByRole('log');
  // Aldric attacks the Orque (row 2) through the helper, its d20 rolled by Alt+R.
  await keys.press('2');
  await attackByKeys(page, keys);

  // Aldric delays: the Orque's turn; it grapples Aldric through the wizard (M).
  if (round.oldDelay) await page.keyboard.press(round.oldDelay);
  await keys.press(round.delay);
  await expect(log).toContainText('Aldric retarde son action');
  await turnOf(page, 'Orque');
  await grappleByKeys(page, keys);

  // The Orque readies (Maj+R, the trigger typed, Enter), then the next turn: the Gobelin's.
  await keys.press('Shift+R');
  const trigger = page.getByLabel('Déclencheur');
  await expect(trigger).toBeFocused();
  await keys.type('un PJ approche');
  await keys.press('Enter');
  await expect(log).toContainText('Orque prépare une action : « un PJ approche »');
  if (round.oldNextTurn) await page.keyboard.press(round.oldNextTurn);
  await keys.press(round.nextTurn);
  await turnOf(page, 'Gobelin');
  await expect(log).not.toContainText('Orque retarde');

  // Its bleed, rolled with the fight's dice (O).
  await keys.press('o');
  await expect(log).toContainText(/Saignement sur Gobelin : \d/);
  await expect(page.getByRole('button', { name: 'Appliqué' })).toBeVisible();

  // Its trigger comes (Maj+T): the Orque acts before the Gobelin.
  await keys.press('Shift+T');
  await expect(log).toContainText('Orque agit avant Gobelin');

  // Aldric acts now (Maj+D).
  await keys.press('Shift+D');
  await expect(log).toContainText('Aldric agit maintenant');

  // Lidda, dying, is stabilised (Maj+S).
  await keys.press('Shift+S');
  await expect(log).toContainText('Lidda : stabilisé');

  // « ? » says what can act now: nobody is dying any more, nobody delays.
  await keys.press('Shift+?');
  const shortcuts = page.getByRole('dialog', { name: 'Raccourcis clavier' });
  await expect(shortcutLine(page, /^Stabiliser/)).toContainText('Personne n’est mourant.');
  await expect(shortcutLine(page, /^Lancer le d20/)).toContainText('Aucun d20 à lancer');
  await expect(shortcutLine(page, /^Tour suivant/)).toContainText('disponible');
  await keys.press('Escape');
  await expect(shortcuts).toBeHidden();

  // Maj+F: the end of the fight, confirmed by Tab and Enter; the summary follows.
  await keys.press('Shift+F');
  const end = page.getByRole('dialog', { name: 'Fin du combat ?' });
  await expect(end).toBeVisible();
  await keys.press('Tab');
  await keys.press('Enter');
  await expect(page.getByRole('dialog', { name: /^Bilan/ })).toBeVisible();
}

/** The line of a command in « ? ». */
export function shortcutLine(page: Page, command: RegExp): Locator {
  return page
    .getByRole('dialog', { name: 'Raccourcis clavier' })
    .getByRole('row')
    .filter({ hasText: command });
}
