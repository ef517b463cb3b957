import { describe, expect, it } from 'vitest';
import { getSystem, RulesError, SYSTEM_IDS } from './index';

describe('getSystem', () => {
  it.each(SYSTEM_IDS)('returns the definition of %s under its own id', (id) => {
    expect(getSystem(id).id).toBe(id);
  });

  it('refuses an unknown system with a typed error', () => {
    expect(() => getSystem('gurps' as never)).toThrow(RulesError);
  });
});
