/** Lower case, accents removed, œ/æ spelt out, every run of other characters one space. */
export function foldKey(text: string): string;
/** A stable id out of a name. */
export function slugOf(text: string): string;
/** Feet in metres as the French rules print them, 1,5 m per 5 ft. */
export function feetToMetres(feet: number, language?: 'fr' | 'en'): string;
