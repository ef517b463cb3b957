/**
 * Issue 16, second pass, end to end at 1366×768: the CO starter bestiary; a group playing « un tour
 * pour tout le groupe » (one row, one turn); the Library drawer mid-fight following the newcomers
 * rule (hidden from the players); a Starfinder party's 10-minute rest (1 RP → all Stamina); what the
 * summary says about XP in 3.5.
 */
import { expect, test, type Page } from '@playwright/test';
import { endFight, typeIn } from './library-helpers';
import { newFight, order, quickAdd, row, start, typeInitiative } from './tracker-helpers';
import { deName } from '../shared/french-elision';

async function library(page: Page) {
  await page.goto('/#/library');
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
}

async function loadStarter(page: Page) {
  await page.getByRole('tab', { name: 'Bestiaire' }).click();
  await page.getByRole('button', { name: 'Charger le bestiaire de départ' }).click();
}

/** Opens the tracker's Bibliothèque drawer and adds `count` copies of `name` key by key. */
async function addFromDrawer(page: Page, search: string, name: string, count: string) {
  const open = page.getByRole('main').getByRole('button', { name: 'Bibliothèque', exact: true });
  if (!(await open.isVisible())) {
    // Mid-fight the quick add is folded: A unfolds it, with its Bibliothèque button.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('a');
  }
  await open.click();
  const drawer = page.getByRole('dialog', { name: 'Bibliothèque' });
  await drawer.getByRole('tab', { name: 'Bestiaire' }).click();
  await drawer.getByLabel('Chercher dans le bestiaire').pressSequentially(search, { delay: 30 });
  const entry = drawer.getByRole('listitem', { name, exact: true });
  const field = entry.getByLabel(`Nombre ${deName(name)}`);
  await field.focus();
  await field.pressSequentially(count, { delay: 30 });
  await field.press('Enter');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

test.describe('Library, second pass', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('CO: the starter goblins, found by their English name, play one turn as a group', async ({ page }) => {
    await library(page);
    await loadStarter(page);
    const search = page.getByLabel('Chercher dans le bestiaire');
    await search.pressSequentially('elite goblin', { delay: 30 });
    const elite = page.getByRole('listitem', { name: 'Gobelin élite' });
    await expect(elite).toBeVisible();
    await expect(elite).toContainText('Chroniques Oubliées');
    await page.screenshot({ path: '/tmp/library-co-bestiary.png' });

    await newFight(page, 'Chroniques Oubliées');
    await quickAdd(page, 'Aldric PJ init 12 PV 20 DEF 15');
    await addFromDrawer(page, 'gobelin', 'Gobelin', '4');
    await expect(order(page)).toHaveCount(5);
    const group = page.getByRole('group', { name: 'Groupe Gobelin' });
    await expect(group).toContainText('Gobelin ×4');
    // CO offers no shared roll (fixed INIT scores): individual, or one turn for the group.
    await expect(page.getByText('Partagée', { exact: true })).toHaveCount(0);
    await page.getByText('Un tour pour tout le groupe', { exact: true }).click();
    await expect(group).toContainText('un seul tour');
    await expect(order(page)).toHaveCount(2);
    await start(page);
    const log = page.getByRole('log');
    await expect(log).toContainText('Tour de Gobelin 1');
    await page.screenshot({ path: '/tmp/library-one-turn.png' });
    await page.keyboard.press('n');
    await expect(log).toContainText('Tour d’Aldric');
    await page.keyboard.press('n');
    await expect(page.getByTestId('round')).toHaveText('Round 2');
    await expect(log).not.toContainText('Tour de Gobelin 2');

    // The group's line looks like a group: « Gobelin ×4 », a chevron, each member's HP in small.
    const line = row(page, 'Gobelin ×4');
    await expect(line).toHaveAttribute('data-group', 'folded');
    const members = line.getByLabel('PV des membres du groupe Gobelin');
    await expect(members).toContainText('Σ 12/12');
    // « -2 » typed on the line asks which members; 1 and 3 ticked by their number, Enter applies.
    const field = line.getByLabel('PV du groupe Gobelin (on choisit ensuite les membres)');
    await field.pressSequentially('-2', { delay: 30 });
    await field.press('Enter');
    const ask = page.getByRole('dialog', { name: '« -2 » : à quels membres de Gobelin ?' });
    await expect(ask).toBeVisible();
    await page.keyboard.press('1');
    await page.keyboard.press('3');
    await expect(ask.getByRole('button', { name: 'Appliquer à 2' })).toBeVisible();
    await page.screenshot({ path: '/tmp/group-line-ask-fr-1366.png' });
    await page.keyboard.press('Enter');
    await expect(ask).toBeHidden();
    await expect(members).toContainText('Σ 8/12');
    await expect(members).toContainText('1 3 1 3');
    await page.screenshot({ path: '/tmp/group-line-fr-1366.png' });
    // One gesture: one undo puts both back.
    await page.keyboard.press('Control+z');
    await expect(members).toContainText('Σ 12/12');
    // The chevron unfolds the group, and folds it back.
    await line.getByRole('button', { name: 'Déplier le groupe Gobelin' }).click();
    await expect(order(page)).toHaveCount(5);
    await page.getByRole('button', { name: 'Replier le groupe Gobelin' }).click();
    await expect(order(page)).toHaveCount(2);
  });

  test('in English, the folded group line reads « Goblin ×4 » and asks which members', async ({ page }) => {
    await page.goto('/#/combat');
    await expect(page.locator('body[data-ready="true"]')).toBeAttached();
    await page.getByText('EN', { exact: true }).click();
    await page.getByLabel('Dungeons & Dragons 3.5 (SRD)').check();
    await page.getByLabel('Dice seed (optional)').fill('7');
    await page.getByRole('button', { name: /Create/ }).click();
    const englishOrder = page.getByRole('list', { name: 'Initiative order' });
    const add = page.getByLabel('Quick add');
    for (const line of ['Aldric PC init 12 HP 20', '4 Goblin HP 1d8+1']) {
      await add.fill(line);
      await add.press('Enter');
      await expect(add).toHaveValue('');
    }
    await expect(englishOrder.getByRole('listitem')).toHaveCount(5);
    await page.getByText('One turn for the group', { exact: true }).click();
    await expect(englishOrder.getByRole('listitem')).toHaveCount(2);
    const line = row(page, 'Goblin ×4');
    await expect(line.getByRole('button', { name: 'Unfold the group Goblin' })).toBeVisible();
    const field = line.getByLabel('HP of the group Goblin (then choose the members)');
    await field.pressSequentially('-3', { delay: 30 });
    await field.press('Enter');
    const ask = page.getByRole('dialog', { name: '“-3”: which members of Goblin?' });
    await ask.getByRole('button', { name: 'All' }).click();
    await expect(ask.getByRole('button', { name: 'Apply to 4' })).toBeVisible();
    await page.screenshot({ path: '/tmp/group-line-ask-en-1366.png' });
    await ask.getByRole('button', { name: 'Apply to 4' }).click();
    await expect(ask).toBeHidden();
    await page.screenshot({ path: '/tmp/group-line-en-1366.png' });
  });

  test('mid-fight, the drawer’s newcomers come in hidden from the players', async ({ page }) => {
    await library(page);
    await loadStarter(page);
    await newFight(page, 'Donjons & Dragons 3.5 (DRS)');
    await quickAdd(page, 'Aldric PJ init +2 PV 24');
    await typeInitiative(page, { Aldric: 15 });
    await start(page);
    await addFromDrawer(page, 'loup', 'Loup', '2');
    for (const name of ['Loup 1', 'Loup 2']) {
      await expect(row(page, name).getByText('caché', { exact: true })).toBeVisible();
    }
    await page.screenshot({ path: '/tmp/library-drawer-hidden.png' });
    // Their initiative typed: they show (Réglages default: hidden until their initiative).
    await typeInitiative(page, { 'Loup 1': 11 });
    await expect(row(page, 'Loup 1').getByText('caché', { exact: true })).toHaveCount(0);
    await expect(row(page, 'Loup 2').getByText('caché', { exact: true })).toBeVisible();
  });

  test('Starfinder: the party’s 10-minute rest spends 1 RP for all Stamina', async ({ page }) => {
    await library(page);
    // The party of one system: the rests are that system's.
    await page.getByRole('combobox', { name: 'Système' }).click();
    await page.getByRole('option', { name: 'Starfinder' }).click();
    await page.getByRole('button', { name: 'Nouveau personnage' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('combobox', { name: 'Système' })).toHaveValue('Starfinder');
    await typeIn(page, 'Nom', 'Keskodai');
    await typeIn(page, 'PV (nombre ou dés : 4d8+4)', '20');
    await typeIn(page, 'Niveau', '3');
    await typeIn(page, 'PE max.', '18');
    await typeIn(page, 'PP max.', '5');
    await typeIn(page, 'PE restants', '4');
    await typeIn(page, 'PP restants', '3');
    await page.screenshot({ path: '/tmp/library-sf-entry.png' });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Repos…' }).click();
    const rest = page.getByRole('dialog', { name: 'Repos du groupe' });
    await rest.getByText('Repos de 10 minutes (1 PP → toute l’Endurance)').click();
    const preview = rest.getByRole('table', { name: 'Ce que le repos rend' });
    await expect(preview).toContainText('PE 4 → 18');
    await expect(preview).toContainText('PP 3 → 2');
    await page.screenshot({ path: '/tmp/library-sf-rest.png' });
    await rest.getByRole('button', { name: 'Appliquer au groupe' }).click();
    await expect(rest).toBeHidden();
    await expect(page.getByTestId('party-state')).toContainText('PE 18/18 · PP 2/5');
    await page.getByRole('button', { name: 'Repos…' }).click();
    await page
      .getByRole('dialog', { name: 'Repos du groupe' })
      .getByText(/^Repos de 10 minutes/)
      .click();
    await expect(page.getByRole('table', { name: 'Ce que le repos rend' })).toContainText(
      'Endurance déjà pleine',
    );
  });

  test('3.5: the summary says where XP comes from', async ({ page }) => {
    await newFight(page, 'Donjons & Dragons 3.5 (DRS)');
    await quickAdd(page, 'Aldric PJ init +2 PV 24', 'Orque PV 6', '3 Gobelin PV 1d8+1');
    // d20: three ways for a group, individual by default; in English too.
    const ways = page.getByRole('radiogroup', { name: 'Initiative des groupes :' });
    await expect(ways).toBeVisible();
    await expect(page.getByText('Individuelle', { exact: true })).toBeVisible();
    await page.getByText('Un tour pour tout le groupe', { exact: true }).click();
    await page.screenshot({ path: '/tmp/library-groups-fr.png' });
    await page.getByText('EN', { exact: true }).click();
    await expect(page.getByText('One turn for the group', { exact: true })).toBeVisible();
    await page.screenshot({ path: '/tmp/library-groups-en.png' });
    await page.getByText('FR', { exact: true }).click();
    await page.getByRole('button', { name: 'Lancer l’initiative des adversaires' }).click();
    await typeInitiative(page, { Aldric: 15, Orque: 8 });
    await start(page);
    await endFight(page);
    const summary = page.getByRole('dialog', { name: /^Bilan/ });
    await expect(summary.getByTestId('xp-rule')).toContainText('niveau du groupe');
    await page.screenshot({ path: '/tmp/library-summary-35.png' });
  });
});
