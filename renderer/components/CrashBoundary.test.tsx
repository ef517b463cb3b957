import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CrashBoundary, RESTORE_LATEST_KEY } from './CrashBoundary';
import { createAppI18n, loadLanguage } from '../i18n/load';

function Broken(): never {
  throw new Error('rangée introuvable');
}

describe('error boundary', () => {
  it('shows « Paravent a rencontré une erreur », logs it, and offers Recharger and the restore', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const log = vi.fn();
    const reload = vi.fn();
    document.documentElement.lang = 'fr';
    render(
      <CrashBoundary log={log} reload={reload}>
        <Broken />
      </CrashBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Paravent a rencontré une erreur');
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/rangée introuvable/));
    await userEvent.click(screen.getByRole('button', { name: 'Recharger' }));
    expect(reload).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Restaurer la dernière sauvegarde' }));
    expect(sessionStorage.getItem(RESTORE_LATEST_KEY)).toBe('1');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('speaks English when the page does, and the display offers only Reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The GM window has fetched the English texts before it set <html lang="en">.
    await loadLanguage(createAppI18n(), 'en');
    document.documentElement.lang = 'en';
    render(
      <CrashBoundary canRestore={false} reload={() => undefined}>
        <Broken />
      </CrashBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Paravent ran into an error');
    expect(screen.queryByRole('button', { name: /Restore/ })).toBeNull();
    document.documentElement.lang = 'fr';
  });
});
