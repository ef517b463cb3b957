import { describe, expect, it } from 'vitest';
import {
  combatantId,
  createEncounter,
  replay,
  type EncounterEvent,
  type LogEntry,
} from '../../shared/combat';
import { createI18n } from '../i18n';
import { phraseEntry, phraseLine, type PhraseContext } from './phrase';

const start = createEncounter({ id: 'e', name: 'Test', system: 'dnd35', seed: 7 });
const events: EncounterEvent[] = [
  { type: 'combatant-added', combatant: { id: 'orc', name: 'Orque', hpMax: 10 } },
  { type: 'combatant-added', combatant: { id: 'ald', name: 'Aldric', hpMax: 12 } },
  { type: 'initiative-set', id: combatantId('orc'), value: 12 },
  { type: 'initiative-set', id: combatantId('ald'), value: 15 },
  { type: 'combat-started' },
  { type: 'damage', id: combatantId('orc'), amount: 7 },
  {
    type: 'effect-applied',
    targets: [combatantId('orc')],
    what: { kind: 'condition', conditionId: 'stunned' },
    duration: { kind: 'rounds', rounds: 2 },
  },
  { type: 'dice-rolled', notation: '2d6+3', total: 11, detail: '[4, 4] + 3' },
];

async function phrased(language: 'fr' | 'en', log: readonly LogEntry[]): Promise<string[]> {
  const i18n = createI18n(language);
  const ctx: PhraseContext = { t: i18n.t, language, system: 'dnd35' };
  return log.map((l) => phraseEntry(l, ctx));
}

describe('the combat log in the language of the moment', () => {
  const log = replay(start, events).log;

  it('French: the same words the engine wrote before the codes', async () => {
    const lines = await phrased('fr', log);
    expect(lines).toContain('Préparation — Orque rejoint la rencontre');
    expect(lines).toContain('Round 1 — Début du combat');
    expect(lines).toContain('Round 1 — Tour d’Aldric');
    // Dealt on Aldric's turn: credited to him (issue 26).
    expect(lines).toContain('Round 1 — Orque : 7 dégâts d’Aldric (PV 3/10)');
    expect(lines).toContain('Round 1 — Orque : Étourdi (2 rounds)');
    expect(lines).toContain('Round 1 — Jet de dés 2d6+3 : 11 ([4, 4] + 3)');
  });

  it('English: every line, with the condition named by the catalogue', async () => {
    const lines = await phrased('en', log);
    expect(lines).toContain('Setup — Orque joins the encounter');
    expect(lines).toContain('Round 1 — Combat starts');
    expect(lines).toContain("Round 1 — Aldric's turn");
    expect(lines).toContain('Round 1 — Orque: 7 damage by Aldric (HP 3/10)');
    expect(lines).toContain('Round 1 — Orque: Stunned (2 rounds)');
    expect(lines.join('\n')).not.toMatch(/dégâts|Début|Tour de|rejoint|Préparation/);
  });

  it('a version-1 line stays as it was written, in both languages', async () => {
    const old: LogEntry = { round: 2, text: 'Round 2 — Orque : 7 dégâts (PV 3/10)' };
    expect(await phrased('en', [old])).toEqual([old.text]);
  });

  it('a line of an unknown code or with odd parameters is shown as such, never a crash', async () => {
    const odd = [
      { round: 1, code: 'attack.future', params: { name: 'X' } },
      { round: 1, code: 'effect.applied', params: { names: 'X', effect: 5, duration: 'y' } },
      { round: 1, code: 'hp.damage', params: { name: 'X', amount: 2, hp: 'bad' } },
    ] as unknown as LogEntry[];
    const lines = await phrased('en', odd);
    expect(lines[0]).toBe('Round 1 — Line from a newer version (attack.future)');
    expect(lines).toHaveLength(3);
  });

  it('the dying check and hit points with their health state', async () => {
    const line: LogEntry = {
      round: 3,
      code: 'dying.d20Lost',
      params: {
        name: 'Aldric',
        check: { roll: 7, con: -2, hp: -3, total: 2 },
        hp: { current: -4, max: 12, temp: 0, nonlethal: 0 },
        state: 'dying',
      },
    };
    expect(await phrased('fr', [line])).toEqual([
      'Round 3 — Aldric mourant, d20 = 7 + Con −2 − 3 (PV négatifs) = 2 contre DD 10 : perd 1 PV, déjà retiré (PV -4/12) — mourant',
    ]);
    expect(await phrased('en', [line])).toEqual([
      'Round 3 — Aldric dying, d20 = 7 + Con −2 − 3 (negative HP) = 2 against DC 10: loses 1 HP, already taken off (HP -4/12) — dying',
    ]);
  });
});

describe('lines whose text depends on a count', () => {
  const line = (count: number): LogEntry => ({
    round: 2,
    code: 'hazard.countdown',
    params: { name: 'Le plafond s’effondre', count, note: '' },
  });

  it.each([
    ['fr', 1, 'Le plafond s’effondre : dans 1 round'],
    ['fr', 3, 'Le plafond s’effondre : dans 3 rounds'],
    ['en', 1, 'Le plafond s’effondre: in 1 round'],
    ['en', 3, 'Le plafond s’effondre: in 3 rounds'],
  ] as const)('%s, %i round(s) left: « %s »', async (language, count, expected) => {
    const [text] = await phrased(language, [line(count)]);
    expect(text).toContain(expected);
  });
});

describe('the initiative line names each result after its combatant (issue 26)', () => {
  it.each([
    ['fr', 'Initiative : Gobelin 2 : 6, Orque : 14'],
    ['en', 'Initiative: Gobelin 2: 6, Orque: 14'],
  ] as const)('%s: « %s »', (language, expected) => {
    const line = {
      code: 'initiative.rolled',
      params: {
        results: [
          { name: 'Gobelin 2', value: 6 },
          { name: 'Orque', value: 14 },
        ],
      },
    } as const;
    expect(phraseLine(line as never, { t: createI18n(language).t, language, system: 'dnd35' })).toBe(
      expected,
    );
  });
});
