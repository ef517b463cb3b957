import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { fightSnapshot, loadFightStore, subscribeFight } from './fight-loader';

describe('the fight store, fetched apart from the shell', () => {
  it('the shell sees « loading » until the store has come, then follows the store', async () => {
    expect(fightSnapshot().status).toBe('loading');
    let calls = 0;
    const unsubscribe = subscribeFight(() => (calls += 1));
    const store = await loadFightStore();
    await store.ready();
    await expect.poll(() => calls).toBeGreaterThan(0);
    expect(fightSnapshot()).toBe(store.getSnapshot());
    expect(fightSnapshot().status).not.toBe('loading');
    expect(await loadFightStore()).toBe(store);
    unsubscribe();
  });
});
