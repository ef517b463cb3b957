import type { MenuItemConstructorOptions } from 'electron';
import { FILE_COMMANDS, PUSH } from '../../shared/ipc';
import type { MenuCommandId } from '../../shared/ipc';
import { DEFAULT_MENU_STATE, type MenuState } from '../../shared/menu-state';
import { MENU_LABELS, type MenuLabels } from './menu-labels';

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

/** An entry of Fichier › Récents: its label (the file name) and what a click does. */
export interface RecentMenuItem {
  label: string;
  open(): void;
}

/** What the menu builder needs: the sender, the words, and the key table's accelerators. */
interface Parts {
  send: SendMenuCommand;
  words: MenuLabels;
  keys: Record<string, string>;
}

function commandItem(
  label: string,
  command: MenuCommandId,
  { send, keys }: Parts,
): MenuItemConstructorOptions {
  return { id: command, label, accelerator: keys[command], click: () => send(command) };
}

function fileMenu(parts: Parts, recent: readonly RecentMenuItem[], mac: boolean): MenuItemConstructorOptions {
  const w = parts.words;
  const recentSubmenu: MenuItemConstructorOptions[] =
    recent.length === 0
      ? [{ label: w.noRecent, enabled: false }]
      : recent.map((r) => ({ label: r.label.replaceAll('&', '&&'), click: () => r.open() }));
  return {
    label: w.file,
    submenu: [
      commandItem(w.open, FILE_COMMANDS.open, parts),
      { label: w.recent, submenu: recentSubmenu },
      commandItem(w.save, FILE_COMMANDS.save, parts),
      commandItem(w.saveAs, FILE_COMMANDS.saveAs, parts),
      { type: 'separator' },
      commandItem(w.import, FILE_COMMANDS.import, parts),
      commandItem(w.export, FILE_COMMANDS.export, parts),
      commandItem(w.print, 'app.print', parts),
      { type: 'separator' },
      commandItem(w.palette, 'palette.open', parts),
      // On macOS, Quitter lives in the application menu.
      ...(mac ? [] : [{ type: 'separator' } as const, { role: 'quit', label: w.quit } as const]),
    ],
  };
}

/** Édition: Electron's roles, so copy/paste/undo act on the focused text field on every platform. */
function editMenu(w: MenuLabels): MenuItemConstructorOptions {
  return {
    label: w.edit,
    submenu: [
      { role: 'undo', label: w.undo },
      { role: 'redo', label: w.redo },
      { type: 'separator' },
      { role: 'cut', label: w.cut },
      { role: 'copy', label: w.copy },
      { role: 'paste', label: w.paste },
      { role: 'selectAll', label: w.selectAll },
    ],
  };
}

/** Fenêtre: minimise everywhere; macOS adds zoom and « tout ramener », elsewhere closing the window. */
function windowMenu(w: MenuLabels, mac: boolean): MenuItemConstructorOptions {
  const rest: MenuItemConstructorOptions[] = mac
    ? [{ role: 'zoom', label: w.zoom }, { type: 'separator' }, { role: 'front', label: w.front }]
    : [{ role: 'close', label: w.close }];
  return { label: w.window, role: 'window', submenu: [{ role: 'minimize', label: w.minimize }, ...rest] };
}

function macAppMenu(parts: Parts): MenuItemConstructorOptions {
  const w = parts.words;
  return {
    label: 'Paravent',
    submenu: [
      commandItem(w.about, 'app.about', parts),
      { type: 'separator' },
      { role: 'services', label: w.services },
      { type: 'separator' },
      { role: 'hide', label: w.hide },
      { role: 'hideOthers', label: w.hideOthers },
      { role: 'unhide', label: w.unhide },
      { type: 'separator' },
      { role: 'quit', label: w.quitMac },
    ],
  };
}

/**
 * The application menu, in the GM's language (`state`, sent by the GM window). Fichier's items
 * send their command ids (the renderer saves, opens, imports); a recent file is opened by main
 * directly and pushed as an external file. Édition and Fenêtre are Electron roles. The accelerators
 * are those of the renderer's key table, as the GM window sent them. On macOS the application
 * menu comes first and holds À propos and Quitter.
 */
export function buildMenuTemplate(
  send: SendMenuCommand,
  platform: string,
  recent: readonly RecentMenuItem[] = [],
  state: MenuState = DEFAULT_MENU_STATE,
  /** Aide › Ouvrir le dossier des journaux (main/log); absent: no item. */
  openLogFolder?: () => void,
): MenuItemConstructorOptions[] {
  const mac = platform === 'darwin';
  const parts: Parts = { send, words: MENU_LABELS[state.language], keys: state.accelerators };
  const w = parts.words;
  return [
    ...(mac ? [macAppMenu(parts)] : []),
    fileMenu(parts, recent, mac),
    editMenu(w),
    {
      label: w.view,
      submenu: [
        commandItem(w.display, 'display.open', parts),
        { type: 'separator' },
        { role: 'resetZoom', label: w.resetZoom },
        { role: 'zoomIn', label: w.zoomIn },
        { role: 'zoomOut', label: w.zoomOut },
        { type: 'separator' },
        { role: 'togglefullscreen', label: w.fullscreen },
      ],
    },
    windowMenu(w, mac),
    {
      label: w.help,
      role: 'help',
      submenu: [
        commandItem(w.shortcuts, 'help.shortcuts', parts),
        ...(mac ? [] : [commandItem(w.about, 'app.about', parts)]),
        ...(openLogFolder ? [{ label: w.logFolder, click: () => openLogFolder() }] : []),
      ],
    },
  ];
}
