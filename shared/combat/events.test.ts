/** Every kind of event is accepted, undoable, and refuses bad input without touching the state. */
import { describe, expect, it } from 'vitest';
import { EngineError } from './errors';
import type { EncounterEvent, EncounterEventType } from './events';
import { createHistory, dispatch, undo } from './history';
import { parseHpEntry } from './hp-entry';
import { applyEvent, replay } from './reducer';
import { idOf, setup } from './test-fixtures';
import { effectId } from './types';
import type { Encounter } from './types';

const a = idOf('Aldric');
const o = idOf('Orque');
const base = setup('dnd35', [
  { name: 'Aldric', side: 'pc', init: 18, hpMax: 10 },
  { name: 'Orque', init: 12, hpMax: 8, defences: { morale: 8 }, group: 'Orques' },
]);
const running = applyEvent(base, { type: 'combat-started' });
const withEffect = applyEvent(running, {
  type: 'effect-applied',
  targets: [o],
  what: { kind: 'condition', conditionId: 'stunned' },
  duration: { kind: 'rounds', rounds: 2 },
});
const osrRunning = replay(
  setup('osr', [
    { name: 'Wig', side: 'pc' },
    { name: 'Orque', defences: { morale: 8 }, group: 'Orques' },
  ]),
  [
    { type: 'combatants-duplicated', id: o, count: 1 },
    { type: 'initiative-rolled' },
    { type: 'combat-started' },
    { type: 'damage', id: o, amount: 10 },
  ],
);
const coRunning = applyEvent(
  setup('co', [
    { name: 'Aldric', side: 'pc', initiativeScore: 15 },
    { name: 'Orque', initiativeScore: 10 },
  ]),
  {
    type: 'combat-started',
  },
);

/** One example of every event, with the state it applies to: a new event kind must be added here. */
const EXAMPLES: Record<EncounterEventType, [Encounter, EncounterEvent]> = {
  'combatant-added': [base, { type: 'combatant-added', combatant: { name: 'Loup', hpMax: 13 } }],
  'combatant-removed': [running, { type: 'combatant-removed', id: o, sourceEffects: 'end' }],
  'combatants-duplicated': [base, { type: 'combatants-duplicated', id: o, count: 3 }],
  'combatant-updated': [base, { type: 'combatant-updated', id: o, changes: { hidden: true, notes: 'chef' } }],
  'options-changed': [base, { type: 'options-changed', options: { negativeHpOption: true } }],
  'encounter-renamed': [running, { type: 'encounter-renamed', name: '  La tour du nécromant ' }],
  'initiative-set': [base, { type: 'initiative-set', id: a, value: 7 }],
  'initiative-rolled': [base, { type: 'initiative-rolled' }],
  'combat-started': [base, { type: 'combat-started', aware: [a] }],
  'turn-advanced': [running, { type: 'turn-advanced' }],
  'turn-reverted': [applyEvent(running, { type: 'turn-advanced' }), { type: 'turn-reverted' }],
  delayed: [running, { type: 'delayed', id: a }],
  'delay-ended': [applyEvent(running, { type: 'delayed', id: a }), { type: 'delay-ended', id: a }],
  readied: [running, { type: 'readied', id: a, trigger: 'si l’orque charge' }],
  'ready-triggered': [
    replay(running, [{ type: 'readied', id: a, trigger: 'x' }, { type: 'turn-advanced' }]),
    { type: 'ready-triggered', id: a, before: o },
  ],
  'initiative-lowered': [coRunning, { type: 'initiative-lowered', id: a, to: 5 }],
  damage: [running, { type: 'damage', id: o, amount: 3 }],
  nonlethal: [running, { type: 'nonlethal', id: o, amount: 3 }],
  healing: [applyEvent(running, { type: 'damage', id: o, amount: 3 }), { type: 'healing', id: o, amount: 2 }],
  'temp-hp': [running, { type: 'temp-hp', id: a, amount: 5 }],
  stabilized: [applyEvent(running, { type: 'damage', id: a, amount: 12 }), { type: 'stabilized', id: a }],
  'resolve-spent': [
    applyEvent(setup('sf1', [{ name: 'Kira', side: 'pc', hpMax: 10, staminaMax: 8, resolveMax: 4 }]), {
      type: 'damage',
      id: idOf('Kira'),
      amount: 5,
    }),
    { type: 'resolve-spent', id: idOf('Kira'), purpose: 'stamina' },
  ],
  'effect-applied': [
    running,
    {
      type: 'effect-applied',
      targets: [a, o],
      what: { kind: 'condition', conditionId: 'prone' },
      duration: { kind: 'until-removed' },
    },
  ],
  'effect-removed': [withEffect, { type: 'effect-removed', effectId: withEffect.effects[0].id }],
  'reaction-used': [running, { type: 'reaction-used', id: a, kind: 'opportunity' }],
  'concentration-set': [running, { type: 'concentration-set', id: a, spellLevel: 3 }],
  'concentration-checked': [
    replay(running, [
      { type: 'concentration-set', id: a, spellLevel: 3 },
      { type: 'damage', id: a, amount: 4 },
    ]),
    { type: 'concentration-checked', id: a, total: 12 },
  ],
  'group-save': [
    running,
    {
      type: 'group-save',
      targets: [a, o],
      save: 'ref',
      dc: 15,
      typed: [
        { id: a, total: 16 },
        { id: o, total: 9 },
      ],
      damage: '6d6',
      onSuccess: 'half',
    },
  ],
  'clock-paused': [running, { type: 'clock-paused', paused: true, at: 1_000 }],
  'effect-hidden-set': [
    withEffect,
    { type: 'effect-hidden-set', effectId: withEffect.effects[0].id, hidden: true },
  ],
  'ongoing-applied': ((): [Encounter, EncounterEvent] => {
    const bleeding = applyEvent(running, {
      type: 'effect-applied',
      targets: [o],
      what: { kind: 'custom', name: 'Saignement', modifiers: [] },
      duration: { kind: 'until-removed' },
      ongoingDamage: '1d4 saignement',
    });
    const id = bleeding.effects[bleeding.effects.length - 1].id;
    return [bleeding, { type: 'ongoing-applied', effectId: id, amount: 3 }];
  })(),
  'morale-checked': [osrRunning, { type: 'morale-checked', group: 'Orques' }],
  'combat-ended': [running, { type: 'combat-ended' }],
  'round-step-set': [osrRunning, { type: 'round-step-set', step: 4 }],
  'dice-rolled': [running, { type: 'dice-rolled', notation: '2d6+3', total: 11, detail: '[4, 4] + 3' }],
  'group-added': [
    base,
    { type: 'group-added', combatant: { name: 'Gobelin', hpMax: 5 }, count: 3, hpFormula: '1d8+1' },
  ],
  'group-split': [base, { type: 'group-split', group: 'Orques' }],
  'maneuver-resolved': [
    running,
    { type: 'maneuver-resolved', attacker: o, target: a, summary: 'Bousculade : repoussé de 4,50 m' },
  ],
};

describe('every kind of event', () => {
  it.each(Object.entries(EXAMPLES))('%s: applies, changes the state, and undo gives it back', (_, [s, e]) => {
    const copy = structuredClone(s);
    const h = dispatch(createHistory(s), e);
    expect(h.present).not.toEqual(s);
    expect(s).toEqual(copy);
    expect(undo(h).present).toEqual(copy);
  });
});

describe('bad input: a clear French EngineError, and the state is unchanged', () => {
  const cases: [string, Encounter, EncounterEvent, RegExp][] = [
    [
      'blank HP',
      base,
      { type: 'damage', id: o, amount: Number('') * Number.NaN },
      /Dégâts : nombre entier attendu/,
    ],
    [
      'non-numeric HP',
      base,
      { type: 'healing', id: o, amount: Number('abc') },
      /Soins : nombre entier attendu/,
    ],
    ['negative damage', base, { type: 'damage', id: o, amount: -3 }, /au moins 0/],
    ['a thousand copies', base, { type: 'combatants-duplicated', id: o, count: 1000 }, /Au plus 100 copies/],
    [
      'HP formula « 4d »',
      base,
      { type: 'group-added', combatant: { name: 'Loup', hpMax: 1 }, count: 2, hpFormula: '4d' },
      /PV « 4d »/,
    ],
    [
      'HP formula « 999d999 »',
      base,
      { type: 'group-added', combatant: { name: 'Loup', hpMax: 1 }, count: 2, hpFormula: '999d999' },
      /au plus 100 dés/,
    ],
    ['unknown group', base, { type: 'group-split', group: 'Personne' }, /Groupe inconnu/],
    [
      'fight renamed to blanks',
      base,
      { type: 'encounter-renamed', name: '   ' },
      /nom de la rencontre est vide/,
    ],
    [
      'fight renamed to its own name',
      base,
      { type: 'encounter-renamed', name: base.name },
      /porte déjà ce nom/,
    ],
    [
      'fight name too long',
      base,
      { type: 'encounter-renamed', name: 'x'.repeat(500) },
      /Nom de la rencontre : 120 signes au plus, reçu 500/,
    ],
    ['unknown combatant', base, { type: 'damage', id: idOf('Personne'), amount: 3 }, /Combattant inconnu/],
    [
      'blank name',
      base,
      { type: 'combatant-added', combatant: { name: '  ', hpMax: 5 } },
      /Nom du combattant/,
    ],
    [
      'HP max as text',
      base,
      { type: 'combatant-added', combatant: { name: 'Loup', hpMax: Number('douze') } },
      /PV max de Loup/,
    ],
    ['delay when not current', running, { type: 'delayed', id: o }, /ce n'est pas le tour d’Orque/],
    ['next turn before the fight', base, { type: 'turn-advanced' }, /n'est pas en cours/],
    ['previous turn at the first turn', running, { type: 'turn-reverted' }, /Pas de tour précédent/],
    [
      'start without initiative',
      setup('dnd35', [{ name: 'Loup' }]),
      { type: 'combat-started' },
      /Initiative manquante : Loup/,
    ],
    [
      'unknown condition',
      running,
      {
        type: 'effect-applied',
        targets: [a],
        what: { kind: 'condition', conditionId: 'fou' },
        duration: { kind: 'until-removed' },
      },
      /État inconnu/,
    ],
    [
      'zero rounds',
      running,
      {
        type: 'effect-applied',
        targets: [a],
        what: { kind: 'condition', conditionId: 'prone' },
        duration: { kind: 'rounds', rounds: 0 },
      },
      /Durée en rounds : au moins 1/,
    ],
    ['unknown effect', running, { type: 'effect-removed', effectId: effectId('e-999') }, /Effet inconnu/],
    ['delay in CO', coRunning, { type: 'delayed', id: a }, /Retarder : pas dans les règles/],
    [
      'initiative as text',
      base,
      { type: 'initiative-set', id: a, value: Number('vingt') },
      /Initiative d’Aldric/,
    ],
  ];
  it.each(cases)('%s', (_, s, e, message) => {
    const copy = structuredClone(s);
    const h = createHistory(s);
    expect(() => dispatch(h, e)).toThrow(EngineError);
    expect(() => applyEvent(s, e)).toThrow(message);
    expect(s).toEqual(copy);
    expect(h.present).toBe(s);
  });
});

describe('typed HP entries (tracker row field)', () => {
  it.each([
    ['-7', { type: 'damage', id: o, amount: 7 }],
    ['7', { type: 'damage', id: o, amount: 7 }],
    ['+5', { type: 'healing', id: o, amount: 5 }],
    ['t5', { type: 'temp-hp', id: o, amount: 5 }],
    ['NL4', { type: 'nonlethal', id: o, amount: 4 }],
    [' − 3 ', { type: 'damage', id: o, amount: 3 }],
  ])('%s', (text, event) => {
    expect(parseHpEntry(o, text)).toEqual(event);
  });
  it.each(['', '   ', 'abc', '-', '+x', '5d6'])('« %s » is refused', (text) => {
    expect(() => parseHpEntry(o, text)).toThrow(/n'est pas compris/);
  });
});
