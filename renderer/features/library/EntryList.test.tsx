/**
 * The Library's list: light rows, virtualised beyond 40 entries, searched key by key; N copies added
 * from the count field with Enter; system names in the GM's language; the rows are places in the
 * list that show another entry as the GM types, each entry keeping its own count.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import type { SystemId } from '../../../shared/rules';
import type { LibraryRow } from '../../db';
import { createI18n } from '../../i18n';
import { EntryList } from './EntryList';

const SYSTEMS: SystemId[] = ['dnd35', 'pf1', 'sf1', 'co', 'osr'];
const NAMES = ['Gobelin', 'Orque', 'Troll', 'Loup'];

function rows(count: number): LibraryRow[] {
  return Array.from({ length: count }, (_, i) => {
    const name = `${NAMES[i % NAMES.length]} ${i + 1}`;
    return {
      id: `t:${i}`,
      kind: 'bestiary',
      name,
      system: SYSTEMS[i % SYSTEMS.length],
      savedAt: i,
      combatant: { name, side: 'enemy', hpMax: 7, defences: { ac: 13 } },
      stats: { nameEn: `Creature ${i + 1}`, tags: ['bête'] },
    };
  });
}

function show(entries: LibraryRow[], language: 'fr' | 'en' = 'fr') {
  const onAdd = vi.fn();
  render(
    <MantineProvider env="test">
      <I18nextProvider i18n={createI18n(language)}>
        <EntryList rows={entries} system={null} searchLabel="Chercher" onAdd={onAdd} />
      </I18nextProvider>
    </MantineProvider>,
  );
  return onAdd;
}

describe('EntryList', () => {
  it('with 2,000 entries, mounts only a window of them, and the search typed key by key narrows them', async () => {
    show(rows(2000));
    expect(screen.getByText('2000 fiches')).toBeInTheDocument();
    expect(screen.getByTestId('library-scroller')).toBeInTheDocument();
    expect(screen.queryAllByRole('listitem').length).toBeLessThan(40);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Chercher' }), 'troll 1');
    // « Troll 3 », « Troll 11 », « Troll 15 »… every Troll whose number holds a 1.
    const found = rows(2000).filter((r) => r.name.startsWith('Troll') && r.name.includes('1')).length;
    expect(await screen.findByText(`${found} fiches`)).toBeInTheDocument();
  });

  it('adds N copies with Enter in the count field, and refuses a count that is not 1…100', async () => {
    const entries = rows(3);
    const onAdd = show(entries);
    const line = screen.getByRole('listitem', { name: 'Orque 2' });
    const count = within(line).getByLabelText('Nombre d’Orque 2');
    await userEvent.clear(count);
    await userEvent.type(count, '4{Enter}');
    expect(onAdd).toHaveBeenCalledWith(entries[1], 4);
    await userEvent.clear(count);
    await userEvent.type(count, '0');
    expect(count).toHaveAttribute('aria-invalid', 'true');
    expect(within(line).getByRole('button', { name: 'Ajouter au combat' })).toBeDisabled();
  });

  it('a row that shows another entry as the GM types starts at 1, its entry’s count is its own', async () => {
    const entries = rows(8);
    const onAdd = show(entries);
    // « Orque 2 » is the second row; a count typed for it stays with it.
    const count = within(screen.getByRole('listitem', { name: 'Orque 2' })).getByLabelText(
      'Nombre d’Orque 2',
    );
    await userEvent.clear(count);
    await userEvent.type(count, '5');
    // Searching « troll » puts « Troll 3 » and « Troll 7 » in the first two rows: « Troll 7 » shows
    // in the row « Orque 2 » had, and its count is 1, not the 5 typed for « Orque 2 ».
    await userEvent.type(screen.getByRole('searchbox', { name: 'Chercher' }), 'troll');
    const troll = await screen.findByRole('listitem', { name: 'Troll 7' });
    expect(within(troll).getByLabelText('Nombre de Troll 7')).toHaveValue('1');
    await userEvent.click(within(troll).getByRole('button', { name: 'Ajouter au combat' }));
    expect(onAdd).toHaveBeenLastCalledWith(entries[6], 1);
  });

  it('names each entry’s system in the GM’s language', () => {
    show(rows(2), 'en');
    expect(screen.getByText('Dungeons & Dragons 3.5 (SRD)')).toBeInTheDocument();
    expect(screen.getByText('Pathfinder (1st edition)')).toBeInTheDocument();
  });
});
