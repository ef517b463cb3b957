import { afterEach, describe, expect, it } from 'vitest';
import { watchFocusReturn } from './focus-return';

/** Lets the MutationObserver run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function page() {
  document.body.innerHTML = `
    <div data-combatant-id="c2" tabindex="0" id="row">Gobelin</div>
    <button id="other">Autre</button>`;
  return document.getElementById('row') as HTMLElement;
}

function openDialog(): HTMLElement {
  const dialog = document.createElement('div');
  dialog.setAttribute('role', 'dialog');
  dialog.innerHTML = '<input aria-label="d20" />';
  document.body.append(dialog);
  dialog.querySelector('input')?.focus();
  return dialog;
}

describe('watchFocusReturn — a closed dialog gives the focus back', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it('to the row that opened it, when the dialog leaves the page', async () => {
    stop = watchFocusReturn();
    const row = page();
    row.focus();
    const dialog = openDialog();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('d20');
    dialog.remove();
    await settle();
    expect(document.activeElement).toBe(row);
  });

  it('to the same combatant’s row when the row was drawn anew meanwhile', async () => {
    stop = watchFocusReturn();
    page().focus();
    const dialog = openDialog();
    page();
    dialog.remove();
    await settle();
    expect(document.activeElement?.getAttribute('data-combatant-id')).toBe('c2');
  });

  it('not while a dialog is still open, and not when the GM moved the focus elsewhere', async () => {
    stop = watchFocusReturn();
    page().focus();
    const first = openDialog();
    const second = openDialog();
    first.remove();
    await settle();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('d20');
    second.remove();
    document.getElementById('other')?.focus();
    await settle();
    expect(document.activeElement?.id).toBe('other');
  });
});

describe('watchFocusReturn — a dialog opened from a row’s menu', () => {
  it('gives the focus to the row when the menu item is gone', async () => {
    const stop = watchFocusReturn();
    const row = page();
    row.focus();
    const menu = document.createElement('div');
    menu.setAttribute('role', 'menu');
    menu.innerHTML = '<button role="menuitem">Manœuvre…</button>';
    document.body.append(menu);
    menu.querySelector('button')?.focus();
    const dialog = openDialog();
    menu.remove();
    dialog.remove();
    await settle();
    expect(document.activeElement).toBe(row);
    stop();
  });
});
