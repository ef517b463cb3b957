export function osrFiles(oseDir: string): { data: string; report: string };
