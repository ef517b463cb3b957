import { expect, test } from '@playwright/test';
import { dragInTie, newFight, order, quickAdd, row, typeInitiative } from './tracker-helpers';

test.describe('suivi de combat : égalités', () => {
  test('glisser-déposer dans une égalité, annulable, gardé au rechargement ; hors égalité rien ne bouge', async ({
    page,
  }) => {
    await newFight(page, 'Donjons & Dragons 3.5 (DRS)');
    await quickAdd(page, '3 Gobelin init +1 PV 5', 'Ogre init +1 PV 30');
    await typeInitiative(page, { 'Gobelin 1': 12, 'Gobelin 2': 12, 'Gobelin 3': 12, Ogre: 15 });
    const names = () => order(page).evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label')));
    const before = await names();
    expect(before[0]).toBe('Ogre');
    const [first, second, third] = before.slice(1) as string[];

    // The last of the tie goes on top of it.
    await dragInTie(page, third, first, 'above');
    await expect.poll(names).toEqual(['Ogre', third, first, second]);
    await expect(page.getByRole('log')).toContainText(`${third} : initiative 12`);

    // The ogre is not in the tie: no handle, and a goblin dropped on it stays where it was.
    await expect(row(page, 'Ogre').getByLabel(/^Glisser pour placer/)).toHaveCount(0);
    await dragInTie(page, first, 'Ogre', 'above');
    await expect(page.getByText('On ne déplace un combattant qu’au sein d’une égalité')).toBeVisible();
    await expect.poll(names).toEqual(['Ogre', third, first, second]);

    // One gesture: Ctrl+Z puts it back; Ctrl+Maj+Z again; a reload keeps it.
    await page.getByRole('button', { name: /Annuler/ }).click();
    await expect.poll(names).toEqual(before);
    await page.getByRole('button', { name: /Rétablir/ }).click();
    await expect.poll(names).toEqual(['Ogre', third, first, second]);
    await page.reload();
    await expect.poll(names).toEqual(['Ogre', third, first, second]);

    // The buttons are still the keyboard way.
    await page.getByRole('button', { name: `Agir avant (égalité) : ${second}` }).click();
    await expect.poll(names).toEqual(['Ogre', third, second, first]);

    // Dropped below the middle of a row: after it.
    await dragInTie(page, third, first, 'below');
    await expect.poll(names).toEqual(['Ogre', second, first, third]);
  });
});
