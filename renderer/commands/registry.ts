import type { Language } from '../i18n';
import { ROUND_ACTIONS, type RoundAction, type RoundAvailability } from './round-availability';

/** The areas of the GM window. */
export type Area = 'combat' | 'reference' | 'library' | 'settings';

/** Every area, in navigation order. */
export const AREAS: readonly Area[] = ['combat', 'reference', 'library', 'settings'];

/**
 * What the tracker on screen does for a command: its own UI (focus the quick add, open a dialog,
 * fold the log) and the initiative roll (it reveals the newcomers the tracker keeps hidden).
 */
export type TrackerAction =
  | 'roll-initiative'
  | 'start-combat'
  | 'quick-add'
  | 'apply-condition'
  | 'attack'
  | 'group-save'
  | 'toggle-log'
  | 'end-combat'
  // The round's keys (issue 27): they act on the selected row, which only the tracker knows.
  | RoundAction;

/**
 * What a command asks of the fight itself: the fight store does it (renderer/fight/fight-commands.ts,
 * whose `FightCommand` the shell hands over must take every one of these).
 */
export type FightAction = 'next-turn' | 'previous-turn' | 'undo' | 'redo' | 'next-phase' | 'previous-phase';

/** What the Fichier commands ask of the files feature (renderer/features/files). */
export type FileAction = 'open' | 'save' | 'save-as' | 'import' | 'export' | 'backups';

/** What the commands need to know of the fight open, or null when none is (or while loading). */
export interface FightState {
  phase: 'setup' | 'running' | 'ended';
  canUndo: boolean;
  canRedo: boolean;
  /** Another window leads this fight: this one follows it, read-only, until « Prendre la main ». */
  readOnly?: boolean;
}

/** What can run now depends on this: the area on screen and the fight open. */
export interface CommandState {
  area: Area;
  fight: FightState | null;
  /** What the round's keys can act on now, as the tracker on screen says (absent: not known yet). */
  round?: RoundAvailability | null;
  /** A d20 field is open (attack helper, test helper, manoeuvre wizard). */
  dieField?: boolean;
}

/**
 * Why a command cannot run now (the notice of a disabled shortcut: i18n `commandUnavailable.<reason>`).
 * 'elsewhere': the Combat screen is not on screen; 'noFight': no fight is open; 'readOnly': another
 * window leads the fight; 'notRunning': the fight has not started; 'ended': it is over; 'started': it
 * has already started; 'nothingToUndo', 'nothingToRedo'; 'none.<action>': no combatant for that
 * round key (nobody is dying…); 'noPhases': the round is not played phase by phase; 'noDie': no d20
 * field is open.
 */
export type DisabledReason =
  | `none.${RoundAction}`
  | 'noPhases'
  | 'noDie'
  | 'elsewhere'
  | 'noFight'
  | 'readOnly'
  | 'notRunning'
  | 'ended'
  | 'started'
  | 'nothingToUndo'
  | 'nothingToRedo';

/** What a command may act on. The app shell provides it. */
export interface CommandContext {
  /** What is on screen now (the commands' `enabled` reads it). */
  state: CommandState;
  /** Acts on the tracker on screen (nothing happens when it is not on screen). */
  runTracker(action: TrackerAction): void;
  /** Changes the fight: the fight store runs it (nothing before the store has loaded). */
  runFight(action: FightAction): void;
  /** Fichier: open, save, import… (the current fight, wherever the GM is). */
  runFile(action: FileAction): void;
  navigate(area: Area, detail?: string): void;
  openReferencePanel(): void;
  openPalette(): void;
  openShortcuts(): void;
  openAbout(): void;
  /** « Imprimer »: the order of play, the log, the summary of the fight open (renderer/features/print). */
  openPrint(): void;
  openDisplay(): void;
  /** « Lien joueurs »: the players' page on their phones (issue 29). */
  openPlayersLink(): void;
  setLanguage(language: Language): void;
  toggleTheme(): void;
  /** Rolls the d20 of the open helper (the field with the focus, else the first blank one). */
  rollDie(): void;
}

/**
 * A command as data (STYLE.md): the menu, the buttons, the palette and the shortcuts all use this
 * one registry. `defaultKey` uses Mantine's hotkey notation ('mod' is Ctrl, or ⌘ on a Mac).
 */
export interface Command {
  id: string;
  defaultKey?: string;
  /**
   * Whether it can run now: null when it can, else why not. Absent: always. The palette lists only
   * the commands that can run; a shortcut that cannot says why in a short notice.
   */
  enabled?(ctx: CommandContext): DisabledReason | null;
  run(ctx: CommandContext): void;
}

/** The fight on the Combat screen, or why there is none to act on. */
function onCombatScreen(ctx: CommandContext): DisabledReason | FightState {
  if (ctx.state.area !== 'combat') return 'elsewhere';
  return ctx.state.fight ?? 'noFight';
}

/** A tracker command that works in any phase but needs the Combat screen and a fight. */
function tracker(ctx: CommandContext): DisabledReason | null {
  const fight = onCombatScreen(ctx);
  return typeof fight === 'string' ? fight : null;
}

/** The fight a gesture would change, or why none can be changed here (read-only: another window leads). */
function writable(ctx: CommandContext): DisabledReason | FightState {
  const fight = onCombatScreen(ctx);
  if (typeof fight === 'string') return fight;
  return fight.readOnly ? 'readOnly' : fight;
}

/** Next or previous turn: only while the fight runs. */
function running(ctx: CommandContext): DisabledReason | null {
  const fight = writable(ctx);
  if (typeof fight === 'string') return fight;
  if (fight.phase === 'setup') return 'notRunning';
  return fight.phase === 'ended' ? 'ended' : null;
}

/** Rolling initiative, adding, applying a condition: before or during the fight, not after. */
function notEnded(ctx: CommandContext): DisabledReason | null {
  const fight = writable(ctx);
  if (typeof fight === 'string') return fight;
  return fight.phase === 'ended' ? 'ended' : null;
}

/** Starting: only in setup. */
function inSetup(ctx: CommandContext): DisabledReason | null {
  const fight = writable(ctx);
  if (typeof fight === 'string') return fight;
  if (fight.phase === 'ended') return 'ended';
  return fight.phase === 'running' ? 'started' : null;
}

/** Undo or redo: a fight this window leads, with something to take back or do again. */
function historyMove(
  ctx: CommandContext,
  can: 'canUndo' | 'canRedo',
  none: 'nothingToUndo' | 'nothingToRedo',
): DisabledReason | null {
  const fight = writable(ctx);
  if (typeof fight === 'string') return fight;
  return fight[can] ? null : none;
}

/** A round key: while the fight runs, and when someone fits (nobody dying: no « Stabiliser »). */
function roundKey(ctx: CommandContext, action: RoundAction): DisabledReason | null {
  return running(ctx) ?? (ctx.state.round?.[action] === false ? `none.${action}` : null);
}

/** The phase keys (B/X): while the fight runs, in a system whose round has phases. */
function phased(ctx: CommandContext): DisabledReason | null {
  return running(ctx) ?? (ctx.state.round?.phases === false ? 'noPhases' : null);
}

/** The default key of each round action (issue 27). */
const ROUND_KEYS: Record<RoundAction, string> = {
  delay: 'd',
  'act-now': 'shift+D',
  ready: 'shift+R',
  trigger: 'shift+T',
  stabilize: 'shift+S',
  maneuver: 'm',
  ongoing: 'o',
  morale: 'shift+M',
  opportunity: 'r',
  concentration: 'c',
};

/** The round's commands, built from `ROUND_KEYS`: each acts on the selected row through the tracker. */
const ROUND_COMMANDS = ROUND_ACTIONS.map(
  (
    action,
  ): Command & {
    id: `tracker.${RoundAction}`;
    defaultKey: string;
    enabled(ctx: CommandContext): DisabledReason | null;
  } => ({
    id: `tracker.${action}`,
    defaultKey: ROUND_KEYS[action],
    enabled: (ctx) => roundKey(ctx, action),
    run: (ctx) => ctx.runTracker(action),
  }),
);

/** Whether `command` can run now. */
export function canRun(command: Command, ctx: CommandContext): boolean {
  return (command.enabled?.(ctx) ?? null) === null;
}

/** The command registry. Labels are the i18n keys `commands.<id>`. */
export const COMMANDS = [
  { id: 'palette.open', defaultKey: 'mod+K', run: (ctx) => ctx.openPalette() },
  { id: 'nav.combat', defaultKey: 'mod+1', run: (ctx) => ctx.navigate('combat') },
  { id: 'nav.reference', defaultKey: 'mod+2', run: (ctx) => ctx.navigate('reference') },
  { id: 'nav.library', defaultKey: 'mod+3', run: (ctx) => ctx.navigate('library') },
  { id: 'nav.settings', defaultKey: 'mod+4', run: (ctx) => ctx.navigate('settings') },
  { id: 'nav.shortcuts', run: (ctx) => ctx.navigate('settings', 'shortcuts') },
  { id: 'reference.panel', defaultKey: 'mod+shift+F', run: (ctx) => ctx.openReferencePanel() },
  { id: 'display.open', defaultKey: 'mod+shift+D', run: (ctx) => ctx.openDisplay() },
  { id: 'display.players-link', run: (ctx) => ctx.openPlayersLink() },
  { id: 'help.shortcuts', defaultKey: 'shift+?', run: (ctx) => ctx.openShortcuts() },
  { id: 'settings.language-fr', run: (ctx) => ctx.setLanguage('fr') },
  { id: 'settings.language-en', run: (ctx) => ctx.setLanguage('en') },
  { id: 'settings.toggle-theme', defaultKey: 'mod+J', run: (ctx) => ctx.toggleTheme() },
  { id: 'app.about', run: (ctx) => ctx.openAbout() },
  {
    id: 'app.print',
    defaultKey: 'mod+P',
    enabled: (ctx) => (ctx.state.fight ? null : 'noFight'),
    run: (ctx) => ctx.openPrint(),
  },
  { id: 'tracker.next-turn', defaultKey: 'n', enabled: running, run: (ctx) => ctx.runFight('next-turn') },
  {
    id: 'tracker.previous-turn',
    defaultKey: 'p',
    enabled: running,
    run: (ctx) => ctx.runFight('previous-turn'),
  },
  {
    id: 'tracker.undo',
    defaultKey: 'mod+Z',
    enabled: (ctx) => historyMove(ctx, 'canUndo', 'nothingToUndo'),
    run: (ctx) => ctx.runFight('undo'),
  },
  {
    id: 'tracker.redo',
    defaultKey: 'mod+shift+Z',
    enabled: (ctx) => historyMove(ctx, 'canRedo', 'nothingToRedo'),
    run: (ctx) => ctx.runFight('redo'),
  },
  {
    id: 'tracker.roll-initiative',
    defaultKey: 'i',
    enabled: notEnded,
    run: (ctx) => ctx.runTracker('roll-initiative'),
  },
  { id: 'tracker.start-combat', enabled: inSetup, run: (ctx) => ctx.runTracker('start-combat') },
  { id: 'tracker.quick-add', defaultKey: 'a', enabled: notEnded, run: (ctx) => ctx.runTracker('quick-add') },
  {
    id: 'tracker.apply-condition',
    defaultKey: 'e',
    enabled: notEnded,
    run: (ctx) => ctx.runTracker('apply-condition'),
  },
  { id: 'tracker.attack', defaultKey: 't', enabled: notEnded, run: (ctx) => ctx.runTracker('attack') },
  {
    id: 'tracker.group-save',
    defaultKey: 'j',
    enabled: notEnded,
    run: (ctx) => ctx.runTracker('group-save'),
  },
  { id: 'tracker.toggle-log', defaultKey: 'l', enabled: tracker, run: (ctx) => ctx.runTracker('toggle-log') },
  { id: 'tracker.next-phase', defaultKey: 'h', enabled: phased, run: (ctx) => ctx.runFight('next-phase') },
  {
    id: 'tracker.previous-phase',
    defaultKey: 'shift+H',
    enabled: phased,
    run: (ctx) => ctx.runFight('previous-phase'),
  },
  ...ROUND_COMMANDS,
  {
    id: 'dice.roll-d20',
    defaultKey: 'alt+R',
    enabled: (ctx) => (ctx.state.dieField ? null : 'noDie'),
    run: (ctx) => ctx.rollDie(),
  },
  {
    id: 'tracker.end-combat',
    defaultKey: 'shift+F',
    enabled: running,
    run: (ctx) => ctx.runTracker('end-combat'),
  },
  { id: 'file.open', defaultKey: 'mod+O', run: (ctx) => ctx.runFile('open') },
  { id: 'file.save', defaultKey: 'mod+S', run: (ctx) => ctx.runFile('save') },
  { id: 'file.save-as', defaultKey: 'mod+shift+S', run: (ctx) => ctx.runFile('save-as') },
  { id: 'file.import', defaultKey: 'mod+I', run: (ctx) => ctx.runFile('import') },
  { id: 'file.export', defaultKey: 'mod+E', run: (ctx) => ctx.runFile('export') },
  { id: 'file.backups', run: (ctx) => ctx.runFile('backups') },
] as const satisfies readonly Command[];

/** Shortcuts that edit text where a text field has the focus: there they are the field's, not ours. */
const TEXT_EDITING_KEYS = new Set(['mod+z', 'mod+shift+z', 'mod+y', 'mod+a', 'mod+c', 'mod+v', 'mod+x']);

/**
 * Whether a shortcut may fire while the focus is in a text field. A plain key (« n », « e »,
 * « shift+? ») is a letter the GM is typing there; so are the keys that edit text (Ctrl+Z undoes the
 * typing, not the fight). Only Ctrl/⌘/Alt chords that edit nothing reach the app from a field.
 */
export function firesInTextFields(key: string): boolean {
  const k = key.toLowerCase();
  const chord = k.includes('mod+') || k.includes('ctrl+') || k.includes('alt+') || k.includes('meta+');
  return chord && !TEXT_EDITING_KEYS.has(k);
}

/**
 * Keys that act on the rows of the initiative order (handled by the list itself, not by the
 * registry): listed by the shortcuts dialog so that it shows exactly what works. Labels are the
 * i18n keys `screen.rowKeys.<id>`.
 */
export const ROW_KEYS = [
  { id: 'arrows', keys: ['↑', '↓'] },
  { id: 'digits', keys: ['1', '…', '9'] },
  { id: 'damage', keys: ['-', '+', 't', 'nl'] },
  { id: 'enter', keys: ['Enter'] },
  { id: 'initiative', keys: ['Tab'] },
  { id: 'escape', keys: ['Esc'] },
] as const;

/** Ids of the registered commands. */
export type CommandId = (typeof COMMANDS)[number]['id'];

/** Finds a command by id (menu pushes from the desktop host arrive as plain strings). */
export function findCommand(id: string): Command | undefined {
  return COMMANDS.find((c) => c.id === id);
}

/** A hotkey for people: 'mod+shift+D' → 'Ctrl + Maj + D' (French) or 'Ctrl + Shift + D'. */
export function formatHotkey(key: string, language: Language, mac = false): string {
  const names: Record<string, string> = {
    mod: mac ? '⌘' : 'Ctrl',
    ctrl: 'Ctrl',
    shift: language === 'fr' ? 'Maj' : 'Shift',
    alt: mac ? '⌥' : 'Alt',
  };
  return key
    .split('+')
    .filter((part) => !(part === 'shift' && key.endsWith('?')))
    .map((part) => names[part.toLowerCase()] ?? part.toUpperCase())
    .join(' + ');
}
