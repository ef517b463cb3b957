// Plain text out of the small HTML of a stat block line: tags dropped, entities decoded, bold labels
// kept as markers so that a line splits into « label → value » fields.

/** Starts and ends a bold label in the text `boldMarked` returns. */
export const LABEL_START = '\u0001';
export const LABEL_END = '\u0002';

const NAMED = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  minus: '−',
  times: '×',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  hellip: '…',
  deg: '°',
  eacute: 'é',
  egrave: 'è',
  aacute: 'á',
  agrave: 'à',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  ouml: 'ö',
  uuml: 'ü',
  auml: 'ä',
  euml: 'ë',
  iuml: 'ï',
  ccedil: 'ç',
  ntilde: 'ñ',
  reg: '®',
  copy: '©',
  trade: '™',
  shy: '',
};

/** Decodes the HTML entities of a text (named ones of the PRD, decimal and hexadecimal ones). */
export function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (whole, code) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : whole;
    }
    return NAMED[code.toLowerCase()] ?? whole;
  });
}

/** Text of an HTML fragment: tags dropped, entities decoded, white space collapsed. */
export function htmlText(html) {
  return decodeEntities(html.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Text of an HTML fragment where each bold part (`<b>`, `<strong>`) is wrapped in LABEL_START …
 * LABEL_END; two bold parts with only blanks between them are one label (« <b>Base</b> <b>Atk</b> »).
 */
export function boldMarked(html) {
  const marked = html.replace(/<(b|strong)(?:\s[^>]*)?>([\s\S]*?)<\/\1\s*>/gi, (_, __, inner) => {
    return `${LABEL_START}${inner}${LABEL_END}`;
  });
  return htmlText(marked)
    .replace(new RegExp(`\\s*${LABEL_END}\\s*${LABEL_START}\\s*`, 'g'), ' ')
    .replace(new RegExp(`${LABEL_START}\\s*`, 'g'), LABEL_START)
    .replace(new RegExp(`\\s*${LABEL_END}`, 'g'), LABEL_END);
}

/**
 * The fields of a marked line: the unlabelled text before the first label (key ''), then each label
 * with the text up to the next label, without the « ; » or « , » that separates them.
 */
export function lineFields(marked) {
  const out = [];
  const parts = marked.split(LABEL_START);
  const head = parts[0].trim();
  if (head !== '') out.push(['', head]);
  for (const part of parts.slice(1)) {
    const end = part.indexOf(LABEL_END);
    const label = (end < 0 ? part : part.slice(0, end)).trim();
    const value = (end < 0 ? '' : part.slice(end + 1))
      .trim()
      .replace(/[;,]\s*$/, '')
      .trim();
    out.push([label, value]);
  }
  return out;
}
