/**
 * Finds interface text written in the code instead of the translation tables (issue 30): every
 * user-visible string of the renderer goes through `t` (renderer/i18n/fr.ts and en.ts), every one of
 * main through its typed FR/EN tables (main/main-texts.ts). Read with TypeScript's own parser:
 * - in renderer/: JSX text with a letter, and string literals given to the props a GM reads
 *   (label, title, placeholder, aria-label, description, alt…) or to a notification's `message`;
 * - in main/: string literals given to `label`, `title`, `message`, `buttonLabel`, `detail` or
 *   `name` (a dialog's filter) outside the tables;
 * - in preload/: an `Error` thrown with a sentence (its refusals reach the page), outside
 *   preload/preload-words.ts.
 * Run by scripts/untranslated.test.ts in `npm test`.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** A literal found: where, and what. */
export interface Literal {
  file: string;
  line: number;
  text: string;
}

/** JSX props whose string a GM reads (on screen or through a screen reader). */
const VISIBLE_PROPS = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'aria-description',
  'description',
  'alt',
  'message',
  'error',
  'tooltip',
]);

/** Properties of main's objects whose string a GM reads (menus, dialogs, notices). */
const MAIN_PROPS = new Set(['label', 'title', 'message', 'buttonLabel', 'detail', 'name']);

/**
 * Texts that are the same in every language: language codes, key names, symbols. Anything else
 * with a letter is a sentence or a word for the GM.
 */
const SAME_IN_EVERY_LANGUAGE = /^(FR|EN|Ctrl|⌘|Esc|Enter|Tab|Paravent|[A-Z]|Ctrl K|d20|\d+d\d+)$/;

/** Dice notation (« 2d6+3, 4d6kh3, d% »): the same in every language. */
const DICE = /^(\s*(\d*d(\d+|%)(k[hl]\d+)?([+-]\d+)?)\s*,?)+$/;

function hasWord(text: string): boolean {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  return /\p{L}{2,}/u.test(trimmed) && !SAME_IN_EVERY_LANGUAGE.test(trimmed) && !DICE.test(trimmed);
}

function walk(dir: string, out: string[]): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === 'node_modules') continue;
    if (statSync(path).isDirectory()) walk(path, out);
    else out.push(path);
  }
}

function lineOf(source: ts.SourceFile, node: ts.Node): number {
  return source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
}

/** The string of a literal (or a template without substitutions), else null. */
function literalText(node: ts.Node | undefined): string | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isJsxExpression(node)) return literalText(node.expression);
  return null;
}

function propertyName(name: ts.PropertyName): string | null {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : null;
}

/** The untranslated texts of one renderer component file. */
export function jsxLiterals(file: string, text: string): Omit<Literal, 'file'>[] {
  // A .ts file is read as TypeScript: as TSX, a generic arrow « <T>(…) => » would read as JSX text.
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: Omit<Literal, 'file'>[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node) && hasWord(node.text))
      found.push({ line: lineOf(source, node), text: node.text.trim() });
    if (ts.isJsxAttribute(node) && VISIBLE_PROPS.has(node.name.getText(source))) {
      const value = literalText(node.initializer);
      if (value !== null && hasWord(value)) found.push({ line: lineOf(source, node), text: value });
    }
    // notifications.show({ message: 'Texte' }) and the like.
    if (ts.isPropertyAssignment(node) && propertyName(node.name) === 'message') {
      const value = literalText(node.initializer);
      if (value !== null && hasWord(value)) found.push({ line: lineOf(source, node), text: value });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The untranslated texts of one file of main (outside its tables). */
export function mainLiterals(file: string, text: string): Omit<Literal, 'file'>[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: Omit<Literal, 'file'>[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node)) {
      const key = propertyName(node.name);
      const value = literalText(node.initializer);
      if (key !== null && MAIN_PROPS.has(key) && value !== null && hasWord(value))
        found.push({ line: lineOf(source, node), text: value });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A thrown error's text, with the words of a template's fixed parts (« Données refusées (${x}) »). */
function errorText(node: ts.Expression | undefined): string | null {
  if (!node) return null;
  const plain = literalText(node);
  if (plain !== null) return plain;
  if (ts.isTemplateExpression(node))
    return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  return null;
}

/**
 * The untranslated texts of one preload file: the preload speaks to the page only through the errors
 * it throws (a refused call), so an `Error` built from a sentence is interface text.
 */
export function preloadLiterals(file: string, text: string): Omit<Literal, 'file'>[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: Omit<Literal, 'file'>[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isNewExpression(node) && node.expression.getText(source) === 'Error') {
      const value = errorText(node.arguments?.[0]);
      // A code (« too-big ») has no space; a sentence has.
      if (value !== null && /\S\s+\S/.test(value.trim()) && hasWord(value))
        found.push({ line: lineOf(source, node), text: value.trim() });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The translation tables themselves, where the texts belong. */
const TABLES = [
  /^renderer\/i18n\//,
  /^main\/menu\/menu-labels\.ts$/,
  /^main\/files\/main-messages\.ts$/,
  /^main\/faults\/fault-words\.ts$/,
  /^preload\/preload-words\.ts$/,
];

/** Every untranslated text of the renderer's components and of main, from the repository root. */
export function untranslatedLiterals(root: string): Literal[] {
  const files: string[] = [];
  walk(join(root, 'renderer'), files);
  walk(join(root, 'main'), files);
  walk(join(root, 'preload'), files);
  const found: Literal[] = [];
  for (const path of files) {
    const file = relative(root, path).split('\\').join('/');
    if (/\.test\.tsx?$/.test(file) || TABLES.some((table) => table.test(file))) continue;
    if (file.startsWith('renderer/') && /\.tsx?$/.test(file))
      found.push(...jsxLiterals(file, readFileSync(path, 'utf8')).map((l) => ({ file, ...l })));
    if (file.startsWith('main/') && file.endsWith('.ts'))
      found.push(...mainLiterals(file, readFileSync(path, 'utf8')).map((l) => ({ file, ...l })));
    if (file.startsWith('preload/') && file.endsWith('.ts'))
      found.push(...preloadLiterals(file, readFileSync(path, 'utf8')).map((l) => ({ file, ...l })));
  }
  return found;
}
