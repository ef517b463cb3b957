import { describe, expect, it } from 'vitest';
import { combatantId, type Combatant } from '../../../shared/combat';
import { roundAvailability, roundKeyStep, type RoundKeyFight } from './round-keys';

const id = combatantId;

/** A running 3.5 fight, Aldric's turn; `flags` and `health` per combatant to shape the case. */
function fight(
  rows: Record<string, Partial<Pick<Combatant, 'health'>> & { flags?: Partial<Combatant['flags']> }>,
) {
  const combatants = Object.entries(rows).map(([name, r]) => ({
    id: id(name),
    name,
    health: r.health ?? 'healthy',
    flags: { delaying: false, stabilized: false, ...r.flags },
    fighter: {},
  }));
  return {
    combatants,
    current: id('Aldric'),
    system: 'dnd35',
    phase: 'running',
    reminders: [],
    effects: [],
    round: 1,
  } as unknown as RoundKeyFight;
}

describe('roundKeyStep — the round’s keys', () => {
  it('D: whose turn it is delays', () => {
    expect(roundKeyStep('delay', fight({ Aldric: {}, Orque: {} }), undefined)).toEqual({
      kind: 'events',
      events: [{ type: 'delayed', id: id('Aldric') }],
    });
  });

  it('Maj+D: the selected delaying row acts now, else the first that delays', () => {
    const enc = fight({
      Aldric: {},
      Lidda: { flags: { delaying: true } },
      Orque: { flags: { delaying: true } },
    });
    expect(roundKeyStep('act-now', enc, id('Orque'))).toEqual({
      kind: 'events',
      events: [{ type: 'delay-ended', id: id('Orque') }],
    });
    expect(roundKeyStep('act-now', enc, id('Aldric'))).toEqual({
      kind: 'events',
      events: [{ type: 'delay-ended', id: id('Lidda') }],
    });
    expect(roundKeyStep('act-now', fight({ Aldric: {} }), undefined)).toEqual({ kind: 'none' });
  });

  it('Maj+T: a readied action goes off before whose turn it is', () => {
    const enc = fight({ Aldric: {}, Lidda: { flags: { readied: { trigger: 'un orque approche' } } } });
    expect(roundKeyStep('trigger', enc, undefined)).toEqual({
      kind: 'events',
      events: [{ type: 'ready-triggered', id: id('Lidda'), before: id('Aldric') }],
    });
  });

  it('Maj+S: the selected dying row is stabilised, never a healthy one', () => {
    const enc = fight({ Aldric: {}, Lidda: { health: 'dying' } });
    expect(roundKeyStep('stabilize', enc, id('Aldric'))).toEqual({
      kind: 'events',
      events: [{ type: 'stabilized', id: id('Lidda') }],
    });
    expect(roundKeyStep('stabilize', fight({ Aldric: {} }), undefined)).toEqual({ kind: 'none' });
  });

  it('M: the selected row is the attacker of the wizard, else whose turn it is', () => {
    const enc = fight({ Aldric: {}, Orque: {} });
    expect(roundKeyStep('maneuver', enc, id('Orque'))).toEqual({ kind: 'maneuver', attackerId: id('Orque') });
    expect(roundKeyStep('maneuver', enc, undefined)).toEqual({ kind: 'maneuver', attackerId: id('Aldric') });
  });

  it('Maj+R: the ready form opens for whose turn it is', () => {
    expect(roundKeyStep('ready', fight({ Aldric: {} }), undefined)).toEqual({ kind: 'ready' });
  });

  it('O: each ongoing effect of this turn not applied yet this round, dice rolled by the fight', () => {
    const enc = {
      ...fight({ Aldric: {}, Orque: {} }),
      round: 2,
      effects: [
        { id: 'e1', target: id('Aldric'), ongoingDamage: '1d4 saignement' },
        { id: 'e2', target: id('Aldric'), ongoingDamage: '1d6 feu', lastAppliedRound: 2 },
        { id: 'e3', target: id('Orque'), ongoingDamage: '1d6 feu' },
      ],
      reminders: [
        { kind: 'ongoing-damage', effectId: 'e1', target: id('Aldric'), text: '' },
        { kind: 'ongoing-damage', effectId: 'e2', target: id('Aldric'), text: '' },
        { kind: 'ongoing-damage', effectId: 'e3', target: id('Orque'), text: '' },
      ],
    } as unknown as RoundKeyFight;
    expect(roundKeyStep('ongoing', enc, id('Orque'))).toEqual({
      kind: 'events',
      events: [{ type: 'ongoing-applied', effectId: 'e1' }],
    });
    expect(roundKeyStep('ongoing', fight({ Aldric: {} }), undefined)).toEqual({ kind: 'none' });
  });

  it('Maj+M: the morale check asked for (B/X)', () => {
    const enc = {
      ...fight({ Aldric: {} }),
      reminders: [{ kind: 'morale', group: 'gobelins', reason: 'first-down' }],
    } as unknown as RoundKeyFight;
    expect(roundKeyStep('morale', enc, undefined)).toEqual({
      kind: 'events',
      events: [{ type: 'morale-checked', group: 'gobelins' }],
    });
    expect(roundKeyStep('morale', fight({ Aldric: {} }), undefined)).toEqual({ kind: 'none' });
  });

  it('tells `?` and the palette which round keys would act: nobody dying, no « Stabiliser »', () => {
    const quiet = roundAvailability(fight({ Aldric: {}, Orque: {} }));
    expect(quiet).toMatchObject({
      delay: true,
      stabilize: false,
      'act-now': false,
      morale: false,
      phases: false,
    });
    expect(roundAvailability(fight({ Aldric: {}, Lidda: { health: 'dying' } })).stabilize).toBe(true);
    const bx = { ...fight({ Aldric: {} }), system: 'osr' } as RoundKeyFight;
    expect(roundAvailability(bx)).toMatchObject({ phases: true, delay: false });
    const setup = { ...fight({ Aldric: {} }), phase: 'setup' } as RoundKeyFight;
    expect(Object.values(roundAvailability(setup)).every((v) => v === false)).toBe(true);
  });
});
