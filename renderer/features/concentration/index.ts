/** Concentration (issue 28 part 4): the dialog that marks it, and the checks a hurt caster owes. */
export { ConcentrationHost } from './ConcentrationDialog';
export type { ConcentrationHostProps } from './ConcentrationDialog';
export { ConcentrationChecks } from './ConcentrationChecks';
export type { ConcentrationChecksProps } from './ConcentrationChecks';
export { openConcentration } from './open-concentration';
