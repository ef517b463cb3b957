import type { MenuItemConstructorOptions } from 'electron';
import { FILE_COMMANDS, PUSH } from '../../shared/ipc';
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

/** An entry of Fichier › Récents: its label (the file name) and what a click does. */
export interface RecentMenuItem {
  label: string;
  open(): void;
}

function fileItems(send: SendMenuCommand, recent: readonly RecentMenuItem[]): MenuItemConstructorOptions[] {
  const recentSubmenu: MenuItemConstructorOptions[] =
    recent.length === 0
      ? [{ label: 'Aucun fichier récent', enabled: false }]
      : recent.map((r) => ({ label: r.label.replaceAll('&', '&&'), click: () => r.open() }));
  return [
    commandItem('Ouvrir…', FILE_COMMANDS.open, send, 'CommandOrControl+O'),
    { label: 'Récents', submenu: recentSubmenu },
    commandItem('Enregistrer', FILE_COMMANDS.save, send, 'CommandOrControl+S'),
    commandItem('Enregistrer sous…', FILE_COMMANDS.saveAs, send, 'CommandOrControl+Shift+S'),
    { type: 'separator' },
    commandItem('Importer…', FILE_COMMANDS.import, send, 'CommandOrControl+I'),
    commandItem('Exporter…', FILE_COMMANDS.export, send, 'CommandOrControl+E'),
    { type: 'separator' },
  ];
}

/**
 * The application menu, in French. Fichier's items send their command ids (the renderer saves,
 * opens, imports); a recent file is opened by main directly and pushed as an external file. Items that belong to the renderer (the display, the palette,
 * the help dialogs) send their command id from the renderer's command registry.
 */
export function buildMenuTemplate(
  send: SendMenuCommand,
  platform: string,
  recent: readonly RecentMenuItem[] = [],
  /** Aide › Ouvrir le dossier des journaux (issue 17, main/log); absent: no item. */
  openLogFolder?: () => void,
): MenuItemConstructorOptions[] {
  const macAppMenu: MenuItemConstructorOptions[] =
    platform === 'darwin'
      ? [{ label: 'Paravent', submenu: [{ role: 'hide', label: 'Masquer Paravent' }] }]
      : [];
  return [
    ...macAppMenu,
    {
      label: 'Fichier',
      submenu: [
        ...fileItems(send, recent),
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
        ...(openLogFolder ? [{ label: 'Ouvrir le dossier des journaux', click: () => openLogFolder() }] : []),
      ],
    },
  ];
}
