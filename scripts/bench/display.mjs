import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { runnerImport } from 'vite';

const RUNS = 20;
const DEXIE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('dexie/dist/dexie.js'), 'utf8');

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** A 30-combatant fight (5 hidden, effects on many) and its projection, from the real engine. */
async function projection() {
  const root = resolve(import.meta.dirname, '../..');
  const { module: combat } = await runnerImport(resolve(root, 'shared/combat/index.ts'));
  const { module: pv } = await runnerImport(resolve(root, 'shared/combat/player-view.ts'));
  const events = [];
  for (let i = 0; i < 30; i++) {
    const id = `c${i}`;
    events.push(
      {
        type: 'combatant-added',
        combatant: {
          id,
          name: `Combattant ${i}`,
          side: i < 4 ? 'pc' : 'enemy',
          hidden: i % 6 === 5,
          hpMax: 20,
        },
      },
      { type: 'initiative-set', id, value: 30 - i },
    );
  }
  events.push({ type: 'combat-started' });
  for (let i = 0; i < 30; i += 2) {
    events.push({
      type: 'effect-applied',
      targets: [`c${i}`],
      what: { kind: 'condition', conditionId: 'stunned' },
      duration: { kind: 'rounds', rounds: 3 },
    });
  }
  const start = combat.createEncounter({ id: 'bench', name: 'Bench', system: 'dnd35', seed: 1, options: {} });
  return pv.toPlayerView(combat.replay(start, events), pv.DEFAULT_PLAYER_VIEW_SETTINGS);
}

/** Loads Dexie into the GM page and opens the app's database, as the GM window's Dexie would. */
async function connectGm(page) {
  await page.evaluate(DEXIE_SOURCE);
  await page.evaluate(async () => {
    window.__gmDb = new window.Dexie('paravent');
    await window.__gmDb.open();
  });
}

/** One publication: GM page write → display DOM shows it (epoch ms in both pages). */
async function once(gm, display, view, label) {
  await display.evaluate((text) => {
    window.__shownAt = new Promise((done) => {
      const observer = new MutationObserver(() => {
        if (!document.body.innerText.includes(text)) return;
        observer.disconnect();
        done(performance.timeOrigin + performance.now());
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  }, label);
  const wrote = await gm.evaluate(async (v) => {
    const at = performance.timeOrigin + performance.now();
    await window.__gmDb.table('playerView').put({ id: 'current', view: v, at: Date.now() });
    return at;
  }, view);
  return (await display.evaluate(() => window.__shownAt)) - wrote;
}

/** Bench entry: a change published by the GM window, shown on the players' display. */
export async function run({ browser, url }) {
  const view = await projection();
  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  const gm = await context.newPage();
  await gm.goto(url);
  await gm.locator('body[data-ready="true"]').waitFor({ state: 'attached' });
  const display = await context.newPage();
  await display.goto(new URL('display.html', url).href);
  await display.getByRole('heading').first().waitFor();
  await connectGm(gm);
  const times = [];
  try {
    for (let i = 0; i < RUNS + 2; i++) {
      const round = 100 + i;
      const ms = await once(gm, display, { ...view, round }, `Round ${round}`);
      if (i >= 2) times.push(ms); // the first two warm the live query up
    }
  } finally {
    await context.close();
  }
  return [
    {
      name: 'Affichage joueurs mis à jour (médiane)',
      value: median(times),
      unit: 'ms',
      budget: 100,
      detail: `${RUNS} publications, ${view.order.length} combattants visibles, max ${Math.max(...times).toFixed(1)} ms`,
    },
  ];
}
