/**
 * Conditions and timed effects (issue 5): the "Appliquer un état" dialog, the effects on each row
 * with their rounds left, the effective defences with their breakdown, and what a turn start
 * brings (what ends, what continues, saves, damage, concentration).
 */
export { ApplyConditionHost } from './ApplyConditionHost';
export { openApplyCondition } from './apply-dialog-store';
export { EffectiveDefences } from './EffectiveDefences';
export { EffectList } from './EffectList';
export { effectConditionIds, effectsByTarget, effectsKey } from './row-effects';
export { EFFECT_REMINDERS, TurnEffects } from './TurnEffects';
