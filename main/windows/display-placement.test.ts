import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createFilePlacementStore,
  displayPlacementPath,
  nodeTextFiles,
  parsePlacement,
  placeDisplay,
  type DisplayPlacement,
  type TextFiles,
} from './display-placement';
import type { ScreenDisplay } from './window-manager';

const LAPTOP: ScreenDisplay = { id: 1, bounds: { x: 0, y: 0, width: 1920, height: 1080 } };
const TV: ScreenDisplay = { id: 2, bounds: { x: 1920, y: 0, width: 3840, height: 2160 } };
const ON_TV: DisplayPlacement = { displayId: 2, bounds: TV.bounds, fullscreen: true };

function memoryFiles(): TextFiles & { files: Map<string, string> } {
  const files = new Map<string, string>();
  return { files, read: (p) => files.get(p), write: (p, t) => void files.set(p, t) };
}

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('placeDisplay', () => {
  it.each<[string, DisplayPlacement | undefined, ScreenDisplay[], unknown]>([
    [
      'nothing remembered, two screens: full screen on the other one',
      undefined,
      [LAPTOP, TV],
      { displayId: 2, fullscreen: true },
    ],
    [
      'nothing remembered, one screen: a normal window',
      undefined,
      [LAPTOP],
      { displayId: null, fullscreen: false },
    ],
    [
      'the TV remembered and connected: full screen there',
      ON_TV,
      [TV, LAPTOP],
      { displayId: 2, bounds: TV.bounds, fullscreen: true },
    ],
    [
      'the TV remembered but unplugged: a normal window',
      ON_TV,
      [LAPTOP],
      { displayId: null, fullscreen: false },
    ],
    [
      'a window remembered on the laptop: same place, even with a TV connected',
      { displayId: 1, bounds: { x: 100, y: 80, width: 800, height: 600 }, fullscreen: false },
      [LAPTOP, TV],
      { displayId: 1, bounds: { x: 100, y: 80, width: 800, height: 600 }, fullscreen: false },
    ],
    [
      'a window remembered off its screen (resolution changed): back on that screen',
      { displayId: 1, bounds: { x: 1800, y: 900, width: 800, height: 600 }, fullscreen: false },
      [LAPTOP, TV],
      { displayId: 1, bounds: { x: 0, y: 0, width: 1024, height: 768 }, fullscreen: false },
    ],
  ])('%s', (_, saved, displays, expected) => {
    expect(placeDisplay(saved, displays, LAPTOP.id)).toMatchObject(expected as object);
  });
});

describe('placement store', () => {
  it('keeps the placement in userData/display-placement.json', () => {
    const files = memoryFiles();
    const path = displayPlacementPath('/home/mj/.config/Paravent');
    const store = createFilePlacementStore(path, files);
    expect(store.load()).toBeUndefined();
    store.save(ON_TV);
    expect([...files.files.keys()]).toEqual([join('/home/mj/.config/Paravent', 'display-placement.json')]);
    expect(store.load()).toEqual(ON_TV);
  });

  it.each([
    ['not json'],
    ['{"displayId":"2"}'],
    ['{"displayId":2,"fullscreen":true,"bounds":{"x":0,"y":0,"width":0,"height":0}}'],
  ])('ignores a damaged file: %s', (text) => {
    const files = memoryFiles();
    files.files.set('p.json', text);
    expect(createFilePlacementStore('p.json', files).load()).toBeUndefined();
  });

  it('does not stop the display from opening when the file cannot be written', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createFilePlacementStore('p.json', {
      read: () => undefined,
      write: () => {
        throw new Error('disque plein');
      },
    });
    expect(() => store.save(ON_TV)).not.toThrow();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('writes and reads a real file through a temporary file and a rename', () => {
    const dir = mkdtempSync(join(tmpdir(), 'paravent-placement-'));
    dirs.push(dir);
    const store = createFilePlacementStore(displayPlacementPath(dir), nodeTextFiles);
    store.save(ON_TV);
    expect(createFilePlacementStore(displayPlacementPath(dir), nodeTextFiles).load()).toEqual(ON_TV);
    expect(nodeTextFiles.read(join(dir, 'display-placement.json.tmp'))).toBeUndefined();
  });

  it('parsePlacement keeps only the known fields', () => {
    expect(parsePlacement({ ...ON_TV, secret: 1 })).toEqual(ON_TV);
  });
});
