import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES } from './files/limits';
import { snapshotFileName } from './files/snapshot-names';
import {
  DISPLAY_INVOKE,
  DISPLAY_PUSH,
  FILE_INVOKE,
  FILE_PUSH,
  INVOKE,
  LOG_INVOKE,
  MENU_INVOKE,
  NOTICE_PUSH,
  PUSH,
  WINDOW_INVOKE,
  WINDOW_PUSH,
  parserOf,
  type InvokeChannel,
  type PushChannel,
} from './ipc';

const INVOKES: InvokeChannel<unknown, unknown>[] = [
  ...Object.values(INVOKE),
  ...Object.values(WINDOW_INVOKE),
  ...Object.values(LOG_INVOKE),
  ...Object.values(MENU_INVOKE),
  ...Object.values(FILE_INVOKE),
  ...Object.values(DISPLAY_INVOKE),
];
const PUSHES: PushChannel<unknown>[] = [
  ...Object.values(PUSH),
  ...Object.values(NOTICE_PUSH),
  ...Object.values(WINDOW_PUSH),
  ...Object.values(FILE_PUSH),
  ...Object.values(DISPLAY_PUSH),
];

const SNAPSHOT = snapshotFileName(Date.UTC(2025, 2, 1, 20, 45), 'auto', 'enc-1');
const HANDLE = '0f3c2a9e-1b2d-4c5e-8f90-123456789abc';

describe('every channel of the contract', () => {
  it('is named paravent:…, once, with a payload schema (and, for an invoke, an answer schema)', () => {
    const names = [...INVOKES, ...PUSHES].map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const channel of [...INVOKES, ...PUSHES]) {
      expect(channel.name).toMatch(/^paravent:[a-z-]+:[a-z-]+$/);
      expect(channel.payload).toBeDefined();
    }
    for (const channel of INVOKES) expect(channel.answer).toBeDefined();
  });

  it('never throws on any payload: a typed value or a message (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (payload) => {
        for (const channel of [...INVOKES, ...PUSHES]) {
          const parsed = channel.parse(payload);
          if (!parsed.ok) expect(parsed.error.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('payloads the host accepts, and those it refuses with a reason', () => {
  const save = { handle: null, text: '{}', suggestedName: 'Embuscade' };
  it.each<[string, InvokeChannel<unknown, unknown> | PushChannel<unknown>, unknown, RegExp | null]>([
    ['a save to a new file', FILE_INVOKE.saveFile, save, null],
    ['a save behind a handle the host gave', FILE_INVOKE.saveFile, { ...save, handle: HANDLE }, null],
    ['a forged path as a handle', FILE_INVOKE.saveFile, { ...save, handle: '/etc/passwd' }, /poignée/],
    ['an empty file name', FILE_INVOKE.saveFile, { ...save, suggestedName: '' }, /nom de fichier/],
    ['a text over 5 MB', FILE_INVOKE.saveFile, { ...save, text: 'x'.repeat(MAX_FILE_BYTES + 1) }, /5 Mo/],
    [
      '5 MB of characters that are 10 MB of UTF-8',
      FILE_INVOKE.saveFile,
      { ...save, text: 'é'.repeat(MAX_FILE_BYTES / 2 + 1) },
      /5 Mo/,
    ],
    ['not an object', FILE_INVOKE.saveFile, 'nope', /objet/],
    [
      'an export of a library',
      FILE_INVOKE.saveFileAs,
      { text: '{}', suggestedName: 'Bestiaire', kind: 'library' },
      null,
    ],
    [
      'an export of another kind',
      FILE_INVOKE.saveFileAs,
      { text: '{}', suggestedName: 'x', kind: 'script' },
      /sorte/,
    ],
    ['a recent file by handle', FILE_INVOKE.openRecentFile, HANDLE, null],
    ['a recent file by path', FILE_INVOKE.openRecentFile, '../../x', /poignée/],
    [
      'a snapshot before an import',
      FILE_INVOKE.snapshot,
      { encounterId: 'enc-1', text: '{}', reason: 'import' },
      null,
    ],
    [
      'a snapshot for no reason',
      FILE_INVOKE.snapshot,
      { encounterId: 'enc-1', text: '{}', reason: 'why' },
      /raison/,
    ],
    ['a snapshot of no fight', FILE_INVOKE.autosave, { encounterId: '', text: '{}' }, /rencontre/],
    ['a backup by its file name', FILE_INVOKE.readBackup, SNAPSHOT, null],
    ['a backup by a path', FILE_INVOKE.readBackup, `../${SNAPSHOT}`, /sauvegarde/],
    ['a log line', LOG_INVOKE.write, 'Fichier refusé : a.paravent', null],
    ['a log line too long', LOG_INVOKE.write, 'x'.repeat(2001), /2000/],
    ['a menu command', PUSH.menuCommand, 'file.save', null],
    ['a script as a menu command', PUSH.menuCommand, '<img onerror=x>', /commande/],
    ['a notice', NOTICE_PUSH.notice, { tone: 'ok', message: 'La sauvegarde automatique fonctionne.' }, null],
    ['a notice of another tone', NOTICE_PUSH.notice, { tone: 'html', message: 'x' }, /avis/],
    ['nothing where nothing is expected', INVOKE.getAppInfo, undefined, null],
    ['something where nothing is expected', INVOKE.openPlayerDisplay, { x: 1 }, /aucune donnée/],
    ['the light theme', WINDOW_INVOKE.setColorScheme, 'light', null],
    ['a colour as a theme', WINDOW_INVOKE.setColorScheme, '#fff', /thème/],
    [
      'a file opened from outside',
      FILE_PUSH.externalFile,
      { ok: true, file: { handle: null, name: 'a.paravent', text: '{}' } },
      null,
    ],
    [
      'a refused file opened from outside',
      FILE_PUSH.externalFile,
      { ok: false, name: 'a.paravent', message: 'Trop gros' },
      null,
    ],
    [
      'a file from outside with a forged handle',
      FILE_PUSH.externalFile,
      { ok: true, file: { handle: '../x', name: 'a', text: '{}' } },
      /poignée/,
    ],
  ])('%s', (_case, channel, payload, refusal) => {
    const parsed = channel.parse(payload);
    if (refusal === null) expect(parsed.ok).toBe(true);
    else {
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.error).toMatch(refusal);
    }
  });

  it('drops what the contract does not name (a field that is not there never travels on)', () => {
    const parsed = FILE_INVOKE.saveFile.parse({ ...save, path: '/etc/passwd' });
    expect(parsed).toEqual({ ok: true, value: save });
  });
});

describe('main’s answers, checked by the preload before the page sees them', () => {
  const answer = (channel: { answer: InvokeChannel<unknown, unknown>['answer'] }) => parserOf(channel.answer);

  it('a backup is read from its id: its time, reason and fight cannot be forged apart', () => {
    const parsed = answer(FILE_INVOKE.listBackups)([
      { id: SNAPSHOT, at: 0, reason: 'import', encounterId: 'other' },
    ]);
    expect(parsed).toEqual({
      ok: true,
      value: [{ id: SNAPSHOT, at: Date.UTC(2025, 2, 1, 20, 45), reason: 'auto', encounterId: 'enc-1' }],
    });
    expect(answer(FILE_INVOKE.readBackup)({ id: 'x.txt', text: '{}' }).ok).toBe(false);
    expect(answer(FILE_INVOKE.getRecovery)(null)).toEqual({ ok: true, value: null });
  });

  it.each([
    [
      FILE_INVOKE.openFile,
      { status: 'opened', file: { handle: null, name: 'a.paravent', text: '{}' } },
      true,
    ],
    [FILE_INVOKE.openFile, { status: 'opened', file: { path: '/x' } }, false],
    [FILE_INVOKE.saveFile, { status: 'saved', handle: HANDLE, name: 'a.paravent' }, true],
    [FILE_INVOKE.saveFile, { status: 'done' }, false],
    [
      FILE_INVOKE.listRecentFiles,
      [{ handle: HANDLE, name: 'a.paravent', path: '/home/mj/a.paravent' }],
      true,
    ],
    [INVOKE.getAppInfo, { host: 'desktop', version: '0.1.0', platform: 'linux' }, true],
    [INVOKE.getAppInfo, { host: 'evil', version: '0.1.0', platform: 'linux' }, false],
    [WINDOW_INVOKE.print, { status: 'cancelled' }, true],
    [WINDOW_INVOKE.print, { status: 'failed', reason: 'no printer' }, true],
    [WINDOW_INVOKE.print, true, false],
  ])('%# %j', (channel, value, ok) => {
    expect(answer(channel)(value).ok).toBe(ok);
  });
});
