import type { BonusType, Fighter, ManeuverId, Size } from '../types';
import { RulesError } from '../errors';
import { abilityModifier } from '../common/abilities';
import { sizeIndex } from '../common/sizes';
import type { BonusPart, Pf1Fighter } from './fighter';
import { effectiveAbility, readFighter, sumParts } from './fighter';
import { IMPROVED_FEAT, PF1_MANEUVER_IDS } from './maneuvers';
import { join, lowerName, say } from '../common/words';

/** The names of the CMB and CMD terms, in both languages. */
export const PART = {
  bab: say('BBA', 'BAB'),
  str: say('For', 'Str'),
  dex: say('Dex', 'Dex'),
  size: say('taille', 'size'),
  misc: say('divers', 'misc.'),
} as const;

/**
 * Special size modifier of CMB and CMD (Aide de jeu PF1 › Manœuvres offensives › Modificateurs de
 * taille des manœuvres offensives).
 */
export const PF1_SPECIAL_SIZE_MODIFIER: Readonly<Record<Size, number>> = {
  fine: -8,
  diminutive: -4,
  tiny: -2,
  small: -1,
  medium: 0,
  large: 1,
  huge: 2,
  gargantuan: 4,
  colossal: 8,
};

/** The manoeuvres a creature with stability (dwarf…) resists with +4 (PRD dwarf; the aid adds drag). */
const STABILITY_AGAINST: readonly ManeuverId[] = ['bull-rush', 'trip', 'drag'];

/** Bonus types of AC that also count for CMD (PRD › Combat Maneuver Defense). */
export const PF1_CMD_AC_BONUS_TYPES: readonly BonusType[] = [
  'circumstance',
  'deflection',
  'dodge',
  'insight',
  'luck',
  'morale',
  'profane',
  'sacred',
];

/**
 * The ability behind the CMB: Dexterity for Tiny and smaller creatures (PRD › Combat Maneuver
 * Bonus) or with the Agile Maneuvers feat ('agile-maneuvers'), otherwise Strength.
 */
export function cmbAbility(f: Pf1Fighter): 'str' | 'dex' {
  return sizeIndex(f.size) <= sizeIndex('tiny') || f.feats.has('agile-maneuvers') ? 'dex' : 'str';
}

/**
 * The CMB terms as on the character sheet: BBA, For (or Dex), special size modifier, other bonuses.
 * Conditions are not counted here; `resolveManeuver` adds them to the check.
 */
export function cmbParts(f: Pf1Fighter): BonusPart[] {
  const ability = cmbAbility(f);
  const parts: BonusPart[] = [
    { label: PART.bab, value: f.bab },
    { label: ability === 'str' ? PART.str : PART.dex, value: abilityModifier(f[ability]) },
    { label: PART.size, value: PF1_SPECIAL_SIZE_MODIFIER[f.size] },
  ];
  if (f.cmbMisc !== 0) parts.push({ label: PART.misc, value: f.cmbMisc });
  return parts;
}

/**
 * Pathfinder Combat Maneuver Bonus, BMO (Aide de jeu PF1 › Manœuvres offensives › Préambule; PRD):
 * BAB + Strength modifier + special size modifier (fine −8 … colossal +8) + `cmbMisc`; Tiny and
 * smaller creatures, or a fighter with 'agile-maneuvers', use the Dexterity modifier instead.
 * This is the sheet value: conditions on the fighter, Improved/Greater feats, charge and other
 * situational terms are applied by `resolveManeuver` to the check, where the manoeuvre is known.
 * Throws a RulesError on invalid scores, size or numbers.
 */
export function combatManeuverBonus(f: Fighter): number {
  return sumParts(cmbParts(readFighter(f)));
}

/** Throws a RulesError ('unknown-maneuver') unless `id` is one of the ten manoeuvres. */
export function requireManeuver(id: unknown): ManeuverId {
  const found = PF1_MANEUVER_IDS.find((m) => m === id);
  if (!found) {
    throw new RulesError(
      'unknown-maneuver',
      `Manœuvre inconnue : ${String(id)} (attendu : ${PF1_MANEUVER_IDS.join(', ')})`,
      {
        maneuver: id,
      },
    );
  }
  return found;
}

function legsPart(f: Pf1Fighter, against: ManeuverId | undefined): BonusPart | undefined {
  if (against === 'trip' && f.legs === 0) {
    throw new RulesError('not-applicable', 'Croc-en-jambe impossible : la cible n’a pas de jambes', {
      legs: 0,
    });
  }
  if ((against === 'trip' || against === 'overrun') && f.legs > 2) {
    return { label: say(`${f.legs} jambes`, `${f.legs} legs`), value: 2 * (f.legs - 2) };
  }
  return undefined;
}

/** AC penalties (and AC bonuses of the types CMD accepts) that conditions put on the CMD. */
function conditionParts(f: Pf1Fighter): BonusPart[] {
  return f.conditions.flatMap((c) =>
    c.modifiers
      .filter(
        (m) =>
          m.target === 'cmd' ||
          ((m.target === 'ac' || m.target === 'ac-vs-melee') &&
            (m.value < 0 || PF1_CMD_AC_BONUS_TYPES.includes(m.type ?? 'untyped'))),
      )
      .map((m) => ({ label: lowerName(c.name), value: m.value })),
  );
}

function dexPart(f: Pf1Fighter): BonusPart {
  const dex = effectiveAbility(f, 'dex');
  const losing = f.conditions.find((c) => c.flags.includes('loses-dex-to-ac'));
  if (!losing || dex.value <= 0) return dex;
  return { label: join(say('Dex perdue, ', 'Dex lost, '), lowerName(losing.name)), value: 0 };
}

/** The CMD terms, condition- and legs-aware (see `combatManeuverDefense`). */
export function cmdParts(f: Pf1Fighter, against?: ManeuverId): BonusPart[] {
  const parts: BonusPart[] = [
    { label: say('', ''), value: 10 },
    { label: PART.bab, value: f.bab },
    effectiveAbility(f, 'str'),
    dexPart(f),
    { label: PART.size, value: PF1_SPECIAL_SIZE_MODIFIER[f.size] },
    ...conditionParts(f),
  ];
  const legs = legsPart(f, against);
  if (legs) parts.push(legs);
  if (against && f.stable && STABILITY_AGAINST.includes(against))
    parts.push({ label: say('stabilité', 'stability'), value: 4 });
  if (against && f.feats.has(`improved-${against}`)) parts.push({ label: IMPROVED_FEAT[against], value: 2 });
  if (f.cmdMisc !== 0) parts.push({ label: PART.misc, value: f.cmdMisc });
  return parts;
}

/**
 * Pathfinder Combat Maneuver Defense, DMD (Aide de jeu PF1 › Manœuvres offensives › Préambule; PRD):
 * 10 + BAB + Str mod + Dex mod + special size modifier + `cmdMisc`, and:
 * - conditions count: ability changes (grappled −4 Dex, fatigued −2…), a Dex set to 0 (helpless,
 *   paralysed), the Dex bonus lost (flat-footed, stunned, pinned, blinded, cowering…), every AC
 *   penalty (stunned −2, pinned −4, prone and helpless −4 against melee, as manoeuvres are melee
 *   attacks) — "tous les malus à la CA sont applicables sur la DMD" — and energy drain's −1;
 * - `against` a manoeuvre: +2 per leg beyond two against trip and overrun (a legless creature
 *   cannot be tripped: RulesError 'not-applicable'), +4 with `stable` against bull rush, trip and
 *   drag, +2 with the matching Improved feat ('improved-trip'…). Greater feats add nothing to CMD.
 */
export function combatManeuverDefense(f: Fighter, against?: ManeuverId): number {
  if (against !== undefined) requireManeuver(against);
  return sumParts(cmdParts(readFighter(f), against));
}
