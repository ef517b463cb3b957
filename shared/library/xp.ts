/**
 * Points d'expérience: PF1 and Starfinder give each creature the XP of its CR (PRD › Table:
 * Experience Point Awards; Starfinder SRD › Experience, the same figures); B/X gives XP by hit dice,
 * with a bonus per asterisk for special abilities (OSR › Expérience, table des monstres).
 */
import type { Localized, SystemId } from '../rules';

/** What a system's XP for a creature rests on: its CR, its hit dice, or only a printed value. */
export interface XpRule {
  basis: 'cr' | 'hd' | 'printed';
  /** What the system calls a creature's challenge (FP/CR; CO: NC); absent: it uses hit dice. */
  crName?: Localized;
  /** What the end-of-fight summary tells the GM about XP in this system. */
  note: Localized;
  source: string;
}

/** Each system's XP rule (data, not branches: the summary and the form read it). */
export const XP_RULES: Readonly<Record<SystemId, XpRule>> = {
  dnd35: {
    crName: { fr: 'FP', en: 'CR' },
    basis: 'printed',
    note: {
      fr: 'D&D 3.5 : l’XP dépend du niveau du groupe (Guide du Maître, table des récompenses par FP et niveau) ; cette table n’est pas dans le DRS ouvert, Paravent ne la contient pas : seule une valeur d’XP notée sur la fiche compte.',
      en: 'D&D 3.5: XP depends on the party’s level (Dungeon Master’s Guide, award table by CR and level); that table is not in the open SRD and Paravent does not carry it: only an XP value typed on the entry counts.',
    },
    source: 'DRS 3.5 (le tableau des récompenses n’y figure pas)',
  },
  pf1: {
    crName: { fr: 'FP', en: 'CR' },
    basis: 'cr',
    note: {
      fr: 'PF1 : XP par FP (PRD), partagée entre les personnages.',
      en: 'PF1: XP by CR (PRD), shared among the characters.',
    },
    source: 'PRD › Table: Experience Point Awards',
  },
  sf1: {
    crName: { fr: 'FP', en: 'CR' },
    basis: 'cr',
    note: {
      fr: 'Starfinder : XP par FP, partagée entre les personnages.',
      en: 'Starfinder: XP by CR, shared among the characters.',
    },
    source: 'Starfinder SRD › Experience',
  },
  co: {
    crName: { fr: 'NC', en: 'NC' },
    basis: 'printed',
    note: {
      fr: 'Chroniques Oubliées : ni le texte de règles fourni ni le bestiaire du DRS ne donnent d’XP par créature (le NC n’en vaut pas) ; seule une valeur notée sur la fiche compte.',
      en: 'Chroniques Oubliées: neither the rules text at hand nor the DRS bestiary gives XP per creature (the NC is worth none); only a value typed on the entry counts.',
    },
    source: 'chroniques-oubliees-regles.fr.txt ; CO Fantasy DRS › Bestiaire (aucune XP)',
  },
  osr: {
    basis: 'hd',
    note: {
      fr: 'B/X : XP par dés de vie (plus un bonus par capacité spéciale, les astérisques), partagée entre les personnages.',
      en: 'B/X: XP by hit dice (plus a bonus per special ability, the asterisks), shared among the characters.',
    },
    source: 'OSR › Expérience',
  },
};

/** PRD / Starfinder SRD: XP of one creature by CR. */
const XP_BY_CR: Readonly<Record<string, number>> = {
  '1/8': 50,
  '1/6': 65,
  '1/4': 100,
  '1/3': 135,
  '1/2': 200,
  '1': 400,
  '2': 600,
  '3': 800,
  '4': 1200,
  '5': 1600,
  '6': 2400,
  '7': 3200,
  '8': 4800,
  '9': 6400,
  '10': 9600,
  '11': 12800,
  '12': 19200,
  '13': 25600,
  '14': 38400,
  '15': 51200,
  '16': 76800,
  '17': 102400,
  '18': 153600,
  '19': 204800,
  '20': 307200,
};

/** B/X: [base XP, bonus per special ability] by hit dice (« 1 », « 1+ », « 2 »…). */
const OSR_XP_BY_HD: Readonly<Record<string, readonly [number, number]>> = {
  '<1': [5, 1],
  '1': [10, 3],
  '1+': [15, 4],
  '2': [20, 5],
  '2+': [25, 10],
  '3': [35, 15],
  '3+': [50, 25],
  '4': [75, 50],
  '4+': [125, 75],
  '5': [175, 125],
  '5+': [225, 175],
  '6': [275, 225],
  '6+': [350, 300],
  '7': [450, 400],
  '8': [650, 550],
  '9': [900, 700],
  '10': [900, 700],
};

/** « 1+1 » → « 1+ », « 1-1 » and « 1/2 » → « <1 », « 4** » keeps its asterisks apart. */
function hdKey(hd: string): { key: string; stars: number } {
  const stars = (hd.match(/\*/g) ?? []).length;
  const bare = hd.replace(/\*/g, '').trim();
  if (/^(1\/2|½|<\s*1)/.test(bare) || bare.startsWith('0')) return { key: '<1', stars };
  const m = /^(\d+)\s*([+-]\s*\d*)?/.exec(bare);
  if (!m) return { key: '', stars };
  const n = Math.min(Number(m[1]), 10);
  // « 1-1 » counts below 1 HD, « 3-1 » as 2+ (B/X XP table).
  if (m[2]?.startsWith('-')) return { key: n <= 1 ? '<1' : `${n - 1}+`, stars };
  return { key: m[2] && n < 10 ? `${n}+` : String(n), stars };
}

/**
 * The XP one creature is worth, or undefined when its entry says nothing usable. A printed XP
 * value wins; then the CR (PF1, SF) or the hit dice (osr). 3.5 and CO: only a printed value (the
 * 3.5 award depends on the party's level; CO has no XP by creature).
 */
export function creatureXp(
  system: SystemId,
  stats: { xp?: number; cr?: string; hd?: string },
): number | undefined {
  if (stats.xp !== undefined) return stats.xp;
  const { basis } = XP_RULES[system];
  if (basis === 'cr' && stats.cr) return XP_BY_CR[stats.cr.trim()];
  if (basis === 'hd' && stats.hd) {
    const { key, stars } = hdKey(stats.hd);
    const row = OSR_XP_BY_HD[key];
    return row ? row[0] + stars * row[1] : undefined;
  }
  return undefined;
}
