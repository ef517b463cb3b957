/**
 * Dead exports and unused translation keys (issue 19). A small reader over the TypeScript syntax
 * trees (the compiler we already have, no type check): a value export (function, constant, class —
 * types exported for documentation, such as a component's props, are not counted) that no other file
 * imports — directly, through an index's re-export, `import *` or a dynamic `import()` — is dead,
 * unless its file is an entry (the pages, main, the preloads, the public rules API, scripts, tests);
 * the end-to-end tests and the build configs count as importers.
 * A translation key of renderer/i18n/fr.ts is unused when no source names it, whole or through a
 * template prefix such as t(`commands.${id}`). Run by scripts/dead-code.test.ts in `npm test`,
 * against a baseline of what is known (scripts/dead-code-baseline.json): only new ones fail.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** Folders read, from the repository root. */
const ROOTS = ['shared', 'renderer', 'main', 'preload'];

/**
 * Read only for what they import: the end-to-end tests, the build configs (renderer.config.ts…) and
 * the build's own code in scripts/ (the third-party notices, the web app's manifest and worker).
 */
const IMPORTERS = ['e2e', 'scripts'];

/**
 * Files whose exports are used from outside the module graph: pages and windows, main and the
 * preloads, the public rules API (DESIGN §4: a contract), test-only helpers, declarations.
 */
const ENTRY = [
  /\.test\.tsx?$/,
  /\.d\.ts$/,
  /^e2e\//,
  /^[^/]+\.config\.ts$/,
  /^renderer\/(app|display)\/main\.tsx$/,
  /^renderer\/test-setup\.ts$/,
  /^main\/index\.ts$/,
  /^preload\/(index|display)\.ts$/,
  /^shared\/rules\/index\.ts$/,
  /^shared\/rules\/fixture-system\//,
  /test-fixtures\.ts$/,
  /test-render\.tsx?$/,
];

function walk(dir: string, out: string[]): void {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'fixtures') continue;
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/\.tsx?$/.test(name)) out.push(path);
  }
}

interface FileInfo {
  exports: Set<string>;
  /** Names re-exported from another file: local name → [file, name there]. */
  reexports: Map<string, [string, string]>;
  /** `export * from`: files whose exports this one passes on. */
  starFrom: string[];
}

function resolveImport(from: string, spec: string, files: Set<string>): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (files.has(candidate)) return candidate;
  }
  return null;
}

function hasExportModifier(node: ts.Node): boolean {
  return (
    (ts.canHaveModifiers(node) ? ts.getModifiers(node) : undefined)?.some(
      (m) => m.kind === ts.SyntaxKind.ExportKeyword,
    ) ?? false
  );
}

/** Exports never imported from another file, as "path:name", sorted. */
export function deadExports(root: string): string[] {
  const list: string[] = [];
  for (const r of [...ROOTS, ...IMPORTERS]) walk(join(root, r), list);
  for (const name of readdirSync(root)) if (/\.config\.ts$/.test(name)) list.push(join(root, name));
  const files = new Set(list);
  const info = new Map<string, FileInfo>();
  const used = new Set<string>(); // "file\0name"; "file\0*" for every name
  const mark: [string, string][] = [];
  for (const file of list) {
    const text = readFileSync(file, 'utf8');
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const fi: FileInfo = { exports: new Set(), reexports: new Map(), starFrom: [] };
    info.set(file, fi);
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
        const target = resolveImport(file, node.moduleSpecifier.text, files);
        const clause = node.importClause;
        if (target && clause) {
          if (clause.name) mark.push([target, 'default']);
          const bindings = clause.namedBindings;
          if (bindings && ts.isNamespaceImport(bindings)) mark.push([target, '*']);
          if (bindings && ts.isNamedImports(bindings)) {
            for (const el of bindings.elements) mark.push([target, (el.propertyName ?? el.name).text]);
          }
        }
      } else if (ts.isExportDeclaration(node)) {
        const target =
          node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)
            ? resolveImport(file, node.moduleSpecifier.text, files)
            : null;
        if (!node.exportClause) {
          if (target) fi.starFrom.push(target);
        } else if (ts.isNamedExports(node.exportClause)) {
          for (const el of node.exportClause.elements) {
            if (node.isTypeOnly || el.isTypeOnly) continue;
            fi.exports.add(el.name.text);
            const original = (el.propertyName ?? el.name).text;
            if (target) fi.reexports.set(el.name.text, [target, original]);
          }
        }
      } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const arg = node.arguments[0];
        const target = arg && ts.isStringLiteral(arg) ? resolveImport(file, arg.text, files) : null;
        if (target) mark.push([target, '*']);
      } else if (hasExportModifier(node)) {
        if (ts.isVariableStatement(node)) {
          for (const d of node.declarationList.declarations) {
            if (ts.isIdentifier(d.name)) fi.exports.add(d.name.text);
          }
        } else if (
          (ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node) || ts.isEnumDeclaration(node)) &&
          node.name
        ) {
          fi.exports.add(node.name.text);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  // Propagate uses through re-exports and `export *`.
  while (mark.length > 0) {
    const [file, name] = mark.pop()!;
    const key = `${file}\0${name}`;
    if (used.has(key)) continue;
    used.add(key);
    const fi = info.get(file);
    if (!fi) continue;
    const names = name === '*' ? [...fi.exports, ...fi.reexports.keys()] : [name];
    for (const n of names) {
      const re = fi.reexports.get(n);
      if (re) mark.push(re);
    }
    for (const star of fi.starFrom) mark.push([star, name]);
  }
  const dead: string[] = [];
  for (const [file, fi] of info) {
    const rel = relative(root, file).split('\\').join('/');
    if (ENTRY.some((re) => re.test(rel))) continue;
    if (used.has(`${file}\0*`)) continue;
    for (const name of fi.exports) {
      if (!used.has(`${file}\0${name}`)) dead.push(`${rel}:${name}`);
    }
  }
  return dead.sort();
}

function flatKeys(value: unknown, prefix: string, out: string[]): void {
  if (typeof value === 'string') out.push(prefix);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) flatKeys(v, prefix ? `${prefix}.${k}` : k, out);
  }
}

/**
 * Keys of `messages` (the French catalogue) that no renderer source names: whole as a string, or
 * under a template prefix (t(`commands.${id}`) uses every `commands.` key), or by its last part
 * next to a template that ends with its parent (`conditions.${key}` with key 'endsByD20Default').
 */
export function unusedTranslationKeys(root: string, messages: object): string[] {
  const keys: string[] = [];
  flatKeys(messages, '', keys);
  const list: string[] = [];
  walk(join(root, 'renderer'), list);
  const sources = list
    .filter((f) => !/\/i18n\//.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => readFileSync(f, 'utf8'));
  const all = sources.join('\n');
  const strings = new Set<string>();
  for (const m of all.matchAll(/['"`]([A-Za-z0-9_.-]+)['"`]/g)) strings.add(m[1]);
  // A text that nests another for its plural: « $t(counts.rounds, {"count": {{rounds}} }) ».
  const texts = list.filter((f) => /\/i18n\//.test(f)).map((f) => readFileSync(f, 'utf8'));
  for (const m of texts.join('\n').matchAll(/\$t\(([A-Za-z0-9_.-]+)/g)) strings.add(m[1]);
  const prefixes = new Set<string>();
  for (const m of all.matchAll(/`([A-Za-z0-9_.-]*)\$\{/g)) if (m[1].includes('.')) prefixes.add(m[1]);
  // A catalogue read as an object: (lang === 'en' ? en : fr).crash or loadedMessages(lang).crash
  // uses every `crash.` key.
  for (const m of all.matchAll(/\b(?:fr|en|loadedMessages\([^)]*\))\)?\.([A-Za-z]+)\b/g))
    prefixes.add(`${m[1]}.`);
  return keys.filter((whole) => {
    // i18next plural forms (found_one, found_other) are used through their base key with a count.
    const key = whole.replace(/_(zero|one|two|few|many|other)$/, '');
    if (strings.has(key)) return false;
    for (const p of prefixes) if (key.startsWith(p)) return false;
    const dot = key.lastIndexOf('.');
    return !(
      dot > 0 &&
      strings.has(key.slice(dot + 1)) &&
      [...prefixes].some((p) => key.startsWith(p.split('.')[0]))
    );
  });
}
