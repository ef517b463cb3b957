/**
 * The turn clock's face, shared by the GM's turn panel and the players' display: « 1:40 »,
 * « 12:05 », « 1:02:03 », and a hook that renders again every second while the clock runs.
 */
import { useEffect, useState } from 'react';
import { useInterval } from '@mantine/hooks';

export { clockFace, runningClock } from '../../shared/combat/clock-face';

/**
 * The time now (epoch ms, from `now`), renewed every second while `running` (the first tick within a
 * second of the start). Standing still, it does not tick (a paused clock costs nothing).
 */
export function useNow(running: boolean, now: () => number = Date.now): number {
  const [at, setAt] = useState(now);
  const interval = useInterval(() => setAt(now()), 1000);
  useEffect(() => {
    if (!running) return;
    interval.start();
    return interval.stop;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the interval object changes every render
  }, [running, now]);
  return at;
}

/**
 * Reads a limit per turn as the GM types it: « 90 » (seconds), « 1:30 », « 2 min », « 1 min 30 »;
 * empty: no limit (null). Undefined when it cannot be read.
 */
export function readTurnLimit(text: string): number | null | undefined {
  const typed = text.trim().toLowerCase();
  if (typed === '') return null;
  const colon = /^(\d{1,3}):(\d{1,2})$/.exec(typed);
  if (colon) return Number(colon[1]) * 60 + Number(colon[2]);
  const words = /^(?:(\d{1,4})\s*(?:min|mn|m))?\s*(?:(\d{1,5})\s*(?:s|sec)?)?$/.exec(typed);
  if (!words || (words[1] === undefined && words[2] === undefined)) return undefined;
  return Number(words[1] ?? 0) * 60 + Number(words[2] ?? 0);
}
