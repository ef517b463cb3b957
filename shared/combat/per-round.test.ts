/**
 * Regeneration and fast healing as fields of their own (issue 26), applied at the creature's turn by
 * each system's rule; a signed « Dégâts à chaque round » is refused instead of dealing damage.
 */
import { describe, expect, it } from 'vitest';
import type { SystemId } from '../rules';
import { encounterToFileText, readParaventFile } from '../files';
import { EngineError } from './errors';
import type { EncounterEvent } from './events';
import { applyEvent } from './reducer';
import { byId, idOf, setup } from './test-fixtures';
import type { Encounter } from './types';

const TROLL = idOf('Troll');

function fight(system: SystemId): Encounter {
  return applyEvent(setup(system, [{ name: 'Troll', hpMax: 30, init: 10 }]), { type: 'combat-started' });
}

const custom = (extra: Partial<Extract<EncounterEvent, { type: 'effect-applied' }>>): EncounterEvent => ({
  type: 'effect-applied',
  targets: [TROLL],
  what: { kind: 'custom', name: 'Régénération 2', modifiers: [] },
  duration: { kind: 'until-removed' },
  ...extra,
});

describe('a signed damage each round is refused', () => {
  it.each(['-2', '−2', '+2', ' -1d6'])('« %s »: refused, nothing changes', (text) => {
    const s = fight('pf1');
    let error: unknown;
    try {
      applyEvent(s, custom({ ongoingDamage: text }));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EngineError);
    expect(error instanceof EngineError && error.key).toBe('ongoingSigned');
    expect(s.effects).toEqual([]);
  });

  it.each([0, -3, 1.5])('regeneration %d: refused', (hp) => {
    expect(() => applyEvent(fight('pf1'), custom({ regeneration: { hp } }))).toThrow(EngineError);
  });
});

describe('regeneration and fast healing at the start of the creature’s turn', () => {
  it.each([
    // PRD › Universal Monster Rules › Regeneration: heals hit points like fast healing, at its turn.
    ['pf1', { regeneration: { hp: 5, bypassedBy: 'feu, acide' } }, { current: 30 - 12 + 5, nonlethal: 0 }],
    // DRS › Régénération: damage to it is nonlethal, and regeneration heals that nonlethal damage.
    ['dnd35', { regeneration: { hp: 5, bypassedBy: 'feu, acide' } }, { current: 30, nonlethal: 12 - 5 }],
    // PRD / DRS › Fast healing: hit points back each round.
    ['pf1', { fastHealing: 2 }, { current: 30 - 12 + 2, nonlethal: 0 }],
    ['dnd35', { fastHealing: 2 }, { current: 30 - 12 + 2, nonlethal: 0 }],
    // Starfinder › Fast healing / Regeneration: like PF1.
    ['sf1', { regeneration: { hp: 5 } }, { current: 30 - 12 + 5, nonlethal: 0 }],
  ] as const)('%s %o', (system, fields, after) => {
    let s = applyEvent(fight(system), custom(fields));
    s = applyEvent(s, { type: 'damage', id: TROLL, amount: 12 });
    // Its turn comes again: a reminder to apply it, then one click.
    s = applyEvent(applyEvent(s, { type: 'turn-advanced' }), { type: 'turn-advanced' });
    expect(s.reminders.some((r) => r.kind === 'ongoing-damage')).toBe(true);
    s = applyEvent(s, { type: 'ongoing-applied', effectId: s.effects[0].id });
    expect(byId(s, TROLL).hp).toMatchObject(after);
    expect(() => applyEvent(s, { type: 'ongoing-applied', effectId: s.effects[0].id })).toThrow(EngineError);
  });

  it('the fields go into the file and come back', () => {
    const s = applyEvent(
      fight('pf1'),
      custom({ regeneration: { hp: 5, bypassedBy: 'feu' }, fastHealing: 1 }),
    );
    const read = readParaventFile(encounterToFileText(s), 'encounter');
    if (!read.ok || read.kind !== 'encounter') throw new Error('not read');
    expect(read.encounter.effects[0]).toMatchObject({
      regeneration: { hp: 5, bypassedBy: 'feu' },
      fastHealing: 1,
    });
  });
});
