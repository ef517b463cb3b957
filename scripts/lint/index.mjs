/** Paravent's own ESLint rules (eslint.config.js): the renderer's rooms, module state, system-neutral names. */
import { moduleStateRule } from './module-state.mjs';
import { roomsRule } from './rooms.mjs';
import { systemNamesRule } from './system-names.mjs';

export { assertOneWay } from './rooms.mjs';

/** The plugin, registered as `paravent`. */
export const paraventPlugin = {
  meta: { name: 'paravent' },
  rules: { rooms: roomsRule, 'module-state': moduleStateRule, 'system-names': systemNamesRule },
};
