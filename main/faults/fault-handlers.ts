import type { HostNotice } from '../../shared/ipc';
import type { MainLanguage } from '../files/main-messages';
import { FAULT_WORDS } from './fault-words';

/** The parts of Node's `process` the handlers use (a fake in tests). */
export interface FaultSource {
  on(event: 'uncaughtException' | 'unhandledRejection', listener: (fault: unknown) => void): unknown;
}

/** What the handlers need. */
export interface FaultHandlerDeps {
  source: FaultSource;
  /** A line in the log file (main/log). */
  log(line: string): void;
  /** A notice in the GM window (when it is open). */
  tellGm(notice: HostNotice): void;
  language(): MainLanguage;
  now(): number;
}

/** The GM is told at most once in this time, however often a fault repeats (the log keeps each one). */
const TELL_AT_MOST_EVERY_MS = 60_000;

function describe(fault: unknown): { short: string; detail: string } {
  if (fault instanceof Error) {
    return {
      short: fault.message.slice(0, 200) || fault.name,
      detail: fault.stack ?? `${fault.name}: ${fault.message}`,
    };
  }
  const text = String(fault);
  return { short: text.slice(0, 200), detail: text };
}

/**
 * A fault in the main process (an exception nothing caught, a promise rejected with nobody
 * listening) is written to the log file with its stack, and the GM is told in their language — the
 * fight in progress lives in the GM window's storage and is not lost. Without these handlers an
 * uncaught exception shows Electron's raw dialog and leaves nothing in the log folder.
 */
export function installFaultHandlers(deps: FaultHandlerDeps): void {
  let lastTold = Number.NEGATIVE_INFINITY;
  const report = (kind: string, fault: unknown) => {
    const { short, detail } = describe(fault);
    deps.log(`${kind} : ${detail}`);
    const at = deps.now();
    if (at - lastTold < TELL_AT_MOST_EVERY_MS) return;
    lastTold = at;
    deps.tellGm({ tone: 'error', message: FAULT_WORDS[deps.language()].mainFault(short).slice(0, 2000) });
  };
  deps.source.on('uncaughtException', (error) =>
    report('Exception non rattrapée du processus principal', error),
  );
  deps.source.on('unhandledRejection', (reason) =>
    report('Promesse rejetée sans traitement (processus principal)', reason),
  );
}

/** The parts of Electron's `crashReporter` and `app` the crash dumps need (fakes in tests). */
export interface CrashDumpDeps {
  crashReporter: { start(options: { uploadToServer: boolean; submitURL: string; compress: boolean }): void };
  app: { setPath(name: 'crashDumps', path: string): void };
  /** Where the dumps go: inside the log folder, so that Aide › Ouvrir le dossier des journaux shows them. */
  folder: string;
}

/**
 * Electron's crash reporter (Crashpad) writes a minidump when a process of Paravent crashes (main,
 * a window, the GPU), here, on this computer only: nothing is ever sent anywhere.
 */
export function startLocalCrashDumps({ crashReporter, app, folder }: CrashDumpDeps): void {
  app.setPath('crashDumps', folder);
  crashReporter.start({ uploadToServer: false, submitURL: '', compress: true });
}
