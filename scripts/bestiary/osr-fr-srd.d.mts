export interface FrenchBlock {
  name: string;
  stats: Record<string, string>;
}
export function frenchApostrophes(text: string): string;
export function frenchBlocks(markdown: string): FrenchBlock[];
export function figureKey(stats: Record<string, string | undefined>): string;
export function matchFrench(
  englishBlocks: { title: string; stats: Record<string, string> }[],
  frenchList: FrenchBlock[],
  hints: Record<string, string>,
  fold: (text: string) => string,
): Map<string, FrenchBlock>;
export function figureDifferences(english: Record<string, string>, french: Record<string, string>): string[];
export function frenchAttackLine(text: string): string;
