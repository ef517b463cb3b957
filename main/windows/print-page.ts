import type { PrintOutcome } from '../../shared/ipc';

/** What printing needs of a window's contents (Electron's `webContents`; a fake in tests). */
export interface PrintableContents {
  isDestroyed(): boolean;
  print(
    options: { silent: boolean; printBackground: boolean; pageSize: 'A4' },
    callback: (success: boolean, failureReason: string) => void,
  ): void;
}

/**
 * « Imprimer » on the desktop: the page as its print stylesheet lays it out (renderer/features/print:
 * A4, black on white, no controls), through the system's print dialog. The GM's cancelling the
 * dialog is not a failure; a failure keeps the system's reason for the notice and the log.
 */
export function printPage(contents: PrintableContents | undefined): Promise<PrintOutcome> {
  if (!contents || contents.isDestroyed()) return Promise.resolve({ status: 'failed', reason: 'no window' });
  return new Promise((done) => {
    try {
      contents.print({ silent: false, printBackground: false, pageSize: 'A4' }, (success, failureReason) => {
        if (success) done({ status: 'printed' });
        else if (failureReason === 'cancelled') done({ status: 'cancelled' });
        else done({ status: 'failed', reason: failureReason.slice(0, 500) || 'unknown' });
      });
    } catch (error: unknown) {
      done({
        status: 'failed',
        reason: (error instanceof Error ? error.message : String(error)).slice(0, 500),
      });
    }
  });
}
