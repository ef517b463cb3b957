import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Combatant, Encounter } from '../../../shared/combat';
import { creatureXp, fightSummary, type FightSummary } from '../../../shared/library';
import { readLibrarySettings, readStoredFight, useLibrary, type LibraryRow } from '../../db';
import type { GestureStep } from '../../fight';
import { effectLabel } from './effect-label';
import { partySteps } from './fight-additions';
import { FightSummaryDialog } from './FightSummaryDialog';

/** What the Library's part of the tracker reads of the fight and may do to it (the tracker's `TrackerApi` fits). */
export interface LibraryFightApi {
  encounter: Encounter;
  canUndo: boolean;
  canRedo: boolean;
  /** Applies one gesture; false when refused. */
  run(steps: GestureStep[]): boolean;
}

/** Props of the Library's part of the tracker. */
export interface TrackerLibraryHostProps {
  api: LibraryFightApi;
}

/** Encounters the party was already brought into (so an undo does not bring it back). */
const joined = new Set<string>();

function entryFor(rows: readonly LibraryRow[], c: Combatant): LibraryRow | undefined {
  const base = c.group ?? c.name.replace(/\s+\d+$/, '');
  return rows.find((r) => r.kind === 'bestiary' && (r.name === base || r.name === c.name));
}

/**
 * What the Library does in the Combat screen, with nothing on screen until needed: brings the party
 * into a new encounter (a setting), and shows the end-of-fight summary when the fight ends.
 */
export function TrackerLibraryHost({ api }: TrackerLibraryHostProps) {
  const { i18n } = useTranslation();
  const enc = api.encounter;
  const rows = useLibrary(enc.system);
  const { run } = api;
  const [summary, setSummary] = useState<{ enc: Encounter; summary: FightSummary } | null>(null);
  const lastPhase = useRef(enc.phase);

  // A brand-new encounter starts with the party already in it.
  useEffect(() => {
    if (!rows || joined.has(enc.id)) return;
    const fresh = enc.phase === 'setup' && enc.combatants.length === 0 && !api.canUndo && !api.canRedo;
    joined.add(enc.id);
    if (!fresh) return;
    void readLibrarySettings().then((s) => {
      const steps = partySteps(rows, enc.system);
      if (s.partyJoins && steps.length > 0) run(steps);
    });
  }, [rows, enc.id, enc.phase, enc.combatants.length, enc.system, api.canUndo, api.canRedo, run]);

  // « Fin du combat »: the summary once the end is committed.
  useEffect(() => {
    const was = lastPhase.current;
    lastPhase.current = enc.phase;
    if (was === 'ended' || enc.phase !== 'ended') return;
    const ended = enc;
    void readStoredFight(ended.id).then((fight) => {
      if (!fight) return;
      const events = fight.events.map((e) => e.event);
      const lib = rows ?? [];
      const s = fightSummary(
        fight.initial,
        events,
        (c) => {
          const entry = entryFor(lib, c);
          return entry ? creatureXp(ended.system, entry.stats ?? {}) : undefined;
        },
        (e) => effectLabel(ended.system, e.what, i18n.language),
      );
      setSummary({ enc: ended, summary: s });
    });
  }, [enc, rows, i18n.language]);

  if (!summary) return null;
  return (
    <FightSummaryDialog
      encounter={summary.enc}
      summary={summary.summary}
      party={(rows ?? []).filter((r) => r.kind === 'party')}
      onClose={() => setSummary(null)}
    />
  );
}
