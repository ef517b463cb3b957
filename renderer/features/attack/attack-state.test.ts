import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n';
import { phraseLine } from '../../log';
import {
  applyEvent,
  combatantId,
  createEncounter,
  replay,
  type CombatantInput,
  type Encounter,
  type EncounterEvent,
} from '../../../shared/combat';
import { attackProcedure, createSeededRng, type SystemId } from '../../../shared/rules';
import { choiceOf, libraryAttacksFor, parseCrit } from './attack-sources';
import { attackView, startAttack, toggleSituational, withChange, type AttackState } from './attack-state';
import { outcomeEvents, rollDamage } from './attack-outcome';
import { attackTargets } from './attack-targets';

function fight(
  system: SystemId,
  a: CombatantInput,
  d: CombatantInput,
  extra: EncounterEvent[] = [],
): Encounter {
  return replay(createEncounter({ id: 'e', name: 'Test', system, seed: 3 }), [
    { type: 'combatant-added', combatant: a },
    { type: 'combatant-added', combatant: d },
    ...extra,
  ]);
}

const [A, B] = [combatantId('c-1'), combatantId('c-2')];
const valeros: CombatantInput = { id: A, name: 'Valeros', side: 'pc', hpMax: 20, defences: { ac: 18 } };
const ogre: CombatantInput = {
  id: B,
  name: 'Ogre',
  side: 'enemy',
  hpMax: 30,
  defences: { ac: 17, touchAc: 8, flatFootedAc: 17, descendingAc: 5, def: 14, kac: 16, eac: 14 },
};

function start(enc: Encounter, patch: Partial<AttackState> = {}): AttackState {
  const s = startAttack(enc, enc.combatants[0].id, enc.combatants[1].id);
  return {
    ...s,
    attack: { name: 'Épée longue', bonus: 6, damage: '1d8+3', critFrom: 19, multiplier: 2 },
    ...patch,
  };
}

describe('attack dialog', () => {
  it('PF1: a 19 threatens, a confirmed threat doubles typed damage, one gesture logs and damages', () => {
    const enc = fight('pf1', valeros, ogre);
    let s = withChange(start(enc), { natural: 19 });
    expect(attackView(enc, s).needed).toBe(11);
    expect(attackView(enc, s).result?.threat).toBe(true);
    expect(outcomeEvents(s, attackView(enc, s))).toBeNull(); // the confirmation is still missing
    s = withChange(s, { confirm: 12 });
    s = withChange(s, { damage: { kind: 'typed', value: 9 } });
    const view = attackView(enc, s);
    expect(view.damage).toBe(18);
    const events = outcomeEvents(s, view)!;
    expect(events.map((e) => e.type)).toEqual(['maneuver-resolved', 'damage']);
    const after = events.reduce(applyEvent, enc);
    expect(after.combatants[1].hp.current).toBe(12);
    const line = after.log
      .map((l) =>
        'code' in l ? phraseLine(l, { t: createI18n('fr').t, language: 'fr', system: enc.system }) : '',
      )
      .find((t) => t.includes('Attaque —'));
    expect(line).toContain('Valeros contre Ogre (Épée longue) : coup critique ×2');
    expect(line).toContain('18 dégâts (9 × 2)');
  });

  it('the touch AC and the target’s conditions come from the tracker', () => {
    const prone: EncounterEvent = {
      type: 'effect-applied',
      targets: [B],
      what: { kind: 'condition', conditionId: 'prone' },
      duration: { kind: 'until-removed' },
    };
    const enc = fight('pf1', valeros, ogre, [prone]);
    const s = start(enc);
    expect(attackView(enc, s).defence).toBe(13); // AC 17, −4 prone against melee
    const row = attackView(enc, s).situational.find((r) => r.m.id === 'target-prone-melee');
    expect(row?.onTracker).toBe(true); // not counted twice
    const touch = attackView(enc, withChange(s, { defence: 'touchAc' }));
    expect(touch.defence).toBe(4);
    const ranged = attackView(enc, withChange(s, { range: 'ranged' }));
    expect(ranged.defence).toBe(21);
  });

  it('the attacker’s conditions count: shaken −2 to the roll', () => {
    const shaken: EncounterEvent = {
      type: 'effect-applied',
      targets: [A],
      what: { kind: 'condition', conditionId: 'shaken' },
      duration: { kind: 'until-removed' },
    };
    const enc = fight('pf1', valeros, ogre, [shaken]);
    const view = attackView(enc, start(enc));
    expect(view.conditionModifier?.value).toBe(-2);
    expect(view.needed).toBe(13);
  });

  it('situational modifiers: flanking +2, one two-weapon row at a time', () => {
    const enc = fight('pf1', valeros, ogre);
    const list = attackProcedure('pf1').situational;
    const m = (id: string) => list.find((x) => x.id === id)!;
    let s = toggleSituational(start(enc), list, m('flanking'), true);
    expect(attackView(enc, s).needed).toBe(9);
    s = toggleSituational(s, list, m('two-weapon-primary'), true);
    s = toggleSituational(s, list, m('two-weapon-feat'), true);
    expect(Object.keys(s.ticked).sort()).toEqual(['flanking', 'two-weapon-feat']);
    expect(attackView(enc, s).needed).toBe(13);
  });

  it('osr: the roll needed is THAC0 − AC (THAC0 19 vs AC 6 → 13), no critical', () => {
    const enc = fight(
      'osr',
      { ...valeros, defences: { thac0: 19 } },
      { ...ogre, defences: { descendingAc: 6 } },
    );
    let s = start(enc, { attack: { name: 'Épée', bonus: 0, damage: '1d8', critFrom: 20, multiplier: 2 } });
    expect(s.thac0).toBe(19);
    expect(attackView(enc, s).needed).toBe(13);
    s = withChange(s, { natural: 20 });
    expect(attackView(enc, s).result).toMatchObject({ hit: true, critical: false, damageMultiplier: 1 });
  });

  it('CO: a natural 20 doubles the damage rolled', () => {
    const enc = fight('co', valeros, ogre);
    const s = withChange(
      start(enc, { attack: { name: 'Hache', bonus: 3, damage: '1d6+2', critFrom: 20, multiplier: 2 } }),
      {
        natural: 20,
      },
    );
    const view = attackView(enc, s);
    expect(view.result?.critical).toBe(true);
    const rolled = rollDamage(view, '1d6+2', view.result!, createSeededRng(5));
    expect(rolled.ok && rolled.total % 2).toBe(0);
    expect(rolled.ok && rolled.text).toMatch(/× 2$/);
  });

  it('PF1 critical damage rolls the dice once per multiplier; a bad notation is refused', () => {
    const enc = fight('pf1', valeros, ogre);
    const s = withChange(withChange(start(enc), { natural: 20 }), { confirm: 15 });
    const view = attackView(enc, s);
    const rolled = rollDamage(view, '1d8+3', view.result!, createSeededRng(1));
    expect(rolled.ok && rolled.text).toMatch(/^1d8\+3 : \d+ \+ \d+$/);
    expect(rollDamage(view, 'épée', view.result!, createSeededRng(1)).ok).toBe(false);
  });

  it('SF: a natural 20 that reaches the EAC is a critical; damage takes Stamina first', () => {
    const enc = fight('sf1', valeros, { ...ogre, name: 'Soldat', side: 'pc', hpMax: 14, staminaMax: 12 });
    let s = withChange(
      start(enc, {
        defence: 'eac',
        attack: { name: 'Laser', bonus: 7, damage: '1d4', critFrom: 20, multiplier: 2 },
      }),
      {
        natural: 20,
      },
    );
    expect(attackView(enc, s).defence).toBe(14);
    expect(attackView(enc, s).result).toMatchObject({ critical: true, threat: false, damageMultiplier: 2 });
    s = withChange(s, { damage: { kind: 'typed', value: 4 } });
    const after = outcomeEvents(s, attackView(enc, s))!.reduce(applyEvent, enc);
    expect(after.combatants[1].hp.stamina?.current).toBe(4);
    expect(after.combatants[1].hp.current).toBe(14);
  });

  it('a miss logs without damage', () => {
    const enc = fight('pf1', valeros, ogre);
    const s = withChange(start(enc), { natural: 2 });
    const events = outcomeEvents(s, attackView(enc, s))!;
    expect(events.map((e) => e.type)).toEqual(['maneuver-resolved']);
  });

  it.each(['dnd35', 'pf1'] as const)(
    '%s: an invisible attacker makes the target lose its Dex (CA 16 → 14), ticked or on the tracker',
    (system) => {
      const rogue: CombatantInput = {
        ...ogre,
        name: 'Lidda',
        defences: { ac: 16, touchAc: 13, flatFootedAc: 14 },
      };
      const enc = fight(system, valeros, rogue);
      const list = attackProcedure(system).situational;
      const invisible = list.find((m) => m.id === 'attacker-invisible')!;
      const plain = start(enc);
      expect(attackView(enc, plain).defence).toBe(16);
      const ticked = toggleSituational(plain, list, invisible, true);
      expect(attackView(enc, ticked).defence).toBe(14);
      expect(attackView(enc, ticked).added).toBe(6 + 2);
      const onTracker = fight(system, valeros, rogue, [
        {
          type: 'effect-applied',
          targets: [A],
          what: { kind: 'condition', conditionId: 'invisible' },
          duration: { kind: 'until-removed' },
        },
      ]);
      const view = attackView(onTracker, start(onTracker));
      expect(view.situational.find((r) => r.m.id === 'attacker-invisible')?.onTracker).toBe(true);
      expect(view.defence).toBe(14);
    },
  );

  it('PF1: shooting into melee −4 and a charger’s −2 AC come from the tables', () => {
    const enc = fight('pf1', valeros, ogre);
    const list = attackProcedure('pf1').situational;
    let s = withChange(start(enc), { range: 'ranged' });
    s = toggleSituational(
      s,
      list,
      list.find((m) => m.id === 'shooting-into-melee')!,
      true,
    );
    expect(attackView(enc, s).added).toBe(6 - 4);
    let m = withChange(start(enc), { range: 'melee' });
    m = toggleSituational(
      m,
      list,
      list.find((x) => x.id === 'target-charged')!,
      true,
    );
    expect(attackView(enc, m).defence).toBe(17 - 2);
  });
});

describe('attack sources', () => {
  it.each([
    ['19-20/×2', 19, 2],
    ['×3', 20, 3],
    ['18–20', 18, 2],
    ['20/x4', 20, 4],
    [undefined, 20, 2],
  ])('reads « %s »', (text, critFrom, multiplier) => {
    expect(parseCrit(text)).toEqual({ critFrom, multiplier });
  });

  it('finds the stat block of a group copy (« Gobelin 2 ») in the same system', () => {
    const rows = [
      {
        name: 'Gobelin',
        system: 'pf1' as const,
        stats: { attacks: [{ name: 'Épée courte', bonus: 2, damage: '1d4', crit: '19-20/×2' }] },
      },
      { name: 'Gobelin', system: 'dnd35' as const, stats: { attacks: [{ name: 'Morgenstern', bonus: 2 }] } },
    ];
    const enc = fight('pf1', { ...valeros, name: 'Gobelin 2', group: 'Gobelin' }, ogre);
    const found = libraryAttacksFor(rows, enc.combatants[0], 'pf1');
    expect(found.map((a) => a.name)).toEqual(['Épée courte']);
    expect(choiceOf(found[0])).toMatchObject({ bonus: 2, critFrom: 19, multiplier: 2 });
    expect(libraryAttacksFor(rows, enc.combatants[1], 'pf1')).toEqual([]);
  });
});

describe('T key', () => {
  it('the acting combatant attacks the selected row; nobody acting: the selected row attacks', () => {
    expect(attackTargets(A, B)).toEqual({ attackerId: A, targetId: B });
    expect(attackTargets(A, A)).toEqual({ attackerId: A, targetId: null });
    expect(attackTargets(null, B)).toEqual({ attackerId: B, targetId: null });
    expect(attackTargets(null, undefined)).toBeNull();
  });
});
