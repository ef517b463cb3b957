/** The concentration check of a caster hurt while concentrating, per system, with each rule's source. */
import { describe, expect, it } from 'vitest';
import { SYSTEM_IDS } from '../system-ids';
import { concentrationDc, concentrationSucceeds, getProcedures } from '../index';

describe('concentration DC per system', () => {
  // [system, damage, spell level, DC (null: no check), source]
  const rows: [string, number, number, number | null, string][] = [
    ['dnd35', 7, 3, 20, 'DRS › Concentration: DD 10 + dégâts infligés + niveau du sort'],
    ['dnd35', 1, 0, 11, 'DRS › Concentration: a cantrip hit for 1'],
    ['pf1', 7, 3, 20, 'PRD › Magic › Concentration › Injury: 10 + damage taken + spell level'],
    ['pf1', 12, 9, 31, 'PRD › Magic › Concentration › Injury'],
    ['sf1', 7, 3, null, 'SF CRB › Cast a Spell: no check, the spell is lost'],
    ['co', 7, 3, null, 'CO › Sorts: no rule'],
    ['osr', 7, 3, null, 'OSR › Séquence de combat: no check, the spell is lost'],
  ];
  it.each(rows)('%s: %i damage, level %i → DC %s (%s)', (system, damage, level, dc) => {
    const rule = getProcedures(system as (typeof SYSTEM_IDS)[number]).concentration;
    expect(concentrationDc(rule, damage, level)).toBe(dc);
  });

  it('every system says its rule with a source; those with none say so in both languages', () => {
    for (const id of SYSTEM_IDS) {
      const rule = getProcedures(id).concentration;
      expect(rule, id).toBeDefined();
      expect(rule?.source.length, id).toBeGreaterThan(0);
      if (rule?.kind === 'none') {
        expect(rule.note.fr.length).toBeGreaterThan(0);
        expect(rule.note.en.length).toBeGreaterThan(0);
      }
    }
  });

  it('meeting the DC succeeds, one less fails', () => {
    expect(concentrationSucceeds(17, 17)).toBe(true);
    expect(concentrationSucceeds(16, 17)).toBe(false);
  });
});
