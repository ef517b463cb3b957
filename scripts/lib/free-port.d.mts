/** The ports the end-to-end specs open beside the base port. */
export const E2E_PORT_OFFSETS: number[];
/** Whether nothing listens on `port`, on any interface. */
export function isPortFree(port: number): Promise<boolean>;
/** The first base port from `preferred` upwards (by tens) whose ports at every offset are free. */
export function freeBasePort(preferred: number, offsets?: number[], tries?: number): Promise<number>;
