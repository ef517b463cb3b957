/**
 * The combat log's message codes: what each kind of line says, as a code and typed parameters.
 * The engine writes codes, never sentences; the interface phrases each line in the GM's language
 * (renderer/log: `log.<code>` in renderer/i18n/fr.ts and en.ts), so switching language
 * re-phrases the whole log. docs/i18n.md says how to add a code.
 *
 * One section per feature. A parameter is a name or a number as is, or one of the kinds below that
 * the interface phrases itself (hit points, a health state, an effect, a duration, a list of results).
 */
import type { HealthState } from '../rules';

/** Hit points as they stood after the change, with the health state when it changed. */
/**
 * Damage on a combatant: how much, the combatant's id (its name may change), and who dealt it — the
 * one the GM named or the attack helper knew, else the combatant whose turn it was (not itself). The
 * end-of-fight summary reads these, so a fight reopened from a file is summed up the same.
 */
export interface LogDamage extends Partial<LogTypedDamage> {
  amount: number;
  id?: string;
  by?: { id: string; name: string };
}

/**
 * Typed damage (issue 28): the figure typed, its types (ids, named in the GM's language), and each
 * step of the target's defences — « 12 feu − résistance 10 = 2 ». `amount` is what was applied.
 */
export interface LogTypedDamage {
  raw: number;
  types: string[];
  steps: LogDamageStep[];
}

/** One step of typed damage: an immunity, +50 % vulnerability, a resistance, a DR (`bypass`: ids with spaces). */
export interface LogDamageStep {
  kind: 'immunity' | 'vulnerability' | 'resistance' | 'reduction';
  type?: string;
  amount?: number;
  bypass?: string;
  all?: boolean;
}

export interface LogHp {
  hp: {
    current: number;
    max: number;
    temp: number;
    nonlethal: number;
    stamina?: { current: number; max: number };
    resolve?: { current: number; max: number };
  };
  /** The new health state, when the change moved it. */
  state?: HealthState;
}

/** An effect by what it is: a condition of the system's catalogue (named in the GM's language) or a custom name. */
export type LogEffect = { condition: string } | { custom: string };

/** How long an effect lasts, with the names it depends on. */
export type LogDuration =
  | { duration: 'rounds'; rounds: number }
  | { duration: 'until-turn-start' | 'until-turn-end' | 'concentration'; of: string }
  | { duration: 'until-removed' };

/** Results by name ("Orque 12, Aldric 15"). */
export interface LogResults {
  results: { name: string; value: number }[];
}

/** A settled manoeuvre (the wizard): who, the decisive roll, the distance moved. */
export interface LogManeuverOutcome {
  /** The manoeuvre's id (`ManeuverId`), named in the GM's language from the system's rules. */
  maneuver: string;
  /** The 3.5 counter (trip, disarm) tried back at once. */
  counter: boolean;
  attacker: string;
  defender: string;
  success: boolean;
  /** By how much it succeeded or failed (0: not said). */
  margin: number;
  /** The decisive step: total against the number it had to meet, with every natural d20 rolled. */
  decisive?: { total: number; against: number; dice: number[] };
  /** A move: dragged, repositioned, pushed (3.5: 1.5 m, more if the attacker follows), in metres. */
  moved?: { kind: 'drag' | 'reposition' | 'pushed' | 'pushed-follow'; meters: number };
  /** 3.5 bull rush failed: the attacker moves back 1.5 m. */
  pushedBack: boolean;
}

/** An attack resolved by the rules (the attack dialog). */
export interface LogAttack {
  attacker: string;
  target: string;
  /** The attack's name as the GM typed it, may be empty. */
  weapon: string;
  natural: number;
  /** What was added to the d20. */
  added: number;
  total: number;
  /** The defence met: its name in both languages and value; osr adds THAC0 (« TAC0 19 − CA 6 »). */
  against: { name: { fr: string; en: string }; value: number; thac0?: number };
  verdict: 'miss' | 'hit' | 'critical' | 'threat';
  /** Damage multiplier of a critical hit. */
  multiplier: number;
  /** The confirmation roll's natural d20. */
  confirm?: number;
  damage?: number;
  /** How the damage was found (« 2d8+4 : 9 + 11 », « 7 × 2 »). */
  damageText?: string;
}

/** A CO opposed test (the test helper): both rolls (« 14 + 3 = 17 ») and the winner's name. */
export interface LogOpposedTest {
  a: string;
  b: string;
  rollA: string;
  rollB: string;
  /** Who won; empty on a tie. */
  winner: string;
}

/** A pf1 dying check: d20 + Con − negative HP against DC 10. */
export interface LogDyingCheck {
  check: { roll: number; con: number; hp: number; total: number };
}

/**
 * A concentration check (concentration.ts): its total against the DC, the damage that called for
 * it, and the d20 and bonus when the engine rolled it (absent: the GM typed the total).
 */
export interface LogConcentrationCheck {
  total: number;
  dc: number;
  damage: number;
  roll?: { d20: number; bonus: number };
}

/**
 * One target's save in a group save (group-save.ts): the save's short name in both languages, the
 * total against the DC (`kind` 'dc'), the difficulty (CO) or the creature's own target (B/X), and
 * the d20 and bonus when the engine rolled it (absent: the GM typed the total).
 */
export interface LogSave {
  fr: string;
  en: string;
  kind: 'dc' | 'difficulty' | 'target';
  total: number;
  against: number;
  passed: boolean;
  /** The natural 1 or 20 that decided it against the total. */
  natural?: 1 | 20;
  /** `other`: the d20 left aside when a superior characteristic rolled two (CO). */
  roll?: { d20: number; bonus: number; other?: number };
  /** The target's evasion, when it changed the damage. */
  evasion?: 'evasion' | 'improved';
}

/** The head of a group save: the save and DC, and the damage rolled or typed once for all. */
export interface LogGroupSave {
  saveFr: string;
  saveEn: string;
  kind: 'dc' | 'difficulty' | 'target';
  dc?: number;
  /** The damage before any save, its dice (absent: typed) and type ids; all absent: no damage. */
  damage?: number;
  notation?: string;
  damageTypes?: string[];
  onSuccess: 'half' | 'none';
  count: number;
}

type None = Record<string, never>;
type Named = { name: string };
/** A round phase's name in both languages (osr rounds played phase by phase, round-steps.ts). */
type LogPhase = { phaseFr: string; phaseEn: string };

/**
 * Every code and its parameters. A feature adds its codes in its own section here (or by
 * declaration merging from its own file) and its texts under `log` in fr.ts and en.ts: a code
 * without a text in both languages fails type-checking (renderer/log/phrase.ts).
 */
export interface LogMessages {
  // — The fight and its turns (turns.ts, reducer.ts)
  'fight.started': None;
  'fight.startedSurprise': None;
  'fight.ended': None;
  'fight.optionsChanged': None;
  'fight.renamed': { from: string; to: string };
  'turn.roundStarted': None;
  'turn.started': Named;
  'turn.delayed': Named;
  'turn.delayEnded': Named & { initiative: number | null };
  'turn.readied': Named & { trigger: string };
  'turn.readyTriggered': Named & { before: string; trigger: string };
  'turn.initLoweredLost': Named;
  'turn.initLowered': Named & { value: number };
  'turn.delayLost': Named;
  'turn.readyLost': Named & { trigger: string };
  'turn.phaseParty': LogPhase;
  'turn.phaseFoes': LogPhase;
  'turn.phaseBoth': LogPhase;
  // — Who is in the fight (roster.ts, groups.ts)
  'roster.joined': Named;
  'roster.joinedMany': { names: string; count: number };
  /** A lone « Gobelin » numbered when more of its kind come (« Gobelin 1 »), in their group or not. */
  'roster.renumbered': { from: string; to: string };
  'roster.renumberedGroup': { from: string; to: string; group: string };
  'roster.left': Named;
  'roster.duplicated': Named & { count: number; names: string };
  'roster.edited': Named;
  'roster.hpRolled': Named & { value: number; formula: string };
  'roster.hpAveraged': Named & { value: number; formula: string };
  'roster.groupSplit': { group: string };
  // — Hit points (health.ts, stamina.ts)
  'hp.damage': Named & LogHp & LogDamage;
  'hp.damageRegeneration': Named & LogHp & LogDamage;
  'hp.nonlethal': Named & LogHp & LogDamage;
  'hp.nonlethalRecovered': Named & LogHp & { amount: number };
  'hp.healed': Named & LogHp & { amount: number };
  'hp.temp': Named & LogHp & { amount: number };
  'hp.stabilized': Named & LogHp;
  'hp.resolveStabilized': Named & LogHp & { cost: number };
  'hp.resolveStayUp': Named & LogHp;
  'hp.resolveRest': Named & LogHp;
  'hp.resolveLost': Named & { current: number; max: number };
  'hp.resolveNoneDead': Named;
  // — Outside its turn (reactions.ts)
  'reaction.opportunity': Named & { used: number; max: number };
  'reaction.reaction': Named & { used: number; max: number };
  'reaction.immediate': Named;
  'reaction.immediateOwnTurn': Named;
  // — Concentration (concentration.ts)
  'concentration.started': Named & { level: number };
  'concentration.stopped': Named;
  'concentration.passed': Named & LogConcentrationCheck;
  /** `ended`: the effects that lasted as long as the concentration, ended with it. */
  'concentration.failed': Named & LogConcentrationCheck & { ended: number };
  'concentration.skipped': Named & { dc: number };
  // — Group saves (group-save.ts)
  'save.group': LogGroupSave;
  'save.damage': Named & LogHp & LogDamage & { save: LogSave };
  'save.unharmed': Named & { save: LogSave };
  // — Dying at the start of a turn (turn-start.ts)
  'dying.d100Stable': Named & { roll: number };
  'dying.d100Lost': Named & LogHp & { roll: number };
  'dying.d20Stable': Named & LogDyingCheck;
  'dying.d20Lost': Named & LogHp & LogDyingCheck;
  'dying.resolveReminder': Named;
  'dying.ruleReminder': Named;
  // — Initiative (initiative.ts)
  'initiative.set': Named & { total: number };
  'initiative.rolled': LogResults;
  'initiative.pcsFirst': None;
  'initiative.sideRolls': { party: number; foes: number };
  // — Turn clock (turn-clock.ts)
  'clock.turn': Named & { seconds: number };
  'clock.paused': None;
  'clock.resumed': None;
  // — Effects (effects.ts, ongoing.ts)
  'effect.applied': { names: string; effect: LogEffect; duration: LogDuration };
  /** The same, applied « caché aux joueurs ». */
  'effect.appliedHidden': { names: string; effect: LogEffect; duration: LogDuration };
  'effect.conditionEnded': Named & { effect: LogEffect };
  'effect.customEnded': Named & { effect: LogEffect };
  /** An effect put on « caché aux joueurs », or shown to them again. */
  'effect.hidden': Named & { effect: LogEffect };
  'effect.shown': Named & { effect: LogEffect };
  'ongoing.rolled': Named & { effect: LogEffect; notation: string; value: number };
  'ongoing.typed': Named & { effect: LogEffect; value: number };
  // — osr morale (morale.ts)
  'morale.checkDue': { group: string };
  'morale.holds': { group: string; total: number; morale: number };
  'morale.holdsToDeath': { group: string; total: number; morale: number };
  'morale.flees': { group: string; total: number; morale: number };
  'morale.noCheck': { group: string; total: number; morale: number };
  // — Hazards (hazards.ts)
  'hazard.acts': Named & { note: string };
  'hazard.now': Named & { note: string };
  'hazard.countdown': Named & { count: number; note: string };
  'hazard.ended': Named;
  // — Dice panel, manoeuvres, imports
  'dice.rolled': { notation: string; total: number };
  'dice.rolledDetail': { notation: string; total: number; detail: string };
  'maneuver.resolved': { text: string };
  'maneuver.outcome': LogManeuverOutcome;
  'attack.resolved': LogAttack;
  'maneuver.opposed': LogOpposedTest;
  'maneuver.opposedCritical': LogOpposedTest;
  'maneuver.opposedTie': LogOpposedTest;
  'import.improvedInitiative': { combatants: number; effects: number };
  // — The log itself (file-budget.ts): its oldest lines went so that the fight fits in a file
  'log.trimmed': { count: number };
  /** An import from another tool (Combat Manager, Foundry VTT): its name, as a proper noun. */
  'import.foreign': { source: string; combatants: number; effects: number };
}

/** A message code ("turn.started"). */
export type LogCode = keyof LogMessages;

/** When a line was written: the setup, the surprise round, or a normal round (absent). */
export type LogMoment = 'setup' | 'surprise';

/** A line before it is dated: a code and its parameters. */
export type LogLine = { [K in LogCode]: { code: K; params: LogMessages[K] } }[LogCode];

/** A line of the combat log as the engine writes it. */
export type LogMessage = LogLine & { round: number; at?: LogMoment };

/**
 * A line written by a Paravent before the codes (file version 1, or a fight stored then): its
 * French sentence, with its round prefix, shown as is.
 */
export interface LogText {
  round: number;
  text: string;
}

/** One line of the combat log. */
export type LogEntry = LogMessage | LogText;
