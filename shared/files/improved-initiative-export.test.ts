import { describe, expect, it } from 'vitest';
import type { SystemId } from '../rules';
import { getProcedures } from '../rules';
import { replay } from '../combat/reducer';
import { setup } from '../combat/test-fixtures';
import type { Encounter } from '../combat';
import { importImprovedInitiative } from './improved-initiative';
import { encounterToImprovedInitiative } from './improved-initiative-export';

/** A fight of `system` in round 1: a PC, a wounded foe with a condition for 2 rounds, a hidden one. */
function fight(system: SystemId): Encounter {
  const { acWord, fromAscendingAc } = getProcedures(system).defences;
  // An AC as the GM has it in this system (CA, DEF, CAC/CAE, descending AC).
  const ac = (n: number) => (fromAscendingAc ? fromAscendingAc(n) : { [acWord]: n });
  const score = getProcedures(system).initiative.entry === 'score';
  const init = (n: number) => (score ? { initiativeScore: n } : { initiativeModifier: n });
  const enc = setup(system, [
    {
      name: 'Lidda',
      side: 'pc',
      hpMax: 20,
      defences: ac(17),
      ...init(3),
      init: 18,
    },
    {
      name: 'Orque',
      hpMax: 16,
      defences: ac(13),
      ...init(1),
      init: 12,
    },
    { name: 'Ombre', hpMax: 9, hidden: true, ...init(2), init: 15 },
  ]);
  return replay(enc, [
    { type: 'combat-started' },
    { type: 'damage', id: 'orque' as never, amount: 5 },
    {
      type: 'effect-applied',
      targets: ['orque' as never],
      what: { kind: 'custom', name: 'Béni', modifiers: [] },
      duration: { kind: 'rounds', rounds: 2 },
    },
    {
      type: 'effect-applied',
      targets: ['lidda' as never],
      what: { kind: 'custom', name: 'Marquée', modifiers: [] },
      duration: { kind: 'until-removed' },
      hidden: true,
    },
  ]);
}

function summary(enc: Encounter) {
  return enc.combatants.map((c) => ({
    name: c.name,
    side: c.side === 'pc' ? 'pc' : 'enemy',
    hidden: c.hidden,
    hp: [c.hp.current, c.hp.max],
    defences: c.defences,
    init: c.initiative.modifier ?? c.initiative.score,
    tags: enc.effects
      .filter((e) => e.target === c.id)
      .map((e) => [
        e.what.kind === 'custom' ? e.what.name : e.what.conditionId,
        e.duration.kind,
        e.hidden === true,
      ]),
  }));
}

describe('export to Improved Initiative', () => {
  it.each(['dnd35', 'pf1', 'sf1', 'co', 'osr'] as const)(
    '%s: export, then Improved Initiative import, gives the same combatants',
    (system) => {
      const enc = fight(system);
      const text = encounterToImprovedInitiative(enc);
      const back = importImprovedInitiative(text, { system, encounterId: 'back', seed: 1 });
      if (!back.ok || back.kind !== 'encounter') throw new Error(back.ok ? 'library' : back.message);
      expect(summary(back.encounter)).toEqual(summary(enc));
    },
  );

  it('writes what Improved Initiative reads: names, HP, AC, player flag, hidden, tags with their rounds', () => {
    const value = JSON.parse(encounterToImprovedInitiative(fight('pf1'), 'en')) as {
      Name: string;
      Combatants: {
        StatBlock: { Name: string; HP: { Value: number }; AC?: { Value: number }; Player: string };
        CurrentHP: number;
        Hidden: boolean;
        Tags: { Text: string; DurationRemaining: number; Hidden: boolean }[];
      }[];
    };
    expect(value.Name).toBe('Test');
    expect(
      value.Combatants.map((c) => [
        c.StatBlock.Name,
        c.StatBlock.Player,
        c.StatBlock.HP.Value,
        c.CurrentHP,
        c.StatBlock.AC?.Value,
        c.Hidden,
      ]),
    ).toEqual([
      ['Lidda', 'player', 20, 20, 17, false],
      ['Orque', '', 16, 11, 13, false],
      ['Ombre', '', 9, 9, undefined, true],
    ]);
    expect(value.Combatants[1].Tags).toEqual([
      expect.objectContaining({ Text: 'Béni', DurationRemaining: 2, Hidden: false }),
    ]);
    expect(value.Combatants[0].Tags).toEqual([
      expect.objectContaining({ Text: 'Marquée', DurationRemaining: 0, Hidden: true }),
    ]);
  });
});
