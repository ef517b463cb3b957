import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { installDesktopHost } from './desktop-host';
import { fileStatus, notice } from './files-helpers';
import {
  hp,
  newFight,
  next,
  openNewEncounter,
  quickAdd,
  row,
  start,
  turnOf,
  typeInitiative,
} from './tracker-helpers';

test.describe('fichiers (bureau : services du processus principal, fichiers sur disque)', () => {
  test('Enregistrer sur disque, recharger Paravent, Ouvrir : le même combat ; Enregistrer garde un .bak', async ({
    page,
  }) => {
    const host = await installDesktopHost(page);
    await newFight(page, 'Starfinder');
    await quickAdd(page, 'Obozaya PJ init +2 PV 30', '2 Pirate init +1 PV 12');
    await typeInitiative(page, { Obozaya: 18, 'Pirate 1': 12, 'Pirate 2': 7 });
    await start(page);
    await hp(page, 'Pirate 1', '-5');
    await next(page);
    await turnOf(page, 'Pirate 1');

    const path = join(host.folder, 'Abordage.paravent.json');
    host.nextSave = path;
    await page.keyboard.press('Control+S');
    await expect(notice(page, 'Rencontre enregistrée : Abordage.paravent.json')).toBeVisible();
    expect(host.dialogs).toEqual(['Enregistrer la rencontre sous']);
    const written = await readFile(path, 'utf8');
    expect(JSON.parse(written)).toMatchObject({ format: 'paravent/encounter', version: 3 });
    await expect(fileStatus(page)).toHaveText('Abordage');

    // The next Enregistrer goes to the same file without a dialog; the previous version is kept.
    await hp(page, 'Pirate 2', '-4');
    await page.keyboard.press('Control+S');
    await expect(fileStatus(page)).toHaveText('Abordage');
    await expect.poll(() => readFile(path, 'utf8')).not.toBe(written);
    expect(host.dialogs).toHaveLength(1);
    expect(await readFile(`${path}.bak`, 'utf8')).toBe(written);
    const saved = await readFile(path, 'utf8');
    // The save ends with the recent list's own atomic write: once done, no temporary file is left.
    await expect
      .poll(async () => (await readdir(host.folder)).filter((f) => f.endsWith('.paravent-tmp')))
      .toEqual([]);

    // A new fight after a reload, then Ouvrir the file: the fight comes back as it was saved.
    await page.reload();
    await openNewEncounter(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Créer la rencontre' }).click();
    await expect(page.getByTestId('round')).toHaveText('Préparation');
    host.nextOpen = path;
    await page.keyboard.press('Control+O');
    await expect(notice(page, 'Ouvert : Abordage.paravent.json')).toBeVisible();
    await expect(page.getByTestId('round')).toHaveText('Round 1');
    await turnOf(page, 'Pirate 1');
    await expect(row(page, 'Pirate 1').getByTestId('hp')).toHaveText('7/12');
    await expect(row(page, 'Pirate 2').getByTestId('hp')).toHaveText('8/12');
    await expect(fileStatus(page)).toHaveText('Abordage');

    // Saved once more with no change: the same bytes (the fight is stored under its own id).
    host.nextSave = join(host.folder, 'Copie.paravent.json');
    await page.keyboard.press('Control+Shift+S');
    await expect(notice(page, 'Rencontre enregistrée : Copie.paravent.json')).toBeVisible();
    const copy = JSON.parse(await readFile(host.nextSave, 'utf8'));
    const original = JSON.parse(saved);
    expect({ ...copy.encounter, id: '' }).toEqual({ ...original.encounter, id: '' });

    // Fichier › Récents: the files saved or opened, newest first; one click opens one.
    await page.getByRole('button', { name: 'Fichier' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: /^(Copie|Abordage)$/ })).toHaveText([
      'Copie',
      'Abordage',
    ]);
    await menu.getByRole('menuitem', { name: 'Abordage', exact: true }).click();
    await expect(notice(page, 'Ouvert : Abordage.paravent.json').last()).toBeVisible();
    await expect(fileStatus(page)).toHaveText('Abordage');

    // The backups folder holds the named snapshots taken meanwhile and no temporary file.
    const backups = await readdir(join(host.folder, 'backups'));
    expect(backups.filter((f) => f.includes('.paravent-tmp'))).toEqual([]);
  });
});
