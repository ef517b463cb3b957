/**
 * The one typed contract between the renderer and its host (`window.paravent`).
 * Desktop: preload builds these functions from IPC channels and main answers them.
 * Web: renderer/host/web-host.ts implements the same interface in the browser.
 * Every channel is named `paravent:…`; a channel lists the window roles allowed to use it and a
 * validator for its payload, so main can reject a forged sender or a malformed message.
 */

/** Which window a renderer lives in. */
export type WindowRole = 'gm' | 'display';

/** What the host says about itself. */
export interface AppInfo {
  host: 'desktop' | 'web';
  version: string;
  platform: string;
}

/** A command the host asks the renderer to run (from the application menu), by registry id. */
export type MenuCommandId = string;

/** The API exposed to the renderer as `window.paravent`. */
export interface ParaventApi {
  /** Which host the renderer runs in. */
  readonly host: 'desktop' | 'web';
  /** Version and platform, for the About box. */
  getAppInfo(): Promise<AppInfo>;
  /** Opens (or focuses) the player display window. */
  openPlayerDisplay(): Promise<void>;
  /** Subscribes to menu commands; returns the unsubscribe function. */
  onMenuCommand(listener: (command: MenuCommandId) => void): () => void;
}

/** A request/response channel: its name, who may call it, and how its payload is checked. */
export interface InvokeChannel<Req> {
  name: `paravent:${string}`;
  roles: readonly WindowRole[];
  /** Returns the payload typed, or a French message saying what was wrong. */
  parse(payload: unknown): { ok: true; value: Req } | { ok: false; error: string };
}

/** A push channel from main to renderers. */
export interface PushChannel<Msg> {
  name: `paravent:${string}`;
  parse(payload: unknown): { ok: true; value: Msg } | { ok: false; error: string };
}

const noPayload = (payload: unknown): { ok: true; value: undefined } | { ok: false; error: string } =>
  payload === undefined ? { ok: true, value: undefined } : { ok: false, error: 'aucune donnée attendue' };

const COMMAND_ID = /^[a-z][a-z0-9-]*(\.[a-z0-9-]+)*$/;

/** Invoke channels (renderer → main, with an answer). */
export const INVOKE = {
  getAppInfo: {
    name: 'paravent:app:get-info',
    roles: ['gm', 'display'],
    parse: noPayload,
  },
  openPlayerDisplay: {
    name: 'paravent:display:open',
    roles: ['gm'],
    parse: noPayload,
  },
} as const satisfies Record<string, InvokeChannel<undefined>>;

/** Push channels (main → renderer). */
export const PUSH = {
  menuCommand: {
    name: 'paravent:menu:command',
    parse: (payload: unknown) =>
      typeof payload === 'string' && payload.length <= 80 && COMMAND_ID.test(payload)
        ? { ok: true as const, value: payload }
        : { ok: false as const, error: 'identifiant de commande attendu' },
  },
} as const satisfies Record<string, PushChannel<MenuCommandId>>;

/** The custom scheme and host the desktop app is served from (never file://). */
export const APP_SCHEME = 'app';
export const APP_HOST = 'paravent';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
