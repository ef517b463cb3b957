export { OngoingApply } from './OngoingApply';
export type { OngoingApplyProps } from './OngoingApply';
