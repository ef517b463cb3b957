/**
 * The engine's version, stored with every fight in IndexedDB (renderer/fight). Raise it when the
 * same events applied to the same state would give another fight (a rule fixed, a log line
 * reworded, a field computed differently): a fight stored by another version is then opened from
 * its saved state (checkpoint), never by replaying its old events through the new reducer. A new
 * kind of event does not need it: old fights do not contain it.
 */
export const ENGINE_VERSION = 4;

// 4: nonlethal damage is refused where the system has none (CO, B/X); a fight of version 3 that
// holds one opens from its checkpoint, as far as this engine accepts its later gestures.

// 3 (issue 24): the table of limits — gestures past a limit are refused, long lists of initiative
// results take several log lines, log texts are fitted, the oldest log lines go when a fight would
// not fit in a file.
