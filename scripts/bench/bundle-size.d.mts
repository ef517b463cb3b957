/** The GM window's first-load JavaScript, gzipped: bytes and the files counted (entry + modulepreloads). */
export function gmWindowJsGzipBytes(webDir: string): { bytes: number; files: string[] };
