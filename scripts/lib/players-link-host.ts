import { networkInterfaces } from 'node:os';
import type { Plugin } from 'vite';
import { networkChoices } from '../../main/players-link/network-interfaces.ts';
import { createPlayersLinkControl } from '../../main/players-link/players-link-control.ts';
import { createPlayersLinkServer } from '../../main/players-link/players-link-server.ts';
import { buildPlayersPage } from './players-page.ts';

/**
 * The players' link in the web host (issue 29): `npm run web -- --host` runs the same link server
 * as the desktop app, beside Vite's preview server, and lets the GM page of this computer drive it
 * through `/__paravent/players-link/…` (main/players-link/players-link-control.ts). Its port is the
 * web host's + 1 when free. Without `--host` the control answers that the link needs it. The link
 * stops with the server.
 */
export function playersLinkHost(): Plugin {
  return {
    name: 'paravent-players-link',
    async configurePreviewServer(server) {
      const host = server.config.preview.host;
      const hostMode = host === true || host === '0.0.0.0' || host === '::';
      const choices = () => networkChoices(networkInterfaces());
      const link = createPlayersLinkServer({
        // Without --host the link never starts: no page to build.
        page: hostMode ? await buildPlayersPage() : { script: '', style: '' },
        addresses: () => choices().map((c) => c.address),
        port: (server.config.preview.port ?? 5199) + 1,
      });
      server.middlewares.use(createPlayersLinkControl({ link, choices, hostMode }));
      server.httpServer.on('close', () => void link.stop());
    },
  };
}
