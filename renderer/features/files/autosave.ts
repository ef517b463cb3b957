/**
 * Autosave for the host's snapshots: the tracker calls `changed(encounter)` after every event; the
 * file text is sent to the host at most once per `throttleMs` (trailing: the last state always
 * goes), and the host writes a snapshot at least every 60 s while it changed, and on quit/suspend.
 * IndexedDB already holds every event (renderer/db); this is the second line of defence.
 */
import type { Encounter } from '../../../shared/combat';
import type { FilesApi } from '../../../shared/ipc';
import { getHostApi } from '../../host';
import { checkedEncounterText, snapshotEncounterText } from '../../../shared/files';

/** Default: the latest state reaches the host within 5 s. */
const AUTOSAVE_THROTTLE_MS = 5_000;

/** Timers, injected in tests. */
export interface AutosaveTimers {
  set(run: () => void, ms: number): unknown;
  clear(timer: unknown): void;
}

/** The autosave of the GM window. */
export interface Autosave {
  /** The fight changed: its new state will be sent (throttled). */
  changed(encounter: Encounter): void;
  /** Sends the pending state now (before closing, before an import). */
  flush(): Promise<void>;
  /** Stops the timer (the pending state is sent first). */
  dispose(): Promise<void>;
}

const browserTimers: AutosaveTimers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (timer) => clearTimeout(typeof timer === 'number' ? timer : undefined),
};

/** Creates the autosave. */
export function createAutosave(
  api: FilesApi = getHostApi(),
  throttleMs = AUTOSAVE_THROTTLE_MS,
  timers: AutosaveTimers = browserTimers,
  /** A fight nearing or over a file limit (shared/files write-check.ts): told once per message. */
  onLimit: (message: string, over: boolean) => void = () => undefined,
): Autosave {
  let told: string | null = null;
  const tell = (message: string | null, over: boolean) => {
    // The same state of affairs is said once; a new one (other numbers crossing a limit) again.
    const key = message === null ? null : message.replace(/[\d\s,.]+/g, '');
    if (message !== null && key !== told) onLimit(message, over);
    told = key;
  };
  let pending: Encounter | null = null;
  let timer: unknown = null;
  const flush = async () => {
    if (timer !== null) timers.clear(timer);
    timer = null;
    const enc = pending;
    pending = null;
    if (!enc) return;
    const checked = checkedEncounterText(enc);
    // A fight the file refuses (a value of an older version, named in the message) still gets its
    // snapshots, every value fitted as the reader would: nothing is sent that Paravent could not
    // read back, and the fight is in IndexedDB meanwhile.
    if (!checked.ok) tell(checked.message, true);
    else tell(checked.warning, false);
    const text = checked.ok ? checked.text : snapshotEncounterText(enc);
    if (text !== null) await api.autosave({ encounterId: enc.id, text }).catch(() => undefined);
  };
  return {
    changed(encounter) {
      pending = encounter;
      timer ??= timers.set(() => void flush(), throttleMs);
    },
    flush,
    dispose: flush,
  };
}
