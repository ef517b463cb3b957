export { DicePanel } from './DicePanel';
