/** A command context for tests: every action a mock, the given state (a running fight by default). */
import { vi } from 'vitest';
import type { CommandContext, CommandState } from './registry';

/** A running fight on the Combat screen, with something to undo. */
export const RUNNING: CommandState = {
  area: 'combat',
  fight: { phase: 'running', canUndo: true, canRedo: false },
};

/** A context whose actions are mocks. */
export function fakeCommandContext(state: CommandState = RUNNING): CommandContext {
  return {
    state,
    navigate: vi.fn(),
    openReferencePanel: vi.fn(),
    openPalette: vi.fn(),
    openShortcuts: vi.fn(),
    openAbout: vi.fn(),
    openPrint: vi.fn(),
    openDisplay: vi.fn(),
    openPlayersLink: vi.fn(),
    setLanguage: vi.fn(),
    toggleTheme: vi.fn(),
    runTracker: vi.fn(),
    runFight: vi.fn(),
    runFile: vi.fn(),
    rollDie: vi.fn(),
  };
}
