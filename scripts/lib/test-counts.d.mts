export interface Counts {
  passed: number;
  failed: number;
  note?: string;
}
export declare function countVitest(report: unknown, exitCode: number): Counts;
export declare function countPlaywright(report: unknown, exitCode: number): Counts;
export declare function failedVitest(report: unknown, root?: string): string[];
export declare function failedPlaywright(report: unknown): string[];
