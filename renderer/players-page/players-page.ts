/**
 * The players' page (issue 29), served by the players' link under its token: it follows the GM's
 * projection and shows it. Bundled on its own (scripts/lib/players-page.ts), a few kilobytes, with
 * no framework and nothing of the GM's window.
 */
import { MAX_PLAYERS_LINK_VIEWERS } from '../../shared/players-link';
import { connectToGm } from './players-connection';
import { renderPlayersPage, type PlayersPageState } from './players-render';

const root = document.getElementById('players');
if (root) {
  let state: PlayersPageState = {
    connection: 'connecting',
    feed: null,
    language: document.documentElement.lang === 'en' ? 'en' : 'fr',
    maxViewers: MAX_PLAYERS_LINK_VIEWERS,
  };
  const show = (next: Partial<PlayersPageState>) => {
    state = { ...state, ...next };
    renderPlayersPage(root, state);
  };
  connectToGm(
    {
      openStream: (url) => new EventSource(url),
      probe: async (url) => {
        try {
          const res = await fetch(url, { cache: 'no-store' });
          const body: unknown = res.headers.get('content-type')?.startsWith('application/json')
            ? await res.json()
            : null;
          return { status: res.status, body };
        } catch {
          return null;
        }
      },
      setTimer: (run, ms) => {
        const id = window.setTimeout(run, ms);
        return () => window.clearTimeout(id);
      },
      onOnline: (run) => window.addEventListener('online', run),
    },
    {
      state: (connection) => {
        if (connection !== state.connection) show({ connection });
      },
      feed: (feed) => show({ feed }),
    },
  );
}
