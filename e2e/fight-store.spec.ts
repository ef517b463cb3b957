/**
 * The fight store end to end (issue 14): two tabs on one fight, a reload in the middle of five
 * hundred gestures, and a fight stored by the previous layout (Dexie version 3) upgraded on open.
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { hp, newFight, quickAdd, row, start, typeInitiative } from './tracker-helpers';
import { deName } from '../shared/french-elision';

interface LegacyFixture {
  encounters: unknown[];
  encounterEvents: unknown[];
}
const legacy = JSON.parse(
  readFileSync(new URL('./fixtures/indexeddb-v3-fight.json', import.meta.url), 'utf8'),
) as LegacyFixture;

test.use({ viewport: { width: 1366, height: 768 } });

const saved = (page: Page) => expect(page.getByTestId('saving')).not.toHaveAttribute('data-pending');

test.describe('un seul combat, une seule fenêtre qui écrit', () => {
  test('deux onglets : le second suit en lecture seule, prend la main, rien n’est perdu', async ({
    context,
  }) => {
    const a = await context.newPage();
    await newFight(a, 'Pathfinder (1re édition)');
    await quickAdd(a, '3 Orque init +1 PV 30 CA 13');
    await saved(a);

    const b = await context.newPage();
    await b.goto('/#/combat');
    const banner = b.getByRole('status', { name: 'Lecture seule' });
    await expect(banner).toContainText('Une autre fenêtre mène ce combat');
    await expect(row(b, 'Orque 3').getByTestId('hp')).toHaveText('30/30');
    await expect(a.getByRole('status', { name: 'Lecture seule' })).toHaveCount(0);

    // B's keys change nothing and say why (not « Rien à annuler »).
    await b.keyboard.press('Control+z');
    await expect(b.getByRole('alert').filter({ hasText: 'lecture seule' }).first()).toBeVisible();
    await expect(b.getByText('Rien à annuler')).toHaveCount(0);

    // A's gesture reaches B live.
    await hp(a, 'Orque 1', '-5');
    await expect(row(b, 'Orque 1').getByTestId('hp')).toHaveText('25/30');

    // B takes over: A becomes read-only, B writes, A follows.
    await a.getByLabel('PV d’Orque 2', { exact: true }).pressSequentially('-7', { delay: 30 });
    await a.keyboard.press('Enter');
    await banner.getByRole('button', { name: 'Prendre la main' }).click();
    await expect(banner).toHaveCount(0);
    await expect(a.getByRole('status', { name: 'Lecture seule' })).toBeVisible();
    await expect(row(b, 'Orque 2').getByTestId('hp')).toHaveText('23/30');
    await hp(b, 'Orque 3', '-2');
    await expect(row(a, 'Orque 3').getByTestId('hp')).toHaveText('28/30');
    await saved(b);

    // Every gesture either window showed as done is stored.
    await a.reload();
    await expect(row(a, 'Orque 1').getByTestId('hp')).toHaveText('25/30');
    await expect(row(a, 'Orque 2').getByTestId('hp')).toHaveText('23/30');
    await expect(row(a, 'Orque 3').getByTestId('hp')).toHaveText('28/30');
    await b.screenshot({ path: '/tmp/store-shots/two-tabs-writer.png' });
    await a.screenshot({ path: '/tmp/store-shots/two-tabs-follower.png' });
  });

  test('deux fenêtres se passent la main six fois en tapant : aucun geste perdu, l’historique se relit et se défait en entier', async ({
    context,
  }) => {
    const a = await context.newPage();
    await newFight(a, 'Pathfinder (1re édition)');
    await quickAdd(a, '2 Orque init +1 PV 60 CA 13');
    await saved(a);
    const b = await context.newPage();
    await b.goto('/#/combat');
    await expect(b.getByRole('status', { name: 'Lecture seule' })).toBeVisible();

    // Each window types its damage key by key, then the other one takes over; a pause now and then
    // lets the writer take its idle checkpoint, so the history spans several checkpoints.
    const expected = { 'Orque 1': 60, 'Orque 2': 60 };
    let writer = a;
    let follower = b;
    for (let turn = 0; turn < 6; turn += 1) {
      const who = turn % 2 ? 'Orque 2' : 'Orque 1';
      const field = writer.getByLabel(`PV ${deName(who)}`, { exact: true });
      await field.click();
      await field.pressSequentially(`-${turn + 1}`, { delay: 30 });
      await writer.keyboard.press('Enter');
      expected[who] -= turn + 1;
      await expect(row(writer, who).getByTestId('hp')).toHaveText(`${expected[who]}/60`);
      if (turn % 3 === 2) await writer.waitForTimeout(2200);
      const banner = follower.getByRole('status', { name: 'Lecture seule' });
      await banner.getByRole('button', { name: 'Prendre la main' }).click();
      await expect(banner).toHaveCount(0);
      [writer, follower] = [follower, writer];
      await expect(row(writer, who).getByTestId('hp')).toHaveText(`${expected[who]}/60`);
    }
    await saved(writer);

    // Both windows read again what is stored: everything shown is there, the history loads.
    for (const page of [a, b]) {
      await page.reload();
      await expect(row(page, 'Orque 1').getByTestId('hp')).toHaveText(`${expected['Orque 1']}/60`);
      await expect(row(page, 'Orque 2').getByTestId('hp')).toHaveText(`${expected['Orque 2']}/60`);
      await expect(page.getByText(/Historique (illisible|incohérent)/)).toHaveCount(0);
    }
    // B reloaded last: A took the fight when B let go, and B follows.
    await expect(a.getByRole('status', { name: 'Lecture seule' })).toHaveCount(0);
    await expect(b.getByRole('status', { name: 'Lecture seule' })).toBeVisible();
    // A undoes every damage, those of both windows, across the checkpoints.
    const holder = a;
    await holder.locator('body').click({ position: { x: 5, y: 5 } });
    // One Ctrl+Z at a time, looking at the row it gives back, as a GM does.
    for (let turn = 5; turn >= 0; turn -= 1) {
      const who = turn % 2 ? 'Orque 2' : 'Orque 1';
      expected[who] += turn + 1;
      await holder.keyboard.press('Control+Z');
      await expect(row(holder, who).getByTestId('hp')).toHaveText(`${expected[who]}/60`);
    }
    await expect(row(holder, 'Orque 1').getByTestId('hp')).toHaveText('60/60');
    await expect(row(holder, 'Orque 2').getByTestId('hp')).toHaveText('60/60');
    await expect(holder.getByText(/Historique (illisible|incohérent)/)).toHaveCount(0);
  });

  test('un rechargement au milieu de cinq cents gestes ne perd aucun geste montré comme fait', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await newFight(page, 'Pathfinder (1re édition)');
    await quickAdd(page, 'Aldric init +5 PV 40', 'Orque init +1 PV 30');
    await typeInitiative(page, { Aldric: 15, Orque: 10 });
    await start(page);
    await expect(page.getByTestId('round')).toHaveText('Round 1');
    // Each burst of 250 gestures crosses a checkpoint (one every 200 events, fight-store.ts), as the
    // thousand of earlier versions did: what the bursts prove is the crossing, not their length.
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    for (let i = 0; i < 250; i += 1) await page.keyboard.press('n');
    await saved(page);
    await expect(page.getByTestId('round')).toHaveText('Round 126');
    await page.reload();
    await expect(page.getByTestId('round')).toHaveText('Round 126');
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    for (let i = 0; i < 250; i += 1) await page.keyboard.press('n');
    // Reloaded while the last gestures may still be on their way: what was shown as saved is there.
    await saved(page);
    const shown = await page.getByTestId('round').textContent();
    expect(shown).toBe('Round 251');
    await page.reload();
    await expect(page.getByTestId('round')).toHaveText('Round 251');
    // Undo goes back through the checkpoints (rebuilt from IndexedDB when needed).
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('Control+Z');
    await expect(page.getByTestId('round')).toHaveText('Round 249');
  });

  test('un combat enregistré par la version précédente (IndexedDB version 3) est mis à niveau à l’ouverture', async ({
    page,
  }) => {
    // A blank page of the same origin writes the old layout, before Paravent ever opens the base.
    await page.route('**/old-layout', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<html></html>' }),
    );
    await page.goto('/old-layout');
    await page.evaluate(async (fixture) => {
      await new Promise<void>((done, fail) => {
        const open = indexedDB.open('paravent', 30);
        open.onupgradeneeded = () => {
          const db = open.result;
          db.createObjectStore('settings', { keyPath: 'key' });
          for (const name of ['referencePins', 'referenceRecent'])
            db.createObjectStore(name, { keyPath: 'key' }).createIndex('at', 'at');
          db.createObjectStore('diceRolls', { keyPath: 'id', autoIncrement: true }).createIndex('at', 'at');
          db.createObjectStore('encounters', { keyPath: 'id' }).createIndex('updatedAt', 'updatedAt');
          db.createObjectStore('encounterEvents', { keyPath: ['encounterId', 'index'] }).createIndex(
            'encounterId',
            'encounterId',
          );
          const library = db.createObjectStore('library', { keyPath: 'id' });
          library.createIndex('kind', 'kind');
          library.createIndex('name', 'name');
          db.createObjectStore('playerView', { keyPath: 'id' });
          const backups = db.createObjectStore('backups', { keyPath: 'id' });
          backups.createIndex('at', 'at');
          backups.createIndex('encounterId', 'encounterId');
        };
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction(['encounters', 'encounterEvents'], 'readwrite');
          for (const r of fixture.encounters) tx.objectStore('encounters').put(r);
          for (const e of fixture.encounterEvents) tx.objectStore('encounterEvents').put(e);
          tx.oncomplete = () => {
            db.close();
            done();
          };
          tx.onerror = () => fail(tx.error);
        };
      });
    }, legacy);
    await page.goto('/#/combat');
    await expect(row(page, 'Orque 1').getByTestId('hp')).toHaveText('3/10');
    await expect(row(page, 'Orque 2').getByTestId('hp')).toHaveText('10/10');
    await expect(page.getByRole('log')).toContainText('Orque 1 : 7 dégâts');
    await expect(page.getByText('Combat d’une version précédente')).toBeVisible();
    // It goes on as any fight, and survives a reload in the new layout.
    await hp(page, 'Orque 3', '-4');
    await saved(page);
    await page.reload();
    await expect(row(page, 'Orque 3').getByTestId('hp')).toHaveText('6/10');
    await page.keyboard.press('Control+Z');
    await expect(row(page, 'Orque 3').getByTestId('hp')).toHaveText('10/10');
    await page.screenshot({ path: '/tmp/store-shots/legacy-upgraded.png' });
  });
});

test('renommer le combat ouvert (Bibliothèque › Rencontres) est un geste : au journal, défait par Ctrl+Z', async ({
  page,
}) => {
  await newFight(page, 'Pathfinder (1re édition)');
  await quickAdd(page, 'Orque init +1 PV 30 CA 13');
  await page
    .getByRole('navigation', { name: 'Navigation' })
    .getByRole('button', { name: 'Bibliothèque' })
    .click();
  await page.getByRole('tab', { name: 'Rencontres' }).click();
  const table = page.getByRole('table', { name: 'Rencontres' });
  await table
    .getByRole('row', { name: 'Nouvelle rencontre' })
    .getByRole('button', { name: /Autres actions/ })
    .click();
  await page.getByRole('menuitem', { name: 'Renommer' }).click();
  const name = page.getByRole('dialog').getByLabel('Nom');
  await name.selectText();
  await name.pressSequentially('Embuscade au gué', { delay: 30 });
  await name.press('Enter');
  await expect(table.getByRole('row', { name: 'Embuscade au gué', exact: true })).toBeVisible();

  await page.getByRole('navigation', { name: 'Navigation' }).getByRole('button', { name: 'Combat' }).click();
  await expect(page.getByRole('log')).toContainText('« Nouvelle rencontre » devient « Embuscade au gué »');
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+Z');
  await expect(page.getByRole('log')).not.toContainText('devient « Embuscade au gué »');
  await saved(page);
  await page
    .getByRole('navigation', { name: 'Navigation' })
    .getByRole('button', { name: 'Bibliothèque' })
    .click();
  await page.getByRole('tab', { name: 'Rencontres' }).click();
  await expect(table.getByRole('row', { name: 'Nouvelle rencontre' })).toBeVisible();
});
