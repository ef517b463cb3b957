/** Who may make an attack of opportunity, system by system, with the rule each case follows. */
import { describe, expect, it } from 'vitest';
import type { SystemId } from './types';
import { noAttackOfOpportunity } from './index';

describe('noAttackOfOpportunity', () => {
  const cases: [string, SystemId, string[], string[], ReturnType<typeof noAttackOfOpportunity>][] = [
    // DRS › Pris au dépourvu: no AoO while flat-footed
    ['dnd35 pris au dépourvu', 'dnd35', ['flat-footed'], [], 'flat-footed'],
    // DRS › Attaques réflexes: AoO even while flat-footed
    ['dnd35 pris au dépourvu avec Attaques réflexes', 'dnd35', ['flat-footed'], ['combat-reflexes'], null],
    // PRD › Conditions › Flat-Footed
    ['pf1 pris au dépourvu', 'pf1', ['flat-footed'], [], 'flat-footed'],
    // PRD › Feats › Combat Reflexes
    ['pf1 pris au dépourvu avec Réflexes de combat', 'pf1', ['flat-footed'], ['combat-reflexes'], null],
    // SF CRB › Conditions › Flat-Footed: no reactions, no feat lifts it
    ['sf1 pris au dépourvu, même avec le don', 'sf1', ['flat-footed'], ['combat-reflexes'], 'flat-footed'],
    // PRD › Conditions › Helpless: threatens nobody
    ['pf1 sans défense', 'pf1', ['helpless'], ['combat-reflexes'], 'cannot-threaten'],
    ['dnd35 rien de spécial', 'dnd35', ['shaken'], [], null],
    ['pf1 aucune condition', 'pf1', [], [], null],
  ];
  it.each(cases)('%s', (_label, system, conditions, feats, expected) => {
    expect(noAttackOfOpportunity(system, conditions, feats)).toBe(expected);
  });
});
