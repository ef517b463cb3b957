/**
 * A 3.5 round by its keys only (issue 27): an attack through the helper with its die rolled (Alt+R),
 * a delay, a grapple through the manoeuvre wizard, a ready and its trigger, an ongoing bleed applied
 * (O), act now, a dying PC stabilised, the end of the fight — then a B/X round through its phases and
 * its morale check. No click once the fight runs; the keys are counted.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { row, start, startBxSkirmish, turnOf } from './tracker-helpers';
import { blur, keyCounter, openKeyboardRound } from './keyboard-helpers';

type Keys = ReturnType<typeof keyCounter>;

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
async function attackByKeys(page: Page, keys: Keys) {
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
async function grappleByKeys(page: Page, keys: Keys) {
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
  // Steps: conditions, attack of opportunity, modifiers, touch attack, opposed checks, outcome.
  for (let step = 0; step < 10 && (await wizard.isVisible()); step++) {
    if ((await blankDie(wizard).count()) > 0) await keys.press('Alt+R');
    else await keys.press('Enter');
    await page.waitForFunction(() => document.activeElement !== document.body);
  }
  await expect(wizard).toBeHidden();
  await expect(page.getByRole('log')).toContainText(/lutte/i);
}

test('un round de D&D 3.5 au clavier : attaque et son dé, retarder, lutte, préparer, déclencher, saignement, agir, stabiliser, fin', async ({
  page,
}) => {
  await openKeyboardRound(page, 'Lidda', { started: false });
  await bleedOnGobelin(page);
  await start(page);
  // Set-up, not what this test is about: Lidda is dying (-3).
  const liddaHp = page.getByLabel('PV de Lidda', { exact: true });
  await liddaHp.fill('-19');
  await liddaHp.press('Enter');
  await expect(liddaHp).toHaveValue('');
  await blur(page);
  const log = page.getByRole('log');
  const keys = keyCounter(page);

  // Aldric attacks the Orque (row 2) through the helper, its d20 rolled by Alt+R.
  await keys.press('2');
  await attackByKeys(page, keys);

  // Aldric delays (D): the Orque's turn; it grapples Aldric through the wizard (M).
  await keys.press('d');
  await expect(log).toContainText('Aldric retarde son action');
  await turnOf(page, 'Orque');
  await grappleByKeys(page, keys);

  // The Orque readies (Maj+R, the trigger typed, Enter), then N: the Gobelin's turn.
  await keys.press('Shift+R');
  const trigger = page.getByLabel('Déclencheur');
  await expect(trigger).toBeFocused();
  await keys.type('un PJ approche');
  await keys.press('Enter');
  await expect(log).toContainText('Orque prépare une action : « un PJ approche »');
  await keys.press('n');
  await turnOf(page, 'Gobelin');

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
  const line = (label: RegExp) => shortcuts.getByRole('row').filter({ hasText: label });
  await expect(line(/^Stabiliser/)).toContainText('Personne n’est mourant.');
  await expect(line(/^Lancer le d20/)).toContainText('Aucun d20 à lancer');
  await expect(line(/^Tour suivant/)).toContainText('disponible');
  await keys.press('Escape');
  await expect(shortcuts).toBeHidden();

  // Maj+F: the end of the fight, confirmed by Tab and Enter; the summary follows.
  await keys.press('Shift+F');
  const end = page.getByRole('dialog', { name: 'Fin du combat ?' });
  await expect(end).toBeVisible();
  await keys.press('Tab');
  await keys.press('Enter');
  await expect(page.getByRole('dialog', { name: /^Bilan/ })).toBeVisible();
  console.log(`Round au clavier : ${keys.count()} touches, 0 clic`);
});

test('un round B/X au clavier : les phases (H), un orque tombe, le test de moral (Maj+M)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await startBxSkirmish(page);
  await blur(page);
  const keys = keyCounter(page);
  const log = page.getByRole('log');
  const phase = page.getByRole('region', { name: 'Phases du round' }).getByTestId('phased-round-phase');
  await expect(phase).toContainText('Phase 1/12 : Intentions');

  // No morale asked yet: Maj+M says so.
  await keys.press('Shift+M');
  await expect(page.getByText('Aucun test de moral demandé.')).toBeVisible();

  // Intentions, initiative, morale, movement, missiles, spells, then the party's melee (step 7).
  await keys.press('h', 6);
  await expect(phase).toContainText('Phase 7/12 : Mêlée');
  // The Guerrier fells Orque 1 (row 2, « -4 », Enter): the morale check is asked for.
  await keys.press('2');
  await keys.type('-4');
  await keys.press('Enter');
  await expect(row(page, 'Orque 1').getByTestId('hp')).toHaveText('0/4');
  await blur(page);
  await keys.press('Shift+M');
  await expect(log).toContainText(/[Mm]oral/);

  // On through the foes' phases to the end of the round.
  await keys.press('h', 5);
  await expect(phase).toContainText('Phase 12/12');
  console.log(`Round B/X au clavier : ${keys.count()} touches, 0 clic`);
});
