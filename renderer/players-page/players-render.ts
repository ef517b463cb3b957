/**
 * What a phone shows (issue 29), built with the DOM alone — no framework, text set with
 * `textContent` only, never HTML: the round, who acts now (large), then who acts next, each with
 * what the GM lets the players see of their health and their conditions. Portrait first.
 */
import type { PlayerClock, PlayerCombatant, PlayerHealth, PlayerView } from '../../shared/combat/player-view';
import { clockFace, runningClock } from '../../shared/combat/clock-face';
import type { PlayersFeed } from '../../shared/players-link';
import { playersText, type PlayersPageText } from './players-texts';

/** Where the page's link to the GM stands. */
export type LinkState = 'connecting' | 'live' | 'reconnecting' | 'closed' | 'revoked' | 'full';

/** Everything the page shows. */
export interface PlayersPageState {
  connection: LinkState;
  /** The last projection received (kept while reconnecting), or null before the first. */
  feed: PlayersFeed | null;
  /** The page's language before the first projection (the `lang` the server wrote). */
  language: 'fr' | 'en';
  /** Most phones the link takes (for the « full » message). */
  maxViewers: number;
  /** The GM's computer's time now (epoch ms), as the phone reckons it: the turn clock counts from it. */
  now: number;
}

type Child = Node | string | null | false | undefined;

function el(tag: string, className: string, ...children: Child[]): HTMLElement {
  const node = document.createElement(tag);
  if (className) node.className = className;
  for (const child of children) {
    if (child === null || child === false || child === undefined) continue;
    node.append(typeof child === 'string' ? document.createTextNode(child) : child);
  }
  return node;
}

function healthOf(health: PlayerHealth, t: Text): HTMLElement {
  const hp =
    health.kind === 'exact'
      ? `${t('playersPage.hp')} ${health.current}/${health.max}`
      : t(`playersPage.band.${health.band}`);
  const sp = health.kind === 'exact' && health.stamina;
  return el(
    'span',
    `health band-${health.band}`,
    sp ? el('span', 'stamina', `${t('playersPage.sp')} ${sp.current}/${sp.max} `) : null,
    hp,
  );
}

type Text = (key: PlayersPageText, params?: Record<string, string | number>) => string;

function combatantCard(c: PlayerCombatant, t: Text, language: 'fr' | 'en', now: boolean): HTMLElement {
  const card = el(
    now ? 'section' : 'li',
    `combatant side-${c.side}${now ? ' now' : ''}`,
    el(
      'div',
      'line',
      el('span', 'name', c.name),
      c.delaying && el('span', 'delaying', t('playersPage.delaying')),
      c.health && healthOf(c.health, t),
    ),
  );
  card.dataset.side = c.side;
  const meta = [t(`playersPage.side.${c.side}`)];
  if (c.initiative !== null) meta.push(t('playersPage.initiative', { value: c.initiative }));
  card.append(el('div', 'meta', meta.join(' · ')));
  if (c.conditions.length > 0) {
    const list = el('ul', 'conditions');
    for (const condition of c.conditions) {
      const left =
        condition.roundsLeft === null
          ? ''
          : ` · ${t('playersPage.roundsLeft', { count: condition.roundsLeft })}`;
      list.append(el('li', 'condition', `${condition.name[language]}${left}`));
    }
    card.append(list);
  }
  return card;
}

/** The order from the one acting now, then the others in acting order (wrapping to the next round). */
function fromCurrent(view: PlayerView): { now: PlayerCombatant | null; next: PlayerCombatant[] } {
  const at = view.order.findIndex((c) => c.id === view.currentId);
  if (at < 0) return { now: null, next: view.order };
  return { now: view.order[at], next: [...view.order.slice(at + 1), ...view.order.slice(0, at)] };
}

/** « Tour 1:40 · Round 5:12 », with « en pause » or « temps dépassé » said in words, not only in colour. */
function clockLine(clock: PlayerClock, now: number, t: Text): HTMLElement {
  const { turnMs, roundMs, over } = runningClock(clock, now);
  const line = el(
    'p',
    `clock${over ? ' over' : ''}${clock.paused ? ' paused' : ''}`,
    el('span', 'turn-time', t('playersPage.clockTurn', { time: clockFace(turnMs) })),
    ' · ',
    el('span', 'round-time', t('playersPage.clockRound', { time: clockFace(roundMs) })),
    clock.paused && el('span', 'clock-note', ` · ${t('playersPage.clockPaused')}`),
    over && el('span', 'clock-note', ` · ${t('playersPage.clockOver')}`),
  );
  line.setAttribute('role', 'timer');
  return line;
}

function fightOf(view: PlayerView, t: Text, language: 'fr' | 'en', now: number): HTMLElement[] {
  if (view.status === 'waiting') return [el('p', 'calm', t('playersPage.waiting'))];
  if (view.status === 'ended') return [el('p', 'calm', t('playersPage.ended'))];
  const round = view.isSurpriseRound
    ? t('playersPage.surpriseRound')
    : t('playersPage.round', { round: view.round });
  const header = el('header', 'round', el('h1', '', round));
  if (view.roundPhase)
    header.append(
      el(
        'p',
        'phase',
        `${t('playersPage.phase', { phase: view.roundPhase.name[language] })} — ${t(`playersPage.acting.${view.roundPhase.acting}`)}`,
      ),
    );
  if (view.clock) header.append(clockLine(view.clock, now, t));
  const { now: acting, next } = fromCurrent(view);
  const parts = [header];
  parts.push(
    acting
      ? el('div', 'now-block', el('h2', '', t('playersPage.now')), combatantCard(acting, t, language, true))
      : el('p', 'calm', t('playersPage.hiddenNow')),
  );
  if (next.length > 0) {
    const list = el('ol', 'next-list');
    for (const c of next) list.append(combatantCard(c, t, language, false));
    parts.push(el('div', 'next-block', el('h2', '', t('playersPage.next')), list));
  }
  return parts;
}

const BANNERS: Partial<Record<LinkState, PlayersPageText>> = {
  connecting: 'playersPage.connecting',
  reconnecting: 'playersPage.reconnecting',
  closed: 'playersPage.closed',
  revoked: 'playersPage.revoked',
  full: 'playersPage.full',
};

/** Renders `state` into `root` (its children replaced). */
export function renderPlayersPage(root: HTMLElement, state: PlayersPageState): void {
  const language = state.feed?.language ?? state.language;
  const t: Text = (key, params) => playersText(language, key, params);
  document.documentElement.lang = language;
  document.title = t('playersPage.title');
  const parts: HTMLElement[] = [];
  const banner = BANNERS[state.connection];
  if (banner) {
    const note = el('p', `link-state link-${state.connection}`, t(banner, { max: state.maxViewers }));
    note.setAttribute('role', 'status');
    parts.push(note);
  }
  // Closed or revoked: nothing of the fight stays on screen, only the message.
  const ended = state.connection === 'closed' || state.connection === 'revoked';
  if (!ended && state.feed?.view) parts.push(...fightOf(state.feed.view, t, language, state.now));
  root.replaceChildren(...parts);
  root.dataset.connection = state.connection;
}

/** Whether the page shows a running turn clock (it then reads the time again every second). */
export function clockRuns(state: PlayersPageState): boolean {
  const clock = state.feed?.view?.status === 'running' ? state.feed.view.clock : undefined;
  return (
    clock !== undefined &&
    clock.since !== null &&
    state.connection !== 'closed' &&
    state.connection !== 'revoked'
  );
}

/** Sets the shown turn clock to `state.now`, leaving the rest of the page as it is. */
export function tickClock(root: HTMLElement, state: PlayersPageState): void {
  const language = state.feed?.language ?? state.language;
  const clock = state.feed?.view?.clock;
  const shown = root.querySelector('.clock');
  if (!clock || !shown) return;
  shown.replaceWith(clockLine(clock, state.now, (key, params) => playersText(language, key, params)));
}
