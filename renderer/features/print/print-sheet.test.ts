import { describe, expect, it } from 'vitest';
import { applyEvent, createEncounter, type CombatantId, type Encounter } from '../../../shared/combat';
import { createI18n } from '../../i18n';
import { printedHeading, printedLog, printedOrder } from './print-sheet';

/** A running D&D 3.5 fight: Aldric (PC), Loup (hidden), Gobelin hurt and shaken; Loup's turn. */
function fight(): Encounter {
  let enc = createEncounter({ id: 'e', name: 'Embuscade au gué', system: 'dnd35', seed: 1 });
  for (const [name, side, init, hidden] of [
    ['Aldric', 'pc', 15, false],
    ['Gobelin', 'enemy', 8, false],
    ['Loup', 'enemy', 12, true],
  ] as const) {
    enc = applyEvent(enc, {
      type: 'combatant-added',
      combatant: { name, side, hidden, hpMax: 10, defences: { ac: 15 } },
    });
    enc = applyEvent(enc, {
      type: 'initiative-set',
      id: enc.combatants.at(-1)?.id as CombatantId,
      value: init,
    });
  }
  enc = applyEvent(enc, { type: 'combat-started' });
  const gobelin = enc.combatants[1].id;
  enc = applyEvent(enc, { type: 'damage', id: gobelin, amount: 3 });
  enc = applyEvent(enc, {
    type: 'effect-applied',
    targets: [gobelin],
    what: { kind: 'condition', conditionId: 'shaken' },
    duration: { kind: 'until-removed' },
  });
  return applyEvent(enc, { type: 'turn-advanced' });
}

describe('the printed sheet', () => {
  const enc = fight();

  it('lists every combatant in acting order, the one acting and the hidden ones marked, in French', () => {
    const i18n = createI18n('fr');
    const lines = printedOrder(enc, i18n.t, 'fr');
    expect(lines.map((l) => [l.rank, l.name, l.initiative, l.acting, l.hidden])).toEqual([
      [1, 'Aldric', '15', false, false],
      [2, 'Loup', '12', true, true],
      [3, 'Gobelin', '8', false, false],
    ]);
    expect(lines[2]).toMatchObject({ side: 'ennemi', hp: '7/10', defences: 'CA 15', conditions: 'Secoué' });
  });

  it('speaks English in English', () => {
    const i18n = createI18n('en');
    const gobelin = printedOrder(enc, i18n.t, 'en')[2];
    expect(gobelin).toMatchObject({ side: 'enemy', defences: 'AC 15', conditions: 'Shaken' });
    const heading = printedHeading(enc, i18n.t, 'en', new Date(2026, 2, 12, 14, 5));
    expect(heading.subtitle).toBe(
      'Dungeons & Dragons 3.5 (SRD) · round 1 · printed on 12 March 2026 at 14:05',
    );
  });

  it('prints the whole log, first line first (the screen shows the latest first)', () => {
    const lines = printedLog(enc.log, (entry) => JSON.stringify(entry));
    expect(lines).toHaveLength(enc.log.length);
    expect(lines[0]).toBe(JSON.stringify(enc.log[0]));
    expect(lines.at(-1)).toBe(JSON.stringify(enc.log.at(-1)));
  });
});
