import { APP_ORIGIN } from '../shared/ipc';

/** The two pages of the renderer: the GM window and the player display. */
export type RendererPage = 'index.html' | 'display.html';

/**
 * The dev server's URL, honoured only in a development build (`electron-vite dev`, flagged at build
 * time) that is not packaged: a packaged or production build never loads pages from a URL an
 * environment variable names.
 */
export function devServerUrlOf(
  env: Readonly<Record<string, string | undefined>>,
  build: { packaged: boolean; devBuild: boolean },
): string | undefined {
  return build.devBuild && !build.packaged ? env.ELECTRON_RENDERER_URL : undefined;
}

/**
 * Where a page is loaded from: `app://paravent/<page>` once built, or the electron-vite dev server
 * (ELECTRON_RENDERER_URL, honoured only when the app is not packaged) during `npm run dev`.
 */
export function rendererPageUrl(page: RendererPage, devServerUrl: string | undefined): string {
  if (devServerUrl) return `${devServerUrl.replace(/\/+$/, '')}/${page}`;
  return `${APP_ORIGIN}/${page}`;
}

/** Origins a trusted frame may have: the app scheme, plus the dev server in development. */
export function trustedRendererOrigins(devServerUrl: string | undefined): readonly string[] {
  const devOrigin = devServerUrl ? originOf(devServerUrl) : null;
  return devOrigin ? [APP_ORIGIN, devOrigin] : [APP_ORIGIN];
}

/**
 * `scheme://host[:port]` of a URL, or null when it has none. Node’s URL gives the opaque origin
 * 'null' for schemes it does not know (app:), and keeps their host's case, so the origin is rebuilt
 * from protocol and lower-cased host.
 */
export function originOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.host === '') return null;
  return `${parsed.protocol}//${parsed.host.toLowerCase()}`;
}
