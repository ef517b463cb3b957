export function markdownMonsters(text: string): Map<string, Record<string, string>>;
export function compareCopies(
  compendium: unknown,
  markdown: string,
): {
  compared: number;
  fields: string[];
  differences: Record<string, string[]>;
  onlyCompendium: string[];
  onlyMarkdown: string[];
};
