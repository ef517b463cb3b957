import { describe, expect, it } from 'vitest';
import type { Combatant } from '../../../shared/combat';
import { groupCardView, sameGroupCard, type GroupView } from './group-view';

const orc = (id: string, hp: number, init: number | null) =>
  ({
    id,
    name: `Orque ${id}`,
    hp: { current: hp, max: 9 },
    initiative: { result: init },
  }) as unknown as Combatant;
const group = (over: Partial<GroupView> = {}): GroupView => ({
  name: 'Orques',
  members: [orc('1', 9, null), orc('2', 9, null)],
  shared: false,
  oneTurn: false,
  ...over,
});

describe('a group card renders again only when what it shows changed', () => {
  const base = groupCardView(group());
  it.each<[string, GroupView, boolean]>([
    ['each member rolled its own initiative', group({ members: [orc('1', 9, 14), orc('2', 9, 3)] }), true],
    ['a member took damage', group({ members: [orc('1', 9, null), orc('2', 4, null)] }), false],
    ['a member fewer', group({ members: [orc('1', 9, null)] }), false],
    ['another name', group({ name: 'Gobelins' }), false],
    ['now one turn for all', group({ oneTurn: true }), false],
    ['now sharing one roll', group({ shared: true }), false],
  ])('%s → same: %s', (_, other, same) => {
    expect(sameGroupCard(base, groupCardView(other))).toBe(same);
    expect(sameGroupCard(groupCardView(other), base)).toBe(same);
  });

  it('a shared roll shows on the card, and a new shared roll renders it again', () => {
    const rolled = (init: number) =>
      groupCardView(group({ shared: true, members: [orc('1', 9, init), orc('2', 9, init)] }));
    expect(rolled(12).sharedInit).toBe(12);
    expect(sameGroupCard(rolled(12), rolled(12))).toBe(true);
    expect(sameGroupCard(rolled(12), rolled(7))).toBe(false);
  });
});

describe('a folded group line stands for a living member (issue 26)', () => {
  it('the first goblin dying, the line shows the next one standing — its AC, not the dying one’s', async () => {
    const { applyEvent } = await import('../../../shared/combat');
    const { oneTurnGoblins } = await import('../../../shared/combat/test-fixtures');
    const { visibleRows } = await import('./group-view');
    let enc = oneTurnGoblins();
    const [first] = enc.combatants.filter((c) => c.group === 'Gobelin');
    enc = applyEvent(enc, { type: 'damage', id: first.id, amount: 7 });
    expect(enc.combatants.find((c) => c.id === first.id)?.health).toBe('dying');
    const rows = enc.order.map((id) => ({ c: enc.combatants.find((c) => c.id === id)!, current: false }));
    const line = visibleRows(rows, enc, new Set()).find((r) => r.group?.folded);
    expect(line?.group?.shown).toBe('Gobelin 2');
    expect(line?.c.health).toBe('ok');
  });
});
