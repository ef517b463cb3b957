import { FILE_MESSAGES } from '../../shared/files';
import { describe, expect, it, vi } from 'vitest';
import 'fake-indexeddb/auto';
import type { BackupSnapshot } from '../../shared/ipc';
import { ParaventDatabase } from '../db/database';
import { indexedDbBackupStore } from './web-backup-store';
import { createWebBackups } from './web-backups';
import type { BackupStore, MarkerStorage } from './web-backups';
import { createWebFiles } from './web-files';
import type { FilePage } from './web-files';
import { createWebHost, DISPLAY_WINDOW_NAME } from './web-host';

function fakeWindow(opened: { focus(): void } | null) {
  return {
    open: vi.fn(() => opened),
    location: { href: 'http://127.0.0.1:5199/index.html' },
    navigator: { userAgent: 'test' },
    print: vi.fn(),
  };
}

describe('web host', () => {
  it('opens the player display as a named window of the same origin and focuses it', async () => {
    const focus = vi.fn();
    const win = fakeWindow({ focus });
    await createWebHost(win, '1.0.0').openPlayerDisplay();
    expect(win.open).toHaveBeenCalledWith(
      'http://127.0.0.1:5199/display.html',
      DISPLAY_WINDOW_NAME,
      expect.any(String),
    );
    expect(focus).toHaveBeenCalled();
  });

  it('says when the browser blocked the window', async () => {
    await expect(createWebHost(fakeWindow(null), '1.0.0').openPlayerDisplay()).rejects.toThrow(
      'popup-blocked',
    );
  });

  it('prints through the browser’s own dialog (« Imprimer », Ctrl+P)', async () => {
    const win = fakeWindow(null);
    await expect(createWebHost(win, '1.0.0').print()).resolves.toEqual({ status: 'printed' });
    expect(win.print).toHaveBeenCalledOnce();
  });

  it('reports itself as the web host', async () => {
    const info = await createWebHost(fakeWindow(null), '1.2.3').getAppInfo();
    expect(info).toMatchObject({ host: 'web', version: '1.2.3' });
  });
});

describe('web host: files by download and upload', () => {
  function page(
    file: (Blob & { name: string }) | null = null,
    files: (Blob & { name: string })[] | null = file && [file],
  ) {
    return {
      pickFile: vi.fn(async () => file),
      pickFiles: vi.fn(async () => files),
      download: vi.fn(),
    } satisfies FilePage;
  }
  const noBackups = createWebBackups(memoryStore(), memoryMarker(), () => 0);

  it('Enregistrer downloads the text under a safe name, with no handle', async () => {
    const p = page();
    const host = createWebHost(fakeWindow(null), '1.0.0', createWebFiles(p, noBackups));
    await expect(
      host.saveFile({ handle: null, text: '{}\n', suggestedName: 'Embuscade/gué' }),
    ).resolves.toEqual({
      status: 'saved',
      handle: null,
      name: 'Embuscade_gué.paravent',
    });
    expect(p.download).toHaveBeenCalledWith('Embuscade_gué.paravent', '{}\n');
  });

  const refusing = () =>
    ({
      pickFile: vi.fn(async () => {
        throw new DOMException('showPicker() requires a user gesture', 'NotAllowedError');
      }),
      pickFiles: vi.fn(async () => {
        throw new DOMException('showPicker() requires a user gesture', 'NotAllowedError');
      }),
      download: vi.fn(),
    }) satisfies FilePage;

  it('says so when the browser will not show its file chooser without a fresh click', async () => {
    expect(await createWebFiles(refusing(), noBackups).openFile()).toEqual({
      status: 'error',
      message: FILE_MESSAGES.pickerNeedsClick,
    });
  });

  it('Ouvrir uploads a file, refuses one over 5 MB before reading it, and says when nothing was picked', async () => {
    const small = Object.assign(new Blob(['{"a":1}']), { name: 'a.paravent.json' });
    const big = Object.assign(new Blob([new Uint8Array(5 * 1024 * 1024 + 1)]), { name: 'big.json' });
    expect(await createWebFiles(page(small), noBackups).openFile()).toEqual({
      status: 'opened',
      file: { handle: null, name: 'a.paravent.json', text: '{"a":1}' },
    });
    expect(await createWebFiles(page(big), noBackups).openFile()).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/trop volumineux/),
    });
    expect(await createWebFiles(page(null), noBackups).importFile()).toEqual({ status: 'cancelled' });
    expect(await createWebFiles(refusing(), noBackups).importFile()).toEqual({
      status: 'error',
      message: FILE_MESSAGES.pickerNeedsClick,
    });
  });

  it('Importer takes several files: each read, one over 5 MB said and left, past 20 MB in all the rest left', async () => {
    const named = (text: BlobPart, name: string) => Object.assign(new Blob([text]), { name });
    const a = named('{"a":1}', 'a.json');
    const b = named('{"b":2}', 'b.json');
    const big = named(new Uint8Array(5 * 1024 * 1024 + 1), 'big.json');
    const batch = await createWebFiles(page(null, [a, big, b]), noBackups).importFile();
    expect(batch).toEqual({
      status: 'opened',
      file: { handle: null, name: 'a.json', text: '{"a":1}' },
      more: [{ handle: null, name: 'b.json', text: '{"b":2}' }],
      failed: [{ name: 'big.json', message: expect.stringMatching(/trop volumineux/) }],
    });
    const four = Array.from({ length: 6 }, (_, i) => named('x'.repeat(4 * 1024 * 1024), `${i}.json`));
    const heavy = await createWebFiles(page(null, four), noBackups).importFile();
    expect(heavy.status === 'opened' && [heavy.file, ...(heavy.more ?? [])].map((f) => f.name)).toEqual([
      '0.json',
      '1.json',
      '2.json',
      '3.json',
      '4.json',
    ]);
    expect(heavy.status === 'opened' && heavy.failed).toEqual([
      { name: '5.json', message: '5.json et les suivants : laissés, l’import dépassait 20,0 Mo en tout.' },
    ]);
  });
});

describe('web host: backups in IndexedDB', () => {
  it('writes snapshots to the backups table with the shared retention, and offers recovery after an unclean exit', async () => {
    const db = new ParaventDatabase(`backups-test-${Math.floor(performance.now() * 1000)}`);
    const store = indexedDbBackupStore(() => db);
    const marker = memoryMarker();
    let clock = Date.UTC(2025, 2, 1, 20, 0, 0);
    const first = createWebBackups(store, marker, () => clock);
    expect(await first.recovery()).toBeNull();
    for (let i = 0; i < 15; i += 1) {
      clock += 60_000;
      first.update({ encounterId: 'enc-1', text: `{"n":${i}}` });
      await first.tick();
    }
    await first.snapshot({ encounterId: 'enc-1', text: '{"before":"import"}', reason: 'import' });
    const list = await first.list();
    expect(list.filter((b) => b.reason === 'auto')).toHaveLength(10);
    expect(await db.backups.count()).toBe(11);
    // The page died without pagehide: the marker is still there.
    const second = createWebBackups(store, marker, () => clock);
    expect((await second.recovery())?.text).toBe('{"before":"import"}');
    db.close();
  });
});

function memoryStore(): BackupStore {
  const rows = new Map<string, BackupSnapshot>();
  return {
    put: async (s) => void rows.set(s.id, s),
    list: async () =>
      [...rows.values()].map(({ id, at, reason, encounterId }) => ({ id, at, reason, encounterId })),
    get: async (id) => rows.get(id),
    delete: async (ids) => ids.forEach((id) => rows.delete(id)),
  };
}

function memoryMarker(): MarkerStorage {
  const items = new Map<string, string>();
  return {
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}
