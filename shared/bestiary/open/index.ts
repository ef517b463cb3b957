/**
 * The open bestiaries by system, each a chunk of its own loaded on first use (never in the first
 * load): `loadOpenBestiary('pf1')` fetches and reads shared/bestiary/open/pf1.json,
 * `loadOpenBestiary('dnd35')` shared/bestiary/open/dnd35.json. A system with no
 * open bestiary yet has no loader. Adding a system: docs/library.md, « Open bestiaries ».
 */
import type { SystemId } from '../../rules';
import { decodeOpenBestiaryInSlices } from './format';
import type { OpenBestiary } from './types';

export type { OpenBestiary, OpenCreature, OpenSource } from './types';

/**
 * Each system's file, by dynamic import (its own chunk in the build) of its text, read with
 * JSON.parse rather than compiled as a script's object literal (470 KB).
 */
const LOADERS: Partial<Record<SystemId, () => Promise<unknown>>> = {
  dnd35: () => import('./dnd35.json?raw').then((m: { default: string }): unknown => JSON.parse(m.default)),
  pf1: () => import('./pf1.json?raw').then((m: { default: string }): unknown => JSON.parse(m.default)),
  osr: () => import('./osr.json?raw').then((m: { default: string }): unknown => JSON.parse(m.default)),
};

const noPause = () => Promise.resolve();

/** The systems that have an open bestiary. */
export function openBestiarySystems(): SystemId[] {
  return Object.keys(LOADERS).filter((s): s is SystemId => s in LOADERS);
}

const loaded = new Map<SystemId, Promise<OpenBestiary | null>>();

/**
 * A system's open bestiary, read once and kept (the same promise for every caller); null when the
 * system has none, or its file does not read. A load that fails (the chunk could not be fetched) is
 * forgotten, so that the next call tries again. `pause` is awaited between slices of the reading
 * (an app gives the browser its turn there; the first caller's counts).
 */
export function loadOpenBestiary(
  system: SystemId,
  pause: () => Promise<void> = noPause,
): Promise<OpenBestiary | null> {
  const load = LOADERS[system];
  if (!load) return Promise.resolve(null);
  let p = loaded.get(system);
  if (!p) {
    p = load().then(
      (file) => decodeOpenBestiaryInSlices(file, pause),
      (err: unknown) => {
        loaded.delete(system);
        throw err;
      },
    );
    loaded.set(system, p);
  }
  return p;
}
