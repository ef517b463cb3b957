export { StaminaCell } from './StaminaCell';
export type { StaminaCellProps } from './StaminaCell';
