/**
 * XP of a defeated monster by hit dice: [base XP, bonus per special ability (asterisk)].
 *
 * Source, row by row: Old-School Essentials SRD › Running Adventures › Awarding XP › « XP Awards for
 * Defeated Monsters » (read in the public OSE SRD copy `UserlandAlchemist/theatre-of-the-mind`,
 * docs/ose-basic-srd/ose-srd-running-adventures.md, Nov. 2026); the seed text
 * (osr-bx-combat.fr.txt) has no XP table. Rows « 7–7+ », « 8–8+ », « 9–10+ », « 11–12+ », « 13–16+ »,
 * « 17–20+ », « 21–21+ » cover both the plain and the « + » hit dice of each number in them; above
 * 21 HD, each HD adds 250 to the base and to the bonus (« Higher HD monsters »).
 */
export const OSR_XP_BY_HD: Readonly<Record<string, readonly [number, number]>> = {
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
  ...hdRange(7, 7, 450, 400),
  ...hdRange(8, 8, 650, 550),
  ...hdRange(9, 10, 900, 700),
  ...hdRange(11, 12, 1100, 800),
  ...hdRange(13, 16, 1350, 950),
  ...hdRange(17, 20, 2000, 1150),
  ...hdRange(21, 21, 2500, 2000),
};

/** OSE › Awarding XP › Higher HD monsters: each HD above 21 adds 250 XP to the base and to the bonus. */
export const OSR_XP_BEYOND_HD = { from: 21, perHd: [250, 250] } as const;

/** One row of the table that covers several hit dice: « 9–10+ » is 9, 9+, 10 and 10+. */
function hdRange(first: number, last: number, base: number, bonus: number): Record<string, [number, number]> {
  const out: Record<string, [number, number]> = {};
  for (let hd = first; hd <= last; hd += 1) {
    out[String(hd)] = [base, bonus];
    out[`${hd}+`] = [base, bonus];
  }
  return out;
}
