/**
 * A line of the combat log always fits in a file (issue 24): its texts at most TEXT_LIMITS.logText
 * characters (a longer one is cut and ends with « … »), its lists at most COUNT_LIMITS.logParamItems
 * items. The engine fits every line it writes (log.ts); the writer fits the lines of an older fight
 * the same way (shared/files/write-check.ts). Names are within their own limit already: only joined
 * lists of names (« Gobelin 1, Gobelin 2… ») and texts built from several parts are ever cut.
 */
import { COUNT_LIMITS, cutText, TEXT_LIMITS } from '../limits';

/** A text of a log line, cut to the limit with « … » at its end. */
export function fitLogText(text: string): string {
  const max = TEXT_LIMITS.logText;
  return text.length <= max ? text : `${cutText(text, max - 1)}…`;
}

/** A parameter value fitted (the same object when nothing had to change). */
export function fitLogValue<T>(value: T): T {
  if (typeof value === 'string') return fitLogText(value) as T;
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    const items =
      value.length > COUNT_LIMITS.logParamItems ? value.slice(0, COUNT_LIMITS.logParamItems) : value;
    const fitted = items.map(fitLogValue);
    return (fitted.every((x, i) => x === value[i]) && items === value ? value : fitted) as T;
  }
  let changed = false;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const fitted = fitLogValue(item);
    if (fitted !== item) changed = true;
    out[key] = fitted;
  }
  return (changed ? out : value) as T;
}

/** Whether a value needs fitting (a check without building anything). */
export function logValueFits(value: unknown): boolean {
  if (typeof value === 'string') return value.length <= TEXT_LIMITS.logText;
  if (typeof value !== 'object' || value === null) return true;
  const items = Array.isArray(value) ? value : Object.values(value);
  return items.length <= COUNT_LIMITS.logParamItems && items.every(logValueFits);
}
