// Small words shared by every system's bestiary script: slugs, folded keys, feet in metres.

/** Lower case, accents removed, œ/æ spelt out, every run of other characters one space. */
export function foldKey(text) {
  return String(text ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** A stable id out of a name: « Dire Lion (Spotted Lion) » → « dire-lion-spotted-lion ». */
export function slugOf(text) {
  return foldKey(text).replace(/\s+/g, '-') || 'creature';
}

/** Feet in metres as the French rules print them, 1,5 m per 5 ft: 30 → « 9 m », 5 → « 1,5 m ». */
export function feetToMetres(feet) {
  const metres = Math.round(feet * 3) / 10;
  return `${String(metres).replace('.', ',')} m`;
}
