import { abilityModifier } from '../common/abilities';
import { sizeIndex } from '../common/sizes';
import type { FighterStats, Part } from './fighter';
import { conditionParts, effectiveScore, SIZE_MODIFIER, SPECIAL_SIZE_MODIFIER } from './fighter';
import { lowerName } from '../common/words';
import { dnd35Condition } from './conditions';
import { total } from './checks';
import type { Localized } from '../types';
import { join, say, signed } from '../common/words';

/** The names of the parts of a sum, in both languages (DRS › Lutte, Bonus d'attaque). */
export const PART = {
  bab: say('BBA', 'BAB'),
  str: say('For', 'Str'),
  dex: say('Dex', 'Dex'),
  size: say('taille', 'size'),
  specialSize: say('taille spéciale', 'special size'),
  charge: say('charge', 'charge'),
  misc: say('divers', 'misc.'),
  stability: say('stabilité', 'stability'),
} as const;

/** Whether a fighter is in a grapple (grappled, grappling or pinned). */
export function inGrapple(f: FighterStats): boolean {
  return f.conditions.has('grappled');
}

/**
 * The parts of a melee attack roll (DRS › Bonus d'attaque: BBA + mod. de For + modificateur de
 * taille), with the charge (+2) and the attacker's conditions (à terre −4, secoué −2…). An invisible
 * attacker's +2 does not count against a blinded defender (DRS › Table : modificateurs au jet
 * d'attaque, note 3).
 */
export function meleeAttackParts(a: FighterStats, d: FighterStats, charging: boolean): Part[] {
  const parts: Part[] = [
    { label: PART.bab, value: a.bab },
    { label: PART.str, value: abilityModifier(effectiveScore(a, 'str')) },
    { label: PART.size, value: SIZE_MODIFIER[a.size] },
  ];
  if (charging) parts.push({ label: PART.charge, value: 2 });
  const blindTarget = d.conditions.has('blinded');
  for (const p of conditionParts(a, ['attack', 'melee-attack'])) {
    if (blindTarget && p.condition === 'invisible') continue;
    if (charging && p.condition === 'charging') continue;
    parts.push(p);
  }
  return parts;
}

/** Whether the defender loses its Dexterity bonus to AC against this attacker. */
function losesDexAgainst(d: FighterStats, a: FighterStats): Localized | undefined {
  for (const id of d.conditions) {
    const def = dnd35Condition(id);
    if (def.flags.includes('loses-dex-to-ac')) return lowerName(def.name);
  }
  if (a.conditions.has('invisible') && !d.conditions.has('blinded'))
    return say('attaquant invisible', 'invisible attacker');
  if (inGrapple(d) && !inGrapple(a)) return say('en lutte contre un autre', 'grappling someone else');
  return undefined;
}

/** A touch AC and how it was reached. */
export interface TouchAc {
  value: number;
  text: Localized;
}

/**
 * The defender's touch AC against a melee touch attack. With `touchAc` given, it is taken to include
 * the defender's Dex modifier from its `dex` score; otherwise it is computed as 10 + Dex mod + size
 * modifier. Then: a lost Dex bonus is removed (a penalty stays), a Dex set to 0 (helpless, pinned,
 * paralysed) counts −5, dodge bonuses go with the Dex bonus, and the AC modifiers of conditions
 * (à terre −4 au contact, étourdi −2…) are added. DRS › Classe d'armure; Table : modificateurs à la CA.
 */
export function touchArmorClass(d: FighterStats, a: FighterStats): TouchAc {
  const baseDex = abilityModifier(d.dex);
  const effDex = abilityModifier(effectiveScore(d, 'dex'));
  const lostTo = losesDexAgainst(d, a);
  const dexPart = lostTo ? Math.min(0, effDex) : effDex;
  const condParts = conditionParts(d, ['ac', 'ac-vs-melee', 'touch-ac'], lostTo !== undefined);
  const dexLabel = lostTo ? join(say('Dex, bonus perdu : ', 'Dex, bonus lost: '), lostTo) : PART.dex;
  if (d.touchAc !== undefined) {
    const parts: Part[] = [{ label: dexLabel, value: dexPart - baseDex }, ...condParts];
    const value = d.touchAc + total(parts);
    const shown = parts.filter((p) => p.value !== 0);
    const detail =
      shown.length === 0
        ? ''
        : join(
            ` (${d.touchAc} `,
            say('indiquée', 'given'),
            ...shown.flatMap((p) => [` ${signed(p.value)} (`, p.label, ')']),
            ')',
          );
    return { value, text: join(say('CA de contact ', 'touch AC '), value, detail) };
  }
  const parts: Part[] = [
    { label: dexLabel, value: dexPart },
    { label: PART.size, value: SIZE_MODIFIER[d.size] },
    ...condParts,
  ];
  const value = 10 + total(parts);
  const shown = parts
    .filter((p) => p.value !== 0 || p.label === dexLabel)
    .flatMap((p) => [` ${signed(p.value)} (`, p.label, ')']);
  return {
    value,
    text: join(
      say('CA de contact ', 'touch AC '),
      value,
      say(' (non fournie, calculée : 10', ' (not given, worked out: 10'),
      ...shown,
      ')',
    ),
  };
}

/** DRS › Lutte › Test de lutte: BBA + For + taille spéciale + divers + Science de la lutte + états. */
export function grappleCheckParts(f: FighterStats): Part[] {
  return [
    { label: PART.bab, value: f.bab },
    { label: PART.str, value: abilityModifier(effectiveScore(f, 'str')) },
    { label: PART.specialSize, value: SPECIAL_SIZE_MODIFIER[f.size] },
    { label: PART.misc, value: f.grappleMisc },
    { label: say('Science de la lutte', 'Improved Grapple'), value: f.feats.has('improved-grapple') ? 4 : 0 },
    ...conditionParts(f, ['grapple']),
  ];
}

/** Size bonus of Strength checks in bull rush, trip and overrun: +4 per category above medium, −4 below. */
function checkSizeModifier(f: FighterStats): number {
  return 4 * (sizeIndex(f.size) - sizeIndex('medium'));
}

/** Options of an ability check part list. */
export interface AbilityCheckOptions {
  ability: 'str' | 'dex';
  /** Stability (+4): more than two legs or particularly hard to move. Defender only. */
  stability?: boolean;
  extra?: Part[];
}

/** Parts of a Strength (or Dexterity) check for a manoeuvre: ability, size, extras, conditions. */
export function abilityCheckParts(f: FighterStats, o: AbilityCheckOptions): Part[] {
  const parts: Part[] = [
    {
      label: o.ability === 'str' ? PART.str : PART.dex,
      value: abilityModifier(effectiveScore(f, o.ability)),
    },
    { label: PART.size, value: checkSizeModifier(f) },
    ...(o.extra ?? []),
  ];
  if (o.stability && (f.stable || f.legs > 2)) parts.push({ label: PART.stability, value: 4 });
  parts.push(...conditionParts(f, ['ability-checks']));
  return parts;
}

/** Weapon modifier of disarm and sunder opposed rolls: two-handed +4, light or unarmed −4. */
export function weaponModifier(f: FighterStats): number {
  return f.weapon === 'two-handed' ? 4 : f.weapon === 'light' || f.weapon === 'unarmed' ? -4 : 0;
}

/** Disarm and sunder: +4 per size category larger than the opponent (the larger one only). */
export function sizeGapBonus(f: FighterStats, other: FighterStats): number {
  return 4 * Math.max(0, sizeIndex(f.size) - sizeIndex(other.size));
}
