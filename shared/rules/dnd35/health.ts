import type { HealthInput, HealthRules, HealthState } from '../types';
import { RulesError, requireInteger } from '../errors';
import { l, SRC } from './record-helpers';

/** DRS › Les blessures et la mort: thresholds, dying, stabilising, massive and nonlethal damage. */
export const DND35_HEALTH: HealthRules = {
  thresholds: [
    { state: 'ok', when: l('1 PV ou plus : aucun handicap', '1 hp or more: no hindrance') },
    {
      state: 'staggered',
      when: l('Dégâts non-létaux égaux aux PV actuels', 'Nonlethal damage equal to current hp'),
    },
    {
      state: 'unconscious',
      when: l('Dégâts non-létaux supérieurs aux PV actuels', 'Nonlethal damage above current hp'),
    },
    {
      state: 'disabled',
      when: l(
        'Exactement 0 PV (ou stabilisé et conscient sous 0)',
        'Exactly 0 hp (or stable and conscious below 0)',
      ),
    },
    { state: 'dying', when: l('De −1 à −9 PV', 'From −1 to −9 hp') },
    { state: 'dead', when: l('−10 PV ou moins', '−10 hp or less') },
  ],
  dyingLossPerRound: 1,
  stabilizeChancePercent: 10,
  massiveDamage: {
    threshold: 50,
    saveDc: 15,
    text: l(
      '50 points de dégâts ou plus en une seule attaque : jet de Vigueur DD 15 ou mort sur le coup, quels que soient les PV. Pas pour 50 points venus de plusieurs attaques.',
      '50 or more damage from a single attack: DC 15 Fortitude save or die outright, whatever the hp. Not for 50 from several attacks.',
    ),
  },
  notes: [
    l(
      'Mourant : perd 1 PV par round ; à chacun de ses tours (dès le round suivant sa chute), d% : 10 % de se stabiliser. Premiers secours DD 15 ou 1 PV de soins magiques le stabilisent.',
      'Dying: loses 1 hp a round; on each of its turns (from the round after falling), d%: 10% to stabilise. Heal DC 15 or 1 hp of magical healing stabilises.',
    ),
    l(
      'Hors de combat : une action simple ou de mouvement par round ; une action simple (ou fatigante) fait perdre 1 PV ensuite et le rend mourant s’il n’est pas soigné.',
      'Disabled: one standard or move action a round; a standard (or strenuous) action costs 1 hp afterwards and leaves it dying unless healed.',
    ),
    l(
      'Dégâts non-létaux : comptés à part, jamais retirés des PV ; égaux aux PV actuels → chancelant, supérieurs → inconscient. Disparaissent à 1 point par heure et par niveau ; les soins magiques en retirent autant que de PV rendus.',
      'Nonlethal damage: tracked apart, never taken from hp; equal to current hp → staggered, above → unconscious. Heal 1 point an hour per level; magical healing removes as many as hp restored.',
    ),
    l(
      'PV temporaires : perdus en premier ; quand ils disparaissent, les PV reviennent au total noté avant, sauf s’ils sont déjà plus bas. Perdus, ils ne se récupèrent pas.',
      'Temporary hp: lost first; when they end, hp return to the total noted before, unless already lower. Once lost, they cannot be healed back.',
    ),
    l(
      'Stabilisé sans aide : 10 % par heure de reprendre conscience, sinon −1 PV ; avec aide : 10 % par heure, et récupère normalement.',
      'Stable without help: 10% an hour to wake, else −1 hp; with help: 10% an hour, and heals normally.',
    ),
    l('Constitution réduite à 0 : mort.', 'Constitution reduced to 0: dead.'),
  ],
  source: `${SRC.wounds} ; ${SRC.nonlethal} ; ${SRC.tempHp}`,
};

/**
 * What hit points make of a D&D 3.5 combatant (DRS › Les blessures et la mort):
 * hp ≤ −10 → 'dead'; −9…−1 → 'dying'; 0 → 'disabled' (or 'unconscious' when some nonlethal damage
 * is also taken, since it then exceeds the 0 current hp); hp > 0 → 'unconscious' if nonlethal > hp,
 * 'staggered' if nonlethal = hp, else 'ok'. `con` and `negativeHpOption` do not apply to 3.5.
 * RulesError for a non-integer hp, a maxHp below 1 or a negative nonlethal.
 */
export function dnd35HealthState(h: HealthInput): HealthState {
  if (typeof h !== 'object' || h === null)
    throw new RulesError('invalid-number', 'PV : objet { hp, maxHp } attendu');
  const hp = requireInteger(h.hp, 'PV actuels');
  const maxHp = requireInteger(h.maxHp, 'PV maximum');
  if (maxHp < 1)
    throw new RulesError('invalid-number', `PV maximum : au moins 1 attendu, reçu ${maxHp}`, { maxHp });
  const nonlethal = h.nonlethal === undefined ? 0 : requireInteger(h.nonlethal, 'Dégâts non-létaux');
  if (nonlethal < 0)
    throw new RulesError('invalid-number', `Dégâts non-létaux négatifs : ${nonlethal}`, { nonlethal });
  if (hp <= -10) return 'dead';
  if (hp < 0) return 'dying';
  if (hp === 0) return nonlethal > 0 ? 'unconscious' : 'disabled';
  if (nonlethal > hp) return 'unconscious';
  if (nonlethal === hp) return 'staggered';
  return 'ok';
}
