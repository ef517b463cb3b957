import { beforeEach, describe, expect, it } from 'vitest';
import type { PlayerCombatant, PlayerView } from '../../shared/combat/player-view';
import { clockRuns, renderPlayersPage, tickClock, type PlayersPageState } from './players-render';

function fighter(id: string, extra: Partial<PlayerCombatant> = {}): PlayerCombatant {
  return {
    id,
    name: id,
    side: 'enemy',
    initiative: 10,
    delaying: false,
    health: { kind: 'band', band: 'hurt' },
    conditions: [],
    ...extra,
  };
}

const VIEW: PlayerView = {
  status: 'running',
  round: 3,
  isSurpriseRound: false,
  currentId: 'Orque',
  nextId: 'Lidda',
  order: [
    fighter('Aldric', {
      side: 'pc',
      initiative: 19,
      health: { kind: 'exact', current: 12, max: 20, band: 'hurt' },
    }),
    fighter('Orque', {
      conditions: [{ id: 'prone', name: { fr: 'À terre', en: 'Prone' }, roundsLeft: 2 }],
    }),
    fighter('Lidda', { side: 'pc', initiative: 8, delaying: true, health: null }),
  ],
  pinnedTable: null,
};

let root: HTMLElement;
beforeEach(() => {
  root = document.createElement('main');
  document.body.replaceChildren(root);
});

function show(state: Partial<PlayersPageState>) {
  renderPlayersPage(root, {
    connection: 'live',
    feed: { view: VIEW, language: 'fr' },
    language: 'fr',
    maxViewers: 32,
    now: Date.UTC(2026, 10, 27, 21, 0, 0),
    ...state,
  });
}

describe('the players’ page', () => {
  it('shows the round, who acts now, then the others from the next one on, wrapping', () => {
    show({});
    expect(root.querySelector('h1')?.textContent).toBe('Round 3');
    const now = root.querySelector('.now');
    expect(now?.querySelector('.name')?.textContent).toBe('Orque');
    expect(now?.textContent).toContain('blessé');
    expect(now?.textContent).toContain('À terre · 2 rounds');
    const next = [...root.querySelectorAll('.next-list .name')].map((n) => n.textContent);
    expect(next).toEqual(['Lidda', 'Aldric']);
    expect(root.textContent).toContain('PV 12/20');
    expect(root.textContent).toContain('attend');
  });

  it('speaks the GM’s language', () => {
    show({ feed: { view: VIEW, language: 'en' } });
    expect(document.documentElement.lang).toBe('en');
    expect(root.querySelector('.now')?.textContent).toContain('Prone · 2 rounds');
    expect(root.textContent).toContain('HP 12/20');
    expect(root.textContent).toContain('Acting now');
  });

  it('keeps the last fight under « reconnexion… », and shows only the message once closed', () => {
    show({ connection: 'reconnecting' });
    expect(root.querySelector('[role="status"]')?.textContent).toBe('reconnexion…');
    expect(root.querySelector('.now')).not.toBeNull();
    show({ connection: 'closed' });
    expect(root.textContent).toBe('Le MJ a fermé le lien joueurs.');
    show({ connection: 'revoked', feed: { view: VIEW, language: 'en' } });
    expect(root.textContent).toBe('This link is no longer valid: ask the GM for the new one.');
  });

  it('waits calmly before the fight and after it', () => {
    show({ feed: { view: { ...VIEW, status: 'waiting', order: [] }, language: 'fr' } });
    expect(root.textContent).toContain('Le combat n’a pas commencé');
    show({ feed: { view: { ...VIEW, status: 'ended', order: [] }, language: 'fr' } });
    expect(root.textContent).toBe('Le combat est terminé.');
  });

  it('says someone unseen acts when the current combatant is hidden from the players', () => {
    show({ feed: { view: { ...VIEW, currentId: null }, language: 'fr' } });
    expect(root.textContent).toContain('Un combattant que vous ne voyez pas agit.');
  });

  it('shows the turn clock when the GM shows it, counting from the GM’s time, with limit and pause in words', () => {
    const at = Date.UTC(2026, 10, 27, 21, 0, 0);
    const clock = { turnMs: 60_000, roundMs: 200_000, since: at - 40_000, paused: false, limitSeconds: 120 };
    show({ feed: { view: { ...VIEW, clock }, language: 'fr' }, now: at });
    expect(root.querySelector('.clock')?.textContent).toBe('Tour 1:40 · Round 4:00');
    expect(root.querySelector('.clock')?.getAttribute('role')).toBe('timer');
    const state = {
      connection: 'live' as const,
      feed: { view: { ...VIEW, clock }, language: 'en' as const },
      language: 'en' as const,
      maxViewers: 32,
      now: at + 30_000,
    };
    expect(clockRuns(state)).toBe(true);
    tickClock(root, state);
    expect(root.querySelector('.clock')?.textContent).toBe('Turn 2:10 · Round 4:30 · time is up');
    expect(root.querySelector('.clock')?.classList.contains('over')).toBe(true);
    const paused = { ...clock, since: null, paused: true };
    show({ feed: { view: { ...VIEW, clock: paused }, language: 'fr' }, now: at + 999_000 });
    expect(root.querySelector('.clock')?.textContent).toBe('Tour 1:00 · Round 3:20 · en pause');
    expect(clockRuns({ ...state, feed: { view: { ...VIEW, clock: paused }, language: 'fr' } })).toBe(false);
  });

  it('shows no clock when the GM does not show it', () => {
    show({});
    expect(root.querySelector('.clock')).toBeNull();
    expect(
      clockRuns({
        connection: 'live',
        feed: { view: VIEW, language: 'fr' },
        language: 'fr',
        maxViewers: 32,
        now: 0,
      }),
    ).toBe(false);
  });

  it('writes names as text, never as markup', () => {
    show({
      feed: {
        view: { ...VIEW, order: [fighter('<img src=x onerror=alert(1)>')], currentId: null },
        language: 'fr',
      },
    });
    expect(root.querySelector('img')).toBeNull();
    expect(root.textContent).toContain('<img src=x onerror=alert(1)>');
  });
});
