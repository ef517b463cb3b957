import { describe, expect, it } from 'vitest';
import type { ModifierTarget } from '../types';
import { RulesError } from '../errors';
import { OSR_CONDITIONS, OSR_FATIGUE_TRACK, osrCondition } from './conditions';

const valueOf = (id: string, target: ModifierTarget) =>
  osrCondition(id).modifiers.find((m) => m.target === target)?.value ?? 0;

describe('OSR conditions — OSR › Modificateurs situationnels / Cas particuliers', () => {
  it.each([
    // [id, target, value, source]
    ['fatigued', 'attack', -1, 'fatigué : −1 attaque'],
    ['fatigued', 'damage', -1, 'fatigué : −1 dommages'],
    ['fatigued', 'ac', 0, 'fatigué : pas de malus de CA'],
    ['exhausted', 'attack', -2, 'fourbu : −2 attaque'],
    ['exhausted', 'damage', -2, 'fourbu : −2 dommages'],
    ['exhausted', 'ac', -2, 'fourbu : CA +2 descendante = 2 points de moins'],
    ['spent', 'attack', -4, 'exténué : −4 attaque'],
    ['spent', 'damage', -4, 'exténué : −4 dommages'],
    ['spent', 'ac', -2, 'exténué : CA +2 descendante'],
    ['blinded', 'attack', -4, 'aveuglé : −4'],
    ['in-darkness', 'attack', -4, 'dans le noir : −4'],
    ['stunned', 'ac', -4, 'étourdi : adversaires à +4'],
    ['fleeing', 'ac', -2, 'fuyard : attaquants à +2'],
    ['retreating', 'ac', -2, 'retraite : bonus d’attaque par-derrière'],
  ] as const)('%s: %s %i (%s)', (id, target, value, _source) => {
    expect(valueOf(id, target)).toBe(value);
  });

  it.each([
    ['surprised', 'no-actions'],
    ['surprised', 'loses-dex-to-ac'],
    ['stunned', 'no-actions'],
    ['stunned', 'loses-dex-to-ac'],
    ['paralyzed', 'helpless'],
    ['paralyzed', 'vulnerable-to-coup-de-grace'],
    ['unconscious', 'helpless'],
    ['unconscious', 'vulnerable-to-coup-de-grace'],
    ['retreating', 'cannot-attack'],
    ['casting', 'cannot-move'],
  ] as const)('%s has %s', (id, flag) => {
    expect(osrCondition(id).flags).toContain(flag);
  });

  it('fatigue is one track, fatigué → fourbu → exténué', () => {
    expect(OSR_FATIGUE_TRACK.map((id) => osrCondition(id).track)).toEqual([
      { id: 'fatigue', step: 1 },
      { id: 'fatigue', step: 2 },
      { id: 'fatigue', step: 3 },
    ]);
    expect(OSR_FATIGUE_TRACK.map((id) => osrCondition(id).name.fr)).toEqual(['Fatigué', 'Fourbu', 'Exténué']);
  });

  it('ids are unique kebab-case and every record cites the text', () => {
    const ids = OSR_CONDITIONS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of OSR_CONDITIONS) {
      expect(c.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(c.source).toMatch(/^OSR › /);
    }
  });

  it('refuses an unknown id', () => {
    expect(() => osrCondition('prone')).toThrow(RulesError);
  });
});
