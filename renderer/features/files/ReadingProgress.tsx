/**
 * The progress of a long file reading (issue 17): past 200 ms, a window with a bar and « Annuler »
 * (Échap too). Cancelling stops the reading at its next pause and nothing changes: the fight on
 * screen stays as it was. `createReadingSessions` gives the controller its `reading` dependency.
 */
import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReadSession } from './encounter-files';

/** What the window shows: the share done (null: not known yet) and how to cancel. */
export interface ReadingState {
  share: number | null;
  cancel(): void;
}

/** Readings shorter than this show nothing (a bar that flashes tells the GM nothing). */
const SHOW_AFTER_MS = 200;

/** A pause that lets the page paint and take a click between two chunks. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Starts readings whose progress goes to `show` once they last SHOW_AFTER_MS (null: none). */
export function createReadingSessions(show: (state: ReadingState | null) => void): () => ReadSession {
  return () => {
    const abort = new AbortController();
    const cancel = () => abort.abort();
    let share: number | null = null;
    let shown = false;
    const timer = setTimeout(() => {
      shown = true;
      show({ share, cancel });
    }, SHOW_AFTER_MS);
    return {
      signal: abort.signal,
      pause: nextTask,
      onProgress(done) {
        share = done;
        if (shown) show({ share, cancel });
      },
      end() {
        clearTimeout(timer);
        if (shown) show(null);
      },
    };
  };
}

/** The window of a long reading. */
export function ReadingProgress({ state }: { state: ReadingState | null }) {
  const { t } = useTranslation();
  if (!state) return null;
  const percent = state.share === null ? null : Math.round(state.share * 100);
  return (
    <Modal
      opened
      onClose={state.cancel}
      withCloseButton={false}
      closeOnClickOutside={false}
      title={t('reading.title')}
      transitionProps={{ duration: 0 }}
    >
      <Stack>
        <Progress
          value={percent ?? 100}
          animated={percent === null}
          striped={percent === null}
          aria-label={t('reading.title')}
          transitionDuration={0}
        />
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t('reading.body')}
          </Text>
          <Text size="sm" fw={600} aria-live="polite">
            {percent === null ? '…' : t('reading.done', { percent })}
          </Text>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={state.cancel} data-autofocus>
            {t('reading.cancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
