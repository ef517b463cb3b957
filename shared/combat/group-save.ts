/**
 * Jet de sauvegarde de groupe (issue 28 part 1): a fireball on six goblins as one event. Each
 * target's save is rolled from the fight's seeded dice (d20 + its figure; B/X: d20 against its own
 * target; CO: two d20, the better kept, on a superior characteristic) unless the GM typed the
 * roll; then one damage roll (or a typed total) lands on each by outcome — full on a failure,
 * half (rounded down) or none on a success, evasion and improved evasion on the save they work
 * with (shared/rules/common/saves.ts) — through each target's defences when typed. One head line,
 * then one line per target.
 */
import { damageAfterSave, getProcedures, rollDice, createSeededRng, saveKind, saveOutcome } from '../rules';
import type { SaveKind, SaveRules } from '../rules';
import { getCombatant } from './access';
import { drawInts } from './dice';
import { refusal, requireInt, requireIntAtLeast } from './errors';
import type { EncounterEvent } from './events';
import { applyDamage } from './health';
import { checkDamageTypes } from './damage-typed';
import { logEvent } from './log';
import type { LogSave } from './log-codes';
import { figuresOf } from './save-figures';
import type { Combatant, CombatantId, Encounter } from './types';

type GroupSaveEvent = Extract<EncounterEvent, { type: 'group-save' }>;

const AGAINST: Record<SaveRules['kind'], LogSave['kind']> = {
  bonus: 'dc',
  ability: 'difficulty',
  target: 'target',
};

function rulesOf(enc: Encounter): SaveRules {
  const procedures = getProcedures(enc.system);
  if (!procedures.saves) throw refusal('not-allowed', 'savesNotInRules', { game: procedures.shortName });
  return procedures.saves;
}

function kindOf(rules: SaveRules, id: string): SaveKind {
  const kind = saveKind(rules, id);
  if (!kind) {
    const known = rules.saves.map((s) => s.short.fr).join(', ');
    throw refusal('not-allowed', 'saveUnknown', { word: String(id), known });
  }
  return kind;
}

function targetsOf(enc: Encounter, ids: readonly CombatantId[]): Combatant[] {
  if (!Array.isArray(ids) || ids.length === 0) throw refusal('not-allowed', 'saveNoTargets');
  const seen = new Set<CombatantId>();
  return ids.map((id) => {
    const c = getCombatant(enc, id);
    if (seen.has(id)) throw refusal('not-allowed', 'saveTargetTwice', { name: c.name });
    seen.add(id);
    return c;
  });
}

/** What the player said they rolled: a total, the d20 as rolled, or both. */
type TypedRoll = { total?: number; d20?: number };

/**
 * One target's save: its total, what it counts against, and its figures' evasion. Rolled from the
 * fight's dice unless `typed`: a typed d20 without a total adds the figure; a typed total stands as
 * it is; a natural 1 or 20 (rolled or typed) decides it where the system says so.
 */
function rollSave(
  enc: Encounter,
  rules: SaveRules,
  kind: SaveKind,
  c: Combatant,
  dc: number | undefined,
  typed: TypedRoll | undefined,
): { save: LogSave; next: Encounter; evasion?: 'evasion' | 'improved' } {
  const figures = figuresOf(enc, c);
  const figure = figures.values[kind.id];
  const against = rules.kind === 'target' ? figure : dc;
  const typedTotal = typed?.total === undefined ? undefined : requireInt(typed.total, 'saveTotal');
  const typedD20 = typed?.d20 === undefined ? undefined : requireInt(typed.d20, 'saveD20');
  const bonus = rules.kind === 'target' ? 0 : figure;
  if (against === undefined || (typedTotal === undefined && bonus === undefined)) {
    throw refusal('not-allowed', 'saveNoTarget', { name: c.name, save: kind.short.fr });
  }
  const base = { fr: kind.short.fr, en: kind.short.en, kind: AGAINST[rules.kind], against };
  const evasion = kind.id === rules.evasionSave ? figures.evasion : undefined;
  let next = enc;
  let d20 = typedD20;
  let other: number | undefined;
  if (d20 === undefined && typedTotal === undefined) {
    const twice = rules.superior !== undefined && (figures.superior ?? []).includes(kind.id);
    const [dice, after] = drawInts(enc, twice ? 2 : 1, 1, 20);
    next = after;
    d20 = Math.max(...dice);
    if (twice) other = Math.min(...dice);
  }
  const total = typedTotal ?? (d20 ?? 0) + (bonus ?? 0);
  const outcome = saveOutcome(rules, total, against, d20);
  const decided = outcome.natural !== undefined && outcome.passed !== total >= against;
  const save: LogSave = {
    ...base,
    total,
    passed: outcome.passed,
    ...(d20 !== undefined && typedTotal === undefined
      ? { roll: { d20, bonus: bonus ?? 0, ...(other === undefined ? {} : { other }) } }
      : {}),
    ...(decided ? { natural: outcome.natural } : {}),
  };
  return { save, next, evasion };
}

/** The damage before saves: typed, rolled from the fight's dice, or none. */
function damageOf(
  enc: Encounter,
  e: GroupSaveEvent,
): { damage?: number; notation?: string; next: Encounter } {
  if (e.damageTotal !== undefined)
    return { damage: requireIntAtLeast(e.damageTotal, 0, 'damage'), next: enc };
  if (e.damage === undefined || e.damage.trim() === '') return { next: enc };
  const rng = createSeededRng(enc.rng.seed, enc.rng.state);
  const roll = rollDice(e.damage, rng);
  return {
    damage: Math.max(0, roll.total),
    notation: roll.notation,
    next: { ...enc, rng: { seed: enc.rng.seed, state: rng.getState() } },
  };
}

/** group-save: the saves, one damage roll, the damage by outcome (see the file comment). */
export function groupSave(enc: Encounter, e: GroupSaveEvent): Encounter {
  const rules = rulesOf(enc);
  const kind = kindOf(rules, e.save);
  const targets = targetsOf(enc, e.targets);
  const dc =
    rules.kind === 'target' ? undefined : e.dc === undefined ? undefined : requireInt(e.dc, 'saveDc');
  if (rules.kind !== 'target' && dc === undefined) throw refusal('not-allowed', 'saveDcMissing');
  const types = e.types ?? [];
  if (types.length > 0) checkDamageTypes(types);
  const onSuccess = e.onSuccess === 'none' ? 'none' : 'half';
  const typed = new Map<CombatantId, TypedRoll>((e.typed ?? []).map((t) => [t.id, t]));
  let next = enc;
  const saves = targets.map((c) => {
    const rolled = rollSave(next, rules, kind, c, dc, typed.get(c.id));
    next = rolled.next;
    return { c, ...rolled };
  });
  const { damage, notation, next: afterDamage } = damageOf(next, e);
  next = logEvent(afterDamage, {
    code: 'save.group',
    params: {
      saveFr: kind.short.fr,
      saveEn: kind.short.en,
      kind: AGAINST[rules.kind],
      ...(dc === undefined ? {} : { dc }),
      ...(damage === undefined ? {} : { damage }),
      ...(notation === undefined ? {} : { notation }),
      ...(types.length > 0 ? { damageTypes: [...types] } : {}),
      onSuccess,
      count: targets.length,
    },
  });
  for (const { c, save, evasion } of saves) {
    const amount = damage === undefined ? 0 : damageAfterSave(damage, save.passed, onSuccess, evasion);
    const plain = damage === undefined ? amount : damageAfterSave(damage, save.passed, onSuccess);
    const line: LogSave = evasion && plain !== amount ? { ...save, evasion } : save;
    if (damage === undefined || amount === 0) {
      next = logEvent(next, { code: 'save.unharmed', params: { name: c.name, save: line } });
    } else next = applyDamage(next, c.id, amount, undefined, types.length > 0 ? types : undefined, line);
  }
  return next;
}
