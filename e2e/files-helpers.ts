/** What a GM does with files in the browser: uploads through the file chooser, downloads. */
import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';

/** The Improved Initiative encounter export of shared/files/fixtures (tags Poisoned and Prone). */
export const IMPROVED_INITIATIVE_ENCOUNTER = 'shared/files/fixtures/improved-initiative-encounter.json';

type Payload = { name: string; mimeType: string; buffer: Buffer };
type Upload = { path: string } | Payload | Payload[];

const intercepting = new WeakSet<Page>();

/**
 * Does what opens the file chooser, then picks `file`: set on the page's pending file input, the
 * one the chooser fills (Chromium's file chooser event proved unreliable in quick succession).
 * Headless Chromium cancels a chooser nobody intercepts at once, so choosers are intercepted first,
 * and waited for: `page.on('filechooser')` asks for it without waiting, and a chooser opened in
 * the meantime was cancelled — Ouvrir then did nothing, a flaky failure in CI.
 * When the browser wants a fresh click first, Paravent asks for it: the click is given.
 */
export async function chooseFile(page: Page, open: () => Promise<unknown>, file: Upload) {
  if (!intercepting.has(page)) {
    intercepting.add(page);
    page.on('filechooser', () => undefined);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.setInterceptFileChooserDialog', { enabled: true });
  }
  const input = page.locator('input[data-paravent-picker]');
  const click = page
    .getByRole('dialog', { name: 'Ouvrir…' })
    .getByRole('button', { name: 'Choisir le fichier…' });
  await open();
  await expect(input.or(click)).toBeAttached({ timeout: 15_000 });
  if (await click.isVisible()) await click.click();
  await input.setInputFiles(Array.isArray(file) ? file : 'path' in file ? file.path : file);
}

/** Does what saves, and returns the downloaded file's name, path and text. */
export async function saveByDownload(page: Page, save: () => Promise<unknown>) {
  const download = page.waitForEvent('download');
  await save();
  const d = await download;
  const path = await d.path();
  return { name: d.suggestedFilename(), path, text: await readFile(path, 'utf8') };
}

/** The notification on screen that says `text`. */
export function notice(page: Page, text: string | RegExp): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

/** The file name and unsaved mark beside the Fichier menu. */
export function fileStatus(page: Page): Locator {
  return page.getByTestId('file-status');
}

/** A file's text with the encounter's own id blanked (a reopened file is stored under a new id). */
export function withoutEncounterId(text: string): string {
  const value = JSON.parse(text);
  expect(typeof value.encounter.id).toBe('string');
  value.encounter.id = '';
  return JSON.stringify(value);
}

/** Drags a file over the GM window and drops it (as from the file manager). */
export async function dropFile(page: Page, name: string, text: string) {
  const transfer = await page.evaluateHandle(
    ([fileName, content]) => {
      const dt = new DataTransfer();
      dt.items.add(new File([content], fileName, { type: 'application/json' }));
      return dt;
    },
    [name, text] as const,
  );
  await page.dispatchEvent('main', 'dragenter', { dataTransfer: transfer });
  await page.dispatchEvent('main', 'dragover', { dataTransfer: transfer });
  await page.dispatchEvent('main', 'drop', { dataTransfer: transfer });
}
