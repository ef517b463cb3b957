import { keepTypingForDialog } from '../../components/typeahead';
import { phraseRefusal } from '../../log';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure, useLocalStorage } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  EngineError,
  parseHpEntry,
  type Combatant,
  type CombatantId,
  type CombatantInput,
  type Encounter,
} from '../../../shared/combat';
import { getProcedures, getSystem } from '../../../shared/rules';
import type { TrackerAction } from '../../commands/registry';
import { saveLibraryEntry, type NewcomersSetting } from '../../db';
import { ApplyConditionHost, openApplyCondition } from '../conditions';
import { ManeuverHost, openManeuver } from '../maneuvers';
import { AttackHost, attackTargets, openAttack } from '../attack';
import { changesOf } from './combatant-changes';
import { CombatantForm, readInteger } from './CombatantForm';
import { CombatantList } from './CombatantList';
import { CombatLog } from './CombatLog';
import {
  GroupPanel,
  LibraryPickerDrawer,
  TrackerLibraryHost,
  useUnfoldedGroups,
  visibleRows,
} from '../library';
import { rowKeeper, rowsOf, tieMove } from './order-view';
import { PhasedRound } from './PhasedRound';
import { TurnAnnouncer } from './TurnAnnouncer';
import { roundAvailability, roundKeyStep } from './round-keys';
import { roundAvailabilityStore } from '../../commands/round-availability';
import { askReady } from './ready-request';
import { QuickAdd } from './QuickAdd';
import { focusedCombatantId } from './row-focus';
import classes from './Tracker.module.css';
import { RemoveDialog } from './RemoveDialog';
import { SurpriseDialog } from './SurpriseDialog';
import { TrackerActionsContext, type TrackerActions } from '../../combatant';
import { useTrackerCommandHandler } from './tracker-commands';
import { TrackerToolbar, type ToolbarFight } from './TrackerToolbar';
import { TurnPanel } from './TurnPanel';
import { ConcentrationChecks, ConcentrationHost, openConcentration } from '../concentration';
import { GroupSaveHost, openGroupSave } from '../group-save';
import { useNewcomers, type Newcomers } from './use-newcomers';
import { showError, type TrackerApi } from './use-tracker-session';
import { languageOf } from '../../i18n/language';

/** Props of the tracker screen. */
export interface TrackerProps {
  api: TrackerApi;
  /** When a combatant added during the fight shows to the players (Réglages). Default until its initiative. */
  newcomers?: NewcomersSetting;
  /** Opens the "Nouvelle rencontre" form (after asking about unsaved changes). */
  onNewEncounter(): void;
}

function libraryInput(c: Combatant): CombatantInput {
  return {
    name: c.group ?? c.name,
    side: c.side,
    hpMax: c.hp.max,
    ...(c.hp.stamina ? { staminaMax: c.hp.stamina.max } : {}),
    ...(c.hp.resolve ? { resolveMax: c.hp.resolve.max } : {}),
    initiativeModifier: c.initiative.modifier,
    initiativeScore: c.initiative.score,
    defences: c.defences,
    fighter: c.fighter,
    notes: c.notes,
  };
}

function useRowActions(
  api: TrackerApi,
  newcomers: Newcomers,
  askRemove: (c: Combatant) => void,
  edit: (c: Combatant) => void,
): TrackerActions {
  const { t, i18n } = useTranslation();
  const enc = useRef(api.encounter);
  useEffect(() => {
    enc.current = api.encounter;
  }, [api.encounter]);
  const { run } = api;
  return useMemo<TrackerActions>(
    () => ({
      run,
      setInitiative: (c, text) => {
        const value = readInteger(text);
        if (typeof value !== 'number') return t('tracker.initiativeBad', { name: c.name, value: text });
        run([{ type: 'initiative-set', id: c.id, value }, ...newcomers.revealSteps([c.id])]);
        return null;
      },
      moveInTie: (id, direction) => {
        const event = tieMove(enc.current, id, direction);
        if (event) run([event]);
        else notifications.show({ message: t('tracker.errors.tieByRules') });
      },
      hpEntry: (c, text) => {
        try {
          return run([parseHpEntry(c.id, text, enc.current.combatants)]) ? null : '';
        } catch (e) {
          if (e instanceof EngineError) return phraseRefusal(e, t, languageOf(i18n.language));
          throw e;
        }
      },
      hpEvents: (ids, text) => ids.map((id) => parseHpEntry(id, text, enc.current.combatants)),
      triggerReady: (id) => {
        const before = enc.current.current;
        if (before) run([{ type: 'ready-triggered', id, before }]);
      },
      askRemove,
      edit,
      saveToLibrary: (c) => {
        const input = libraryInput(c);
        const kind = c.side === 'pc' || c.side === 'ally' ? 'party' : 'bestiary';
        const system = enc.current.system;
        void saveLibraryEntry({
          id: `${system}:${kind}:${input.name}`,
          kind,
          name: input.name,
          system,
          combatant: input,
          savedAt: Date.now(),
        })
          .then(() => notifications.show({ message: t('tracker.savedToLibrary', { name: input.name }) }))
          .catch((e: unknown) => showError(e, t('tracker.errors.save')));
      },
    }),
    [run, newcomers, askRemove, edit, t, i18n.language],
  );
}

/** Who has no initiative yet and is rolled by I: in setup the non-PCs; mid-fight, the newcomers. */
function rollTargets(enc: Encounter): CombatantId[] | undefined {
  // CO has no roll: everyone, PCs included, takes their INIT score.
  const score = getProcedures(enc.system).initiative.entry === 'score';
  if (enc.phase === 'setup') return score ? enc.combatants.map((c) => c.id) : undefined;
  return enc.combatants
    .filter((c) => c.initiative.result === undefined && (c.side !== 'pc' || score))
    .map((c) => c.id);
}

/**
 * The tracker of a fight, laid out for a laptop at the table (issue 13): the toolbar on top; in
 * setup the quick add above the order, while the fight runs « + Ajouter » (A) folds it away; the
 * initiative order fills the height and scrolls itself; on the right the turn panel, the grapples
 * and the log (L folds it).
 */
export function Tracker({
  api,
  newcomers: newcomersSetting = 'until-initiative',
  onNewEncounter,
}: TrackerProps) {
  const { t } = useTranslation();
  const enc = api.encounter;
  const [formOpen, form] = useDisclosure(false);
  const [libraryOpen, library] = useDisclosure(false);
  const [surpriseOpen, surprise] = useDisclosure(false);
  const [endOpen, endDialog] = useDisclosure(false);
  const [adding, setAdding] = useState(false);
  const [logOpen, setLogOpen] = useLocalStorage({ key: 'paravent.logOpen', defaultValue: true });
  const [removing, setRemoving] = useState<Combatant | null>(null);
  const [editing, setEditing] = useState<Combatant | null>(null);
  const quickAdd = useRef<HTMLInputElement>(null);
  const newcomers = useNewcomers(enc, api.run, newcomersSetting);
  const actions = useRowActions(api, newcomers, setRemoving, setEditing);
  const unfolded = useUnfoldedGroups();
  // Rows that show the same stay the same objects: their memoised rows do not render again.
  const [keepRows] = useState(rowKeeper);
  const rows = useMemo(() => keepRows(visibleRows(rowsOf(enc), enc, unfolded)), [keepRows, enc, unfolded]);

  const { run, command: fightCommand } = api;
  const phase = enc.phase;
  const current = enc.current;
  const latest = useRef(enc);
  useEffect(() => {
    latest.current = enc;
    // What `?` and the palette show of the round's keys (nobody dying: « Stabiliser » greyed).
    roundAvailabilityStore.set(roundAvailability(enc));
  }, [enc]);
  useEffect(() => () => roundAvailabilityStore.set(null), []);
  const addOpen = phase === 'setup' || adding;
  // The quick add takes the focus as soon as it is on screen (A while the fight runs).
  useEffect(() => {
    if (adding) quickAdd.current?.focus();
  }, [adding]);

  const command = useCallback(
    (action: TrackerAction) => {
      switch (action) {
        case 'roll-initiative': {
          if (phase === 'ended') return;
          const ids = rollTargets(latest.current);
          if (ids && ids.length === 0) {
            notifications.show({ message: t('screen.nothingToRoll') });
            return;
          }
          const reveal = phase === 'running' && ids ? newcomers.revealSteps(ids) : [];
          run([{ type: 'initiative-rolled', ids }, ...reveal]);
          return;
        }
        case 'start-combat':
          if (phase === 'setup') surprise.open();
          return;
        case 'quick-add':
          if (phase === 'ended') return;
          if (phase === 'running') setAdding(true);
          quickAdd.current?.focus();
          return;
        case 'apply-condition': {
          if (phase === 'ended') return;
          // The row the GM selected, else the one whose turn it is.
          const focused = focusedCombatantId();
          keepTypingForDialog();
          openApplyCondition(focused ? [focused] : current ? [current] : []);
          return;
        }
        case 'attack': {
          if (phase === 'ended') return;
          const request = attackTargets(current, focusedCombatantId());
          if (!request) return;
          keepTypingForDialog();
          openAttack(request);
          return;
        }
        case 'group-save': {
          if (phase === 'ended') return;
          keepTypingForDialog();
          openGroupSave(focusedCombatantId() ?? current ?? null);
          return;
        }
        case 'toggle-log':
          setLogOpen((open) => !open);
          return;
        case 'end-combat':
          if (phase === 'running') endDialog.open();
          return;
        case 'delay':
        case 'act-now':
        case 'ready':
        case 'trigger':
        case 'stabilize':
        case 'maneuver':
        case 'ongoing':
        case 'morale':
        case 'opportunity':
        case 'concentration': {
          if (phase !== 'running') return;
          const step = roundKeyStep(action, latest.current, focusedCombatantId());
          if (step.kind === 'events') run(step.events);
          else if (step.kind === 'ready')
            askReady(); // an inline form, focused as it mounts
          else if (step.kind === 'maneuver' || step.kind === 'concentration') {
            // What the GM types at once (« m » then « lut ») goes into the dialog's first field.
            keepTypingForDialog();
            if (step.kind === 'maneuver') openManeuver({ attackerId: step.attackerId });
            else openConcentration(step.id);
          } else notifications.show({ id: 'round-key', message: t(`commandUnavailable.none.${action}`) });
          return;
        }
      }
    },
    [phase, current, run, surprise, endDialog, newcomers, setLogOpen, t],
  );
  // Stable functions for the memoised toolbar: they run the latest `command`.
  const latestCommand = useRef(command);
  useEffect(() => {
    latestCommand.current = command;
  }, [command]);
  const runCommand = useCallback((action: TrackerAction) => latestCommand.current(action), []);
  useTrackerCommandHandler(runCommand);
  const toolbar = useMemo(
    () => ({
      rollInitiative: () => runCommand('roll-initiative'),
      // The fight's own commands go to the fight store, as N and P do.
      next: () => fightCommand('next-turn'),
      previous: () => fightCommand('previous-turn'),
      undo: () => fightCommand('undo'),
      redo: () => fightCommand('redo'),
      applyCondition: () => runCommand('apply-condition'),
      toggleAdd: () => setAdding((open) => !open),
      toggleLog: () => setLogOpen((open) => !open),
    }),
    [runCommand, fightCommand, setLogOpen],
  );
  const onNewEncounterRef = useRef(onNewEncounter);
  useEffect(() => {
    onNewEncounterRef.current = onNewEncounter;
  }, [onNewEncounter]);
  const newEncounter = useCallback(() => onNewEncounterRef.current(), []);
  const { name, system, round, surprise: surpriseState, options } = enc;
  const toolbarFight = useMemo<ToolbarFight>(
    () => ({ name, system, phase, round, surprise: surpriseState, options }),
    [name, system, phase, round, surpriseState, options],
  );

  const isSource =
    removing !== null &&
    enc.effects.some(
      (e) =>
        e.target !== removing.id &&
        (e.source === removing.id ||
          (e.duration.kind === 'concentration' && e.duration.sourceId === removing.id) ||
          ((e.duration.kind === 'until-turn-start' || e.duration.kind === 'until-turn-end') &&
            e.duration.combatantId === removing.id)),
    );

  return (
    <TrackerActionsContext.Provider value={actions}>
      <div className={classes.screen} data-phase={phase}>
        <TurnAnnouncer encounter={enc} />
        <TrackerToolbar
          encounter={toolbarFight}
          canUndo={api.canUndo}
          canRedo={api.canRedo}
          onUndo={toolbar.undo}
          onRedo={toolbar.redo}
          onRollInitiative={toolbar.rollInitiative}
          onStart={surprise.open}
          onNext={toolbar.next}
          onPrevious={toolbar.previous}
          onEnd={endDialog.open}
          onNewEncounter={newEncounter}
          onApplyCondition={toolbar.applyCondition}
          adding={adding}
          onToggleAdd={toolbar.toggleAdd}
          logOpen={logOpen}
          onToggleLog={toolbar.toggleLog}
          saving={api.saving}
        />
        {phase !== 'ended' && addOpen && (
          <QuickAdd
            ref={quickAdd}
            system={enc.system}
            running={phase === 'running'}
            onAdd={newcomers.add}
            onOpenForm={form.open}
            onOpenLibrary={library.open}
            onClose={phase === 'running' ? () => setAdding(false) : undefined}
          />
        )}
        <div className={classes.body}>
          <div className={classes.order}>
            {phase === 'ended' && <Alert color="gray">{t('tracker.ended')}</Alert>}
            <CombatantList encounter={enc} rows={rows} />
          </div>
          <aside className={classes.side} aria-label={t('screen.sidePanel')}>
            {getSystem(enc.system).initiative.phases && <PhasedRound encounter={enc} run={run} />}
            {phase === 'running' && <ConcentrationChecks encounter={enc} run={run} />}
            {phase === 'running' && <TurnPanel encounter={enc} run={run} />}
            <GroupPanel encounter={enc} run={run} />
            <ManeuverHost encounter={enc} run={run} />
            <ConcentrationHost encounter={enc} run={run} />
            <GroupSaveHost encounter={enc} run={run} />
            <AttackHost encounter={enc} run={run} />
            <CombatLog log={enc.log} system={enc.system} opened={logOpen} onToggle={toolbar.toggleLog} />
          </aside>
        </div>
      </div>
      {formOpen && (
        <CombatantForm
          opened
          system={enc.system}
          onClose={form.close}
          onSubmit={(input, count) => newcomers.add(input, count)}
        />
      )}
      {editing && (
        <CombatantForm
          key={editing.id}
          opened
          system={enc.system}
          editing={editing}
          onClose={() => setEditing(null)}
          onSubmit={(input) =>
            run([
              { type: 'combatant-updated', id: editing.id, changes: changesOf(editing, input, enc.system) },
            ])
          }
        />
      )}
      {libraryOpen && (
        <LibraryPickerDrawer opened system={enc.system} onClose={library.close} run={newcomers.runAdding} />
      )}
      {surpriseOpen && (
        <SurpriseDialog
          opened
          combatants={enc.combatants}
          onClose={surprise.close}
          onStart={(aware) => {
            if (run([{ type: 'combat-started', aware }])) surprise.close();
          }}
        />
      )}
      {/* Dialogs are in the page only while open: a closed one would render again with every gesture. */}
      {endOpen && (
        <Modal opened onClose={endDialog.close} title={t('screen.endTitle')}>
          <Text size="sm">{t('screen.endText')}</Text>
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={endDialog.close} data-autofocus>
              {t('screen.keepFighting')}
            </Button>
            <Button
              color="red"
              onClick={() => {
                if (run([{ type: 'combat-ended' }])) endDialog.close();
              }}
            >
              {t('screen.endConfirm')}
            </Button>
          </Group>
        </Modal>
      )}
      <ApplyConditionHost encounter={enc} run={run} />
      <TrackerLibraryHost api={api} />
      {removing && (
        <RemoveDialog
          combatant={removing}
          isSource={isSource}
          onClose={() => setRemoving(null)}
          onRemove={(sourceEffects) => {
            if (run([{ type: 'combatant-removed', id: removing.id, sourceEffects }])) setRemoving(null);
          }}
        />
      )}
    </TrackerActionsContext.Provider>
  );
}
