import { describe, expect, it } from 'vitest';
import {
  createFileGmWindowStore,
  GM_DEFAULT_SIZE,
  openGmWindow,
  parseGmWindowState,
  type GmWindowState,
} from './gm-window-state';

const LAPTOP = { id: 1, bounds: { x: 0, y: 0, width: 1366, height: 768 } };
const MONITOR = { id: 2, bounds: { x: 1366, y: 0, width: 1920, height: 1080 } };

describe('openGmWindow', () => {
  it('opens at the default size the first time', () => {
    expect(openGmWindow(undefined, [LAPTOP])).toEqual({ bounds: GM_DEFAULT_SIZE, maximized: false });
  });

  it('opens where it was, maximised again, when that screen is there', () => {
    const saved: GmWindowState = { bounds: { x: 1500, y: 100, width: 1400, height: 900 }, maximized: true };
    expect(openGmWindow(saved, [LAPTOP, MONITOR])).toEqual({ bounds: saved.bounds, maximized: true });
  });

  it('falls back to the default place when its screen was unplugged', () => {
    const saved: GmWindowState = { bounds: { x: 1500, y: 100, width: 1400, height: 900 }, maximized: false };
    expect(openGmWindow(saved, [LAPTOP])).toEqual({ bounds: GM_DEFAULT_SIZE, maximized: false });
  });

  it('cuts a window larger than its screen down to that screen', () => {
    const saved: GmWindowState = { bounds: { x: 0, y: 0, width: 1920, height: 1080 }, maximized: false };
    expect(openGmWindow(saved, [LAPTOP]).bounds).toEqual({ x: 0, y: 0, width: 1366, height: 768 });
  });

  it('does not reopen with its title bar above every screen', () => {
    const saved: GmWindowState = { bounds: { x: 10, y: -500, width: 800, height: 600 }, maximized: false };
    expect(openGmWindow(saved, [LAPTOP]).bounds).toEqual(GM_DEFAULT_SIZE);
  });
});

describe('parseGmWindowState and the file store', () => {
  it.each([
    ['not an object', 3],
    ['a string size', { bounds: { x: 0, y: 0, width: '800', height: 600 }, maximized: false }],
    ['a tiny window', { bounds: { x: 0, y: 0, width: 50, height: 50 }, maximized: false }],
    ['no maximised flag', { bounds: { x: 0, y: 0, width: 800, height: 600 } }],
  ])('ignores %s', (_case, raw) => {
    expect(parseGmWindowState(raw)).toBeUndefined();
  });

  it('keeps what it saved, and ignores a damaged file', () => {
    const disk = new Map<string, string>();
    const files = { read: (p: string) => disk.get(p), write: (p: string, t: string) => void disk.set(p, t) };
    const store = createFileGmWindowStore('/u/gm-window.json', files);
    expect(store.load()).toBeUndefined();
    const state: GmWindowState = { bounds: { x: 10, y: 20, width: 900, height: 700 }, maximized: true };
    store.save(state);
    expect(store.load()).toEqual(state);
    disk.set('/u/gm-window.json', '{"bounds":');
    expect(store.load()).toBeUndefined();
  });
});
