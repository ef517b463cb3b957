import { Button, Group, Kbd, Modal, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COMMANDS, formatHotkey, ROW_KEYS, type Command, type CommandContext } from '../commands/registry';
import type { Language } from '../i18n';
import { keyOf } from '../commands/keys';
import { bindingsStore, noticeKeys } from '../commands/bindings';
import { useValue } from '../store';

/** Props of the keyboard shortcuts dialog. */
export interface ShortcutsDialogProps {
  /** Whether the dialog shows. */
  opened: boolean;
  /** Called to close it. */
  onClose(): void;
  /** Language of key names (Maj / Shift). */
  language: Language;
  /** What the commands read to say whether they can run now (absent: every key listed as usable). */
  context?: CommandContext;
}

/**
 * Lists every command of the registry that has a keyboard shortcut — with, for one that cannot run
 * now, why (« Personne n’est mourant. ») — then the keys of the rows, and the way to Réglages › Raccourcis.
 */
export function ShortcutsDialog({ opened, onClose, language, context }: ShortcutsDialogProps) {
  const { t } = useTranslation();
  const bindings = useValue(bindingsStore);
  const availability = (c: Command) => {
    const why = context ? (c.enabled?.(context) ?? null) : null;
    return why === null ? (
      <Text size="sm">✓ {t('shortcuts.available')}</Text>
    ) : (
      <Text size="sm">⊘ {t(`commandUnavailable.${why}`, noticeKeys(bindings, language))}</Text>
    );
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('shortcuts.title')} size="lg">
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('shortcuts.command')}</Table.Th>
            <Table.Th>{t('shortcuts.keys')}</Table.Th>
            <Table.Th>{t('shortcuts.now')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {COMMANDS.flatMap((c) => {
            const key = keyOf(c, bindings);
            return key
              ? [
                  <Table.Tr key={c.id}>
                    <Table.Td>{t(`commands.${c.id}`)}</Table.Td>
                    <Table.Td>
                      <Kbd>{formatHotkey(key, language)}</Kbd>
                    </Table.Td>
                    <Table.Td>{availability(c)}</Table.Td>
                  </Table.Tr>,
                ]
              : [];
          })}
          {ROW_KEYS.map((k) => (
            <Table.Tr key={k.id}>
              <Table.Td>{t(`screen.rowKeys.${k.id}`)}</Table.Td>
              <Table.Td>
                {k.keys.map((key) => (
                  <Kbd key={key} mr={4}>
                    {key}
                  </Kbd>
                ))}
              </Table.Td>
              <Table.Td />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {context && (
        <Group justify="flex-end" mt="sm">
          <Button
            variant="default"
            onClick={() => {
              onClose();
              context.navigate('settings', 'shortcuts');
            }}
          >
            {t('shortcuts.change')}
          </Button>
        </Group>
      )}
    </Modal>
  );
}
