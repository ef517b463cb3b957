/** Old-school B/X attack procedure (OSR › Attaque, Formule du jet d'attaque, Couverture, Portée). */
import type { AttackProcedure, SituationalModifier } from '../common/attack';
import { fromCell } from '../common/modifier-rows';
import { OSR_SRC } from './records';
import { OSR_ATTACK_ROWS } from './tables-attack';

const l = (fr: string, en: string) => ({ fr, en });
/** The modifier column of the situational table: [situation, modifier, details]. */
const MOD = 1;

/**
 * Situational modifiers, read from the quick-reference table's rows (tables-attack.ts) where it holds
 * a number; partial cover is « −1 à −4 » at the GM's call, offered as its two ends.
 */
const SITUATIONAL: SituationalModifier[] = [
  fromCell(OSR_ATTACK_ROWS.behind, MOD, {
    id: 'attack-from-behind',
    name: l('Attaque par-derrière (ignore le bouclier)', 'Attack from behind (ignores the shield)'),
    side: 'attack',
    group: 'behind',
    source: OSR_SRC.situational,
  }),
  fromCell(OSR_ATTACK_ROWS.fleeing, MOD, {
    id: 'fleeing-target',
    name: l('Contre un fuyard (ignore le bouclier)', 'Against a fleeing foe (ignores the shield)'),
    side: 'attack',
    group: 'behind',
    source: OSR_SRC.situational,
  }),
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
  fromCell(OSR_ATTACK_ROWS.shortRange, MOD, {
    id: 'short-range',
    name: l('Portée courte', 'Short range'),
    side: 'attack',
    range: 'ranged',
    group: 'range',
    source: OSR_SRC.range,
  }),
  fromCell(OSR_ATTACK_ROWS.longRange, MOD, {
    id: 'long-range',
    name: l('Portée longue', 'Long range'),
    side: 'attack',
    range: 'ranged',
    group: 'range',
    source: OSR_SRC.range,
  }),
  fromCell(OSR_ATTACK_ROWS.blind, MOD, {
    id: 'attacker-blinded',
    name: l('Attaquant aveuglé ou dans le noir', 'Attacker blind or in the dark'),
    side: 'attack',
    condition: { who: 'attacker', id: 'blinded' },
    source: OSR_SRC.situational,
  }),
  fromCell(OSR_ATTACK_ROWS.blind, MOD, {
    id: 'target-invisible',
    name: l('Cible invisible', 'Invisible target'),
    side: 'attack',
    source: OSR_SRC.situational,
  }),
  fromCell(OSR_ATTACK_ROWS.stunnedTarget, MOD, {
    id: 'target-stunned',
    name: l('Cible étourdie', 'Stunned target'),
    side: 'attack',
    condition: { who: 'target', id: 'stunned' },
    source: OSR_SRC.special,
  }),
];

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
  situational: SITUATIONAL,
  source: `${OSR_SRC.attack} ; ${OSR_SRC.formula}`,
};
