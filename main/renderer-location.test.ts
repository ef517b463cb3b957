import { describe, expect, it } from 'vitest';
import { devServerUrlOf, originOf, rendererPageUrl, trustedRendererOrigins } from './renderer-location';

describe('renderer location', () => {
  it('loads the built pages from app://paravent, never file://', () => {
    expect(rendererPageUrl('index.html', undefined)).toBe('app://paravent/index.html');
    expect(rendererPageUrl('display.html', undefined)).toBe('app://paravent/display.html');
  });

  it('loads the dev server pages during `npm run dev`', () => {
    expect(rendererPageUrl('display.html', 'http://localhost:5173/')).toBe(
      'http://localhost:5173/display.html',
    );
  });

  it('trusts the dev server origin only when there is one', () => {
    expect(trustedRendererOrigins(undefined)).toEqual(['app://paravent']);
    expect(trustedRendererOrigins('http://localhost:5173')).toEqual([
      'app://paravent',
      'http://localhost:5173',
    ]);
  });

  it.each([
    ['app://paravent/index.html', 'app://paravent'],
    ['APP://Paravent/display.html#x', 'app://paravent'],
    ['app://paravent.evil.example/index.html', 'app://paravent.evil.example'],
    ['https://evil.example:8443/a', 'https://evil.example:8443'],
    ['file:///etc/passwd', null],
    ['about:blank', null],
    ['not a url', null],
  ])('origin of %s is %s', (url, origin) => {
    expect(originOf(url)).toBe(origin);
  });
});

describe('ELECTRON_RENDERER_URL', () => {
  const env = { ELECTRON_RENDERER_URL: 'http://localhost:5173' };
  it('is honoured only by an unpackaged development build', () => {
    expect(devServerUrlOf(env, { packaged: false, devBuild: true })).toBe('http://localhost:5173');
    expect(devServerUrlOf(env, { packaged: false, devBuild: false })).toBeUndefined();
    expect(devServerUrlOf(env, { packaged: true, devBuild: true })).toBeUndefined();
    expect(rendererPageUrl('index.html', devServerUrlOf(env, { packaged: false, devBuild: false }))).toBe(
      'app://paravent/index.html',
    );
  });
});
