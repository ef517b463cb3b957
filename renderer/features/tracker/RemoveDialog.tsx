import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Combatant } from '../../../shared/combat';

/** Props of the remove dialog. */
export interface RemoveDialogProps {
  /** The combatant to remove, or null when closed. */
  combatant: Combatant | null;
  /** Whether it is the source of effects on others (then the GM chooses what becomes of them). */
  isSource: boolean;
  onClose(): void;
  onRemove(sourceEffects: 'end' | 'keep'): void;
}

/** Confirms a removal; for a source of effects, asks whether they end or stay. */
export function RemoveDialog({ combatant, isSource, onClose, onRemove }: RemoveDialogProps) {
  const { t } = useTranslation();
  const name = combatant?.name ?? '';
  return (
    <Modal opened={combatant !== null} onClose={onClose} title={t('tracker.removeDialog.title', { name })}>
      <Stack>
        {isSource && <Text size="sm">{t('tracker.removeDialog.sourceQuestion', { name })}</Text>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('tracker.cancel')}
          </Button>
          {isSource ? (
            <>
              <Button color="red" onClick={() => onRemove('end')}>
                {t('tracker.removeDialog.end')}
              </Button>
              <Button color="red" variant="light" onClick={() => onRemove('keep')}>
                {t('tracker.removeDialog.keep')}
              </Button>
            </>
          ) : (
            <Button color="red" onClick={() => onRemove('end')}>
              {t('tracker.removeDialog.confirm')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
