import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Encounter } from '../../../shared/combat';
import type { FightSummary } from '../../../shared/library';
import { readLibrarySettings, readPartyWrittenBack, useLibrary, useOpenedFight } from '../../db';
import type { GestureStep } from '../../fight';
import { createValueStore } from '../../store';
import { summarizeFight } from './summarize-fight';
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

/**
 * The fight last on screen and its phase: the summary shows when a fight ends, or when a fight that
 * has ended is opened (a saved fight reopened with Ctrl+O, or from Rencontres) — not for the fight
 * the page starts on.
 */
const seen = createValueStore<{
  last: { id: string; phase: Encounter['phase'] } | null;
  /** The file opening whose summary was shown (`useOpenedFight().count`). */
  shownForOpening: number;
}>({ last: null, shownForOpening: 0 });

/**
 * What the Library does in the Combat screen, with nothing on screen until needed: brings the party
 * into a new encounter (a setting), and shows the end-of-fight summary when the fight ends.
 */
export function TrackerLibraryHost({ api }: TrackerLibraryHostProps) {
  const { i18n } = useTranslation();
  const enc = api.encounter;
  const rows = useLibrary(enc.system);
  const { run } = api;
  const [summary, setSummary] = useState<{
    enc: Encounter;
    summary: FightSummary;
    /** When the party was written back from this fight already, else null. */
    writtenBack: number | null;
  } | null>(null);

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

  // « Fin du combat »: the summary once the end is committed, or when an ended fight is opened — from
  // Rencontres (another fight on screen before), or from a file (even the very fight on screen).
  const opened = useOpenedFight();
  useEffect(() => {
    const { last: before, shownForOpening } = seen.get();
    const fromFile = opened !== null && opened.id === enc.id && opened.count !== shownForOpening;
    seen.set({
      last: { id: enc.id, phase: enc.phase },
      shownForOpening: fromFile ? opened.count : shownForOpening,
    });
    if (enc.phase !== 'ended') return;
    if (!fromFile && (before === null || (before.id === enc.id && before.phase === 'ended'))) return;
    const ended = enc;
    void Promise.all([summarizeFight(ended, rows ?? [], i18n.language), readPartyWrittenBack(ended.id)]).then(
      ([s, at]) => {
        if (s) setSummary({ enc: ended, summary: s, writtenBack: at });
      },
    );
  }, [enc, rows, i18n.language, opened]);

  if (!summary) return null;
  return (
    <FightSummaryDialog
      encounter={summary.enc}
      summary={summary.summary}
      writtenBack={summary.writtenBack}
      party={(rows ?? []).filter((r) => r.kind === 'party')}
      onClose={() => setSummary(null)}
    />
  );
}
