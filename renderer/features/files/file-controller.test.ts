import { describe, expect, it, vi } from 'vitest';
import { createEncounter, replay } from '../../../shared/combat';
import type { Encounter } from '../../../shared/combat';
import { FILE_MESSAGES } from '../../../shared/files';
import type { BackupSnapshot, FilesApi, OpenFileResult } from '../../../shared/ipc';
import type { EncounterFileLink, LibraryRow } from '../../db';
import type { TrackerFight } from './current-fight';
import type { FileStatus } from './file-bridge';
import { createFileController, type FileNotice, type UnsavedAnswer } from './file-controller';
import { serializeEncounter } from './encounter-files';

function fight(name = 'Embuscade', id = 'enc-1'): Encounter {
  const start = createEncounter({ id, name, system: 'dnd35', seed: 3 });
  return replay(start, [{ type: 'combatant-added', combatant: { name: 'Orque', hpMax: 9 } }]);
}
const hurt = (enc: Encounter): Encounter =>
  replay(enc, [{ type: 'damage', id: enc.combatants[0].id, amount: 2 }]);
const opened = (text: string, name = 'f.paravent.json'): OpenFileResult => ({
  status: 'opened',
  file: { handle: 'abcdef12-0001', name, text },
});

/** Stored fights, the host (one file on "disk"), the questions, the tracker — all in memory. */
function setUp(
  options: { incoming?: OpenFileResult; answer?: UnsavedAnswer; recovery?: BackupSnapshot } = {},
) {
  const stored = new Map<string, { enc: Encounter; link: EncounterFileLink | null; at: number }>();
  let clock = 0;
  const disk: string[] = [];
  const library: LibraryRow[] = [];
  const notices: FileNotice[] = [];
  let status: FileStatus = { name: null, unsaved: false };
  const api: FilesApi = {
    openFile: vi.fn(async () => options.incoming ?? { status: 'cancelled' as const }),
    importFile: vi.fn(async () => options.incoming ?? { status: 'cancelled' as const }),
    saveFile: vi.fn(async (r) => {
      disk.push(r.text);
      return { status: 'saved' as const, handle: r.handle ?? 'abcdef12-0002', name: 'combat.paravent.json' };
    }),
    saveFileAs: vi.fn(async () => ({ status: 'cancelled' as const })),
    listRecentFiles: vi.fn(async () => []),
    openRecentFile: vi.fn(async () => ({ status: 'cancelled' as const })),
    autosave: vi.fn(async () => undefined),
    snapshot: vi.fn(async () => null),
    listBackups: vi.fn(async () => []),
    readBackup: vi.fn(async (id: string) => (options.recovery?.id === id ? options.recovery : null) ?? null),
    getRecovery: vi.fn(async () => options.recovery ?? null),
    onExternalFile: () => () => undefined,
  };
  const currentId = () => [...stored.entries()].sort((a, b) => b[1].at - a[1].at)[0]?.[0];
  const tracker: { fight: TrackerFight | null } = { fight: null };
  const reload = vi.fn(async () => {
    const id = currentId();
    // IndexedDB gives back a copy: a new object with the same content.
    const encounter = id ? structuredClone(stored.get(id)?.enc ?? null) : null;
    tracker.fight = { encounter, reload, latest: () => encounter };
  });
  const ask = {
    unsaved: vi.fn(async () => options.answer ?? 'cancel'),
    importSystem: vi.fn(async () => 'pf1' as const),
    exportWhat: vi.fn(async () => null),
    recovery: vi.fn(async () => true),
    clickToChoose: vi.fn(async () => true),
  };
  const closeWindow = vi.fn(async () => undefined);
  const controller = createFileController({
    api,
    autosave: { changed: vi.fn() },
    store: {
      loadCurrent: async () => stored.get(currentId() ?? '')?.enc ?? null,
      adopt: async (enc) => {
        const id = stored.has(enc.id) ? `${enc.id}-2` : enc.id;
        const adopted = { ...enc, id };
        stored.set(id, { enc: adopted, link: null, at: ++clock });
        return adopted;
      },
      makeCurrent: async (id) => {
        const row = stored.get(id);
        if (row) row.at = ++clock;
        return row !== undefined;
      },
      readLink: async (id) => stored.get(id)?.link ?? null,
      writeLink: async (id, link) => {
        const row = stored.get(id);
        if (row) row.link = link;
      },
      libraryRows: async () => library,
      saveLibraryRows: async (rows) => void library.push(...rows),
    },
    ask,
    notify: (n) => notices.push(n),
    fight: () => tracker.fight,
    showCombat: vi.fn(),
    showBackups: vi.fn(),
    defaultSystem: async () => 'dnd35',
    setStatus: (s) => (status = s),
    closeWindow,
    now: () => 1_000,
    seed: () => 1,
  });
  /** Puts a fight on screen as the tracker would (stored, then published). */
  const show = async (enc: Encounter) => {
    if (!stored.has(enc.id)) stored.set(enc.id, { enc, link: null, at: ++clock });
    else stored.get(enc.id)!.enc = enc;
    tracker.fight = { encounter: enc, reload, latest: () => enc };
    await controller.fightChanged(tracker.fight);
  };
  return {
    controller,
    api,
    ask,
    notices,
    stored,
    disk,
    library,
    reload,
    closeWindow,
    show,
    tracker,
    status: () => status,
    currentId,
  };
}

describe('files controller', () => {
  it('Enregistrer links the fight to its file; a change marks it unsaved; the next save goes to the same file', async () => {
    const t = setUp();
    const enc = fight();
    await t.show(enc);
    expect(t.status()).toEqual({ name: null, unsaved: true });
    await t.controller.run('save');
    expect(t.disk).toEqual([serializeEncounter(enc)]);
    expect(t.status()).toEqual({ name: 'combat.paravent.json', unsaved: false });
    await t.show(hurt(enc));
    expect(t.status().unsaved).toBe(true);
    expect(t.controller.fileIsBehind()).toBe(true);
    await t.controller.run('save');
    expect(vi.mocked(t.api.saveFile).mock.calls[1][0].handle).toBe('abcdef12-0002');
    expect(t.status().unsaved).toBe(false);
  });

  it('Enregistrer saves the latest state, a gesture still being written included', async () => {
    const t = setUp();
    const enc = fight();
    await t.show(enc);
    const later = hurt(enc);
    t.tracker.fight = { encounter: enc, reload: t.reload, latest: () => later };
    await t.controller.run('save');
    expect(t.disk).toEqual([serializeEncounter(later)]);
  });

  it('a fight reloaded from IndexedDB (a copy) is still the saved one when its text is', async () => {
    const t = setUp();
    const enc = fight();
    await t.show(enc);
    await t.controller.run('save');
    await t.reload();
    await t.controller.fightChanged(t.tracker.fight);
    expect(t.status()).toEqual({ name: 'combat.paravent.json', unsaved: false });
  });

  it('Ouvrir over unsaved changes asks; Annuler changes nothing', async () => {
    const t = setUp({ incoming: opened(serializeEncounter(fight('Autre', 'enc-2'))), answer: 'cancel' });
    await t.show(fight());
    await t.controller.run('open');
    expect(t.ask.unsaved).toHaveBeenCalledWith('Embuscade', false);
    expect([...t.stored.keys()]).toEqual(['enc-1']);
    expect(t.reload).not.toHaveBeenCalled();
  });

  it('Ouvrir with « Ne pas enregistrer »: the file becomes a new stored fight, and the previous one comes back', async () => {
    const t = setUp({ incoming: opened(serializeEncounter(fight('Autre', 'enc-2'))), answer: 'discard' });
    await t.show(fight());
    await t.controller.run('open');
    expect(t.currentId()).toBe('enc-2');
    expect(t.tracker.fight?.encounter?.name).toBe('Autre');
    await t.controller.fightChanged(t.tracker.fight);
    expect(t.status()).toEqual({ name: 'f.paravent.json', unsaved: false });
    const notice = t.notices.find((n) => n.message === 'Ouvert : f.paravent.json');
    notice?.back?.();
    await vi.waitFor(() => expect(t.currentId()).toBe('enc-1'));
    expect(t.stored.get('enc-1')?.enc.name).toBe('Embuscade');
  });

  it('Ouvrir with « Enregistrer » saves the fight first', async () => {
    const t = setUp({ incoming: opened(serializeEncounter(fight('Autre', 'enc-2'))), answer: 'save' });
    await t.show(fight());
    await t.controller.run('open');
    expect(t.disk).toHaveLength(1);
    expect(t.currentId()).toBe('enc-2');
  });

  it('opening the file of the fight on screen stores it under a new id (the stored one is never overwritten)', async () => {
    const enc = fight();
    const t = setUp({ incoming: opened(serializeEncounter(hurt(enc))), answer: 'discard' });
    await t.show(enc);
    await t.controller.run('open');
    expect(t.currentId()).toBe('enc-1-2');
    expect(t.stored.get('enc-1')?.enc).toBe(enc);
  });

  it('when the browser wants a click before its file chooser, asks for it and tries again', async () => {
    const t = setUp({ incoming: opened(serializeEncounter(fight('Autre', 'enc-2'))) });
    vi.mocked(t.api.openFile).mockResolvedValueOnce({
      status: 'error',
      message: FILE_MESSAGES.pickerNeedsClick,
    });
    await t.controller.run('open');
    expect(t.ask.clickToChoose).toHaveBeenCalledOnce();
    expect(t.api.openFile).toHaveBeenCalledTimes(2);
    expect(t.currentId()).toBe('enc-2');
  });

  it('a corrupt file: the French message, no question, nothing stored', async () => {
    const t = setUp({
      incoming: opened('{"format":"paravent/encounter","version":1,"encounter":{"id":"x"}}'),
    });
    await t.show(fight());
    await t.controller.run('open');
    expect(t.notices).toEqual([
      expect.objectContaining({ tone: 'error', message: expect.stringMatching(/^Fichier invalide — nom/) }),
    ]);
    expect(t.ask.unsaved).not.toHaveBeenCalled();
    expect([...t.stored.keys()]).toEqual(['enc-1']);
  });

  it('Importer an Improved Initiative library: entries stored for the chosen system, the fight stays', async () => {
    const ii = JSON.stringify([{ Name: 'Ogre', HP: { Value: 59 }, AC: { Value: 11 } }]);
    const t = setUp({ incoming: opened(ii, 'monstres.json') });
    await t.show(fight());
    await t.controller.run('import');
    expect(t.library).toEqual([expect.objectContaining({ name: 'Ogre', system: 'pf1', kind: 'bestiary' })]);
    expect(t.currentId()).toBe('enc-1');
    expect(t.ask.unsaved).not.toHaveBeenCalled();
  });

  it('Importer a Combat Manager fight: a new fight, and a summary of what was read and what was left', async () => {
    const cmcs = [
      '<CombatState><Round>1</Round><Characters>',
      '<Character><Name>Gobelin</Name><HP>4</HP><MaxHP>6</MaxHP><IsMonster>true</IsMonster><CurrentInitiative>12</CurrentInitiative>',
      '<Monster><DR>5/magic</DR><ActiveConditions><ActiveCondition><Condition><Name>Haste</Name><Spell><Name>Haste</Name></Spell></Condition><Turns>2</Turns></ActiveCondition></ActiveConditions></Monster>',
      '</Character></Characters></CombatState>',
    ].join('');
    const t = setUp({ incoming: opened(cmcs, 'combat.cmcs') });
    await t.controller.run('import');
    const summary = t.notices.find((n) => n.summary);
    expect(summary?.message).toBe('Import Combat Manager : ce qui a été lu, et ce qui ne l’a pas été');
    expect(summary?.summary?.read[0]).toBe('1 combattant lu : 0 personnage joueur, 1 monstre.');
    expect(summary?.summary?.left.join('\n')).toContain('Gobelin : « Haste » n’est pas un état du catalogue');
    expect(summary?.summary?.left.join('\n')).toContain('Gobelin : DR 5/magic');
  });

  it('Importer Foundry VTT actors: entries of their own system, whatever the one chosen, with a summary', async () => {
    const actor = JSON.stringify({
      name: 'Hobgobelin',
      type: 'monster',
      system: { hp: { value: 6, max: 6 }, ac: { value: 6 }, thac0: { value: 18 } },
      _stats: { systemId: 'ose' },
    });
    const t = setUp({ incoming: opened(actor, 'hobgobelin.json') });
    await t.controller.run('import');
    expect(t.library).toEqual([
      expect.objectContaining({ name: 'Hobgobelin', system: 'osr', kind: 'bestiary' }),
    ]);
    expect(t.notices.find((n) => n.summary)?.message).toBe(
      'Import Foundry VTT (ose) : ce qui a été lu, et ce qui ne l’a pas été',
    );
  });

  it('closing: a saved fight closes at once; unsaved changes ask, and Annuler keeps the window', async () => {
    const t = setUp({ answer: 'cancel' });
    await t.show(createEncounter({ id: 'e', name: 'Vide', system: 'co', seed: 1 }));
    await t.controller.closeRequested();
    expect(t.closeWindow).toHaveBeenCalledTimes(1);
    await t.show(fight());
    await t.controller.closeRequested();
    expect(t.ask.unsaved).toHaveBeenCalledWith('Embuscade', true);
    expect(t.closeWindow).toHaveBeenCalledTimes(1);
  });

  it('the browser is asked to hold the page only for a fight whose file is behind', async () => {
    const t = setUp();
    await t.show(fight());
    expect(t.controller.fileIsBehind()).toBe(false);
  });

  it('after an unclean exit, offers back a fight that is not on screen, and keeps the one there', async () => {
    const lost = hurt(fight('Perdu', 'enc-9'));
    const recovery = {
      id: '20250301T200000000Z--auto--enc-9.paravent.json',
      at: 5,
      reason: 'auto' as const,
      encounterId: 'enc-9',
      text: serializeEncounter(lost),
    };
    const t = setUp({ recovery });
    await t.show(fight());
    await t.controller.offerRecovery();
    expect(t.ask.recovery).toHaveBeenCalledOnce();
    expect(t.currentId()).toBe('enc-9');
    expect(t.stored.get('enc-9')?.enc.combatants[0].hp.current).toBe(7);
    expect(t.notices.at(-1)?.back).toBeDefined();
  });

  it('does not offer a backup that IndexedDB already has (same fight, as far or further)', async () => {
    const enc = fight();
    const recovery = {
      id: '20250301T200000000Z--auto--enc-1.paravent.json',
      at: 5,
      reason: 'auto' as const,
      encounterId: 'enc-1',
      text: serializeEncounter(enc),
    };
    const t = setUp({ recovery });
    await t.show(hurt(enc));
    await t.controller.offerRecovery();
    expect(t.ask.recovery).not.toHaveBeenCalled();
  });
});
