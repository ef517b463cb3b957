import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { replay } from '../shared/combat/reducer';
import { setup } from '../shared/combat/test-fixtures';
import { encounterToFileText, libraryToFileText } from '../shared/files';
import { importCombatManager } from '../shared/files/combat-manager/combat-manager';
import { importFoundry } from '../shared/files/foundry/foundry';
import { CURRENT_VERSION } from '../shared/files/limits';
import { fileSchemas, schemaText } from './lib/file-schemas';

const root = resolve(import.meta.dirname, '..');
const folder = resolve(root, 'renderer/public/schema');
const fixture = (path: string) => readFileSync(resolve(root, 'shared/files/fixtures', path), 'utf8');

describe('published JSON Schemas of the file formats', () => {
  const schemas = fileSchemas();

  it.each(Object.keys(schemas))('%s is shipped and up to date (UPDATE_SCHEMAS=1 rewrites it)', (name) => {
    const path = resolve(folder, name);
    const text = schemaText(schemas[name]);
    if (process.env.UPDATE_SCHEMAS === '1') writeFileSync(path, text);
    expect(
      existsSync(path),
      `${name}: run UPDATE_SCHEMAS=1 npx vitest run scripts/file-schemas.test.ts`,
    ).toBe(true);
    expect(readFileSync(path, 'utf8')).toBe(text);
  });

  it('names the current format version', () => {
    expect(Object.keys(schemas)).toContain(`paravent-encounter.v${CURRENT_VERSION}.schema.json`);
  });

  const ajv = new Ajv({ allErrors: true, strict: false });
  const encounter = ajv.compile(schemas[`paravent-encounter.v${CURRENT_VERSION}.schema.json`]);
  const library = ajv.compile(schemas[`paravent-library.v${CURRENT_VERSION}.schema.json`]);

  const running = replay(
    setup('pf1', [
      { name: 'Lidda', side: 'pc', init: 18 },
      { name: 'Orque', side: 'enemy', init: 12, hpMax: 16 },
      { name: 'Ombre', side: 'enemy', init: 15, hidden: true },
    ]),
    [
      { type: 'combat-started' },
      { type: 'damage', id: 'orque' as never, amount: 5 },
      {
        type: 'effect-applied',
        targets: ['orque' as never],
        what: { kind: 'condition', conditionId: 'prone' },
        duration: { kind: 'rounds', rounds: 2 },
      },
      { type: 'turn-advanced' },
    ],
  );
  const cm = importCombatManager(fixture('combat-manager/fight.cmcs'), {
    system: 'pf1',
    encounterId: 'cm',
    seed: 4,
  });
  const foundry = importFoundry(fixture('foundry/pf1-goblin.json'));

  it.each([
    ['the version-3 fixture', () => fixture('encounter-v3.paravent.json')],
    ['a running fight written by Paravent', () => encounterToFileText(running)],
    [
      'a fight imported from Combat Manager',
      () => (cm.ok && cm.kind === 'encounter' ? encounterToFileText(cm.encounter) : ''),
    ],
  ])('%s validates as an encounter', (_what, text) => {
    const ok = encounter(JSON.parse(text()));
    expect(ok, JSON.stringify(encounter.errors?.slice(0, 3))).toBe(true);
  });

  it.each([
    ['the version-3 fixture', () => fixture('library-v3.paravent.json')],
    [
      'a library imported from Foundry VTT',
      () => (foundry.ok && foundry.kind === 'library' ? libraryToFileText(foundry.library) : ''),
    ],
  ])('%s validates as a library', (_what, text) => {
    const ok = library(JSON.parse(text()));
    expect(ok, JSON.stringify(library.errors?.slice(0, 3))).toBe(true);
  });

  it('refuses what is not an encounter of this version', () => {
    const file = JSON.parse(encounterToFileText(running)) as Record<string, unknown>;
    expect(encounter({ ...file, version: CURRENT_VERSION + 1 })).toBe(false);
    expect(encounter({ ...file, format: 'paravent/library' })).toBe(false);
    expect(encounter({ ...file, encounter: { ...(file.encounter as object), system: 'dnd5e' } })).toBe(false);
    expect(encounter({ ...file, encounter: { ...(file.encounter as object), combatants: 'none' } })).toBe(
      false,
    );
  });
});
