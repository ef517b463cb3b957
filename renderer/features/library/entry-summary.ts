/** One line summing up a stat block in a list: HP (formula), defences, attacks, CR, tags. */
import { getProcedures, type SystemId } from '../../../shared/rules';
import type { LibraryRow } from '../../db';
import { defencesSummary, type DefenceKey } from '../../combatant';

/** « PV 5 (1d8+1) · CA 15 · contact 12 · Morgenstern +2 (1d6) · FP 1/3 » */
export function entrySummary(
  row: LibraryRow,
  label: (k: DefenceKey) => string,
  hpWord: string,
  crWord: string,
  hdWord: string,
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
  if (s.hd) parts.push(`${hdWord} ${s.hd}`);
  return parts.join(' · ');
}

/**
 * The manoeuvre figures of a stat block, computed as the wizard computes them from its BBA, For, Dex
 * and size (the rules' `maneuvers.statBlock`): « Lutte +12 » (3.5), « BMO +9 · DMD 19 » (PF1). Empty
 * when the entry has no BBA or its system no such figures; a CMD printed on the entry is shown with
 * the defences instead.
 */
export function maneuverSummary(row: LibraryRow, language: string): string {
  const f = row.combatant.fighter;
  const statBlock = getProcedures(row.system as SystemId).maneuvers?.statBlock;
  if (!f || f.bab === undefined || !statBlock) return '';
  const en = language.startsWith('en');
  return statBlock(f)
    .filter((m) => m.typed === undefined || row.combatant.defences?.[m.typed] === undefined)
    .map((m) => {
      const value = m.signed && m.value >= 0 ? `+${m.value}` : String(m.value);
      return `${en ? m.name.en : m.name.fr} ${value}`;
    })
    .join(' · ');
}
