import { describe, expect, it } from 'vitest';
import { emptyForm, formToEvent, type ApplyForm } from './apply-form';

const base = (patch: Partial<ApplyForm>): ApplyForm => ({
  ...emptyForm(['aldric'], 'orque'),
  conditionId: 'stunned',
  ...patch,
});

describe('formToEvent', () => {
  it('"étourdi, 1 round" on Aldric from the orc', () => {
    expect(formToEvent(base({}), 'dnd35')).toEqual({
      event: {
        type: 'effect-applied',
        targets: ['aldric'],
        source: 'orque',
        what: { kind: 'condition', conditionId: 'stunned' },
        duration: { kind: 'rounds', rounds: 1 },
      },
    });
  });

  it.each([
    ['minutes', '2', { kind: 'minutes', minutes: 2 }],
    ['hours', '1', { kind: 'hours', hours: 1 }],
    ['until-turn-start', '', { kind: 'until-turn-start', combatantId: 'orque' }],
    ['until-turn-end', '', { kind: 'until-turn-end', combatantId: 'orque' }],
    ['concentration', '', { kind: 'concentration' }],
    ['until-removed', '', { kind: 'until-removed' }],
  ] as [ApplyForm['durationKind'], string, object][])('%s → %j', (durationKind, amount, duration) => {
    const made = formToEvent(base({ durationKind, amount }), 'pf1');
    expect('event' in made && made.event.duration).toEqual(duration);
  });

  it('a custom effect keeps its typed modifiers in d20 systems, and drops the type where everything stacks', () => {
    const custom = base({
      kind: 'custom',
      name: '  Bénédiction ',
      modifiers: [{ target: 'attack', value: '+1', type: 'morale' }],
      saveEachRound: ' Volonté DD 14 ',
      ongoingDamage: '',
    });
    const d20 = formToEvent(custom, 'dnd35');
    expect('event' in d20 && d20.event).toMatchObject({
      what: {
        kind: 'custom',
        name: 'Bénédiction',
        modifiers: [{ target: 'attack', value: 1, type: 'morale' }],
      },
      saveEachRound: 'Volonté DD 14',
    });
    expect('event' in d20 && 'ongoingDamage' in d20.event).toBe(false);
    const co = formToEvent(custom, 'co');
    expect('event' in co && co.event.what).toEqual({
      kind: 'custom',
      name: 'Bénédiction',
      modifiers: [{ target: 'attack', value: 1 }],
    });
  });

  it.each([
    ['no target', { targets: [] }, { targets: 'noTarget' }],
    ['no condition picked', { conditionId: null }, { condition: 'noCondition' }],
    ['a custom effect without a name', { kind: 'custom', name: ' ' }, { name: 'noName' }],
    ['0 rounds', { amount: '0' }, { amount: 'amount' }],
    ['"deux" rounds', { amount: 'deux' }, { amount: 'amount' }],
    [
      'concentration without a source',
      { durationKind: 'concentration', source: null },
      { source: 'noSource' },
    ],
    [
      'a modifier that is not a number',
      { kind: 'custom', name: 'Flou', modifiers: [{ target: 'ac', value: '2,5', type: 'untyped' }] },
      { 'modifier-0': 'modifierValue' },
    ],
  ] as [string, Partial<ApplyForm>, object][])('refused: %s', (_name, patch, errors) => {
    expect(formToEvent(base(patch), 'dnd35')).toEqual({ errors });
  });
});

describe('per-round healing has fields of its own (issue 26)', () => {
  const custom = (patch: Partial<ApplyForm>) =>
    formToEvent(base({ kind: 'custom', name: 'Régénération 2', conditionId: null, ...patch }), 'pf1');

  it('« -2 » in « Dégâts à chaque round » is refused with its message', () => {
    expect(custom({ ongoingDamage: '-2' })).toEqual({ errors: { ongoingDamage: 'ongoingSigned' } });
  });

  it('regeneration 5 ignored by fire, and fast healing 2, become numbers', () => {
    const out = custom({ regeneration: '5', regenerationBypass: ' feu ', fastHealing: '2' });
    expect('event' in out && out.event).toMatchObject({
      regeneration: { hp: 5, bypassedBy: 'feu' },
      fastHealing: 2,
    });
  });

  it.each(['0', 'x', '-1', '2.5'])('« %s » HP per round is refused', (text) => {
    expect(custom({ regeneration: text })).toEqual({ errors: { regeneration: 'hpPerRound' } });
  });
});
