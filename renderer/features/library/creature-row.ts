/**
 * A bestiary's creature (the starter bestiary, an open bestiary: shared/bestiary) as a Library row of
 * its system: its combatant (HP, initiative, the system's defences, manoeuvre stats, DR and
 * resistances, notes) and its stat block (hit dice, attacks with their free manoeuvre, saves, speed,
 * tags, source, CR/XP).
 */
import type { CombatantInput, Defences } from '../../../shared/combat';
import type { BestiaryCreature } from '../../../shared/bestiary/types';
import type { SystemId } from '../../../shared/rules';
import type { LibraryRow } from '../../db';
import { systemDefences, usesInitScore, hasFighterStats } from '../../combatant';

/** Ids of the starter bestiary's rows: `starter:<system>:<slug>` (loading it again replaces them). */
export const STARTER_PREFIX = 'starter:';

/** Whether a row is a starter bestiary's creature. */
export function isStarterRow(row: Pick<LibraryRow, 'id'>): boolean {
  return row.id.startsWith(STARTER_PREFIX);
}

/** The creature's defences that its system has (the system's procedures list them). */
function defencesOf(system: SystemId, c: BestiaryCreature): Defences {
  const all: Defences = {
    ...(c.ac ? { ac: c.ac[0], touchAc: c.ac[1], flatFootedAc: c.ac[2] } : {}),
    cmd: c.cmd,
    eac: c.eac,
    kac: c.kac,
    def: c.def,
    descendingAc: c.descendingAc,
    thac0: c.thac0,
    morale: c.morale,
  };
  const out: Defences = {};
  for (const key of systemDefences(system)) if (all[key] !== undefined) out[key] = all[key];
  return out;
}

function savesText(c: BestiaryCreature): string | undefined {
  if (c.savesText) return c.savesText;
  if (!c.saves) return undefined;
  const s = (n: number) => (n >= 0 ? `+${n}` : `−${-n}`);
  return `Vig ${s(c.saves[0])}, Réf ${s(c.saves[1])}, Vol ${s(c.saves[2])}`;
}

function fighterOf(c: BestiaryCreature): CombatantInput['fighter'] {
  return {
    size: c.size,
    ...(c.bab === undefined ? {} : { bab: c.bab }),
    ...(c.str === undefined ? {} : { str: c.str }),
    ...(c.dex === undefined ? {} : { dex: c.dex }),
    ...(c.con === undefined ? {} : { con: c.con }),
    ...(c.feats ? { feats: [...c.feats] } : {}),
  };
}

/** What a row adds to its creature: its id, and the words its search finds besides names and tags. */
export interface CreatureRowOptions {
  id: string;
  now: number;
  keywords?: string;
}

/** One creature as a Library row of `system`. */
export function creatureRow(
  system: SystemId,
  c: BestiaryCreature,
  { id, now, keywords }: CreatureRowOptions,
): LibraryRow {
  const combatant: CombatantInput = {
    name: c.fr,
    side: 'enemy',
    hpMax: c.hp,
    ...(usesInitScore(system) ? { initiativeScore: c.init } : { initiativeModifier: c.init }),
    defences: defencesOf(system, c),
    ...(hasFighterStats(system) ? { fighter: fighterOf(c) } : {}),
    notes: c.note,
    ...(c.damageDefences ? { damageDefences: c.damageDefences } : {}),
  };
  return {
    id,
    kind: 'bestiary',
    name: c.fr,
    system,
    combatant,
    savedAt: now,
    ...(keywords ? { keywords } : {}),
    stats: {
      nameEn: c.en,
      ...(c.hd ? { hpFormula: c.hd } : {}),
      attacks: c.attacks.map(([name, bonus, damage, crit]) => {
        const free = c.specialAttacks?.find((s) => s.attack === name)?.maneuver;
        return {
          name,
          ...(bonus === null ? {} : { bonus }),
          ...(damage === '' ? {} : { damage }),
          ...(crit ? { crit } : {}),
          ...(free ? { freeManeuver: free } : {}),
        };
      }),
      saves: savesText(c),
      ...(c.speed ? { speed: c.speed } : {}),
      tags: [...c.tags],
      source: c.source,
      ...(c.cr ? { cr: c.cr } : {}),
      ...(c.xp === undefined ? {} : { xp: c.xp }),
      ...(c.hitDice ? { hd: c.hitDice } : {}),
    },
  };
}
