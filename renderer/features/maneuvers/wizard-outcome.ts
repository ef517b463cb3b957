/**
 * What a settled manoeuvre does to the tracker, as ONE gesture (one Ctrl+Z takes it all back): a
 * `maneuver-resolved` log line, then the conditions it brings (`effect-applied`) and those it ends
 * (`effect-removed`). Durations follow the rules: 3.5 pinned for 1 round (DRS › Lutte ›
 * Immobiliser), Starfinder grappled or pinned until the end of the grappler's next turn (SF ›
 * Lutte), a dirty trick for its rounds, everything else until removed.
 */
import type {
  CombatantId,
  DurationInput,
  Encounter,
  EncounterEvent,
  EffectWhat,
  LogLine,
  LogManeuverOutcome,
} from '../../../shared/combat';
import { getSystem, type Localized, type ManeuverOutcome } from '../../../shared/rules';
import { canTakeOpportunity } from '../../../shared/combat';
import type { ManeuverRequestOpen } from './open-request';
import { definitionOf, type ManeuverWizardState } from './wizard';
import { maneuverRules } from './wizard-fighter';

type Who = 'attacker' | 'defender';

/** Names of conditions a manoeuvre brings that a system's catalogue lacks (pf1 has no « désarmé »). */
const CUSTOM_NAMES: Record<string, Localized> = { disarmed: { fr: 'Désarmé', en: 'Disarmed' } };

/** A custom effect is named in the GM's language of the moment, and found again by either name. */
function whatOf(enc: Encounter, condition: string, language: 'fr' | 'en' = 'fr'): EffectWhat {
  const known = getSystem(enc.system).conditions.some((c) => c.id === condition);
  if (known) return { kind: 'condition', conditionId: condition };
  return { kind: 'custom', name: CUSTOM_NAMES[condition]?.[language] ?? condition, modifiers: [] };
}

function sameCustom(a: string, b: string): boolean {
  if (a === b) return true;
  return Object.values(CUSTOM_NAMES).some((n) => (n.fr === a || n.en === a) && (n.fr === b || n.en === b));
}

function durationOf(w: ManeuverWizardState, outcome: ManeuverOutcome, condition: string): DurationInput {
  const set = maneuverRules(w.system).conditionDurations[condition];
  if (set?.kind === 'until-attacker-turn-end') return { kind: 'until-turn-end', combatantId: w.attackerId };
  if (set?.kind === 'rounds') return { kind: 'rounds', rounds: set.rounds };
  if (w.maneuver === 'dirty-trick' && outcome.durationRounds !== undefined)
    return { kind: 'rounds', rounds: outcome.durationRounds };
  return { kind: 'until-removed' };
}

/** The effects of `enc` that show this condition on this combatant. */
function effectsShowing(enc: Encounter, target: CombatantId, what: EffectWhat) {
  return enc.effects.filter(
    (e) =>
      e.target === target &&
      (what.kind === 'condition'
        ? e.what.kind === 'condition' && e.what.conditionId === what.conditionId
        : e.what.kind === 'custom' && sameCustom(e.what.name, what.name)),
  );
}

/** Conditions the outcome brings, the attacker's fall of a 3.5 bull rush into an occupied square included. */
function effectsOf(w: ManeuverWizardState, outcome: ManeuverOutcome): ManeuverOutcome['effects'] {
  const effects = [...outcome.effects];
  // DRS › Bousculade: the attacker who fails moves back 1.5 m, and falls prone if that square is occupied.
  const pushedBack = maneuverRules(w.system).bullRushFailPushesBack;
  if (pushedBack && w.maneuver === 'bull-rush' && !outcome.success && w.occupiedSquare)
    effects.push({ who: 'attacker', condition: 'prone' });
  return effects;
}

/** "4,50 m", "3 m": metres as a French GM writes them. */
function meters(m: number): string {
  return Number.isInteger(m) ? `${m} m` : `${m.toFixed(2).replace('.', ',')} m`;
}

/** The French log line of a settled manoeuvre: who, against whom, the decisive roll, the distance. */
function outcomeSummary(enc: Encounter, w: ManeuverWizardState, outcome: ManeuverOutcome): string {
  const def = definitionOf(w);
  const name = def?.name.fr ?? String(w.maneuver);
  const a = w.attacker.name;
  const d = w.defender?.name ?? '?';
  const decisive = [...outcome.steps].reverse().find((s) => s.total !== undefined && s.against !== undefined);
  const dice = outcome.steps.filter((s) => s.natural !== undefined).map((s) => s.natural);
  const detail = decisive ? ` (${decisive.total} contre ${decisive.against} ; d20 : ${dice.join(', ')})` : '';
  const by =
    outcome.margin === 0 ? '' : outcome.success ? ` de ${outcome.margin}` : ` de ${Math.abs(outcome.margin)}`;
  const verdict = outcome.success ? `réussite${by}` : `échec${by}`;
  const parts = [`${name}${w.counter ? ' (riposte)' : ''} — ${a} contre ${d} : ${verdict}${detail}`];
  if (outcome.distanceMeters !== undefined) parts.push(distanceText(w, d, outcome.distanceMeters));
  if (maneuverRules(w.system).bullRushFailPushesBack && w.maneuver === 'bull-rush' && !outcome.success)
    parts.push(`${a} recule de 1,50 m`);
  return parts.join(' ; ');
}

/** The same line as a code and parameters, phrased in the GM's language (renderer/log). */
function outcomeLine(w: ManeuverWizardState, outcome: ManeuverOutcome): LogManeuverOutcome {
  const decisive = [...outcome.steps].reverse().find((s) => s.total !== undefined && s.against !== undefined);
  const dice = outcome.steps.flatMap((s) => (s.natural === undefined ? [] : [s.natural]));
  const rules = maneuverRules(w.system);
  const moved = (): LogManeuverOutcome['moved'] => {
    const meters = outcome.distanceMeters;
    if (meters === undefined) return undefined;
    if (w.maneuver === 'drag') return { kind: 'drag', meters };
    if (w.maneuver === 'reposition') return { kind: 'reposition', meters };
    return { kind: rules.bullRushFollows ? 'pushed-follow' : 'pushed', meters };
  };
  const m = moved();
  return {
    maneuver: String(w.maneuver),
    counter: w.counter,
    attacker: w.attacker.name,
    defender: w.defender?.name ?? '?',
    success: outcome.success,
    margin: outcome.margin,
    ...(decisive?.total !== undefined && decisive.against !== undefined
      ? { decisive: { total: decisive.total, against: decisive.against, dice } }
      : {}),
    ...(m ? { moved: m } : {}),
    pushedBack: rules.bullRushFailPushesBack && w.maneuver === 'bull-rush' && !outcome.success,
  };
}

function distanceText(w: ManeuverWizardState, target: string, distance: number): string {
  if (w.maneuver === 'drag') return `${target} traîné de ${meters(distance)}`;
  if (w.maneuver === 'reposition') return `${target} déplacé de ${meters(distance)}`;
  // DRS › Bousculade: 1.5 m, more only if the attacker follows.
  if (maneuverRules(w.system).bullRushFollows)
    return `${target} repoussé de 1,50 m (jusqu’à ${meters(distance)} si ${w.attacker.name} le suit)`;
  return `${target} repoussé de ${meters(distance)}`;
}

/**
 * The gesture of a settled manoeuvre. A condition already shown by an effect is not applied twice;
 * a Starfinder grapple renewed replaces the old timer (its effect is removed, a new one applied).
 */
export function outcomeEvents(
  enc: Encounter,
  w: ManeuverWizardState,
  outcome: ManeuverOutcome,
  language: 'fr' | 'en' = 'fr',
): EncounterEvent[] {
  const target = w.targetId;
  if (!target) return [];
  const idOf = (who: Who): CombatantId => (who === 'attacker' ? w.attackerId : target);
  const events: EncounterEvent[] = [
    {
      type: 'maneuver-resolved',
      attacker: w.attackerId,
      target,
      summary: outcomeSummary(enc, w, outcome),
      line: { code: 'maneuver.outcome', params: outcomeLine(w, outcome) },
    },
  ];
  // The damage of the provoked AoO goes onto the attacker's hit points in the same gesture.
  if (w.provoked && w.aooDamage > 0)
    events.push({ type: 'damage', id: w.attackerId, amount: w.aooDamage, by: target });
  const removed = new Set<string>();
  for (const end of outcome.ends ?? []) {
    for (const e of effectsShowing(enc, idOf(end.who), whatOf(enc, end.condition))) {
      if (removed.has(e.id)) continue;
      removed.add(e.id);
      events.push({ type: 'effect-removed', effectId: e.id });
    }
  }
  for (const effect of effectsOf(w, outcome)) {
    const who = idOf(effect.who);
    const what = whatOf(enc, effect.condition, language);
    const duration = durationOf(w, outcome, effect.condition);
    const existing = effectsShowing(enc, who, what).filter((e) => !removed.has(e.id));
    if (existing.length > 0 && duration.kind === 'until-removed') continue;
    for (const e of existing) {
      removed.add(e.id);
      events.push({ type: 'effect-removed', effectId: e.id });
    }
    events.push({ type: 'effect-applied', targets: [who], source: w.attackerId, what, duration });
  }
  // The provoked AoO comes first, one of the defender's this round (the wizard unticks it when none
  // is left).
  const defender = enc.combatants.find((c) => c.id === target);
  if (w.provoked && enc.phase === 'running' && defender && canTakeOpportunity(enc, defender))
    events.unshift({ type: 'reaction-used', id: target, kind: 'opportunity' });
  return events;
}

/** One line of what a gesture will do, for the outcome step: an i18n key under `maneuvers.event` and its values. */
export type EventLine =
  | { key: 'log'; values: { text: string } }
  | { key: 'applied' | 'removed'; values: { who: string; what: string } }
  | { key: 'damage'; values: { who: string; amount: string } };

/** The gesture's events as the GM reads them before applying them (`phrase`: a coded log line in the GM's language). */
export function describeEvents(
  enc: Encounter,
  events: EncounterEvent[],
  lang: 'fr' | 'en',
  phrase?: (line: LogLine) => string,
): EventLine[] {
  const name = (id: CombatantId) => enc.combatants.find((c) => c.id === id)?.name ?? '?';
  const label = (what: EffectWhat) =>
    what.kind === 'custom'
      ? what.name
      : (getSystem(enc.system).conditions.find((c) => c.id === what.conditionId)?.name[lang] ??
        what.conditionId);
  return events.flatMap((e): EventLine[] => {
    switch (e.type) {
      case 'maneuver-resolved':
        return [{ key: 'log', values: { text: e.line && phrase ? phrase(e.line) : e.summary } }];
      case 'effect-applied':
        return [{ key: 'applied', values: { who: e.targets.map(name).join(', '), what: label(e.what) } }];
      case 'effect-removed': {
        const effect = enc.effects.find((x) => x.id === e.effectId);
        return effect
          ? [{ key: 'removed', values: { who: name(effect.target), what: label(effect.what) } }]
          : [];
      }
      case 'damage':
        return [{ key: 'damage', values: { who: name(e.id), amount: String(e.amount) } }];
      default:
        return [];
    }
  });
}

/**
 * The 3.5 counter offered after a failed trip or disarm (DRS › Croc-en-jambe; Désarmement): the
 * defender tries the same manoeuvre back at once. Not after a counter, nor against Improved Disarm.
 */
export function counterOffer(w: ManeuverWizardState, outcome: ManeuverOutcome): ManeuverRequestOpen | null {
  const counters = maneuverRules(w.system).counters;
  if (w.counter || outcome.success || !w.targetId || !w.maneuver || !counters.includes(w.maneuver))
    return null;
  if (w.maneuver === 'trip') {
    // A missed touch attack is no failed trip: the defender was never put off balance.
    const touchHit = outcome.steps.some(
      (s) => s.natural !== undefined && s.against !== undefined && s.success,
    );
    if (!touchHit && !w.withWeapon) return null;
    return { attackerId: w.targetId, targetId: w.attackerId, maneuver: 'trip', counter: true };
  }
  if (
    w.maneuver === 'disarm' &&
    !w.attacker.feats.includes('improved-disarm') &&
    !(w.provoked && w.aooDamage > 0)
  )
    return { attackerId: w.targetId, targetId: w.attackerId, maneuver: 'disarm', counter: true };
  return null;
}
