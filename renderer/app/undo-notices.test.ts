import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@mantine/notifications';
import { ParaventDatabase } from '../db/database';
import { createFightStore, type FightStore } from '../fight';
import { createI18n, type Language } from '../i18n';
import { showUndoNotices } from './undo-notices';

vi.mock('@mantine/notifications', () => ({ notifications: { show: vi.fn(), hide: vi.fn() } }));

let n = 0;
const cleanup: (() => Promise<void> | void)[] = [];
beforeEach(() => vi.mocked(notifications.show).mockClear());
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

async function fightWithNotices(language: Language): Promise<FightStore> {
  const db = new ParaventDatabase(`undo-notices-${n++}`);
  const store = createFightStore({
    db,
    locks: null,
    channel: null,
    idle: () => () => {},
    watchSettings: null,
  });
  cleanup.push(() => db.delete());
  cleanup.push(() => store.dispose());
  await store.ready();
  await store.create({ name: 'Embuscade', system: 'dnd35', seed: 1 });
  store.dispatch([{ type: 'combatant-added', combatant: { name: 'Orque', side: 'enemy', hpMax: 16 } }]);
  cleanup.push(showUndoNotices(store, createI18n(language)));
  return store;
}

const shownMessages = () => vi.mocked(notifications.show).mock.calls.map(([n]) => String(n.message));

describe('undo and redo say what they did, whatever started them (a listener of the store)', () => {
  it('names the log lines an undo took away and a redo put back; a gesture says nothing', async () => {
    const store = await fightWithNotices('fr');
    const orc = store.getSnapshot().encounter!.combatants[0]!;
    store.dispatch([{ type: 'damage', id: orc.id, amount: 5 }]);
    expect(shownMessages()).toEqual([]);
    store.undo();
    expect(shownMessages()).toHaveLength(1);
    expect(shownMessages()[0]).toMatch(/^Annulé : .*Orque.*5/);
    expect(store.getSnapshot().encounter!.combatants[0]!.hp.current).toBe(16);
    store.redo();
    expect(shownMessages()[1]).toMatch(/^Rétabli : .*Orque.*5/);
  });

  it('speaks the interface’s language', async () => {
    const store = await fightWithNotices('en');
    const orc = store.getSnapshot().encounter!.combatants[0]!;
    store.dispatch([{ type: 'damage', id: orc.id, amount: 5 }]);
    store.undo();
    expect(shownMessages()[0]).toMatch(/^Undone: .*Orque.*5/);
  });

  it('stops when told to', async () => {
    const store = await fightWithNotices('fr');
    cleanup.pop()?.();
    store.undo();
    expect(shownMessages()).toEqual([]);
  });
});
