import { describe, expect, it } from 'vitest';
import { NO_ELECTRON_MESSAGE, findElectronBinary } from './electron-binary.mjs';

describe('findElectronBinary', () => {
  it('returns the binary path when the electron package resolves to a file that exists', () => {
    expect(
      findElectronBinary(
        () => '/opt/electron/electron',
        (path) => path === '/opt/electron/electron',
      ),
    ).toBe('/opt/electron/electron');
  });

  it('returns null when the package throws (binary never downloaded)', () => {
    const load = () => {
      throw new Error('Electron failed to install correctly, please delete node_modules/electron');
    };
    expect(findElectronBinary(load, () => true)).toBeNull();
  });

  it('returns null when the path it names is missing', () => {
    expect(
      findElectronBinary(
        () => '/opt/electron/electron',
        () => false,
      ),
    ).toBeNull();
  });
});

describe('NO_ELECTRON_MESSAGE', () => {
  it('tells the user, in French and English, to use the web version', () => {
    expect(NO_ELECTRON_MESSAGE).toMatch(/n'est pas disponible/);
    expect(NO_ELECTRON_MESSAGE).toMatch(/not available/);
    expect(NO_ELECTRON_MESSAGE.match(/npm run web/g)).toHaveLength(2);
  });
});
