/**
 * One source for a modifier: a quick-reference table row names its cells, the table lists the rows in
 * order, and the attack helper's situational modifiers are read from the same cells (issue 26: « as
 * data the helper applies, read from the same data as the quick-reference tables »). Changing a number
 * in a table changes what the helper applies; a helper row whose cell holds text fails at load.
 */
import type { AttackRange, SituationalModifier } from './attack';
import type { Localized, TableCell } from '../types';

/** A row of a quick-reference table. */
export type TableRow = readonly TableCell[];

/** The rows of a table whose rows are named, in the order written. */
export function tableRows(named: Readonly<Record<string, TableRow>>): TableCell[][] {
  return Object.values(named).map((row) => [...row]);
}

/** The number a cell holds, or null when it holds text (« — », « impossible »). */
export function cellValue(row: TableRow, column: number): number | null {
  const cell = row[column];
  return typeof cell === 'number' ? cell : null;
}

/** The number a cell must hold for the helper: a text there is a mistake in the data, caught at load. */
export function cellNumber(row: TableRow, column: number): number {
  const value = cellValue(row, column);
  if (value === null) {
    throw new Error(`Cellule ${column} de « ${JSON.stringify(row[0])} » : un nombre est attendu`);
  }
  return value;
}

/** What the attack helper makes of a row, beside its numbers. */
export interface HelperRow {
  id: string;
  name: Localized;
  /** To the attack roll, or to the target's defence. */
  side: 'attack' | 'defence';
  source: string;
  condition?: SituationalModifier['condition'];
  group?: SituationalModifier['group'];
  perStep?: boolean;
  targetLosesDex?: boolean;
}

const RANGE_NAMES: Record<AttackRange, Localized> = {
  melee: { fr: 'corps à corps', en: 'melee' },
  ranged: { fr: 'distance', en: 'ranged' },
};

function modifier(h: HelperRow, value: number, range?: AttackRange): SituationalModifier {
  return {
    id: h.id,
    name: h.name,
    ...(h.side === 'attack' ? { attack: value } : { defence: value }),
    ...(range ? { range } : {}),
    ...(h.perStep ? { perStep: true } : {}),
    ...(h.group ? { group: h.group } : {}),
    ...(h.condition ? { condition: h.condition } : {}),
    ...(h.targetLosesDex ? { targetLosesDex: true } : {}),
    source: h.source,
  };
}

/** One modifier from one cell, for one range or both. */
export function fromCell(
  row: TableRow,
  column: number,
  h: HelperRow & { range?: AttackRange },
): SituationalModifier {
  return modifier(h, cellNumber(row, column), h.range);
}

/**
 * The modifiers of a row with a melee and a ranged column: one for both when they agree; else one for
 * each range whose cell is a number other than 0 — with `-melee` / `-ranged` ids and the range in the
 * name when both ranges have one (a prone target: −4 against melee, +4 against ranged).
 */
export function fromMeleeRanged(
  row: TableRow,
  columns: { melee: number; ranged: number },
  h: HelperRow,
): SituationalModifier[] {
  const melee = cellValue(row, columns.melee);
  const ranged = cellValue(row, columns.ranged);
  if (melee !== null && melee === ranged) return [modifier(h, melee)];
  const parts = (
    [
      ['melee', melee],
      ['ranged', ranged],
    ] as const
  ).filter((p): p is readonly [AttackRange, number] => p[1] !== null && p[1] !== 0);
  if (parts.length === 0) {
    throw new Error(`Ligne « ${JSON.stringify(row[0])} » : aucun nombre pour l’aide à l’attaque`);
  }
  if (parts.length === 1) return [modifier(h, parts[0][1], parts[0][0])];
  return parts.map(([range, value]) =>
    modifier(
      {
        ...h,
        id: `${h.id}-${range}`,
        name: {
          fr: `${h.name.fr} (${RANGE_NAMES[range].fr})`,
          en: `${h.name.en} (${RANGE_NAMES[range].en})`,
        },
      },
      value,
      range,
    ),
  );
}
