import { describe, expect, it } from 'vitest';
import { createPaletteTypeahead } from './palette-typeahead';

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
    const typeahead = createPaletteTypeahead();
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
    const typeahead = createPaletteTypeahead();
    typeahead.keep();
    expect(press('k', { ctrlKey: true }).defaultPrevented).toBe(false);
    press('Escape');
    expect(press('a').defaultPrevented).toBe(false);
    expect(typeahead.take()).toBe('');
  });
});
