/** The players' projection: what reaches the second screen, and above all what never does. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SystemId } from '../rules';
import type { EncounterEvent } from './events';
import {
  DEFAULT_PLAYER_VIEW_SETTINGS,
  HEALTH_DISPLAYS,
  hpBand,
  SIDES,
  toPlayerView,
  type HealthDisplay,
  type PlayerViewSettings,
} from './player-view';
import { applyEvent, replay } from './reducer';
import { idOf, setup, type Spec } from './test-fixtures';
import type { Encounter, Side } from './types';

const ALL_EXACT: PlayerViewSettings = {
  health: { pc: 'exact', ally: 'exact', enemy: 'exact', neutral: 'exact' },
  pinnedTable: null,
};

/** Aldric (PC, 20 HP) first, a hidden goblin in ambush, then a visible orc with GM notes. */
function ambush(): Encounter {
  const start = setup('dnd35', [
    { name: 'Aldric', side: 'pc', hpMax: 20, init: 18 },
    { name: 'Embusqué', side: 'enemy', hidden: true, hpMax: 9, init: 15, notes: 'attaque par derrière' },
    { name: 'Orque', side: 'enemy', hpMax: 15, init: 10, notes: 'fuit sous 5 PV' },
  ]);
  return replay(start, [{ type: 'combat-started' }]);
}

describe('hpBand (« indemne », « blessé », « en sang », « hors de combat »)', () => {
  it.each([
    [10, 10, 'ok', 'healthy'],
    [9, 10, 'ok', 'hurt'],
    [6, 10, 'ok', 'hurt'],
    [5, 10, 'ok', 'bloodied'], // half or less: en sang
    [1, 10, 'ok', 'bloodied'],
    [0, 10, 'disabled', 'down'], // DRS › Hors de combat at 0 HP
    [-4, 10, 'dying', 'down'],
    [6, 10, 'unconscious', 'down'], // nonlethal damage above current HP: out all the same
  ] as const)('%i/%i PV (%s) → %s', (current, max, health, band) => {
    expect(hpBand({ current, max }, health)).toBe(band);
  });
});

describe('toPlayerView', () => {
  it('leaves the hidden combatant out of the order, and shows the next visible one as next', () => {
    const view = toPlayerView(ambush(), DEFAULT_PLAYER_VIEW_SETTINGS);
    expect(view.status).toBe('running');
    expect(view.order.map((c) => c.name)).toEqual(['Aldric', 'Orque']);
    expect(view.currentId).toBe(idOf('Aldric'));
    expect(view.nextId).toBe(idOf('Orque'));
    expect(JSON.stringify(view)).not.toContain('Embusqué');
  });

  it("during the hidden combatant's turn, nobody is shown as acting", () => {
    const enc = applyEvent(ambush(), { type: 'turn-advanced' });
    expect(enc.current).toBe(idOf('Embusqué'));
    const view = toPlayerView(enc, DEFAULT_PLAYER_VIEW_SETTINGS);
    expect(view.currentId).toBeNull();
    expect(view.nextId).toBe(idOf('Orque'));
  });

  it('never carries the GM notes', () => {
    const json = JSON.stringify(toPlayerView(ambush(), ALL_EXACT));
    expect(json).not.toContain('fuit sous 5 PV');
    expect(json).not.toContain('attaque par derrière');
  });

  it('shows numbers for the PCs and a band for the enemies by default', () => {
    const hurt = applyEvent(ambush(), { type: 'damage', id: idOf('Orque'), amount: 8 });
    const view = toPlayerView(hurt, DEFAULT_PLAYER_VIEW_SETTINGS);
    const [aldric, orc] = view.order;
    expect(aldric.health).toEqual({ kind: 'exact', current: 20, max: 20, band: 'healthy' });
    expect(orc.health).toEqual({ kind: 'band', band: 'bloodied' });
    expect(JSON.stringify(orc)).not.toMatch(/\b(7|15)\b/);
  });

  it.each<[HealthDisplay, unknown]>([
    ['exact', { kind: 'exact', current: 7, max: 15, band: 'bloodied' }],
    ['band', { kind: 'band', band: 'bloodied' }],
    ['hidden', null],
  ])('shows the enemies’ health as the GM chose: %s', (shown, expected) => {
    const hurt = applyEvent(ambush(), { type: 'damage', id: idOf('Orque'), amount: 8 });
    const settings = { ...DEFAULT_PLAYER_VIEW_SETTINGS, health: { ...ALL_EXACT.health, enemy: shown } };
    expect(toPlayerView(hurt, settings).order[1].health).toEqual(expected);
  });

  it('shows conditions with the rounds left, and never the effect’s source', () => {
    const enc = applyEvent(ambush(), {
      type: 'effect-applied',
      targets: [idOf('Orque')],
      source: idOf('Embusqué'),
      what: { kind: 'condition', conditionId: 'stunned' },
      duration: { kind: 'rounds', rounds: 3 },
      saveEachRound: 'Vigueur DD 15',
    });
    const orc = toPlayerView(enc, DEFAULT_PLAYER_VIEW_SETTINGS).order[1];
    expect(orc.conditions).toContainEqual({
      id: 'stunned',
      name: { fr: expect.any(String), en: 'Stunned' },
      roundsLeft: 3,
    });
    const json = JSON.stringify(orc);
    expect(json).not.toContain('Embusqué');
    expect(json).not.toContain('Vigueur');
  });

  it('leaves out an effect « caché aux joueurs », and shows it again once the GM shows it', () => {
    const enc = replay(ambush(), [
      {
        type: 'effect-applied',
        targets: [idOf('Aldric')],
        what: { kind: 'condition', conditionId: 'invisible' },
        duration: { kind: 'rounds', rounds: 10 },
        hidden: true,
      },
      {
        type: 'effect-applied',
        targets: [idOf('Orque')],
        what: { kind: 'custom', name: 'Marque du chasseur', modifiers: [] },
        duration: { kind: 'until-removed' },
        hidden: true,
      },
    ]);
    const json = JSON.stringify(toPlayerView(enc, ALL_EXACT));
    expect(json).not.toContain('invisible');
    expect(json).not.toContain('Marque du chasseur');
    expect(enc.effects.map((e) => e.hidden)).toEqual([true, true]);
    const shown = applyEvent(enc, { type: 'effect-hidden-set', effectId: enc.effects[0].id, hidden: false });
    expect(toPlayerView(shown, ALL_EXACT).order[0].conditions.map((c) => c.id)).toEqual(['invisible']);
    expect(shown.effects[0]).not.toHaveProperty('hidden');
    expect(shown.log.at(-1)).toMatchObject({ code: 'effect.shown', params: { name: 'Aldric' } });
    expect(() =>
      applyEvent(shown, { type: 'effect-hidden-set', effectId: enc.effects[0].id, hidden: false }),
    ).toThrow(/déjà montré/);
  });

  it('does not give away a banded enemy’s dying state through its conditions', () => {
    const enc = applyEvent(ambush(), { type: 'damage', id: idOf('Orque'), amount: 17 });
    const orc = toPlayerView(enc, DEFAULT_PLAYER_VIEW_SETTINGS).order[1];
    expect(orc.health).toEqual({ kind: 'band', band: 'down' });
    expect(orc.conditions.map((c) => c.id)).not.toContain('dying');
  });

  it('shows a calm waiting view before the fight, with no order', () => {
    const enc = setup('dnd35', [{ name: 'Aldric', side: 'pc', init: 12 }]);
    const view = toPlayerView(enc, { ...DEFAULT_PLAYER_VIEW_SETTINGS, pinnedTable: 'table:cover' });
    expect(view).toMatchObject({ status: 'waiting', order: [], currentId: null, pinnedTable: 'table:cover' });
  });

  it('says the fight ended', () => {
    const view = toPlayerView(applyEvent(ambush(), { type: 'combat-ended' }), DEFAULT_PLAYER_VIEW_SETTINGS);
    expect(view.status).toBe('ended');
  });
});

/* ---------- properties: whatever the fight and the settings, secrets stay out ---------- */

const SYSTEMS: SystemId[] = ['dnd35', 'pf1', 'sf1', 'co', 'osr'];
/** Prefix-free names: none is contained in another, so a substring check means a leak. */
const VISIBLE_NAMES = ['Aldric', 'Bera', 'Cyl', 'Dorn', 'Elka', 'Fenn'];
const HIDDEN_NAMES = ['Zorglub', 'Qwyrm', 'Xanthe'];

const healthArb = fc.constantFrom(...HEALTH_DISPLAYS);
const settingsArb: fc.Arbitrary<PlayerViewSettings> = fc.record({
  health: fc.record({ pc: healthArb, ally: healthArb, enemy: healthArb, neutral: healthArb }),
  pinnedTable: fc.option(fc.constantFrom('table:cover', 'table:size'), { nil: null }),
});

const sideArb = fc.constantFrom<Side>(...SIDES);
const fightArb = fc.record({
  system: fc.constantFrom(...SYSTEMS),
  visible: fc.array(sideArb, { minLength: 1, maxLength: VISIBLE_NAMES.length }),
  hidden: fc.array(sideArb, { minLength: 1, maxLength: HIDDEN_NAMES.length }),
  inits: fc.array(fc.integer({ min: 1, max: 25 }), { minLength: 9, maxLength: 9 }),
  steps: fc.array(fc.tuple(fc.nat(6), fc.nat(50)), { maxLength: 25 }),
  copies: fc.nat(3),
});

type Fight = typeof fightArb extends fc.Arbitrary<infer T> ? T : never;

/** Enemy HP are 4-digit numbers (7001…7999) so that finding them in the JSON means a leak. */
function specs(f: Fight): Spec[] {
  const visible = f.visible.map((side, i): Spec => ({
    name: VISIBLE_NAMES[i],
    side,
    hpMax: side === 'pc' ? 20 : 7001 + i * 97,
    init: f.inits[i],
    initiativeScore: f.inits[i],
    notes: `NOTE-MJ-${i}`,
  }));
  const hidden = f.hidden.map((side, i): Spec => ({
    name: HIDDEN_NAMES[i],
    side,
    hidden: true,
    hpMax: 7500 + i * 89,
    init: f.inits[6 + i],
    initiativeScore: f.inits[6 + i],
    notes: `NOTE-MJ-cachée-${i}`,
  }));
  return [...visible, ...hidden].map((s) => (f.system === 'osr' ? { ...s, init: undefined } : s));
}

function step(enc: Encounter, [kind, k]: [number, number]): Encounter {
  const ids = enc.combatants.map((c) => c.id);
  const who = ids[k % ids.length];
  const events: EncounterEvent[] = [
    { type: 'turn-advanced' },
    { type: 'damage', id: who, amount: 1 + (k % 40) },
    { type: 'healing', id: who, amount: k % 7 },
    {
      type: 'effect-applied',
      targets: [who],
      source: ids[(k + 1) % ids.length],
      what: { kind: 'condition', conditionId: ['prone', 'stunned', 'blinded'][k % 3] },
      duration: { kind: 'rounds', rounds: 1 + (k % 4) },
    },
    {
      type: 'effect-applied',
      targets: [who],
      what: { kind: 'custom', name: 'Bénédiction', modifiers: [] },
      duration: { kind: 'until-turn-start', combatantId: ids[(k + 2) % ids.length] },
    },
    {
      type: 'effect-applied',
      targets: [who],
      what: { kind: 'custom', name: `SECRET-${k}`, modifiers: [] },
      duration: { kind: 'until-removed' },
      hidden: true,
    },
    { type: 'turn-advanced' },
  ];
  return tryApply(enc, events[kind]);
}

function tryApply(enc: Encounter, event: EncounterEvent): Encounter {
  try {
    return applyEvent(enc, event);
  } catch {
    return enc; // refused (nobody to roll for…): the fight goes on unchanged
  }
}

function randomFight(f: Fight): Encounter {
  let enc = setup(f.system, specs(f), {}, 7);
  if (f.copies > 0) {
    enc = applyEvent(enc, { type: 'combatants-duplicated', id: idOf(HIDDEN_NAMES[0]), count: f.copies });
  }
  enc = tryApply(enc, { type: 'initiative-rolled', ids: enc.combatants.map((c) => c.id) });
  enc = applyEvent(enc, { type: 'combat-started' });
  return f.steps.reduce(step, enc);
}

describe('toPlayerView — properties', () => {
  it('never contains a hidden name, a GM note, a secret effect, or the HP of a side not shown exactly', () => {
    fc.assert(
      fc.property(fightArb, settingsArb, (f, settings) => {
        const enc = randomFight(f);
        const json = JSON.stringify(toPlayerView(enc, settings));
        expect(json).not.toContain('SECRET');
        // HP the players may see: a hidden creature's HP equal to one of these proves nothing.
        const shown = new Set(
          enc.combatants
            .filter((c) => !c.hidden && settings.health[c.side] === 'exact')
            .flatMap((c) => [String(c.hp.max), String(c.hp.current)]),
        );
        for (const c of enc.combatants) {
          expect(json).not.toContain(c.notes);
          if (c.hidden) {
            expect(json).not.toContain(c.name);
            expect(json).not.toContain(JSON.stringify(c.id));
          }
          const exact = !c.hidden && settings.health[c.side] === 'exact';
          if (!exact && c.hp.max > 7000) {
            if (!shown.has(String(c.hp.max))) expect(json).not.toContain(String(c.hp.max));
            if (Math.abs(c.hp.current) >= 1000 && !shown.has(String(c.hp.current)))
              expect(json).not.toContain(String(c.hp.current));
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('lists every visible combatant once, in the acting order, and no one else', () => {
    fc.assert(
      fc.property(fightArb, settingsArb, (f, settings) => {
        const enc = randomFight(f);
        const view = toPlayerView(enc, settings);
        const expected = enc.order.filter((id) => !enc.combatants.find((c) => c.id === id)?.hidden);
        expect(view.order.map((c) => c.id)).toEqual(expected);
        const ids = new Set(view.order.map((c) => c.id));
        if (view.currentId !== null) expect(ids.has(view.currentId)).toBe(true);
        if (view.nextId !== null) expect(ids.has(view.nextId)).toBe(true);
        for (const c of view.order) {
          const shown = settings.health[c.side];
          expect(c.health === null ? 'hidden' : c.health.kind).toBe(shown);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('Starfinder Stamina on the players’ display', () => {
  it('a side shown exactly shows SP beside HP; a band side shows its band only', () => {
    const s = applyEvent(
      setup('sf1', [
        { name: 'Kira', side: 'pc', hpMax: 14, staminaMax: 12, resolveMax: 4, init: 15 },
        { name: 'Pirate', side: 'enemy', hpMax: 10, staminaMax: 6, init: 10 },
      ]),
      { type: 'combat-started' },
    );
    const hurt = applyEvent(s, { type: 'damage', id: idOf('Kira'), amount: 7 });
    const view = toPlayerView(hurt, {
      health: { pc: 'exact', ally: 'exact', enemy: 'band', neutral: 'band' },
      pinnedTable: null,
    });
    const kira = view.order.find((c) => c.name === 'Kira');
    expect(kira?.health).toEqual({
      kind: 'exact',
      current: 14,
      max: 14,
      band: 'healthy',
      stamina: { current: 5, max: 12 },
    });
    expect(JSON.stringify(kira)).not.toContain('resolve');
    expect(view.order.find((c) => c.name === 'Pirate')?.health).toEqual({ kind: 'band', band: 'healthy' });
  });
});
