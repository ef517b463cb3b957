/**
 * Manoeuvre wizards (issue 6): grapple, bull rush, trip and every other combat manoeuvre of D&D
 * 3.5, Pathfinder and Starfinder, the ongoing-grapple panel, and the opposed-test and attack
 * helpers of Chroniques Oubliées and osr.
 */
export { ManeuverHost } from './ManeuverHost';
export { openManeuver } from './open-request';
