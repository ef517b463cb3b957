import { describe, expect, it, vi } from 'vitest';
import type { TextFiles } from './display-placement';
import {
  WINDOW_BACKGROUNDS,
  createFileWindowThemeStore,
  followColorScheme,
  openingScheme,
  windowThemePath,
} from './window-theme';

function memoryFiles(initial?: string): TextFiles & { text: string | undefined } {
  const files = {
    text: initial,
    read: () => files.text,
    write: (_path: string, text: string) => {
      files.text = text;
    },
  };
  return files;
}

describe('the GM window’s background follows the theme', () => {
  it('opens on the last theme shown, else on the system’s', () => {
    expect(openingScheme('light', true)).toBe('light');
    expect(openingScheme(undefined, true)).toBe('dark');
    expect(openingScheme(undefined, false)).toBe('light');
  });

  it('a light theme gives a white background, not the dark one behind a light page', () => {
    expect(WINDOW_BACKGROUNDS.light).toBe('#ffffff');
    expect(WINDOW_BACKGROUNDS.dark).not.toBe(WINDOW_BACKGROUNDS.light);
  });

  it('changes the window now and remembers it for the next start (written once per change)', () => {
    const files = memoryFiles();
    const write = vi.spyOn(files, 'write');
    const store = createFileWindowThemeStore(windowThemePath('/data/'), files);
    const window = { setBackgroundColor: vi.fn() };
    const follow = followColorScheme(store, () => window);
    follow('light');
    follow('light');
    follow('dark');
    expect(window.setBackgroundColor.mock.calls).toEqual([['#ffffff'], ['#ffffff'], ['#242424']]);
    expect(write).toHaveBeenCalledTimes(2);
    expect(write.mock.calls[0][0]).toBe('/data/window-theme.json');
    expect(store.load()).toBe('dark');
  });

  it.each(['not json', '"purple"', '{}'])('ignores a damaged file (%s)', (text) => {
    expect(createFileWindowThemeStore('/x', memoryFiles(text)).load()).toBeUndefined();
  });

  it('a write that fails does not stop the window from changing', () => {
    const files = memoryFiles();
    files.write = () => {
      throw new Error('EROFS');
    };
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const window = { setBackgroundColor: vi.fn() };
    followColorScheme(createFileWindowThemeStore('/x', files), () => window)('dark');
    expect(window.setBackgroundColor).toHaveBeenCalledWith('#242424');
    error.mockRestore();
  });
});
