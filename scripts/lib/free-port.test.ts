import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freeBasePort, isPortFree } from './free-port.mjs';

const open: Server[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => new Promise((done) => s.close(done))));
});

function listenOn(port: number, host: string): Promise<void> {
  const server = createServer();
  open.push(server);
  return new Promise((done) => server.listen(port, host, done));
}

/** A port the system says is free now (an ephemeral one, closed again). */
async function somePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('the end-to-end base port', () => {
  it('is the preferred one when it and its neighbours are free', async () => {
    const preferred = await somePort();
    expect(await freeBasePort(preferred, [0])).toBe(preferred);
  });

  it('moves on when another clone already serves on the preferred port (loopback only)', async () => {
    const preferred = await somePort();
    await listenOn(preferred, '127.0.0.1');
    expect(await isPortFree(preferred)).toBe(false);
    const base = await freeBasePort(preferred, [0]);
    expect(base).not.toBe(preferred);
    expect(await isPortFree(base)).toBe(true);
  });

  it('moves on when only a neighbour (the players-link host at +2) is taken', async () => {
    const neighbour = await somePort();
    await listenOn(neighbour, '0.0.0.0');
    const base = await freeBasePort(neighbour - 2, [0, 2]);
    expect(base).toBeGreaterThan(neighbour - 2);
    expect([await isPortFree(base), await isPortFree(base + 2)]).toEqual([true, true]);
  });
});
