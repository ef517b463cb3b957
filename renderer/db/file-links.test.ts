import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createEncounter } from '../../shared/combat';
import { ParaventDatabase } from './database';
import { createEncounterRecord, currentFightId, loadStoredFight } from './fights';
import {
  adoptEncounter,
  makeEncounterCurrent,
  markPartyWrittenBack,
  readFileLink,
  readPartyWrittenBack,
  writeFileLink,
} from './file-links';

let n = 0;
const dbs: ParaventDatabase[] = [];
function freshDb(): ParaventDatabase {
  const db = new ParaventDatabase(`links-test-${n++}`);
  dbs.push(db);
  return db;
}
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.delete()));
});

const fight = (name: string) => createEncounter({ id: 'r1', name, system: 'co', seed: 1 });

describe('fights from files', () => {
  it('an incoming fight becomes the current one; the fight on screen is kept, under its own id', async () => {
    const db = freshDb();
    await createEncounterRecord(fight('Sur la table'), 50, db);
    // Same id, and a clock that did not move: still stored apart, still the current one.
    const adopted = await adoptEncounter(fight('Du fichier'), null, 10, db);
    expect(adopted.id).toBe('r1-2');
    expect(await currentFightId(db)).toBe('r1-2');
    expect((await loadStoredFight('r1-2', db))?.checkpoint.state.name).toBe('Du fichier');
    expect((await loadStoredFight('r1', db))?.checkpoint.state.name).toBe('Sur la table');
    expect((await adoptEncounter(fight('Encore'), null, 10, db)).id).toBe('r1-3');
  });

  it('the previous fight can be made current again', async () => {
    const db = freshDb();
    await createEncounterRecord(fight('Avant'), 50, db);
    await adoptEncounter(fight('Après'), null, 60, db);
    expect(await makeEncounterCurrent('r1', 1, db)).toBe(true);
    expect(await currentFightId(db)).toBe('r1');
    expect(await makeEncounterCurrent('inconnue', 1, db)).toBe(false);
  });

  it('keeps the file link with the fight until it is cleared', async () => {
    const db = freshDb();
    const link = { handle: null, name: 'a.paravent.json', savedHash: 'abc' };
    const adopted = await adoptEncounter(fight('F'), link, 1, db);
    expect(await readFileLink(adopted.id, db)).toEqual(link);
    await writeFileLink(adopted.id, null, db);
    expect(await readFileLink(adopted.id, db)).toBeNull();
  });

  it('the same fight saved and opened again is not stored twice: it becomes current, record and all (issue 26)', async () => {
    const db = freshDb();
    const ended = fight('Embuscade');
    await createEncounterRecord(ended, 50, db);
    await markPartyWrittenBack('r1', 70, db);
    await createEncounterRecord(
      createEncounter({ id: 'r2', name: 'Suivante', system: 'co', seed: 2 }),
      80,
      db,
    );
    // A file keeps no reminders nor derived health: the same fight all the same.
    const reopened = { ...ended, reminders: [] };
    const adopted = await adoptEncounter(reopened, null, 90, db);
    expect(adopted.id).toBe('r1');
    expect(await currentFightId(db)).toBe('r1');
    expect(await db.encounters.count()).toBe(2);
    expect(await readPartyWrittenBack('r1', db)).toBe(70);
    await markPartyWrittenBack('r1', null, db);
    expect(await readPartyWrittenBack('r1', db)).toBeNull();
  });
});
