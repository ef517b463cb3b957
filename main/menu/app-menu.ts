import type { MenuItemConstructorOptions } from 'electron';
import { PUSH } from '../../shared/ipc';
import type { MenuCommandId } from '../../shared/ipc';

/** Sends a command id to the GM window. */
export type SendMenuCommand = (command: MenuCommandId) => void;

/** Something that can receive a push message (a webContents). */
export interface PushTarget {
  send(channel: string, payload: MenuCommandId): void;
}

/**
 * A sender that pushes `PUSH.menuCommand` to the GM window when it is open. The id is checked
 * against the channel's own parser first, so main never sends what the preload would drop.
 */
export function menuCommandSender(target: () => PushTarget | undefined): SendMenuCommand {
  return (command) => {
    const parsed = PUSH.menuCommand.parse(command);
    if (!parsed.ok) throw new Error(`Commande de menu invalide (${command}) : ${parsed.error}`);
    target()?.send(PUSH.menuCommand.name, parsed.value);
  };
}

function commandItem(
  label: string,
  command: MenuCommandId,
  send: SendMenuCommand,
  accelerator?: string,
): MenuItemConstructorOptions {
  return { id: command, label, accelerator, click: () => send(command) };
}

/**
 * The application menu, in French. Items that belong to the renderer (the display, the palette,
 * the help dialogs) send their command id from the renderer's command registry.
 */
export function buildMenuTemplate(send: SendMenuCommand, platform: string): MenuItemConstructorOptions[] {
  const macAppMenu: MenuItemConstructorOptions[] =
    platform === 'darwin'
      ? [{ label: 'Paravent', submenu: [{ role: 'hide', label: 'Masquer Paravent' }] }]
      : [];
  return [
    ...macAppMenu,
    {
      label: 'Fichier',
      submenu: [
        commandItem('Palette de commandes…', 'palette.open', send, 'CommandOrControl+K'),
        { type: 'separator' },
        { role: 'quit', label: 'Quitter' },
      ],
    },
    {
      label: 'Affichage',
      submenu: [
        commandItem('Affichage joueurs', 'display.open', send, 'CommandOrControl+Shift+D'),
        { type: 'separator' },
        { role: 'resetZoom', label: 'Taille réelle' },
        { role: 'zoomIn', label: 'Zoom avant' },
        { role: 'zoomOut', label: 'Zoom arrière' },
        { type: 'separator' },
        { role: 'togglefullscreen', label: 'Plein écran' },
      ],
    },
    {
      label: 'Aide',
      submenu: [
        commandItem('Raccourcis clavier', 'help.shortcuts', send),
        commandItem('À propos de Paravent', 'app.about', send),
      ],
    },
  ];
}
