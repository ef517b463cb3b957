import { abilityModifier } from '../common/abilities';
import { sizeIndex } from '../common/sizes';
import type { FighterStats, Part } from './fighter';
import { conditionParts, effectiveScore, SIZE_MODIFIER, SPECIAL_SIZE_MODIFIER } from './fighter';
import { dnd35Condition } from './conditions';
import { total } from './checks';

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
    { label: 'BBA', value: a.bab },
    { label: 'For', value: abilityModifier(effectiveScore(a, 'str')) },
    { label: 'taille', value: SIZE_MODIFIER[a.size] },
  ];
  if (charging) parts.push({ label: 'charge', value: 2 });
  const blindTarget = d.conditions.has('blinded');
  for (const p of conditionParts(a, ['attack', 'melee-attack'])) {
    if (blindTarget && p.condition === 'invisible') continue;
    if (charging && p.condition === 'charging') continue;
    parts.push(p);
  }
  return parts;
}

/** Whether the defender loses its Dexterity bonus to AC against this attacker. */
function losesDexAgainst(d: FighterStats, a: FighterStats): string | undefined {
  for (const id of d.conditions) {
    const def = dnd35Condition(id);
    if (def.flags.includes('loses-dex-to-ac')) return def.name.fr.toLowerCase();
  }
  if (a.conditions.has('invisible') && !d.conditions.has('blinded')) return 'attaquant invisible';
  if (inGrapple(d) && !inGrapple(a)) return 'en lutte contre un autre';
  return undefined;
}

/** A touch AC and how it was reached. */
export interface TouchAc {
  value: number;
  text: string;
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
  const dexLabel = lostTo ? `Dex, bonus perdu : ${lostTo}` : 'Dex';
  if (d.touchAc !== undefined) {
    const parts: Part[] = [{ label: dexLabel, value: dexPart - baseDex }, ...condParts];
    const value = d.touchAc + total(parts);
    const shown = parts.filter((p) => p.value !== 0);
    const detail =
      shown.length === 0
        ? ''
        : ` (${d.touchAc} indiquée ${shown.map((p) => `${sign(p.value)} (${p.label})`).join(' ')})`;
    return { value, text: `CA de contact ${value}${detail}` };
  }
  const parts: Part[] = [
    { label: dexLabel, value: dexPart },
    { label: 'taille', value: SIZE_MODIFIER[d.size] },
    ...condParts,
  ];
  const value = 10 + total(parts);
  const shown = parts
    .filter((p) => p.value !== 0 || p.label === dexLabel)
    .map((p) => ` ${sign(p.value)} (${p.label})`);
  return { value, text: `CA de contact ${value} (non fournie, calculée : 10${shown.join('')})` };
}

function sign(value: number): string {
  return value < 0 ? `− ${-value}` : `+ ${value}`;
}

/** DRS › Lutte › Test de lutte: BBA + For + taille spéciale + divers + Science de la lutte + états. */
export function grappleCheckParts(f: FighterStats): Part[] {
  return [
    { label: 'BBA', value: f.bab },
    { label: 'For', value: abilityModifier(effectiveScore(f, 'str')) },
    { label: 'taille spéciale', value: SPECIAL_SIZE_MODIFIER[f.size] },
    { label: 'divers', value: f.grappleMisc },
    { label: 'Science de la lutte', value: f.feats.has('improved-grapple') ? 4 : 0 },
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
    { label: o.ability === 'str' ? 'For' : 'Dex', value: abilityModifier(effectiveScore(f, o.ability)) },
    { label: 'taille', value: checkSizeModifier(f) },
    ...(o.extra ?? []),
  ];
  if (o.stability && (f.stable || f.legs > 2)) parts.push({ label: 'stabilité', value: 4 });
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
