import { describe, expect, it } from 'vitest';
import { quickEntryToInput } from './quick-add-input';
import { parseQuickAdd, QuickAddError } from './quick-add';

describe('quickEntryToInput with manoeuvre stats', () => {
  it('puts BBA, For, Dex, Con and taille into the combatant’s fighter stats', () => {
    const input = quickEntryToInput(
      parseQuickAdd('Ogre PV 30 CA 16 BBA +5 For 21 Dex 8 taille G'),
      'dnd35',
      'D&D 3.5',
    );
    expect(input).toMatchObject({
      hpMax: 30,
      defences: { ac: 16 },
      fighter: { bab: 5, str: 21, dex: 8, size: 'large' },
    });
  });

  it('refuses them where there are no manoeuvres, saying so', () => {
    const entry = parseQuickAdd('Gobelin PV 5 For 12');
    expect(() => quickEntryToInput(entry, 'co', 'Chroniques Oubliées')).toThrow(QuickAddError);
    expect(() => quickEntryToInput(entry, 'co', 'Chroniques Oubliées')).toThrow(
      /servent aux manœuvres, que Chroniques Oubliées n'a pas/,
    );
  });
});
