import { describe, expect, it } from 'vitest';
import { applyEvent, createEncounter, replay } from '../../shared/combat';
import type { Encounter, LogEntry } from '../../shared/combat';
import { combatantId } from '../../shared/combat';
import { createI18n } from '../i18n';
import { phraseLine, type PhraseContext } from './phrase';

const g = (n: number) => combatantId(`g${n}`);

function fight(): Encounter {
  const start = createEncounter({ id: 'e', name: 'Boule de feu', system: 'dnd35', seed: 3 });
  return replay(start, [
    {
      type: 'combatant-added',
      combatant: { id: 'g1', name: 'Gobelin 1', hpMax: 30, saves: 'Réf +1 évasion' },
    },
    { type: 'combatant-added', combatant: { id: 'g3', name: 'Gobelin 3', hpMax: 30, saves: 'Réf +1' } },
    {
      type: 'combatant-added',
      combatant: { id: 'g5', name: 'Gobelin 5', hpMax: 30, saves: 'Réf +1', damageDefences: 'feu 10' },
    },
  ]);
}

function lines(language: 'fr' | 'en', log: readonly LogEntry[]): string[] {
  const ctx: PhraseContext = { t: createI18n(language).t, language, system: 'dnd35' };
  return log.map((l) => ('text' in l ? l.text : phraseLine(l, ctx)));
}

describe('group save lines', () => {
  const after = applyEvent(fight(), {
    type: 'group-save',
    targets: [g(1), g(3), g(5)],
    save: 'ref',
    dc: 15,
    typed: [
      { id: g(1), total: 16 },
      { id: g(3), total: 14 },
      { id: g(5), total: 3 },
    ],
    damageTotal: 21,
    types: ['fire'],
    onSuccess: 'half',
  }).log.slice(-4);

  it('French, as the GM says it', () => {
    expect(lines('fr', after)).toEqual([
      'Sauvegarde de groupe (3) : Réf DD 15 — 21 dégâts de feu, moitié si réussi',
      'Gobelin 1 : Réf 16 contre DD 15, réussi (évasion) — aucun dégât',
      'Gobelin 3 : Réf 14 contre DD 15, raté — 21 dégâts de feu (PV 9/30)',
      'Gobelin 5 : Réf 3 contre DD 15, raté — 11 dégâts de feu (21 feu − résistance 10 = 11) (PV 19/30)',
    ]);
  });

  it('English', () => {
    expect(lines('en', after)).toEqual([
      'Group save (3): Ref DC 15 — 21 fire damage, half on a success',
      'Gobelin 1: Ref 16 vs DC 15, saved (evasion) — no damage',
      'Gobelin 3: Ref 14 vs DC 15, failed — 21 fire damage (HP 9/30)',
      'Gobelin 5: Ref 3 vs DC 15, failed — 11 fire damage (21 fire − resistance 10 = 11) (HP 19/30)',
    ]);
  });

  it('a rolled save says its die', () => {
    const rolled = applyEvent(fight(), {
      type: 'group-save',
      targets: [g(3)],
      save: 'ref',
      dc: 15,
      damage: '6d6',
      onSuccess: 'half',
    });
    const [head, line] = lines('fr', rolled.log.slice(-2));
    expect(head).toMatch(/^Sauvegarde de groupe \(1\) : Réf DD 15 — 6d6 = \d+, moitié si réussi$/);
    expect(line).toMatch(/^Gobelin 3 : Réf \d+ \(d20 = \d+ \+ 1\) contre DD 15, (raté|réussi)/);
  });
});

describe('a typed natural and a superior characteristic', () => {
  it('« 14 n1 » fails with its natural 1; a CO troll’s FOR rolls two d20 and says which it kept', () => {
    const co = replay(createEncounter({ id: 'c', name: 'Pont', system: 'co', seed: 5 }), [
      { type: 'combatant-added', combatant: { id: 'g1', name: 'Troll', hpMax: 60, saves: 'FOR +6* DEX +1' } },
      { type: 'combatant-added', combatant: { id: 'g2', name: 'Loup', hpMax: 9, saves: 'FOR +1' } },
    ]);
    const after = applyEvent(co, {
      type: 'group-save',
      targets: [g(1), g(2)],
      save: 'str',
      dc: 12,
      typed: [{ id: g(2), total: 14, d20: 1 }],
      damageTotal: 8,
      onSuccess: 'half',
    }).log.slice(-2);
    const ctx = (language: 'fr' | 'en'): PhraseContext => ({
      t: createI18n(language).t,
      language,
      system: 'co',
    });
    const say = (l: LogEntry | undefined, language: 'fr' | 'en') =>
      l === undefined || 'text' in l ? '' : phraseLine(l, ctx(language));
    const [troll, wolf] = after.map((l) => say(l, 'fr'));
    expect(troll).toMatch(
      /^Troll : FOR \d+ \(meilleur de 2d20 : (\d+), l’autre \d+ ; \1 \+ 6\) contre difficulté 12/,
    );
    expect(wolf).toBe('Loup : FOR 14 contre difficulté 12, raté (1 naturel) — 8 dégâts (PV 1/9)');
    expect(say(after[0], 'en')).toMatch(
      /^Troll: STR \d+ \(best of 2d20: (\d+), the other \d+; \1 \+ 6\) vs difficulty 12/,
    );
  });
});
