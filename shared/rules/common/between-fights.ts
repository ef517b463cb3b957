/**
 * Between fights (issue 26): which conditions a character carries out of a fight and which end with
 * it, and what complete rest does to those it carries — as data per condition, in each system's
 * folder (`between-fights.ts`). The party write-back (shared/library/party.ts) and the rests
 * (shared/library/rest.ts) read it.
 */

/** What complete rest does to one lasting condition. */
export interface RestRecovery {
  condition: string;
  /** Minutes of complete rest it takes. */
  minutes: number;
  /** The condition it becomes (exhausted → fatigued); absent: it ends. */
  becomes?: string;
  source: string;
}

/** A system's conditions sorted by what becomes of them when the fight ends, and their recovery. */
export interface BetweenFights {
  /**
   * They end with the fight whatever their duration — a hold, a position, surprise, an action's
   * stance, a state the hit points give back: never written back to the party.
   */
  endsWithFight: readonly string[];
  /** They stay with the character (fatigue, negative levels, poison…) unless counted in rounds. */
  lasts: readonly string[];
  recovery: readonly RestRecovery[];
  source: string;
}

/** The d20 rule for fatigue (3.5, PF1, SF print it alike): 1 hour turns exhausted into fatigued, 8 hours end fatigue. */
export function fatigueRecovery(fatigued: string, exhausted: string): RestRecovery[] {
  return [
    { condition: 'exhausted', minutes: 60, becomes: 'fatigued', source: exhausted },
    { condition: 'fatigued', minutes: 480, source: fatigued },
  ];
}
