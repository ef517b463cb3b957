import { expect, test, type Locator, type Page } from '@playwright/test';
import { nextStep, openManeuverMenu, pick, runningFight } from './maneuver-helpers';
import { newFight } from './tracker-helpers';

/**
 * Every text field of the product, typed into key by key with text holding every shortcut letter
 * (n p a i e l r t), digits (the rows' numbers), - and + (a row's HP entry) and ? (the shortcuts):
 * the field holds exactly what was typed, and nothing else happened — no dialog opened or closed,
 * no turn, no log line, no other screen, the focus still in the field.
 */
const TEXT = "Nain pirate elfe, tir à l'arc 12 -7 +3 ?";

const FIGHT = ['Ogre PV 30 CA 16 contact 8', 'Aldric PJ PV 12 CA 17 contact 12'];
const INIT = { Ogre: 15, Aldric: 10 };

async function fight(page: Page) {
  await runningFight(page, 'Donjons & Dragons 3.5 (DRS)', FIGHT, INIT);
}

interface Field {
  name: string;
  /** Puts the screen in the state where the GM types, and returns the field (focused or not). */
  open(page: Page): Promise<Locator>;
  /** Text typed there (default TEXT). */
  text?: string;
}

const FIELDS: Field[] = [
  {
    name: 'nom de la rencontre',
    open: async (page) => {
      await page.goto('/#/combat');
      const field = page.getByLabel('Nom de la rencontre');
      await field.fill('');
      return field;
    },
  },
  {
    name: 'ajout rapide (préparation)',
    open: async (page) => {
      await newFight(page, 'Donjons & Dragons 3.5 (DRS)');
      return page.getByLabel('Ajout rapide');
    },
    text: 'Tordek PJ init +1 PV 32 CA 18 ?',
  },
  {
    name: 'ajout rapide (+ Ajouter pendant le combat, touche A)',
    open: async (page) => {
      await fight(page);
      await page.locator('body').press('a');
      const field = page.getByLabel('Ajout rapide');
      await expect(field).toBeFocused();
      return field;
    },
  },
  {
    name: 'initiative d’une ligne',
    open: async (page) => {
      await fight(page);
      const field = page.getByLabel('Initiative d’Ogre', { exact: true });
      await field.fill('');
      return field;
    },
  },

  {
    name: 'PV d’une ligne',
    open: async (page) => (await fight(page), page.getByLabel('PV d’Ogre', { exact: true })),
    text: 'nl4 -7 +5 t5 ?',
  },
  {
    name: 'recherche de la référence',
    open: async (page) => {
      await page.goto('/#/reference');
      return page.getByLabel('Chercher dans la référence');
    },
    text: 'tenaille pris en tenaille ?',
  },
  {
    name: 'palette (Ctrl+K)',
    open: async (page) => {
      await fight(page);
      await page.keyboard.press('Control+K');
      const field = page.getByPlaceholder('Chercher une commande…');
      await expect(field).toBeFocused();
      return field;
    },
    text: 'abri partiel',
  },
  {
    name: 'recherche d’état (Appliquer un état)',
    open: async (page) => {
      await fight(page);
      await page.keyboard.press('e');
      return page.getByRole('dialog', { name: 'Appliquer un état' }).getByRole('combobox', { name: 'État' });
    },
    text: 'secoué nprt',
  },
  {
    name: 'durée (nombre de rounds)',
    open: async (page) => {
      await fight(page);
      await page.keyboard.press('e');
      const field = page
        .getByRole('dialog', { name: 'Appliquer un état' })
        .getByLabel('Nombre', { exact: true });
      await field.fill('');
      return field;
    },
  },
  {
    name: 'jet de dés',
    open: async (page) => {
      await page.goto('/#/reference');
      const field = page.getByLabel('Jet de dés');
      await field.fill('');
      return field;
    },
    text: '2d6+3 r n p ?',
  },
  {
    name: 'champ d’une manœuvre (BBA)',
    open: async (page) => {
      await fight(page);
      const dialog = await openManeuverMenu(page, 'Ogre');
      await pick(page, dialog, 'Manœuvre', 'Lutte');
      await pick(page, dialog, 'Cible', 'Aldric');
      await nextStep(dialog, 'Conditions');
      // Aldric has not acted yet: flat-footed, he makes no attack of opportunity (DRS › Pris au dépourvu).
      await nextStep(dialog, 'Modificateurs');
      const field = dialog
        .getByRole('group', { name: 'Attaquant : Ogre' })
        .getByRole('textbox', { name: 'BBA', exact: true });
      await field.fill('');
      return field;
    },
    // A number field (Mantine NumberInput) takes no letters by design: digits and the sign, which
    // are also the rows' numbers outside a field.
    text: '-12',
  },
  {
    name: 'déclencheur d’une action préparée',
    open: async (page) => {
      await fight(page);
      await page.getByRole('button', { name: 'Préparer une action' }).click();
      return page.getByLabel('Déclencheur');
    },
  },
  {
    name: 'nom dans le formulaire d’ajout',
    open: async (page) => {
      await newFight(page, 'Donjons & Dragons 3.5 (DRS)');
      await page.getByRole('button', { name: 'Formulaire' }).click();
      return page.getByRole('dialog').getByLabel('Nom', { exact: true });
    },
  },
];

/** What must not change while the GM types in a field. */
async function snapshot(page: Page) {
  const round = page.getByTestId('round');
  return {
    url: page.url(),
    dialogs: await page.getByRole('dialog').count(),
    round: (await round.count()) > 0 ? await round.textContent() : null,
    log: (await page.getByRole('log').count()) > 0 ? await page.getByRole('log').locator('p').count() : null,
  };
}

for (const field of FIELDS) {
  test(`taper dans « ${field.name} » : le champ garde exactement ce qui est tapé, rien d’autre ne se passe`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    const input = await field.open(page);
    await input.click();
    const before = await snapshot(page);
    const text = field.text ?? TEXT;
    await page.keyboard.type(text, { delay: 30 });
    await expect(input).toHaveValue(text);
    await expect(input).toBeFocused();
    expect(await snapshot(page)).toEqual(before);
  });
}

test('Ctrl+Z dans un champ défait la saisie, pas le combat ; hors du champ il défait le combat et le dit', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await fight(page);
  const hpField = page.getByLabel('PV d’Ogre', { exact: true });
  await hpField.pressSequentially('-7', { delay: 30 });
  await hpField.press('Enter');
  await expect(page.getByRole('listitem', { name: 'Ogre', exact: true }).getByTestId('hp')).toHaveText(
    '23/30',
  );
  // Enter gave the focus back to the row.
  await expect(page.getByRole('listitem', { name: 'Ogre', exact: true })).toBeFocused();

  await hpField.click();
  await page.keyboard.type('abc', { delay: 30 });
  await page.keyboard.press('Control+Z');
  await expect(hpField).not.toHaveValue('abc');
  await expect(page.getByRole('listitem', { name: 'Ogre', exact: true }).getByTestId('hp')).toHaveText(
    '23/30',
  );

  await page.keyboard.press('Escape');
  await expect(page.getByRole('listitem', { name: 'Ogre', exact: true })).toBeFocused();
  await page.keyboard.press('Control+Z');
  await expect(page.getByRole('listitem', { name: 'Ogre', exact: true }).getByTestId('hp')).toHaveText(
    '30/30',
  );
  await expect(page.getByText(/^Annulé : Ogre : 7 dégâts/)).toBeVisible();
  await page.keyboard.press('Control+Shift+Z');
  await expect(page.getByRole('listitem', { name: 'Ogre', exact: true }).getByTestId('hp')).toHaveText(
    '23/30',
  );
  await expect(page.getByText(/^Rétabli : Ogre : 7 dégâts/)).toBeVisible();
});
