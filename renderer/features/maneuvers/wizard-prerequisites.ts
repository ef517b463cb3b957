/**
 * What must hold before a manoeuvre: the checks Paravent can make from the tracker (size limits,
 * a standing target, legs, a weapon to knock loose) and the rules' own refusal, then the
 * definition's notes for the GM to confirm (a free hand…). Each check names an i18n key.
 */
import { sizeSteps } from '../../../shared/rules';
import type { Messages } from '../../i18n';
import { countedConditions, maneuverRules } from './wizard-fighter';
import { definitionOf, resolution, type ManeuverWizardState } from './wizard';

/** One check: 'ok', 'blocked' (the manoeuvre cannot be made) or 'warning' (the GM decides). */
export interface PrerequisiteCheck {
  status: 'ok' | 'blocked' | 'warning';
  /** i18n key under `maneuvers.check`. */
  key: keyof Messages['maneuvers']['check'];
  values?: Record<string, string | number>;
}

/** The checks of the chosen manoeuvre against the chosen target. */
export function prerequisiteChecks(w: ManeuverWizardState): PrerequisiteCheck[] {
  const def = definitionOf(w);
  const d = w.defender;
  if (!def || !d) return [];
  const checks: PrerequisiteCheck[] = [];
  const gap = sizeSteps(w.attacker.size, d.size);
  if (def.maxSizeStepsLarger !== undefined) {
    checks.push({
      status: gap > def.maxSizeStepsLarger ? 'blocked' : 'ok',
      key: 'size',
      values: { gap: Math.max(0, gap), max: def.maxSizeStepsLarger },
    });
  }
  // DRS › Lutte, étape 3: a hold on a target two or more sizes larger always fails.
  const tooBig = maneuverRules(w.system).grappleFailsAtSizeGap;
  if (tooBig !== undefined && w.maneuver === 'grapple' && gap >= tooBig)
    checks.push({ status: 'warning', key: 'grappleTooBig', values: { gap } });
  const targetConditions = countedConditions(d);
  if (w.maneuver === 'trip') {
    checks.push({ status: targetConditions.includes('prone') ? 'warning' : 'ok', key: 'standing' });
    if (d.legs === 0) checks.push({ status: 'blocked', key: 'legless' });
  }
  if ((w.maneuver === 'disarm' || w.maneuver === 'sunder') && d.weapon === 'unarmed')
    checks.push({ status: 'warning', key: 'unarmedTarget' });
  if (w.maneuver === 'grapple' && targetConditions.includes('grappled'))
    checks.push({ status: 'warning', key: 'alreadyGrappled' });
  const r = resolution(w);
  if (r.status === 'refused')
    checks.push({ status: 'blocked', key: 'refused', values: { message: r.message } });
  return checks;
}

/** Whether a check forbids going on. */
export function isBlocked(w: ManeuverWizardState): boolean {
  return prerequisiteChecks(w).some((c) => c.status === 'blocked');
}
