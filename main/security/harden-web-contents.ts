/** An Electron event that can be cancelled. */
export interface PreventableEvent {
  preventDefault(): void;
}

/** The parts of a webContents that the hardening touches. */
export interface HardenableWebContents {
  getURL(): string;
  on(event: 'will-navigate', listener: (event: PreventableEvent, url: string) => void): unknown;
  on(event: 'will-redirect', listener: (event: PreventableEvent, url: string) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

/** The parts of a session whose permission handlers are locked. */
export interface LockableSession {
  setPermissionRequestHandler(
    handler: (webContents: unknown, permission: string, callback: (granted: boolean) => void) => void,
  ): void;
  setPermissionCheckHandler(handler: (webContents: unknown, permission: string) => boolean): void;
}

/**
 * Whether `target` is the page already shown (same origin, path and query; only the #fragment may
 * differ). A reload of the page itself is the one navigation we let through.
 */
export function isSamePage(current: string, target: string): boolean {
  try {
    const a = new URL(current);
    const b = new URL(target);
    return (
      a.protocol === b.protocol && a.host === b.host && a.pathname === b.pathname && a.search === b.search
    );
  } catch {
    return false;
  }
}

/**
 * App-wide lock-down of every webContents ('web-contents-created', DESIGN §7): no navigation or
 * redirect away from the page, no new windows (window.open, target=_blank), no <webview>.
 */
export function hardenWebContents(contents: HardenableWebContents): void {
  const denyLeavingPage = (event: PreventableEvent, url: string) => {
    if (!isSamePage(contents.getURL(), url)) event.preventDefault();
  };
  contents.on('will-navigate', denyLeavingPage);
  contents.on('will-redirect', denyLeavingPage);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
}

/** Refuses every permission (camera, notifications, geolocation, clipboard…): Paravent needs none. */
export function denyAllPermissions(session: LockableSession): void {
  session.setPermissionRequestHandler((_webContents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}
