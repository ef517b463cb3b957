import { describe, expect, it } from 'vitest';
import { noticesCount } from '../../shared/legal/third-party-notices';
import {
  SUPPLIED_LICENCE_TEXTS,
  noticesText,
  packagesWithoutLicenceText,
  type BundledPackage,
} from './third-party-notices';

const pkg = (
  name: string,
  licenseText: string | null,
  extra: Partial<BundledPackage> = {},
): BundledPackage => ({
  name,
  version: '1.0.0',
  license: 'MIT',
  licenseText,
  noticeText: null,
  ...extra,
});

describe('third-party notices', () => {
  it('a bundled package without a licence text is named (and stops the build)', () => {
    expect(
      packagesWithoutLicenceText([
        pkg('react', 'MIT License\n\nCopyright (c) Meta'),
        pkg('left-pad', null),
        pkg('blank', '  '),
      ]),
    ).toEqual(['left-pad@1.0.0', 'blank@1.0.0']);
  });

  it('a package whose npm files hold no licence passes only with a text supplied for it', () => {
    expect(packagesWithoutLicenceText([pkg('react-remove-scroll-bar', null)])).toEqual([]);
    expect(SUPPLIED_LICENCE_TEXTS['react-remove-scroll-bar']).toMatch(
      /^MIT License\n\nCopyright \(c\) 2017 Anton Korzunov/,
    );
  });

  it('lists every package by name with its licence, its text and its NOTICE, and says how many', () => {
    const text = noticesText([
      pkg('dexie', 'Apache License\nVersion 2.0', {
        license: 'Apache-2.0',
        noticeText: 'Dexie.js\nCopyright (c) 2014 David Fahlander',
      }),
      pkg('clsx', 'MIT License\n\nCopyright (c) Luke Edwards'),
    ]);
    expect(noticesCount(text)).toBe(2);
    expect(text.indexOf('clsx 1.0.0 — MIT')).toBeLessThan(text.indexOf('dexie 1.0.0 — Apache-2.0'));
    expect(text).toContain('Apache License\nVersion 2.0\n\nNOTICE\n\nDexie.js');
    expect(text).toContain('Copyright (c) Luke Edwards');
  });
});
