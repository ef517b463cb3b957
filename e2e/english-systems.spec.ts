/**
 * Issue 18, complete English, over the five systems: with the interface in English from the start,
 * a GM types quick-add lines with English words (and wrong ones), runs a fight of each system, a
 * condition with its timer, a manoeuvre wizard to its end, the CO and osr test helpers, an attack,
 * the dice panel, the end-of-fight summary and the palette — no French word may show. Proper names
 * and the GM's own combatants are allowed (english-walk.spec.ts covers Settings, Reference, Library,
 * About; file-messages-language.spec.ts the refused and repaired files).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

test.use({ viewport: { width: 1366, height: 768 } });

/** Words only French uses, and the letters typical of French. */
const FRENCH = [
  /\b(le|la|les|des|du|une|est|pas|avec|pour|dans|sur|contre|attendu|reçu|dégâts|tour de|rencontre|réglages|bibliothèque|aide|fermer|annuler|ajouter|suivant|réussite|échec|lutte|taille|cible|attaquant|défenseur|touché|raté|BBA|DMD|BMO|CAC|TAC0)\b/i,
  /[éèêàùçœ«»]/i,
  /\S :(\s|$)/,
];
/**
 * Proper names, and the citations of the French rules documents (« DRS › Combat › Lutte »: a source
 * is cited by its own headings, as the rules data names it).
 */
const ALLOWED = [
  /\b(DRS|SF|CO|OSR|Aide de jeu PF1|SRD 3\.5)( › [^›;)\n]*[^›;)\n\s])+/g,
  /Chroniques Oubliées/g,
  /Paravent, l'écran du MJ/g,
  /l'écran du MJ/g,
];

async function frenchIn(scope: Locator, where: string): Promise<string[]> {
  let text = await scope.innerText();
  for (const a of ALLOWED) text = text.replace(a, '');
  return text
    .split('\n')
    .filter((l) => FRENCH.some((f) => f.test(l)))
    .map((l) => `${where}: ${l.trim()}`);
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navigation' });
const row = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });

async function inEnglish(page: Page) {
  await page.goto('/#/combat');
  await expect(page.locator('body[data-ready="true"]')).toBeAttached();
  await nav(page).getByRole('button', { name: 'Réglages' }).click();
  await page.getByRole('combobox', { name: 'Langue' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await nav(page).getByRole('button', { name: 'Combat' }).click();
}

/** A new encounter of `system`, created from the English form (or the Encounter menu once one exists). */
async function newFight(page: Page, system: string) {
  const form = page.getByRole('button', { name: 'Create the encounter' });
  if (!(await form.isVisible())) {
    await page.getByRole('button', { name: /^Encounter/ }).click();
    await page.getByRole('menuitem', { name: 'New encounter' }).click();
    const discard = page.getByRole('button', { name: /Discard|Don’t save|Do not save/ });
    if (await discard.isVisible().catch(() => false)) await discard.click();
  }
  await page.getByLabel(system).check();
  await page.getByLabel('Dice seed (optional)').fill('7');
  await page.getByRole('button', { name: 'Create the encounter' }).click();
  await expect(page.getByLabel('Quick add')).toBeVisible();
}

/** The fight's setup by the English quick add (filled: typing.spec.ts types into it key by key). */
async function quickAdd(page: Page, ...lines: string[]) {
  const field = page.getByLabel('Quick add');
  for (const line of lines) {
    await field.fill(line);
    await field.press('Enter');
    await expect(field).toHaveValue('');
  }
}

/** A quick-add line refused: the message is English, the line stays. */
async function refusedLine(page: Page, line: string, message: string | RegExp) {
  const field = page.getByLabel('Quick add');
  await field.pressSequentially(line, { delay: 20 });
  await field.press('Enter');
  await expect(page.getByText(message)).toBeVisible();
  await expect(field).toHaveValue(line);
  await field.fill('');
}

async function startFight(page: Page, pcs: Record<string, number>) {
  for (const [name, value] of Object.entries(pcs)) {
    const field = page.getByLabel(`Initiative of ${name}`, { exact: true });
    await field.fill('');
    await field.pressSequentially(String(value), { delay: 20 });
    await field.press('Enter');
  }
  await page.getByRole('button', { name: /^(Roll initiative|Take the INIT scores)/ }).click();
  await page.getByRole('button', { name: 'Start combat' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start of combat' });
  await dialog.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function openFromRow(page: Page, name: string, item: string): Promise<Locator> {
  await row(page, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Runs the manoeuvre wizard from the choice to the outcome: dice rolled by Paravent, each step checked. */
async function maneuverToTheEnd(page: Page, who: string, maneuver: string, target: string, found: string[]) {
  const dialog = await openFromRow(page, who, 'Manoeuvre…');
  await dialog.getByRole('combobox', { name: 'Manoeuvre', exact: true }).click();
  await page.getByRole('option', { name: maneuver, exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Target', exact: true }).click();
  await page.getByRole('option', { name: target, exact: true }).click();
  const apply = dialog.getByRole('button', { name: 'Apply to the fight' });
  for (let step = 0; step < 8 && !(await apply.isVisible()); step++) {
    const rollAll = dialog.getByRole('button', { name: 'Roll the missing dice' });
    if (await rollAll.isVisible()) await rollAll.click();
    found.push(...(await frenchIn(dialog, `${maneuver} step ${step}`)));
    await dialog.getByRole('button', { name: 'Next', exact: true }).click();
  }
  await expect(dialog.getByRole('list', { name: 'Explanation' })).toBeVisible();
  found.push(...(await frenchIn(dialog, `${maneuver} outcome`)));
  await page.screenshot({ path: `/tmp/english2-${maneuver.toLowerCase()}-outcome.png` });
  await apply.click();
  await expect(dialog).toBeHidden();
}

/** The CO / osr helper: dice typed, written to the log. */
async function helperToLog(page: Page, who: string, target: string, fill: Record<string, number>) {
  const dialog = await openFromRow(page, who, 'Opposed test / attack…');
  await dialog.getByRole('combobox', { name: 'Target', exact: true }).click();
  await page.getByRole('option', { name: target, exact: true }).click();
  for (const [label, value] of Object.entries(fill)) {
    const field = dialog.getByRole('textbox', { name: label, exact: true });
    await field.fill('');
    await field.pressSequentially(String(value), { delay: 20 });
  }
  const found = await frenchIn(dialog, 'helper');
  await page.screenshot({ path: `/tmp/english2-helper-${who.toLowerCase()}.png` });
  await dialog.getByRole('button', { name: 'Write to the log' }).click();
  await expect(dialog).toBeHidden();
  return found;
}

test('in English, a fight of each of the five systems shows no French', async ({ page }) => {
  test.setTimeout(240_000);
  await inEnglish(page);
  const found: string[] = [];
  const log = page.getByRole('log', { name: 'Combat log' });

  // — D&D 3.5: English quick-add words, refused lines, a condition with its timer, a grapple wizard.
  await newFight(page, 'Dungeons & Dragons 3.5 (SRD)');
  await expect(page.getByLabel('Quick add')).toHaveAccessibleDescription(/AC, touch, flat-footed/);
  await refusedLine(page, 'Orc HP', '“HP”: a whole number must follow');
  await refusedLine(page, 'Orc HP 6 speed 9', /“speed” is not understood \(known words: init, HP/);
  await refusedLine(page, '0 Orc HP 6', 'Number of combatants: between 1 and 100 per line (got 0)');
  await quickAdd(
    page,
    'Aldric PC init +2 HP 24 AC 16 touch 12 flat-footed 14 BAB +3 Str 14',
    'Ogre init +0 HP 30 AC 16 touch 8 flat-footed 16 BAB +3 Str 21 size large',
  );
  await startFight(page, { Aldric: 18 });
  const shaken = await openFromRow(page, 'Ogre', 'Apply a condition…');
  await shaken.getByRole('combobox', { name: 'Condition' }).pressSequentially('shak', { delay: 30 });
  await page.getByRole('option', { name: /Shaken/ }).click();
  await shaken.getByRole('textbox', { name: /^Number/ }).fill('2');
  found.push(...(await frenchIn(shaken, 'Condition dialog')));
  await shaken.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(row(page, 'Ogre')).toContainText(/shaken/i);
  await maneuverToTheEnd(page, 'Aldric', 'Grapple', 'Ogre', found);
  await expect(log).toContainText('Grapple — Aldric against Ogre');
  found.push(...(await frenchIn(page.locator('body'), 'D&D 3.5 fight')));
  await page.screenshot({ path: '/tmp/english2-dnd35.png' });

  // — Pathfinder: a trip wizard (one CMB check), then the attack dialog.
  await newFight(page, 'Pathfinder (1st edition)');
  await refusedLine(
    page,
    'Goblin HP 6 KAC 15',
    '“KAC” is not used in Pathfinder (1st edition) (defences: AC, touch, flat-footed, CMD)',
  );
  await quickAdd(
    page,
    'Valeros PC init +2 HP 20 AC 18 CMD 20 BAB +5 Str 16',
    'Goblin init +1 HP 6 AC 16 CMD 12',
  );
  await startFight(page, { Valeros: 20 });
  await maneuverToTheEnd(page, 'Valeros', 'Trip', 'Goblin', found);
  await expect(log).toContainText('Trip — Valeros against Goblin');
  const attack = await openFromRow(page, 'Valeros', 'Attack…');
  await attack.getByRole('combobox', { name: 'Target', exact: true }).click();
  await page.getByRole('option', { name: 'Goblin', exact: true }).click();
  await attack.getByRole('textbox', { name: 'Bonus', exact: true }).fill('');
  await attack.getByRole('textbox', { name: 'Bonus', exact: true }).pressSequentially('6', { delay: 30 });
  await attack
    .getByRole('textbox', { name: 'Damage', exact: true })
    .pressSequentially('1d8+3', { delay: 30 });
  await attack
    .getByRole('textbox', { name: 'd20 (natural)', exact: true })
    .pressSequentially('15', { delay: 30 });
  await attack.getByRole('button', { name: 'Roll damage' }).click();
  found.push(...(await frenchIn(attack, 'Attack dialog')));
  await page.screenshot({ path: '/tmp/english2-attack.png' });
  await attack.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(log).toContainText('Attack — Valeros against Goblin');
  found.push(...(await frenchIn(page.locator('body'), 'Pathfinder fight')));

  // — Starfinder: Stamina and Resolve in English words, a KAC manoeuvre.
  await newFight(page, 'Starfinder');
  await quickAdd(
    page,
    'Vesk PC init +1 HP 20 SP 12 RP 4 KAC 18 EAC 16 BAB +4 Str 16',
    'Ksarik init +2 HP 18 KAC 14 EAC 12',
  );
  await startFight(page, { Vesk: 19 });
  await maneuverToTheEnd(page, 'Vesk', 'Bull rush', 'Ksarik', found);
  found.push(...(await frenchIn(page.locator('body'), 'Starfinder fight')));
  await page.screenshot({ path: '/tmp/english2-sf1.png' });

  // — Chroniques Oubliées: INIT scores, an opposed test written to the log.
  await newFight(page, 'Chroniques Oubliées');
  await refusedLine(page, 'Orc HP 6 CMD 15', '“CMD” is not used in Chroniques Oubliées (defences: DEF)');
  await quickAdd(page, 'Aria PC init 15 HP 20 DEF 15', 'Orc init 12 HP 9 DEF 12');
  await startFight(page, {});
  found.push(...(await helperToLog(page, 'Aria', 'Orc', { 'd20 of Aria': 14, 'd20 of Orc': 9 })));
  await expect(log).toContainText('Opposed test — Aria against Orc: Aria wins');
  found.push(...(await frenchIn(page.locator('body'), 'CO fight')));

  // — Old school: THAC0 and descending AC, the attack helper; then the end-of-fight summary.
  await newFight(page, 'Old-school (B/X)');
  await quickAdd(page, 'Fighter PC init +0 HP 12 AC 4 THAC0 17', 'Orc init +0 HP 5 AC 6 THAC0 19 morale 8');
  await startFight(page, {});
  found.push(...(await helperToLog(page, 'Fighter', 'Orc', { 'd20 of Fighter': 15 })));
  await expect(log).toContainText('Attack — Fighter against Orc');
  found.push(...(await frenchIn(page.locator('body'), 'osr fight')));
  await page.getByRole('button', { name: /^Encounter/ }).click();
  await page.getByRole('menuitem', { name: 'End combat' }).click();
  const end = page.getByRole('dialog', { name: 'End the fight?' });
  await end.getByRole('button', { name: 'End the fight' }).click();
  await expect(page.getByText(/^Summary: /)).toBeVisible();
  found.push(...(await frenchIn(page.getByRole('dialog'), 'Summary')));
  await page.screenshot({ path: '/tmp/english2-summary.png' });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // — The dice panel (Reference) and the palette.
  await nav(page).getByRole('button', { name: 'Reference' }).click();
  const dice = page.getByRole('textbox', { name: 'Dice roll' });
  await dice.pressSequentially('2d6+3', { delay: 30 });
  await dice.press('Enter');
  await dice.fill('');
  await dice.pressSequentially('2d6+', { delay: 30 });
  await dice.press('Enter');
  found.push(...(await frenchIn(page.locator('body'), 'Dice panel')));
  await page.screenshot({ path: '/tmp/english2-dice.png' });
  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+K');
  const palette = page.getByRole('dialog');
  await palette.getByRole('textbox').first().pressSequentially('end', { delay: 30 });
  found.push(...(await frenchIn(palette, 'Palette')));
  await page.screenshot({ path: '/tmp/english2-palette.png' });
  await page.keyboard.press('Escape');

  expect(found).toEqual([]);
});
