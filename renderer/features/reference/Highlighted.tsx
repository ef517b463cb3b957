import { Fragment } from 'react';
import { matchRanges } from './text';

/** Props of a highlighted text. */
export interface HighlightedProps {
  /** The text to show. */
  text: string;
  /** Folded words to mark (accent- and case-insensitive). Default: none. */
  terms?: readonly string[];
}

/** Shows `text` with every word that starts with one of `terms` marked. */
export function Highlighted({ text, terms = [] }: HighlightedProps) {
  const ranges = matchRanges(text, terms);
  if (ranges.length === 0) return <>{text}</>;
  const parts: React.ReactNode[] = [];
  let at = 0;
  ranges.forEach(([start, end], i) => {
    parts.push(<Fragment key={`t${i}`}>{text.slice(at, start)}</Fragment>);
    parts.push(<mark key={`m${i}`}>{text.slice(start, end)}</mark>);
    at = end;
  });
  parts.push(<Fragment key="end">{text.slice(at)}</Fragment>);
  return <>{parts}</>;
}
