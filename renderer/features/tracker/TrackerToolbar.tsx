import { memo } from 'react';
import { ActionIcon, Badge, Button, Group, Menu, Title, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CommandKbd, useKeyLabel } from '../../commands/bindings';
import type { Encounter } from '../../../shared/combat';
import { roundText } from '../../log';
import { getProcedures, getSystem } from '../../../shared/rules';
import type { MessageKey } from '../../i18n';
import type { SavingStore } from '../../fight';
import { SavingIndicator } from './SavingIndicator';
import { languageOf } from '../../i18n/language';

/** What the toolbar shows of the fight (the same object while these do not change: it is memoised). */
export type ToolbarFight = Pick<Encounter, 'name' | 'system' | 'phase' | 'round' | 'surprise' | 'options'>;

/** Props of the tracker's toolbar. */
export interface TrackerToolbarProps {
  encounter: ToolbarFight;
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
  onRollInitiative(): void;
  onStart(): void;
  onNext(): void;
  onPrevious(): void;
  /** Asks to confirm the end of the fight. */
  onEnd(): void;
  onNewEncounter(): void;
  /** « Appliquer un état » (E): to the selected row, else the current combatant. */
  onApplyCondition(): void;
  /** Whether the « + Ajouter » line is unfolded while the fight runs. Default false. */
  adding?: boolean;
  /** Folds or unfolds the « + Ajouter » line (A). */
  onToggleAdd(): void;
  /** Whether the log is unfolded. Default true. */
  logOpen?: boolean;
  /** Folds or unfolds the log (L). */
  onToggleLog(): void;
  /** Writes under way, shown beside the round. */
  saving: SavingStore;
}

/** A shortcut's tooltip waits this long under the pointer: a click does not open it. */
const TOOLTIP_DELAY_MS = 500;

function rollLabel(enc: ToolbarFight): MessageKey {
  const rules = getProcedures(enc.system).initiative;
  if (rules.entry === 'score') return 'tracker.takeInitiativeScores';
  if (rules.bySide(enc.options)) return 'tracker.rollInitiativeSides';
  return 'tracker.rollInitiative';
}

/**
 * One line: the encounter's name, system and round on the left; on the right what moves the fight
 * on, each with its key (setup: initiative, start; running: + Ajouter, previous, next), apply a
 * condition, undo and redo, and the encounter menu (end the fight, new encounter). Memoised: a
 * gesture that changes none of its props (a damage) does not render it again.
 */
export const TrackerToolbar = memo(function TrackerToolbar(props: TrackerToolbarProps) {
  const { encounter: enc, adding = false, logOpen = true } = props;
  const { t, i18n } = useTranslation();
  const language = languageOf(i18n.language);
  const undoKey = useKeyLabel('tracker.undo');
  const running = enc.phase === 'running';
  return (
    <Group justify="space-between" gap="xs" wrap="wrap" style={{ rowGap: 6 }}>
      {/* The name, the system and the round keep their room: when the buttons do not fit beside them
          (in preparation at 1366 px the name was cut to « Nouvelle… » and the round badge hidden under
          « Lancer l'initiative »), the buttons go to a second line. Only a name longer than the whole
          width ends in « … », shown whole under the pointer. */}
      <Group gap="xs" align="center" wrap="nowrap" miw={0} style={{ flex: '1 1 auto' }}>
        <Tooltip label={enc.name} openDelay={TOOLTIP_DELAY_MS} multiline maw={420}>
          <Title order={2} size="h4" lineClamp={1} miw={180} style={{ flexShrink: 1 }}>
            {enc.name}
          </Title>
        </Tooltip>
        <Badge
          variant="outline"
          tt="none"
          style={{ flexShrink: 0 }}
          title={getSystem(enc.system).name[language]}
        >
          {getProcedures(enc.system).shortName}
        </Badge>
        <Badge
          size="md"
          color={enc.surprise.isSurpriseRound ? 'orange' : 'yellow'}
          data-testid="round"
          style={{ flexShrink: 0 }}
        >
          {roundText(enc, t)}
        </Badge>
        <SavingIndicator store={props.saving} />
      </Group>
      <Group gap={6} wrap="nowrap" ml="auto">
        {enc.phase === 'setup' && (
          <>
            <Button
              size="xs"
              variant="default"
              onClick={props.onRollInitiative}
              rightSection={<CommandKbd id="tracker.roll-initiative" />}
            >
              {t(rollLabel(enc))}
            </Button>
            <Button size="xs" onClick={props.onStart}>
              {t('tracker.startCombat')}
            </Button>
          </>
        )}
        {running && (
          <>
            <Button
              size="xs"
              variant={adding ? 'light' : 'default'}
              aria-expanded={adding}
              onClick={props.onToggleAdd}
              rightSection={<CommandKbd id="tracker.quick-add" />}
            >
              {t('screen.add')}
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={props.onPrevious}
              aria-label={t('tracker.previousTurn')}
              rightSection={<CommandKbd id="tracker.previous-turn" />}
            >
              ◀
            </Button>
            <Button size="xs" onClick={props.onNext} rightSection={<CommandKbd id="tracker.next-turn" />}>
              {t('tracker.nextTurn')} ▶
            </Button>
          </>
        )}
        {enc.phase !== 'ended' && (
          <Button
            size="xs"
            variant="light"
            onClick={props.onApplyCondition}
            rightSection={<CommandKbd id="tracker.apply-condition" />}
          >
            {t('conditions.apply')}
          </Button>
        )}
        <Tooltip label={`${t('tracker.undo')} (${undoKey})`} openDelay={TOOLTIP_DELAY_MS}>
          <ActionIcon
            size="md"
            variant="default"
            disabled={!props.canUndo}
            onClick={props.onUndo}
            aria-label={t('tracker.undo')}
          >
            ↶
          </ActionIcon>
        </Tooltip>
        <Tooltip
          label={`${t('tracker.redo')} (${language === 'fr' ? 'Ctrl + Maj + Z' : 'Ctrl + Shift + Z'})`}
          openDelay={TOOLTIP_DELAY_MS}
        >
          <ActionIcon
            size="md"
            variant="default"
            disabled={!props.canRedo}
            onClick={props.onRedo}
            aria-label={t('tracker.redo')}
          >
            ↷
          </ActionIcon>
        </Tooltip>
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button size="xs" variant="subtle">
              {t('screen.encounterMenu')} ▾
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={props.onToggleLog} rightSection={<CommandKbd id="tracker.toggle-log" />}>
              {logOpen ? t('screen.logHide') : t('screen.logShow')}
            </Menu.Item>
            {running && (
              <Menu.Item color="red" onClick={props.onEnd}>
                {t('tracker.endCombat')}
              </Menu.Item>
            )}
            <Menu.Item onClick={props.onNewEncounter}>{t('tracker.newEncounter')}</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
});
