import { lazy } from 'react';

// The shell's palette and dialogs, each in a chunk of its own: the shell mounts them at once (under a
// Suspense that shows nothing), so their code arrives right after the first paint instead of before it,
// and a GM who presses Ctrl+K or ? finds them ready.

/** The command palette (Ctrl+K), with Mantine Spotlight. */
export const CommandPalette = lazy(() =>
  import('./CommandPalette').then((m) => ({ default: m.CommandPalette })),
);

/** The list of keyboard shortcuts (?). */
export const ShortcutsDialog = lazy(() =>
  import('./ShortcutsDialog').then((m) => ({ default: m.ShortcutsDialog })),
);

/** About Paravent, with the licences' texts. */
export const AboutDialog = lazy(() => import('./AboutDialog').then((m) => ({ default: m.AboutDialog })));
