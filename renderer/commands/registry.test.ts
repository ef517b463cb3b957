import { describe, expect, it } from 'vitest';
import {
  canRun,
  COMMANDS,
  findCommand,
  firesInTextFields,
  formatHotkey,
  type CommandState,
} from './registry';
import { fakeCommandContext, RUNNING } from './test-context';
import { ROUND_ACTIONS, type RoundAction, type RoundAvailability } from './round-availability';
import { fr } from '../i18n/fr';
import { FILE_COMMANDS } from '../../shared/ipc';

const fakeContext = fakeCommandContext;

/** A running fight where no round key has anyone to act on. */
const NOTHING_TO_DO: RoundAvailability = {
  ...(Object.fromEntries(ROUND_ACTIONS.map((a) => [a, false])) as Record<RoundAction, boolean>),
  phases: false,
};

describe('command registry', () => {
  it('has unique ids and unique shortcuts', () => {
    const ids = COMMANDS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const keys = COMMANDS.flatMap((c) => ('defaultKey' in c ? [c.defaultKey.toLowerCase()] : []));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every command a French label', () => {
    for (const c of COMMANDS) expect(fr.commands[c.id]).toBeTruthy();
  });

  it('opens the palette with Ctrl+K', () => {
    const ctx = fakeContext();
    const palette = COMMANDS.find((c) => 'defaultKey' in c && c.defaultKey === 'mod+K');
    palette?.run(ctx);
    expect(ctx.openPalette).toHaveBeenCalled();
  });

  it('runs a command pushed by the desktop menu by its id', () => {
    const ctx = fakeContext();
    findCommand('nav.settings')?.run(ctx);
    expect(ctx.navigate).toHaveBeenCalledWith('settings');
    expect(findCommand('rm -rf')).toBeUndefined();
  });

  it.each([
    ['mod+Z', 'undo'],
    ['mod+shift+Z', 'redo'],
    ['n', 'next-turn'],
    ['p', 'previous-turn'],
    ['h', 'next-phase'],
    ['shift+H', 'previous-phase'],
  ] as const)('%s acts on the fight through the fight store (%s), not through the tracker', (key, action) => {
    const ctx = fakeContext();
    const command = COMMANDS.find((c) => 'defaultKey' in c && c.defaultKey === key);
    command?.run(ctx);
    expect(ctx.runFight).toHaveBeenCalledWith(action);
    expect(ctx.runTracker).not.toHaveBeenCalled();
  });

  it.each([
    ['mod+O', 'open'],
    ['mod+S', 'save'],
    ['mod+shift+S', 'save-as'],
    ['mod+I', 'import'],
    ['mod+E', 'export'],
  ] as const)('%s runs Fichier › %s on the current fight', (key, action) => {
    const ctx = fakeContext();
    COMMANDS.find((c) => 'defaultKey' in c && c.defaultKey === key)?.run(ctx);
    expect(ctx.runFile).toHaveBeenCalledExactlyOnceWith(action);
  });

  it('answers every id the desktop Fichier menu sends', () => {
    for (const id of Object.values(FILE_COMMANDS).filter((c) => c !== FILE_COMMANDS.openRecent))
      expect(findCommand(id)).toBeDefined();
  });

  it.each([
    ['mod+Z', 'fr', 'Ctrl + Z'],
    ['mod+shift+Z', 'fr', 'Ctrl + Maj + Z'],
    ['mod+K', 'fr', 'Ctrl + K'],
    ['mod+shift+D', 'fr', 'Ctrl + Maj + D'],
    ['mod+shift+D', 'en', 'Ctrl + Shift + D'],
    ['shift+?', 'fr', '?'],
  ] as const)('shows %s as %s', (key, lang, shown) => {
    expect(formatHotkey(key, lang)).toBe(shown);
  });

  it.each([
    ['n', false],
    ['e', false],
    ['shift+?', false],
    ['mod+Z', false],
    ['mod+shift+Z', false],
    ['mod+K', true],
    ['mod+S', true],
    ['mod+shift+F', true],
  ] as const)('%s fires from a text field: %s', (key, fires) => {
    expect(firesInTextFields(key)).toBe(fires);
  });

  it.each([
    ['no fight open', { area: 'combat', fight: null }, 'noFight'],
    ['another screen', { area: 'library', fight: RUNNING.fight }, 'elsewhere'],
    [
      'a fight in setup',
      { area: 'combat', fight: { phase: 'setup', canUndo: false, canRedo: false } },
      'notRunning',
    ],
    ['a fight over', { area: 'combat', fight: { phase: 'ended', canUndo: true, canRedo: false } }, 'ended'],
    ['a running fight', RUNNING, null],
  ] as const)('« Tour suivant » with %s: %s', (_what, state, why) => {
    const next = findCommand('tracker.next-turn')!;
    expect(next.enabled?.(fakeContext(state)) ?? null).toBe(why);
  });

  it('undo and redo say when there is nothing to take back or put back', () => {
    const ctx = fakeContext(RUNNING);
    expect(canRun(findCommand('tracker.undo')!, ctx)).toBe(true);
    expect(findCommand('tracker.redo')!.enabled?.(ctx)).toBe('nothingToRedo');
  });

  it('a window that follows another read-only changes nothing: every gesture says why; the log and files still work', () => {
    const follower = fakeContext({
      area: 'combat',
      fight: { phase: 'running', canUndo: true, canRedo: true, readOnly: true },
    });
    for (const id of [
      'tracker.next-turn',
      'tracker.undo',
      'tracker.redo',
      'tracker.quick-add',
      'tracker.attack',
    ]) {
      expect(findCommand(id)!.enabled?.(follower), id).toBe('readOnly');
    }
    for (const id of ['tracker.toggle-log', 'file.save', 'nav.library']) {
      expect(canRun(findCommand(id)!, follower), id).toBe(true);
    }
  });

  it('starting is for a fight in setup only; navigation and files always run', () => {
    const setup = fakeContext({ area: 'combat', fight: { phase: 'setup', canUndo: false, canRedo: false } });
    expect(canRun(findCommand('tracker.start-combat')!, setup)).toBe(true);
    expect(findCommand('tracker.start-combat')!.enabled?.(fakeContext())).toBe('started');
    const none = fakeContext({ area: 'settings', fight: null });
    for (const id of ['nav.combat', 'file.open', 'palette.open', 'help.shortcuts']) {
      expect(canRun(findCommand(id)!, none)).toBe(true);
    }
  });

  it('every reason a command gives has its notice in French and English', async () => {
    const { en } = await import('../i18n/en');
    const states: CommandState[] = [
      { area: 'reference', fight: null },
      { area: 'combat', fight: null },
      ...(['setup', 'running', 'ended'] as const).map((phase) => ({
        area: 'combat' as const,
        fight: { phase, canUndo: false, canRedo: false },
      })),
      { area: 'combat', fight: { phase: 'running', canUndo: true, canRedo: true, readOnly: true } },
      // Nobody to act on: every round key says why (none.delay, noPhases, noDie…).
      {
        area: 'combat',
        fight: { phase: 'running', canUndo: false, canRedo: false },
        round: NOTHING_TO_DO,
        dieField: false,
      },
    ];
    const text = (messages: object, path: string): unknown =>
      path
        .split('.')
        .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], messages);
    const reasons = new Set<string>();
    for (const c of COMMANDS) {
      for (const state of states) {
        const why = 'enabled' in c ? c.enabled(fakeContext(state)) : null;
        if (why === null) continue;
        reasons.add(why);
        expect(text(fr.commandUnavailable, why), why).toBeTruthy();
        expect(text(en.commandUnavailable, why), why).toBeTruthy();
      }
    }
    expect(reasons).toContain('none.stabilize');
    expect(reasons).toContain('none.ongoing');
    expect(reasons).toContain('none.morale');
    expect(reasons).toContain('noPhases');
    expect(reasons).toContain('noDie');
  });
});
