import { afterEach, describe, expect, it } from 'vitest';
import type { PlayerView } from '../../shared/combat/player-view';
import { diffPlayerView } from '../../shared/combat/player-view-patch';
import { runningView } from '../display/render-display';
import { act, renderHook } from '@testing-library/react';
import {
  followPlayerView,
  resetPlayerViewChannel,
  sendDisplayChoice,
  sendPlayerView,
  useDisplayChoice,
  type StampedView,
} from './player-view-channel';

/** Another window on the channel: what it heard, and a way to speak. */
function otherWindow() {
  const channel = new BroadcastChannel('paravent-player-view');
  const heard: { kind: string; view?: PlayerView }[] = [];
  channel.onmessage = (e: MessageEvent<{ kind: string; view?: PlayerView }>) => void heard.push(e.data);
  return { heard, post: (m: unknown) => channel.postMessage(m), close: () => channel.close() };
}

const closing: (() => void)[] = [];
afterEach(() => {
  closing.splice(0).forEach((c) => c());
  resetPlayerViewChannel();
});

const hurt = (view: PlayerView): PlayerView => ({
  ...view,
  order: view.order.map((c) =>
    c.name === 'Orque' ? { ...c, health: { kind: 'band' as const, band: 'down' as const } } : c,
  ),
});

describe('the players’ projection between windows', () => {
  it('the GM window sends the whole view, then patches; it answers a display that asks with its whole view', async () => {
    const display = otherWindow();
    closing.push(display.close);
    const first = runningView();
    sendPlayerView(first);
    const second = { ...hurt(first), round: 4 };
    sendPlayerView(second, diffPlayerView(first, second));
    await expect.poll(() => display.heard.map((m) => m.kind)).toEqual(['view', 'patch']);
    const patch = display.heard[1] as unknown as { patch: { changed: { name: string }[] } };
    expect(patch.patch.changed.map((c) => c.name)).toEqual(['Orque']); // not the whole order
    display.post({ kind: 'ask' });
    await expect.poll(() => display.heard.at(-1)?.view).toEqual(second);
  });

  it('a display applies the patches that follow the view it has, and asks for the whole view after a gap', async () => {
    const gm = otherWindow();
    closing.push(gm.close);
    const seen: StampedView[] = [];
    followPlayerView((v) => seen.push(v));
    await expect.poll(() => gm.heard.map((m) => m.kind)).toEqual(['ask']); // a display that opens asks
    const first = runningView();
    gm.post({ kind: 'view', view: first, at: 1, from: 'gm', seq: 1 });
    const second = { ...hurt(first), round: 4 };
    gm.post({ kind: 'patch', patch: diffPlayerView(first, second), at: 2, from: 'gm', seq: 2, base: 1 });
    await expect.poll(() => seen.at(-1)?.view).toEqual(second);
    // Patch 3 was lost: patch 4 does not fit what the display has, so it asks (once).
    const fourth = { ...second, round: 6 };
    gm.post({ kind: 'patch', patch: diffPlayerView(second, fourth), at: 4, from: 'gm', seq: 4, base: 3 });
    gm.post({ kind: 'patch', patch: diffPlayerView(second, fourth), at: 4, from: 'gm', seq: 5, base: 4 });
    await expect.poll(() => gm.heard.map((m) => m.kind)).toEqual(['ask', 'ask']);
    expect(seen.at(-1)?.view.round).toBe(4);
    gm.post({ kind: 'view', view: fourth, at: 5, from: 'gm', seq: 5 });
    await expect.poll(() => seen.at(-1)?.view).toEqual(fourth);
  });

  it('the display’s language goes over the channel when it changes, once, and again to a display that asks', async () => {
    const display = otherWindow();
    closing.push(display.close);
    sendDisplayChoice('en', null, 10);
    sendDisplayChoice('en', null, 11); // the same choice again: nothing sent
    sendDisplayChoice('en', 'table:cover', 12);
    const kinds = () => display.heard.filter((m) => m.kind === 'display');
    await expect.poll(() => kinds().length).toBe(2);
    display.post({ kind: 'ask' });
    await expect.poll(() => kinds().length).toBe(3);
    expect(kinds().at(-1)).toEqual({
      kind: 'display',
      choice: { language: 'en', tableKey: 'table:cover', at: 12 },
    });
  });

  it('a display follows the newest choice it hears, and keeps it over an older one', async () => {
    const gm = otherWindow();
    closing.push(gm.close);
    const { result } = renderHook(() => useDisplayChoice());
    expect(result.current).toBeNull();
    act(() => gm.post({ kind: 'display', choice: { language: 'en', tableKey: null, at: 5 } }));
    await expect.poll(() => result.current?.language).toBe('en');
    act(() => gm.post({ kind: 'display', choice: { language: 'fr', tableKey: null, at: 3 } }));
    act(() => gm.post({ kind: 'display', choice: { language: 'en', tableKey: 'table:x', at: 6 } }));
    await expect.poll(() => result.current?.tableKey).toBe('table:x');
    expect(result.current?.language).toBe('en');
  });
});
