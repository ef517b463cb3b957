import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { DisplayContent } from './DisplayApp';
import { renderDisplay, runningView } from './render-display';

describe('DisplayContent', () => {
  it('shows a calm waiting screen when nothing was published', () => {
    renderDisplay(<DisplayContent view={null} tableKey={null} />);
    expect(screen.getByRole('heading', { name: 'Affichage joueurs' })).toBeInTheDocument();
    expect(screen.getByText(/s'affichera ici/)).toBeInTheDocument();
  });

  it('says the fight is over once it ended, without the order', () => {
    renderDisplay(<DisplayContent view={runningView({ status: 'ended' })} tableKey={null} />);
    expect(screen.getByText('Le combat est terminé.')).toBeInTheDocument();
    expect(screen.queryByText('Aldric')).toBeNull();
  });

  it('shows the pinned table between fights', () => {
    renderDisplay(<DisplayContent view={null} tableKey="table:dnd35-cover" />);
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('shows the fight when one is running', () => {
    renderDisplay(<DisplayContent view={runningView()} tableKey={null} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Aldric' })).toBeInTheDocument();
  });
});
