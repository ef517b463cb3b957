/**
 * The manoeuvre options the wizard needs beyond DESIGN §4: flanking, the damage of a provoked
 * attack of opportunity, the actions of a grapple under way and escape by Escape Artist.
 */
import { describe, expect, it } from 'vitest';
import type { Fighter, ManeuverRequest } from './types';
import { dirtyTrickConditions, resolveManeuver } from './index';

const req = (r: Omit<ManeuverRequest, 'attacker' | 'defender'> & Partial<ManeuverRequest>) =>
  resolveManeuver({ attacker: {}, defender: {}, ...r });

describe('flanking', () => {
  it('dnd35: +2 on the melee touch attack, not on the grapple checks (DRS › Prise en tenaille)', () => {
    // Touch AC 10: a natural 8 misses without flanking, hits with it.
    const base: Omit<ManeuverRequest, 'attacker' | 'defender'> = {
      system: 'dnd35',
      maneuver: 'grapple',
      rolls: [8, 10, 5],
    };
    expect(req(base).success).toBe(false);
    const flanked = req({ ...base, options: { flanking: true } });
    expect(flanked.success).toBe(true);
    expect(flanked.steps[0].label).toContain('+ 2 (prise en tenaille)');
    expect(flanked.steps[1].label).not.toContain('tenaille');
  });

  it('dnd35: +2 on the opposed attack roll of a disarm', () => {
    const out = req({ system: 'dnd35', maneuver: 'disarm', rolls: [10, 11], options: { flanking: true } });
    expect(out).toMatchObject({ success: true, margin: 1 });
  });

  it('pf1: +2 on the check', () => {
    const plain = req({ system: 'pf1', maneuver: 'trip', rolls: [10] });
    const flanked = req({ system: 'pf1', maneuver: 'trip', rolls: [10], options: { flanking: true } });
    expect(flanked.margin - plain.margin).toBe(2);
  });

  it('sf1: the defender is flat-footed (−2 KAC)', () => {
    const d: Fighter = { kac: 15 };
    const plain = req({ system: 'sf1', maneuver: 'trip', defender: d, rolls: [10] });
    const flanked = req({
      system: 'sf1',
      maneuver: 'trip',
      defender: d,
      rolls: [10],
      options: { flanking: true },
    });
    expect(flanked.margin - plain.margin).toBe(2);
  });
});

describe('damage of the provoked attack of opportunity', () => {
  it.each(['grapple', 'disarm'] as const)('dnd35 %s: any damage spoils the attempt, no die rolled', (m) => {
    const out = req({ system: 'dnd35', maneuver: m, rolls: [], options: { aooDamage: 3 } });
    expect(out.success).toBe(false);
    expect(out.steps[0].label).toContain('3 dégâts');
  });

  it('dnd35 trip: the damage changes nothing', () => {
    const a = req({ system: 'dnd35', maneuver: 'trip', rolls: [15, 12, 5] });
    const b = req({ system: 'dnd35', maneuver: 'trip', rolls: [15, 12, 5], options: { aooDamage: 6 } });
    expect(b).toEqual(a);
  });

  it('pf1: the damage is a penalty on the check', () => {
    const out = req({ system: 'pf1', maneuver: 'grapple', rolls: [12], options: { aooDamage: 4 } });
    expect(out.margin).toBe(12 - 4 - 10);
    expect(out.steps[1].label).toContain('− 4 (dégâts de l’AdO)');
  });
});

describe('dnd35 grapple under way (DRS › Lutte › Options)', () => {
  const grappled: Fighter = { bab: 4, str: 16, conditions: ['grappled'] };
  const foe: Fighter = { bab: 2, str: 12, conditions: ['grappled'] };
  const act = (
    grappleAction: 'pin' | 'damage' | 'move' | 'escape',
    a = grappled,
    d = foe,
    rolls = [10, 10],
  ) =>
    resolveManeuver({
      system: 'dnd35',
      maneuver: 'grapple',
      attacker: a,
      defender: d,
      rolls,
      options: { maintain: true, grappleAction },
    });

  it('pin: a won check pins the opponent', () => {
    expect(act('pin')).toMatchObject({ success: true, effects: [{ who: 'defender', condition: 'pinned' }] });
    expect(act('pin', grappled, foe, [2, 18])).toMatchObject({ success: false, effects: [] });
  });

  it('move: +4 against a pinned opponent', () => {
    const pinned = { ...foe, conditions: ['pinned'] };
    expect(act('move', grappled, pinned).steps[1].label).toContain('+ 4 (adversaire immobilisé)');
    expect(act('move').steps[1].label).not.toContain('immobilisé');
  });

  it('escape: a won check ends the grapple for both', () => {
    expect(act('escape').ends).toEqual(
      expect.arrayContaining([
        { who: 'attacker', condition: 'grappled' },
        { who: 'defender', condition: 'grappled' },
      ]),
    );
  });

  it('escape from a pin: no longer pinned, still grappled', () => {
    const out = act('escape', { ...grappled, conditions: ['pinned'] });
    expect(out.ends).toEqual([{ who: 'attacker', condition: 'pinned' }]);
  });

  it('a pinned grappler may only try to escape', () => {
    expect(() => act('pin', { ...grappled, conditions: ['pinned'] })).toThrow(/se dégager/);
  });

  it('escape by Escape Artist: the skill replaces the grapple check', () => {
    const out = resolveManeuver({
      system: 'dnd35',
      maneuver: 'grapple',
      attacker: grappled,
      defender: foe,
      rolls: [10, 10],
      options: { maintain: true, grappleAction: 'escape', escapeArtist: 9 },
    });
    expect(out.steps[1].label).toMatch(/^Test d’Évasion de l’attaquant : 10 \(d20\) \+ 9 \(Évasion\) = 19/);
    expect(out.success).toBe(true);
  });

  it('refuses an action outside a grapple under way', () => {
    expect(() =>
      resolveManeuver({
        system: 'dnd35',
        maneuver: 'grapple',
        attacker: {},
        defender: {},
        rolls: [],
        options: { grappleAction: 'pin' },
      }),
    ).toThrow(/déjà engagée/);
  });
});

describe('pf1 grapple under way (Aide de jeu PF1 › Lutte)', () => {
  const grappler: Fighter = { bab: 5, str: 16, conditions: ['grappled'] };
  const target: Fighter = { bab: 2, str: 12, dex: 12, conditions: ['grappled'] };

  it('pin replaces grappled on the target', () => {
    const out = resolveManeuver({
      system: 'pf1',
      maneuver: 'grapple',
      attacker: grappler,
      defender: target,
      rolls: [10],
      options: { maintain: true, grappleAction: 'pin' },
    });
    expect(out.effects).toContainEqual({ who: 'defender', condition: 'pinned' });
    expect(out.ends).toEqual([{ who: 'defender', condition: 'grappled' }]);
  });

  it('a failed maintain ends the grapple for both', () => {
    const out = resolveManeuver({
      system: 'pf1',
      maneuver: 'grapple',
      attacker: grappler,
      defender: target,
      rolls: [1],
      options: { maintain: true, grappleAction: 'damage' },
    });
    expect(out.success).toBe(false);
    expect(out.ends).toContainEqual({ who: 'attacker', condition: 'grappled' });
  });

  it('escape by CMB against the grappler’s CMD (no +5, no −2 for grappled)', () => {
    const out = resolveManeuver({
      system: 'pf1',
      maneuver: 'grapple',
      attacker: target,
      defender: grappler,
      rolls: [14],
      options: { grappleAction: 'escape' },
    });
    // CMB 2 + 1 = 3; grappler's CMD 10 + 5 + 3 + 0 (Dex 10, grappled −4 Dex → −2) = 16.
    expect(out.steps[1].label).not.toContain('maintien');
    expect(out.steps[1].label).not.toContain('agrippé');
    expect(out.success).toBe(14 + 3 >= out.steps[0].total!);
    expect(out.ends).toContainEqual({ who: 'defender', condition: 'grappled' });
  });

  it('escape by Escape Artist: a skill check, no automatic natural 20', () => {
    const out = resolveManeuver({
      system: 'pf1',
      maneuver: 'grapple',
      attacker: target,
      defender: { bab: 15, str: 30 },
      rolls: [20],
      options: { grappleAction: 'escape', escapeArtist: 2 },
    });
    expect(out.success).toBe(false);
    expect(out.steps[1].label).toMatch(/^Évasion : 20 \(d20\) \+ 2 \(Évasion\) = 22/);
  });

  it('refuses Escape Artist for anything but an escape', () => {
    expect(() =>
      resolveManeuver({
        system: 'pf1',
        maneuver: 'grapple',
        attacker: {},
        defender: {},
        rolls: [10],
        options: { escapeArtist: 3 },
      }),
    ).toThrow(/se libérer/);
  });
});

describe('dnd35 counter-trip and counter-disarm (DRS › Croc-en-jambe, Désarmement)', () => {
  it('a counter-trip has no touch attack: its first die is the Strength check', () => {
    const out = resolveManeuver({
      system: 'dnd35',
      maneuver: 'trip',
      attacker: { str: 14 },
      defender: { str: 10 },
      rolls: [12, 8],
      options: { counter: true },
    });
    expect(out.steps[0].label).toMatch(/sans attaque de contact/);
    expect(out.steps[1]).toMatchObject({ natural: 12, total: 14, against: 8 });
    expect(out.effects).toEqual([{ who: 'defender', condition: 'prone' }]);
  });

  it('a failed counter offers no further counter', () => {
    const out = resolveManeuver({
      system: 'dnd35',
      maneuver: 'disarm',
      attacker: {},
      defender: {},
      rolls: [2, 18],
      options: { counter: true },
    });
    expect(out.steps.at(-1)?.label).toBe('Échec de la riposte : pas de nouvelle riposte');
  });
});

describe('dirtyTrickConditions', () => {
  it.each([
    ['pf1', 'dazzled'],
    ['sf1', 'off-target'],
  ] as const)('%s lists %s', (system, id) => {
    expect(dirtyTrickConditions(system)).toContain(id);
  });
  it('none in dnd35', () => expect(dirtyTrickConditions('dnd35')).toEqual([]));
});
