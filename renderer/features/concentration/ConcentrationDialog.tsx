/**
 * Marks a combatant as concentrating on a spell of a given level (the C key, the row's ⋯ menu), changes
 * the level, or ends it: one gesture each (concentration-set), undoable, logged.
 */
import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Encounter, EncounterEvent } from '../../../shared/combat';
import { NUMBER_RANGES } from '../../../shared/limits';
import { readInteger } from '../../combatant';
import { closeConcentration, useConcentrationRequest } from './open-concentration';

/** Props of the host of the concentration dialog. */
export interface ConcentrationHostProps {
  encounter: Encounter;
  run(events: EncounterEvent[]): boolean;
}

/** The dialog, mounted while one is asked for. */
export function ConcentrationHost({ encounter, run }: ConcentrationHostProps) {
  const id = useConcentrationRequest();
  const c = encounter.combatants.find((x) => x.id === id);
  if (!c) return null;
  return <ConcentrationDialog key={c.id} encounter={encounter} id={c.id} run={run} />;
}

function ConcentrationDialog({ encounter, id, run }: ConcentrationHostProps & { id: string }) {
  const { t } = useTranslation();
  const c = encounter.combatants.find((x) => x.id === id);
  const [text, setText] = useState(String(c?.concentration?.spellLevel ?? ''));
  const [error, setError] = useState<string | null>(null);
  if (!c) return null;
  const { min, max } = NUMBER_RANGES.spellLevel;
  const submit = () => {
    const level = readInteger(text);
    if (typeof level !== 'number' || level < min || level > max) {
      setError(t('concentration.spellLevelHint'));
      return;
    }
    if (run([{ type: 'concentration-set', id: c.id, spellLevel: level }])) closeConcentration();
  };
  return (
    <Modal opened onClose={closeConcentration} title={t('concentration.dialogTitle', { name: c.name })}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack>
          <TextInput
            label={t('concentration.spellLevel')}
            description={t('concentration.spellLevelHint')}
            inputMode="numeric"
            maxLength={2}
            value={text}
            error={error}
            data-autofocus
            onChange={(e) => {
              setText(e.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="flex-end">
            {c.concentration && (
              <Button
                variant="light"
                color="red"
                onClick={() => {
                  if (run([{ type: 'concentration-set', id: c.id, spellLevel: null }])) closeConcentration();
                }}
              >
                {t('concentration.stop')}
              </Button>
            )}
            <Button type="submit">
              {t(c.concentration ? 'concentration.change' : 'concentration.start')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
