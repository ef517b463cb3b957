/** Ongoing damage and healing applied at the creature's turn, with the rule each case follows. */
import { describe, expect, it } from 'vitest';
import type { SystemId } from '../rules';
import type { EncounterEvent } from './events';
import { parseOngoing } from './ongoing';
import { applyEvent } from './reducer';
import { byId, idOf, setup } from './test-fixtures';
import type { Encounter } from './types';

const TROLL = idOf('Troll');

function withEffect(system: SystemId, ongoing: string, hp = 30): Encounter {
  const s = applyEvent(setup(system, [{ name: 'Troll', hpMax: hp, init: 10 }]), { type: 'combat-started' });
  return applyEvent(s, {
    type: 'effect-applied',
    targets: [TROLL],
    what: { kind: 'custom', name: 'Effet', modifiers: [] },
    duration: { kind: 'until-removed' },
    ongoingDamage: ongoing,
  });
}
const applyIt = (s: Encounter, amount?: number): Encounter =>
  applyEvent(s, { type: 'ongoing-applied', effectId: s.effects[0].id, amount } satisfies EncounterEvent);

describe('parseOngoing reads what the GM typed', () => {
  it.each([
    ['1d6 feu', { notation: '1d6', kind: 'damage' }],
    ['saignement 2', { notation: '2', kind: 'damage' }],
    ['2d4+1 acide', { notation: '2d4+1', kind: 'damage' }],
    ['régénération 5', { notation: '5', kind: 'regeneration' }],
    ['guérison accélérée 2', { notation: '2', kind: 'fast-healing' }],
    ['fast healing 3', { notation: '3', kind: 'fast-healing' }],
  ])('« %s »', (text, spec) => {
    expect(parseOngoing(text)).toEqual(spec);
  });
  it('no number: nothing to apply', () => {
    expect(parseOngoing('poison')).toBeNull();
  });
});

describe('applied at the turn, once a round, undoable as one event', () => {
  it('typed bleed 2: 2 damage, a log line naming the effect', () => {
    const s = applyIt(withEffect('pf1', 'saignement 2'), 2);
    expect(byId(s, TROLL).hp.current).toBe(28);
    expect(s.log).toContainEqual(
      expect.objectContaining({
        code: 'ongoing.typed',
        params: expect.objectContaining({ name: 'Troll', value: 2 }),
      }),
    );
  });

  it('rolled from the seeded dice: the same fight rolls the same damage', () => {
    const a = applyIt(withEffect('dnd35', '1d6 feu'));
    const b = applyIt(withEffect('dnd35', '1d6 feu'));
    const lost = 30 - byId(a, TROLL).hp.current;
    expect(lost).toBeGreaterThanOrEqual(1);
    expect(lost).toBeLessThanOrEqual(6);
    expect(byId(b, TROLL).hp.current).toBe(byId(a, TROLL).hp.current);
  });

  it('refused a second time in the same round', () => {
    const s = applyIt(withEffect('pf1', 'saignement 2'), 2);
    expect(() => applyIt(s, 2)).toThrow(/déjà appliqué ce round/);
  });

  it('fast healing 2 (DRS/PRD › Fast Healing) heals 2 HP, never above the maximum', () => {
    const hurt = applyEvent(withEffect('pf1', 'guérison accélérée 2'), {
      type: 'damage',
      id: TROLL,
      amount: 5,
    });
    expect(byId(applyIt(hurt, 2), TROLL).hp.current).toBe(27);
    expect(byId(applyIt(withEffect('pf1', 'guérison accélérée 2'), 2), TROLL).hp.current).toBe(30);
  });
});

describe('regeneration (DRS › Régénération; PRD › Regeneration)', () => {
  it('dnd35: damage to a regenerating creature is nonlethal, and regeneration heals it', () => {
    const hit = applyEvent(withEffect('dnd35', 'régénération 5'), { type: 'damage', id: TROLL, amount: 12 });
    expect(byId(hit, TROLL).hp).toMatchObject({ current: 30, nonlethal: 12 });
    expect(byId(applyIt(hit, 5), TROLL).hp).toMatchObject({ current: 30, nonlethal: 7 });
  });

  it('pf1: damage stays lethal and regeneration heals hit points like fast healing', () => {
    const hit = applyEvent(withEffect('pf1', 'régénération 5'), { type: 'damage', id: TROLL, amount: 12 });
    expect(byId(hit, TROLL).hp).toMatchObject({ current: 18, nonlethal: 0 });
    expect(byId(applyIt(hit, 5), TROLL).hp.current).toBe(23);
  });
});
