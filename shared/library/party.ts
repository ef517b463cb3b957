/**
 * Un groupe qui dure: the party's state goes into a new fight (HP, nonlethal, conditions still
 * running) and comes back out of it at the end (one gesture the GM can undo).
 */
import type { Combatant, CombatantInput, Effect, Encounter, EncounterEvent } from '../combat';
import { roundsPerMinute } from '../combat';
import { getProcedures } from '../rules';
import type { PartyCondition, PartyState } from './entry';

/** A step of a gesture: an event, or a function of the state reached so far (ids made by the reducer). */
export type PartyStep = EncounterEvent | ((enc: Encounter) => EncounterEvent);

/** A party member as the Library holds it. */
export interface PartyMember {
  id: string;
  name: string;
  combatant: CombatantInput;
  party?: PartyState;
}

function lastNamed(enc: Encounter, name: string): Combatant {
  const found = enc.combatants.filter((c) => c.name === name).at(-1);
  if (!found) throw new Error(`${name} absent de la rencontre`);
  return found;
}

/**
 * The steps that bring the party into a fight: each member with its current HP, then its nonlethal
 * damage, then each condition it still carries (minutes left become the fight's rounds).
 */
export function partyJoinSteps(members: readonly PartyMember[]): PartyStep[] {
  const steps: PartyStep[] = [];
  for (const m of members) {
    const name = m.combatant.name;
    const state = m.party;
    const hpCurrent = state ? Math.min(state.hpCurrent, m.combatant.hpMax) : undefined;
    steps.push({
      type: 'combatant-added',
      combatant: {
        ...m.combatant,
        side: m.combatant.side ?? 'pc',
        hpCurrent,
        // Starfinder: the Stamina and Resolve left carry over too (within the maxima).
        ...(state?.stamina !== undefined && m.combatant.staminaMax !== undefined
          ? { stamina: Math.min(state.stamina, m.combatant.staminaMax) }
          : {}),
        ...(state?.resolve !== undefined && m.combatant.resolveMax !== undefined
          ? { resolve: Math.min(state.resolve, m.combatant.resolveMax) }
          : {}),
      },
    });
    if (!state) continue;
    if (state.nonlethal > 0) {
      steps.push((enc) => ({ type: 'nonlethal', id: lastNamed(enc, name).id, amount: state.nonlethal }));
    }
    for (const c of state.conditions) {
      steps.push((enc) => ({
        type: 'effect-applied',
        targets: [lastNamed(enc, name).id],
        what: c.what,
        duration:
          c.minutes === null
            ? { kind: 'until-removed' }
            : { kind: 'minutes', minutes: Math.max(1, c.minutes) },
      }));
    }
  }
  return steps;
}

/**
 * Minutes left of an effect that outlives the fight, null for one with no end (until removed), or
 * undefined when it ends with the fight: a condition the system's rules end with every fight
 * (`betweenFights.endsWithFight`: grappled, pinned, prone, flat-footed, surprised…), an effect bound
 * to a turn or to concentration, and one counted in rounds — less than a minute left, over before
 * the party does anything else (issue 26). An effect with a minute or more left keeps its whole minutes.
 */
function minutesLeft(enc: Encounter, e: Effect): number | null | undefined {
  const between = getProcedures(enc.system).betweenFights;
  if (e.what.kind === 'condition' && between?.endsWithFight.includes(e.what.conditionId)) return undefined;
  const d = e.duration;
  if (d.kind === 'until-removed') return null;
  if (d.kind !== 'rounds') return undefined;
  // Before the fight starts, timers count from round 1.
  const now = enc.phase === 'setup' ? 1 : enc.round;
  const minutes = Math.floor((d.endsBefore.round - now) / roundsPerMinute(enc.system));
  return minutes >= 1 ? minutes : undefined;
}

function conditionsOf(enc: Encounter, c: Combatant, label: (e: Effect) => string): PartyCondition[] {
  return enc.effects.flatMap((e) => {
    if (e.target !== c.id) return [];
    const minutes = minutesLeft(enc, e);
    return minutes === undefined ? [] : [{ what: e.what, label: label(e), minutes }];
  });
}

/** One member's state written back: before and after, for the preview and for undo. */
export interface PartyWriteBack {
  id: string;
  name: string;
  before: PartyState | undefined;
  after: PartyState;
}

/**
 * What the fight did to each party member found in it (by name, a PC or ally): current HP,
 * nonlethal damage, and only what lasts (`minutesLeft`): fatigue, negative levels, poison… with
 * their minutes left; holds, positions and effects counted in rounds end with the fight. Resources
 * are kept as the Library has them.
 */
export function partyWriteBack(
  enc: Encounter,
  members: readonly PartyMember[],
  label: (e: Effect) => string,
): PartyWriteBack[] {
  const out: PartyWriteBack[] = [];
  for (const m of members) {
    const c = enc.combatants.find(
      (x) => x.name === m.combatant.name && (x.side === 'pc' || x.side === 'ally'),
    );
    if (!c) continue;
    out.push({
      id: m.id,
      name: m.combatant.name,
      before: m.party,
      after: {
        hpCurrent: Math.min(c.hp.current, m.combatant.hpMax),
        nonlethal: c.hp.nonlethal,
        conditions: conditionsOf(enc, c, label),
        resources: m.party?.resources ?? '',
        ...(c.hp.stamina ? { stamina: c.hp.stamina.current } : {}),
        ...(c.hp.resolve ? { resolve: c.hp.resolve.current } : {}),
      },
    });
  }
  return out;
}
