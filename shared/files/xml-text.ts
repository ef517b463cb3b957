/**
 * Reading XML from another tool (Combat Manager's .NET XmlSerializer files) as untrusted input:
 * the size is checked before anything else, a document type declaration is refused outright (no
 * serializer Paravent reads writes one, and it is where entity bombs live), then fast-xml-parser
 * reads the rest with every value kept as text, nesting bounded and reserved names refused. No
 * `eval`, no network, no file: only the text given.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { formatMegabytes, MAX_FILE_BYTES, utf8Length, withoutByteOrderMark } from './limits';
import { FILE_MESSAGES } from './messages';
import { IMPORT_MESSAGES } from './import-messages';
import { failure, type ReadFailure } from './read-file';

/** A parsed XML element: its children by tag name (a list when a tag repeats), or its text. */
export type XmlValue = string | XmlObject | XmlValue[];
/** An element with children. */
export interface XmlObject {
  [tag: string]: XmlValue;
}

/** Deepest nesting read (Combat Manager's deepest is about 8). */
const MAX_DEPTH = 64;

const DOCUMENT_TYPE = /<!\s*(DOCTYPE|ENTITY)/i;

/** Whether a text starts like XML (after a byte-order mark and blanks). */
export function looksLikeXml(raw: string): boolean {
  return /^\s*</.test(withoutByteOrderMark(raw));
}

/** Parses XML text into plain objects, or says why not. Never throws. */
export function readXmlText(raw: unknown): { ok: true; root: string; value: XmlObject } | ReadFailure {
  if (typeof raw !== 'string') return failure(FILE_MESSAGES.empty);
  const text = withoutByteOrderMark(raw);
  if (text.trim() === '') return failure(FILE_MESSAGES.empty);
  const bytes = utf8Length(text, MAX_FILE_BYTES);
  if (bytes > MAX_FILE_BYTES) return failure(FILE_MESSAGES.tooBig(formatMegabytes(bytes)));
  if (DOCUMENT_TYPE.test(text)) return failure(IMPORT_MESSAGES.xmlDocumentType);
  try {
    const valid = XMLValidator.validate(text);
    if (valid !== true)
      return failure(IMPORT_MESSAGES.xmlMalformed(valid.err.line, valid.err.msg.slice(0, 120)));
    const parser = new XMLParser({
      ignoreAttributes: true,
      ignoreDeclaration: true,
      ignorePiTags: true,
      removeNSPrefix: true,
      parseTagValue: false,
      trimValues: true,
      // Only the predefined entities (&amp; &lt;…) and character references can be left: no DTD.
      processEntities: true,
      htmlEntities: false,
      maxNestedTags: MAX_DEPTH,
      // A tag named __proto__, constructor… is refused by the parser (strictReservedNames, on by
      // default): no element ever reaches an object's prototype.
    });
    const parsed: unknown = parser.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return failure(IMPORT_MESSAGES.xmlEmpty);
    const roots = Object.entries(parsed as XmlObject);
    const [root, value] = roots[0] ?? [];
    if (root === undefined || Array.isArray(value)) return failure(IMPORT_MESSAGES.xmlEmpty);
    // An empty root element (« <ArrayOfCharacter/> ») reads as an empty text.
    return { ok: true, root, value: typeof value === 'object' ? value : {} };
  } catch (error) {
    const why = error instanceof Error ? error.message.slice(0, 120) : '';
    return failure(IMPORT_MESSAGES.xmlMalformed(0, why));
  }
}

/** The children named `tag` of an element, as a list (none, one, or several). */
export function children(parent: XmlValue | undefined, tag: string): XmlValue[] {
  if (parent === undefined || typeof parent === 'string' || Array.isArray(parent)) return [];
  const value = parent[tag];
  if (value === undefined || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

/** The one child element `tag` (the first when repeated), if it has children. */
export function child(parent: XmlValue | undefined, tag: string): XmlObject | undefined {
  const first = children(parent, tag)[0];
  return typeof first === 'object' && !Array.isArray(first) ? first : undefined;
}

/** The trimmed text of the child `tag`; undefined when absent, empty or nil. */
export function textOf(parent: XmlValue | undefined, tag: string): string | undefined {
  const first = children(parent, tag)[0];
  return typeof first === 'string' && first.trim() !== '' ? first.trim() : undefined;
}

/** The whole number in the child `tag` (« 12 », « +3 », « -1 »); undefined otherwise. */
export function intOf(parent: XmlValue | undefined, tag: string): number | undefined {
  const text = textOf(parent, tag);
  if (text === undefined || !/^[+-]?\d{1,9}$/.test(text)) return undefined;
  return Number(text);
}

/** `true` / `false` of the child `tag` (XmlSerializer's booleans); undefined otherwise. */
export function boolOf(parent: XmlValue | undefined, tag: string): boolean | undefined {
  const text = textOf(parent, tag);
  return text === 'true' ? true : text === 'false' ? false : undefined;
}
