import license from 'rollup-plugin-license';
import type { Plugin } from 'vite';
import { NOTICES_FILE, NOTICES_TITLE, noticesCountLine } from '../../shared/legal/third-party-notices.ts';

/**
 * The licences of the packages bundled into the renderer (React, Mantine, Dexie, i18next…), written
 * at build time into NOTICES_FILE (`third-party-notices.txt`) beside the pages (out/renderer for the desktop app,
 * out/web for the web app) and shown in Aide › À propos. rollup-plugin-license finds each bundled
 * package and reads its licence and NOTICE files; a bundled package with no licence text stops the
 * build (docs/packaging.md, « Licences »).
 */

/** What the notices need of a bundled package (rollup-plugin-license's `Dependency`). */
export interface BundledPackage {
  name: string | null;
  version: string | null;
  license: string | null;
  licenseText: string | null;
  noticeText: string | null;
}

/** The MIT licence's words after its copyright line. */
const MIT_TERMS = `Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.`;

/**
 * Licence texts for bundled packages whose npm package ships none: the licence their package.json
 * names, with the copyright holder it names (and that their repository's LICENSE file carries).
 * Add one only after reading the package's repository; never to silence the check.
 */
export const SUPPLIED_LICENCE_TEXTS: Readonly<Record<string, string>> = {
  // package.json: "license": "MIT", "author": "Anton Korzunov" (as react-remove-scroll's LICENSE).
  'react-remove-scroll-bar': `MIT License\n\nCopyright (c) 2017 Anton Korzunov\n\n${MIT_TERMS}`,
  // fast-xml-parser's entity decoder (the Combat Manager import): package.json and README say MIT,
  // "author": "Amit Gupta (https://solothought.com)"; its repository (nodable/val-parsers) has no
  // LICENSE file, so the MIT text is given with the author it names.
  '@nodable/entities': `MIT License\n\nCopyright (c) Amit Gupta (https://solothought.com)\n\n${MIT_TERMS}`,
};

/** The licence text of a package: its own file, else the one supplied above, else null. */
function licenceText(pkg: BundledPackage): string | null {
  const own = pkg.licenseText?.trim();
  if (own) return own;
  return (pkg.name && SUPPLIED_LICENCE_TEXTS[pkg.name]) || null;
}

/** The bundled packages that have no licence text (`name@version`): the build stops on any. */
export function packagesWithoutLicenceText(packages: readonly BundledPackage[]): string[] {
  return packages.filter((pkg) => licenceText(pkg) === null).map((pkg) => `${pkg.name}@${pkg.version}`);
}

/** The notices file: a header, then each package (by name) with its licence and its NOTICE, if any. */
export function noticesText(packages: readonly BundledPackage[]): string {
  const sorted = [...packages].sort((a, b) => (a.name ?? '').localeCompare(b.name ?? ''));
  const rule = '-'.repeat(72);
  const entries = sorted.map((pkg) =>
    [
      `${pkg.name} ${pkg.version} — ${pkg.license ?? 'licence inconnue'}`,
      '',
      licenceText(pkg) ?? '',
      ...(pkg.noticeText?.trim() ? ['', 'NOTICE', '', pkg.noticeText.trim()] : []),
    ].join('\n'),
  );
  return [
    NOTICES_TITLE,
    noticesCountLine(sorted.length),
    '',
    ...entries.flatMap((entry) => [rule, entry, '']),
  ].join('\n');
}

/** Vite plugins of the renderer build: find the bundled packages, refuse one without a licence, write the file. */
export function thirdPartyNotices(): Plugin[] {
  let bundled: BundledPackage[] = [];
  return [
    {
      ...license({
        thirdParty: {
          includePrivate: false,
          multipleVersions: true,
          output: (dependencies) => {
            bundled = dependencies;
          },
        },
      }),
      apply: 'build',
    } as Plugin,
    {
      name: 'paravent-third-party-notices',
      apply: 'build',
      generateBundle() {
        const missing = packagesWithoutLicenceText(bundled);
        if (missing.length > 0)
          this.error(
            `Licence sans texte pour ${missing.join(', ')} : ajoutez-le à SUPPLIED_LICENCE_TEXTS ` +
              '(scripts/lib/third-party-notices.ts) après l’avoir lu dans le dépôt du paquet.',
          );
        this.emitFile({ type: 'asset', fileName: NOTICES_FILE, source: noticesText(bundled) });
      },
    },
  ];
}
