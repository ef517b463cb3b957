import { useState } from 'react';
import { Button, Checkbox, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Combatant, CombatantId } from '../../../shared/combat';

/** Props of the start-of-combat dialog. */
export interface SurpriseDialogProps {
  opened: boolean;
  combatants: Combatant[];
  onClose(): void;
  /** Starts the fight; `aware` is empty when nobody is surprised. */
  onStart(aware: CombatantId[]): void;
}

/** Beyond this many combatants they are listed on demand (2,000 checkboxes took seconds to open). */
const LISTED_UP_TO = 40;

function isParty(c: Combatant): boolean {
  return c.side === 'pc' || c.side === 'ally';
}

/**
 * Who is aware of their foes when the fight begins. Everyone aware: no surprise. Some aware:
 * a surprise round in 3.5/PF1/SF (only the aware act), "surpris" for the others in CO and osr.
 */
export function SurpriseDialog({ opened, combatants, onClose, onStart }: SurpriseDialogProps) {
  const { t } = useTranslation();
  const [aware, setAware] = useState<Set<string>>(() => new Set(combatants.map((c) => c.id)));
  const [listed, setListed] = useState(combatants.length <= LISTED_UP_TO);
  const everyone = combatants.length > 0 && combatants.every((c) => aware.has(c.id));
  const choose = (pick: (c: Combatant) => boolean) =>
    setAware(new Set(combatants.filter(pick).map((c) => c.id)));
  return (
    <Modal opened={opened} onClose={onClose} title={t('tracker.surprise.title')}>
      <Stack>
        <Text size="sm">{t('tracker.surprise.question')}</Text>
        <Group gap="xs">
          <Button size="xs" variant={everyone ? 'filled' : 'default'} onClick={() => choose(() => true)}>
            {t('tracker.surprise.everyone')}
          </Button>
          <Button size="xs" variant="default" onClick={() => choose(isParty)}>
            {t('tracker.surprise.partyAware')}
          </Button>
          <Button size="xs" variant="default" onClick={() => choose((c) => !isParty(c))}>
            {t('tracker.surprise.enemiesAware')}
          </Button>
        </Group>
        {!listed && (
          <Button size="xs" variant="subtle" w="fit-content" onClick={() => setListed(true)}>
            {t('largeFight.listCombatants', { count: combatants.length })}
          </Button>
        )}
        {listed && (
          <ScrollArea.Autosize mah={320}>
            <Stack gap={6}>
              {combatants.map((c) => (
                <Checkbox
                  key={c.id}
                  label={`${c.name} (${t(`tracker.side.${c.side}`)})`}
                  checked={aware.has(c.id)}
                  onChange={(e) => {
                    const next = new Set(aware);
                    if (e.currentTarget.checked) next.add(c.id);
                    else next.delete(c.id);
                    setAware(next);
                  }}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('tracker.cancel')}
          </Button>
          <Button
            onClick={() =>
              onStart(everyone ? [] : combatants.filter((c) => aware.has(c.id)).map((c) => c.id))
            }
          >
            {t('tracker.surprise.start')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
