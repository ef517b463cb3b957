import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { SYSTEM_IDS } from '../../../shared/rules';
import { createI18n } from '../../i18n';
import { QuickAdd } from './QuickAdd';

const CASES = SYSTEM_IDS.flatMap((system) =>
  (['fr', 'en'] as const).map((language) => [system, language] as const),
);

describe('Ajout rapide › its example', () => {
  it.each(CASES)(
    'in %s (%s), is a line the system reads, with its own defence word',
    async (system, language) => {
      const onAdd = vi.fn(() => true);
      render(
        <MantineProvider env="test">
          <I18nextProvider i18n={createI18n(language)}>
            <QuickAdd system={system} onAdd={onAdd} onOpenForm={() => {}} onOpenLibrary={() => {}} />
          </I18nextProvider>
        </MantineProvider>,
      );
      const example = screen
        .getByLabelText(language === 'fr' ? 'Ajout rapide' : 'Quick add')
        .getAttribute('placeholder');
      expect(example).toBeTruthy();
      // Chroniques Oubliées: an INIT score and DEF; B/X: a descending AC.
      if (system === 'co') expect(example).toMatch(/init 12 .* DEF 13$/);
      if (system === 'osr') expect(example).toMatch(/init \+1 .* (CA|AC) 6$/);
      const field = screen.getByLabelText(language === 'fr' ? 'Ajout rapide' : 'Quick add');
      await userEvent.type(field, `${example}{Enter}`);
      expect(screen.queryByText(/n’est pas compris|not understood/)).toBeNull();
      expect(onAdd).toHaveBeenCalledTimes(1);
      expect(onAdd.mock.calls[0]).toMatchObject([{ name: language === 'fr' ? 'Orque' : 'Orc', hpMax: 6 }, 4]);
    },
  );
});

describe('Ajout rapide › its help', () => {
  it.each(CASES)(
    'in %s (%s), shows damage defences and, where quick add reads them, saves, in words it reads',
    async (system, language) => {
      const onAdd = vi.fn(() => true);
      render(
        <MantineProvider env="test">
          <I18nextProvider i18n={createI18n(language)}>
            <QuickAdd system={system} onAdd={onAdd} onOpenForm={() => {}} onOpenLibrary={() => {}} />
          </I18nextProvider>
        </MantineProvider>,
      );
      const help = screen.getByText(/défenses contre les dégâts|damage defences/).textContent ?? '';
      const defences = /[«“] ?(\[[^\]]+\]) ?[»”]/.exec(help)?.[1];
      expect(defences).toBeDefined();
      // The first example of the saves' help (« Réf +4 », « sauve comme G3 », « DEX +2 »): every
      // system with saves shows one, and it is a line the quick add reads.
      const saves =
        /[«“] ?([^«“»”]+?) ?[»”](?:, [«“] ?[^«“»”]+? ?[»”])?(?: \([^)]*\))? ?: (?:sauvegardes|saves|tests de caractéristique|ability tests)/.exec(
          help,
        )?.[1];
      expect(saves).toBeDefined();
      const field = screen.getByLabelText(language === 'fr' ? 'Ajout rapide' : 'Quick add');
      const line = `Orque PV 6 ${defences} ${saves ?? ''}`.trim();
      await userEvent.type(field, `${line.replaceAll('[', '[[')}{Enter}`);
      expect(onAdd).toHaveBeenCalledTimes(1);
      expect(onAdd.mock.calls[0]).toMatchObject([
        {
          damageDefences: defences!.slice(1, -1).trim(),
          ...(saves ? { saves: expect.any(String) } : {}),
        },
        1,
      ]);
    },
  );
});
