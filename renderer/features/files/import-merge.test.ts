import { describe, expect, it } from 'vitest';
import { readIncoming } from './read-any';
import { mergeImports, type BatchRead } from './import-merge';
import { readDroppedFiles } from './encounter-files';
import pf1Goblin from '../../../shared/files/fixtures/foundry/pf1-goblin.json?raw';
import pf1Fighter from '../../../shared/files/fixtures/foundry/pf1-fighter.json?raw';
import oseHobgoblin from '../../../shared/files/fixtures/foundry/ose-hobgoblin.json?raw';
import cofGobelin from '../../../shared/files/fixtures/foundry/cof-gobelin.json?raw';
import iiEncounter from '../../../shared/files/fixtures/improved-initiative-encounter.json?raw';

const target = { system: 'pf1' as const, encounterId: 'imp', seed: 7 };

const FIXTURES: Record<string, string> = {
  'foundry/pf1-goblin.json': pf1Goblin,
  'foundry/pf1-fighter.json': pf1Fighter,
  'foundry/ose-hobgoblin.json': oseHobgoblin,
  'foundry/cof-gobelin.json': cofGobelin,
  'improved-initiative-encounter.json': iiEncounter,
};
const fixture = (name: string) => FIXTURES[name] ?? '';
const read = (name: string, text = fixture(name)): BatchRead => ({
  name: name.split('/').pop() ?? name,
  result: readIncoming(text, name, null, target),
});

describe('several files imported at once (a folder of Foundry VTT actors)', () => {
  it('one library of every actor, with a summary naming each file', () => {
    const reads = [read('foundry/pf1-goblin.json'), read('foundry/pf1-fighter.json')];
    const merged = mergeImports(reads);
    if (!merged.ok || merged.kind !== 'library') throw new Error(JSON.stringify(merged));
    const one = reads.map((r) =>
      r.result.ok && r.result.kind === 'library' ? r.result.library.entries : [],
    );
    expect(merged.library.entries).toEqual([...one[0], ...one[1]]);
    expect(merged.report?.source).toMatch(/Foundry VTT.* — 2 fichiers$/);
    expect(merged.report?.read.some((l) => l.startsWith('pf1-goblin.json — '))).toBe(true);
    expect(merged.report?.read.some((l) => l.startsWith('pf1-fighter.json — '))).toBe(true);
  });

  it('says every file left and why: unreadable, an encounter (imported on its own), too big for the host', () => {
    const merged = mergeImports(
      [
        read('foundry/ose-hobgoblin.json'),
        read('broken.json', '{"format":'),
        read('improved-initiative-encounter.json'),
      ],
      [{ name: 'huge.json', message: 'Fichier trop volumineux (51,0 Mo)' }],
    );
    if (!merged.ok || merged.kind !== 'library') throw new Error(JSON.stringify(merged));
    expect(merged.report?.source).toMatch(/— 4 fichiers$/);
    const left = merged.report?.left ?? [];
    expect(left).toContain('huge.json : Fichier trop volumineux (51,0 Mo)');
    expect(left.some((l) => l.startsWith('broken.json : '))).toBe(true);
    expect(left).toContain(
      'improved-initiative-encounter.json : une rencontre s’importe seule (Fichier › Importer, ce seul fichier).',
    );
  });

  it('refuses with every reason when nothing could be imported, and gives one file’s own answer unchanged', () => {
    const nothing = mergeImports([read('a.json', 'nope'), read('b.json', '[]')]);
    expect(nothing).toMatchObject({
      ok: false,
      cancelled: false,
      message: 'Rien n’a été importé des 2 fichiers choisis.',
    });
    expect(nothing.ok ? [] : nothing.details).toHaveLength(2);
    const alone = read('improved-initiative-encounter.json');
    expect(mergeImports([alone])).toBe(alone.result);
  });

  it('files dropped together go the same way; more than 100 are refused before any is read', async () => {
    const file = (name: string) => {
      const text = fixture(name);
      return { name: name.split('/').pop() ?? name, size: text.length, text: async () => text };
    };
    const dropped = await readDroppedFiles(
      [file('foundry/pf1-goblin.json'), file('foundry/cof-gobelin.json')],
      target,
    );
    expect(dropped).toMatchObject({ ok: true, kind: 'library' });
    let reads = 0;
    const many = Array.from({ length: 101 }, (_, i) => ({
      name: `${i}.json`,
      size: 2,
      text: async () => ((reads += 1), '{}'),
    }));
    expect(await readDroppedFiles(many, target)).toMatchObject({
      ok: false,
      message: 'Trop de fichiers à la fois : 101 choisis, 100 au plus.',
    });
    expect(reads).toBe(0);
  });
});
