export declare function findElectronBinary(
  load?: (id: string) => unknown,
  exists?: (path: string) => boolean,
): string | null;
export declare const NO_ELECTRON_MESSAGE: string;
