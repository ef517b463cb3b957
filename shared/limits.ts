/**
 * Les limites de Paravent — one table for every text, number and count a GM can type, import or
 * restore (issue 24: « whatever Paravent accepts, it keeps »). The engine refuses a gesture past a
 * limit (shared/combat/event-limits.ts), every importer clamps to it with a notice or refuses
 * (Improved Initiative, Réglages › Données, the file reader), and the file schemas are built from
 * it (shared/files): a value the engine holds is a value the file keeps. The renderer's fields take
 * their `maxLength` from here, so the GM learns a limit while typing.
 *
 * Plain data with no import: the first load of the GM window, the file reader and the rules read it
 * without pulling in the engine (DESIGN §6). docs/files.md › Limites lists the table in words.
 */

/** Most characters (UTF-16 units, what `maxLength` counts) of each text. */
export const TEXT_LIMITS = {
  /** A fight's name (the header and the lists show it whole). */
  encounterName: 120,
  /** A combatant's name, also a library entry's (French and English) and a party condition's label. */
  combatantName: 200,
  /** A group of monsters (« Orque »): also the key of its B/X morale. */
  groupName: 200,
  /** The GM's notes on a combatant, and a party member's resources. */
  notes: 20_000,
  /** A custom effect's name (an Improved Initiative tag becomes one). */
  effectName: 200,
  /** The trigger of a readied action. */
  readyTrigger: 500,
  /** A save or an ongoing damage reminded each round (« Vigueur DD 15 », « 1d6 feu »). */
  effectReminder: 500,
  /** A custom modifier's source or note. */
  modifierText: 500,
  /**
   * A combatant's defences against damage as typed (« RD 10/argent et bien ; feu 10 ; immunité
   * acide »): read by shared/rules/common/damage-defences.ts, refused where it cannot be read.
   */
  damageDefences: 200,
  /** A combatant's save figures as typed (« Vig +2 Réf +4 Vol +1 évasion », « sauve comme G3 »). */
  saves: 120,
  /** A feat id of the manoeuvre stats. */
  feat: 200,
  /** A hit-dice formula (« 4d8+4 »), and the short texts of a stat block (speed, saves, attacks). */
  statText: 200,
  /** A CR, hit dice or critical range of a stat block (« 1/2 », « 19-20/×2 »). */
  statShort: 40,
  /** A dice notation typed in the dice panel. */
  diceNotation: 200,
  /** A text inside a line of the combat log (a name, a list of names, a summary). */
  logText: 500,
  /** An identifier (combatant, effect, condition, library entry). */
  id: 100,
  /** What a search field searches: the first characters of what was typed or pasted. */
  search: 200,
  /** A rebound shortcut (« mod+shift+K »), as stored with the settings and in « Tout exporter ». */
  shortcutKey: 40,
} as const;

/** A text of the table. */
export type TextLimit = keyof typeof TEXT_LIMITS;

/** An inclusive range of numbers. */
export interface NumberRange {
  readonly min: number;
  readonly max: number;
}

const HP = 1_000_000;
const ROUNDS = 1_000_000;

/** The lowest and highest value of each number (integers unless said). */
export const NUMBER_RANGES = {
  /** Maximum hit points. */
  hpMax: { min: 1, max: HP },
  /** Current hit points (below 0 in 3.5 and PF1). */
  hp: { min: -HP, max: HP },
  /** Damage, healing, temporary HP, nonlethal damage of one gesture; the temporary and nonlethal totals. */
  hpAmount: { min: 0, max: HP },
  /** Starfinder Stamina and Resolve (maximum and current). */
  pool: { min: 0, max: HP },
  /** Armour classes and defences (CA, contact, pris au dépourvu, DMD, CAE, CAC, DEF). */
  defence: { min: -1000, max: 1000 },
  /** B/X descending AC and THAC0. */
  descending: { min: -100, max: 100 },
  /** B/X morale (OSR › Tests de moral: 2..12). */
  morale: { min: 2, max: 12 },
  /** Morale checks a group has passed (B/X asks for 2 before it fights to the death). */
  moraleChecksPassed: { min: 0, max: 10 },
  /** A morale roll's adjustment. */
  moraleAdjustment: { min: -100, max: 100 },
  /** Ability scores (Str, Dex, Con), the rules' range. */
  abilityScore: { min: 0, max: 99 },
  /** BAB and Starfinder's attack bonus. */
  attackBonus: { min: -100, max: 100 },
  /** Legs (stability against bull rush and trip). */
  legs: { min: 0, max: 100 },
  /** Initiative modifier. */
  initiativeModifier: { min: -100, max: 100 },
  /** Chroniques Oubliées' fixed INIT score. */
  initiativeScore: { min: -100, max: 1000 },
  /** A typed or rolled initiative, a hazard's count. */
  initiative: { min: -ROUNDS, max: ROUNDS },
  /**
   * The order's positions (not always whole): near the initiative, one more above the top for each
   * delay or ready to the top — room for a million of them.
   */
  initiativeCount: { min: -2 * ROUNDS, max: 2 * ROUNDS },
  /** The tie-break drawn once (not always whole). */
  tiebreak: { min: -1e12, max: 1e12 },
  /** CO INIT lowered for a round. */
  loweredInit: { min: -1000, max: 1000 },
  /** Rounds before a hazard happens. */
  countdown: { min: 0, max: 1000 },
  /** The fight's round. */
  round: { min: 0, max: ROUNDS },
  /** An effect's duration in rounds (minutes and hours are turned into rounds). */
  durationRounds: { min: 1, max: 10 * ROUNDS },
  /** The round before which an effect ends. */
  effectEndRound: { min: 0, max: 20 * ROUNDS },
  /** A custom modifier's value. */
  modifierValue: { min: -1000, max: 1000 },
  /** A custom modifier's multiplier (not always whole). */
  modifierMultiplier: { min: 0, max: 10 },
  /** The next generated id number. */
  seq: { min: 1, max: 1_000_000_000 },
  /**
   * A stat block's attack bonus: BAB (+100 at most, `attackBonus`) with Str (+44 at Str 99), size and
   * enhancement. The SRD's devastation beetle hits at +104 and the scorpion at +102 (issue 31: an
   * open creature must be editable and savable, renderer/combatant/open-bestiary-limits.test.ts).
   */
  statBonus: { min: -100, max: 200 },
  /** A library entry's experience points. */
  xp: { min: 0, max: 100_000_000 },
  /** A party member's level. */
  level: { min: 1, max: 100 },
  /** A party member's condition, in minutes. */
  conditionMinutes: { min: 1, max: 10_000_000 },
  /** A spell's level (3.5 and PF1: 0 to 9), for a concentration check's DC. */
  spellLevel: { min: 0, max: 9 },
  /** Attacks of opportunity or reactions used in a round (1 + Dex modifier at most: 45 at Dex 99). */
  opportunities: { min: 0, max: 100 },
  /** A combatant's concentration bonus (added to the d20). */
  concentrationBonus: { min: -100, max: 100 },
  /** A concentration check's total as the GM types it. */
  concentrationTotal: { min: -1000, max: 1000 },
  /** A save's DC or difficulty, and a save total as the GM types it. */
  saveDc: { min: -1000, max: 1000 },
  /** A d20 as the player says it was rolled (« 20 naturel »). */
  naturalD20: { min: 1, max: 20 },
  /** The turn clock's optional limit per turn, in seconds (a day at most). */
  turnLimitSeconds: { min: 1, max: 86_400 },
  /** When a gesture was made (epoch milliseconds, up to the year 5138), and the turn clock's start. */
  clockTime: { min: 0, max: 1e14 },
  /** Time banked by the turn clock (milliseconds, not always whole: a year at most per turn). */
  clockElapsed: { min: 0, max: 366 * 86_400_000 },
} as const satisfies Record<string, NumberRange>;

/** A number of the table. */
export type NumberLimit = keyof typeof NUMBER_RANGES;

/** The most items of each list. */
export const COUNT_LIMITS = {
  /**
   * Combatants in a fight (lowered from 10,000 in issue 17: such a file was over the reader's
   * ceiling and its gestures took seconds).
   */
  combatants: 2_000,
  /**
   * Effects in a fight (lowered from 50,000 in issue 24: an effect is about 350 bytes of file, so
   * 50,000 made a 16 MB file the reader refused; 6,000 of them fit beside 2,000 combatants).
   */
  effects: 6_000,
  /** Lines of the combat log kept (the oldest go first, said in the log: shared/combat/file-budget.ts). */
  log: 30_000,
  /** Modifiers of one custom effect. */
  modifiers: 50,
  /** Concentration checks one combatant may owe at once (hits taken before the GM asks them). */
  concentrationChecks: 20,
  /** Feats of one combatant. */
  feats: 100,
  /** Tags of a library entry, conditions of a party member, tags of an Improved Initiative combatant. */
  tags: 50,
  /** Attacks of a stat block. */
  attacks: 20,
  /** Entries of a library. */
  libraryEntries: 20_000,
  /** Copies made by one duplication, creatures added in one gesture. */
  copies: 100,
  /** Items of a list, or keys of an object, inside a line of the combat log. */
  logParamItems: 64,
  /** Files imported at once (Importer with several chosen, or dropped together: a folder of Foundry actors). */
  importFiles: 100,
  /** Rebound shortcuts (Réglages › Raccourcis): at most one per command, with room to grow. */
  shortcuts: 200,
} as const;

/** A list of the table. */
export type CountLimit = keyof typeof COUNT_LIMITS;

/** A Paravent file over this many bytes is refused before it is parsed (5 MB). */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/** Files imported at once weigh at most this much together (20 MB), each within MAX_FILE_BYTES. */
export const MAX_IMPORT_BATCH_BYTES = 4 * MAX_FILE_BYTES;

/**
 * The share of MAX_FILE_BYTES the combatants, effects and notes of a fight may fill: the rest is
 * the combat log's, whose oldest lines go when the fight would not fit in a file any more.
 */
export const CONTENT_SHARE = 0.9;

/** A fight is warned about when it reaches this share of a limit (before it is too late). */
export const LIMIT_WARNING_SHARE = 0.8;

/** Most words a search looks for: what a GM types, never a pasted page. */
export const SEARCH_WORDS = 8;

/**
 * What a search field searches: the first TEXT_LIMITS.search characters of what was typed or
 * pasted (issue 24: 100,000 characters pasted froze the page for minutes).
 */
export function searchText(query: string): string {
  return cutText(query, TEXT_LIMITS.search);
}

/** The first characters of a text, for a message (« Gobelin des marais qui… »). */
export function excerpt(text: string, length = 40): string {
  return text.length <= length ? text : `${text.slice(0, length)}…`;
}

/** A text cut to `max` characters without leaving half of a surrogate pair at its end. */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = text.charCodeAt(max - 1);
  return text.slice(0, end >= 0xd800 && end <= 0xdbff ? max - 1 : max);
}

/**
 * Number of UTF-8 bytes of a string, without TextEncoder (shared/ has no DOM), for size checks
 * against `limit`: exact when it must be counted; a bound on the right side of `limit` when the
 * length alone decides (longer than `limit` characters, or short enough that even 3 bytes each fit).
 * Use `exactUtf8Length` for a figure that is shown or added up.
 */
export function utf8Length(text: string, limit: number): number {
  // Every character is at least one byte and at most three per UTF-16 unit: decide without
  // counting when possible.
  if (text.length > limit) return text.length;
  if (text.length * 3 <= limit) return text.length * 3;
  return exactUtf8Length(text);
}

const ASCII_RUNS = /[\0-\x7f]+/g;
const SURROGATE = /[\ud800-\udfff]/;

/** Bytes beyond one per unit: 1 below U+0800, 2 for the rest, a pair (4 bytes) 2 for its two units. */
function extraBytes(units: string): number {
  let extra = 0;
  for (let i = 0; i < units.length; i += 1) {
    const code = units.charCodeAt(i);
    if (code < 0x80) continue;
    if (code < 0x800) extra += 1;
    else if (code >= 0xd800 && code <= 0xdbff) {
      const next = units.charCodeAt(i + 1);
      // A pair is 4 bytes for 2 units; a lone surrogate is written as U+FFFD, 3 bytes.
      if (next >= 0xdc00 && next <= 0xdfff) {
        extra += 2;
        i += 1;
      } else extra += 2;
    } else extra += 2;
  }
  return extra;
}

/** The exact number of UTF-8 bytes of a string (a lone surrogate counts as U+FFFD, 3 bytes). */
export function exactUtf8Length(text: string): number {
  // ASCII is one byte a unit: a native pass drops its runs and only the rest is counted one by one
  // (a French file has an accent here and there). With surrogates, pairs must stay side by side:
  // the whole text is walked.
  return text.length + extraBytes(SURROGATE.test(text) ? text : text.replace(ASCII_RUNS, ''));
}
