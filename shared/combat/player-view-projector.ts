/**
 * The players' projection, made incrementally (issue 25): the same view as `toPlayerView`, but a
 * combatant whose inputs did not change since the last call keeps its `PlayerCombatant` — the same
 * object — instead of being rebuilt. A gesture on one combatant rebuilds one; next turn rebuilds
 * only those whose effects count rounds; a display setting rebuilds the side it concerns. Keeping
 * the objects is what lets `diffPlayerView` (player-view-patch.ts) find the change in O(n) without
 * comparing values, and the display skip the rows that did not change.
 */
import type { Combatant, CombatantId, Effect, Encounter } from './types';
import { currentCount } from './effects';
import { playerViewParts, toPlayerCombatant, type PlayerCombatant, type PlayerView } from './player-view';
import type { PlayerViewSettings } from './player-view-settings';

/** What a combatant's part of the view was made from (compared by identity, or value for scalars). */
interface Made {
  combatant: Combatant;
  effects: readonly Effect[];
  system: Encounter['system'];
  phase: Encounter['phase'];
  surpriseRound: boolean;
  aware: Encounter['surprise']['aware'];
  /** How its side's health is shown. */
  shown: PlayerViewSettings['health'][Combatant['side']];
  /** Round and initiative count, for those whose view depends on time ('' otherwise). */
  time: string;
  view: PlayerCombatant;
}

/** Makes the players' view of a fight, reusing what did not change since the previous call. */
export interface PlayerViewProjector {
  /** Equal to `toPlayerView(enc, settings)`; unchanged combatants are the previous objects. */
  project(enc: Encounter, settings: PlayerViewSettings): PlayerView;
}

const NO_EFFECTS: readonly Effect[] = [];

function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Whether two combatants' views hold the same values. They are small (a few conditions): their
 * JSON is compared, and a view rebuilt with the same values stays the previous object.
 */
function sameView(a: PlayerCombatant, b: PlayerCombatant): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * A new projector. What a combatant's view reads of the fight: itself, the effects on it, the
 * system's catalogue, the phase (flat-footed until its first action), the surprise (surprised),
 * its side's health setting, and — only when one of its effects counts rounds, or when someone is
 * surprised — the round and the current initiative count (effects.ts `roundsLeft`,
 * turn-order.ts `isSurprisedNow`).
 */
export function createPlayerViewProjector(): PlayerViewProjector {
  let made = new Map<CombatantId, Made>();
  return {
    project(enc, settings) {
      const { head, visible, effectsOf } = playerViewParts(enc, settings);
      const now = `${enc.round}|${currentCount(enc) ?? ''}`;
      const someoneSurprised = enc.surprise.aware.length > 0;
      const next = new Map<CombatantId, Made>();
      const order = visible.map((c) => {
        const effects = effectsOf.get(c.id) ?? NO_EFFECTS;
        const timed = someoneSurprised || effects.some((e) => e.duration.kind === 'rounds');
        const inputs = {
          combatant: c,
          effects,
          system: enc.system,
          phase: enc.phase,
          surpriseRound: enc.surprise.isSurpriseRound,
          aware: enc.surprise.aware,
          shown: settings.health[c.side],
          time: timed ? now : '',
        };
        const before = made.get(c.id);
        const reusable =
          before !== undefined &&
          before.combatant === c &&
          sameList(before.effects, effects) &&
          before.system === inputs.system &&
          before.phase === inputs.phase &&
          before.surpriseRound === inputs.surpriseRound &&
          sameList(before.aware, inputs.aware) &&
          before.shown === inputs.shown &&
          before.time === inputs.time;
        let view: PlayerCombatant;
        if (reusable) view = before.view;
        else {
          const rebuilt = toPlayerCombatant(enc, c, settings, effects);
          view = before !== undefined && sameView(before.view, rebuilt) ? before.view : rebuilt;
        }
        next.set(c.id, { ...inputs, view });
        return view;
      });
      made = next;
      return { ...head, order };
    },
  };
}
