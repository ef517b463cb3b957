/** The PRD pages, the French pages and the glossary of two local git copies, with where they come from. */
export function readPf1Sources(
  prdDir: string,
  frDir: string,
): {
  prd: Map<string, string>;
  fr: Map<string, string>;
  glossary: string;
  sources: { id: string; repository: string; commit: string; path: string; what: string }[];
};
/** The texts of pf1.json and pf1.report.json built from two local git copies. */
export function pf1Files(prdDir: string, frDir: string): { data: string; report: string };
