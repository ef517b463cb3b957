/**
 * A gesture's steps, as the tracker's components build them. The fight itself lives in the fight
 * store (renderer/fight): this file only keeps the type where the components import it from.
 */
export type { GestureStep } from '../../fight/timeline';
