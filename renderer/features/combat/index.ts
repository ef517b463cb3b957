export { CombatPage } from './CombatPage';
