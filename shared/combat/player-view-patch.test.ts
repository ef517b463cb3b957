/**
 * The incremental projection and its patches (issue 25): whatever the gestures and the settings, the
 * projector gives toPlayerView's view, and a display that applies each patch to the view it has
 * holds exactly the view a full rebuild gives.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SystemId } from '../rules';
import type { EncounterEvent } from './events';
import {
  DEFAULT_PLAYER_VIEW_SETTINGS,
  HEALTH_DISPLAYS,
  toPlayerView,
  type PlayerView,
  type PlayerViewSettings,
} from './player-view';
import { applyPlayerViewPatch, diffPlayerView } from './player-view-patch';
import { createPlayerViewProjector } from './player-view-projector';
import { applyEvent, replay } from './reducer';
import { idOf, setup } from './test-fixtures';
import type { Encounter } from './types';

/** Four combatants, one hidden, initiative typed, the fight running. */
function fight(system: SystemId = 'dnd35'): Encounter {
  const start = setup(system, [
    { name: 'Aldric', side: 'pc', hpMax: 20, init: 18, initiativeScore: 18 },
    { name: 'Orque', side: 'enemy', hpMax: 16, init: 12, initiativeScore: 12 },
    { name: 'Gobelin', side: 'enemy', hpMax: 7, init: 9, initiativeScore: 9 },
    { name: 'Ombre', side: 'enemy', hidden: true, hpMax: 9, init: 15, initiativeScore: 15 },
  ]);
  return replay(start, [{ type: 'combat-started' }]);
}

const NAMES = ['Aldric', 'Orque', 'Gobelin', 'Ombre'];

/** One gesture among those that change what the players see (or do not). */
function gesture(enc: Encounter, [kind, k]: [number, number]): EncounterEvent {
  const ids = enc.combatants.map((c) => c.id);
  const who = ids[k % ids.length] ?? idOf(NAMES[0]);
  const events: EncounterEvent[] = [
    { type: 'turn-advanced' },
    { type: 'turn-reverted' },
    { type: 'damage', id: who, amount: 1 + (k % 9) },
    { type: 'healing', id: who, amount: 1 + (k % 5) },
    {
      type: 'effect-applied',
      targets: [who],
      what: { kind: 'condition', conditionId: ['prone', 'stunned', 'blinded'][k % 3] ?? 'prone' },
      duration: { kind: 'rounds', rounds: 1 + (k % 3) },
    },
    {
      type: 'effect-applied',
      targets: [who],
      what: { kind: 'custom', name: 'Bénédiction', modifiers: [] },
      duration: { kind: 'until-turn-start', combatantId: ids[(k + 1) % ids.length] ?? who },
    },
    { type: 'combatant-updated', id: who, changes: { hidden: k % 2 === 0 } },
    { type: 'combatant-added', combatant: { name: `Renfort ${k}`, hpMax: 5 + (k % 7) } },
    { type: 'initiative-set', id: who, value: k % 25 },
    { type: 'delayed', id: who },
    { type: 'combatant-removed', id: who, sourceEffects: 'end' },
    { type: 'combat-ended' },
  ];
  return events[kind % events.length] ?? { type: 'turn-advanced' };
}

function tryApply(enc: Encounter, event: EncounterEvent): Encounter {
  try {
    return applyEvent(enc, event);
  } catch {
    return enc; // refused: the fight goes on unchanged
  }
}

const shownArb = fc.constantFrom(...HEALTH_DISPLAYS);
const settingsArb: fc.Arbitrary<PlayerViewSettings> = fc.record({
  health: fc.record({ pc: shownArb, ally: shownArb, enemy: shownArb, neutral: shownArb }),
  pinnedTable: fc.option(fc.constantFrom('table:cover', 'table:size'), { nil: null }),
});
/** Next turn most often (effects count rounds down while their targets do not change), else any gesture. */
const kindArb = fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 4, arbitrary: fc.nat(11) });
/** A gesture, or (one time in eight) the GM changing the display settings. */
const moveArb = fc.oneof(
  { weight: 7, arbitrary: fc.tuple(kindArb, fc.nat(60)).map((g) => ({ gesture: g })) },
  { weight: 1, arbitrary: settingsArb.map((settings) => ({ settings })) },
);

describe('the incremental projection and its patches', () => {
  it('gives the full rebuild after any gestures and settings, and so does a display applying the patches', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<SystemId>('dnd35', 'pf1', 'sf1', 'co', 'osr'),
        fc.array(moveArb, { maxLength: 40 }),
        (system, moves) => {
          let enc = fight(system);
          let settings = DEFAULT_PLAYER_VIEW_SETTINGS;
          const projector = createPlayerViewProjector();
          let sent = projector.project(enc, settings);
          let display: PlayerView = structuredClone(sent); // the display's own copy
          for (const move of moves) {
            if ('settings' in move) settings = move.settings;
            else enc = tryApply(enc, gesture(enc, move.gesture));
            const view = projector.project(enc, settings);
            expect(view).toEqual(toPlayerView(enc, settings));
            const patch = diffPlayerView(sent, view);
            if (patch) {
              const applied = applyPlayerViewPatch(display, structuredClone(patch));
              expect(applied).not.toBeNull();
              if (applied) display = applied;
            }
            expect(display).toEqual(toPlayerView(enc, settings));
            sent = view;
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('rebuilds only the combatant a damage touched; the others stay the same objects', () => {
    const enc = fight();
    const projector = createPlayerViewProjector();
    const before = projector.project(enc, DEFAULT_PLAYER_VIEW_SETTINGS);
    const after = projector.project(
      applyEvent(enc, { type: 'damage', id: idOf('Orque'), amount: 5 }),
      DEFAULT_PLAYER_VIEW_SETTINGS,
    );
    const changed = after.order.filter((c, i) => c !== before.order[i]).map((c) => c.name);
    expect(changed).toEqual(['Orque']);
    expect(diffPlayerView(before, after)).toEqual({
      head: expect.objectContaining({ currentId: idOf('Aldric') }) as unknown,
      changed: [expect.objectContaining({ name: 'Orque', health: { kind: 'band', band: 'hurt' } })],
    });
  });

  it('sends nothing when a gesture changes nothing the players see (a hidden foe hurt)', () => {
    const enc = fight();
    const projector = createPlayerViewProjector();
    const before = projector.project(enc, DEFAULT_PLAYER_VIEW_SETTINGS);
    const after = projector.project(
      applyEvent(enc, { type: 'damage', id: idOf('Ombre'), amount: 3 }),
      DEFAULT_PLAYER_VIEW_SETTINGS,
    );
    expect(diffPlayerView(before, after)).toBeNull();
  });

  it('an effect’s rounds count down on the display though the combatant under it did not change', () => {
    let enc = applyEvent(fight(), {
      type: 'effect-applied',
      targets: [idOf('Gobelin')],
      what: { kind: 'condition', conditionId: 'stunned' },
      duration: { kind: 'rounds', rounds: 2 },
    });
    const projector = createPlayerViewProjector();
    projector.project(enc, DEFAULT_PLAYER_VIEW_SETTINGS);
    for (let i = 0; i < 4; i += 1) {
      enc = applyEvent(enc, { type: 'turn-advanced' });
      expect(projector.project(enc, DEFAULT_PLAYER_VIEW_SETTINGS)).toEqual(
        toPlayerView(enc, DEFAULT_PLAYER_VIEW_SETTINGS),
      );
    }
  });

  it('a next turn sends the head and no combatant when no effect counts rounds', () => {
    const enc = fight();
    const projector = createPlayerViewProjector();
    const before = projector.project(enc, DEFAULT_PLAYER_VIEW_SETTINGS);
    const after = projector.project(applyEvent(enc, { type: 'turn-advanced' }), DEFAULT_PLAYER_VIEW_SETTINGS);
    const patch = diffPlayerView(before, after);
    expect(patch?.changed).toEqual([]);
    expect(patch?.ids).toBeUndefined();
    expect(patch?.head.currentId).not.toBe(before.currentId);
  });

  it('« Ennemis : PV exacts » rebuilds the enemies only: the orc at 11/16 shows its numbers', () => {
    const enc = applyEvent(fight(), { type: 'damage', id: idOf('Orque'), amount: 5 });
    const projector = createPlayerViewProjector();
    const before = projector.project(enc, DEFAULT_PLAYER_VIEW_SETTINGS);
    const exact: PlayerViewSettings = {
      ...DEFAULT_PLAYER_VIEW_SETTINGS,
      health: { ...DEFAULT_PLAYER_VIEW_SETTINGS.health, enemy: 'exact' },
    };
    const patch = diffPlayerView(before, projector.project(enc, exact));
    expect(patch?.changed.map((c) => [c.name, c.health])).toEqual([
      ['Orque', { kind: 'exact', current: 11, max: 16, band: 'hurt' }],
      ['Gobelin', { kind: 'exact', current: 7, max: 7, band: 'healthy' }],
    ]);
  });

  it('a patch that does not fit the view it is applied to is refused (the display asks for the whole view)', () => {
    const projector = createPlayerViewProjector();
    const enc = fight();
    const before = projector.project(enc, DEFAULT_PLAYER_VIEW_SETTINGS);
    const added = projector.project(
      replay(enc, [
        { type: 'combatant-added', combatant: { id: idOf('Renfort'), name: 'Renfort', hpMax: 5 } },
        { type: 'initiative-set', id: idOf('Renfort'), value: 3 },
      ]),
      DEFAULT_PLAYER_VIEW_SETTINGS,
    );
    const patch = diffPlayerView(before, added);
    expect(patch).not.toBeNull();
    if (!patch) return;
    const stranger: PlayerView = { ...before, order: before.order.slice(1) };
    expect(applyPlayerViewPatch(stranger, patch)).toBeNull();
    expect(applyPlayerViewPatch(stranger, { head: patch.head, changed: added.order.slice(-1) })).toBeNull();
  });
});
