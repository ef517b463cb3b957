/**
 * The players' link (issue 29): a read-only page the players open on their own phones, served on the
 * local network by the host (desktop: main; web: the `npm run web -- --host` server). This module is
 * the contract between the GM window and that server — what the GM asks, what the server answers,
 * what the phones receive — with a parser for every message that crosses a process or a network.
 */
import type { DisplayFeed } from './combat/display-feed';
import type { PlayerView } from './combat/player-view';

/** At most this many phones follow the fight at once (DESIGN §6: 32 devices within 200 ms). */
export const MAX_PLAYERS_LINK_VIEWERS = 32;

/**
 * The port the link asks for first (the web host's default is 5199): a GM who lets it through a
 * firewall once keeps it. Taken, the system picks a free one.
 */
export const DEFAULT_PLAYERS_LINK_PORT = 5200;

/** A network interface the GM may serve the link on. */
export interface NetworkChoice {
  /** The system's name of the interface (« wlan0 », « Wi-Fi », « lo »). */
  name: string;
  /** Its IPv4 address, the one the phones reach. */
  address: string;
  /** Loopback: only this computer reaches it (to check the page before the players do). */
  loopback: boolean;
}

/**
 * Where the link may be served: this computer's interfaces, or why it cannot be served from here —
 * a web host started without `--host` (« this computer only »), or a GM page opened from another
 * device (only the computer that runs `npm run web` turns the link on).
 */
export type PlayersLinkPlaces =
  { ok: true; choices: NetworkChoice[] } | { ok: false; reason: 'needs-host' | 'remote' };

/** What the GM asks when turning the link on. */
export interface PlayersLinkStart {
  /** The address of the interface to serve on (one of `NetworkChoice.address`). */
  address: string;
  /** The page's language until the first projection arrives (then the feed's). */
  language: 'fr' | 'en';
}

/** Where the link is: off, or on at an address with its viewers. */
export type PlayersLinkStatus =
  | { state: 'off' }
  | {
      state: 'on';
      /** The address to open (with its secret token): shown, copied and drawn as a QR code. */
      url: string;
      address: string;
      port: number;
      /** Phones following now. */
      viewers: number;
      maxViewers: number;
    };

/** The link's answer to a request: the new status, or why it could not (a sentence for the GM). */
export type PlayersLinkAnswer =
  { ok: true; status: PlayersLinkStatus } | { ok: false; error: PlayersLinkError };

/** Why the link could not start: the address is not this computer's, or the port is taken. */
export type PlayersLinkError = 'unknown-address' | 'address-in-use' | 'failed';

/** What a phone receives: the projection and the language, never the reference table. */
export interface PlayersFeed {
  view: PlayerView | null;
  language: 'fr' | 'en';
}

/** Why the link closed under a phone: the GM turned it off, or made a new link. */
export type PlayersLinkClosed = 'off' | 'renewed';

/** The phone's part of a display feed (the pinned reference table stays on the big screen). */
export function playersFeedOf(feed: DisplayFeed): PlayersFeed {
  return { view: feed.view, language: feed.language };
}

type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** Whether `text` is a dotted IPv4 address (no wildcard: 0.0.0.0 is refused elsewhere). */
function isIpv4Address(text: unknown): text is string {
  return typeof text === 'string' && text.length <= 15 && IPV4.test(text);
}

/** Parses a start request (GM window → host). */
export function parsePlayersLinkStart(p: unknown): Parsed<PlayersLinkStart> {
  if (typeof p !== 'object' || p === null) return { ok: false, error: 'objet attendu' };
  const { address, language } = p as Record<string, unknown>;
  if (!isIpv4Address(address) || address === '0.0.0.0')
    return { ok: false, error: 'adresse IPv4 d’une interface attendue' };
  if (language !== 'fr' && language !== 'en') return { ok: false, error: 'langue attendue' };
  return { ok: true, value: { address, language } };
}

function isCount(value: unknown, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max;
}

/** Parses a status (host → GM window). */
export function parsePlayersLinkStatus(p: unknown): Parsed<PlayersLinkStatus> {
  if (typeof p !== 'object' || p === null) return { ok: false, error: 'objet attendu' };
  const s = p as Record<string, unknown>;
  if (s.state === 'off') return { ok: true, value: { state: 'off' } };
  const { url, address, port, viewers, maxViewers } = s;
  if (
    s.state !== 'on' ||
    typeof url !== 'string' ||
    url.length > 200 ||
    !url.startsWith('http://') ||
    !isIpv4Address(address) ||
    !isCount(port, 65535) ||
    !isCount(viewers, 10_000) ||
    !isCount(maxViewers, 10_000)
  )
    return { ok: false, error: 'état du lien joueurs invalide' };
  return { ok: true, value: { state: 'on', url, address, port, viewers, maxViewers } };
}

const ERRORS: readonly PlayersLinkError[] = ['unknown-address', 'address-in-use', 'failed'];

/** Parses an answer (host → GM window). */
export function parsePlayersLinkAnswer(p: unknown): Parsed<PlayersLinkAnswer> {
  if (typeof p !== 'object' || p === null) return { ok: false, error: 'objet attendu' };
  const a = p as Record<string, unknown>;
  if (a.ok === false) {
    const error = ERRORS.find((e) => e === a.error);
    return error ? { ok: true, value: { ok: false, error } } : { ok: false, error: 'erreur inconnue' };
  }
  const status = parsePlayersLinkStatus(a.status);
  return a.ok === true && status.ok
    ? { ok: true, value: { ok: true, status: status.value } }
    : { ok: false, error: 'réponse du lien joueurs invalide' };
}

/** Parses where the link may be served (host → GM window). */
export function parsePlayersLinkPlaces(p: unknown): Parsed<PlayersLinkPlaces> {
  if (typeof p !== 'object' || p === null) return { ok: false, error: 'objet attendu' };
  const places = p as Record<string, unknown>;
  if (places.ok === false)
    return places.reason === 'needs-host' || places.reason === 'remote'
      ? { ok: true, value: { ok: false, reason: places.reason } }
      : { ok: false, error: 'raison inconnue' };
  const choices = parseNetworkChoices(places.choices);
  return places.ok === true && choices.ok
    ? { ok: true, value: { ok: true, choices: choices.value } }
    : choices.ok
      ? { ok: false, error: 'réponse invalide' }
      : choices;
}

function parseNetworkChoices(p: unknown): Parsed<NetworkChoice[]> {
  if (!Array.isArray(p) || p.length > 64) return { ok: false, error: 'liste d’interfaces attendue' };
  const out: NetworkChoice[] = [];
  for (const item of p as unknown[]) {
    if (typeof item !== 'object' || item === null) return { ok: false, error: 'interface attendue' };
    const { name, address, loopback } = item as Record<string, unknown>;
    if (
      typeof name !== 'string' ||
      name.length > 100 ||
      !isIpv4Address(address) ||
      typeof loopback !== 'boolean'
    )
      return { ok: false, error: 'interface invalide' };
    out.push({ name, address, loopback });
  }
  return { ok: true, value: out };
}

/** The host's side of the link, as the GM window sees it (desktop: IPC to main; web: the dev server). */
export interface PlayersLinkApi {
  /** The interfaces of this computer the link may be served on (network ones first), or why none. */
  interfaces(): Promise<PlayersLinkPlaces>;
  /** Turns the link on (or moves it to another interface), with a new token. */
  start(request: PlayersLinkStart): Promise<PlayersLinkAnswer>;
  /** Turns it off: every phone is told and disconnected. */
  stop(): Promise<PlayersLinkStatus>;
  /** « Nouveau lien »: a new token; the phones of the old one are told and disconnected. */
  renew(): Promise<PlayersLinkAnswer>;
  /** Where the link is now. */
  status(): Promise<PlayersLinkStatus>;
  /** Follows the status (viewers coming and going); returns the unsubscribe function. */
  onStatus(listener: (status: PlayersLinkStatus) => void): () => void;
}
