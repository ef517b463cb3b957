/**
 * A combatant's save figures (issue 28 part 1): its `saves` text checked where it enters against the
 * fight's system (shared/rules/common/save-figures.ts), and read back when a group save is rolled.
 */
import { getProcedures, parseSaveFigures } from '../rules';
import type { SaveFigures, SaveTextError } from '../rules';
import type { EngineTextKey } from './engine-texts';
import { refusal } from './errors';
import type { Combatant, Encounter } from './types';

const REASON_KEYS: Record<SaveTextError['reason'], EngineTextKey> = {
  'unknown-word': 'savesUnknownWord',
  'number-missing': 'savesNumberMissing',
  'number-out-of-range': 'savesOutOfRange',
  'evasion-not-in-rules': 'savesNoEvasion',
};

/** What a GM may type, per kind of saves (shown in the refusal). */
const EXAMPLES = {
  bonus: 'Vig +2 Réf +4 Vol +1 évasion',
  ability: 'FOR +1 DEX +2 SAG -1',
  target: 'sauve comme G3, 12/13/14/15/16',
} as const;

/**
 * The `saves` field of a combatant from what was typed: checked against the fight's system,
 * trimmed, absent when blank. A system without saves keeps the text unread.
 */
export function savesOf(
  enc: Pick<Encounter, 'system'>,
  text: string | undefined,
  name: string,
): { saves?: string } {
  if (text === undefined) return {};
  const trimmed = text.trim();
  if (trimmed === '') return {};
  const procedures = getProcedures(enc.system);
  const rules = procedures.saves;
  if (!rules) return { saves: trimmed };
  const read = parseSaveFigures(rules, trimmed);
  if ('error' in read) {
    const { reason, word } = read.error;
    throw refusal(
      'invalid-text',
      REASON_KEYS[reason],
      { name, word, example: EXAMPLES[rules.kind], game: procedures.shortName },
      { field: 'savesOf' },
    );
  }
  return { saves: trimmed };
}

/** A combatant's figures under the fight's rules; a text that no longer reads (an edited file) counts as none. */
export function figuresOf(enc: Pick<Encounter, 'system'>, c: Pick<Combatant, 'saves'>): SaveFigures {
  const rules = getProcedures(enc.system).saves;
  if (!rules || !c.saves) return { values: {} };
  const read = parseSaveFigures(rules, c.saves);
  return 'error' in read ? { values: {} } : read.figures;
}
