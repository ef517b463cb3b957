import { useState } from 'react';
import { Button, Group, Kbd, Modal, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COMMANDS, formatHotkey, type CommandId } from '../../commands/registry';
import { keyOf } from '../../commands/keys';
import { bindingsStore } from '../../commands/bindings';
import { rebind, resetOne, type RebindResult } from '../../commands/rebind';
import { useValue } from '../../store';
import { writeSetting } from '../../db';
import { languageOf } from '../../i18n/language';
import { foldText } from '../../../shared/library/search';
import { TEXT_LIMITS } from '../../../shared/limits';
import { useKeyCapture, useLayoutMap, type Captured } from './use-key-capture';

/**
 * What the last gesture did: said to screen readers by a polite live region, and shown under the key
 * of the command it was about (`id`; none: under the search, after « Tout rétablir »), where the GM looks.
 */
type Said = { tone: 'done' | 'refused'; text: string; id?: CommandId } | null;

/**
 * Réglages › Raccourcis (issue 27): every command with its key, as printed on the GM's keyboard.
 * Focus a key, Entrée, then the new key: kept unless the browser or the system owns it, the rows
 * use it, or another command has it (named). Rétablir puts one back; « Tout rétablir » asks first.
 */
export function ShortcutSettings() {
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const bindings = useValue(bindingsStore);
  const layout = useLayoutMap();
  const [search, setSearch] = useState('');
  const [capturing, setCapturing] = useState<CommandId | null>(null);
  const [said, setSaid] = useState<Said>(null);
  const [confirmAll, setConfirmAll] = useState(false);
  const label = (id: CommandId) => t(`commands.${id}`);
  const keyName = (key: string | undefined) => (key ? formatHotkey(key, language) : t('rebind.none'));
  const keyNow = (id: CommandId) => keyName(keyOf({ id, defaultKey: defaultOf(id) }, bindings));

  /** Stores a change, or says why it was refused (`key`: the key it was about). */
  const apply = (id: CommandId, result: RebindResult, key: string | undefined, doneText: string) => {
    if (result.ok) {
      void writeSetting('shortcuts', result.bindings);
      setSaid({ tone: 'done', text: doneText, id });
    } else if (result.reason === 'taken') {
      setSaid({
        tone: 'refused',
        text: t('rebind.taken', { key: keyName(key), owner: label(result.owner) }),
        id,
      });
    } else {
      setSaid({ tone: 'refused', text: t(`rebind.${result.reason}`, { key: keyName(key) }), id });
    }
  };

  useKeyCapture(capturing !== null, layout, (captured: Captured) => {
    const id = capturing;
    setCapturing(null);
    if (id === null) return;
    if ('cancelled' in captured) return setSaid({ tone: 'done', text: t('rebind.cancelled'), id });
    if ('invalid' in captured)
      return setSaid({ tone: 'refused', text: t('rebind.invalid', { key: captured.invalid }), id });
    const key = keyName(captured.key);
    apply(
      id,
      rebind(bindings, id, captured.key),
      captured.key,
      t('rebind.saved', { command: label(id), key }),
    );
  });

  const folded = foldText(search);
  const shown = COMMANDS.filter((c) => foldText(label(c.id)).includes(folded));
  const changed = Object.keys(bindings).length;
  return (
    <Stack gap="sm" component="section" aria-labelledby="settings-shortcuts">
      <Text id="settings-shortcuts" fw={700} size="lg">
        {t('rebind.title')}
      </Text>
      <Text size="sm">{t('rebind.hint')}</Text>
      <Text size="sm" c="dimmed">
        {layout ? t('rebind.layoutRead') : t('rebind.layoutUnknown')}
      </Text>
      <TextInput
        label={t('rebind.search')}
        value={search}
        maxLength={TEXT_LIMITS.search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        autoFocus
        w={320}
      />
      <VisuallyHidden aria-live="polite" role="status">
        {said && saidText(said)}
      </VisuallyHidden>
      {said && !said.id && (
        <Text size="sm" fw={600} data-testid="rebind-said">
          {saidText(said)}
        </Text>
      )}
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('shortcuts.command')}</Table.Th>
            <Table.Th>{t('rebind.key')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('rebind.reset')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((c) => {
            const on = capturing === c.id;
            const rebound = c.id in bindings;
            return (
              <Table.Tr key={c.id}>
                <Table.Td>{label(c.id)}</Table.Td>
                <Table.Td>
                  <Button
                    variant={on ? 'filled' : 'default'}
                    size="xs"
                    aria-label={
                      on
                        ? t('rebind.capturing')
                        : t('rebind.change', { command: label(c.id), key: keyNow(c.id) })
                    }
                    aria-pressed={on}
                    onClick={() => {
                      setSaid(null);
                      setCapturing(on ? null : c.id);
                    }}
                    onBlur={() => on && setCapturing(null)}
                  >
                    {on ? t('rebind.capturing') : <Kbd size="xs">{keyNow(c.id)}</Kbd>}
                  </Button>
                  {said?.id === c.id && (
                    <Text size="sm" fw={600} mt={4} data-testid="rebind-said">
                      {saidText(said)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {rebound && (
                    <Button
                      variant="subtle"
                      size="xs"
                      aria-label={t('rebind.resetLabel', {
                        command: label(c.id),
                        key: keyName(defaultOf(c.id)),
                      })}
                      onClick={() => {
                        const key = defaultOf(c.id);
                        apply(
                          c.id,
                          resetOne(bindings, c.id),
                          key,
                          t('rebind.resetDone', { command: label(c.id), key: keyName(key) }),
                        );
                      }}
                    >
                      {t('rebind.reset')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {shown.length === 0 && <Text size="sm">{t('palette.nothing')}</Text>}
      <Group justify="flex-end">
        <Button variant="default" disabled={changed === 0} onClick={() => setConfirmAll(true)}>
          {t('rebind.resetAll')}
        </Button>
      </Group>
      <Modal opened={confirmAll} onClose={() => setConfirmAll(false)} title={t('rebind.resetAllTitle')}>
        <Text size="sm">{t('rebind.resetAllText', { count: changed })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirmAll(false)} data-autofocus>
            {t('rebind.cancel')}
          </Button>
          <Button
            color="red"
            onClick={() => {
              void writeSetting('shortcuts', {});
              setConfirmAll(false);
              setSaid({ tone: 'done', text: t('rebind.allReset') });
            }}
          >
            {t('rebind.resetAll')}
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}

/** A message with its sign, so that a refusal reads as one without its colour. */
function saidText(said: NonNullable<Said>): string {
  return `${said.tone === 'refused' ? '⊘' : '✓'} ${said.text}`;
}

/** The default key of command `id` (undefined: it has none). */
function defaultOf(id: CommandId): string | undefined {
  const command = COMMANDS.find((c) => c.id === id);
  return command && 'defaultKey' in command ? command.defaultKey : undefined;
}
