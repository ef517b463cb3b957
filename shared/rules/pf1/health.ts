import type { HealthInput, HealthRules, HealthState } from '../types';
import { RulesError, requireInteger } from '../errors';
import { ABILITY_SCORE_RANGE, abilityModifier } from '../common/abilities';
import { l, SRC } from './helpers';

/** Hit points and what follows in Pathfinder (PRD › Combat › Injury and Death). */
export const PF1_HEALTH: HealthRules = {
  thresholds: [
    {
      state: 'ok',
      when: l(
        'PV au-dessus de 0 (et dégâts non létaux inférieurs aux PV)',
        'hp above 0 (and nonlethal damage below hp)',
      ),
    },
    {
      state: 'staggered',
      when: l('dégâts non létaux égaux aux PV actuels', 'nonlethal damage equal to current hp'),
    },
    {
      state: 'unconscious',
      when: l('dégâts non létaux supérieurs aux PV actuels', 'nonlethal damage above current hp'),
    },
    { state: 'disabled', when: l('exactement 0 PV', 'exactly 0 hp') },
    {
      state: 'dying',
      when: l('PV négatifs, au-dessus de −Con', 'negative hp above minus the Constitution score'),
    },
    {
      state: 'dead',
      when: l(
        'PV égaux ou inférieurs à −Con (valeur de Constitution)',
        'hp at or below minus the Constitution score',
      ),
    },
  ],
  dyingLossPerRound: 1,
  massiveDamage: {
    threshold: 50,
    saveDc: 15,
    text: l(
      'Règle optionnelle : une attaque qui inflige au moins la moitié des PV maximum (50 au minimum) sans tuer impose un jet de Vigueur DD 15, sinon mort.',
      'Optional rule: an attack dealing at least half the maximum hp (minimum 50) without killing calls for a DC 15 Fortitude save, or death.',
    ),
  },
  notes: [
    l(
      'Mourant : chaque round, test de Con DD 10 avec un malus égal aux PV négatifs ; 20 naturel : réussite. Réussite : stabilisé ; échec : −1 PV. Premiers secours DD 15 ou tout soin stabilise.',
      'Dying: each round a DC 10 Con check with the negative hp as a penalty; natural 20 succeeds. Success: stable; failure: −1 hp. A DC 15 Heal check or any healing stabilises.',
    ),
    l(
      'Hors de combat (0 PV) : une action fatigante (attaque, sort…) coûte 1 PV une fois finie, sauf si elle soigne.',
      'Disabled (0 hp): a strenuous action (attack, spell…) costs 1 hp once done, unless it heals.',
    ),
    l(
      'PV temporaires : perdus en premier, ne se soignent pas, ne se cumulent pas entre effets identiques.',
      'Temporary hp: lost first, cannot be healed, do not stack from the same effect.',
    ),
    l(
      'Dégâts non létaux : suivis à part ; chancelant quand ils égalent les PV actuels, inconscient au-delà ; on en récupère 1 par niveau et par heure.',
      'Nonlethal damage: tracked apart; staggered when equal to current hp, unconscious above; 1 per level per hour heals.',
    ),
    l(
      'Sans valeur de Constitution (morts-vivants, créatures artificielles) : détruit à 0 PV.',
      'No Constitution score (undead, constructs): destroyed at 0 hp.',
    ),
  ],
  source: `${SRC.prdInjury} ; ${SRC.damage}`,
};

function optionalInteger(value: unknown, what: string): number | undefined {
  return value === undefined ? undefined : requireInteger(value, what);
}

/**
 * Pathfinder health (PRD › Combat › Injury and Death): dead at hp ≤ −Con (a Con of 0, for undead,
 * means destroyed at 0 hp), dying below 0, disabled at exactly 0; above 0, nonlethal damage equal to
 * the current hp staggers and above it knocks out (at 0 hp, any nonlethal damage knocks out).
 * `negativeHpOption` is an osr option and is ignored. `con` is the Constitution SCORE (0–99): it is
 * required as soon as hp is negative and above −99, because the same hp can then be dying or dead —
 * without it a RulesError is thrown rather than guessing 10. Throws on non-integers and maxHp < 1.
 */
export function healthState(h: HealthInput): HealthState {
  if (typeof h !== 'object' || h === null)
    throw new RulesError('invalid-number', 'PV : objet { hp, maxHp } attendu');
  const hp = requireInteger(h.hp, 'PV');
  const maxHp = requireInteger(h.maxHp, 'PV maximum');
  if (maxHp < 1)
    throw new RulesError('invalid-number', `PV maximum : au moins 1 attendu, reçu ${maxHp}`, { maxHp });
  const nonlethal = optionalInteger(h.nonlethal, 'Dégâts non létaux') ?? 0;
  if (nonlethal < 0)
    throw new RulesError('invalid-number', `Dégâts non létaux négatifs : ${nonlethal}`, { nonlethal });
  const con = optionalInteger(h.con, 'Constitution');
  if (con !== undefined) abilityModifier(con);
  if (con !== undefined ? hp <= -con : hp <= -ABILITY_SCORE_RANGE.max) return 'dead';
  if (hp < 0) {
    if (con === undefined) {
      throw new RulesError(
        'invalid-score',
        `PV négatifs (${hp}) : la valeur de Constitution est nécessaire pour dire mourant ou mort (mort à −Con)`,
        { hp },
      );
    }
    return 'dying';
  }
  if (hp === 0) return nonlethal > 0 ? 'unconscious' : 'disabled';
  if (nonlethal > hp) return 'unconscious';
  return nonlethal === hp ? 'staggered' : 'ok';
}

/** The result of one dying creature's stabilisation check. */
export interface StabilizationResult {
  /** Whether the creature becomes stable. */
  stable: boolean;
  /** d20 + Con modifier + (negative) hp. */
  total: number;
  /** Always 10. */
  dc: number;
  /** Hit points after the check: one less on a failure. */
  hpAfter: number;
}

/**
 * One round's stabilisation check of a dying creature (PRD › Combat › Injury and Death › Dying):
 * d20 + Con modifier, minus the negative hp, against DC 10; a natural 20 always succeeds; a failure
 * costs 1 hp. `hp` must be negative and `con` a score 0–99; `natural` a d20 result.
 */
export function stabilizationCheck(a: { hp: number; con: number; natural: number }): StabilizationResult {
  const hp = requireInteger(a.hp, 'PV');
  if (hp >= 0)
    throw new RulesError('not-applicable', `Test de stabilisation : PV négatifs attendus, reçu ${hp}`, {
      hp,
    });
  const conMod = abilityModifier(a.con);
  const natural = requireInteger(a.natural, 'd20');
  if (natural < 1 || natural > 20) {
    throw new RulesError(
      'invalid-roll',
      `Test de stabilisation : d20 entre 1 et 20 attendu, reçu ${natural}`,
      { natural },
    );
  }
  const total = natural + conMod + hp;
  const stable = natural === 20 || total >= 10;
  return { stable, total, dc: 10, hpAfter: stable ? hp : hp - 1 };
}
