import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/** A notice « X supprimé » with an « Annuler » button that runs `undo` once. */
export function showUndoNotice(message: string, undoLabel: string, undo: () => Promise<void>): void {
  const id = `undo-${crypto.randomUUID()}`;
  notifications.show({
    id,
    autoClose: 8000,
    message: (
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="light"
          style={{ flexShrink: 0 }}
          onClick={() => {
            notifications.hide(id);
            void undo();
          }}
        >
          {undoLabel}
        </Button>
      </Group>
    ),
  });
}

/** Saves a text as a file through the browser (the log's Markdown and JSON exports). */
export function downloadText(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
