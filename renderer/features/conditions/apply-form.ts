/**
 * The "Appliquer un état" form as data: what the GM typed, checked, and turned into one
 * `effect-applied` event — or the fields to correct, each with its message key. Pure, so that
 * every refusal is tested without a browser.
 */
import { combatantId, type DurationInput, type EncounterEvent } from '../../../shared/combat';
import { getProcedures, type BonusType, type ModifierTarget, type SystemId } from '../../../shared/rules';
import { readInteger } from '../../combatant';
import type { Messages } from '../../i18n';

/** One modifier row of a custom effect. */
export interface ModifierRow {
  target: ModifierTarget;
  /** As typed ("-2", "+1"). */
  value: string;
  type: BonusType;
}

/** What the form holds. */
export interface ApplyForm {
  targets: string[];
  kind: 'condition' | 'custom';
  conditionId: string | null;
  name: string;
  modifiers: ModifierRow[];
  source: string | null;
  durationKind: DurationInput['kind'];
  /** Rounds, minutes or hours, as typed. */
  amount: string;
  /** Whose turn ends the effect (until the start / end of a turn). */
  whose: string | null;
  saveEachRound: string;
  ongoingDamage: string;
  /** Fast healing, regeneration (hit points each round) and what bypasses regeneration, as typed. */
  fastHealing: string;
  regeneration: string;
  regenerationBypass: string;
  /** « Caché aux joueurs ». */
  hidden: boolean;
}

/** Fields that can be refused, with the key of their message under `conditions.errors`. */
export type FormErrors = Partial<
  Record<
    | 'targets'
    | 'condition'
    | 'name'
    | 'amount'
    | 'whose'
    | 'source'
    | 'ongoingDamage'
    | 'fastHealing'
    | 'regeneration'
    | `modifier-${number}`,
    keyof Messages['conditions']['errors']
  >
>;

/** What a system's custom modifiers may change (its defences first), from its procedures. */
export function modifierTargets(system: SystemId): readonly ModifierTarget[] {
  return getProcedures(system).defences.modifierTargets;
}

/** Whether the system knows bonus types (co and osr add everything up). */
export function hasBonusTypes(system: SystemId): boolean {
  return getProcedures(system).stacking.mode === 'typed';
}

/** A fresh form for these targets, with the acting combatant as the source. */
export function emptyForm(targets: string[], source: string | null): ApplyForm {
  return {
    targets,
    kind: 'condition',
    conditionId: null,
    name: '',
    modifiers: [],
    source,
    durationKind: 'rounds',
    amount: '1',
    whose: null,
    saveEachRound: '',
    ongoingDamage: '',
    fastHealing: '',
    regeneration: '',
    regenerationBypass: '',
    hidden: false,
  };
}

function amountOf(text: string): number | null {
  const n = readInteger(text);
  return typeof n === 'number' && n >= 1 ? n : null;
}

/** The duration typed, or null when it is not complete (`errors` says why). */
export function durationOf(form: ApplyForm, errors: FormErrors = {}): DurationInput | null {
  const k = form.durationKind;
  if (k === 'rounds' || k === 'minutes' || k === 'hours') {
    const n = amountOf(form.amount);
    if (n === null) {
      errors.amount = 'amount';
      return null;
    }
    if (k === 'rounds') return { kind: k, rounds: n };
    return k === 'minutes' ? { kind: k, minutes: n } : { kind: k, hours: n };
  }
  if (k === 'until-turn-start' || k === 'until-turn-end') {
    const whose = form.whose ?? form.source ?? form.targets[0] ?? null;
    if (whose === null) {
      errors.whose = 'whose';
      return null;
    }
    return { kind: k, combatantId: combatantId(whose) };
  }
  if (k === 'concentration' && form.source === null) errors.source = 'noSource';
  return k === 'concentration' ? { kind: k } : { kind: 'until-removed' };
}

/** The event the form makes, or the fields to correct. */
export function formToEvent(
  form: ApplyForm,
  system: SystemId,
): { event: Extract<EncounterEvent, { type: 'effect-applied' }> } | { errors: FormErrors } {
  const errors: FormErrors = {};
  if (form.targets.length === 0) errors.targets = 'noTarget';
  if (form.kind === 'condition' && !form.conditionId) errors.condition = 'noCondition';
  if (form.kind === 'custom' && form.name.trim() === '') errors.name = 'noName';
  const modifiers = form.modifiers.map((m, i) => {
    const value = readInteger(m.value);
    if (typeof value !== 'number') errors[`modifier-${i}`] = 'modifierValue';
    const typed = hasBonusTypes(system) && m.type !== 'untyped' ? { type: m.type } : {};
    return { target: m.target, value: typeof value === 'number' ? value : 0, ...typed };
  });
  const duration = durationOf(form, errors);
  // Damage each round has no sign: « -2 » is not healing (issue 26), that has fields of its own.
  if (/^[-−+]/.test(form.ongoingDamage.trim())) errors.ongoingDamage = 'ongoingSigned';
  const perRound = (text: string, key: 'fastHealing' | 'regeneration'): number | undefined => {
    if (text.trim() === '') return undefined;
    const n = readInteger(text);
    if (typeof n === 'number' && n >= 1 && n <= 1_000_000) return n;
    errors[key] = 'hpPerRound';
    return undefined;
  };
  const fastHealing = perRound(form.fastHealing, 'fastHealing');
  const regeneration = perRound(form.regeneration, 'regeneration');
  const bypassedBy = form.regenerationBypass.trim();
  if (Object.keys(errors).length > 0 || duration === null) return { errors };
  return {
    event: {
      type: 'effect-applied',
      targets: form.targets.map(combatantId),
      ...(form.source ? { source: combatantId(form.source) } : {}),
      what:
        form.kind === 'condition'
          ? { kind: 'condition', conditionId: form.conditionId ?? '' }
          : { kind: 'custom', name: form.name.trim(), modifiers },
      duration,
      ...(form.saveEachRound.trim() ? { saveEachRound: form.saveEachRound.trim() } : {}),
      ...(form.ongoingDamage.trim() ? { ongoingDamage: form.ongoingDamage.trim() } : {}),
      ...(fastHealing === undefined ? {} : { fastHealing }),
      ...(regeneration === undefined
        ? {}
        : { regeneration: { hp: regeneration, ...(bypassedBy ? { bypassedBy } : {}) } }),
      ...(form.hidden ? { hidden: true } : {}),
    },
  };
}
