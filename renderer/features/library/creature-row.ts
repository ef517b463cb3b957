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

/** The three saves' words, as the save reader takes them (shared/rules/common/save-figures.ts). */
const SAVE_WORDS = { fr: ['Vig', 'Réf', 'Vol'], en: ['Fort', 'Ref', 'Will'] } as const;

function savesText(c: BestiaryCreature, language: 'fr' | 'en'): string | undefined {
  if (c.savesText) return c.savesText;
  if (!c.saves) return undefined;
  const s = (n: number) => (n >= 0 ? `+${n}` : `−${-n}`);
  const [fort, ref, will] = SAVE_WORDS[language];
  return `${fort} ${s(c.saves[0])}, ${ref} ${s(c.saves[1])}, ${will} ${s(c.saves[2])}`;
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

/**
 * What a row adds to its creature: its id, the words its search finds besides names and tags, and
 * the language it is made in — its name (`fr` or `en`) and its saves' words (default French; the
 * creature's other words are the ones it carries: an open bestiary gives its English ones).
 */
export interface CreatureRowOptions {
  id: string;
  now: number;
  keywords?: string;
  language?: 'fr' | 'en';
}

/** One creature as a Library row of `system`. */
export function creatureRow(
  system: SystemId,
  c: BestiaryCreature,
  { id, now, keywords, language = 'fr' }: CreatureRowOptions,
): LibraryRow {
  const name = language === 'en' ? c.en : c.fr;
  const combatant: CombatantInput = {
    name,
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
    name,
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
      saves: savesText(c, language),
      ...(c.speed ? { speed: c.speed } : {}),
      tags: [...c.tags],
      source: c.source,
      ...(c.cr ? { cr: c.cr } : {}),
      ...(c.xp === undefined ? {} : { xp: c.xp }),
      ...(c.hitDice ? { hd: c.hitDice } : {}),
    },
  };
}
