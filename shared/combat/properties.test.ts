/** Invariants of the engine, checked on random fights (fast-check). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortInitiative, type SystemId } from '../rules';
import { EngineError } from './errors';
import type { EncounterEvent } from './events';
import { createHistory, dispatch, undo } from './history';
import { applyEvent, replay } from './reducer';
import { idOf, setup, type Spec } from './test-fixtures';
import { initiativeEntry } from './turn-order';
import { effectId } from './types';
import type { Encounter } from './types';

const SYSTEMS: SystemId[] = ['dnd35', 'pf1', 'sf1', 'co', 'osr'];
const NAMES = ['Aldric', 'Bera', 'Cyl', 'Dorn', 'Elka', 'Fenn', 'Gor', 'Hild'];

const specArb = (name: string) =>
  fc
    .record({
      init: fc.integer({ min: -2, max: 25 }),
      modifier: fc.integer({ min: -2, max: 6 }),
      side: fc.constantFrom('pc' as const, 'ally' as const, 'enemy' as const),
    })
    .map(({ init, modifier, side }): Spec => ({
      name,
      side,
      hpMax: 12,
      initiativeModifier: modifier,
      initiativeScore: init,
      init,
    }));

const fightArb = fc.record({
  system: fc.constantFrom(...SYSTEMS),
  specs: fc.integer({ min: 2, max: 6 }).chain((n) => fc.tuple(...NAMES.slice(0, n).map(specArb))),
  seed: fc.integer({ min: 1, max: 1_000_000 }),
  aware: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
});

type Fight = { start: Encounter; started: Encounter; events: EncounterEvent[] };

interface FightSpec {
  system: SystemId;
  specs: Spec[];
  seed: number;
  aware: boolean[];
}

function startFight(f: FightSpec): Fight {
  const specs = f.system === 'osr' ? f.specs.map((s) => ({ ...s, init: undefined })) : f.specs;
  const start = setup(f.system, specs, {}, f.seed);
  const pre: EncounterEvent[] = f.system === 'osr' ? [{ type: 'initiative-rolled' }] : [];
  const aware = f.specs.filter((_, i) => f.aware[i]).map((s) => idOf(s.name));
  const events: EncounterEvent[] = [...pre, { type: 'combat-started', aware }];
  return { start, started: replay(start, events), events };
}

/** Turns a random choice into an event that makes sense now (it may still be refused). */
function pick(s: Encounter, kind: number, k: number): EncounterEvent {
  const ids = s.combatants.map((c) => c.id);
  const who = ids[k % ids.length];
  const cur = s.current ?? who;
  const delaying = s.combatants.find((c) => c.flags.delaying)?.id ?? who;
  const readied = s.combatants.find((c) => c.flags.readied)?.id ?? who;
  const options: EncounterEvent[] = [
    { type: 'turn-advanced' },
    { type: 'turn-advanced' },
    { type: 'turn-reverted' },
    { type: 'delayed', id: cur },
    { type: 'delay-ended', id: delaying },
    { type: 'readied', id: cur, trigger: 'quand il bouge' },
    { type: 'ready-triggered', id: readied, before: cur },
    { type: 'damage', id: who, amount: k % 9 },
    { type: 'healing', id: who, amount: k % 5 },
    { type: 'nonlethal', id: who, amount: k % 4 },
    { type: 'temp-hp', id: who, amount: k % 6 },
    {
      type: 'effect-applied',
      targets: [who],
      source: cur,
      what: { kind: 'custom', name: 'Test', modifiers: [] },
      duration: [
        { kind: 'rounds', rounds: 1 + (k % 3) } as const,
        { kind: 'until-turn-start', combatantId: who } as const,
        { kind: 'until-turn-end', combatantId: who } as const,
        { kind: 'concentration' } as const,
      ][k % 4],
    },
    {
      type: 'effect-removed',
      effectId: s.effects[k % Math.max(1, s.effects.length)]?.id ?? effectId('none'),
    },
    { type: 'initiative-lowered', id: cur, to: k % 12 },
    { type: 'stabilized', id: who },
  ];
  return options[kind % options.length];
}

/** Applies random events, keeping those the engine accepts; returns every state reached. */
function walk(fight: Fight, steps: [number, number][]): { states: Encounter[]; events: EncounterEvent[] } {
  const states = [fight.started];
  const events = [...fight.events];
  let s = fight.started;
  for (const [kind, k] of steps) {
    const e = pick(s, kind, k);
    try {
      s = applyEvent(s, e);
    } catch (err) {
      if (!(err instanceof EngineError)) throw err;
      continue;
    }
    states.push(s);
    events.push(e);
  }
  return { states, events };
}

const stepsArb = fc.array(fc.tuple(fc.nat(40), fc.nat(1000)), { maxLength: 30 });

describe('invariants', () => {
  it('previous(next(s)) = s from every position, including round boundaries and the surprise round', () => {
    fc.assert(
      fc.property(fightArb, stepsArb, (f, steps) => {
        for (const s of walk(startFight(f), steps).states) {
          if (s.phase !== 'running') continue;
          const back = applyEvent(applyEvent(s, { type: 'turn-advanced' }), { type: 'turn-reverted' });
          expect(back).toEqual(s);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('undo(apply(e, s)) = s for every event, and applying never changes s', () => {
    fc.assert(
      fc.property(fightArb, stepsArb, (f, steps) => {
        const { states, events } = walk(startFight(f), steps);
        const offset = events.length - states.length + 1;
        states.slice(0, -1).forEach((s, i) => {
          const copy = structuredClone(s);
          const h = dispatch(createHistory(s), events[i + offset]);
          expect(s).toEqual(copy);
          expect(undo(h).present).toBe(s);
        });
      }),
      { numRuns: 100 },
    );
  });

  it('replaying the same events from the same (saved and reloaded) start gives the same fight', () => {
    fc.assert(
      fc.property(fightArb, stepsArb, (f, steps) => {
        const fight = startFight(f);
        const { states, events } = walk(fight, steps);
        const reloaded: Encounter = JSON.parse(JSON.stringify(fight.start));
        expect(replay(reloaded, events)).toEqual(states[states.length - 1]);
      }),
      { numRuns: 100 },
    );
  });

  it('the acting order at the start is the rules’ sortInitiative order', () => {
    fc.assert(
      fc.property(fightArb, (f) => {
        const s = startFight({ ...f, aware: [] }).started;
        const expected = sortInitiative(s.system, s.combatants.map(initiativeEntry)).map((e) => e.id);
        expect(s.order).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  });
});

describe('an N-round effect is active for exactly N turns of every combatant in between', () => {
  const COUNT_SYSTEMS: SystemId[] = ['dnd35', 'pf1', 'sf1', 'co'];
  it('whatever delays and readies happen around it', () => {
    fc.assert(
      fc.property(
        fightArb.filter((f) => COUNT_SYSTEMS.includes(f.system)),
        fc.integer({ min: 1, max: 3 }),
        fc.nat(20),
        fc.array(fc.tuple(fc.constantFrom(0, 1, 3, 4, 5, 6), fc.nat(1000)), { maxLength: 60 }),
        (f, rounds, before, steps) => {
          let s = startFight({ ...f, aware: [] }).started;
          for (let i = 0; i < before; i += 1) s = applyEvent(s, { type: 'turn-advanced' });
          const applier = s.current;
          const target = s.combatants[0].id;
          s = applyEvent(s, {
            type: 'effect-applied',
            targets: [target],
            what: { kind: 'custom', name: 'X', modifiers: [] },
            duration: { kind: 'rounds', rounds },
          });
          const startCounts = new Map(s.combatants.map((c) => [c.id, c.initiative.count]));
          const activeTurns = new Map(s.combatants.map((c) => [c.id, 0]));
          const queue = [...steps];
          for (let guard = 0; s.effects.length > 0 && guard < 400; guard += 1) {
            const [kind, k] = queue.shift() ?? [0, 0];
            let e = pick(s, kind, k);
            if (e.type === 'turn-reverted') e = { type: 'turn-advanced' };
            let n: Encounter;
            try {
              n = applyEvent(s, e);
            } catch (err) {
              if (!(err instanceof EngineError)) throw err;
              continue;
            }
            const c = n.combatants.find((x) => x.id === n.current);
            // A combatant's turn begins when it becomes the one acting: at its count, or when it
            // steps in from a delay (a delayed turn is still its turn of that round).
            const fresh = c && n.current !== s.current;
            if (c && fresh && n.effects.length > 0) activeTurns.set(c.id, (activeTurns.get(c.id) ?? 0) + 1);
            s = n;
          }
          expect(s.effects).toEqual([]);
          for (const c of s.combatants) {
            if (c.initiative.count !== startCounts.get(c.id)) continue;
            expect(activeTurns.get(c.id)).toBe(c.id === applier ? rounds - 1 : rounds);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
