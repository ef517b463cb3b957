import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { PUSH } from '../../shared/ipc';
import { buildMenuTemplate, menuCommandSender } from './app-menu';

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
  it('has the French top-level menus Fichier, Affichage, Aide', () => {
    const labels = buildMenuTemplate(vi.fn(), 'linux').map((item) => item.label);
    expect(labels).toEqual(['Fichier', 'Affichage', 'Aide']);
  });

  it.each([
    ['Affichage', 'Affichage joueurs', 'display.open', 'CommandOrControl+Shift+D'],
    ['Fichier', 'Palette de commandes…', 'palette.open', 'CommandOrControl+K'],
    ['Aide', 'Raccourcis clavier', 'help.shortcuts', undefined],
    ['Aide', 'À propos de Paravent', 'app.about', undefined],
  ])('%s › %s sends %s (%s)', (menu, label, command, accelerator) => {
    const send = vi.fn();
    const item = submenuOf(buildMenuTemplate(send, 'linux'), menu).find((entry) => entry.label === label);
    expect(item?.accelerator).toBe(accelerator);
    click(item);
    expect(send).toHaveBeenCalledExactlyOnceWith(command);
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

  it('adds the application menu first on macOS', () => {
    expect(buildMenuTemplate(vi.fn(), 'darwin')[0]?.label).toBe('Paravent');
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
