export { DicePanel } from './DicePanel';
export { pageRng } from './dice-roller';
