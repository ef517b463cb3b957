/**
 * Between fights (issue 26): what the party carries out of a fight, and what a rest gives back —
 * each row citing its source.
 */
import { describe, expect, it } from 'vitest';
import { createEncounter, replay, type DurationInput, type EffectWhat, type EncounterEvent } from '../combat';
import { createSeededRng, getProcedures, getSystem, SYSTEM_IDS, type SystemId } from '../rules';
import { partyWriteBack, type PartyMember } from './party';
import { previewRest, type RestMember } from './rest';
import type { PartyCondition } from './entry';

describe('every condition of every system says whether it outlives the fight', () => {
  it.each(SYSTEM_IDS.map((s) => [s]))('%s', (system) => {
    const between = getProcedures(system).betweenFights!;
    expect(between, system).toBeDefined();
    const ids = getSystem(system).conditions.map((c) => c.id);
    for (const id of ids) {
      const places = [between.endsWithFight.includes(id), between.lasts.includes(id)].filter(Boolean);
      expect(places.length, `${system} ${id}`).toBe(1);
    }
    for (const id of [...between.endsWithFight, ...between.lasts])
      expect(ids, `${system} ${id}`).toContain(id);
    for (const r of between.recovery) {
      expect(between.lasts, `${system} recovery ${r.condition}`).toContain(r.condition);
      if (r.becomes) expect(between.lasts).toContain(r.becomes);
      expect(r.source).not.toBe('');
    }
  });
});

const condition = (id: string): EffectWhat => ({ kind: 'condition', conditionId: id });

function fightWith(
  system: SystemId,
  what: EffectWhat,
  duration: DurationInput,
  rounds = 2,
  hits: EncounterEvent[] = [],
) {
  const events: EncounterEvent[] = [
    { type: 'combatant-added', combatant: { id: 'a', name: 'Aldric', side: 'pc', hpMax: 30 } },
    { type: 'combatant-added', combatant: { id: 'o', name: 'Orc', side: 'enemy', hpMax: 8 } },
    { type: 'initiative-set', id: 'a' as never, value: 15 },
    { type: 'initiative-set', id: 'o' as never, value: 10 },
    { type: 'combat-started' },
    { type: 'effect-applied', targets: ['a' as never], what, duration },
  ];
  for (let i = 0; i < rounds * 2; i += 1) events.push({ type: 'turn-advanced' });
  events.push(...hits, { type: 'combat-ended' });
  return replay(createEncounter({ id: 'e', name: 'x', system, seed: 1 }), events);
}

const aldric: PartyMember = {
  id: 'party:Aldric',
  name: 'Aldric',
  combatant: { name: 'Aldric', side: 'pc', hpMax: 30 },
};

describe('« Reporter l’état du groupe » keeps what lasts, never what ends with the fight', () => {
  it.each([
    // SRD 3.5 › Conditions: grappled, pinned, prone, flat-footed are states of the fight.
    ['dnd35', 'grappled', { kind: 'until-removed' }, null],
    ['dnd35', 'pinned', { kind: 'until-removed' }, null],
    ['dnd35', 'prone', { kind: 'until-removed' }, null],
    ['dnd35', 'flat-footed', { kind: 'until-removed' }, null],
    ['dnd35', 'fighting-defensively', { kind: 'rounds', rounds: 1 }, null],
    // SRD 3.5 › Fatigued, Exhausted, Energy drained, Ability damaged: they last until rest or a cure.
    ['dnd35', 'fatigued', { kind: 'until-removed' }, 'forever'],
    ['dnd35', 'exhausted', { kind: 'until-removed' }, 'forever'],
    ['dnd35', 'energy-drained', { kind: 'until-removed' }, 'forever'],
    ['dnd35', 'ability-damaged', { kind: 'until-removed' }, 'forever'],
    // Counted in rounds (less than a minute left): over with the fight.
    ['dnd35', 'shaken', { kind: 'rounds', rounds: 5 }, null],
    // Counted in minutes: the whole minutes left go back to the party (10 min, 2 rounds gone → 9).
    ['dnd35', 'shaken', { kind: 'minutes', minutes: 10 }, 9],
    ['pf1', 'grappled', { kind: 'until-removed' }, null],
    ['pf1', 'fatigued', { kind: 'until-removed' }, 'forever'],
    ['sf1', 'off-kilter', { kind: 'until-removed' }, null],
    ['sf1', 'exhausted', { kind: 'until-removed' }, 'forever'],
    ['co', 'surprised', { kind: 'until-removed' }, null],
    ['co', 'weakened', { kind: 'until-removed' }, 'forever'],
    ['osr', 'fleeing', { kind: 'until-removed' }, null],
    ['osr', 'exhausted', { kind: 'until-removed' }, 'forever'],
  ] as const)('%s %s %o → %s', (system, id, duration, kept) => {
    const enc = fightWith(system, condition(id), duration as DurationInput);
    const [back] = partyWriteBack(enc, [aldric], () => id);
    if (kept === null) expect(back.after.conditions).toEqual([]);
    else
      expect(back.after.conditions).toEqual([
        { what: condition(id), label: id, minutes: kept === 'forever' ? null : kept },
      ]);
  });

  it('a custom effect until removed (poison, disease) is kept; one bound to a turn is not', () => {
    const poison = fightWith(
      'pf1',
      { kind: 'custom', name: 'Poison', modifiers: [] },
      { kind: 'until-removed' },
    );
    expect(partyWriteBack(poison, [aldric], () => 'Poison')[0].after.conditions).toHaveLength(1);
    const turn = fightWith(
      'pf1',
      condition('shaken'),
      { kind: 'until-turn-end', combatantId: 'o' as never },
      0,
    );
    expect(partyWriteBack(turn, [aldric], () => 'x')[0].after.conditions).toEqual([]);
  });

  it('HP and nonlethal damage are written back', () => {
    const enc = fightWith('dnd35', condition('prone'), { kind: 'until-removed' }, 2, [
      { type: 'damage', id: 'a' as never, amount: 13 },
      { type: 'nonlethal', id: 'a' as never, amount: 4 },
    ]);
    const [back] = partyWriteBack(enc, [aldric], () => '');
    expect(back.after).toMatchObject({ hpCurrent: 17, nonlethal: 4, conditions: [] });
  });
});

const member = (
  system: SystemId,
  conditions: PartyCondition[],
  extra: Partial<RestMember> = {},
): RestMember => ({
  id: 'm',
  name: 'Aldric',
  hpMax: 30,
  level: 3,
  state: { hpCurrent: 10, nonlethal: 0, conditions, resources: '' },
  ...extra,
});
const party = (id: string): PartyCondition => ({ what: condition(id), label: id, minutes: null });

describe('a rest applies each system’s recovery', () => {
  it.each([
    // SRD 3.5 / PRD › Fatigued: 8 hours of complete rest end it.
    ['dnd35', 'night', 'fatigued', []],
    // SRD 3.5 / PRD › Exhausted: 1 hour of complete rest makes it fatigued (8 more to end that).
    ['dnd35', 'night', 'exhausted', ['fatigued']],
    ['dnd35', 'day', 'exhausted', []],
    ['pf1', 'night', 'fatigued', []],
    ['pf1', 'night', 'exhausted', ['fatigued']],
    // Starfinder › Conditions: the same rule.
    ['sf1', 'night', 'exhausted', ['fatigued']],
    ['sf1', 'day', 'fatigued', []],
    // A short rest is not long enough.
    ['sf1', 'sf-short', 'fatigued', ['fatigued']],
    // Negative levels do not go away with rest (SRD › Energy Drained: a save after 24 hours).
    ['dnd35', 'day', 'energy-drained', ['energy-drained']],
    // B/X and CO texts give no recovery from fatigue: it stays for the GM to lift.
    ['osr', 'osr-day', 'fatigued', ['fatigued']],
    ['co', 'co-recovery', 'weakened', ['weakened']],
  ] as const)('%s %s: %s → %o', (system, kind, id, after) => {
    const [line] = previewRest(system, kind, [member(system, [party(id)])], createSeededRng(1));
    expect(line.after.conditions.map((c) => (c.what.kind === 'condition' ? c.what.conditionId : ''))).toEqual(
      after,
    );
  });

  it('exhausted and fatigued together: one fatigue left after a night', () => {
    const [line] = previewRest(
      'pf1',
      'night',
      [member('pf1', [party('exhausted'), party('fatigued')])],
      createSeededRng(1),
    );
    expect(line.after.conditions.map((c) => c.label)).toEqual(['Fatigué']);
    expect(line.recovered).toHaveLength(2);
  });

  it.each([
    // DRS › Guérison naturelle: a night = level HP; nonlethal 1 per level per hour (8 h × 3 = 24).
    ['dnd35', 'night', 3, 10 + 3, 30, 6],
    ['dnd35', 'day', 3, 10 + 6, 30, 0],
    // Starfinder › Recovering Hit Points Naturally: 24 hours of complete bed rest = 2 HP per level.
    ['sf1', 'day', 4, 10 + 8, 0, 0],
    ['sf1', 'night', 4, 10 + 4, 0, 0],
  ] as const)('%s %s, level %d: HP → %d, nonlethal %d → %d', (system, kind, level, hp, nl, nlAfter) => {
    const m = member(system, [], { level });
    m.state.nonlethal = nl;
    const [line] = previewRest(system, kind, [m], createSeededRng(1));
    expect(line.after.hpCurrent).toBe(hp);
    expect(line.after.nonlethal).toBe(nlAfter);
    expect(line.hp.why).toMatchObject({ kind: 'level', level });
  });

  it('Starfinder offers the day of bed rest, with its source, and it refills Stamina and Resolve', () => {
    const day = getProcedures('sf1').rests.find((r) => r.kind === 'day');
    expect(day).toMatchObject({ minutes: 1440 });
    expect(day?.source).toMatch(/complete bed rest/);
    const [line] = previewRest(
      'sf1',
      'day',
      [member('sf1', [], { staminaMax: 12, resolveMax: 4, level: 2 })],
      createSeededRng(1),
    );
    expect(line.after).toMatchObject({ stamina: 12, resolve: 4, hpCurrent: 14 });
  });
});
