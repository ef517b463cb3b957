/**
 * What the GM window tells main about the native menus (desktop): the interface's language, so the
 * menus speak it, and the accelerators of the renderer's one key table (renderer/commands/registry.ts),
 * so a menu shows the same keys as the in-app shortcuts. Sent at start and at each language change;
 * checked by the schema of its channel (shared/ipc.ts, MENU_INVOKE).
 */

/** Languages the native menus speak. */
export type MenuLanguage = 'fr' | 'en';

/** The menus' language and, by command id, the Electron accelerator of each command that has one. */
export interface MenuState {
  language: MenuLanguage;
  accelerators: Record<string, string>;
}

/** The menus before the GM window said anything: French, no accelerator from the table yet. */
export const DEFAULT_MENU_STATE: MenuState = { language: 'fr', accelerators: {} };

/** An Electron accelerator the menus accept (what `toAccelerator` makes). */
export const ACCELERATOR = /^(CommandOrControl\+)?(Shift\+)?(Alt\+)?([A-Z0-9]|F[1-9]|F1[0-2])$/;

/**
 * A hotkey of the key table (Mantine notation: 'mod+shift+D', 'mod+1', 'n') as an Electron
 * accelerator ('CommandOrControl+Shift+D'), or null for a key a menu must not take: a plain letter
 * or a shifted sign belongs to whatever the GM is typing.
 */
export function toAccelerator(hotkey: string): string | null {
  const parts = hotkey.split('+').map((p) => p.trim().toLowerCase());
  if (!parts.includes('mod') && !parts.includes('ctrl')) return null;
  const key = parts.find((p) => !['mod', 'ctrl', 'shift', 'alt', 'meta'].includes(p));
  if (key === undefined) return null;
  const accelerator = [
    'CommandOrControl',
    ...(parts.includes('shift') ? ['Shift'] : []),
    ...(parts.includes('alt') ? ['Alt'] : []),
    key.toUpperCase(),
  ].join('+');
  return ACCELERATOR.test(accelerator) ? accelerator : null;
}
