/**
 * Open bestiaries: every creature of a system's open content (PF1: the PRD's Bestiary 1–5; D&D 3.5:
 * the SRD's monster files), built by a script from public machine-readable copies (scripts/bestiary/,
 * docs/library.md « Open bestiaries »). Figures as published, names in French where an open French
 * text gives one.
 */
import type { BestiaryCreature } from '../types';

/** One creature of an open bestiary. */
export interface OpenCreature extends BestiaryCreature {
  /**
   * Whether it has a French name; when not, `fr` is the English name. PF1: the open French text's;
   * 3.5 (no open French text of the SRD's monsters at hand): the starter bestiary's, for its 41.
   */
  frNamed: boolean;
  /** The English words of its tags, one for each of `tags` (the list shows them in English). */
  tagsEn: readonly string[];
  /** Each attack's English name, the source's words, in the order of `attacks` (« Bite (grab) »). */
  attacksEn: readonly string[];
  /** The speed in English, in metres (« 9 m (12 m base), fly 18 m (good) »). */
  speedEn: string;
  /** The note in English (« reach 3 m; SR 25; regeneration 5 (acid or fire) »); `note` is the French. */
  noteEn: string;
  /** « PRD › Bestiary › Ogre (bestiary/ogre.html#ogre) », « SRD 3.5 › MonstersO-R › Ogre (monsters/monsters-o-r.html#ogre) ». */
  source: string;
  /** The French book and page its French name comes from, when a French stat block was matched: « Bestiaire (VF) p. 230 ». */
  sourceFr?: string;
}

/** One public source of a bestiary file: repository, commit, path, what it is. */
export interface OpenSource {
  id: string;
  repository: string;
  commit: string;
  path: string;
  what: string;
}

/** An open bestiary, read (`decodeOpenBestiary`). */
export interface OpenBestiary {
  system: string;
  sources: readonly OpenSource[];
  creatures: readonly OpenCreature[];
  /** Rows of the file that could not be read (none in a file the script wrote). */
  skipped: number;
}
