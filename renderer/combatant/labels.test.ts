import { describe, expect, it } from 'vitest';
import { applyEvent, createEncounter } from '../../shared/combat';
import type { CombatantId, Encounter } from '../../shared/combat';
import { createI18n } from '../i18n';
import { reminderText } from './labels';

/** A running pf1 fight where Orque, poisoned with a save each round and bleeding, starts its turn. */
function poisonedOrc(): Encounter {
  let enc = createEncounter({ id: 'enc-r', name: 'Gué', system: 'pf1', seed: 7 });
  for (const [name, init] of [
    ['Aldric', 18],
    ['Orque', 12],
  ] as const) {
    enc = applyEvent(enc, {
      type: 'combatant-added',
      combatant: { name, hpMax: 20, initiativeModifier: 0, side: 'enemy' },
    });
    enc = applyEvent(enc, {
      type: 'initiative-set',
      id: enc.combatants.at(-1)?.id as CombatantId,
      value: init,
    });
  }
  enc = applyEvent(enc, { type: 'combat-started' });
  enc = applyEvent(enc, {
    type: 'effect-applied',
    targets: [enc.combatants[1].id],
    what: { kind: 'condition', conditionId: 'sickened' },
    duration: { kind: 'until-removed' },
    saveEachRound: 'Vig DD 14',
    ongoingDamage: '1d6',
  });
  return applyEvent(enc, { type: 'turn-advanced' });
}

describe('the reminders of a save and of ongoing damage', () => {
  const enc = poisonedOrc();
  const toDo = enc.reminders.filter((r) => r.kind === 'save' || r.kind === 'ongoing-damage');

  it('are there at the start of the poisoned one’s turn', () => {
    expect(toDo.map((r) => r.kind)).toEqual(['save', 'ongoing-damage']);
  });

  it('name the effect in English in an English interface, with the GM’s own note', () => {
    const t = createI18n('en').t;
    expect(toDo.map((r) => reminderText(enc, r, t, 'en'))).toEqual(['Sickened: Vig DD 14', 'Sickened: 1d6']);
  });

  it('name it in French in a French interface', () => {
    const t = createI18n('fr').t;
    expect(toDo.map((r) => reminderText(enc, r, t, 'fr'))).toEqual([
      'Fiévreux : Vig DD 14',
      'Fiévreux : 1d6',
    ]);
  });

  it('fall back to the engine’s text once the effect is gone', () => {
    const gone = { ...enc, effects: [] };
    expect(reminderText(gone, toDo[0], createI18n('en').t, 'en')).toBe('Fiévreux : Vig DD 14');
  });
});
