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

/**
 * Feet in metres, 1,5 m per 5 ft, as the French rules print them (30 → « 9 m », 5 → « 1,5 m ») or,
 * with 'en', with a decimal point (5 → « 1.5 m »).
 */
export function feetToMetres(feet, language = 'fr') {
  const metres = String(Math.round(feet * 3) / 10);
  return `${language === 'en' ? metres : metres.replace('.', ',')} m`;
}
