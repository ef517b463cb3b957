/** Helpers for the engine's tests: build an encounter from short descriptions. */
import type { SystemId } from '../rules';
import { createEncounter } from './create';
import type { CombatantInput, EncounterEvent } from './events';
import { replay } from './reducer';
import { combatantId } from './types';
import type { Combatant, CombatantId, Encounter, EncounterOptions } from './types';

/** A combatant for tests: an id equal to its name, lower-cased. */
export interface Spec extends Partial<CombatantInput> {
  name: string;
  /** A typed initiative total. */
  init?: number;
}

/** The id given to a spec. */
export function idOf(name: string): CombatantId {
  return combatantId(name.toLowerCase());
}

/** An encounter with the given combatants added (and their typed initiatives set). */
export function setup(
  system: SystemId,
  specs: Spec[],
  options: Partial<EncounterOptions> = {},
  seed = 42,
): Encounter {
  const start = createEncounter({ id: 'enc', name: 'Test', system, seed, options });
  const events: EncounterEvent[] = specs.flatMap((s): EncounterEvent[] => {
    const { init, ...input } = s;
    const add: EncounterEvent = {
      type: 'combatant-added',
      combatant: { hpMax: 10, ...input, id: idOf(s.name) },
    };
    return init === undefined ? [add] : [add, { type: 'initiative-set', id: idOf(s.name), value: init }];
  });
  return replay(start, events);
}

/** Names of the acting order. */
export function orderNames(enc: Encounter): string[] {
  return enc.order.map((id) => byId(enc, id).name);
}

/** The combatant with that id (test helper: throws when missing). */
export function byId(enc: Encounter, id: CombatantId): Combatant {
  const c = enc.combatants.find((x) => x.id === id);
  if (!c) throw new Error(`no ${id}`);
  return c;
}

/** The current combatant's name. */
export function currentName(enc: Encounter): string {
  return enc.current === null ? '-' : byId(enc, enc.current).name;
}

/**
 * A 3.5 encounter in setup where groups play one turn: Aldric (a PC) and six goblins (5 HP), every
 * initiative rolled (dice seed 5) — the group tests of the tracker and the library start from it.
 */
export function oneTurnGoblins(): Encounter {
  const start = createEncounter({
    id: 'e',
    name: 'x',
    system: 'dnd35',
    seed: 5,
    options: { groupInitiative: 'one-turn' },
  });
  return replay(start, [
    { type: 'combatant-added', combatant: { name: 'Aldric', side: 'pc', hpMax: 10, initiativeModifier: 1 } },
    { type: 'group-added', combatant: { name: 'Gobelin', hpMax: 5, initiativeModifier: 1 }, count: 6 },
    { type: 'initiative-rolled', ids: undefined },
  ]);
}
