import type { ScriptEntry } from './lib/open-format.mjs';
export const OSR_SOURCE: { repository: string; path: string; ogl: string; what: string };
export const CORRECTIONS: Record<string, { stats: Record<string, string>; why: string }>;
export function oseSection15(page: string): string[];
export interface OsrReport {
  groups: string[];
  unread: Record<string, string[]>;
  corrections: Record<string, string>;
  frMissing: string[];
  untranslated: string[];
}
export function buildOsr(json: unknown): { entries: ScriptEntry[]; report: OsrReport };
