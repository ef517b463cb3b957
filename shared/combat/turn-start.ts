/**
 * Début et fin de tour: what ends now (timers by count, until the start or end of a turn), the
 * first action that ends flat-footed, a lost delay or readied action, the dying roll, and the
 * reminders the GM sees (saves, ongoing damage, concentration, rounds left).
 */
import { abilityModifier, getProcedures, dyingCheck } from '../rules';
import { getCombatant } from './access';
import { drawInts } from './dice';
import { roundsLeft, roundsTimerOver } from './effects';
import { afterDyingRoll } from './health';
import { ongoingSpecOf } from './ongoing';
import { hazardTurn } from './hazards';
import { resolveDyingTurnEnd } from './stamina';
import { reactionsAtTurnStart } from './reactions';
import { effectEndedLine, effectEndedText, effectName, logEvent, logHp } from './log';
import type { LogLine } from './log-codes';
import type { Combatant, Effect, Encounter, Reminder } from './types';

function endEffects(enc: Encounter, ending: (e: Effect) => boolean): Encounter {
  const ended = enc.effects.filter(ending);
  if (ended.length === 0) return enc;
  let next: Encounter = { ...enc, effects: enc.effects.filter((e) => !ending(e)) };
  const reminders: Reminder[] = [...next.reminders];
  for (const e of ended) {
    const target = getCombatant(enc, e.target);
    const text = effectEndedText(enc.system, target.name, e.what);
    const line = effectEndedLine(target.name, e.what);
    reminders.push({ kind: 'effect-ended', target: e.target, text, line });
    next = logEvent(next, line);
  }
  return { ...next, reminders };
}

/** End of `id`'s turn: effects lasting "until the end of its next turn" whose turn has started end. */
export function endTurnOf(enc: Encounter, id: Combatant['id'] | null): Encounter {
  if (id === null) return enc;
  const lost = getProcedures(enc.system).health.staminaAndResolve
    ? resolveDyingTurnEnd(getCombatant(enc, id))
    : null;
  if (lost) {
    const combatants = enc.combatants.map((c) => (c.id === id ? lost.c : c));
    const reminder: Reminder = {
      kind: 'dying',
      target: id,
      roll: 0,
      stabilized: false,
      text: lost.text,
      line: lost.line,
    };
    enc = logEvent({ ...enc, combatants, reminders: [...enc.reminders, reminder] }, lost.line);
  }
  return endEffects(
    enc,
    (e) => e.duration.kind === 'until-turn-end' && e.duration.combatantId === id && e.duration.turnStarted,
  );
}

/** Only the morale reminders survive a turn change (they wait for the GM's check). */
export function keepMoraleReminders(enc: Encounter): Encounter {
  return { ...enc, reminders: enc.reminders.filter((r) => r.kind === 'morale') };
}

/**
 * The current combatant's turn starts. `fresh`: a real turn start (false when a delayed combatant
 * steps in: only the timers of its new count are checked).
 */
export function startTurn(enc: Encounter, fresh: boolean): Encounter {
  if (enc.current === null) return enc;
  const x = getCombatant(enc, enc.current);
  let next = endEffects(
    enc,
    (e) =>
      roundsTimerOver(enc, e.duration, x) ||
      (fresh && e.duration.kind === 'until-turn-start' && e.duration.combatantId === x.id),
  );
  if (!fresh || x.flags.lastTurnRound === enc.round) return next;
  next = armTurnEnd(next, x.id);
  next = firstActionOfTurn(next, x);
  next = dyingRoll(next, getCombatant(next, x.id));
  const hazard = hazardTurn(getCombatant(next, x.id));
  if (hazard) {
    const combatants = next.combatants.map((c) => (c.id === x.id ? hazard.c : c));
    next = logEvent({ ...next, combatants, reminders: [...next.reminders, hazard.reminder] }, hazard.line);
  }
  return { ...next, reminders: [...next.reminders, ...effectReminders(next, x.id)] };
}

function armTurnEnd(enc: Encounter, id: Combatant['id']): Encounter {
  let changed = false;
  const effects = enc.effects.map((e) => {
    const d = e.duration;
    if (d.kind !== 'until-turn-end' || d.combatantId !== id || d.turnStarted) return e;
    changed = true;
    return { ...e, duration: { ...d, turnStarted: true } };
  });
  return changed ? { ...enc, effects } : enc;
}

function firstActionOfTurn(enc: Encounter, x: Combatant): Encounter {
  let next = enc;
  const reminders: Reminder[] = [...enc.reminders];
  if (x.flags.delaying) {
    const text = `${x.name} a attendu jusqu'à son rang : son action du round précédent est perdue`;
    const line: LogLine = { code: 'turn.delayLost', params: { name: x.name } };
    reminders.push({ kind: 'action-lost', target: x.id, text, line });
    next = logEvent(next, line);
  }
  if (x.flags.readied) {
    const text = `${x.name} : action préparée non déclenchée, perdue (« ${x.flags.readied.trigger} »)`;
    const line: LogLine = {
      code: 'turn.readyLost',
      params: { name: x.name, trigger: x.flags.readied.trigger },
    };
    reminders.push({ kind: 'action-lost', target: x.id, text, line });
    next = logEvent(next, line);
  }
  const flags = {
    ...x.flags,
    hasActed: true,
    delaying: false,
    readied: undefined,
    lastTurnRound: enc.round,
    ...reactionsAtTurnStart(x.flags),
  };
  if (getProcedures(enc.system).health.staminaAndResolve)
    flags.dyingAtTurnStart = x.health === 'dying' || undefined;
  const combatants = next.combatants.map((c) => (c.id === x.id ? { ...c, flags } : c));
  return { ...next, combatants, reminders };
}

/**
 * The dying roll, drawn by the engine at each turn the dying combatant starts — the first one at
 * its next turn after the fall (SRD 3.5 › Injury and Death › Dying: « on the character's next turn,
 * after being reduced to negative hit points »; PRD › Dying, the same words; the DRS's « le round
 * suivant sa chute » read alike): one that fell earlier in the round, on another's turn, rolls at
 * its own turn that same round; one that fell during its own turn rolls at its next one (issue 26).
 * dnd35: d%, 1–10 stabilises, else −1 PV. pf1 (open rules): Con check DD 10 with the negative HP as
 * a penalty, natural 20 succeeds, else −1 PV. Other systems: a reminder only, with no roll.
 */
function dyingRoll(enc: Encounter, x: Combatant): Encounter {
  if (x.health !== 'dying' || x.flags.stabilized) return enc;
  const dying = getProcedures(enc.system).health.dying;
  if (dying.kind === 'resolve' || dying.kind === 'reminder') {
    const resolve = dying.kind === 'resolve';
    const text = resolve
      ? `${x.name} est mourant : dépenser des PP le stabilise, sinon il perd 1 PP à la fin de ce tour`
      : `${x.name} est mourant : appliquez la règle du système`;
    const line: LogLine = {
      code: resolve ? 'dying.resolveReminder' : 'dying.ruleReminder',
      params: { name: x.name },
    };
    return {
      ...enc,
      reminders: [...enc.reminders, { kind: 'dying', target: x.id, roll: 0, stabilized: false, text, line }],
    };
  }
  const percentile = dying.kind === 'percentile';
  const [[roll], moved] = drawInts(enc, 1, 1, dying.die);
  const con = abilityModifier(x.fighter.con ?? 10);
  const { stable, total } = dyingCheck(dying, roll, con, x.hp.current);
  const after = afterDyingRoll(moved, x, stable);
  const shown = dyingRollText(enc.system, roll, con, x.hp.current, total);
  const outcome = stable
    ? 'se stabilise'
    : `perd 1 PV, déjà retiré${after.health === 'dead' ? ' — mort' : ''}`;
  const text = `${x.name} mourant, ${shown} : ${outcome}`;
  const line = dyingLine(percentile, x, after, { roll, con, hp: x.hp.current, total }, stable);
  const next = { ...moved, combatants: moved.combatants.map((c) => (c.id === x.id ? after : c)) };
  const reminder: Reminder = {
    kind: 'dying',
    target: x.id,
    roll,
    stabilized: stable,
    text,
    line,
    hpLost: !stable,
  };
  return logEvent({ ...next, reminders: [...next.reminders, reminder] }, line);
}

/** The dying roll's log line: dnd35 a d% (1–10 stabilises), pf1 a Con check against DC 10. */
function dyingLine(
  percentile: boolean,
  x: Combatant,
  after: Combatant,
  check: { roll: number; con: number; hp: number; total: number },
  stable: boolean,
): LogLine {
  const name = x.name;
  if (percentile) {
    return stable
      ? { code: 'dying.d100Stable', params: { name, roll: check.roll } }
      : { code: 'dying.d100Lost', params: { name, roll: check.roll, ...logHp(after, x.health) } };
  }
  return stable
    ? { code: 'dying.d20Stable', params: { name, check } }
    : { code: 'dying.d20Lost', params: { name, check, ...logHp(after, x.health) } };
}

/** A number with its sign as the GM reads it: "+2", "−3" (true minus sign). */
function signed(n: number): string {
  return n < 0 ? `\u2212${-n}` : `+${n}`;
}

/**
 * The dying roll with its die shown: dnd35 « d% = 37 (1 à 10 : stabilisé) »; pf1 « d20 = 7 + Con
 * −2 − 3 (PV négatifs) = 2 contre DD 10 », a natural 20 marked as a success.
 */
function dyingRollText(
  system: Encounter['system'],
  roll: number,
  con: number,
  hp: number,
  total: number,
): string {
  const dying = getProcedures(system).health.dying;
  if (dying.kind === 'percentile') return `d% = ${roll} (1 à ${dying.stableAtMost} : stabilisé)`;
  const dc = dying.kind === 'con-check' ? dying.dc : 10;
  const negative = hp < 0 ? ` \u2212 ${-hp} (PV négatifs)` : '';
  const natural = dying.kind === 'con-check' && roll === dying.natural ? ` (${roll} naturel : réussite)` : '';
  return `d${dying.kind === 'con-check' ? dying.die : 20} = ${roll} + Con ${signed(con)}${negative} = ${total} contre DD ${dc}${natural}`;
}

/** Saves, ongoing damage and rounds left on `id`, and concentration it must keep up. */
function effectReminders(enc: Encounter, id: Combatant['id']): Reminder[] {
  const out: Reminder[] = [];
  for (const e of enc.effects) {
    if (e.duration.kind === 'concentration' && e.duration.sourceId === id) {
      out.push({ kind: 'concentration', effectId: e.id, source: id });
    }
    if (e.target !== id) continue;
    const name = effectName(enc.system, e.what);
    if (e.saveEachRound)
      out.push({ kind: 'save', effectId: e.id, target: id, text: `${name} : ${e.saveEachRound}` });
    const spec = ongoingSpecOf(e);
    if (spec || e.ongoingDamage) {
      // Damage, fast healing and regeneration are the GM's to apply at the start of the turn.
      const text =
        e.ongoingDamage ??
        `${spec?.kind === 'regeneration' ? 'régénération' : 'guérison accélérée'} ${spec?.notation}`;
      out.push({ kind: 'ongoing-damage', effectId: e.id, target: id, text: `${name} : ${text}` });
    }
    const left = roundsLeft(enc, e);
    if (left !== null) out.push({ kind: 'effect-continues', effectId: e.id, target: id, roundsLeft: left });
  }
  return out;
}
