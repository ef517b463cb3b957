import type { StarterInput } from './dnd35-build.mjs';
/** The starter bestiary's 3.5 creatures, read from shared/bestiary/dnd35.ts. */
export function starterCreatures(): Promise<StarterInput[]>;
/** The French words pf1.report.json learned from the open French PF1 text. */
export function pf1Learned(): { attackFr: Record<string, string>; subtypeFr: Record<string, string> };
export const DND35_BOOKS: { dir: string; name: string; fr: string }[];
/** The texts of dnd35.json and dnd35.report.json built from the SRD's pages. */
export function dnd35Files(input: {
  pages: Map<string, string>;
  commit: string;
  learned: { attackFr?: Record<string, string>; subtypeFr?: Record<string, string> } | undefined;
  starter: readonly StarterInput[];
}): { data: string; report: string };
