/**
 * Issue 26, end to end at 1366×768, typed key by key: a D&D 3.5 evening. A party of two made in
 * Groupe; a fight where Aldric is grappled, prone and fatigued and Lidda takes damage and nonlethal
 * damage (one blow « de Aldric », by mistake on her turn: credited to him); the ended fight saved,
 * then reopened with Ctrl+O — the same summary, the write-back offered once, the fight listed once;
 * the party written back (no grappled, no prone, the fatigue kept); a night's rest (the fatigue gone,
 * HP and nonlethal healed per the SRD); the next fight starting from there, where Lidda falls on the
 * orc's count and rolls her d% on her own turn that same round.
 */
import { expect, test, type Page } from '@playwright/test';
import { chooseFile, saveByDownload } from './files-helpers';
import { newEncounterFromMenu, typeIn } from './library-helpers';
import { hp, next, order, row, start, turnOf, typeInitiative, typeLine } from './tracker-helpers';

const SYSTEM = 'Donjons & Dragons 3.5 (DRS)';
const NAME = 'Embuscade au gué';

async function makeParty(page: Page) {
  await page.goto('/#/library');
  await expect(page.locator('body[data-ready="true"]')).toBeAttached({ timeout: 30_000 });
  for (const pc of [
    { name: 'Aldric', hp: '24', init: '2' },
    { name: 'Lidda', hp: '18', init: '3' },
  ]) {
    await page.getByRole('button', { name: 'Nouveau personnage' }).click();
    await typeIn(page, 'Nom', pc.name);
    await typeIn(page, 'PV (nombre ou dés : 4d8+4)', pc.hp);
    await typeIn(page, 'Modificateur d’initiative', pc.init, false);
    await typeIn(page, 'Niveau', '3');
    await page.getByRole('dialog').getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('listitem', { name: pc.name })).toBeVisible();
  }
}

async function newNamedFight(page: Page, name: string, seed: string, first = true) {
  await page.goto('/#/combat');
  await expect(page.locator('body[data-ready="true"]')).toBeAttached({ timeout: 30_000 });
  if (!first) await newEncounterFromMenu(page);
  const form = first ? page.getByRole('main') : page.getByRole('dialog');
  const nameField = form.getByLabel('Nom de la rencontre');
  await nameField.fill('');
  await nameField.pressSequentially(name, { delay: 20 });
  await form.getByLabel(SYSTEM).check();
  await form.getByLabel('Graine des dés (facultatif)').pressSequentially(seed, { delay: 20 });
  await form.getByRole('button', { name: 'Créer la rencontre' }).click();
  await expect(page.getByLabel('Ajout rapide')).toBeVisible();
}

/** « Appliquer un état » from a row's menu: a catalogue condition, until removed. */
async function applyUntilRemoved(page: Page, who: string, typed: string, option: RegExp) {
  await row(page, who)
    .getByRole('button', { name: `Actions pour ${who}` })
    .click();
  await page.getByRole('menuitem', { name: 'Appliquer un état…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Appliquer un état' });
  await dialog.getByRole('combobox', { name: 'État' }).pressSequentially(typed, { delay: 20 });
  await page.getByRole('option', { name: option }).click();
  await dialog.getByRole('combobox', { name: 'Durée' }).click();
  await page.getByRole('option', { name: 'Jusqu’à ce qu’on le retire' }).click();
  await dialog.getByRole('button', { name: 'Appliquer', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The summary's table: each combatant's damage dealt and taken. */
async function expectSummary(page: Page) {
  const summary = page.getByRole('dialog', { name: /^Bilan/ });
  const table = summary.getByRole('table', { name: /combat/i });
  const line = (name: string) => table.getByRole('row').filter({ hasText: name });
  // The orc hit Aldric (7) and Lidda (4 + 6 nonlethal); Aldric hit the orc (9), and the 5 typed
  // « de Aldric » on Lidda's turn are his too.
  await expect(line('Orque')).toContainText(/Orque\s*17\s*14/);
  await expect(line('Aldric')).toContainText(/Aldric\s*14\s*7/);
  await expect(line('Lidda')).toContainText(/Lidda\s*0\s*10/);
  return summary;
}

test.describe('an evening at the table (issue 26)', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('3.5: fight, save, reopen, write back, rest, next fight', async ({ page }) => {
    test.setTimeout(240_000);
    await makeParty(page);

    // Fight 1: the party joins, an orc comes.
    await newNamedFight(page, NAME, '7');
    await expect(order(page)).toHaveCount(2);
    await typeLine(page, 'Ajout rapide', 'Orque PV 20 CA 13');
    await typeInitiative(page, { Orque: 20, Aldric: 16, Lidda: 12 });
    await start(page);
    await turnOf(page, 'Orque');
    // The whole name fits in the header at 1366 px (issue 26: it was cut to « Embus… »).
    const title = page.getByRole('heading', { name: NAME, exact: true });
    await expect(title).toBeVisible();
    expect(await title.evaluate((el) => el.scrollHeight <= el.clientHeight + 1)).toBe(true);
    await page.screenshot({ path: '/tmp/evening-header.png' });

    // The orc's turn: Aldric hit, grappled, knocked prone, fatigued; Lidda hit, and a sap.
    await hp(page, 'Aldric', '-7');
    await applyUntilRemoved(page, 'Aldric', 'agrip', /^Agrippé/);
    await applyUntilRemoved(page, 'Aldric', 'à terre', /^À terre/);
    await applyUntilRemoved(page, 'Aldric', 'fatigu', /^Fatigué/);
    await hp(page, 'Lidda', '-4');
    await hp(page, 'Lidda', 'nl6');
    await expect(page.getByRole('log')).toContainText('Lidda : 4 dégâts d’Orque');
    await next(page);
    await turnOf(page, 'Aldric');
    await hp(page, 'Orque', '-9');
    await next(page);
    await turnOf(page, 'Lidda');
    // Aldric's readied crossbow, typed on Lidda's turn: credited to him.
    await hp(page, 'Orque', '-5 de Aldric');
    await expect(page.getByRole('log')).toContainText('Orque : 5 dégâts d’Aldric');
    await page.screenshot({ path: '/tmp/evening-fight1.png' });

    // The end, and its summary.
    await page.getByRole('button', { name: /^Rencontre/ }).click();
    await page.getByRole('menuitem', { name: 'Fin du combat' }).click();
    await page
      .getByRole('dialog', { name: 'Fin du combat ?' })
      .getByRole('button', { name: 'Finir le combat' })
      .click();
    let summary = await expectSummary(page);
    await page.screenshot({ path: '/tmp/evening-summary.png' });
    await summary.getByRole('button', { name: 'Fermer' }).last().click();

    // Saved, then reopened with Ctrl+O: the same summary, the write-back still to do.
    const saved = await saveByDownload(page, () => page.keyboard.press('Control+S'));
    await page.locator('body').click({ position: { x: 600, y: 10 } });
    await chooseFile(page, () => page.keyboard.press('Control+O'), {
      name: saved.name,
      mimeType: 'application/json',
      buffer: Buffer.from(saved.text),
    });
    summary = await expectSummary(page);
    const writeBack = summary.getByRole('button', { name: 'Reporter l’état du groupe' });
    await expect(writeBack).toBeEnabled();
    await writeBack.click();
    await expect(summary.getByRole('button', { name: 'État du groupe reporté' })).toBeDisabled();
    await summary.getByRole('button', { name: 'Fermer' }).last().click();

    // Reopened once more: written back already, never offered again.
    await chooseFile(page, () => page.keyboard.press('Control+O'), {
      name: saved.name,
      mimeType: 'application/json',
      buffer: Buffer.from(saved.text),
    });
    summary = await expectSummary(page);
    await expect(summary.getByRole('button', { name: 'État du groupe reporté' })).toBeDisabled();
    await summary.getByRole('button', { name: 'Fermer' }).last().click();

    // Bibliothèque › Rencontres lists the fight once.
    await page.goto('/#/library');
    await page.getByRole('tab', { name: 'Rencontres' }).click();
    const fights = page.getByRole('table', { name: 'Rencontres' });
    await expect(fights.getByRole('row').filter({ hasText: NAME })).toHaveCount(1);

    // Groupe: what lasts was written back, what ended with the fight was not.
    await page.getByRole('tab', { name: 'Groupe' }).click();
    const aldric = page.getByRole('listitem', { name: 'Aldric' }).getByTestId('party-state');
    const lidda = page.getByRole('listitem', { name: 'Lidda' }).getByTestId('party-state');
    await expect(aldric).toHaveText('PV 17/24 · Fatigué · niveau 3');
    await expect(lidda).toHaveText('PV 14/18 · 6 non létaux · niveau 3');
    await page.screenshot({ path: '/tmp/evening-party.png' });

    // A night's rest (SRD › Natural healing): level 3 → +3 HP, nonlethal 3 per hour; the fatigue ends.
    await page.getByRole('combobox', { name: 'Système' }).click();
    await page.getByRole('option', { name: SYSTEM }).click();
    await page.getByRole('button', { name: 'Repos…' }).click();
    const rest = page.getByRole('dialog', { name: 'Repos du groupe' });
    await rest.getByText('Nuit de repos (8 h)').click();
    await expect(rest.getByRole('table')).toContainText('PV 17 → 20');
    await expect(rest.getByRole('table')).toContainText('Fatigué terminé');
    await expect(rest.getByRole('table')).toContainText('non létaux 6 → 0');
    await page.screenshot({ path: '/tmp/evening-rest.png' });
    await rest.getByRole('button', { name: 'Appliquer au groupe' }).click();
    await expect(aldric).toHaveText('PV 20/24 · niveau 3');
    await expect(lidda).toHaveText('PV 17/18 · niveau 3');

    // The next fight starts from there; Lidda falls on the orc's count and rolls on her own turn.
    await newNamedFight(page, 'Le pont', '11', false);
    await expect(row(page, 'Aldric').getByTestId('hp')).toHaveText('20/24');
    await expect(row(page, 'Lidda').getByTestId('hp')).toHaveText('17/18');
    await expect(row(page, 'Aldric').getByTestId('effect')).toHaveCount(0);
    await typeLine(page, 'Ajout rapide', 'Orque PV 20 CA 13');
    await typeInitiative(page, { Orque: 20, Aldric: 16, Lidda: 12 });
    await start(page);
    await turnOf(page, 'Orque');
    await hp(page, 'Lidda', '-20');
    await expect(row(page, 'Lidda').getByTestId('hp')).toHaveText('-3/18');
    await next(page);
    await turnOf(page, 'Aldric');
    await next(page);
    await turnOf(page, 'Lidda');
    await expect(page.getByTestId('round')).toHaveText('Round 1');
    await expect(page.getByRole('log')).toContainText(/Round 1 — Lidda mourant, d% = \d+/);
    await page.screenshot({ path: '/tmp/evening-dying.png' });
  });
});
