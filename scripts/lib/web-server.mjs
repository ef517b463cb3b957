import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { build, preview } from 'vite';

const root = resolve(import.meta.dirname, '../..');
const configFile = resolve(root, 'vite.web.config.ts');

/**
 * Builds the web host (production) into out/web. `outDir` and `version` make another build beside
 * it (e2e/web-app.spec.ts deploys a second version over a first to see the update notice).
 */
export async function buildWeb({ quiet = false, outDir = undefined, version = undefined } = {}) {
  await build({
    configFile,
    logLevel: quiet ? 'warn' : 'info',
    ...(outDir ? { build: { outDir, emptyOutDir: true } } : {}),
    ...(version ? { define: { __PARAVENT_VERSION__: JSON.stringify(version) } } : {}),
  });
}

/**
 * Serves out/web (or `outDir`) and returns its URLs and a close function. On 127.0.0.1 only, unless
 * `host` is true (then on every interface, for a tablet on the local network). Port 0 picks a free
 * port. `cert` and `key` (PEM files) serve HTTPS. The Content-Security-Policy header comes from
 * vite.web.config.ts (the desktop app's policy, shared/content-security-policy.ts). `onRequest`
 * hears the path of each request (a test counts what an update downloads).
 */
export async function serveWeb({
  port = 5199,
  strictPort = false,
  host = false,
  cert = null,
  key = null,
  outDir = undefined,
  onRequest = undefined,
} = {}) {
  const https = cert && key ? { cert: readFileSync(cert), key: readFileSync(key) } : undefined;
  const server = await preview({
    configFile,
    logLevel: 'warn',
    ...(outDir ? { build: { outDir } } : {}),
    plugins: onRequest
      ? [
          {
            name: 'paravent-request-log',
            configurePreviewServer(previewServer) {
              previewServer.middlewares.use((request, _response, next) => {
                onRequest(request.url ?? '');
                next();
              });
            },
          },
        ]
      : [],
    preview: { host: host ? '0.0.0.0' : '127.0.0.1', port, strictPort, open: false, https },
  });
  const address = server.httpServer.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const scheme = https ? 'https' : 'http';
  const url = `${scheme}://127.0.0.1:${actualPort}/`;
  const network = host ? (server.resolvedUrls?.network ?? []) : [];
  return { url, network, server, close: () => server.close() };
}
