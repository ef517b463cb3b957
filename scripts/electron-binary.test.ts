import { describe, expect, it } from 'vitest';
import {
  NO_ELECTRON_MESSAGE,
  downloadElectron,
  findElectronBinary,
  firstReason,
} from './electron-binary.mjs';

const files = (map: Record<string, string>) => ({
  exists: (path: string) => path in map,
  read: (path: string) => {
    const text = map[path];
    if (text === undefined) throw new Error(`ENOENT ${path}`);
    return text;
  },
});

describe('findElectronBinary', () => {
  it('returns the downloaded binary named by path.txt', () => {
    const fs = files({ '/e/path.txt': 'electron\n', '/e/dist/electron': '' });
    expect(findElectronBinary({ dir: '/e', env: {}, ...fs })).toBe('/e/dist/electron');
  });

  it('returns null after `npm ci` alone: no path.txt, nothing downloaded yet', () => {
    expect(findElectronBinary({ dir: '/e', env: {}, ...files({}) })).toBeNull();
  });

  it('returns null when path.txt names a binary that is gone', () => {
    const fs = files({ '/e/path.txt': 'electron' });
    expect(findElectronBinary({ dir: '/e', env: {}, ...fs })).toBeNull();
  });

  it('returns null when the electron package is not installed at all', () => {
    expect(findElectronBinary({ dir: null, env: {}, ...files({}) })).toBeNull();
  });

  it('honours ELECTRON_OVERRIDE_DIST_PATH, as the electron package does', () => {
    const fs = files({ '/opt/el/electron': '' });
    expect(findElectronBinary({ dir: '/e', env: { ELECTRON_OVERRIDE_DIST_PATH: '/opt/el' }, ...fs })).toBe(
      '/opt/el/electron',
    );
  });
});

describe('downloadElectron', () => {
  it('reports the reason of a failed download in one line, without the stack', () => {
    const run = (() => ({
      status: 1,
      stdout: 'Downloading Electron binary...\n',
      stderr: 'TypeError: fetch failed\n    at node:internal/deps/undici\n    at async x\n',
    })) as unknown as Parameters<typeof downloadElectron>[1];
    expect(downloadElectron('/e', run)).toBe('TypeError: fetch failed');
  });

  it('returns an empty reason when the installer succeeded', () => {
    const run = (() => ({ status: 0, stdout: '', stderr: '' })) as unknown as Parameters<
      typeof downloadElectron
    >[1];
    expect(downloadElectron('/e', run)).toBe('');
  });

  it('says to run npm ci when the package itself is missing', () => {
    expect(downloadElectron(null)).toMatch(/npm ci/);
  });

  it('firstReason skips stack frames and blank lines', () => {
    expect(firstReason('\n\nError: getaddrinfo ENOTFOUND\n  at foo')).toBe('Error: getaddrinfo ENOTFOUND');
  });
});

describe('NO_ELECTRON_MESSAGE', () => {
  it('tells the user, in French and English, how to get Electron and to use the web version now', () => {
    expect(NO_ELECTRON_MESSAGE).toMatch(/n'est pas disponible/);
    expect(NO_ELECTRON_MESSAGE).toMatch(/not available/);
    expect(NO_ELECTRON_MESSAGE).toMatch(/ELECTRON_MIRROR/);
    expect(NO_ELECTRON_MESSAGE.match(/npm run web/g)).toHaveLength(2);
    expect(NO_ELECTRON_MESSAGE.split('\n').length).toBeLessThanOrEqual(8);
  });
});
