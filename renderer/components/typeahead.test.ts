import { describe, expect, it } from 'vitest';
import { createTypeahead, keepTypingForDialog } from './typeahead';

function press(key: string, init: KeyboardEventInit = {}) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  document.body.dispatchEvent(event);
  return event;
}

describe('palette typeahead — keys typed before the palette has the focus', () => {
  it('keeps « 2d6+3 » for the palette and hides it from the shortcuts', () => {
    let shortcuts = '';
    const onKey = (e: KeyboardEvent) => (shortcuts += e.key);
    document.addEventListener('keydown', onKey);
    const typeahead = createTypeahead();
    typeahead.keep();
    for (const key of '2d6+3') expect(press(key).defaultPrevented).toBe(true);
    expect(typeahead.take()).toBe('2d6+3');
    expect(shortcuts).toBe('');
    // Once taken, keys act as usual again.
    press('n');
    expect(shortcuts).toBe('n');
    document.removeEventListener('keydown', onKey);
  });

  it('lets chords and Escape by, and stops at Escape', () => {
    const typeahead = createTypeahead();
    typeahead.keep();
    expect(press('k', { ctrlKey: true }).defaultPrevented).toBe(false);
    press('Escape');
    expect(press('a').defaultPrevented).toBe(false);
    expect(typeahead.take()).toBe('');
  });
});

describe('dialog typeahead — « j15 » typed at once', () => {
  function dialogWith(field: HTMLElement): HTMLElement {
    const box = document.createElement('div');
    box.setAttribute('role', 'dialog');
    box.append(field);
    document.body.append(box);
    return box;
  }

  it('puts what was typed before the dialog had the focus into its first field, as typed', () => {
    keepTypingForDialog();
    for (const key of '15') expect(press(key).defaultPrevented).toBe(true);
    const field = document.createElement('input');
    field.maxLength = 5;
    const heard: string[] = [];
    field.addEventListener('input', () => heard.push(field.value));
    const box = dialogWith(field);
    field.focus();
    expect(field.value).toBe('15');
    expect(heard).toEqual(['15']);
    // The field has the focus: the next keys are the page's again (they go to the field).
    expect(press('0').defaultPrevented).toBe(false);
    box.remove();
  });

  it('keeps to the field’s length limit', () => {
    keepTypingForDialog();
    for (const key of '123456') press(key);
    const field = document.createElement('input');
    field.maxLength = 2;
    const box = dialogWith(field);
    field.focus();
    expect(field.value).toBe('12');
    box.remove();
  });

  it('drops the keys when the dialog opens on a button, or when the GM clicks', () => {
    keepTypingForDialog();
    press('x');
    const button = document.createElement('button');
    const box = dialogWith(button);
    button.focus();
    expect(press('y').defaultPrevented).toBe(false);
    box.remove();

    keepTypingForDialog();
    press('z');
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(press('n').defaultPrevented).toBe(false);
    const field = document.createElement('input');
    const other = dialogWith(field);
    field.focus();
    expect(field.value).toBe('');
    other.remove();
  });
});
