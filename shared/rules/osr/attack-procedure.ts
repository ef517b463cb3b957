/** Old-school B/X attack procedure (OSR › Attaque, Formule du jet d'attaque, Couverture, Portée). */
import type { AttackProcedure } from '../common/attack';
import { OSR_SRC } from './records';

const l = (fr: string, en: string) => ({ fr, en });

/**
 * OSR › Formule du jet d'attaque: d20 + modifiers must reach THAC0 − the target's descending AC; a
 * natural 20 always hits and a natural 1 always misses; no critical hits. Situational modifiers:
 * partial cover −1 to −4 (the GM's call), range +1 short / −1 long, −4 when blind, in the dark or
 * against an invisible enemy.
 */
export const OSR_ATTACK: AttackProcedure = {
  system: 'osr',
  defences: [{ field: 'descendingAc', name: l('CA', 'AC'), when: l('CA descendante', 'Descending AC') }],
  thac0: true,
  naturalTwentyHits: true,
  naturalOneMisses: true,
  critical: { kind: 'none' },
  criticalDamage: 'multiply',
  situational: [
    {
      id: 'light-cover',
      name: l('Cible un peu abritée', 'Target lightly covered'),
      attack: -1,
      group: 'cover',
      source: OSR_SRC.cover,
    },
    {
      id: 'heavy-cover',
      name: l('Cible très abritée', 'Target heavily covered'),
      attack: -4,
      group: 'cover',
      source: OSR_SRC.cover,
    },
    {
      id: 'short-range',
      name: l('Portée courte', 'Short range'),
      attack: 1,
      range: 'ranged',
      group: 'range',
      source: OSR_SRC.range,
    },
    {
      id: 'long-range',
      name: l('Portée longue', 'Long range'),
      attack: -1,
      range: 'ranged',
      group: 'range',
      source: OSR_SRC.range,
    },
    {
      id: 'attacker-blinded',
      name: l('Attaquant aveuglé ou dans le noir', 'Attacker blind or in the dark'),
      attack: -4,
      condition: { who: 'attacker', id: 'blinded' },
      source: OSR_SRC.situational,
    },
    {
      id: 'target-invisible',
      name: l('Cible invisible', 'Invisible target'),
      attack: -4,
      source: OSR_SRC.situational,
    },
  ],
  source: `${OSR_SRC.attack} ; ${OSR_SRC.formula}`,
};
