/** Starfinder rests for the party: 10 minutes and 1 RP give back all Stamina; 8 hours give back SP, RP and level HP. */
import { describe, expect, it } from 'vitest';
import { applyEvent, createEncounter } from '../combat';
import { createSeededRng } from '../rules';
import { partyJoinSteps, partyWriteBack, type PartyMember } from './party';
import { getProcedures } from '../rules';
import { previewRest, type RestMember } from './rest';

const keskodai = (stamina: number | undefined, resolve: number | undefined): RestMember => ({
  id: 'k',
  name: 'Keskodai',
  hpMax: 20,
  level: 3,
  staminaMax: 18,
  resolveMax: 5,
  state: { hpCurrent: 12, nonlethal: 0, conditions: [], resources: '', stamina, resolve },
});
const rng = () => createSeededRng(1);

describe('Starfinder rests', () => {
  it('offers the 8-hour rest, the 10-minute rest and the day of bed rest, each with its source', () => {
    expect(getProcedures('sf1').rests.map((r) => [r.kind, r.minutes])).toEqual([
      ['night', 480],
      ['sf-short', 10],
      ['day', 1440],
    ]);
    for (const r of getProcedures('sf1').rests) expect(r.source).toMatch(/Starfinder SRD/);
  });

  it('10 minutes: 1 RP spent, Stamina full, HP unchanged', () => {
    const [line] = previewRest('sf1', 'sf-short', [keskodai(4, 3)], rng());
    expect(line.after).toMatchObject({ stamina: 18, resolve: 2, hpCurrent: 12 });
    expect(line.detail).toContain('PE 4 → 18');
  });

  it.each([
    ['no Resolve left', keskodai(4, 0), 4, 0, /plus de Persévérance/],
    ['Stamina already full', keskodai(18, 3), 18, 3, /déjà pleine/],
  ] as const)('10 minutes with %s: nothing spent', (_, m, sp, rp, why) => {
    const [line] = previewRest('sf1', 'sf-short', [m], rng());
    expect(line.after).toMatchObject({ stamina: sp, resolve: rp });
    expect(line.detail).toMatch(why);
  });

  it('8 hours: HP + level, all Stamina and all Resolve', () => {
    const [line] = previewRest('sf1', 'night', [keskodai(0, 1)], rng());
    expect(line.after).toMatchObject({ hpCurrent: 15, stamina: 18, resolve: 5 });
  });

  it('a member without pools (another system) gets none', () => {
    const [line] = previewRest(
      'dnd35',
      'night',
      [{ ...keskodai(undefined, undefined), staminaMax: undefined, resolveMax: undefined }],
      rng(),
    );
    expect(line.after.stamina).toBeUndefined();
  });

  it('the Stamina and Resolve left go into the next fight and come back out of it', () => {
    const member: PartyMember = {
      id: 'sf1:party:k',
      name: 'Keskodai',
      combatant: { name: 'Keskodai', side: 'pc', hpMax: 20, staminaMax: 18, resolveMax: 5 },
      party: { hpCurrent: 12, nonlethal: 0, conditions: [], resources: '', stamina: 7, resolve: 2 },
    };
    const start = createEncounter({ id: 'e', name: 'Quai 9', system: 'sf1', seed: 3 });
    const enc = partyJoinSteps([member]).reduce(
      (e, step) => applyEvent(e, typeof step === 'function' ? step(e) : step),
      start,
    );
    expect(enc.combatants[0].hp.stamina).toMatchObject({ current: 7, max: 18 });
    expect(enc.combatants[0].hp.resolve).toMatchObject({ current: 2, max: 5 });
    const hurt = applyEvent(enc, { type: 'damage', id: enc.combatants[0].id, amount: 5 });
    const [back] = partyWriteBack(hurt, [member], () => '');
    expect(back.after).toMatchObject({ stamina: 2, resolve: 2, hpCurrent: 12 });
  });
});
