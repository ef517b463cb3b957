/**
 * Issue 25: every write of the fights tables goes through the fight store (renderer/fight), which
 * writes a gesture as the fight's writer or takes the fight's writer lock (stored-fights.ts). This
 * test fails when code elsewhere in the renderer imports one of renderer/db's fight writers.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** renderer/db's functions that write the encounters, encounterEvents or checkpoints tables. */
const FIGHT_WRITERS = [
  'adoptEncounter',
  'claimWriter',
  'createEncounterRecord',
  'deleteEncounter',
  'deleteFight',
  'dropRedoTail',
  'duplicateEncounter',
  'makeEncounterCurrent',
  'renameEncounter',
  'restoreEncounter',
  'setHistoryStart',
  'writeCheckpoint',
  'writeFightChanges',
  'writeFileLink',
];

/**
 * Known until moved (issue 24 takes Réglages › Données' data logic out of its component): « Tout
 * importer » adds fights that are not stored yet, under new rows no window holds.
 */
const KNOWN: Record<string, string[]> = {
  'renderer/features/settings/DataSettings.tsx': ['createEncounterRecord'],
};

const renderer = resolve(import.meta.dirname, '../renderer');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The fight writers a file imports from renderer/db. */
function writersImported(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    const [, names = '', from = ''] = m;
    if (!/(^|\/)db(\/[\w-]+)?$/.test(from)) continue;
    for (const name of names.split(',').map((n) => n.trim().split(/\s+as\s+/)[0] ?? ''))
      if (FIGHT_WRITERS.includes(name)) found.push(name);
  }
  return found;
}

describe('who writes the fights tables', () => {
  it('only renderer/db (the writers) and renderer/fight (the store) — nothing else imports a writer', () => {
    const outside = sources(renderer)
      .map((path) => relative(resolve(renderer, '..'), path))
      .filter((path) => !path.startsWith('renderer/db/') && !path.startsWith('renderer/fight/'))
      .map((path) => [path, writersImported(readFileSync(resolve(renderer, '..', path), 'utf8'))] as const)
      .filter(([path, names]) => names.some((n) => !(KNOWN[path] ?? []).includes(n)));
    expect(outside).toEqual([]);
  });

  it('finds a writer imported from db, under any path or alias', () => {
    expect(writersImported("import { readSettings, writeFileLink } from '../../db';")).toEqual([
      'writeFileLink',
    ]);
    expect(writersImported("import {\n  renameEncounter as rename,\n} from '../db/encounter-list';")).toEqual(
      ['renameEncounter'],
    );
    expect(writersImported("import { renameEncounter } from './elsewhere';")).toEqual([]);
  });
});
