/** How the tracker names and colours what the engine reports (health states, reminders, conditions). */
import type { TFunction } from 'i18next';
import type { Messages } from '../i18n';
import { getSystem, type HealthState, type SystemId } from '../../shared/rules';
import {
  ongoingSpecOf,
  type Combatant,
  type Encounter,
  type LogLine,
  type Reminder,
} from '../../shared/combat';
import { phraseLine } from '../log';

/** The health badge: its i18n key under `tracker.health` and a Mantine colour. */
export function healthBadge(c: Combatant): { key: keyof Messages['tracker']['health']; color: string } {
  const colors: Record<HealthState, string> = {
    ok: 'green',
    staggered: 'yellow',
    disabled: 'orange',
    dying: 'red',
    unconscious: 'grape',
    dead: 'dark',
  };
  if (c.health === 'ok') {
    const unhurt = c.hp.current >= c.hp.max && c.hp.nonlethal === 0;
    return { key: unhurt ? 'unhurt' : 'hurt', color: unhurt ? 'green' : 'lime' };
  }
  if (c.flags.stabilized && c.health !== 'dead') return { key: 'stable', color: 'blue' };
  return { key: c.health, color: colors[c.health] };
}

/** A condition's name in the system's catalogue, in the UI language (the id when unknown). */
export function conditionName(system: SystemId, id: string, language: 'fr' | 'en'): string {
  return getSystem(system).conditions.find((c) => c.id === id)?.name[language] ?? id;
}

function nameOf(enc: Encounter, id: string): string {
  return enc.combatants.find((c) => c.id === id)?.name ?? id;
}

function effectNameOf(enc: Encounter, effectId: string, language: 'fr' | 'en'): string {
  const e = enc.effects.find((x) => x.id === effectId);
  if (!e) return '';
  return e.what.kind === 'custom' ? e.what.name : conditionName(enc.system, e.what.conditionId, language);
}

/**
 * What an effect does each round, in the GM's language: the damage typed, or « Régénération 5 (ignorée
 * par feu) », « Guérison accélérée 2 » (their own fields).
 */
function perRoundNote(e: Encounter['effects'][number], t: TFunction): string | undefined {
  const spec = ongoingSpecOf(e);
  if (spec?.kind === 'regeneration' && e.regeneration)
    return spec.bypassedBy
      ? t('tracker.reminder.regenerationBypassed', { hp: spec.notation, by: spec.bypassedBy })
      : t('tracker.reminder.regeneration', { hp: spec.notation });
  if (spec?.kind === 'fast-healing' && e.fastHealing !== undefined)
    return t('tracker.reminder.fastHealing', { hp: spec.notation });
  return e.ongoingDamage;
}

/**
 * A reminder as the GM reads it, in the language of the moment (its message code where the engine
 * gives one; a save or ongoing damage as the effect's name and the GM's own note; the engine's
 * French text for older fights and when the effect is gone).
 */
export function reminderText(enc: Encounter, r: Reminder, t: TFunction, language: 'fr' | 'en'): string {
  const coded = (fallback: string, line?: LogLine) =>
    line ? phraseLine(line, { t, language, system: enc.system }) : fallback;
  switch (r.kind) {
    case 'save':
    case 'ongoing-damage': {
      // The effect's name in the language of the moment, then the GM's own note (a save, damage).
      const e = enc.effects.find((x) => x.id === r.effectId);
      const note = r.kind === 'save' ? e?.saveEachRound : e ? perRoundNote(e, t) : undefined;
      if (note === undefined) return r.text;
      return t('tracker.reminder.effectNote', { effect: effectNameOf(enc, r.effectId, language), note });
    }
    case 'effect-ended':
    case 'action-lost':
    case 'hazard':
      return coded(r.text, r.line);
    case 'dying': {
      const text = coded(r.text, r.line);
      return r.hpLost ? `${text}. ${t('rulesAtTable.dyingHpAlreadyLost')}` : text;
    }
    case 'surprised':
      return t('tracker.reminder.surprised', { name: nameOf(enc, r.target) });
    case 'morale':
      return t(r.reason === 'first-down' ? 'tracker.reminder.moraleFirst' : 'tracker.reminder.moraleHalf', {
        group: r.group,
      });
    case 'effect-continues':
      return t('tracker.reminder.continues', {
        name: nameOf(enc, r.target),
        effect: effectNameOf(enc, r.effectId, language),
        count: r.roundsLeft,
      });
    case 'concentration':
      return t('tracker.reminder.concentration', {
        name: nameOf(enc, r.source),
        effect: effectNameOf(enc, r.effectId, language),
      });
  }
}

/** Alert colour of a reminder: red for what costs a life or an action. */
export function reminderColor(r: Reminder): string {
  if (r.kind === 'dying') return r.stabilized ? 'blue' : 'red';
  if (r.kind === 'action-lost' || r.kind === 'surprised') return 'orange';
  if (r.kind === 'morale') return 'grape';
  if (r.kind === 'hazard') return r.fires ? 'red' : 'yellow';
  return 'gray';
}
