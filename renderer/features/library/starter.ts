/** The starter bestiary (shared/bestiary) as Library rows: ids `starter:<system>:<slug>`, so loading it again replaces them. */
import type { CombatantInput, Defences } from '../../../shared/combat';
import { STARTER_BESTIARY, type StarterCreature } from '../../../shared/bestiary';
import { SYSTEM_IDS, type SystemId } from '../../../shared/rules';
import type { LibraryRow } from '../../db';
import { systemDefences, usesInitScore, hasFighterStats } from '../../combatant';

/** The creature's defences that its system has (the system's procedures list them). */
function defencesOf(system: SystemId, c: StarterCreature): Defences {
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

function savesText(system: SystemId, c: StarterCreature): string | undefined {
  if (c.savesText) return c.savesText;
  if (!c.saves) return undefined;
  const s = (n: number) => (n >= 0 ? `+${n}` : `−${-n}`);
  return `Vig ${s(c.saves[0])}, Réf ${s(c.saves[1])}, Vol ${s(c.saves[2])}`;
}

/** One starter creature as a Library row of its system. */
export function starterRow(system: SystemId, c: StarterCreature, now: number): LibraryRow {
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
  return rowOf(system, c, combatant, now);
}

function fighterOf(c: StarterCreature): CombatantInput['fighter'] {
  return {
    size: c.size,
    ...(c.bab === undefined ? {} : { bab: c.bab }),
    ...(c.str === undefined ? {} : { str: c.str }),
    ...(c.dex === undefined ? {} : { dex: c.dex }),
    ...(c.con === undefined ? {} : { con: c.con }),
    ...(c.feats ? { feats: [...c.feats] } : {}),
  };
}

function rowOf(system: SystemId, c: StarterCreature, combatant: CombatantInput, now: number): LibraryRow {
  return {
    id: `starter:${system}:${c.slug}`,
    kind: 'bestiary',
    name: c.fr,
    system,
    combatant,
    savedAt: now,
    stats: {
      nameEn: c.en,
      ...(c.hd ? { hpFormula: c.hd } : {}),
      attacks: c.attacks.map(([name, bonus, damage, crit]) => {
        const free = c.specialAttacks?.find((s) => s.attack === name)?.maneuver;
        return {
          name,
          bonus,
          damage,
          ...(crit ? { crit } : {}),
          ...(free ? { freeManeuver: free } : {}),
        };
      }),
      saves: savesText(system, c),
      ...(c.speed ? { speed: c.speed } : {}),
      tags: [...c.tags],
      source: c.source,
      ...(c.cr ? { cr: c.cr } : {}),
      ...(c.xp === undefined ? {} : { xp: c.xp }),
      ...(c.hitDice ? { hd: c.hitDice } : {}),
    },
  };
}

/** Every starter creature of every system, as rows. */
export function starterRows(now: number): LibraryRow[] {
  return SYSTEM_IDS.flatMap((s) => STARTER_BESTIARY[s].map((c) => starterRow(s, c, now)));
}
