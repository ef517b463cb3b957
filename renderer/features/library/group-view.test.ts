import { describe, expect, it } from 'vitest';
import type { Combatant } from '../../../shared/combat';
import { sameGroupView, type GroupView } from './group-view';

const orc1 = { id: 'c1', name: 'Orque 1' } as unknown as Combatant;
const orc2 = { id: 'c2', name: 'Orque 2' } as unknown as Combatant;
const base: GroupView = { name: 'Orques', members: [orc1, orc2], shared: true, oneTurn: false };

describe('sameGroupView (a group card renders again only when its group changed)', () => {
  it.each<[string, GroupView, boolean]>([
    ['the same fields, a new members array', { ...base, members: [orc1, orc2] }, true],
    ['another name', { ...base, name: 'Gobelins' }, false],
    ['no longer sharing its roll', { ...base, shared: false }, false],
    ['now one turn for all', { ...base, oneTurn: true }, false],
    ['a member fewer', { ...base, members: [orc1] }, false],
    ['a member changed (a new object)', { ...base, members: [orc1, { ...orc2 }] }, false],
    // A field GroupView gains later counts without anyone writing it here.
    ['a field the other has not', { ...base, extra: 1 } as GroupView, false],
  ])('%s → %s', (_, other, same) => {
    expect(sameGroupView(base, other)).toBe(same);
    expect(sameGroupView(other, base)).toBe(same);
  });
});
