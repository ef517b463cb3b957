import { useState, type ReactNode } from 'react';
import { TextInput, type MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Props of a whole-number field. */
export interface IntegerInputProps {
  /** The number shown; null or '' for an empty field. */
  value: number | null | '';
  /**
   * Called with the whole number typed (out of [min, max] too: the field says so, the caller decides),
   * or null when the field is empty or holds no whole number; never with a rewritten figure.
   */
  onChange(value: number | null): void;
  /** Called when the GM is done with the field (Enter, or leaving it) with what it holds. */
  onCommit?(value: number | null): void;
  label?: ReactNode;
  description?: ReactNode;
  /** Lowest and highest accepted (default: any). */
  min?: number;
  max?: number;
  /** An error of the caller (its own words for a number out of range), shown when the text is a whole number. */
  error?: ReactNode;
  placeholder?: string;
  disabled?: boolean;
  w?: number | string;
  size?: MantineSize;
  'aria-label'?: string;
}

/** A whole number as typed (« 12 », « −3 », « +4 »); undefined when blank, null when not one. */
function parse(text: string): number | null | undefined {
  const raw = text.trim().replace('\u2212', '-');
  if (raw === '') return undefined;
  return /^[+-]?\d{1,15}$/.test(raw) ? Number(raw) : null;
}

/**
 * A whole-number field that keeps what the GM typed (issue 24): « 3.7 » or « 1e309 » stay as typed,
 * with the reason under them, and the caller gets null (no number) — where Mantine's NumberInput
 * dropped the dot and the « e » and clamped the rest, storing 37 or 130 without a word. A whole
 * number out of [min, max] is shown with the reason and passed on as typed, for the caller to
 * refuse. ↑ and ↓ step by one within the range.
 */
export function IntegerInput({ value, onChange, onCommit, min, max, error, ...rest }: IntegerInputProps) {
  const { t } = useTranslation();
  const shown = value === null || value === '' ? '' : String(value);
  const [text, setText] = useState(shown);
  const [from, setFrom] = useState(shown);
  // What this field passed on since the caller last changed the value: their coming back (even
  // late, the GM typing on) is not a change of the caller's.
  const [sent, setSent] = useState<(number | null)[]>([]);
  // The caller changed the value (another gesture, a reset): the field shows it.
  if (shown !== from) {
    setFrom(shown);
    if (!sent.includes(value === '' ? null : value)) {
      setSent([]);
      setText(shown);
    }
  }
  const typed = parse(text);
  const inRange = (n: number) => (min === undefined || n >= min) && (max === undefined || n <= max);
  const said =
    min !== undefined && max !== undefined ? t('limits.integerRange', { min, max }) : t('limits.integer');
  const bad = typed === null ? said : typed !== undefined && !inRange(typed) ? (error ?? said) : null;
  const take = (next: string) => {
    setText(next);
    const n = parse(next) ?? null;
    setSent((old) => [...old.slice(-20), n]);
    onChange(n);
  };
  return (
    <TextInput
      {...rest}
      inputMode="numeric"
      value={text}
      error={bad ?? error}
      onChange={(e) => take(e.currentTarget.value)}
      onBlur={() => onCommit?.(parse(text) ?? null)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onCommit?.(parse(text) ?? null);
        if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
        const n = parse(text);
        if (n === null) return;
        e.preventDefault();
        const step = (n ?? min ?? 0) + (n === undefined ? 0 : e.key === 'ArrowUp' ? 1 : -1);
        const clamped = Math.min(max ?? step, Math.max(min ?? step, step));
        take(String(clamped));
      }}
    />
  );
}
