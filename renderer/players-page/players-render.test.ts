import { beforeEach, describe, expect, it } from 'vitest';
import type { PlayerCombatant, PlayerView } from '../../shared/combat/player-view';
import { renderPlayersPage, type PlayersPageState } from './players-render';

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
