export function osrFiles(oseDir: string, frDir: string): { data: string; report: string };
