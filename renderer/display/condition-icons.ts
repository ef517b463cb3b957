/**
 * A symbol for each condition on the players' screen, readable from across the table. Text symbols
 * of the Unicode "Miscellaneous Symbols", "Dingbats" and "Arrows" blocks, which the usual system
 * fonts draw (no colour emoji font needed, no network).
 */
const ICONS: Readonly<Record<string, string>> = {
  prone: '↓',
  'knocked-down': '↓',
  'blown-away': '↯',
  kneeling: '↓',
  stunned: '✦',
  dazed: '✧',
  fascinated: '✧',
  confused: '?',
  blinded: '◐',
  dazzled: '☼',
  'in-darkness': '◐',
  deafened: '♪',
  grappled: '⊗',
  grappling: '⊗',
  pinned: '⊗',
  entangled: '≋',
  immobilized: '⊗',
  paralyzed: '❄',
  petrified: '◆',
  slowed: '⌛',
  helpless: '✖',
  unconscious: '☾',
  asleep: '☾',
  fatigued: '☾',
  exhausted: '☾',
  spent: '☾',
  nauseated: '☣',
  sickened: '☣',
  weakened: '▽',
  shaken: '⚠',
  frightened: '⚠',
  panicked: '⚠',
  cowering: '⚠',
  fleeing: '⚠',
  retreating: '⚠',
  turned: '⚠',
  'flat-footed': '⚐',
  surprised: '‼',
  invisible: '◯',
  incorporeal: '◯',
  bleed: '♦',
  bleeding: '♦',
  burning: '♨',
  disarmed: '✂',
  broken: '✂',
  charging: '»',
  running: '»',
  'fighting-defensively': '⛨',
  'total-defense': '⛨',
  casting: '✺',
};

/** The symbol shown before a condition's name: its own, a star for a custom effect, else a dot. */
export function conditionIcon(conditionId: string): string {
  if (conditionId === 'custom') return '✶';
  return ICONS[conditionId] ?? '•';
}
