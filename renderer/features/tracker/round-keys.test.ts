import { describe, expect, it } from 'vitest';
import { combatantId, type Combatant, type Encounter } from '../../../shared/combat';
import { roundKeyStep } from './round-keys';

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
  }));
  return {
    combatants,
    current: id('Aldric'),
    system: 'dnd35',
    phase: 'running',
  } as unknown as Pick<Encounter, 'combatants' | 'current' | 'system' | 'phase'>;
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
});
