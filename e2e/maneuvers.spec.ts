import { expect, test, type Locator, type Page } from '@playwright/test';
import { newFight, quickAdd, row } from './tracker-helpers';
import { die, nextStep, openManeuverMenu, pick, runningFight, stat } from './maneuver-helpers';

const log = (page: Page) => page.getByRole('log');

/** The ogre's figures in the wizard: BBA 3, For 21, Grand. */
async function largeOgre(page: Page, dialog: Locator) {
  await stat(dialog, 'Attaquant : Ogre', 'BBA', 3);
  await stat(dialog, 'Attaquant : Ogre', 'For', 21);
  await pick(page, dialog.getByRole('group', { name: 'Attaquant : Ogre' }), 'Taille', 'Grand (G)');
}

test.describe('Manoeuvre wizards, as a GM runs them', () => {
  test('D&D 3.5 grapple: no AoO from a flat-footed target, touch attack, opposed checks, both grappled; Ctrl+Z takes it all back; then a pin', async ({
    page,
  }) => {
    await runningFight(
      page,
      'Donjons & Dragons 3.5 (DRS)',
      ['Ogre PV 30 CA 16 contact 8', 'Aldric PJ PV 12 CA 17 contact 12'],
      { Ogre: 15, Aldric: 10 },
    );

    const dialog = await openManeuverMenu(page, 'Ogre');
    await expect(dialog).toContainText('Manœuvre d’Ogre');
    await pick(page, dialog, 'Manœuvre', 'Lutte');
    await pick(page, dialog, 'Cible', 'Aldric');
    await expect(dialog).toContainText('DRS');
    await nextStep(dialog, 'Conditions');
    // Aldric has not acted yet: flat-footed, he makes no attack of opportunity (DRS › Pris au
    // dépourvu), so the wizard has no AoO step.
    await expect(dialog.getByRole('group', { name: 'Attaque d’opportunité', exact: true })).toHaveCount(0);
    await nextStep(dialog, 'Modificateurs');
    await largeOgre(page, dialog);
    await stat(dialog, 'Défenseur : Aldric', 'BBA', 2);
    await stat(dialog, 'Défenseur : Aldric', 'For', 12);
    // Aldric is flat-footed (he has not acted yet): the tracker's condition is listed and counted.
    await expect(dialog.getByRole('checkbox', { name: 'Pris au dépourvu' })).toBeChecked();
    await nextStep(dialog, 'Attaque de contact');
    // Ogre: BBA 3 + For 5 − 1 (taille) = +7 against touch AC 12 (Dex lost: flat-footed) … needs 5.
    await expect(dialog.getByTestId('needed')).toContainText(/Il faut \d+ ou plus/);
    await die(dialog, 'd20 d’Ogre (attaque de contact)', 15);
    await expect(dialog).toContainText('touché');
    await nextStep(dialog, 'Test opposé');
    await die(dialog, 'd20 d’Aldric', 8);
    // Ogre +12 (3 + 5 + 4 taille spéciale) against Aldric 8 + 3 = 11: any roll wins.
    await expect(dialog.getByTestId('needed').first()).toContainText('Réussite quel que soit le dé');
    await die(dialog, 'd20 d’Ogre', 4);
    await nextStep(dialog, 'Résultat');
    await expect(dialog.getByTestId('verdict')).toHaveText('Réussite');
    await expect(dialog).toContainText('Prise assurée');
    await dialog.getByRole('button', { name: 'Appliquer au combat' }).click();
    await expect(dialog).toBeHidden();

    await expect(row(page, 'Ogre')).toContainText('Agrippé (en lutte)');
    await expect(row(page, 'Aldric')).toContainText('Agrippé (en lutte)');
    await expect(log(page)).toContainText('Lutte — Ogre contre Aldric : réussite');
    const panel = page.getByRole('region', { name: 'Luttes en cours' });
    await expect(panel).toContainText('Ogre agrippe Aldric');

    // One gesture: Ctrl+Z takes back the log line and both conditions together.
    await page.keyboard.press('Control+z');
    await expect(row(page, 'Ogre')).not.toContainText('Agrippé');
    await expect(row(page, 'Aldric')).not.toContainText('Agrippé');
    await expect(log(page)).not.toContainText('Lutte — Ogre');
    await page.keyboard.press('Control+Shift+Z');
    await expect(row(page, 'Aldric')).toContainText('Agrippé (en lutte)');

    // Next round of the hold, from the panel: Ogre pins Aldric for 1 round.
    await panel.getByRole('button', { name: 'Ogre : immobiliser' }).click();
    const pin = page.getByRole('dialog');
    await expect(pin).toContainText('Lutte en cours : Ogre agit');
    await largeOgre(page, pin);
    await nextStep(pin, 'Test opposé');
    await die(pin, 'd20 d’Ogre', 12);
    await die(pin, 'd20 d’Aldric', 10);
    await nextStep(pin, 'Résultat');
    await pin.getByRole('button', { name: 'Appliquer au combat' }).click();
    await expect(row(page, 'Aldric')).toContainText('Immobilisé');
    await expect(log(page)).toContainText('Aldric : Immobilisé (1 round)');
    await expect(panel).toContainText('Ogre immobilise Aldric');
  });

  test('PF1 bull rush: CMB against CMD, the target pushed 4,50 m in the log', async ({ page }) => {
    await runningFight(
      page,
      'Pathfinder (1re édition)',
      ['Ogre PV 30 CA 16 DMD 20', 'Aldric PJ PV 12 CA 17 DMD 16'],
      { Ogre: 15, Aldric: 10 },
    );
    const dialog = await openManeuverMenu(page, 'Ogre');
    await pick(page, dialog, 'Manœuvre', 'Bousculade');
    await pick(page, dialog, 'Cible', 'Aldric');
    await nextStep(dialog, 'Conditions');
    // The flat-footed target makes no attack of opportunity (PRD › Flat-Footed).
    await nextStep(dialog, 'Modificateurs');
    await largeOgre(page, dialog);
    // Aldric is flat-footed: his Dex bonus is out of his CMD (the DMD he had on the sheet was 16).
    await expect(dialog.getByRole('group', { name: 'Détail selon les règles' })).toContainText(
      'DMD de la cible',
    );
    await nextStep(dialog, 'BMO contre DMD');
    await expect(dialog.getByTestId('needed')).toContainText(/Il faut \d+ ou plus/);
    await die(dialog, 'd20 d’Ogre (BMO)', 17);
    await nextStep(dialog, 'Résultat');
    await expect(dialog.getByTestId('verdict')).toHaveText('Réussite');
    await expect(dialog).toContainText('Aldric repoussé de 4,50 m');
    await dialog.getByRole('button', { name: 'Appliquer au combat' }).click();
    await expect(log(page)).toContainText('Bousculade — Ogre contre Aldric : réussite de 10');
    await expect(log(page)).toContainText('Aldric repoussé de 4,50 m');
  });

  test('PF1 trip failed by 10: the attacker falls prone', async ({ page }) => {
    await runningFight(
      page,
      'Pathfinder (1re édition)',
      ['Aldric PJ PV 12 CA 17 DMD 16', 'Ogre PV 30 CA 16 DMD 20'],
      { Aldric: 15, Ogre: 10 },
    );
    const dialog = await openManeuverMenu(page, 'Aldric');
    await pick(page, dialog, 'Manœuvre', 'Croc-en-jambe');
    await pick(page, dialog, 'Cible', 'Ogre');
    await nextStep(dialog, 'Conditions');
    await expect(dialog.getByRole('list', { name: 'Vérifications' })).toContainText(
      'La cible doit être debout',
    );
    // The flat-footed target makes no attack of opportunity (PRD › Flat-Footed).
    await nextStep(dialog, 'Modificateurs');
    await stat(dialog, 'Attaquant : Aldric', 'BBA', 2);
    await stat(dialog, 'Attaquant : Aldric', 'For', 12);
    await nextStep(dialog, 'BMO contre DMD');
    await die(dialog, 'd20 d’Aldric (BMO)', 2);
    await nextStep(dialog, 'Résultat');
    await expect(dialog.getByTestId('verdict')).toHaveText('Échec');
    await expect(dialog).toContainText('l’attaquant tombe à terre');
    await dialog.getByRole('button', { name: 'Appliquer au combat' }).click();
    await expect(row(page, 'Aldric')).toContainText('À terre');
    await expect(row(page, 'Ogre')).not.toContainText('À terre');
    await expect(log(page)).toContainText('Croc-en-jambe — Aldric contre Ogre : échec de 15');
    await expect(log(page)).toContainText('Aldric : À terre');
  });

  test('Starfinder grapple at KAC + 13: pinned until the end of the grappler’s next turn', async ({
    page,
  }) => {
    await runningFight(
      page,
      'Starfinder',
      ['Soldat PJ init +4 PV 20 CAC 18 CAE 17', 'Robot init +1 PV 15 CAC 16 CAE 15'],
      { Soldat: 18, Robot: 9 },
    );
    const dialog = await openManeuverMenu(page, 'Soldat');
    await pick(page, dialog, 'Manœuvre', 'Lutte');
    await pick(page, dialog, 'Cible', 'Robot');
    await nextStep(dialog, 'Conditions');
    await nextStep(dialog, 'Modificateurs');
    await stat(dialog, 'Attaquant : Soldat', 'Bonus d’attaque CaC', 10);
    await nextStep(dialog, 'Attaque contre CAC + 8');
    await expect(dialog.getByTestId('needed')).toContainText('Il faut 14 ou plus');
    await die(dialog, 'd20 de Soldat (attaque)', 19);
    await nextStep(dialog, 'Résultat');
    await expect(dialog).toContainText('CAC 16 + 13 = 29');
    await dialog.getByRole('button', { name: 'Appliquer au combat' }).click();
    await expect(row(page, 'Robot')).toContainText('Immobilisé');
    await expect(log(page)).toContainText('Lutte — Soldat contre Robot : réussite de 5');
    await expect(log(page)).toContainText("Robot : Immobilisé (jusqu'à la fin du prochain tour de Soldat)");
    await expect(page.getByRole('region', { name: 'Luttes en cours' })).toContainText(
      'Soldat immobilise Robot',
    );
  });

  test('Chroniques Oubliées: an opposed test, a natural 20 wins, written in the log', async ({ page }) => {
    await newFight(page, 'Chroniques Oubliées');
    await quickAdd(page, 'Aria PJ init 14 PV 20 DEF 15', 'Gobelin init 12 PV 6 DEF 13');
    const dialog = await openManeuverMenu(page, 'Aria', 'Test opposé / attaque…');
    await pick(page, dialog, 'Cible', 'Gobelin');
    await dialog.getByRole('textbox', { name: 'Modificateur de Gobelin' }).fill('8');
    await dialog.getByRole('textbox', { name: 'd20 d’Aria' }).fill('20');
    await dialog.getByRole('textbox', { name: 'd20 de Gobelin' }).fill('19');
    await expect(dialog).toContainText('Aria l’emporte (20 naturel)');
    await dialog.getByRole('button', { name: 'Inscrire au journal' }).click();
    await expect(log(page)).toContainText(
      'Test en opposition — Aria contre Gobelin : Aria l’emporte (20 naturel)',
    );
  });
});
