import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EngineError } from './errors';
import { createHistory, dispatch, undo } from './history';
import { applyEvent } from './reducer';
import { byId, idOf, setup } from './test-fixtures';
import type { EncounterEvent } from './events';
import type { Encounter } from './types';

const goblins = ['G1', 'G2', 'G3', 'G4', 'G5', 'G6'];
const ids = goblins.map(idOf);

function fight35(): Encounter {
  const enc = setup('dnd35', [
    { name: 'Mage', side: 'pc', init: 20, hpMax: 20 },
    ...goblins.map((name, i) => ({
      name,
      init: 10 - i,
      hpMax: 30,
      saves: i < 2 ? 'Vig +3 Réf +1 Vol -1 évasion' : 'Vig +3 Réf +1 Vol -1',
      ...(i === 5 ? { damageDefences: 'feu 10' } : {}),
    })),
  ]);
  return applyEvent(enc, { type: 'combat-started' });
}

const fireball = (over: Partial<Extract<EncounterEvent, { type: 'group-save' }>> = {}): EncounterEvent => ({
  type: 'group-save',
  targets: ids,
  save: 'ref',
  dc: 15,
  damage: '6d6',
  types: ['fire'],
  onSuccess: 'half',
  ...over,
});

const fireballOn = (id: (typeof ids)[number]): Extract<EncounterEvent, { type: 'group-save' }> => ({
  type: 'group-save',
  targets: [id],
  save: 'ref',
  dc: 15,
  damageTotal: 10,
  onSuccess: 'half',
});

const hpOf = (enc: Encounter) => ids.map((id) => byId(enc, id).hp.current);

describe('group save', () => {
  it('typed rolls and a typed total: full, half, evasion and fire resistance, one line per target', () => {
    const typed = [16, 16, 14, 15, 3, 14].map((total, i) => ({ id: ids[i]!, total }));
    const after = applyEvent(fight35(), fireball({ typed, damageTotal: 21 }));
    // G1 evasion, saved: 0; G2 evasion, saved: 0; G3 failed 21; G4 saved 10; G5 failed 21; G6 failed 21 − 10 fire.
    expect(hpOf(after)).toEqual([30, 30, 9, 20, 9, 19]);
    const lines = after.log.slice(-7);
    expect(lines[0]).toMatchObject({ code: 'save.group', params: { dc: 15, damage: 21, count: 6 } });
    expect(lines[1]).toMatchObject({
      code: 'save.unharmed',
      params: { name: 'G1', save: { evasion: 'evasion' } },
    });
    expect(lines[3]).toMatchObject({
      code: 'save.damage',
      params: { name: 'G3', amount: 21, types: ['fire'], save: { total: 14, against: 15, passed: false } },
    });
    expect(lines[6]).toMatchObject({ code: 'save.damage', params: { name: 'G6', amount: 11, raw: 21 } });
  });

  it('rolls d20 + the figure from the fight’s dice: the same seed gives the same fight', () => {
    const a = applyEvent(fight35(), fireball());
    const b = applyEvent(fight35(), fireball());
    expect(b).toEqual(a);
    const line = a.log.at(-6);
    expect(line).toMatchObject({ code: 'save.damage' });
    const save = (line as { params: { save: { roll: { d20: number; bonus: number }; total: number } } })
      .params.save;
    expect(save.total).toBe(save.roll.d20 + 1);
  });

  it('improved evasion takes half on a failure', () => {
    const enc = setup('pf1', [{ name: 'Moine', hpMax: 40, saves: 'Ref +2 improved evasion' }]);
    const after = applyEvent(enc, {
      type: 'group-save',
      targets: [idOf('Moine')],
      save: 'ref',
      dc: 20,
      typed: [{ id: idOf('Moine'), total: 5 }],
      damageTotal: 21,
      onSuccess: 'half',
    });
    expect(byId(after, idOf('Moine')).hp.current).toBe(30);
  });

  it('B/X: d20 against each creature’s own breath target', () => {
    const enc = setup('osr', [
      { name: 'Orque', hpMax: 20, saves: 'sauve comme G1' },
      { name: 'Nain', hpMax: 20, saves: 'N1' },
    ]);
    const after = applyEvent(enc, {
      type: 'group-save',
      targets: [idOf('Orque'), idOf('Nain')],
      save: 'breath',
      typed: [
        { id: idOf('Orque'), total: 14 },
        { id: idOf('Nain'), total: 14 },
      ],
      damageTotal: 12,
      onSuccess: 'half',
    });
    // Fighter 1 breath 15: 14 fails; dwarf 1 breath 13: 14 saves.
    expect([byId(after, idOf('Orque')).hp.current, byId(after, idOf('Nain')).hp.current]).toEqual([8, 14]);
    expect(after.log.at(-2)).toMatchObject({ params: { save: { kind: 'target', against: 15 } } });
  });

  it('CO: DEX test against a difficulty', () => {
    const enc = setup('co', [{ name: 'Gobelin', hpMax: 9, saves: 'DEX +2' }]);
    const after = applyEvent(enc, {
      type: 'group-save',
      targets: [idOf('Gobelin')],
      save: 'dex',
      dc: 12,
      typed: [{ id: idOf('Gobelin'), total: 12 }],
      damageTotal: 7,
      onSuccess: 'half',
    });
    expect(byId(after, idOf('Gobelin')).hp.current).toBe(6);
    expect(after.log.at(-1)).toMatchObject({ params: { save: { kind: 'difficulty', passed: true } } });
  });

  // A player says « 20 naturel » or « 1 naturel »: the d20 decides where the system says so
  // (DRS › Combat › Jets de sauvegarde; CO › Réussite et échec critiques), else figure + d20 is the total.
  it.each([
    ['dnd35 natural 20 with Réf +1 against DD 25', 'dnd35', 'Réf +1', 'ref', 25, { d20: 20 }, 21, true, 20],
    [
      'dnd35 natural 1 with a typed total of 16 against DD 15',
      'dnd35',
      'Réf +15',
      'ref',
      15,
      { d20: 1, total: 16 },
      16,
      false,
      1,
    ],
    ['dnd35 d20 14 + Réf +1 against DD 15', 'dnd35', 'Réf +1', 'ref', 15, { d20: 14 }, 15, true, undefined],
    ['CO natural 20 with DEX -1 against difficulty 22', 'co', 'DEX -1', 'dex', 22, { d20: 20 }, 19, true, 20],
    [
      'B/X: the d20 against its own target (no natural rule)',
      'osr',
      'G1',
      'breath',
      undefined,
      { d20: 1 },
      1,
      false,
      undefined,
    ],
  ] as const)('%s', (_, system, saves, save, dc, typed, total, passed, natural) => {
    const enc = setup(system, [{ name: 'Cible', hpMax: 30, saves }]);
    const after = applyEvent(enc, {
      type: 'group-save',
      targets: [idOf('Cible')],
      save,
      ...(dc === undefined ? {} : { dc }),
      typed: [{ id: idOf('Cible'), ...typed }],
      damageTotal: 10,
      onSuccess: 'half',
    });
    const line = after.log.at(-1) as unknown as { params: { save: Record<string, unknown> } };
    expect(line.params.save).toMatchObject({ total, passed });
    expect(line.params.save.natural).toBe(natural);
    expect(byId(after, idOf('Cible')).hp.current).toBe(passed ? 25 : 20);
  });

  it('CO: a superior characteristic rolls two d20 and keeps the better (CO › Bestiaire › Caractéristiques supérieures)', () => {
    const enc = setup('co', [
      { name: 'Troll', hpMax: 60, saves: 'FOR +6* DEX +1' },
      { name: 'Ogre', hpMax: 30, saves: 'FOR +6 DEX +1' },
    ]);
    const after = applyEvent(enc, {
      type: 'group-save',
      targets: [idOf('Troll'), idOf('Ogre')],
      save: 'str',
      dc: 15,
      damageTotal: 10,
      onSuccess: 'half',
    });
    type Rolled = {
      params: { save: { total: number; roll: { d20: number; bonus: number; other?: number } } };
    };
    const [troll, ogre] = after.log.slice(-2) as Rolled[];
    const roll = troll!.params.save.roll;
    expect(roll.other).toBeTypeOf('number');
    expect(roll.d20).toBeGreaterThanOrEqual(roll.other!);
    expect(troll!.params.save.total).toBe(roll.d20 + 6);
    expect(ogre!.params.save.roll.other).toBeUndefined();
    // Its DEX is not superior: one d20.
    const dex = applyEvent(enc, { ...fireballOn(idOf('Troll')), save: 'dex' });
    expect((dex.log.at(-1) as Rolled).params.save.roll.other).toBeUndefined();
  });

  it('a typed d20 outside 1–20 is refused before anything changes', () => {
    const enc = fight35();
    expect(() => dispatch(createHistory(enc), fireball({ typed: [{ id: ids[0]!, d20: 21 }] }))).toThrow(
      EngineError,
    );
  });

  it.each([
    [fireball({ dc: undefined }), 'saveDcMissing'],
    [fireball({ save: 'luck' }), 'saveUnknown'],
    [fireball({ targets: [] }), 'saveNoTargets'],
    [fireball({ targets: [ids[0]!, ids[0]!] }), 'saveTargetTwice'],
    [fireball({ targets: [idOf('Mage')] }), 'saveNoTarget'],
  ])('refuses with a reason and changes nothing (%#)', (event, key) => {
    const enc = fight35();
    expect(() => applyEvent(enc, event)).toThrow(EngineError);
    try {
      applyEvent(enc, event);
    } catch (err) {
      expect((err as EngineError).key).toBe(key);
    }
  });

  it('a group save and its damage undone restore the fight exactly (property)', () => {
    fc.assert(
      fc.property(
        fc.subarray(ids, { minLength: 1 }),
        fc.integer({ min: 0, max: 40 }),
        fc.constantFrom<'half' | 'none'>('half', 'none'),
        fc.option(fc.integer({ min: 0, max: 200 }), { nil: undefined }),
        fc.array(fc.integer({ min: -5, max: 40 }), { maxLength: 6 }),
        (targets, dc, onSuccess, damageTotal, totals) => {
          const before = createHistory(fight35());
          const typed = totals.slice(0, targets.length).map((total, i) => ({ id: targets[i]!, total }));
          const after = dispatch(before, fireball({ targets, dc, onSuccess, damageTotal, typed }));
          expect(undo(after).present).toEqual(before.present);
        },
      ),
      { numRuns: 60 },
    );
  });
});
