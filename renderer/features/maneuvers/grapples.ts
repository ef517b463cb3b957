import type { SystemId } from '../../../shared/rules';
/**
 * Grapples under way, read from the tracker's effects: a « grappled » or « pinned » effect put on a
 * combatant by another is a hold. For each, the actions the rules give each side on its turn, as
 * one-click wizards (DRS › Lutte › Options; Aide de jeu PF1 › Lutte; SF › Lutte).
 */
import type { CombatantId, Encounter, EncounterEvent } from '../../../shared/combat';
import type { Messages } from '../../i18n';
import type { GrappleTurn } from './wizard';
import { maneuverRules } from './wizard-fighter';

/** One hold: who holds whom, and whether the held one is pinned. */
export interface Hold {
  holder: CombatantId;
  held: CombatantId;
  pinned: boolean;
}

const HOLD_CONDITIONS = ['grappled', 'pinned'];

/** Every hold of the encounter, in the order the effects were applied. */
export function holdsOf(enc: Encounter): Hold[] {
  const holds: Hold[] = [];
  for (const e of enc.effects) {
    if (e.what.kind !== 'condition' || !HOLD_CONDITIONS.includes(e.what.conditionId)) continue;
    if (!e.source || e.source === e.target) continue;
    const pinned = e.what.conditionId === 'pinned';
    const found = holds.find((h) => h.holder === e.source && h.held === e.target);
    if (found) found.pinned ||= pinned;
    else holds.push({ holder: e.source, held: e.target, pinned });
  }
  return holds;
}

/** A one-click action of the grapple panel: its i18n key and the wizard it opens (or a direct release). */
export interface GrappleOption {
  key: keyof Messages['maneuvers']['grapple'];
  /** Who acts (the wizard's attacker). */
  actor: 'holder' | 'held';
  /** Opens the wizard with this grapple turn; absent for a release, which needs no roll. */
  turn?: GrappleTurn;
  /** Asks the GM for the Escape Artist bonus before opening. */
  escapeArtist?: boolean;
}

/**
 * The options of each side. dnd35: both are grappling, each may damage, pin, move or escape by an
 * opposed grapple check (the held one also by Escape Artist); a pinned one may only escape; only
 * the pinner may let go. pf1: the grappler maintains at +5 to move, damage, pin or tie up, or releases; the
 * held one escapes by CMB or Escape Artist against the grappler's CMD. sf1: the grappler renews the
 * grapple (a new manoeuvre) or lets go.
 */
export function grappleOptions(system: SystemId, hold: Hold): GrappleOption[] {
  const style = maneuverRules(system).grapple;
  const escape: GrappleOption[] = [
    { key: 'escape', actor: 'held', turn: { maintain: style === 'both-grappling', action: 'escape' } },
    {
      key: 'escapeArtist',
      actor: 'held',
      turn: { maintain: style === 'both-grappling', action: 'escape' },
      escapeArtist: true,
    },
  ];
  const release: GrappleOption = { key: 'release', actor: 'holder' };
  switch (style) {
    case 'both-grappling': {
      // DRS › Lutte: both are grappling, either may act or escape; only a pinner may let go (free action).
      const acts = (actor: GrappleOption['actor']): GrappleOption[] =>
        (['damage', 'pin', 'move', 'escape'] as const).map((action) => ({
          key: action,
          actor,
          turn: { maintain: true, action },
        }));
      const held = hold.pinned ? escape : [...acts('held').slice(0, 3), ...escape];
      return [...acts('holder'), ...(hold.pinned ? [release] : []), ...held];
    }
    case 'maintain':
      return [
        ...(['move', 'damage', 'pin', 'tie-up'] as const).map((action): GrappleOption => ({
          key: action,
          actor: 'holder',
          turn: { maintain: true, action },
        })),
        release,
        ...escape,
      ];
    case 'renew':
      return [{ key: 'renew', actor: 'holder', turn: { maintain: true } }, release];
  }
}

/** Letting go (a free action): every hold effect between the two ends, both ways. */
export function releaseEvents(enc: Encounter, hold: Hold): EncounterEvent[] {
  const pair = [hold.holder, hold.held];
  return enc.effects
    .filter(
      (e) =>
        e.what.kind === 'condition' &&
        HOLD_CONDITIONS.includes(e.what.conditionId) &&
        pair.includes(e.target) &&
        (e.source === undefined || pair.includes(e.source)),
    )
    .map((e) => ({ type: 'effect-removed', effectId: e.id }));
}
