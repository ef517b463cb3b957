/**
 * The players' page (issue 29), served by the players' link under its token: it follows the GM's
 * projection and shows it. Bundled on its own (scripts/lib/players-page.ts), a few kilobytes, with
 * no framework and nothing of the GM's window.
 */
import { MAX_PLAYERS_LINK_VIEWERS } from '../../shared/players-link';
import { connectToGm } from './players-connection';
import { clockRuns, renderPlayersPage, tickClock, type PlayersPageState } from './players-render';

const root = document.getElementById('players');
if (root) {
  let state: PlayersPageState = {
    connection: 'connecting',
    feed: null,
    language: document.documentElement.lang === 'en' ? 'en' : 'fr',
    maxViewers: MAX_PLAYERS_LINK_VIEWERS,
    now: Date.now(),
  };
  // The GM's computer's clock less this phone's, from the time the server sends with each ping: the
  // turn clock then reads the same here as on the GM's screen, even on a phone whose clock is off.
  let offset = 0;
  const gmNow = () => Date.now() + offset;
  const show = (next: Partial<PlayersPageState>) => {
    state = { ...state, ...next, now: gmNow() };
    renderPlayersPage(root, state);
  };
  window.setInterval(() => {
    if (!clockRuns(state)) return;
    state = { ...state, now: gmNow() };
    tickClock(root, state);
  }, 1000);
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
      time: (serverNow) => {
        offset = serverNow - Date.now();
      },
    },
  );
}
