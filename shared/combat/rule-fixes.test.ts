/** Rule fixes of issue 15 in the engine: HP floors, CO unconscious skipped, the dying roll shown. */
import { describe, expect, it } from 'vitest';
import type { SystemId } from '../rules';
import { applyEvent, replay } from './reducer';
import { byId, currentName, idOf, setup } from './test-fixtures';
import type { Encounter } from './types';

const next = { type: 'turn-advanced' } as const;
const run = (s: Encounter, n: number): Encounter =>
  replay(
    s,
    Array.from({ length: n }, () => next),
  );

describe('hit points never go below the system’s floor', () => {
  const cases: [string, SystemId, boolean, number][] = [
    // CO › Points de vie: a creature falls at 0 HP, nothing lower
    ['co: 8 HP, 12 damage → 0', 'co', false, 0],
    // OSR › Mort: dead at 0 HP
    ['osr: 8 HP, 12 damage → 0', 'osr', false, 0],
    // OSR › Mort, variante: negative HP
    ['osr negative-HP option: 8 HP, 12 damage → −4', 'osr', true, -4],
    // SF CRB › Injury and Death: HP never below 0
    ['sf1: 8 HP, 12 damage → 0', 'sf1', false, 0],
    // DRS › Mourant: −1 to −9 dying
    ['dnd35: 8 HP, 12 damage → −4', 'dnd35', false, -4],
    ['pf1: 8 HP, 12 damage → −4', 'pf1', false, -4],
  ];
  it.each(cases)('%s', (_label, system, negativeHpOption, hp) => {
    const s = setup(system, [{ name: 'Gob', hpMax: 8 }], { negativeHpOption });
    const hurt = applyEvent(s, { type: 'damage', id: idOf('Gob'), amount: 12 });
    expect(byId(hurt, idOf('Gob')).hp.current).toBe(hp);
  });
});

describe('co: an unconscious creature gets no turn (CO › Points de vie)', () => {
  it('the order skips it until it is healed', () => {
    const s = applyEvent(
      setup('co', [
        { name: 'Alia', side: 'pc', initiativeScore: 16 },
        { name: 'Gob', initiativeScore: 14 },
        { name: 'Brute', initiativeScore: 12 },
      ]),
      { type: 'combat-started' },
    );
    const down = applyEvent(s, { type: 'damage', id: idOf('Gob'), amount: 10 });
    expect(byId(down, idOf('Gob')).health).toBe('unconscious');
    expect(currentName(run(down, 1))).toBe('Brute');
    const healed = applyEvent(run(down, 2), { type: 'healing', id: idOf('Gob'), amount: 3 });
    expect(currentName(run(healed, 1))).toBe('Gob');
  });
});

describe('pf1: the dying roll shows its die and says the HP is already taken off', () => {
  it('« d20 = N + Con −1 − 1 (PV négatifs) = T contre DD 10 »', () => {
    const s0 = applyEvent(
      setup('pf1', [
        { name: 'Orque', init: 15 },
        { name: 'Aldric', side: 'pc', init: 10, hpMax: 10, fighter: { con: 8 } },
      ]),
      { type: 'combat-started' },
    );
    const fallen = applyEvent(s0, { type: 'damage', id: idOf('Aldric'), amount: 11 });
    // PRD › Dying: « on the character's next turn » — his own turn, later in the round he fell.
    const s = run(fallen, 1);
    const dying = s.reminders.find((r) => r.kind === 'dying');
    if (dying?.kind !== 'dying') throw new Error('no dying reminder');
    const total = dying.roll - 1 - 1;
    expect(dying.text).toContain(
      `d20 = ${dying.roll} + Con \u22121 \u2212 1 (PV négatifs) = ${total} contre DD 10`,
    );
    expect(dying.hpLost).toBe(!dying.stabilized);
    if (!dying.stabilized) expect(dying.text).toContain('déjà retiré');
  });
});

describe('nonlethal damage only where the system has it', () => {
  const cases: [SystemId, boolean][] = [
    ['dnd35', true], // DRS › Dégâts non-létaux
    ['pf1', true], // PRD › Nonlethal Damage
    ['sf1', true], // SF CRB › Nonlethal damage
    ['co', false], // CO › Points de vie: no such damage
    ['osr', false], // OSE › Combat: no such damage
  ];
  it.each(cases)('%s: « nl4 » accepted: %s — refused, the fight is as it was', (system, has) => {
    const s = setup(system, [{ name: 'Gob', hpMax: 8 }]);
    const hit = () => applyEvent(s, { type: 'nonlethal', id: idOf('Gob'), amount: 4 });
    if (has) expect(byId(hit(), idOf('Gob')).hp.nonlethal).toBe(4);
    else {
      expect(hit).toThrow(expect.objectContaining({ code: 'not-allowed', key: 'noNonlethal' }));
      expect(byId(s, idOf('Gob')).hp.nonlethal).toBe(0);
    }
  });
});
