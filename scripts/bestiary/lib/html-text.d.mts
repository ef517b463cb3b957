export const LABEL_START: string;
export const LABEL_END: string;
/** Decodes the HTML entities of a text (named ones of the PRD, decimal and hexadecimal ones). */
export function decodeEntities(text: string): string;
/** Text of an HTML fragment: tags dropped, entities decoded, white space collapsed. */
export function htmlText(html: string): string;
/** Text of an HTML fragment where each bold part is wrapped in LABEL_START … LABEL_END. */
export function boldMarked(html: string): string;
/** The fields of a marked line: [label, value], the unlabelled head under ''. */
export function lineFields(marked: string): [string, string][];
