import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Grid, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { EngineError, parseHpEntry, type Combatant, type CombatantInput } from '../../../shared/combat';
import type { TrackerAction } from '../../commands/registry';
import { saveLibraryEntry } from '../../db';
import { ApplyConditionHost, openApplyCondition } from '../conditions';
import { ManeuverHost } from '../maneuvers';
import { changesOf } from './combatant-changes';
import { CombatantForm, readInteger } from './CombatantForm';
import { CombatantList } from './CombatantList';
import { CombatLog } from './CombatLog';
import { setTrackerCommandHandler } from './command-bridge';
import { GroupPanel } from '../library/GroupPanel';
import { useUnfoldedGroups, visibleRows } from '../library/group-view';
import { LibraryPickerDrawer } from '../library/LibraryPickerDrawer';
import { TrackerLibraryHost } from '../library/TrackerLibraryHost';
import { rowsOf, tieMove } from './order-view';
import { OsrRound } from './OsrRound';
import { addSteps, QuickAdd } from './QuickAdd';
import { RemoveDialog } from './RemoveDialog';
import { SurpriseDialog } from './SurpriseDialog';
import { TrackerActionsContext, type TrackerActions } from './tracker-actions';
import { TrackerToolbar } from './TrackerToolbar';
import { TurnPanel } from './TurnPanel';
import { showError, type TrackerApi } from './use-tracker-session';

/** Props of the tracker screen. */
export interface TrackerProps {
  api: TrackerApi;
  /** Opens the "Nouvelle rencontre" form. */
  onNewEncounter(): void;
}

function libraryInput(c: Combatant): CombatantInput {
  return {
    name: c.group ?? c.name,
    side: c.side,
    hpMax: c.hp.max,
    initiativeModifier: c.initiative.modifier,
    initiativeScore: c.initiative.score,
    defences: c.defences,
    fighter: c.fighter,
    notes: c.notes,
  };
}

function useRowActions(
  api: TrackerApi,
  askRemove: (c: Combatant) => void,
  edit: (c: Combatant) => void,
): TrackerActions {
  const { t } = useTranslation();
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
        run([{ type: 'initiative-set', id: c.id, value }]);
        return null;
      },
      moveInTie: (id, direction) => {
        const event = tieMove(enc.current, id, direction);
        if (event) run([event]);
        else notifications.show({ message: t('tracker.errors.tieByRules') });
      },
      hpEntry: (c, text) => {
        try {
          return run([parseHpEntry(c.id, text)]) ? null : '';
        } catch (e) {
          if (e instanceof EngineError) return e.message;
          throw e;
        }
      },
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
    [run, askRemove, edit, t],
  );
}

/** The tracker of a fight: toolbar, quick add, current turn, the initiative order and the log. */
export function Tracker({ api, onNewEncounter }: TrackerProps) {
  const { t } = useTranslation();
  const enc = api.encounter;
  const [formOpen, form] = useDisclosure(false);
  const [libraryOpen, library] = useDisclosure(false);
  const [surpriseOpen, surprise] = useDisclosure(false);
  const [removing, setRemoving] = useState<Combatant | null>(null);
  const [editing, setEditing] = useState<Combatant | null>(null);
  const quickAdd = useRef<HTMLInputElement>(null);
  const actions = useRowActions(api, setRemoving, setEditing);
  const unfolded = useUnfoldedGroups();
  const rows = useMemo(() => visibleRows(rowsOf(enc), enc, unfolded), [enc, unfolded]);
  const { run, undo, redo } = api;
  const phase = enc.phase;
  const current = enc.current;

  const command = useCallback(
    (action: TrackerAction) => {
      switch (action) {
        case 'next-turn':
          if (phase === 'running') run([{ type: 'turn-advanced' }]);
          return;
        case 'previous-turn':
          if (phase === 'running') run([{ type: 'turn-reverted' }]);
          return;
        case 'undo':
          return undo();
        case 'redo':
          return redo();
        case 'roll-initiative':
          // CO has no roll: everyone, PCs included, takes their INIT score.
          if (phase === 'setup')
            run([
              (e) => ({
                type: 'initiative-rolled',
                ids: e.system === 'co' ? e.combatants.map((c) => c.id) : undefined,
              }),
            ]);
          return;
        case 'start-combat':
          if (phase === 'setup') surprise.open();
          return;
        case 'quick-add':
          quickAdd.current?.focus();
          return;
        case 'apply-condition':
          if (phase !== 'ended') openApplyCondition(current ? [current] : []);
          return;
      }
    },
    [phase, current, run, undo, redo, surprise],
  );
  useEffect(() => setTrackerCommandHandler(command), [command]);

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
      <Stack gap="sm">
        <TrackerToolbar
          encounter={enc}
          canUndo={api.canUndo}
          canRedo={api.canRedo}
          onUndo={undo}
          onRedo={redo}
          onRollInitiative={() => command('roll-initiative')}
          onStart={surprise.open}
          onNext={() => command('next-turn')}
          onPrevious={() => command('previous-turn')}
          onEnd={() => run([{ type: 'combat-ended' }])}
          onNewEncounter={onNewEncounter}
          saving={api.saving}
        />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, lg: 9 }}>
            <Stack gap="sm">
              {phase !== 'ended' && (
                <QuickAdd
                  ref={quickAdd}
                  system={enc.system}
                  run={run}
                  onOpenForm={form.open}
                  onOpenLibrary={library.open}
                />
              )}
              {phase === 'ended' && <Alert color="gray">{t('tracker.ended')}</Alert>}
              {enc.system === 'osr' && <OsrRound encounter={enc} run={run} />}
              {phase === 'running' && <TurnPanel encounter={enc} run={run} />}
              <ManeuverHost encounter={enc} run={run} />
              <GroupPanel encounter={enc} run={run} />
              <CombatantList encounter={enc} rows={rows} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 3 }}>
            <CombatLog log={enc.log} />
          </Grid.Col>
        </Grid>
      </Stack>
      {formOpen && (
        <CombatantForm
          opened
          system={enc.system}
          onClose={form.close}
          onSubmit={(input, count) => run(addSteps(input, count))}
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
      {libraryOpen && <LibraryPickerDrawer opened system={enc.system} onClose={library.close} run={run} />}
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
      <ApplyConditionHost encounter={enc} run={run} />
      <TrackerLibraryHost api={api} />
      <RemoveDialog
        combatant={removing}
        isSource={isSource}
        onClose={() => setRemoving(null)}
        onRemove={(sourceEffects) => {
          if (removing && run([{ type: 'combatant-removed', id: removing.id, sourceEffects }]))
            setRemoving(null);
        }}
      />
    </TrackerActionsContext.Provider>
  );
}
