/**
 * The stored library (renderer/db LibraryRow: party and bestiary per system) ⇄ a `paravent/library`
 * file (shared/files Library). The stat block (HP formula, attacks, saves, speed, tags, source,
 * CR/XP/HD, level) and a party member's state travel with the entry (issue 16).
 */
import type { Library, LibraryEntry } from '../../shared/files';
import type { LibraryStats, PartyState } from '../../shared/library';
import type { SystemId } from '../../shared/rules';
import type { LibraryRow } from './database';

function partyOfRow(p: PartyState | undefined): LibraryEntry['party'] {
  if (!p) return undefined;
  return {
    hpCurrent: p.hpCurrent,
    nonlethal: p.nonlethal,
    resources: p.resources,
    conditions: p.conditions.map((c) => ({
      label: c.label,
      minutes: c.minutes,
      ...(c.what.kind === 'condition' ? { conditionId: c.what.conditionId } : {}),
    })),
  };
}

function partyOfEntry(p: LibraryEntry['party']): PartyState | undefined {
  if (!p) return undefined;
  return {
    hpCurrent: p.hpCurrent,
    nonlethal: p.nonlethal,
    resources: p.resources,
    conditions: p.conditions.map((c) => ({
      label: c.label,
      minutes: c.minutes,
      what: c.conditionId
        ? { kind: 'condition', conditionId: c.conditionId }
        : { kind: 'custom', name: c.label, modifiers: [] },
    })),
  };
}

/** The whole stored library as a file. */
export function libraryOfRows(rows: readonly LibraryRow[], name: string): Library {
  return {
    name,
    entries: rows.map((r): LibraryEntry => {
      const c = r.combatant;
      const s: LibraryStats = r.stats ?? {};
      return {
        id: r.id,
        kind: r.kind === 'party' ? 'pc' : 'creature',
        name: r.name,
        system: r.system,
        side: c.side ?? (r.kind === 'party' ? 'pc' : 'enemy'),
        hpMax: c.hpMax,
        initiativeModifier: c.initiativeModifier,
        initiativeScore: c.initiativeScore,
        defences: c.defences ?? {},
        fighter: c.fighter ?? {},
        group: c.group,
        notes: c.notes ?? '',
        ...(c.damageDefences ? { damageDefences: c.damageDefences } : {}),
        tags: s.tags ?? [],
        nameEn: s.nameEn,
        hpFormula: s.hpFormula,
        attacks: s.attacks,
        saves: s.saves,
        speed: s.speed,
        source: s.source,
        cr: s.cr,
        xp: s.xp,
        hd: s.hd,
        level: s.level,
        party: partyOfRow(r.party),
      };
    }),
  };
}

/**
 * The entries of a library file as stored rows; an entry with no system takes `system`. Each row's
 * id is `idOf` of its entry — by default « system:kind:name », so that importing a file again
 * replaces its entries rather than adding them twice (Réglages › Données keeps the file's ids).
 */
export function rowsOfLibrary(
  library: Library,
  system: SystemId,
  now: number,
  idOf: (entry: LibraryEntry, system: SystemId, kind: LibraryRow['kind']) => string = (e, s, kind) =>
    `${s}:${kind}:${e.name}`,
): LibraryRow[] {
  return library.entries.map((e) => {
    const entrySystem = e.system ?? system;
    const kind = e.kind === 'pc' ? 'party' : 'bestiary';
    const stats: LibraryStats = {
      tags: e.tags,
      ...(e.nameEn ? { nameEn: e.nameEn } : {}),
      ...(e.hpFormula ? { hpFormula: e.hpFormula } : {}),
      ...(e.attacks ? { attacks: e.attacks } : {}),
      ...(e.saves ? { saves: e.saves } : {}),
      ...(e.speed ? { speed: e.speed } : {}),
      ...(e.source ? { source: e.source } : {}),
      ...(e.cr ? { cr: e.cr } : {}),
      ...(e.xp === undefined ? {} : { xp: e.xp }),
      ...(e.hd ? { hd: e.hd } : {}),
      ...(e.level === undefined ? {} : { level: e.level }),
    };
    const party = partyOfEntry(e.party);
    return {
      id: idOf(e, entrySystem, kind),
      kind,
      name: e.name,
      system: entrySystem,
      savedAt: now,
      combatant: {
        name: e.name,
        side: e.side,
        hpMax: e.hpMax,
        initiativeModifier: e.initiativeModifier,
        initiativeScore: e.initiativeScore,
        defences: e.defences,
        fighter: e.fighter,
        group: e.group,
        notes: e.notes === '' ? undefined : e.notes,
        ...(e.damageDefences ? { damageDefences: e.damageDefences } : {}),
      },
      stats,
      ...(party ? { party } : {}),
    };
  });
}
