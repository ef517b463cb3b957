import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { createEncounter, replay } from '../../shared/combat';
import { combatantId } from '../../shared/combat/types';
import type { PlayerView } from '../../shared/combat/player-view';
import { ParaventDatabase } from './database';
import { DEFAULT_PLAYER_VIEW_SETTINGS, toPlayerView } from '../../shared/combat/player-view';
import { publishPlayerView, readPlayerView, usePlayerView } from './player-view';
import { resetPlayerViewChannel, sendPlayerView } from './player-view-channel';

let n = 0;
const dbs: ParaventDatabase[] = [];
function freshDb(): ParaventDatabase {
  const db = new ParaventDatabase(`player-view-${n++}`);
  dbs.push(db);
  return db;
}
afterEach(async () => {
  resetPlayerViewChannel();
  await Promise.all(dbs.splice(0).map((db) => db.delete()));
});

/** Aldric (PC) against a visible orc and a hidden assassin. */
function fight() {
  const start = createEncounter({ id: 'e1', name: 'Embuscade', system: 'dnd35', seed: 3, options: {} });
  return replay(start, [
    { type: 'combatant-added', combatant: { id: 'aldric', name: 'Aldric', side: 'pc', hpMax: 20 } },
    { type: 'combatant-added', combatant: { id: 'orque', name: 'Orque', side: 'enemy', hpMax: 15 } },
    {
      type: 'combatant-added',
      combatant: { id: 'ombre', name: 'Assassin caché', side: 'enemy', hidden: true, hpMax: 9 },
    },
    { type: 'initiative-set', id: combatantId('aldric'), value: 15 },
    { type: 'initiative-set', id: combatantId('orque'), value: 12 },
    { type: 'initiative-set', id: combatantId('ombre'), value: 20 },
    { type: 'combat-started' },
  ]);
}

const WAITING: PlayerView = {
  status: 'waiting',
  round: 0,
  isSurpriseRound: false,
  currentId: null,
  nextId: null,
  order: [],
  pinnedTable: null,
};

describe('player view publishing', () => {
  it('reads null before anything was published, then the last published view', async () => {
    const db = freshDb();
    expect(await readPlayerView(db)).toBeNull();
    await publishPlayerView(WAITING, db);
    await publishPlayerView({ ...WAITING, status: 'ended' }, db);
    expect(await readPlayerView(db)).toMatchObject({ status: 'ended' });
    expect(await db.playerView.count()).toBe(1);
  });

  it('ignores a row it cannot read rather than showing garbage', async () => {
    const db = freshDb();
    await db.table('playerView').put({ id: 'current', view: { ...WAITING, status: 'dancing' }, at: 1 });
    expect(await readPlayerView(db)).toBeNull();
  });

  it('the display hook follows what the GM publishes', async () => {
    const db = freshDb();
    const { result } = renderHook(() => usePlayerView(db));
    await waitFor(() => expect(result.current).toBeNull());
    await publishPlayerView({ ...WAITING, status: 'ended' }, db);
    await waitFor(() => expect(result.current?.status).toBe('ended'));
  });

  it('the display takes the newest of the channel and IndexedDB', async () => {
    const db = freshDb();
    const { result } = renderHook(() => usePlayerView(db));
    await waitFor(() => expect(result.current).toBeNull());
    sendPlayerView(toPlayerView(fight(), DEFAULT_PLAYER_VIEW_SETTINGS));
    await waitFor(() => expect(result.current?.status).toBe('running'));
    // An older stored copy (another GM window, earlier) does not replace the live view.
    await db.playerView.put({ id: 'current', view: { ...WAITING, status: 'ended' }, at: 1 });
    await new Promise((done) => setTimeout(done, 50));
    expect(result.current?.status).toBe('running');
  });
});
