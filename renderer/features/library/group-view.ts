/**
 * Groupes dans l'ordre: which groups the encounter has, and which rows of the initiative list a
 * collapsed group hides (a group sharing one initiative is folded to its first member — or the one
 * acting — until the GM unfolds it). The unfolded groups live in a small store outside React.
 */
import { playsAsOneTurn, sharesInitiative, type Combatant, type Encounter } from '../../../shared/combat';
import { createValueStore, useValue } from '../../store';

/** A group of the encounter and its members, in roster order. */
export interface GroupView {
  name: string;
  members: Combatant[];
  shared: boolean;
  /** The group plays one turn together (one row of the order). */
  oneTurn: boolean;
}

/** A member as a group card shows it and acts on it (its HP entry, its tick box). */
export interface CardMember {
  id: Combatant['id'];
  name: string;
  hp: number;
  max: number;
}

/**
 * What a group card shows: its name, how it plays, the shared roll (null when each rolls its own)
 * and each member's name and HP. A roll of individual initiatives changes none of it, so the cards
 * (twenty of them in a 2,000-combatant fight) do not render again on such a roll (issue 17).
 */
export interface GroupCardView {
  name: string;
  shared: boolean;
  oneTurn: boolean;
  sharedInit: number | null;
  members: readonly CardMember[];
}

/** The card's view of a group. */
export function groupCardView(g: GroupView): GroupCardView {
  return {
    name: g.name,
    shared: g.shared,
    oneTurn: g.oneTurn,
    sharedInit: g.shared ? (g.members[0].initiative.result ?? null) : null,
    members: g.members.map((m) => ({ id: m.id, name: m.name, hp: m.hp.current, max: m.hp.max })),
  };
}

/** Whether two card views show the same: every field, each member field by field. */
export function sameGroupCard(a: GroupCardView, b: GroupCardView): boolean {
  const flat = (v: GroupCardView) => [v.name, v.shared, v.oneTurn, v.sharedInit];
  const sameMember = (x: CardMember, y: CardMember) =>
    (Object.keys(x) as (keyof CardMember)[]).every((k) => x[k] === y[k]);
  return (
    flat(a).every((x, i) => x === flat(b)[i]) &&
    a.members.length === b.members.length &&
    a.members.every((m, i) => sameMember(m, b.members[i]))
  );
}

/** Groups of at least two members. */
export function groupsOf(enc: Encounter): GroupView[] {
  const by = new Map<string, Combatant[]>();
  for (const c of enc.combatants) {
    if (c.group === undefined) continue;
    const list = by.get(c.group) ?? [];
    list.push(c);
    by.set(c.group, list);
  }
  return [...by.entries()]
    .filter(([, members]) => members.length > 1)
    .map(([name, members]) => ({
      name,
      members,
      shared: sharesInitiative(enc, members[0]),
      oneTurn: playsAsOneTurn(enc, members[0]),
    }));
}

/** A row that stands for a group in the order: the folded line, or the first member of an unfolded one. */
export interface RowGroup {
  name: string;
  /** Every member, in roster order. */
  members: readonly Combatant[];
  /** The group is one line of the order (its members hidden). */
  folded: boolean;
  /** Folded: the member the line stands for, on which its own buttons (Stabiliser, ◉, ⋯) act. */
  shown?: string;
}

/** A member out of the fight for now (dying, unconscious, dead): the folded line does not stand for it. */
function isDown(c: Combatant): boolean {
  return c.health === 'dying' || c.health === 'unconscious' || c.health === 'dead';
}

/**
 * The rows the list shows: a folded group (sharing its initiative or playing one turn, not unfolded)
 * keeps one row — the member acting now, else its first in the order — marked with the group
 * (`group.folded`); the first row of an unfolded one is marked too (its chevron folds it back).
 */
export function visibleRows<R extends { c: Combatant; current: boolean }>(
  rows: readonly R[],
  enc: Encounter,
  unfolded: ReadonlySet<string>,
): (R & { group?: RowGroup })[] {
  const foldable = new Map(
    groupsOf(enc)
      .filter((g) => g.shared || g.oneTurn)
      .map((g) => [g.name, { name: g.name, members: g.members, folded: !unfolded.has(g.name) }]),
  );
  if (foldable.size === 0) return [...rows];
  const keep = new Map<string, R>();
  for (const r of rows) {
    const g = r.c.group === undefined ? undefined : foldable.get(r.c.group);
    if (!g) continue;
    const kept = keep.get(g.name);
    // Folded: the member acting, else the first standing one — its defences are the group's, not a
    // dying member's (issue 26: « CA 9 » shown while the living ones had 15).
    const better =
      g.folded && !kept?.current && (r.current || (kept !== undefined && isDown(kept.c) && !isDown(r.c)));
    if (!kept || better) keep.set(g.name, r);
  }
  const shown: (R & { group?: RowGroup })[] = [];
  for (const r of rows) {
    const g = r.c.group === undefined ? undefined : foldable.get(r.c.group);
    if (!g) shown.push(r);
    else if (keep.get(g.name) === r) shown.push({ ...r, group: g.folded ? { ...g, shown: r.c.name } : g });
    else if (!g.folded) shown.push(r);
  }
  return shown;
}

const unfolded = createValueStore<ReadonlySet<string>>(new Set());

/** Unfolds or folds a group in the order. */
export function toggleGroupFold(name: string): void {
  const next = new Set(unfolded.get());
  if (next.has(name)) next.delete(name);
  else next.add(name);
  unfolded.set(next);
}

/** The unfolded groups (React). */
export function useUnfoldedGroups(): ReadonlySet<string> {
  return useValue(unfolded);
}
