/**
 * The error boundary at the top of each window (issue 17): a rendering error shows « Paravent a
 * rencontré une erreur » with Recharger and « Restaurer la dernière sauvegarde » instead of a blank
 * window. The fight is untouched (it lives in IndexedDB and the snapshots, not in React); the error
 * goes to the log file when the host has one. Plain HTML, outside Mantine and i18next, so that it
 * works whatever broke; the language is the page's (`<html lang>`), in French while the English texts
 * have not been loaded.
 */
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { loadedMessages } from '../i18n/load';

/** Key read by the files controller at start: restore the newest snapshot (FilesController.tsx). */
export const RESTORE_LATEST_KEY = 'paravent:restore-latest';

interface Props {
  children: ReactNode;
  /** Writes to the log file (desktop); nothing on the web. */
  log?: (message: string) => void;
  /** The GM window offers the restore; the player display only reloads. */
  canRestore?: boolean;
  /** Reloads the page (tests pass a fake). */
  reload?: () => void;
}

interface State {
  error: Error | null;
}

function texts() {
  return loadedMessages(document.documentElement.lang).crash;
}

/** Catches what its children throw while rendering. */
export class CrashBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    const where =
      info.componentStack
        ?.split('\n')
        .find((line) => line.trim() !== '')
        ?.trim() ?? '';
    this.props.log?.(`Erreur d’affichage : ${error.message} ${where}`.slice(0, 2000));
  }

  private reload = () => (this.props.reload ?? (() => window.location.reload()))();

  private restore = () => {
    sessionStorage.setItem(RESTORE_LATEST_KEY, '1');
    this.reload();
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const t = texts();
    return (
      <div
        role="alert"
        style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 560, margin: '15vh auto', padding: 24 }}
      >
        <h1 style={{ fontSize: 22, margin: '0 0 12px' }}>{t.title}</h1>
        <p style={{ margin: '0 0 8px' }}>{t.body}</p>
        <p style={{ margin: '0 0 20px', color: '#666', fontSize: 13 }}>{error.message.slice(0, 300)}</p>
        <div style={{ display: 'flex', gap: 12 }}>
          <button type="button" onClick={this.reload} style={{ padding: '8px 16px', fontSize: 15 }}>
            {t.reload}
          </button>
          {this.props.canRestore !== false && (
            <button type="button" onClick={this.restore} style={{ padding: '8px 16px', fontSize: 15 }}>
              {t.restore}
            </button>
          )}
        </div>
      </div>
    );
  }
}
