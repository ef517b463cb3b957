// Bench of the files budgets (DESIGN §6, issue 9): a snapshot of a 200-combatant encounter
// (serialise + atomic write with fsync) and the validation of a 2,000-combatant file. Runs in Node
// through vite's runnerImport, like reference.mjs.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runnerImport } from 'vite';

const root = resolve(import.meta.dirname, '../..');

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** An encounter of `n` combatants built through the engine, with one effect on every other one. */
function buildEncounter(combat, n) {
  const start = combat.createEncounter({ id: 'bench', name: 'Bench', system: 'pf1', seed: 7 });
  const events = [];
  for (let i = 0; i < n; i++) {
    events.push({
      type: 'combatant-added',
      combatant: {
        id: `c${i}`,
        name: `Orque ${i + 1}`,
        hpMax: 10 + (i % 20),
        initiativeModifier: i % 5,
        defences: { ac: 13, cmd: 15 },
        fighter: { bab: 1, str: 16 },
        notes: 'Hache à deux mains, crie beaucoup.',
      },
    });
  }
  for (let i = 0; i < n; i += 2) {
    events.push({
      type: 'effect-applied',
      targets: [`c${i}`],
      what: { kind: 'custom', name: 'Béni', modifiers: [{ target: 'attack', value: 1 }] },
      duration: { kind: 'rounds', rounds: 10 },
    });
  }
  return combat.replay(start, events);
}

/** Bench entries. */
export async function run() {
  const { module: files } = await runnerImport(join(root, 'shared/files/index.ts'));
  const { module: combat } = await runnerImport(join(root, 'shared/combat/index.ts'));
  const { module: atomic } = await runnerImport(join(root, 'main/files/atomic-write.ts'));
  const dir = await mkdtemp(join(tmpdir(), 'paravent-bench-'));
  try {
    const enc200 = buildEncounter(combat, 200);
    const snapshots = [];
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      const text = files.encounterToFileText(enc200);
      await atomic.writeFileAtomic(join(dir, 'snapshot.paravent.json'), text, { keepBackup: false });
      snapshots.push(performance.now() - t0);
    }
    const big = files.encounterToFileText(buildEncounter(combat, 2000));
    const validations = [];
    const parses = [];
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      const r = files.readParaventFile(big, 'encounter');
      validations.push(performance.now() - t0);
      if (!r.ok) throw new Error(r.message);
      const t1 = performance.now();
      JSON.parse(big);
      parses.push(performance.now() - t1);
    }
    const validateOnly = median(validations) - median(parses);
    return [
      {
        name: 'Instantané 200 combattants (sérialiser + écriture atomique)',
        value: median(snapshots),
        unit: 'ms',
        budget: 50,
        detail: `médiane de 30, max ${Math.max(...snapshots).toFixed(1)} ms, ${(files.encounterToFileText(enc200).length / 1024).toFixed(0)} Ko, fsync fichier + dossier`,
      },
      {
        name: 'Validation fichier 2 000 combattants',
        value: validateOnly,
        unit: 'ms',
        budget: 10,
        detail: `taille UTF-8 + schéma + liens + état de santé (hors JSON.parse ${median(parses).toFixed(1)} ms ; ×${(validateOnly / median(parses)).toFixed(2)} JSON.parse, une mesure qui dépend moins de la charge) ; lecture complète ${median(validations).toFixed(1)} ms, ${(big.length / 1024).toFixed(0)} Ko`,
      },
    ];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// `node scripts/bench/files.mjs` runs this bench alone (no Chromium needed).
if (import.meta.url === `file://${process.argv[1]}`) {
  console.table(await run());
}
