import { extname, isAbsolute, relative, resolve, sep } from 'node:path';
import { APP_HOST, APP_SCHEME } from '../../shared/ipc';
import { CONTENT_SECURITY_POLICY } from '../../shared/content-security-policy';

/**
 * Privileges of the `app` scheme, registered before the app is ready: a standard scheme (so
 * relative URLs and origins work), secure (like https) and usable by fetch().
 */
export const APP_SCHEME_PRIVILEGES = { standard: true, secure: true, supportFetchAPI: true } as const;

/** Reads a file's bytes (fs.promises.readFile in the app; a fake in tests). */
export type ReadFile = (path: string) => Promise<Uint8Array>;

/** The part of a request the handler looks at. */
export interface AppRequest {
  url: string;
  method: string;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The file inside `rootDir` that an `app://paravent/…` URL names, or null when the URL is not for
 * our host or tries to leave the folder (`..` segments, encoded or not, backslashes, NUL bytes).
 */
export function resolveRendererFile(rootDir: string, requestUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host.toLowerCase() !== APP_HOST) return null;
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (pathname.includes('\0') || pathname.includes('\\')) return null;
  if (pathname.split('/').some((segment) => segment === '..')) return null;
  const root = resolve(rootDir);
  const file = resolve(root, pathname === '/' ? 'index.html' : `.${pathname}`);
  const inside = relative(root, file);
  if (inside === '' || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) return null;
  return file;
}

function respond(status: number, body: Uint8Array | string, contentType: string): Response {
  return new Response(body, {
    status,
    headers: {
      'Content-Type': contentType,
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

function isMissingFileError(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  return code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR';
}

/**
 * The `protocol.handle('app', …)` handler: serves the built renderer folder read-only, every
 * response carrying the Content-Security-Policy header; anything outside the folder is a 404.
 */
export function createAppProtocolHandler(rootDir: string, readFile: ReadFile) {
  return async (request: AppRequest): Promise<Response> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return respond(405, 'Méthode non autorisée / Method not allowed', 'text/plain; charset=utf-8');
    }
    const file = resolveRendererFile(rootDir, request.url);
    if (file === null) return respond(404, 'Introuvable / Not found', 'text/plain; charset=utf-8');
    try {
      const body = await readFile(file);
      const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
      return respond(200, request.method === 'HEAD' ? '' : body, type);
    } catch (error) {
      if (isMissingFileError(error))
        return respond(404, 'Introuvable / Not found', 'text/plain; charset=utf-8');
      return respond(500, 'Erreur de lecture / Read error', 'text/plain; charset=utf-8');
    }
  };
}
