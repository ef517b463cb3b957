/** An integer typed in a form field ("+5", "−2", "12"). */

/** An integer typed in a field: undefined when blank, null when not an integer. */
export function readInteger(text: string): number | undefined | null {
  const raw = text.trim().replace('−', '-');
  if (raw === '') return undefined;
  return /^[+-]?\d{1,6}$/.test(raw) ? Number(raw) : null;
}
