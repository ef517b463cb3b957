import { List, ScrollArea, Text } from '@mantine/core';
import { FILES_TEXT } from './messages';

/** Props of an import's summary. */
export interface ImportSummaryProps {
  /** What was read, one line each. */
  read: readonly string[];
  /** What was left, worked out, clamped or kept in notes, one line each. */
  left: readonly string[];
}

/**
 * The summary of an import from another tool (issue 29) in its notification: what was read, then
 * what was left or changed — every line, scrolling past a few, so that nothing is dropped silently.
 */
export function ImportSummary({ read, left }: ImportSummaryProps) {
  return (
    <ScrollArea.Autosize mah={260} type="auto" data-testid="import-summary">
      <Text size="xs" fw={700}>
        {FILES_TEXT.summaryRead}
      </Text>
      <List size="xs" spacing={2}>
        {read.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
      {left.length > 0 && (
        <>
          <Text size="xs" fw={700} mt={4}>
            {FILES_TEXT.summaryLeft}
          </Text>
          <List size="xs" spacing={2}>
            {left.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </>
      )}
    </ScrollArea.Autosize>
  );
}
