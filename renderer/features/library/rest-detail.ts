/**
 * What a rest gives one party member, in the GM's language: « +3 PV (niveau 3), non létaux 6 → 0,
 * Fatigué terminé » / "+3 HP (level 3), nonlethal 6 → 0, Fatigued ended" — from the preview's parts
 * (shared/library previewRest), the conditions named by the catalogue in that language.
 */
import type { TFunction } from 'i18next';
import type { RestLine, RestWhy } from '../../../shared/library';
import type { SystemId } from '../../../shared/rules';
import { effectLabel } from './effect-label';

function whyText(why: RestWhy, t: TFunction): string {
  switch (why.kind) {
    case 'level':
      return why.times === 1
        ? t('libraryScreen.rest.why.level', { level: why.level })
        : t('libraryScreen.rest.why.levels', { level: why.level, times: why.times });
    case 'co-recovery':
      return t('libraryScreen.rest.why.recovery', { die: why.die, level: why.level, con: why.con });
    case 'roll':
      return t('libraryScreen.rest.why.roll', { notation: why.notation, total: why.total });
    case 'none':
      return '';
  }
}

/** One line's detail in the GM's language. */
export function restDetail(line: RestLine, system: SystemId, t: TFunction, language: string): string {
  const parts: string[] = [];
  const { before, after } = line;
  if (line.hp.why.kind !== 'none' || line.hp.gained > 0)
    parts.push(t('libraryScreen.rest.hpGained', { count: line.hp.gained, why: whyText(line.hp.why, t) }));
  if (after.stamina !== undefined && (before.stamina !== after.stamina || line.staminaNote)) {
    const note = line.staminaNote ? ` (${t(`libraryScreen.rest.stamina.${line.staminaNote}`)})` : '';
    parts.push(
      `${t('libraryScreen.rest.sp', { from: before.stamina ?? after.stamina, to: after.stamina })}${note}`,
    );
  }
  if (after.resolve !== undefined && before.resolve !== undefined && before.resolve !== after.resolve)
    parts.push(t('libraryScreen.rest.rp', { from: before.resolve, to: after.resolve }));
  if (before.nonlethal > 0)
    parts.push(t('libraryScreen.rest.nonlethal', { from: before.nonlethal, to: after.nonlethal }));
  for (const r of line.recovered) {
    const from = effectLabel(system, r.what, language);
    parts.push(
      r.becomes
        ? t('libraryScreen.rest.becomes', { from, to: effectLabel(system, r.becomes, language) })
        : t('libraryScreen.rest.ended', { name: from }),
    );
  }
  if (line.expired > 0) parts.push(t('libraryScreen.rest.expired', { count: line.expired }));
  return parts.join(', ');
}
