/**
 * The attack helper (issue 15): « Attaquer » from a row's ⋯ menu or the T key — one attack of the
 * attacker on a target, its roll needed from the target's effective defence, the d20, the
 * confirmation of a critical, the damage applied, one undoable gesture.
 */
export { AttackHost } from './AttackHost';
export { openAttack } from './open-attack';
export { attackTargets } from './attack-targets';
