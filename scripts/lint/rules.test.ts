/**
 * Paravent's own lint rules, run through the project's real ESLint config on made-up lines placed
 * in real folders: what a contributor would write, and what the lint must say.
 */
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { assertOneWay } from './index.mjs';
import { nameWords, systemWordOf } from './system-names.mjs';

const root = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

// Loading the config and the TypeScript parser takes seconds on a busy machine: once, up front.
vi.setConfig({ testTimeout: 60_000 });
beforeAll(() => eslint.lintText('', { filePath: resolve(root, 'renderer/db/warm-up.ts') }), 120_000);

/** The messages of our rules for `code` written in `file` (a path from the repository's root). */
async function ours(file: string, code: string): Promise<{ rule: string; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, file) });
  return result.messages
    .filter((m) => m.ruleId?.startsWith('paravent/'))
    .map((m) => ({ rule: m.ruleId ?? '', message: m.message }));
}

describe('rooms: the renderer depends one way', () => {
  it('refuses an import that makes two features depend on each other', async () => {
    // The tracker imports the library; the library importing the tracker closes the circle.
    const found = await ours(
      'renderer/features/library/new-thing.ts',
      "export { TrackerScreen } from '../tracker';\n",
    );
    expect(found).toEqual([
      { rule: 'paravent/rooms', message: expect.stringContaining('features/library → features/tracker') },
    ]);
  });

  it('refuses a lower room importing a higher one', async () => {
    const found = await ours(
      'renderer/db/new-thing.ts',
      "export { TrackerScreen } from '../features/tracker';\n",
    );
    expect(found).toEqual([
      {
        rule: 'paravent/rooms',
        message: expect.stringContaining('« db » n’importe pas « features/tracker »'),
      },
    ]);
    const fight = await ours(
      'renderer/fight/new-thing.ts',
      "import { COMMANDS } from '../commands/registry';\nexport { COMMANDS };\n",
    );
    expect(fight.map((f) => f.message)).toEqual([
      expect.stringContaining('« fight » n’importe pas « commands »'),
    ]);
  });

  it('refuses an import past a feature’s index.ts, from a feature or from another room', async () => {
    const fromDisplay = await ours(
      'renderer/display/new-thing.ts',
      "export { cellText } from '../features/reference/text';\n",
    );
    expect(fromDisplay.map((f) => f.message)).toEqual([expect.stringContaining('par son index.ts')]);
    const fromFeature = await ours(
      'renderer/features/tracker/new-thing.ts',
      "export { GroupPanel } from '../library/GroupPanel';\n",
    );
    expect(fromFeature.map((f) => f.message)).toEqual([expect.stringContaining('par son index.ts')]);
  });

  it('accepts what the table allows, and a test reaching further in', async () => {
    expect(
      await ours(
        'renderer/features/library/new-thing.ts',
        "export { readInteger } from '../../combatant';\n",
      ),
    ).toEqual([]);
    expect(
      await ours('renderer/app/new-thing.ts', "export { LibraryScreen } from '../features/library';\n"),
    ).toEqual([]);
    expect(
      await ours(
        'renderer/db/new-thing.test.ts',
        "import { TrackerScreen } from '../features/tracker/index';\nvoid TrackerScreen;\n",
      ),
    ).toEqual([]);
  });

  it('asks a new folder of the renderer to say where it stands', async () => {
    const found = await ours('renderer/newroom/thing.ts', "export { readInteger } from '../combatant';\n");
    expect(found.map((f) => f.message)).toEqual([
      expect.stringContaining('« newroom » n’est pas une pièce connue'),
    ]);
  });

  it('refuses a table that would allow both directions', () => {
    expect(() => assertOneWay({ db: ['fight'], fight: ['db'] })).toThrow(/db → fight → db/);
    expect(() =>
      assertOneWay({
        i18n: [],
        'features/*': ['i18n', 'features/*'],
        i18n2: ['features/x'],
        'features/x': ['i18n2'],
      }),
    ).toThrow(/features\/x/);
    expect(() => assertOneWay({ i18n: [], db: ['i18n'], 'features/*': ['db', 'features/*'] })).not.toThrow();
  });
});

describe('module state lives in stores', () => {
  it('refuses a module-level let outside the fight store and the two lazy singletons', async () => {
    expect(await ours('renderer/features/library/new-thing.ts', 'export let current = 0;\n')).toEqual([
      { rule: 'paravent/module-state', message: expect.stringContaining('« current »') },
    ]);
    expect(
      await ours(
        'renderer/features/library/new-thing.ts',
        'export function f() {\n  let n = 0;\n  n += 1;\n  return n;\n}\n',
      ),
    ).toEqual([]);
  });
});

describe('names outside shared/rules say a capability', () => {
  it.each([
    ['osrVariant', 'osr'],
    ['OsrRound', 'osr'],
    ['sf1Health', 'sf1'],
    ['co-init-lowered', 'co'],
    ['tracker.rollInitiativeCo', 'co'],
    ['DND35_BESTIARY', 'dnd35'],
  ])('%s names %s', (name, system) => {
    expect(systemWordOf(name, ['dnd35', 'pf1', 'sf1', 'co', 'osr'])).toBe(system);
  });

  it.each(['osr', 'combat', 'color', 'cover', 'phasedRound', 'initiativeLowered', 'costs', 'coup-de-grace'])(
    '%s names no system',
    (name) => {
      expect(systemWordOf(name, ['dnd35', 'pf1', 'sf1', 'co', 'osr'])).toBeUndefined();
    },
  );

  it('splits names into words', () => {
    expect(nameWords('rollInitiativeOsr')).toEqual(['roll', 'initiative', 'osr']);
    expect(nameWords('PF1_CMD_AC_BONUS_TYPES')).toEqual(['pf1', 'cmd', 'ac', 'bonus', 'types']);
  });

  it('refuses a system-named identifier or event type in the engine and the renderer, not in the rules', async () => {
    const event = "export type Lowered = { type: 'osr-phase-moved'; to: number };\n";
    expect((await ours('shared/combat/new-thing.ts', event)).map((f) => f.rule)).toEqual([
      'paravent/system-names',
    ]);
    expect(await ours('shared/rules/osr/new-thing.ts', event)).toEqual([]);
    const component = 'export function Sf1Stamina() {\n  return null;\n}\n';
    expect((await ours('renderer/features/stamina/new-thing.tsx', component)).map((f) => f.rule)).toEqual([
      'paravent/system-names',
    ]);
  });

  it('lets a name of the rules API keep its spelling where it is used', async () => {
    const code = "import { coAttack } from '../../../shared/rules';\nexport const hit = coAttack;\n";
    expect(await ours('renderer/features/attack/new-thing.ts', code)).toEqual([]);
  });
});
