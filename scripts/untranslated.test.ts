import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { jsxLiterals, mainLiterals, preloadLiterals, untranslatedLiterals } from './lib/untranslated';

/**
 * Every user-visible string through the translation tables (issue 30): a new literal in a JSX text,
 * a visible prop or a notice of the renderer, or in a menu, dialog or notice of main, fails here
 * with its file and line. Put it in renderer/i18n/fr.ts and en.ts (or main/main-texts.ts) instead.
 */
describe('untranslated interface text', () => {
  it('there is none in the renderer’s components or in main', () => {
    const found = untranslatedLiterals(resolve(import.meta.dirname, '..'));
    expect(found.map((l) => `${l.file}:${l.line} ${JSON.stringify(l.text)}`)).toEqual([]);
  });

  it('finds a sentence in JSX, a visible prop, a notice and main’s menus; not keys, codes or dice', () => {
    const tsx = [
      'export const A = () => (',
      '  <Stack>',
      '    <Text>Chargement…</Text>',
      '    <Loader aria-label="Chargement…" />',
      '    <TextInput label={\'Nom\'} placeholder="2d6+3, 4d6kh3, d%" />',
      "    <Button onClick={() => notifications.show({ message: 'Enregistré' })}>{t('save')}</Button>",
      '    <Kbd>Ctrl K</Kbd> <SegmentedControl data={[{ value: "fr", label: "FR" }]} /> ▾ ?',
      '  </Stack>',
      ');',
    ].join('\n');
    expect(jsxLiterals('A.tsx', tsx).map((l) => [l.line, l.text])).toEqual([
      [3, 'Chargement…'],
      [4, 'Chargement…'],
      [5, 'Nom'],
      [6, 'Enregistré'],
    ]);
    // A generic arrow in a .ts file is code, not JSX text.
    const generic = 'const first = <T>(test: (c: number) => T) =>\n  list.find((c) => test(c));';
    expect(jsxLiterals('round-keys.ts', generic)).toEqual([]);
    const main =
      "const item = { label: 'Imprimer…', click };\nconst id = { role: 'copy', accelerator: 'CommandOrControl+C' };";
    expect(mainLiterals('menu.ts', main).map((l) => l.text)).toEqual(['Imprimer…']);
    const preload = [
      'throw new Error(`Données refusées (${channel.name}) : ${why}`);',
      'throw new Error(words().refused(channel.name, why));',
      "reject(new Error('too-big'));",
    ].join('\n');
    expect(preloadLiterals('api.ts', preload).map((l) => [l.line, l.text])).toEqual([
      [1, 'Données refusées ( ) :'],
    ]);
  });
});
