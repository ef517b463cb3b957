import type { PlayersLinkServer } from './players-link-server';

/** The part of Electron's `app` this needs (an EventEmitter in tests). */
export interface QuittingApp {
  on(event: 'will-quit', listener: () => void): unknown;
}

/** The link stops with the app: the port is freed and every phone told « closed: off ». */
export function stopPlayersLinkOnQuit(app: QuittingApp, link: Pick<PlayersLinkServer, 'stop'>): void {
  app.on('will-quit', () => void link.stop());
}
