import type { ScriptEntry } from './lib/open-format.mjs';
export const OSR_SOURCE: { repository: string; path: string; ogl: string; what: string };
export const OSR_FR_SOURCE: { repository: string; root: string; what: string };
export const CORRECTIONS: Record<string, { stats: Record<string, string>; why: string }>;
export function oseSection15(page: string): string[];
export interface OsrReport {
  groups: string[];
  unread: Record<string, string[]>;
  corrections: Record<string, string>;
  frMissing: string[];
  frFromTable: string[];
  frAttacksFromTable: string[];
  frDifferences: Record<string, string[]>;
  untranslated: string[];
}
export function buildOsr(
  json: unknown,
  frenchPages?: string[],
): { entries: ScriptEntry[]; report: OsrReport };
