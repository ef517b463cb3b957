// The Library with 2,000 creatures (issue 16) and the open PF1 and D&D 3.5 bestiaries beside them
// (issue 31: 1,489 + 656 more): the search per keystroke in Node, then in Chromium the Bestiaire tab
// opened (« Tous les systèmes »: the open bestiaries load with it) and filtered key by key (Event
// Timing ≥ 16 ms counted, as for the reference).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runnerImport } from 'vite';
import { prefixTimings, slowKeystrokes } from './keystrokes.mjs';

const COUNT = 2000;
const QUERIES = ['gobelin', 'mort vivant', 'élémentaire', 'troll', 'zzz', 'dragon rouge adulte', 'ogre'];
const WORDS = [
  'Gobelin',
  'Orque',
  'Squelette',
  'Élémentaire',
  'Troll',
  'Loup',
  'Ogre',
  'Araignée',
  'Goule',
  'Dragon',
];
const TAGS = ['gobelinoïde', 'mort-vivant', 'animal', 'géant', 'dragon'];

/** 2,000 Library rows of every system. */
function rows() {
  const systems = ['dnd35', 'pf1', 'sf1', 'co', 'osr'];
  return Array.from({ length: COUNT }, (_, i) => {
    const name = `${WORDS[i % WORDS.length]} ${Math.floor(i / WORDS.length) + 1}`;
    return {
      id: `bench:${i}`,
      kind: 'bestiary',
      name,
      system: systems[i % systems.length],
      savedAt: i,
      combatant: { name, side: 'enemy', hpMax: 5 + (i % 40), defences: { ac: 12 + (i % 8) }, fighter: {} },
      stats: { nameEn: `Creature ${i}`, hpFormula: '1d8+1', tags: [TAGS[i % TAGS.length]], attacks: [] },
    };
  });
}

/** The open bestiaries (PF1, D&D 3.5) as the search reads their rows: French and English names, tags, English keywords. */
async function openRows() {
  const file = resolve(import.meta.dirname, '../../shared/bestiary/open/format.ts');
  const { module } = await runnerImport(file);
  return ['pf1', 'dnd35'].flatMap((system) => {
    const json = readFileSync(
      resolve(import.meta.dirname, `../../shared/bestiary/open/${system}.json`),
      'utf8',
    );
    return module.decodeOpenBestiary(JSON.parse(json)).creatures.map((c) => ({
      id: `open:${system}:${c.slug}`,
      kind: 'bestiary',
      name: c.fr,
      system,
      savedAt: 0,
      keywords: c.tagsEn.join(' '),
      combatant: { name: c.fr, side: 'enemy', hpMax: c.hp },
      stats: { nameEn: c.en, hpFormula: c.hd, tags: [...c.tags] },
    }));
  });
}

async function searchTimings(data) {
  const file = resolve(import.meta.dirname, '../../shared/library/search.ts');
  const { module } = await runnerImport(file);
  const t0 = performance.now();
  const index = new module.LibraryIndex(data);
  index.warm(); // the folding the Library does at idle time after drawing the list
  const buildMs = performance.now() - t0;
  return { buildMs, ...prefixTimings(QUERIES, (q) => index.filter({ query: q, system: null })) };
}

/** In the page: from the Combat screen, opens the Library and its Bestiaire tab; ms until its rows are drawn. */
async function openBestiary() {
  const t0 = performance.now();
  window.location.hash = '/library';
  await new Promise((done) => {
    const check = () => {
      const tab = [...document.querySelectorAll('[role="tab"]')].find((x) => x.textContent === 'Bestiaire');
      if (tab) {
        tab.click();
        const items = document.querySelectorAll('[role="tabpanel"] [role="listitem"]');
        if (items.length > 0) return done();
      }
      requestAnimationFrame(check);
    };
    check();
  });
  await new Promise((done) => requestAnimationFrame(() => done()));
  return performance.now() - t0;
}

async function browserTimings(browser, url, data) {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await page.goto(`${url}#/combat`);
  await page.locator('body[data-ready="true"]').waitFor({ state: 'attached' });
  await page.evaluate(
    (entries) =>
      new Promise((done, fail) => {
        const req = indexedDB.open('paravent');
        req.onerror = () => fail(req.error);
        req.onsuccess = () => {
          const tx = req.result.transaction('library', 'readwrite');
          for (const e of entries) tx.objectStore('library').put(e);
          tx.oncomplete = () => done();
          tx.onerror = () => fail(tx.error);
        };
      }),
    data,
  );
  // First opening (the Library's code never ran yet), then a second one (back from the Combat screen).
  const openMs = await page.evaluate(openBestiary);
  await page.evaluate(() => {
    window.location.hash = '/combat';
  });
  await page.getByRole('tab', { name: 'Bestiaire' }).waitFor({ state: 'detached' });
  await page.waitForTimeout(500);
  const reopenMs = await page.evaluate(openBestiary);
  // The open bestiary's rows are in the list before the GM types (« Bestiaire ouvert : 1495 créatures… »).
  await page
    .getByRole('status')
    .filter({ hasText: /^Bestiaire ouvert : \d+ créatures/ })
    .waitFor();
  const box = page.getByRole('searchbox', { name: 'Chercher dans le bestiaire' });
  const typed = await slowKeystrokes(page, box, QUERIES);
  await page.close();
  return { openMs, reopenMs, ...typed };
}

/** Bench entries: Library search per keystroke (Node and Chromium) and the Bestiaire's opening. */
export async function run({ browser, url }) {
  const data = rows();
  const open = await openRows();
  const s = await searchTimings(data);
  const full = await searchTimings([...data, ...open]);
  const b = await browserTimings(browser, url, data);
  return [
    {
      name: 'Bibliothèque 2 000 fiches : recherche par frappe (médiane)',
      value: s.median,
      unit: 'ms',
      budget: 16,
      detail: `${s.count} recherches, max ${s.max.toFixed(2)} ms, index (fait au repos) ${s.buildMs.toFixed(0)} ms`,
    },
    {
      name: `Bibliothèque 2 000 fiches + bestiaires ouverts PF1 et D&D 3.5 (${open.length}) : recherche par frappe (pire)`,
      value: full.max,
      unit: 'ms',
      budget: 16,
      detail: `${full.count} recherches, médiane ${full.median.toFixed(3)} ms, index (fait au repos) ${full.buildMs.toFixed(0)} ms`,
    },
    {
      name: `Bibliothèque 2 000 fiches + bestiaires ouverts PF1 et D&D 3.5 : frappes ≥ 16 ms dans Chromium`,
      value: b.slow,
      unit: `/ ${b.keys}`,
      budget: 0,
      detail: b.slow ? `pire ${b.worst} ms` : 'aucune (Event Timing)',
    },
    {
      name: 'Bibliothèque 2 000 fiches : ouverture du Bestiaire',
      value: b.openMs,
      unit: 'ms',
      budget: 100,
      detail: 'première ouverture (code jamais exécuté) ; liste virtualisée : les lignes visibles seulement',
    },
    {
      name: 'Bibliothèque 2 000 fiches : réouverture du Bestiaire',
      value: b.reopenMs,
      unit: 'ms',
      budget: 100,
      detail: "depuis l'écran Combat",
    },
  ];
}
