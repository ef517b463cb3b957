import { resolve } from 'node:path';
import { build, preview } from 'vite';

const root = resolve(import.meta.dirname, '../..');
const configFile = resolve(root, 'vite.web.config.ts');

/** Builds the web host (production) into out/web. */
export async function buildWeb({ quiet = false } = {}) {
  await build({ configFile, logLevel: quiet ? 'warn' : 'info' });
}

/**
 * Serves out/web on 127.0.0.1 and returns its URL and a close function. Port 0 picks a free port.
 */
export async function serveWeb({ port = 5199, strictPort = false } = {}) {
  const server = await preview({
    configFile,
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port, strictPort, open: false },
  });
  const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`;
  return { url, server, close: () => server.close() };
}
