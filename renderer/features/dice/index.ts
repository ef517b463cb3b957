export { DicePanel } from './DicePanel';
export { pageRng } from './dice-roller';
export { isDiceNotation, rollFromPalette } from './palette-roll';
export { diceDetail } from './log-dice-roll';
