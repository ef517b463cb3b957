/**
 * The concentration checks waiting (issue 28 part 4), at the top of the side panel while the fight
 * runs: one line per hurt caster, whoever's turn it is — the DC and how it is made, a field for the
 * total the player rolled (Enter confirms), « Lancer d20 + bonus » (the fight's dice), « Laisser ».
 * Not a modal: the table goes on around it. Its field takes the focus when a new check appears.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  pendingConcentrationDc,
  type Combatant,
  type Encounter,
  type EncounterEvent,
} from '../../../shared/combat';
import { NUMBER_RANGES } from '../../../shared/limits';
import { readInteger } from '../../combatant';

/** Props of the waiting checks. */
export interface ConcentrationChecksProps {
  encounter: Encounter;
  run(events: EncounterEvent[]): boolean;
}

/** A bonus as the GM reads it: « + 8 », « − 2 ». */
function signed(n: number): string {
  return n < 0 ? `\u2212 ${-n}` : `+ ${n}`;
}

/** Every check waiting, the first caster's first. */
export function ConcentrationChecks({ encounter, run }: ConcentrationChecksProps) {
  const { t } = useTranslation();
  const waiting = encounter.combatants.filter((c) => (c.concentration?.pending?.length ?? 0) > 0);
  if (waiting.length === 0) return null;
  return (
    <Stack gap={4} role="region" aria-label={t('concentration.region')}>
      {waiting.map((c) => (
        <CheckLine
          key={`${c.id}:${c.concentration?.pending?.length ?? 0}`}
          encounter={encounter}
          c={c}
          run={run}
        />
      ))}
    </Stack>
  );
}

function CheckLine({
  encounter,
  c,
  run,
}: {
  encounter: Encounter;
  c: Combatant;
  run: ConcentrationChecksProps['run'];
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  // A new check (or the next one of the same caster): its field takes the focus.
  useEffect(() => field.current?.focus(), []);
  const dc = pendingConcentrationDc(encounter, c);
  const pending = c.concentration?.pending ?? [];
  if (dc === null || !c.concentration) return null;
  const { min, max } = NUMBER_RANGES.concentrationTotal;
  const bonus = c.concentrationBonus ?? 0;
  return (
    <Alert color="grape" variant="light" p={6} data-testid="concentration-check">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          // An empty field says nothing (the Enter that applied the damage may land here).
          if (text.trim() === '') return;
          const total = readInteger(text);
          if (typeof total !== 'number' || total < min || total > max) {
            setError(t('tracker.field.integer'));
            return;
          }
          run([{ type: 'concentration-checked', id: c.id, total }]);
        }}
      >
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('concentration.prompt', {
              name: c.name,
              damage: pending[0],
              dc,
              level: c.concentration.spellLevel,
            })}
          </Text>
          <Text size="xs">
            {t('concentration.dcParts', {
              base: dc - pending[0] - c.concentration.spellLevel,
              damage: pending[0],
              level: c.concentration.spellLevel,
            })}
            {pending.length > 1 && ` — ${t('concentration.more', { count: pending.length - 1 })}`}
          </Text>
          <Group gap="xs" align="flex-start">
            <TextInput
              ref={field}
              w={90}
              size="xs"
              aria-label={t('concentration.total', { name: c.name })}
              placeholder={t('concentration.totalPlaceholder')}
              inputMode="numeric"
              maxLength={5}
              value={text}
              error={error}
              onChange={(e) => {
                setText(e.currentTarget.value);
                setError(null);
              }}
            />
            <Button type="submit" size="compact-sm" color="grape">
              {t('concentration.submit')}
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => run([{ type: 'concentration-checked', id: c.id }])}
            >
              {t('concentration.roll', { bonus: signed(bonus) })}
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              title={t('concentration.skipTitle')}
              onClick={() => run([{ type: 'concentration-checked', id: c.id, skip: true }])}
            >
              {t('concentration.skip')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Alert>
  );
}
