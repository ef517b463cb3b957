import { describe, expect, it, vi } from 'vitest';
import { printPage, type PrintableContents } from './print-page';

/** A fake webContents whose print dialog answers as the system would. */
function contents(
  answer: [boolean, string] | Error,
): PrintableContents & { print: ReturnType<typeof vi.fn> } {
  return {
    isDestroyed: () => false,
    print: vi.fn((_options, callback: (success: boolean, reason: string) => void) => {
      if (answer instanceof Error) throw answer;
      callback(...answer);
    }),
  };
}

describe('printing the GM window (webContents.print)', () => {
  it('asks the system’s dialog for an A4 page, without the screen’s backgrounds', async () => {
    const page = contents([true, '']);
    await expect(printPage(page)).resolves.toEqual({ status: 'printed' });
    expect(page.print).toHaveBeenCalledWith(
      { silent: false, printBackground: false, pageSize: 'A4' },
      expect.any(Function),
    );
  });

  it('the GM closing the dialog is a cancel, not a failure', async () => {
    await expect(printPage(contents([false, 'cancelled']))).resolves.toEqual({ status: 'cancelled' });
  });

  it('a failure keeps the system’s reason; a throw too; no window is a failure', async () => {
    await expect(printPage(contents([false, 'failed']))).resolves.toEqual({
      status: 'failed',
      reason: 'failed',
    });
    await expect(printPage(contents(new Error('no printer')))).resolves.toEqual({
      status: 'failed',
      reason: 'no printer',
    });
    await expect(printPage(undefined)).resolves.toMatchObject({ status: 'failed' });
    await expect(printPage({ isDestroyed: () => true, print: vi.fn() })).resolves.toMatchObject({
      status: 'failed',
    });
  });
});
