import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ParaventDatabase } from './database';
import {
  DEFAULT_SETTINGS,
  followSettings,
  readSettings,
  requestPersistentStorage,
  writeSetting,
  type Settings,
} from './settings';

let n = 0;
const dbs: ParaventDatabase[] = [];
function freshDb(): ParaventDatabase {
  const db = new ParaventDatabase(`test-${n++}`);
  dbs.push(db);
  return db;
}
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.delete()));
});

describe('settings', () => {
  it('start in French with the system theme', async () => {
    expect(await readSettings(freshDb())).toEqual(DEFAULT_SETTINGS);
  });

  it('keep a chosen language across a reopening of the database', async () => {
    const db = freshDb();
    await writeSetting('language', 'en', db);
    db.close();
    const again = new ParaventDatabase(db.name);
    dbs.push(again);
    expect((await readSettings(again)).language).toBe('en');
  });

  it('ignore a corrupt stored value and keep the default', async () => {
    const db = freshDb();
    await db.settings.put({ key: 'theme', value: 'purple' });
    expect((await readSettings(db)).theme).toBe('auto');
  });

  it('refuse to store an invalid value', async () => {
    await expect(writeSetting('language', 'de' as 'fr', freshDb())).rejects.toThrow('Réglage invalide');
  });

  it('show the players exact HP for the PCs and bands for everyone else by default', async () => {
    expect((await readSettings(freshDb())).displayHealth).toEqual({
      pc: 'exact',
      ally: 'band',
      enemy: 'band',
      neutral: 'band',
    });
  });

  it('keep what the display shows of each side, and refuse a side left out', async () => {
    const db = freshDb();
    await writeSetting('displayHealth', { pc: 'band', ally: 'band', enemy: 'hidden', neutral: 'exact' }, db);
    expect((await readSettings(db)).displayHealth.enemy).toBe('hidden');
    await db.settings.put({ key: 'displayHealth', value: { pc: 'exact', enemy: 'exact' } });
    expect((await readSettings(db)).displayHealth.enemy).toBe('band');
  });

  it('ask for persistent storage only at first start', async () => {
    const db = freshDb();
    const storage = {
      persist: vi.fn(() => Promise.resolve(true)),
      persisted: vi.fn(() => Promise.resolve(true)),
    };
    await requestPersistentStorage(storage, db);
    await requestPersistentStorage(storage, db);
    expect(storage.persist).toHaveBeenCalledTimes(1);
    expect(storage.persisted).toHaveBeenCalledTimes(1);
  });
});

describe('followSettings', () => {
  const EXACT = { pc: 'exact', ally: 'band', enemy: 'exact', neutral: 'band' } as const;

  it('tells a change written in this window at once, before IndexedDB has committed it, then once stored', async () => {
    const db = freshDb();
    const heard: Settings[] = [];
    const stop = followSettings((s) => heard.push(s), vi.fn(), db);
    await expect.poll(() => heard.length).toBe(1);
    const written = writeSetting('displayHealth', EXACT, db);
    // Told in the same task as the click, not after the transaction.
    expect(heard.at(-1)?.displayHealth).toEqual(EXACT);
    expect(heard.at(-1)?.language).toBe('fr');
    await written;
    expect((await readSettings(db)).displayHealth).toEqual(EXACT);
    stop();
    await writeSetting('language', 'en', db);
    expect(heard.at(-1)?.language).toBe('fr'); // stopped: nothing more
  });

  it('a write that fails is taken back: the stored settings are told again', async () => {
    const db = freshDb();
    const heard: Settings[] = [];
    const stop = followSettings((s) => heard.push(s), vi.fn(), db);
    await expect.poll(() => heard.length).toBe(1);
    vi.spyOn(db.settings, 'put').mockRejectedValueOnce(new Error('disque plein'));
    await expect(writeSetting('displayHealth', EXACT, db)).rejects.toThrow('disque plein');
    await expect.poll(() => heard.at(-1)?.displayHealth).toEqual(DEFAULT_SETTINGS.displayHealth);
    stop();
  });

  it('another database’s writes are not this follower’s', async () => {
    const db = freshDb();
    const heard: Settings[] = [];
    const stop = followSettings((s) => heard.push(s), vi.fn(), db);
    await expect.poll(() => heard.length).toBe(1);
    await writeSetting('displayHealth', EXACT, freshDb());
    expect(heard.at(-1)?.displayHealth).toEqual(DEFAULT_SETTINGS.displayHealth);
    stop();
  });
});
