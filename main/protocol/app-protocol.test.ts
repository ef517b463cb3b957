import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAppProtocolHandler, resolveRendererFile } from './app-protocol';
import { CONTENT_SECURITY_POLICY } from '../../shared/content-security-policy';

/** A real folder: out/renderer with two pages, and a secret file right beside it. */
let rendererDir = '';
beforeAll(() => {
  const base = mkdtempSync(join(tmpdir(), 'paravent-protocol-'));
  rendererDir = join(base, 'renderer');
  mkdirSync(join(rendererDir, 'assets'), { recursive: true });
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>MJ</title>');
  writeFileSync(join(rendererDir, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(rendererDir, 'third-party-notices.txt'), 'react 19 — MIT');
  writeFileSync(join(base, 'secret.txt'), 'SECRET');
  mkdirSync(join(base, 'etc'));
  writeFileSync(join(base, 'etc', 'passwd'), 'SECRET');
});

const get = (url: string) => createAppProtocolHandler(rendererDir, readFile)({ url, method: 'GET' });

describe('app:// protocol handler', () => {
  it('serves a page of the renderer with the CSP header', async () => {
    const response = await get('app://paravent/index.html');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>MJ</title>');
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('serves scripts as JavaScript and the root as index.html', async () => {
    expect((await get('app://paravent/assets/app.js')).headers.get('Content-Type')).toMatch(
      /^text\/javascript/,
    );
    expect(await (await get('app://paravent/')).text()).toContain('MJ');
  });

  it('serves the bundled libraries’ licences (About) as UTF-8 text', async () => {
    const response = await get('app://paravent/third-party-notices.txt');
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe('react 19 — MIT');
  });

  it.each([
    'app://paravent/../../etc/passwd',
    'app://paravent/../secret.txt',
    'app://paravent/%2e%2e/secret.txt',
    'app://paravent/%2E%2E/%2e%2e/etc/passwd',
    'app://paravent/..%2fsecret.txt',
    'app://paravent/assets/..%2f..%2fsecret.txt',
    'app://paravent/..%5csecret.txt',
    'app://paravent/index.html%00.js',
    'app://paravent/%E0%A4%A',
    'app://evil/index.html',
    'app://paravent/assets',
    'app://paravent/missing.js',
  ])('answers 404 for %s and never leaks a file outside the folder', async (url) => {
    const response = await get(url);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('SECRET');
    expect(response.headers.get('Content-Security-Policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('refuses methods other than GET and HEAD', async () => {
    const handler = createAppProtocolHandler(rendererDir, readFile);
    expect((await handler({ url: 'app://paravent/index.html', method: 'POST' })).status).toBe(405);
  });
});

describe('resolveRendererFile', () => {
  it('never resolves outside the renderer folder', () => {
    expect(resolveRendererFile('/app/out/renderer', 'app://paravent/../../etc/passwd')).toBe(
      '/app/out/renderer/etc/passwd',
    );
    expect(
      resolveRendererFile('/app/out/renderer', 'app://paravent/%2e%2e%2f%2e%2e%2fetc/passwd'),
    ).toBeNull();
  });
});

describe('CONTENT_SECURITY_POLICY', () => {
  it.each([
    "default-src 'self'",
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'none'",
  ])('contains %s', (directive) => {
    expect(CONTENT_SECURITY_POLICY.split('; ')).toContain(directive);
  });

  it('never allows eval or remote scripts', () => {
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|https?:|\*/);
  });
});
