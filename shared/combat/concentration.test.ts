/** Concentration in the engine: marked, asked after damage, checked (typed or rolled), undone whole. */
import { describe, expect, it } from 'vitest';
import { createHistory, dispatch, undo } from './history';
import { applyEvent, replay } from './reducer';
import { byId, idOf, setup } from './test-fixtures';
import { pendingConcentrationDc } from './concentration';
import type { Encounter } from './types';
import type { SystemId } from '../rules';

const ezren = idOf('Ezren');

function fight(system: SystemId): Encounter {
  const enc = setup(system, [
    { name: 'Ezren', side: 'pc', init: 15, hpMax: 30, concentrationBonus: 8, initiativeScore: 15 },
    { name: 'Orque', init: 10, hpMax: 20, initiativeScore: 10 },
  ]);
  return applyEvent(enc, { type: 'combat-started' });
}

function concentrating(system: SystemId): Encounter {
  const enc = fight(system);
  const blessed = applyEvent(enc, {
    type: 'effect-applied',
    targets: [ezren],
    source: ezren,
    what: { kind: 'custom', name: 'Flou', modifiers: [] },
    duration: { kind: 'concentration' },
  });
  return applyEvent(blessed, { type: 'concentration-set', id: ezren, spellLevel: 3 });
}

describe('a caster hurt while concentrating (3.5 and PF1)', () => {
  it.each(['dnd35', 'pf1'] as const)('%s: damage leaves a check of DC 10 + damage + level', (system) => {
    const hit = applyEvent(concentrating(system), { type: 'damage', id: ezren, amount: 4 });
    expect(pendingConcentrationDc(hit, byId(hit, ezren))).toBe(17);
    // A second hit before the GM asks: a second check, asked after the first.
    const twice = applyEvent(hit, { type: 'damage', id: ezren, amount: 6, types: ['fire'] });
    expect(byId(twice, ezren).concentration?.pending).toEqual([4, 6]);
  });

  it('a typed total that meets the DC keeps the spell, one line in the log', () => {
    const hit = applyEvent(concentrating('pf1'), { type: 'damage', id: ezren, amount: 4 });
    const after = applyEvent(hit, { type: 'concentration-checked', id: ezren, total: 17 });
    expect(byId(after, ezren).concentration).toEqual({ spellLevel: 3 });
    expect(after.effects).toHaveLength(1);
    expect(after.log.slice(hit.log.length)).toEqual([
      expect.objectContaining({
        code: 'concentration.passed',
        params: { name: 'Ezren', total: 17, dc: 17, damage: 4 },
      }),
    ]);
  });

  it('a failure ends the concentration and the effects it kept up; undo gives everything back', () => {
    const hit = applyEvent(concentrating('dnd35'), { type: 'damage', id: ezren, amount: 4 });
    const h = dispatch(createHistory(hit), { type: 'concentration-checked', id: ezren, total: 14 });
    expect(byId(h.present, ezren).concentration).toBeUndefined();
    expect(h.present.effects).toHaveLength(0);
    expect(h.present.log.at(-1)).toMatchObject({
      code: 'concentration.failed',
      params: { total: 14, dc: 17, ended: 1 },
    });
    expect(h.present.log.length).toBe(hit.log.length + 1);
    expect(undo(h).present).toEqual(hit);
  });

  it('rolled: d20 from the fight’s dice plus the bonus, the same on a replay', () => {
    const hit = applyEvent(concentrating('dnd35'), { type: 'damage', id: ezren, amount: 4 });
    const a = applyEvent(hit, { type: 'concentration-checked', id: ezren });
    const b = applyEvent(hit, { type: 'concentration-checked', id: ezren });
    expect(a).toEqual(b);
    const line = a.log.at(-1);
    const params =
      line && 'params' in line
        ? (line.params as { total: number; roll: { d20: number; bonus: number } })
        : null;
    expect(params?.roll.bonus).toBe(8);
    expect(params?.total).toBe((params?.roll.d20 ?? 0) + 8);
    expect(a.rng).not.toEqual(hit.rng);
  });

  it('let go: the check leaves, the spell stays', () => {
    const hit = applyEvent(concentrating('pf1'), { type: 'damage', id: ezren, amount: 4 });
    const after = applyEvent(hit, { type: 'concentration-checked', id: ezren, skip: true });
    expect(byId(after, ezren).concentration).toEqual({ spellLevel: 3 });
    expect(after.log.at(-1)).toMatchObject({ code: 'concentration.skipped', params: { dc: 17 } });
  });

  it('no damage through (immunity), no check; no check asked before the fight', () => {
    const immune = replay(concentrating('pf1'), [
      { type: 'combatant-updated', id: ezren, changes: { damageDefences: 'immunité feu' } },
      { type: 'damage', id: ezren, amount: 9, types: ['fire'] },
    ]);
    expect(byId(immune, ezren).concentration?.pending).toBeUndefined();
    const before = replay(setup('pf1', [{ name: 'Ezren', hpMax: 30 }]), [
      { type: 'concentration-set', id: ezren, spellLevel: 1 },
      { type: 'damage', id: ezren, amount: 3 },
    ]);
    expect(byId(before, ezren).concentration?.pending).toBeUndefined();
  });

  it('nothing waits: the check is refused and the fight is unchanged', () => {
    const enc = concentrating('pf1');
    expect(() => applyEvent(enc, { type: 'concentration-checked', id: ezren, total: 20 })).toThrow(
      /aucun test de concentration/,
    );
  });
});

describe('systems without a concentration check (SF, CO, B/X)', () => {
  it.each(['sf1', 'co', 'osr'] as const)('%s: marking is refused, damage asks nothing', (system) => {
    const enc = fight(system);
    expect(() => applyEvent(enc, { type: 'concentration-set', id: ezren, spellLevel: 2 })).toThrow(
      /pas de test de concentration/,
    );
    const hit = applyEvent(enc, { type: 'damage', id: ezren, amount: 4 });
    expect(byId(hit, ezren).concentration).toBeUndefined();
  });
});

describe('limits', () => {
  it('a spell level past 9 or a bonus past 100 is refused, the fight unchanged', () => {
    const enc = fight('pf1');
    expect(() => applyEvent(enc, { type: 'concentration-set', id: ezren, spellLevel: 10 })).toThrow(
      /au plus 9/,
    );
    expect(() =>
      applyEvent(enc, { type: 'combatant-updated', id: ezren, changes: { concentrationBonus: 101 } }),
    ).toThrow(/au plus 100/);
    const cleared = applyEvent(enc, {
      type: 'combatant-updated',
      id: ezren,
      changes: { concentrationBonus: null },
    });
    expect(byId(cleared, ezren).concentrationBonus).toBeUndefined();
  });
});
