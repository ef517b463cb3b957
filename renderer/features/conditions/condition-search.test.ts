import { describe, expect, it } from 'vitest';
import { getSystem, type SystemId } from '../../../shared/rules';
import { searchConditions } from './condition-search';

describe('searchConditions', () => {
  it.each([
    ['dnd35', 'étourdi', 'stunned'],
    ['dnd35', 'ETOURDI', 'stunned'],
    ['dnd35', 'stun', 'stunned'],
    ['dnd35', 'depourvu', 'flat-footed'],
    ['dnd35', 'flat', 'flat-footed'],
    ['dnd35', 'terre', 'prone'],
    ['pf1', 'agrip', 'grappled'],
    ['sf1', 'off-k', 'off-kilter'],
    ['co', 'surpris', 'surprised'],
    ['co', 'renverse', 'knocked-down'],
    ['osr', 'fourbu', 'exhausted'],
  ] as [SystemId, string, string][])('%s « %s » → %s first', (system, query, id) => {
    expect(searchConditions(getSystem(system).conditions, query)[0]?.id).toBe(id);
  });

  it('a blank query lists the catalogue without the health states the engine sets', () => {
    const all = searchConditions(getSystem('dnd35').conditions, '  ');
    expect(all.map((d) => d.id)).toContain('stunned');
    expect(all.map((d) => d.id)).not.toContain('dying');
  });

  it('nothing matches a made-up name', () => {
    expect(searchConditions(getSystem('pf1').conditions, 'zzz')).toEqual([]);
  });
});
