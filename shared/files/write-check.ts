/**
 * The writer's side of « a file Paravent writes is always readable by Paravent » (issue 17): the
 * text is checked against the reader's limits before it is written (size, combatants, effects, log
 * lines), and a fight nearing a limit is told while there is still room (LIMIT_WARNING_SHARE),
 * never after. A text over a limit is not written at all: the fight stays in the browser's
 * storage, and the message says what to shorten.
 */
import { LOCALES } from '../locale';
import type { Encounter } from '../combat';
import { canonicalJson } from './canonical-json';
import { encounterFileValue, encounterToFileText } from './encounter-file';
import { encounterV1Schema } from './encounter-schema';
import { fastPathAccepts } from './fast-path';
import { readParaventFile } from './read-file';
import { formatMegabytes, LIMIT_WARNING_SHARE, LIMITS, MAX_FILE_BYTES, utf8Length } from './limits';

/** A text ready to write (with a warning when a limit is near), or why it cannot be written. */
export type CheckedText = { ok: true; text: string; warning: string | null } | { ok: false; message: string };

interface Measure {
  what: string;
  used: number;
  max: number;
  shown: (n: number) => string;
}

function measures(enc: Encounter, bytes: number): Measure[] {
  const count = (n: number) => n.toLocaleString(LOCALES.fr);
  return [
    { what: 'taille du fichier', used: bytes, max: MAX_FILE_BYTES, shown: formatMegabytes },
    { what: 'combattants', used: enc.combatants.length, max: LIMITS.combatants, shown: count },
    { what: 'effets', used: enc.effects.length, max: LIMITS.effects, shown: count },
    { what: 'lignes du journal', used: enc.log.length, max: LIMITS.log, shown: count },
  ];
}

/** The file text of `enc`, checked against the reader's limits (see the file comment). */
export function checkedEncounterText(enc: Encounter): CheckedText {
  const value = encounterFileValue(enc);
  const text = canonicalJson(value);
  const all = measures(enc, utf8Length(text));
  const over = all.filter((m) => m.used > m.max);
  if (over.length > 0) {
    const list = over.map((m) => `${m.what} ${m.shown(m.used)} (au plus ${m.shown(m.max)})`).join(', ');
    return {
      ok: false,
      message: `Ce combat dépasse ce qu’un fichier Paravent peut contenir : ${list}. Rien n’a été écrit ; le combat reste dans Paravent. Retirez des combattants ou des effets terminés.`,
    };
  }
  // Read back as the reader would: a value the schema would change (a number past its range after
  // a million rounds…) is found here, before writing, not when the file is reopened.
  if (!fastPathAccepts(encounterV1Schema, value.encounter)) {
    const back = readParaventFile(text);
    const same = back.ok && back.kind === 'encounter' && encounterToFileText(back.encounter) === text;
    if (!same)
      return {
        ok: false,
        message: `Ce combat contient une valeur qu’un fichier Paravent ne peut pas garder${back.ok ? '' : ` (${back.message})`}. Rien n’a été écrit ; le combat reste dans Paravent.`,
      };
  }
  const near = all.filter((m) => m.used >= m.max * LIMIT_WARNING_SHARE);
  const warning =
    near.length === 0
      ? null
      : `Ce combat approche de la limite d’un fichier : ${near
          .map((m) => `${m.what} ${m.shown(m.used)} sur ${m.shown(m.max)}`)
          .join(', ')}. Au-delà, il ne pourra plus être enregistré.`;
  return { ok: true, text, warning };
}
