import { describe, expect, it } from 'vitest';
import type { ModifierTarget } from '../types';
import { RulesError } from '../errors';
import { expandConditions, pf1Condition, PF1_CONDITIONS } from './conditions';
import { PF1_ACTIONS } from './actions';

const PRD = 'PRD › Appendix 2 › Conditions';

describe(`catalogue des états — ${PRD}`, () => {
  it('contient toute la liste du PRD, et rien d’autre', () => {
    expect(PF1_CONDITIONS.map((c) => c.id)).toEqual(
      [
        'bleed',
        'blinded',
        'broken',
        'confused',
        'cowering',
        'dazed',
        'dazzled',
        'dead',
        'deafened',
        'disabled',
        'dying',
        'energy-drained',
        'entangled',
        'exhausted',
        'fascinated',
        'fatigued',
        'flat-footed',
        'frightened',
        'grappled',
        'helpless',
        'incorporeal',
        'invisible',
        'nauseated',
        'panicked',
        'paralyzed',
        'petrified',
        'pinned',
        'prone',
        'shaken',
        'sickened',
        'stable',
        'staggered',
        'stunned',
        'unconscious',
      ].sort(),
    );
  });

  it.each(PF1_CONDITIONS.map((c) => [c.id, c] as const))(
    '%s : noms, résumé et source renseignés',
    (_id, c) => {
      expect(c.name.fr && c.name.en && c.summary.fr && c.summary.en).toBeTruthy();
      expect(c.source).toMatch(/Aide de jeu PF1|PRD/);
      expect(c.origin === 'open-rules' ? c.source : 'ok').toMatch(/PRD|ok/);
      c.modifiers.forEach((m) => expect(m.source).toBe(c.id));
    },
  );

  it.each<[string, ModifierTarget, number, string]>([
    ['blinded', 'ac', -2, 'PRD › Blinded'],
    ['broken', 'attack', -2, 'Aide › Utiliser une arme brisée'],
    ['broken', 'damage', -2, 'Aide › Utiliser une arme brisée'],
    ['cowering', 'ac', -2, 'PRD › Cowering'],
    ['dazzled', 'attack', -1, 'PRD › Dazzled'],
    ['deafened', 'initiative', -4, 'PRD › Deafened'],
    ['energy-drained', 'attack', -1, 'PRD › Energy Drained'],
    ['energy-drained', 'cmd', -1, 'PRD › Energy Drained'],
    ['entangled', 'attack', -2, 'PRD › Entangled'],
    ['entangled', 'dex', -4, 'PRD › Entangled'],
    ['exhausted', 'str', -6, 'PRD › Exhausted'],
    ['exhausted', 'dex', -6, 'PRD › Exhausted'],
    ['fascinated', 'skills', -4, 'PRD › Fascinated'],
    ['fatigued', 'str', -2, 'Aide › Dormir en armure'],
    ['fatigued', 'dex', -2, 'Aide › Dormir en armure'],
    ['frightened', 'attack', -2, 'PRD › Frightened'],
    ['frightened', 'saves', -2, 'PRD › Frightened'],
    ['grappled', 'dex', -4, 'Aide › Lutte'],
    ['grappled', 'attack', -2, 'Aide › Lutte'],
    ['helpless', 'ac-vs-melee', -4, 'Aide › Cible sans défense'],
    ['invisible', 'attack', 2, 'PRD › Invisible'],
    ['panicked', 'saves', -2, 'PRD › Panicked'],
    ['pinned', 'ac', -4, 'Aide › Lutte › Immobiliser'],
    ['prone', 'melee-attack', -4, 'PRD › Prone'],
    ['prone', 'ac-vs-ranged', 4, 'PRD › Prone'],
    ['prone', 'ac-vs-melee', -4, 'PRD › Prone'],
    ['shaken', 'attack', -2, 'PRD › Shaken'],
    ['shaken', 'ability-checks', -2, 'PRD › Shaken'],
    ['sickened', 'attack', -2, 'PRD › Sickened'],
    ['sickened', 'damage', -2, 'PRD › Sickened'],
    ['stunned', 'ac', -2, 'PRD › Stunned'],
  ])('%s : %s %i (%s)', (id, target, value) => {
    expect(
      pf1Condition(id)
        .modifiers.filter((m) => m.target === target)
        .map((m) => m.value),
    ).toEqual([value]);
  });

  it.each<[string, number | undefined]>([
    ['blinded', 0.5],
    ['entangled', 0.5],
    ['exhausted', 0.5],
    ['grappled', 0],
    ['pinned', 0],
    ['fatigued', undefined],
  ])('%s : vitesse × %s (PRD)', (id, multiplier) => {
    expect(pf1Condition(id).modifiers.find((m) => m.target === 'speed')?.multiplier).toBe(multiplier);
  });

  it.each<[string, string]>([
    ['flat-footed', 'loses-dex-to-ac'],
    ['stunned', 'loses-dex-to-ac'],
    ['stunned', 'drops-held-items'],
    ['pinned', 'loses-dex-to-ac'],
    ['blinded', 'loses-dex-to-ac'],
    ['helpless', 'vulnerable-to-coup-de-grace'],
    ['grappled', 'cannot-move'],
    ['nauseated', 'move-action-only'],
    ['staggered', 'single-action-only'],
    ['disabled', 'single-action-only'],
    ['panicked', 'flees'],
    ['fatigued', 'cannot-run-or-charge'],
    ['dying', 'automatic-from-health'],
  ])('%s porte le drapeau %s', (id, flag) => {
    expect(pf1Condition(id).flags).toContain(flag);
  });

  it.each<[string, string[]]>([
    ['nauseated', ['move']],
    ['stunned', []],
    ['dazed', []],
    ['unconscious', []],
    ['staggered', ['standard', 'attack', 'move', 'swift', 'immediate', 'free', 'five-foot-step']],
  ])('%s : actions permises %j', (id, allowed) => {
    expect(pf1Condition(id).allowedActions).toEqual(allowed);
  });

  it('toute action permise est un type d’action du système', () => {
    const known = PF1_ACTIONS.types.map((t) => t.id);
    PF1_CONDITIONS.forEach((c) => c.allowedActions?.forEach((a) => expect(known).toContain(a)));
  });

  it.each<[string, number, string[]]>([
    ['fear', 3, ['shaken', 'frightened', 'panicked']],
    ['fatigue', 2, ['fatigued', 'exhausted']],
  ])('piste %s : %i échelons dans l’ordre %j', (track, _steps, order) => {
    const steps = PF1_CONDITIONS.filter((c) => c.track?.id === track).sort(
      (a, b) => (a.track?.step ?? 0) - (b.track?.step ?? 0),
    );
    expect(steps.map((c) => c.id)).toEqual(order);
    expect(steps.map((c) => c.track?.step)).toEqual(order.map((_, i) => i + 1));
  });

  it('implies et excludes ne citent que des états connus, et excludes est symétrique', () => {
    PF1_CONDITIONS.forEach((c) => {
      c.implies?.forEach((id) => expect(() => pf1Condition(id)).not.toThrow());
      c.excludes?.forEach((id) => expect(pf1Condition(id).excludes ?? []).toContain(c.id));
    });
  });

  it.each<[string[], string[]]>([
    [['dying'], ['dying', 'unconscious', 'helpless']],
    [['petrified'], ['petrified', 'unconscious', 'helpless']],
    [['pinned'], ['pinned', 'flat-footed']],
    [
      ['paralyzed', 'helpless'],
      ['paralyzed', 'helpless'],
    ],
  ])('expandConditions(%j) = %j', (ids, expected) => {
    expect(expandConditions(ids).map((c) => c.id)).toEqual(expected);
  });

  it('état inconnu → RulesError unknown-condition', () => {
    expect(() => pf1Condition('sleepy')).toThrow(RulesError);
    expect(() => expandConditions(['prone', 'sleepy'])).toThrow(
      expect.objectContaining({ code: 'unknown-condition' }),
    );
  });
});
