// The end-to-end step's base port when PARAVENT_E2E_PORT is not set: two clones running `npm test` at
// once (issue 30: « green while a second copy runs ») must not both ask for 5299. The specs use the
// base port and a few ports beside it (the players' link host, the web-app and web-host servers).
import { createServer } from 'node:net';

/** The ports the end-to-end specs open beside the base port (see e2e/*.spec.ts). */
export const E2E_PORT_OFFSETS = [0, 2, 1000, 1001];

/** Whether nothing listens on `port`, on any interface. */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '0.0.0.0', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** The first base port from `preferred` upwards (by tens) whose ports at every offset are free. */
export async function freeBasePort(preferred, offsets = E2E_PORT_OFFSETS, tries = 200) {
  for (let i = 0; i < tries; i++) {
    const base = preferred + i * 10;
    const free = await Promise.all(offsets.map((o) => isPortFree(base + o)));
    if (free.every(Boolean)) return base;
  }
  throw new Error(`Aucun port libre à partir de ${preferred} / no free port from ${preferred}`);
}
