import type { Rng } from '../types';
import { counted, pluralWord } from '../../locale';
import { RulesError } from '../errors';

/**
 * The natural d20 results a resolution consumes, in order. When the given rolls run out, the next
 * ones are drawn from `rng` if the caller passed one; otherwise a RulesError ('missing-rolls') says
 * how many were needed.
 */
export class D20Rolls {
  private next = 0;

  constructor(
    private readonly rolls: readonly number[],
    private readonly needed: number,
    private readonly rng?: Rng,
  ) {
    if (!Array.isArray(rolls)) {
      throw new RulesError('invalid-roll', 'rolls : liste de résultats de d20 attendue', { rolls });
    }
    rolls.forEach((r, i) => {
      if (!Number.isInteger(r) || r < 1 || r > 20) {
        throw new RulesError(
          'invalid-roll',
          `rolls[${i}] : résultat de d20 entre 1 et 20 attendu, reçu ${String(r)}`,
          {
            index: i,
            value: r,
          },
        );
      }
    });
    if (rolls.length < needed && !rng) {
      throw new RulesError(
        'missing-rolls',
        `Il faut ${counted('fr', needed, 'jet', 'jets')} de d20, ${rolls.length} ${pluralWord('fr', rolls.length, 'fourni', 'fournis')} (ou passer un générateur « rng »)`,
        { needed, given: rolls.length },
      );
    }
  }

  /** The next natural d20: `label` names it in the error when none is left. */
  take(label: string): number {
    if (this.next < this.rolls.length) return this.rolls[this.next++];
    if (this.rng) {
      this.next++;
      return this.rng.nextInt(1, 20);
    }
    throw new RulesError('missing-rolls', `Jet de d20 manquant : ${label}`, { needed: this.needed, label });
  }
}
