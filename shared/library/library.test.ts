/** The Library's pure parts: search, rests, XP, the party carried over, the end-of-fight summary. */
import { describe, expect, it } from 'vitest';
import { applyEvent, createEncounter, replay, type EncounterEvent, type LogEntry } from '../combat';
import { createSeededRng } from '../rules';
import { freshPartyState, type PartyState } from './entry';
import { fightSummary, logMarkdown } from './fight-summary';
import { partyJoinSteps, partyWriteBack, type PartyMember } from './party';
import { previewRest, type RestMember } from './rest';
import { foldText, LibraryIndex } from './search';
import { creatureXp } from './xp';

describe('search', () => {
  const entries = [
    { name: 'Gobelin', system: 'dnd35' as const, stats: { nameEn: 'Goblin', tags: ['gobelinoïde'] } },
    {
      name: 'Squelette humain',
      system: 'dnd35' as const,
      stats: { nameEn: 'Human skeleton', tags: ['mort-vivant'] },
    },
    { name: 'Élémentaire de l’eau', system: 'pf1' as const, stats: { nameEn: 'Water elemental' } },
    { name: 'Cœur de pierre', system: 'co' as const },
  ];
  const index = new LibraryIndex(entries);
  it.each([
    ['gob', ['Gobelin']],
    ['GOBLIN', ['Gobelin']],
    ['elementaire', ['Élémentaire de l’eau']],
    ['water', ['Élémentaire de l’eau']],
    ['coeur', ['Cœur de pierre']],
    ['human skel', ['Squelette humain']],
    ['mort vivant', ['Squelette humain']],
    ['zzz', []],
  ])('« %s »', (query, names) => {
    expect(index.filter({ query }).map((e) => e.name)).toEqual(names);
  });
  it('filters by system and by tag', () => {
    expect(index.filter({ system: 'pf1' }).map((e) => e.name)).toEqual(['Élémentaire de l’eau']);
    expect(index.filter({ tag: 'Gobelinoide' }).map((e) => e.name)).toEqual(['Gobelin']);
    expect(index.tags()).toEqual(['gobelinoïde', 'mort-vivant']);
  });
  it('finds the same entries whether it folded them ahead (warm) or on the first search', () => {
    const warm = new LibraryIndex(entries);
    warm.warm();
    for (const query of ['gob', 'mort vivant', '', 'water']) {
      expect(warm.filter({ query, tag: 'mort-vivant' })).toEqual(
        new LibraryIndex(entries).filter({ query, tag: 'mort-vivant' }),
      );
      expect(warm.filter({ query })).toEqual(new LibraryIndex(entries).filter({ query }));
    }
  });
  it('folds accents', () => expect(foldText('Éveillé Œil')).toBe('eveille oeil'));
});

describe('rests', () => {
  const wounded: PartyState = {
    hpCurrent: 3,
    nonlethal: 20,
    conditions: [
      { what: { kind: 'condition', conditionId: 'shaken' }, label: 'Secoué', minutes: 10 },
      { what: { kind: 'custom', name: 'Malédiction', modifiers: [] }, label: 'Malédiction', minutes: null },
    ],
    resources: '1 potion',
  };
  const member = (level: number): RestMember => ({
    id: 'a',
    name: 'Aldric',
    hpMax: 30,
    level,
    con: 14,
    state: wounded,
  });
  const rng = () => createSeededRng(7);
  it.each([
    ['dnd35', 'night', 3, 6, 0],
    ['dnd35', 'day', 3, 9, 0],
    ['pf1', 'night', 1, 4, 12],
    ['sf1', 'night', 5, 8, 0],
  ] as const)('%s %s at level %i: HP %i, nonlethal %i', (system, kind, level, hp, nl) => {
    const [line] = previewRest(system, kind, [member(level)], rng());
    expect(line.after.hpCurrent).toBe(hp);
    expect(line.after.nonlethal).toBe(nl);
    expect(line.after.conditions.map((c) => c.label)).toEqual(['Malédiction']);
    expect(line.after.resources).toBe('1 potion');
    expect(line.before).toBe(wounded);
  });
  it('never heals past the maximum', () => {
    const [line] = previewRest('dnd35', 'day', [{ ...member(20), state: freshPartyState(30) }], rng());
    expect(line.after.hpCurrent).toBe(30);
  });
  it('osr: a day of rest gives 1d3', () => {
    for (let seed = 0; seed < 30; seed += 1) {
      const [line] = previewRest('osr', 'osr-day', [member(1)], createSeededRng(seed));
      expect(line.after.hpCurrent - 3).toBeGreaterThanOrEqual(1);
      expect(line.after.hpCurrent - 3).toBeLessThanOrEqual(3);
    }
  });
  it('CO: récupération = hit die + level + CON mod', () => {
    const [line] = previewRest('co', 'co-recovery', [{ ...member(2), hitDie: '1d10' }], rng());
    const healed = line.after.hpCurrent - 3;
    expect(healed).toBeGreaterThanOrEqual(1 + 2 + 2);
    expect(healed).toBeLessThanOrEqual(10 + 2 + 2);
  });
  it('refuses a rest the system does not have', () => {
    expect(() => previewRest('osr', 'night', [member(1)], rng())).toThrow(/pas dans les règles/);
  });
});

describe('XP', () => {
  it.each([
    ['pf1', { cr: '1/3' }, 135],
    ['pf1', { cr: '3' }, 800],
    ['sf1', { cr: '1/2' }, 200],
    ['osr', { hd: '1-1' }, 5],
    ['osr', { hd: '1+1' }, 15],
    ['osr', { hd: '1/2' }, 5],
    ['osr', { hd: '4**' }, 175],
    ['dnd35', { cr: '1' }, undefined],
    ['dnd35', { xp: 300 }, 300],
  ] as const)('%s %o → %s', (system, stats, xp) => {
    expect(creatureXp(system, stats)).toBe(xp);
  });
});

describe('a party that lasts', () => {
  const aldric: PartyMember = {
    id: 'dnd35:party:Aldric',
    name: 'Aldric',
    combatant: { name: 'Aldric', side: 'pc', hpMax: 24, initiativeModifier: 2 },
    party: {
      hpCurrent: 11,
      nonlethal: 3,
      conditions: [{ what: { kind: 'condition', conditionId: 'shaken' }, label: 'Secoué', minutes: 2 }],
      resources: '',
    },
  };
  const start = createEncounter({ id: 'e', name: 'Deuxième combat', system: 'dnd35', seed: 3 });
  const joined = partyJoinSteps([aldric]).reduce(
    (enc, step) => applyEvent(enc, typeof step === 'function' ? step(enc) : step),
    start,
  );
  it('a new fight starts with the wounds of the last one', () => {
    const c = joined.combatants[0];
    expect(c.hp).toMatchObject({ current: 11, max: 24, nonlethal: 3 });
    expect(joined.effects).toHaveLength(1);
    expect(joined.effects[0].duration).toMatchObject({ kind: 'rounds', rounds: 20 });
  });
  it('the end of the fight writes HP, nonlethal and conditions back', () => {
    const hurt = applyEvent(joined, { type: 'damage', id: joined.combatants[0].id, amount: 5 });
    const [back] = partyWriteBack(hurt, [aldric], () => 'Secoué');
    expect(back.after).toMatchObject({ hpCurrent: 6, nonlethal: 3 });
    expect(back.after.conditions).toEqual([
      { what: { kind: 'condition', conditionId: 'shaken' }, label: 'Secoué', minutes: 2 },
    ]);
    expect(back.before).toBe(aldric.party);
  });
});

describe('end-of-fight summary', () => {
  const start = createEncounter({ id: 'e', name: 'Embuscade', system: 'pf1', seed: 11 });
  const events: EncounterEvent[] = [
    { type: 'combatant-added', combatant: { id: 'a', name: 'Aldric', side: 'pc', hpMax: 20 } },
    { type: 'initiative-set', id: 'a' as never, value: 20 },
    { type: 'group-added', combatant: { name: 'Gobelin', hpMax: 6 }, count: 2 },
    { type: 'initiative-set', id: 'c-1' as never, value: 5 },
    { type: 'initiative-set', id: 'c-2' as never, value: 4 },
    { type: 'combat-started' },
    { type: 'damage', id: 'c-1' as never, amount: 9 },
    { type: 'turn-advanced' },
    { type: 'damage', id: 'a' as never, amount: 4 },
  ];
  const s = fightSummary(
    start,
    events,
    (c) => (c.group === 'Gobelin' ? 135 : undefined),
    () => 'x',
  );
  it('counts damage dealt in one’s turn and taken, who fell, the XP', () => {
    const by = Object.fromEntries(s.lines.map((l) => [l.name, l]));
    expect(by.Aldric).toMatchObject({ dealt: 9, taken: 4 });
    expect(by['Gobelin 1']).toMatchObject({ dealt: 4, taken: 9 });
    expect(s.fallen).toEqual(['Gobelin 1']);
    expect(s).toMatchObject({ rounds: 1, xpTotal: 135, xpEach: 135 });
  });
  it('exports the log as Markdown', () => {
    const enc = replay(start, events);
    const phrase = (l: LogEntry) => ('code' in l ? `Round ${l.round} — ${l.code}` : l.text);
    expect(logMarkdown(enc, phrase)).toContain('# Embuscade');
    expect(logMarkdown(enc, phrase)).toContain('- Round 1 — hp.damage');
  });

  it('searches the first 200 characters of whatever was pasted (issue 24)', () => {
    const index = new LibraryIndex([{ name: 'Gobelin', system: 'dnd35' as const }]);
    expect(index.filter({ query: `gob${' '.repeat(300)}${'zzz '.repeat(25_000)}` })).toHaveLength(1);
  });
});
