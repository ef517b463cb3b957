/** XP by CR and by hit dice, and who shares it (issue 26), each row with its source. */
import { describe, expect, it } from 'vitest';
import { createEncounter, type EncounterEvent } from '../combat';
import { creatureXp } from './xp';
import { fightSummary } from './fight-summary';

describe('XP by CR beyond 20 (PF1, Starfinder)', () => {
  // PRD › Gamemastering › Table: Experience Point Awards; Starfinder Core › Table 11-3 (same figures).
  it.each([
    ['pf1', '20', 307200],
    ['pf1', '21', 409600],
    ['pf1', '22', 614400],
    ['pf1', '23', 819200],
    ['pf1', '24', 1228800],
    ['pf1', '25', 1638400],
    ['sf1', '21', 409600],
    ['sf1', '23', 819200],
    ['sf1', '25', 1638400],
    ['sf1', '1/3', 135],
  ] as const)('%s CR %s → %d XP', (system, cr, xp) => {
    expect(creatureXp(system, { cr })).toBe(xp);
  });
});

describe('B/X XP by hit dice (OSE SRD › Awarding XP › XP Awards for Defeated Monsters)', () => {
  it.each([
    ['1/2', 5, 'less than 1'],
    ['1+1', 15, '1+'],
    ['6+2', 350, '6+'],
    ['7', 450, '7–7+'],
    ['7+1', 450, '7–7+'],
    ['7+1*', 850, '7–7+ with one special ability (450 + 400)'],
    ['8', 650, '8–8+'],
    ['8+2*', 1200, '8–8+ with one special ability (650 + 550)'],
    ['9', 900, '9–10+'],
    ['9+3', 900, '9–10+'],
    ['10+2', 900, '9–10+'],
    ['11', 1100, '11–12+'],
    ['12+1', 1100, '11–12+'],
    ['13', 1350, '13–16+'],
    ['16+4', 1350, '13–16+'],
    ['17', 2000, '17–20+'],
    ['20', 2000, '17–20+'],
    ['20*', 3150, '17–20+ with one special ability (2,000 + 1,150)'],
    ['21', 2500, '21–21+'],
    ['21+5**', 6500, '21–21+ with two special abilities (2,500 + 2 × 2,000)'],
    ['22', 2750, 'higher HD: +250 per HD above 21'],
    ['24*', 2500 + 750 + 2000 + 750, 'higher HD: +250 to the base and to the bonus per HD above 21'],
  ] as const)('HD %s → %d XP (%s)', (hd, xp, _row) => {
    expect(creatureXp('osr', { hd })).toBe(xp);
  });
  it('a printed value wins', () => {
    expect(creatureXp('osr', { hd: '9', xp: 1000 })).toBe(1000);
  });
});

describe('who shares the XP', () => {
  const events = (system: 'pf1' | 'osr'): EncounterEvent[] => [
    { type: 'combatant-added', combatant: { id: 'a', name: 'Aldric', side: 'pc', hpMax: 10 } },
    { type: 'combatant-added', combatant: { id: 'b', name: 'Kael', side: 'pc', hpMax: 10 } },
    { type: 'combatant-added', combatant: { id: 'r', name: 'Porteur', side: 'ally', hpMax: 4 } },
    { type: 'combatant-added', combatant: { id: 'o', name: 'Ogre', side: 'enemy', hpMax: 5 } },
    { type: 'initiative-set', id: 'a' as never, value: 20 },
    { type: 'initiative-set', id: 'b' as never, value: 15 },
    { type: 'initiative-set', id: 'r' as never, value: 10 },
    { type: 'initiative-set', id: 'o' as never, value: 5 },
    { type: 'combat-started' },
    // Kael dies (−Con in PF1 with Con 10; 0 HP in B/X without the negative-HP option).
    { type: 'damage', id: 'b' as never, amount: system === 'pf1' ? 25 : 12 },
    { type: 'damage', id: 'o' as never, amount: 9 },
  ];
  it.each([
    // PRD › Gamemastering › Awarding Experience: each PC that participated (allies not counted, the dead are).
    ['pf1', 2, 1200],
    // OSE › Division of Experience: the characters who survived, retainers included.
    ['osr', 2, 1200],
  ] as const)('%s: %d share', (system, sharers, xp) => {
    const start = createEncounter({ id: 'e', name: 'x', system, seed: 1 });
    const s = fightSummary(
      start,
      events(system),
      (c) => (c.name === 'Ogre' ? xp * 2 : undefined),
      () => '',
    );
    expect(s.xpSharers).toBe(sharers);
    expect(s.xpEach).toBe(xp);
  });
});
