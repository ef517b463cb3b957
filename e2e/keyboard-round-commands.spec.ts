/**
 * A 3.5 round by its keys only (issue 27): an attack through the helper with its die rolled (Alt+R),
 * a delay, a grapple through the manoeuvre wizard, a ready and its trigger, an ongoing bleed applied
 * (O), act now, a dying PC stabilised, the end of the fight — then a B/X round through its phases and
 * its morale check. No click once the fight runs; the keys are counted.
 */
import { expect, test } from '@playwright/test';
import { row, startBxSkirmish } from './tracker-helpers';
import { blur, keyCounter, pointerCounter } from './keyboard-helpers';
import { openRound35, playRound35 } from './keyboard-round-35';

test('un round de D&D 3.5 au clavier : attaque et son dé, retarder, lutte, préparer, déclencher, saignement, agir, stabiliser, fin', async ({
  page,
}) => {
  await openRound35(page);
  const keys = keyCounter(page);
  const clicks = await pointerCounter(page);
  await playRound35(page, keys, { delay: 'd', nextTurn: 'n' });
  expect(await clicks.count()).toBe(0);
  console.log(`Round au clavier : ${keys.count()} touches, ${await clicks.count()} clic`);
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
