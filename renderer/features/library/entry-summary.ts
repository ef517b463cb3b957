/** One line summing up a stat block in a list: HP (formula), defences, attacks, CR, tags. */
import type { SystemId } from '../../../shared/rules';
import type { LibraryRow } from '../../db';
import { defencesSummary, type DefenceKey } from '../../combatant';

/** « PV 5 (1d8+1) · CA 15 · contact 12 · Morgenstern +2 (1d6) · FP 1/3 » */
export function entrySummary(
  row: LibraryRow,
  label: (k: DefenceKey) => string,
  hpWord: string,
  crWord: string,
): string {
  const c = row.combatant;
  const s = row.stats ?? {};
  const parts = [`${hpWord} ${c.hpMax}${s.hpFormula ? ` (${s.hpFormula})` : ''}`];
  const defences = defencesSummary(row.system as SystemId, c.defences ?? {}, label);
  if (defences) parts.push(defences);
  const atk = s.attacks?.[0];
  if (atk) {
    const bonus = atk.bonus === undefined ? '' : ` ${atk.bonus >= 0 ? '+' : ''}${atk.bonus}`;
    parts.push(`${atk.name}${bonus}${atk.damage ? ` (${atk.damage})` : ''}`);
  }
  if (s.cr) parts.push(`${crWord} ${s.cr}`);
  if (s.hd) parts.push(`DV ${s.hd}`);
  return parts.join(' · ');
}
