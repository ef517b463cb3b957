import type { Localized, ManeuverStep, Rng } from '../types';
import { join, say, signed, step } from '../common/words';
import { RulesError } from '../errors';
import { D20Rolls } from '../common/rolls';
import type { Part } from './fighter';

/**
 * The natural d20 results of one resolution, read in order. Values are checked at once (1–20,
 * else 'invalid-roll'); a roll asked for when none is left comes from `rng`, or is a RulesError
 * 'missing-rolls' naming the roll that was missing. Only the rolls a resolution really needs are
 * asked for: a missed touch attack ends a grapple after one roll.
 */
export class RollReader {
  private readonly dice: D20Rolls;
  private used = 0;

  constructor(
    private readonly rolls: readonly number[],
    private readonly maneuver: string,
    private readonly rng?: Rng,
  ) {
    this.dice = new D20Rolls(rolls, 0, rng);
  }

  /** The next natural d20; `label` names it in the error when none is left. */
  take(label: string): number {
    if (this.used >= this.rolls.length && !this.rng) {
      throw new RulesError(
        'missing-rolls',
        `Jet de d20 manquant pour ${this.maneuver} : ${label} (jet n° ${this.used + 1}, ${this.rolls.length} fourni(s))`,
        { needed: this.used + 1, given: this.rolls.length, label },
      );
    }
    this.used++;
    return this.dice.take(label);
  }
}

/** "14 (d20) + 3 (BBA) − 1 (taille)": the natural roll then every part that is not zero (or is kept). */
function breakdown(natural: number, parts: readonly Part[], keep: readonly string[] = []): Localized {
  const shown = parts.filter((p) => p.value !== 0 || keep.includes(p.label.fr));
  return join(`${natural} (d20)`, ...shown.flatMap((p) => [` ${signed(p.value)} (`, p.label, ')']));
}

/** The sum of the parts. */
export function total(parts: readonly Part[]): number {
  return parts.reduce((sum, p) => sum + p.value, 0);
}

/** A rolled check: natural die, parts, modifier (sum of parts), total. */
export interface Check {
  natural: number;
  parts: Part[];
  modifier: number;
  total: number;
  text: Localized;
}

/** Rolls one check: takes a d20 from `rolls` and adds the parts. */
export function rollCheck(
  rolls: RollReader,
  label: string,
  parts: Part[],
  keep: readonly string[] = [],
): Check {
  const natural = rolls.take(label);
  const modifier = total(parts);
  return {
    natural,
    parts,
    modifier,
    total: natural + modifier,
    text: join(breakdown(natural, parts, keep), ` = ${natural + modifier}`),
  };
}

/** Who won an opposed check, by how much, and the steps of any tie-break roll-off. */
export interface OpposedResult {
  attackerWins: boolean;
  margin: number;
  steps: ManeuverStep[];
}

const MAX_ROLL_OFFS = 100;

/**
 * Opposed checks (DRS › Lutte, Étape 3; SRD 3.5 › Tests opposés): the higher total wins; on a tie
 * the higher modifier wins; with equal modifiers the winner is drawn at random — our choice: each
 * side rolls one more d20 (attacker first), again until the two differ. Margin: attacker's total
 * minus the defender's (0 on a tie).
 */
export function opposed(a: Check, d: Check, rolls: RollReader, what: Localized): OpposedResult {
  const margin = a.total - d.total;
  if (margin !== 0) return { attackerWins: margin > 0, margin, steps: [] };
  if (a.modifier !== d.modifier) {
    const attackerWins = a.modifier > d.modifier;
    const text = say(
      `Égalité à ${a.total} : le modificateur le plus élevé l’emporte (${a.modifier} contre ${d.modifier}) — ${attackerWins ? 'l’attaquant' : 'le défenseur'} gagne`,
      `Tie at ${a.total}: the higher modifier wins (${a.modifier} against ${d.modifier}) — the ${attackerWins ? 'attacker' : 'defender'} wins`,
    );
    return { attackerWins, margin, steps: [step(text, { success: attackerWins })] };
  }
  const steps: ManeuverStep[] = [];
  for (let i = 0; i < MAX_ROLL_OFFS; i++) {
    const ra = rolls.take(`départage de l’égalité (${what.fr}), attaquant`);
    const rd = rolls.take(`départage de l’égalité (${what.fr}), défenseur`);
    const attackerWins = ra > rd;
    const decided = ra !== rd;
    const text = say(
      `Égalité parfaite (${what.fr}) : tirage au sort, ${ra} (d20 attaquant) contre ${rd} (d20 défenseur)${decided ? ` — ${attackerWins ? 'l’attaquant' : 'le défenseur'} gagne` : ', on relance'}`,
      `Exact tie (${what.en}): drawn by lot, ${ra} (attacker's d20) against ${rd} (defender's d20)${decided ? ` — the ${attackerWins ? 'attacker' : 'defender'} wins` : ', roll again'}`,
    );
    steps.push(
      step(text, { natural: ra, total: ra, against: rd, success: decided ? attackerWins : undefined }),
    );
    if (decided) return { attackerWins, margin, steps };
  }
  throw new RulesError('invalid-roll', `Égalité impossible à départager après ${MAX_ROLL_OFFS} tirages`, {
    what: what.fr,
  });
}
