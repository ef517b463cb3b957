import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { PUSH } from '../../shared/ipc';
import type { MenuState } from '../../shared/menu-state';
import { buildMenuTemplate, menuCommandSender } from './app-menu';
import { contextMenuTemplate } from './context-menu';

const KEYS: MenuState = {
  language: 'fr',
  accelerators: {
    'display.open': 'CommandOrControl+Shift+D',
    'palette.open': 'CommandOrControl+K',
    'app.print': 'CommandOrControl+P',
  },
};

function submenuOf(template: MenuItemConstructorOptions[], label: string): MenuItemConstructorOptions[] {
  const submenu = template.find((item) => item.label === label)?.submenu;
  if (!Array.isArray(submenu)) throw new Error(`no menu ${label}`);
  return submenu;
}

function click(item: MenuItemConstructorOptions | undefined): void {
  if (!item?.click) throw new Error('item not clickable');
  // Our click handlers ignore Electron's (menuItem, window, event) arguments.
  Reflect.apply(item.click, item, []);
}

describe('application menu', () => {
  it('has the French top-level menus, Édition and Fenêtre included', () => {
    const labels = buildMenuTemplate(vi.fn(), 'linux').map((item) => item.label);
    expect(labels).toEqual(['Fichier', 'Édition', 'Affichage', 'Fenêtre', 'Aide']);
  });

  it('speaks English when the GM window says so', () => {
    const template = buildMenuTemplate(vi.fn(), 'linux', [], { ...KEYS, language: 'en' });
    expect(template.map((item) => item.label)).toEqual(['File', 'Edit', 'View', 'Window', 'Help']);
    expect(submenuOf(template, 'File').map((i) => i.label)).toContain('Save As…');
  });

  it.each(['linux', 'win32', 'darwin'])('has an Edit menu of Electron roles on %s', (platform) => {
    const roles = submenuOf(buildMenuTemplate(vi.fn(), platform), 'Édition').map((i) => i.role);
    expect(roles).toEqual(['undo', 'redo', undefined, 'cut', 'copy', 'paste', 'selectAll']);
  });

  it('takes the accelerators from the key table the GM window sent (none of its own)', () => {
    const file = submenuOf(buildMenuTemplate(vi.fn(), 'linux'), 'Fichier');
    expect(file.find((i) => i.id === 'palette.open')?.accelerator).toBeUndefined();
    const withKeys = submenuOf(buildMenuTemplate(vi.fn(), 'linux', [], KEYS), 'Fichier');
    expect(withKeys.find((i) => i.id === 'palette.open')?.accelerator).toBe('CommandOrControl+K');
  });

  it.each([
    ['Affichage', 'Affichage joueurs', 'display.open', 'CommandOrControl+Shift+D'],
    ['Fichier', 'Palette de commandes…', 'palette.open', 'CommandOrControl+K'],
    ['Fichier', 'Imprimer…', 'app.print', 'CommandOrControl+P'],
    ['Aide', 'Raccourcis clavier', 'help.shortcuts', undefined],
    ['Aide', 'À propos de Paravent', 'app.about', undefined],
  ])('%s › %s sends %s (%s)', (menu, label, command, accelerator) => {
    const send = vi.fn();
    const item = submenuOf(buildMenuTemplate(send, 'linux', [], KEYS), menu).find(
      (entry) => entry.label === label,
    );
    expect(item?.accelerator).toBe(accelerator);
    click(item);
    expect(send).toHaveBeenCalledExactlyOnceWith(command);
  });

  it('Aide › Ouvrir le dossier des journaux opens the folder of the log and the crash dumps', () => {
    const openLogFolder = vi.fn();
    const help = submenuOf(buildMenuTemplate(vi.fn(), 'linux', [], KEYS, openLogFolder), 'Aide');
    click(help.find((i) => i.label === 'Ouvrir le dossier des journaux'));
    expect(openLogFolder).toHaveBeenCalledOnce();
    const english = buildMenuTemplate(vi.fn(), 'win32', [], { ...KEYS, language: 'en' }, openLogFolder);
    expect(submenuOf(english, 'Help').map((i) => i.label)).toContain('Open the logs folder');
  });

  it('only sends ids that the preload will accept', () => {
    const sent: string[] = [];
    const template = buildMenuTemplate((id) => sent.push(id), 'linux');
    template
      .flatMap((menu) => (Array.isArray(menu.submenu) ? menu.submenu : []))
      .forEach((item) => item.click && click(item));
    expect(sent.length).toBeGreaterThan(0);
    sent.forEach((id) => expect(PUSH.menuCommand.parse(id).ok).toBe(true));
  });

  it('adds the application menu first on macOS, with À propos, Masquer and Quitter', () => {
    const template = buildMenuTemplate(vi.fn(), 'darwin');
    expect(template[0]?.label).toBe('Paravent');
    const roles = submenuOf(template, 'Paravent').map((i) => i.role ?? i.id);
    expect(roles).toEqual(
      expect.arrayContaining(['app.about', 'services', 'hide', 'hideOthers', 'unhide', 'quit']),
    );
    expect(submenuOf(template, 'Fichier').some((i) => i.role === 'quit')).toBe(false);
    expect(submenuOf(template, 'Fenêtre').map((i) => i.role)).toEqual([
      'minimize',
      'zoom',
      undefined,
      'front',
    ]);
    const other = submenuOf(buildMenuTemplate(vi.fn(), 'win32'), 'Fenêtre').map((i) => i.role);
    expect(other).toEqual(['minimize', 'close']);
  });
});

describe('menuCommandSender', () => {
  it('pushes the command to the GM window on the menu channel', () => {
    const target = { send: vi.fn() };
    menuCommandSender(() => target)('display.open');
    expect(target.send).toHaveBeenCalledExactlyOnceWith(PUSH.menuCommand.name, 'display.open');
  });

  it('does nothing when the GM window is closed, and refuses a malformed id', () => {
    expect(() => menuCommandSender(() => undefined)('display.open')).not.toThrow();
    expect(() => menuCommandSender(() => ({ send: vi.fn() }))('<script>')).toThrow(/invalide/);
  });
});

describe('contextMenuTemplate', () => {
  const flags = {
    canUndo: false,
    canRedo: false,
    canCut: true,
    canCopy: true,
    canPaste: true,
    canSelectAll: true,
  };

  it('offers cut, copy, paste and select all in a text field, in the GM’s language', () => {
    const menu = contextMenuTemplate({ isEditable: true, selectionText: '', editFlags: flags }, 'en');
    expect(menu?.filter((i) => i.role).map((i) => [i.role, i.label, i.enabled])).toEqual([
      ['undo', 'Undo Typing', false],
      ['redo', 'Redo Typing', false],
      ['cut', 'Cut', true],
      ['copy', 'Copy', true],
      ['paste', 'Paste', true],
      ['selectAll', 'Select All', true],
    ]);
  });

  it('offers Copier on selected text outside a field, and nothing elsewhere', () => {
    expect(
      contextMenuTemplate({ isEditable: false, selectionText: 'Orque', editFlags: flags }, 'fr'),
    ).toEqual([{ role: 'copy', label: 'Copier', enabled: true }]);
    expect(contextMenuTemplate({ isEditable: false, selectionText: ' ', editFlags: flags }, 'fr')).toBeNull();
  });
});
