/**
 * Starfinder Stamina, Hit and Resolve Points. The text is silent on health: everything here comes
 * from the Starfinder open rules (Core Rulebook › Injury and Death, p. 250-252).
 */
import type { HealthInput, HealthRules, HealthState } from '../types';
import { RulesError, requireInteger } from '../errors';
import { l, SF1_SRC } from './records';

/** Starfinder health rules as data. No `dyingLossPerRound`: a dying character loses Resolve, not Hit Points. */
export const SF1_HEALTH: HealthRules = {
  pools: ['stamina', 'resolve'],
  thresholds: [
    { state: 'ok', when: l('1 PV ou plus (les PE peuvent être à 0)', '1 HP or more (SP may be at 0)') },
    {
      state: 'dying',
      when: l(
        '0 PV, non stabilisé : inconscient, perd 1 PP par round',
        '0 HP, not stable: unconscious, loses 1 RP a round',
      ),
    },
    {
      state: 'unconscious',
      when: l(
        '0 PV et stabilisé (ou mis KO par des dégâts non létaux)',
        '0 HP and stable (or knocked out by nonlethal damage)',
      ),
    },
    {
      state: 'dead',
      when: l(
        'Devrait perdre un PP sans en avoir, ou dégâts massifs',
        'Should lose an RP with none left, or massive damage',
      ),
    },
  ],
  notes: [
    l(
      'Dégâts : d’abord retirés des points d’endurance (PE), le reste des points de vie (PV). Les PV ne descendent jamais sous 0.',
      'Damage comes off Stamina Points (SP) first, the rest off Hit Points (HP). HP never go below 0.',
    ),
    l(
      'Mourant (0 PV) : inconscient, aucune action ; perd 1 point de persévérance (PP) à la fin de chacun de ses tours (pas celui où il est tombé). Devoir perdre un PP sans en avoir : mort. Tombé à 0 PV avec 0 PP : 1 round pour être soigné ou stabilisé.',
      'Dying (0 HP): unconscious, no action; loses 1 Resolve Point (RP) at the end of each of its turns (not the one it fell in). Having to lose an RP with none left: dead. Falling to 0 HP with 0 RP: 1 round to be healed or stabilised.',
    ),
    l(
      'Se stabiliser : à son tour, dépenser ¼ de ses PP maximum (minimum 1, maximum 3). Premiers secours (Médecine DD 15) ou tout soin stabilisent aussi ; un soin qui rend 1 PV ou plus remet debout.',
      'Stabilising: on its turn, spend ¼ of max RP (minimum 1, maximum 3). First aid (Medicine DC 15) or any healing also stabilises; healing to 1 HP or more puts it back in the fight.',
    ),
    l(
      'Rester dans le combat : stabilisé à 0 PV, dépenser 1 PP au début de son tour rend 1 PV et réveille ; jamais le même round que la stabilisation par PP.',
      'Staying in the fight: stable at 0 HP, spending 1 RP at the start of its turn restores 1 HP and wakes it; never in the same round as stabilising with RP.',
    ),
    l(
      'Dégâts massifs : une seule attaque qui fait tomber à 0 PV et dont le reste atteint les PV maximum tue net ; à 0 PV, une seule attaque d’au moins les PV maximum tue aussi.',
      'Massive damage: a single attack that drops the target to 0 HP with a remainder at least equal to its maximum HP kills outright; at 0 HP, a single attack of at least the maximum HP kills too.',
    ),
    l(
      'Blessé en étant mourant ou stabilisé : perd 1 PP (et un stabilisé redevient mourant).',
      'Hurt while dying or stable: loses 1 RP (and a stable character is dying again).',
    ),
    l(
      'Monstres et PNJ sans PP : morts à 0 PV, sauf si le dernier coup était non létal (inconscients). Un PJ en a toujours : si ses PP ne sont pas notés, Paravent le laisse mourant et le MJ les compte.',
      'Monsters and NPCs without RP: dead at 0 HP, unless the last blow was nonlethal (unconscious). A PC always has some: when its RP are not written down, Paravent leaves it dying and the GM counts them.',
    ),
    l(
      'Récupérer ses PE : 10 minutes de repos et 1 PP. Une fois par jour, 8 h de repos rendent tous les PE et des PV.',
      'Regaining SP: 10 minutes of rest and 1 RP. Once a day, 8 hours of rest restore all SP and some HP.',
    ),
  ],
  source: SF1_SRC.openInjury,
};

function integerAtLeast(value: unknown, min: number, what: string): number {
  const n = requireInteger(value, what);
  if (n < min)
    throw new RulesError('invalid-number', `${what} : au moins ${min} attendu, reçu ${n}`, { value: n });
  return n;
}

/**
 * What Hit Points make of a Starfinder combatant: hp > 0 → 'ok'; hp = 0 → 'dying'. A hp below 0 is
 * read as 0 (Starfinder HP never go below 0; a tracker that subtracts damage past 0 still gets
 * 'dying'): this is documented, not a silent guess. This function knows neither Resolve Points nor
 * stabilisation: the tracker turns 'dying' into 'unconscious' (stable) or 'dead' (no RP to lose,
 * massive damage — see `sf1ApplyDamage`), and a monster without RP dies at 0 HP. `nonlethal` is
 * checked (a non-negative integer) but plays no part: Starfinder nonlethal damage comes off SP and
 * HP like any other. `con` and `negativeHpOption` do not apply. RulesError for a non-integer hp, a
 * maxHp below 1 or a bad nonlethal.
 */
export function sf1HealthState(h: HealthInput): HealthState {
  if (typeof h !== 'object' || h === null)
    throw new RulesError('invalid-number', 'PV : objet { hp, maxHp } attendu');
  const hp = requireInteger(h.hp, 'PV actuels');
  integerAtLeast(h.maxHp, 1, 'PV maximum');
  if (h.nonlethal !== undefined) integerAtLeast(h.nonlethal, 0, 'Dégâts non létaux');
  return hp > 0 ? 'ok' : 'dying';
}

/** What one attack did to Stamina and Hit Points. */
export interface Sf1DamageResult {
  sp: number;
  hp: number;
  spLost: number;
  hpLost: number;
  /** Damage left over once HP reached 0. */
  excess: number;
  /** Dead from massive damage. */
  massiveDeath: boolean;
  state: HealthState;
}

/**
 * Applies ONE attack's damage (Core Rulebook › Taking Damage, Massive Damage): Stamina first, then
 * Hit Points, never below 0. Massive damage: dropped to 0 HP with a leftover ≥ maxHp, or already at
 * 0 HP and taking ≥ maxHp past Stamina in that attack → dead. RulesError for negative or non-integer
 * values, maxHp below 1 or hp above maxHp.
 */
export function sf1ApplyDamage(
  c: { sp: number; hp: number; maxHp: number },
  damage: number,
): Sf1DamageResult {
  const sp = integerAtLeast(c.sp, 0, 'Points d’endurance');
  const maxHp = integerAtLeast(c.maxHp, 1, 'PV maximum');
  const hp = integerAtLeast(c.hp, 0, 'PV actuels');
  if (hp > maxHp)
    throw new RulesError('invalid-number', `PV actuels (${hp}) au-dessus du maximum (${maxHp})`, {
      hp,
      maxHp,
    });
  const dmg = integerAtLeast(damage, 0, 'Dégâts');
  const spLost = Math.min(sp, dmg);
  const toHp = dmg - spLost;
  const hpLost = Math.min(hp, toHp);
  const excess = toHp - hpLost;
  const massiveDeath = hp > 0 ? hpLost === hp && excess >= maxHp : toHp >= maxHp;
  const left = hp - hpLost;
  return {
    sp: sp - spLost,
    hp: left,
    spLost,
    hpLost,
    excess,
    massiveDeath,
    state: massiveDeath ? 'dead' : left > 0 ? 'ok' : 'dying',
  };
}

/** Resolve Points spent to stabilise: ¼ of the maximum, rounded down, at least 1 and at most 3. */
export function sf1StabilizeCost(maxRp: number): number {
  const max = integerAtLeast(maxRp, 1, 'PP maximum');
  return Math.min(3, Math.max(1, Math.floor(max / 4)));
}

/**
 * One Resolve Point lost while dying (end of its turn, or hurt again): with none left, the
 * character dies. RulesError for a negative or non-integer RP.
 */
export function sf1LoseResolvePoint(rp: number): { rp: number; dead: boolean } {
  const current = integerAtLeast(rp, 0, 'Points de persévérance');
  return current === 0 ? { rp: 0, dead: true } : { rp: current - 1, dead: false };
}
