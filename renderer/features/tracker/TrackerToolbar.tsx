import { Badge, Button, Group, Kbd, Title, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { roundLabel, type Encounter } from '../../../shared/combat';
import { getSystem } from '../../../shared/rules';
import type { SavingStore } from './saving-store';
import { SavingIndicator } from './SavingIndicator';

/** Props of the tracker's toolbar. */
export interface TrackerToolbarProps {
  encounter: Encounter;
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
  onRollInitiative(): void;
  onStart(): void;
  onNext(): void;
  onPrevious(): void;
  onEnd(): void;
  onNewEncounter(): void;
  /** Writes under way, shown beside the round. */
  saving: SavingStore;
}

/** A shortcut's tooltip waits this long under the pointer: a click does not open it. */
const TOOLTIP_DELAY_MS = 500;

function rollLabel(enc: Encounter): string {
  if (enc.system === 'co') return 'tracker.rollInitiativeCo';
  if (enc.system === 'osr' && enc.options.osrVariant !== 'individual') return 'tracker.rollInitiativeOsr';
  return 'tracker.rollInitiative';
}

/** The encounter's name, system and round; the buttons that move the fight on; undo and redo. */
export function TrackerToolbar(props: TrackerToolbarProps) {
  const { encounter: enc } = props;
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'en' ? 'en' : 'fr';
  return (
    <Group justify="space-between" gap="xs">
      <Group gap="sm" align="center">
        <Title order={2} size="h3">
          {enc.name}
        </Title>
        <Badge variant="outline">{getSystem(enc.system).name[language]}</Badge>
        <Badge size="lg" color={enc.surprise.isSurpriseRound ? 'orange' : 'yellow'} data-testid="round">
          {roundLabel(enc)}
        </Badge>
        <SavingIndicator store={props.saving} />
      </Group>
      <Group gap="xs">
        {enc.phase === 'setup' && (
          <>
            <Button variant="default" onClick={props.onRollInitiative} rightSection={<Kbd size="xs">I</Kbd>}>
              {t(rollLabel(enc))}
            </Button>
            <Button onClick={props.onStart}>{t('tracker.startCombat')}</Button>
          </>
        )}
        {enc.phase === 'running' && (
          <>
            <Button variant="default" onClick={props.onPrevious} rightSection={<Kbd size="xs">P</Kbd>}>
              ◀ {t('tracker.previousTurn')}
            </Button>
            <Button onClick={props.onNext} rightSection={<Kbd size="xs">N</Kbd>}>
              {t('tracker.nextTurn')} ▶
            </Button>
            <Button variant="subtle" color="red" onClick={props.onEnd}>
              {t('tracker.endCombat')}
            </Button>
          </>
        )}
        <Tooltip label="Ctrl + Z" openDelay={TOOLTIP_DELAY_MS}>
          <Button variant="default" disabled={!props.canUndo} onClick={props.onUndo}>
            ↶ {t('tracker.undo')}
          </Button>
        </Tooltip>
        <Tooltip
          label={language === 'fr' ? 'Ctrl + Maj + Z' : 'Ctrl + Shift + Z'}
          openDelay={TOOLTIP_DELAY_MS}
        >
          <Button variant="default" disabled={!props.canRedo} onClick={props.onRedo}>
            ↷ {t('tracker.redo')}
          </Button>
        </Tooltip>
        <Button variant="subtle" onClick={props.onNewEncounter}>
          {t('tracker.newEncounter')}
        </Button>
      </Group>
    </Group>
  );
}
