import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n';
import { phraseLine } from '../../log';
import {
  applyEvent,
  createEncounter,
  replay,
  type CombatantInput,
  type Encounter,
} from '../../../shared/combat';
import { getSystem, type ManeuverId, type SystemId } from '../../../shared/rules';
import {
  chooseManeuver,
  resolution,
  setSpecial,
  startWizard,
  wizardSteps,
  type ManeuverWizardState,
} from './wizard';
import { dicePlan, dieModifier, modifierLines, neededRoll, rollMissing, setDie } from './wizard-dice';
import { counterOffer, outcomeEvents } from './wizard-outcome';
import { fighterOf } from './wizard-fighter';
import { grappleOptions, holdsOf, releaseEvents } from './grapples';

function fight(system: SystemId, a: CombatantInput, d: CombatantInput, running = true): Encounter {
  let enc = replay(createEncounter({ id: 'e', name: 'Test', system, seed: 3 }), [
    { type: 'combatant-added', combatant: a },
    { type: 'combatant-added', combatant: d },
  ]);
  if (running) {
    enc = replay(enc, [
      { type: 'initiative-set', id: enc.combatants[0].id, value: 20 },
      { type: 'initiative-set', id: enc.combatants[1].id, value: 10 },
      { type: 'combat-started' },
      { type: 'turn-advanced' },
      { type: 'turn-advanced' },
    ]);
  }
  return enc;
}

const ogre: CombatantInput = {
  name: 'Ogre',
  side: 'enemy',
  hpMax: 30,
  fighter: { bab: 3, str: 21, size: 'large' },
  defences: { ac: 16, touchAc: 8, cmd: 20, kac: 16 },
};
const aldric: CombatantInput = {
  name: 'Aldric',
  side: 'pc',
  hpMax: 12,
  fighter: { bab: 2, str: 12, dex: 14 },
  defences: { ac: 17, touchAc: 12, cmd: 16, kac: 15 },
};

function wizard(system: SystemId, maneuver: ManeuverId, enc = fight(system, ogre, aldric)) {
  const [a, d] = enc.combatants;
  return { enc, w: startWizard(enc, a.id, { maneuver, targetId: d.id }) };
}

const kinds = (w: ManeuverWizardState) => wizardSteps(w).map((s) => s.kind);

describe('the steps of each manoeuvre follow the rules’ roll order', () => {
  it.each([
    [
      'dnd35',
      'grapple',
      [
        'choose',
        'prerequisites',
        'attack-of-opportunity',
        'modifiers',
        'touch-attack',
        'opposed-check',
        'outcome',
      ],
    ],
    [
      'dnd35',
      'trip',
      [
        'choose',
        'prerequisites',
        'attack-of-opportunity',
        'modifiers',
        'touch-attack',
        'opposed-check',
        'outcome',
      ],
    ],
    [
      'dnd35',
      'bull-rush',
      ['choose', 'prerequisites', 'attack-of-opportunity', 'modifiers', 'opposed-check', 'outcome'],
    ],
    [
      'dnd35',
      'overrun',
      ['choose', 'prerequisites', 'attack-of-opportunity', 'modifiers', 'opposed-check', 'outcome'],
    ],
    [
      'dnd35',
      'disarm',
      ['choose', 'prerequisites', 'attack-of-opportunity', 'modifiers', 'opposed-check', 'outcome'],
    ],
    [
      'dnd35',
      'sunder',
      ['choose', 'prerequisites', 'attack-of-opportunity', 'modifiers', 'opposed-check', 'outcome'],
    ],
    ...getSystem('pf1').maneuvers.map((m) => [
      'pf1',
      m.id,
      ['choose', 'prerequisites', 'attack-of-opportunity', 'modifiers', 'combat-maneuver-check', 'outcome'],
    ]),
    ...getSystem('sf1').maneuvers.map((m) => [
      'sf1',
      m.id,
      ['choose', 'prerequisites', 'modifiers', 'kac-attack', 'outcome'],
    ]),
  ] as [SystemId, ManeuverId, string[]][])('%s %s', (system, maneuver, expected) => {
    expect(kinds(wizard(system, maneuver).w)).toEqual(expected);
  });

  it('the Improved feat removes the attack of opportunity (3.5 grapple: Science du combat à mains nues too)', () => {
    const { w } = wizard('dnd35', 'grapple');
    for (const feat of ['improved-grapple', 'improved-unarmed-strike']) {
      const withFeat = chooseManeuver({ ...w, attacker: { ...w.attacker, feats: [feat] } }, 'grapple');
      expect(kinds(withFeat)).not.toContain('attack-of-opportunity');
    }
  });

  it.each([
    // DRS › Pris au dépourvu and PRD › Flat-Footed: no AoO; Combat Reflexes lifts it
    ['dnd35', [], false],
    ['dnd35', ['combat-reflexes'], true],
    ['pf1', [], false],
    ['pf1', ['combat-reflexes'], true],
  ] as [SystemId, string[], boolean][])(
    '%s: a flat-footed target with feats %j offers an attack of opportunity: %s',
    (system, feats, offered) => {
      // Not running: the target has not acted yet, so it is flat-footed.
      const enc = fight(system, ogre, { ...aldric, fighter: { ...aldric.fighter, feats } }, false);
      const started = replay(enc, [
        { type: 'initiative-set', id: enc.combatants[0].id, value: 20 },
        { type: 'initiative-set', id: enc.combatants[1].id, value: 10 },
        { type: 'combat-started' },
      ]);
      const { w } = wizard(system, 'trip', started);
      expect(w.defender?.conditions).toContain('flat-footed');
      expect(kinds(w).includes('attack-of-opportunity')).toBe(offered);
    },
  );

  it('3.5: joining a grapple has no AoO and no touch attack (DRS › Se mêler à une lutte)', () => {
    const { w } = wizard('dnd35', 'grapple');
    const joined = chooseManeuver(
      { ...w, defender: { ...w.defender!, conditions: ['grappled'] } },
      'grapple',
    );
    expect(kinds(joined)).toEqual(['choose', 'prerequisites', 'modifiers', 'opposed-check', 'outcome']);
  });

  it('3.5: a damaging AoO spoils a grapple — no roll step is left', () => {
    const { w } = wizard('dnd35', 'grapple');
    const hurt = { ...w, aooDamage: 4 };
    expect(kinds(hurt)).toEqual(['choose', 'prerequisites', 'attack-of-opportunity', 'modifiers', 'outcome']);
    const r = resolution(hurt);
    expect(r.status === 'done' && r.outcome.success).toBe(false);
  });

  it('3.5 counter-trip: no prerequisites, no AoO, no touch attack', () => {
    const enc = fight('dnd35', ogre, aldric);
    const w = startWizard(enc, enc.combatants[1].id, {
      maneuver: 'trip',
      targetId: enc.combatants[0].id,
      counter: true,
    });
    expect(kinds(w)).toEqual(['choose', 'modifiers', 'opposed-check', 'outcome']);
  });
});

describe('the tracker feeds the request', () => {
  it('reads stats, defences and both sides’ conditions; unticked conditions do not count', () => {
    let enc = fight('pf1', ogre, aldric);
    const [o, a] = enc.combatants;
    enc = applyEvent(enc, {
      type: 'effect-applied',
      targets: [a.id],
      what: { kind: 'condition', conditionId: 'prone' },
      duration: { kind: 'until-removed' },
    });
    const w = startWizard(enc, o.id, { maneuver: 'trip', targetId: a.id });
    expect(w.defender?.conditions).toContain('prone');
    expect(fighterOf('pf1', w.defender!).conditions).toContain('prone');
    const off = { ...w.defender!, conditionsOff: ['prone'] };
    expect(fighterOf('pf1', off).conditions).not.toContain('prone');
  });

  it('pf1: the CMD typed on the tracker is the base CMD (conditions still count on top)', () => {
    const { w } = wizard('pf1', 'trip');
    const plan = dicePlan(w);
    expect(plan).toHaveLength(1);
    // Ogre CMB: BAB 3 + Str 5 + large 1 = 9; Aldric's CMD 16 from the tracker.
    expect(dieModifier(w, 0)).toBe(9);
    expect(neededRoll(w, 0)).toEqual({ kind: 'at-least', value: 7 });
  });

  it('dnd35 opposed checks: the needed roll is known once the other side has rolled', () => {
    const { w } = wizard('dnd35', 'bull-rush');
    expect(neededRoll(w, 0)).toEqual({ kind: 'unknown' });
    const rolled = setDie(w, 1, 12);
    // Ogre: Str +5, large +4 = +9; Aldric: Str +1 → 13. Ogre needs 13 − 9 = 4, and wins a tie on modifier.
    expect(neededRoll(rolled, 0)).toEqual({ kind: 'at-least', value: 4 });
  });

  it('a tie with equal modifiers asks for roll-off dice', () => {
    const enc = fight('dnd35', { ...aldric, name: 'A' }, { ...aldric, name: 'B' });
    const w = startWizard(enc, enc.combatants[0].id, {
      maneuver: 'bull-rush',
      targetId: enc.combatants[1].id,
    });
    const tied = setDie(setDie(w, 0, 10), 1, 10);
    expect(resolution(tied)).toMatchObject({ status: 'needs-die', index: 2 });
    expect(dicePlan(tied).map((s) => [s.who, s.tieBreak])).toEqual([
      ['attacker', false],
      ['defender', false],
      ['attacker', true],
    ]);
  });

  it('rollMissing rolls exactly the dice the rules need', () => {
    const { w } = wizard('dnd35', 'grapple');
    const faces = [20, 15, 3];
    const done = rollMissing(w, { nextInt: () => faces.shift() ?? 10 });
    expect(done.dice).toEqual([20, 15, 3]);
    expect(resolution(done).status).toBe('done');
  });
});

function settle(w: ManeuverWizardState, dice: number[]) {
  const rolled = dice.reduce((s, d, i) => setDie(s, i, d), w);
  const r = resolution(rolled);
  if (r.status !== 'done') throw new Error(JSON.stringify(r));
  return { w: rolled, outcome: r.outcome };
}

const conditionsAfter = (enc: Encounter, events: ReturnType<typeof outcomeEvents>) => {
  const next = replay(enc, events);
  return Object.fromEntries(
    next.combatants.map((c) => [
      c.name,
      next.effects
        .filter((e) => e.target === c.id)
        .map((e) => (e.what.kind === 'condition' ? e.what.conditionId : e.what.name))
        .sort(),
    ]),
  );
};

describe('the outcome goes onto the tracker as one gesture', () => {
  it('dnd35 grapple won: both grappled, one log line', () => {
    const { enc, w } = wizard('dnd35', 'grapple');
    const { w: done, outcome } = settle({ ...w, aooDamage: 0 }, [15, 12, 8]);
    const events = outcomeEvents(enc, done, outcome);
    // The AoO it provoked comes first, one of the Ogre's this round (issue 28 part 3).
    expect(events[0]).toEqual({ type: 'reaction-used', id: w.targetId, kind: 'opportunity' });
    expect(events[1]).toMatchObject({ type: 'maneuver-resolved' });
    expect(conditionsAfter(enc, events)).toEqual({ Ogre: ['grappled'], Aldric: ['grappled'] });
    const fr = { t: createI18n('fr').t, language: 'fr' as const, system: enc.system };
    const log = replay(enc, events).log.map((l) => ('code' in l ? phraseLine(l, fr) : ''));
    expect(log.some((t) => t.includes('Lutte — Ogre contre Aldric : réussite'))).toBe(true);
  });

  it('pf1 bull rush: the distance is in the log line', () => {
    const { enc, w } = wizard('pf1', 'bull-rush');
    // CMB 9 + 17 = 26 against CMD 16: margin 10 → 1.5 + 3 = 4.5 m.
    const { w: done, outcome } = settle(w, [17]);
    const [line] = outcomeEvents(enc, done, outcome).filter((e) => e.type !== 'reaction-used');
    expect(line).toMatchObject({ type: 'maneuver-resolved' });
    expect(line.type === 'maneuver-resolved' && line.summary).toContain('Aldric repoussé de 4,50 m');
  });

  it('pf1 trip failed by 10 or more: the attacker falls prone', () => {
    const enc = fight('pf1', aldric, ogre);
    const w = startWizard(enc, enc.combatants[0].id, { maneuver: 'trip', targetId: enc.combatants[1].id });
    // Aldric CMB 2 + 1 = 3; a 2 gives 5 against the Ogre's 20: failed by 15.
    const { w: done, outcome } = settle(w, [2]);
    expect(conditionsAfter(enc, outcomeEvents(enc, done, outcome))).toEqual({ Aldric: ['prone'], Ogre: [] });
  });

  it('sf1 grapple at KAC + 13: pinned until the end of the grappler’s next turn', () => {
    const { enc, w } = wizard('sf1', 'grapple');
    const { w: done, outcome } = settle({ ...w, attacker: { ...w.attacker, attackBonus: 10 } }, [18]);
    const events = outcomeEvents(enc, done, outcome);
    expect(events[1]).toMatchObject({
      type: 'effect-applied',
      what: { kind: 'condition', conditionId: 'pinned' },
      duration: { kind: 'until-turn-end', combatantId: w.attackerId },
    });
  });

  it('sf1 renewing a grapple replaces the old timer', () => {
    const { enc, w } = wizard('sf1', 'grapple');
    const first = settle({ ...w, attacker: { ...w.attacker, attackBonus: 10 } }, [15]);
    const held = replay(enc, outcomeEvents(enc, first.w, first.outcome));
    const again = startWizard(held, w.attackerId, {
      maneuver: 'grapple',
      targetId: w.targetId!,
      grapple: { maintain: true },
    });
    const second = settle({ ...again, attacker: { ...again.attacker, attackBonus: 10 } }, [15]);
    expect(conditionsAfter(held, outcomeEvents(held, second.w, second.outcome))).toEqual({
      Ogre: [],
      Aldric: ['grappled'],
    });
  });

  it('dnd35 bull rush failed into an occupied square: the attacker falls prone', () => {
    const enc = fight('dnd35', aldric, ogre);
    const w = startWizard(enc, enc.combatants[0].id, {
      maneuver: 'bull-rush',
      targetId: enc.combatants[1].id,
    });
    const { w: done, outcome } = settle({ ...w, occupiedSquare: true }, [3, 15]);
    const events = outcomeEvents(enc, done, outcome);
    expect(conditionsAfter(enc, events)).toEqual({ Aldric: ['prone'], Ogre: [] });
    const line = events.find((e) => e.type === 'maneuver-resolved');
    expect(line?.type === 'maneuver-resolved' && line.summary).toContain('Aldric recule de 1,50 m');
  });

  it('pf1 disarm: a custom « Désarmé » effect (the catalogue has no such condition)', () => {
    const { enc, w } = wizard('pf1', 'disarm');
    const { w: done, outcome } = settle(w, [19]);
    expect(conditionsAfter(enc, outcomeEvents(enc, done, outcome))).toEqual({
      Ogre: [],
      Aldric: ['Désarmé'],
    });
  });

  it('pf1 disarm in English: « Disarmed », and not applied twice when the French one is on', () => {
    const { enc, w } = wizard('pf1', 'disarm');
    const { w: done, outcome } = settle(w, [19]);
    expect(conditionsAfter(enc, outcomeEvents(enc, done, outcome, 'en'))).toEqual({
      Ogre: [],
      Aldric: ['Disarmed'],
    });
    const french = replay(enc, outcomeEvents(enc, done, outcome, 'fr'));
    const again = outcomeEvents(french, done, outcome, 'en');
    expect(again.filter((e) => e.type === 'effect-applied')).toEqual([]);
  });

  it('pf1 dirty trick: the chosen condition for its rounds', () => {
    const { enc, w } = wizard('pf1', 'dirty-trick');
    const { w: done, outcome } = settle({ ...w, condition: 'dazzled' }, [17]);
    const events = outcomeEvents(enc, done, outcome).filter((e) => e.type !== 'reaction-used');
    expect(events[1]).toMatchObject({ type: 'effect-applied', duration: { kind: 'rounds', rounds: 3 } });
  });
});

describe('the grapple panel', () => {
  function held(system: SystemId) {
    const { enc, w } = wizard(system, 'grapple');
    const { w: done, outcome } = settle(
      { ...w, attacker: { ...w.attacker, attackBonus: 10 } },
      system === 'dnd35' ? [15, 18, 2] : [15],
    );
    return { enc: replay(enc, outcomeEvents(enc, done, outcome)), w };
  }

  it.each(['dnd35', 'pf1', 'sf1'] as const)('%s: the hold is read from the effects', (system) => {
    const { enc, w } = held(system);
    expect(holdsOf(enc)).toEqual([{ holder: w.attackerId, held: w.targetId, pinned: false }]);
  });

  it.each([
    ['dnd35', ['damage', 'pin', 'move', 'escape', 'damage', 'pin', 'move', 'escape', 'escapeArtist']],
    ['pf1', ['move', 'damage', 'pin', 'tie-up', 'release', 'escape', 'escapeArtist']],
    ['sf1', ['renew', 'release']],
  ] as const)('%s options', (system, keys) => {
    const { enc } = held(system);
    expect(grappleOptions(system, holdsOf(enc)[0]).map((o) => o.key)).toEqual(keys);
  });

  it('3.5: a pinned combatant may only escape; only the pinner may let go', () => {
    const opts = grappleOptions('dnd35', { holder: 'a' as never, held: 'b' as never, pinned: true });
    expect(opts.filter((o) => o.actor === 'held').map((o) => o.key)).toEqual(['escape', 'escapeArtist']);
    expect(opts.filter((o) => o.actor === 'holder').map((o) => o.key)).toContain('release');
  });

  it('3.5 pin from the panel: pinned for 1 round; escape then frees both', () => {
    const { enc, w } = held('dnd35');
    const pin = startWizard(enc, w.attackerId, {
      maneuver: 'grapple',
      targetId: w.targetId!,
      grapple: { maintain: true, action: 'pin' },
    });
    const pinned = settle(pin, [15, 3]);
    const events = outcomeEvents(enc, pinned.w, pinned.outcome);
    expect(events[1]).toMatchObject({
      what: { conditionId: 'pinned' },
      duration: { kind: 'rounds', rounds: 1 },
    });
    const after = replay(enc, events);
    const escape = startWizard(after, w.targetId!, {
      maneuver: 'grapple',
      targetId: w.attackerId,
      grapple: { maintain: true, action: 'escape' },
    });
    const out = settle(escape, [20, 1]);
    expect(conditionsAfter(after, outcomeEvents(after, out.w, out.outcome))).toEqual({
      Ogre: ['grappled'],
      Aldric: ['grappled'],
    });
  });

  it('release ends every hold effect between the two', () => {
    const { enc } = held('pf1');
    expect(replay(enc, releaseEvents(enc, holdsOf(enc)[0])).effects).toEqual([]);
  });
});

describe('the breakdown before any die', () => {
  it('shows every check with « d20 » in place of the die and no verdict', () => {
    const { w } = wizard('dnd35', 'grapple');
    expect(modifierLines(w)).toEqual([
      'Attaque de contact : d20 + 3 (BBA) + 5 (For) − 1 (taille) contre CA de contact 12',
      'Test de lutte de l’attaquant : d20 + 3 (BBA) + 5 (For) + 4 (taille spéciale)',
      'Test de lutte du défenseur : d20 + 2 (BBA) + 1 (For)',
    ]);
  });
});

describe('3.5 counter-trip and counter-disarm (DRS › Croc-en-jambe, Désarmement)', () => {
  it('a trip that hits but fails the Strength check offers the counter-trip, roles swapped', () => {
    const enc = fight('dnd35', aldric, ogre);
    const w = startWizard(enc, enc.combatants[0].id, { maneuver: 'trip', targetId: enc.combatants[1].id });
    const failed = settle(w, [15, 2, 18]);
    expect(failed.outcome.success).toBe(false);
    expect(counterOffer(failed.w, failed.outcome)).toEqual({
      attackerId: enc.combatants[1].id,
      targetId: enc.combatants[0].id,
      maneuver: 'trip',
      counter: true,
    });
  });

  it('no counter after a missed touch attack, after a counter, or against Improved Disarm', () => {
    const enc = fight('dnd35', aldric, ogre);
    const [a, o] = enc.combatants.map((c) => c.id);
    const missed = settle(startWizard(enc, a, { maneuver: 'trip', targetId: o }), [1]);
    expect(counterOffer(missed.w, missed.outcome)).toBeNull();
    const counter = settle(startWizard(enc, a, { maneuver: 'trip', targetId: o, counter: true }), [2, 18]);
    expect(counterOffer(counter.w, counter.outcome)).toBeNull();
    const disarm = startWizard(enc, a, { maneuver: 'disarm', targetId: o });
    const plain = settle(disarm, [2, 18]);
    expect(counterOffer(plain.w, plain.outcome)).toMatchObject({ maneuver: 'disarm', counter: true });
    const improved = settle(
      { ...disarm, attacker: { ...disarm.attacker, feats: ['improved-disarm'] } },
      [2, 18],
    );
    expect(counterOffer(improved.w, improved.outcome)).toBeNull();
  });
});

describe('a creature’s special attack after a hit (issue 26)', () => {
  it('3.5 trip from the wolf’s bite: no prerequisites, no AoO, no touch attack; the rules get specialAttack', () => {
    const enc = fight('dnd35', ogre, aldric);
    const [a, d] = enc.combatants;
    const w = startWizard(enc, a.id, { maneuver: 'trip', targetId: d.id, special: true });
    expect(kinds(w)).toEqual(['choose', 'modifiers', 'opposed-check', 'outcome']);
    expect(w.step).toBe(1);
    expect(w.provoked).toBe(false);
    const r = resolution({ ...w, dice: [15, 5] });
    expect(r.status).toBe('done');
  });

  it('the GM may tick it in the wizard; a manoeuvre other than trip or grapple drops it', () => {
    const { w } = wizard('dnd35', 'trip');
    expect(kinds(w)).toContain('touch-attack');
    const special = setSpecial(w, true);
    expect(kinds(special)).not.toContain('touch-attack');
    expect(kinds(special)).not.toContain('attack-of-opportunity');
    expect(chooseManeuver(special, 'disarm').special).toBe(false);
  });

  it('PF1 grab: one CMB check with +4', () => {
    const enc = fight('pf1', ogre, aldric);
    const [a, d] = enc.combatants;
    const w = startWizard(enc, a.id, { maneuver: 'grapple', targetId: d.id, special: true });
    expect(kinds(w)).toEqual(['choose', 'modifiers', 'combat-maneuver-check', 'outcome']);
    const r = resolution({ ...w, dice: [10] });
    expect(r.status === 'done' && r.outcome.steps.map((s) => s.label).join(' ')).toContain('étreinte');
  });
});
