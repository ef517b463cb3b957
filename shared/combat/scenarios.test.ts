/** Short fights, one per system, checked against what the rules say should happen. */
import { describe, expect, it } from 'vitest';
import { automaticConditions } from './conditions';
import type { EncounterEvent } from './events';
import { createHistory, dispatch, redo, undo } from './history';
import { applyEvent, replay } from './reducer';
import { byId, currentName, idOf, orderNames, setup } from './test-fixtures';
import type { Encounter } from './types';

const next: EncounterEvent = { type: 'turn-advanced' };
const run = (s: Encounter, ...events: EncounterEvent[]) => replay(s, events);

describe('dnd35 — round de surprise (DRS › La surprise)', () => {
  const start = setup('dnd35', [
    { name: 'Aldric', side: 'pc', init: 18 },
    { name: 'Bera', side: 'pc', init: 12 },
    { name: 'Orque', init: 15 },
    { name: 'Gobelin', init: 8 },
  ]);
  const s0 = applyEvent(start, { type: 'combat-started', aware: [idOf('Aldric'), idOf('Orque')] });

  it('only the aware act in the surprise round (round 0), in initiative order', () => {
    expect(s0.surprise.isSurpriseRound).toBe(true);
    expect(s0.round).toBe(0);
    expect(currentName(s0)).toBe('Aldric');
    expect(currentName(run(s0, next))).toBe('Orque');
    const r1 = run(s0, next, next);
    expect(r1.round).toBe(1);
    expect(r1.surprise.isSurpriseRound).toBe(false);
    expect(currentName(r1)).toBe('Aldric');
  });

  it('everyone is flat-footed until its first turn (DRS › Pris au dépourvu)', () => {
    expect(automaticConditions(s0, byId(s0, idOf('Bera')))).toContain('flat-footed');
    expect(automaticConditions(s0, byId(s0, idOf('Aldric')))).not.toContain('flat-footed');
    const beraTurn = run(s0, next, next, next, next);
    expect(currentName(beraTurn)).toBe('Bera');
    expect(automaticConditions(beraTurn, byId(beraTurn, idOf('Bera')))).not.toContain('flat-footed');
    expect(automaticConditions(beraTurn, byId(beraTurn, idOf('Gobelin')))).toContain('flat-footed');
  });
});

describe('pf1 — retarder et préparer (PRD › Actions modifiant l’initiative)', () => {
  const s0 = applyEvent(
    setup('pf1', [
      { name: 'A', init: 20, side: 'pc' },
      { name: 'B', init: 15, side: 'pc' },
      { name: 'C', init: 10 },
      { name: 'D', init: 5 },
    ]),
    { type: 'combat-started' },
  );

  it('a delayed combatant acts after the one it waited for, and keeps that rank', () => {
    const waited = run(s0, { type: 'delayed', id: idOf('A') }, next);
    expect(currentName(waited)).toBe('C');
    const acts = applyEvent(waited, { type: 'delay-ended', id: idOf('A') });
    expect(currentName(acts)).toBe('A');
    expect(byId(acts, idOf('A')).initiative.result).toBe(10);
    const r2 = run(acts, next, next);
    expect(r2.round).toBe(2);
    expect(orderNames(r2)).toEqual(['B', 'C', 'A', 'D']);
  });

  it('a readied action happens just before its trigger; the new count holds', () => {
    const readied = run(s0, next, { type: 'readied', id: idOf('B'), trigger: 'si D attaque' }, next, next);
    expect(currentName(readied)).toBe('D');
    const fired = applyEvent(readied, { type: 'ready-triggered', id: idOf('B'), before: idOf('D') });
    expect(orderNames(fired)).toEqual(['A', 'C', 'B', 'D']);
    expect(currentName(fired)).toBe('D');
    expect(byId(fired, idOf('B')).flags.readied).toBeUndefined();
  });

  it('a readied action not triggered by its next turn is lost', () => {
    const s = run(
      s0,
      next,
      { type: 'readied', id: idOf('B'), trigger: 'si la porte s’ouvre' },
      next,
      next,
      next,
      next,
    );
    expect(currentName(s)).toBe('B');
    expect(byId(s, idOf('B')).flags.readied).toBeUndefined();
    expect(s.reminders.some((r) => r.kind === 'action-lost')).toBe(true);
  });
});

describe('osr — initiative de groupe et moral (OSR › Séquence de combat, Tests de moral)', () => {
  const base = setup('osr', [
    { name: 'Wigbryht', side: 'pc', hpMax: 7 },
    { name: 'Niles', side: 'pc', hpMax: 4 },
    { name: 'Orque', hpMax: 4, defences: { morale: 8 } },
  ]);
  const s0 = run(
    base,
    { type: 'combatants-duplicated', id: idOf('Orque'), count: 3 },
    { type: 'initiative-rolled' },
    { type: 'combat-started' },
  );
  const orcs = s0.combatants.filter((c) => c.group === 'Orque');

  it('copies are numbered Orque 1…4 and each side shares one d6', () => {
    expect(orcs.map((c) => c.name)).toEqual(['Orque 1', 'Orque 2', 'Orque 3', 'Orque 4']);
    expect(new Set(orcs.map((c) => c.initiative.result)).size).toBe(1);
    const pcs = s0.combatants.filter((c) => c.side === 'pc').map((c) => c.initiative.result);
    expect(new Set(pcs).size).toBe(1);
    const sides = s0.order.map((id) => byId(s0, id).side);
    expect(sides.slice(0, 2)).toEqual(sides[0] === 'pc' ? ['pc', 'pc'] : ['enemy', 'enemy']);
  });

  it('first orc down, then half the group down: two morale reminders; 10 against 8 flees', () => {
    const one = applyEvent(s0, { type: 'damage', id: orcs[0].id, amount: 4 });
    expect(byId(one, orcs[0].id).health).toBe('dead');
    expect(one.reminders.filter((r) => r.kind === 'morale')).toEqual([
      { kind: 'morale', group: 'Orque', reason: 'first-down' },
    ]);
    const two = applyEvent(one, { type: 'damage', id: orcs[1].id, amount: 5 });
    expect(
      two.reminders.filter((r) => r.kind === 'morale').map((r) => r.kind === 'morale' && r.reason),
    ).toEqual(['first-down', 'half-down']);
    const fled = applyEvent(two, { type: 'morale-checked', group: 'Orque', roll: 10 });
    expect(fled.reminders.some((r) => r.kind === 'morale')).toBe(false);
    const fleeing = fled.effects.filter(
      (e) => e.what.kind === 'condition' && e.what.conditionId === 'fleeing',
    );
    expect(fleeing.map((e) => byId(fled, e.target).name)).toEqual(['Orque 3', 'Orque 4']);
    expect(fled.log[fled.log.length - 1]).toMatchObject({
      code: 'morale.flees',
      params: { total: 10, morale: 8 },
    });
  });

  it('initiative is rolled again at each new round (default option)', () => {
    let s = s0;
    const rolls = new Set<string>();
    for (let i = 0; i < 30; i += 1) {
      s = applyEvent(s, next);
      rolls.add(s.combatants.map((c) => c.initiative.result).join(','));
    }
    expect(s.round).toBeGreaterThan(4);
    expect(rolls.size).toBeGreaterThan(1);
  });
});

describe('co — égalité et surprise (CO › Le tour de combat, Effet de surprise)', () => {
  const base = setup('co', [
    { name: 'Gob', initiativeScore: 14 },
    { name: 'Alia', side: 'pc', initiativeScore: 14 },
    { name: 'Brute', initiativeScore: 16 },
  ]);

  it('« Prendre les scores d’INIT » names every combatant without one at once, and changes nothing', () => {
    const unscored = setup('co', [
      { name: 'Gob 1' },
      { name: 'Alia', side: 'pc', initiativeScore: 14 },
      { name: 'Gob 2' },
    ]);
    let refused: unknown;
    try {
      applyEvent(unscored, { type: 'initiative-rolled' });
    } catch (e) {
      refused = e;
    }
    expect(refused).toMatchObject({ code: 'missing-initiative', params: { name: 'Gob 1, Gob 2' } });
    expect(unscored.combatants.every((c) => c.initiative.result === undefined)).toBe(true);
  });

  it('on a tie the player character acts before the enemy', () => {
    const s = applyEvent(base, { type: 'combat-started' });
    expect(orderNames(s)).toEqual(['Brute', 'Alia', 'Gob']);
  });

  it('a surprised combatant does not act in the first round and is "surpris" during it', () => {
    const s = applyEvent(base, { type: 'combat-started', aware: [idOf('Alia'), idOf('Brute')] });
    expect(automaticConditions(s, byId(s, idOf('Gob')))).toContain('surprised');
    expect(currentName(run(s, next))).toBe('Alia');
    const r2 = run(s, next, next);
    expect(r2.round).toBe(2);
    expect(automaticConditions(r2, byId(r2, idOf('Gob')))).not.toContain('surprised');
    expect(currentName(run(r2, next, next))).toBe('Gob');
  });

  it('lowering INIT acts later this round only; at 0 the action is lost', () => {
    const s = applyEvent(base, { type: 'combat-started' });
    const lowered = applyEvent(s, { type: 'initiative-lowered', id: idOf('Brute'), to: 10 });
    expect(orderNames(lowered)).toEqual(['Alia', 'Gob', 'Brute']);
    expect(currentName(lowered)).toBe('Alia');
    const r2 = run(lowered, next, next, next);
    expect(r2.round).toBe(2);
    expect(orderNames(r2)).toEqual(['Brute', 'Alia', 'Gob']);
    const lost = applyEvent(s, { type: 'initiative-lowered', id: idOf('Brute'), to: 0 });
    expect(currentName(lost)).toBe('Alia');
    expect(lost.log).toContainEqual(expect.objectContaining({ code: 'turn.initLoweredLost' }));
  });
});

describe('dnd35 — tomber, mourir, se stabiliser (DRS › Mourant)', () => {
  const s0 = applyEvent(
    setup('dnd35', [
      { name: 'Orque', init: 15 },
      { name: 'Aldric', side: 'pc', init: 10, hpMax: 10 },
    ]),
    { type: 'combat-started' },
  );
  const fallen = applyEvent(s0, { type: 'damage', id: idOf('Aldric'), amount: 11 });

  // SRD 3.5 › Injury and Death › Dying: the first d% comes « on the character's next turn, after
  // being reduced to negative hit points » — Aldric fell on the orc's turn (15), he rolls at 10 (issue 26).
  it('at −1 HP he is dying; fallen on the orc’s turn, he rolls at his own turn that same round', () => {
    expect(byId(fallen, idOf('Aldric')).health).toBe('dying');
    const ownTurn = applyEvent(fallen, next);
    expect(currentName(ownTurn)).toBe('Aldric');
    expect(ownTurn.round).toBe(1);
    const dying = ownTurn.reminders.find((r) => r.kind === 'dying');
    if (dying?.kind !== 'dying') throw new Error('no dying reminder');
    expect(byId(ownTurn, idOf('Aldric')).hp.current).toBe(dying.stabilized ? -1 : -2);
  });

  it('at each of his turns: d% ≤ 10 stabilises, otherwise −1 HP', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]) {
      const s = run(
        { ...fallen, rng: { seed, state: fallen.rng.state.map((v, i) => v ^ (seed << i)) } },
        next,
      );
      const dying = s.reminders.find((r) => r.kind === 'dying');
      if (dying?.kind !== 'dying') throw new Error('no dying reminder');
      const aldric = byId(s, idOf('Aldric'));
      expect(dying.stabilized).toBe(dying.roll <= 10);
      expect(aldric.hp.current).toBe(dying.stabilized ? -1 : -2);
      expect(aldric.flags.stabilized).toBe(dying.stabilized);
    }
  });

  it('fallen during his own turn, he rolls at his next turn, in the next round', () => {
    const ownTurn = applyEvent(s0, next);
    expect(currentName(ownTurn)).toBe('Aldric');
    const hurt = applyEvent(ownTurn, { type: 'damage', id: idOf('Aldric'), amount: 11 });
    expect(hurt.reminders.some((r) => r.kind === 'dying')).toBe(false);
    const orc = applyEvent(hurt, next);
    expect(orc.round).toBe(2);
    expect(byId(orc, idOf('Aldric')).hp.current).toBe(-1);
    const again = applyEvent(orc, next);
    expect(currentName(again)).toBe('Aldric');
    expect(again.reminders.some((r) => r.kind === 'dying')).toBe(true);
  });

  it('stabilised by the GM, he loses no more HP; healed, he is back', () => {
    const stable = applyEvent(fallen, { type: 'stabilized', id: idOf('Aldric') });
    const later = run(stable, next, next, next, next, next);
    expect(byId(later, idOf('Aldric')).hp.current).toBe(-1);
    expect(byId(later, idOf('Aldric')).health).toBe('unconscious');
    const healed = applyEvent(later, { type: 'healing', id: idOf('Aldric'), amount: 5 });
    expect(byId(healed, idOf('Aldric')).hp.current).toBe(4);
    expect(byId(healed, idOf('Aldric')).health).toBe('ok');
  });

  it('−10 HP is death', () => {
    const dead = applyEvent(fallen, { type: 'damage', id: idOf('Aldric'), amount: 9 });
    expect(byId(dead, idOf('Aldric')).health).toBe('dead');
  });
});

describe('annuler une saisie de dégâts', () => {
  it('undo gives back the exact state; redo applies it again; the log follows', () => {
    const s0 = applyEvent(setup('dnd35', [{ name: 'Orque', init: 12, hpMax: 10 }]), {
      type: 'combat-started',
    });
    const h1 = dispatch(createHistory(s0), { type: 'damage', id: idOf('Orque'), amount: 7 });
    expect(h1.present.log[h1.present.log.length - 1]).toEqual({
      round: 1,
      code: 'hp.damage',
      // Its own turn: nobody is credited; the line keeps the id for the end-of-fight summary.
      params: {
        name: 'Orque',
        amount: 7,
        id: idOf('Orque'),
        hp: { current: 3, max: 10, temp: 0, nonlethal: 0 },
      },
    });
    const h2 = undo(h1);
    expect(h2.present).toEqual(s0);
    expect(redo(h2).present).toEqual(h1.present);
  });

  it('temporary HP are spent first (DRS › PV temporaires)', () => {
    const s = run(
      setup('dnd35', [{ name: 'Orque', hpMax: 10 }]),
      { type: 'temp-hp', id: idOf('Orque'), amount: 5 },
      {
        type: 'damage',
        id: idOf('Orque'),
        amount: 7,
      },
    );
    expect(byId(s, idOf('Orque')).hp).toEqual({ max: 10, current: 8, temp: 0, nonlethal: 0 });
  });
});
