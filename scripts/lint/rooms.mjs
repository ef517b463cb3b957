/**
 * The renderer's rooms (issue 25): each top-level folder of `renderer/` is a room, and each
 * `renderer/features/<name>/` is a room of its own. This ESLint rule keeps them depending one way:
 *
 * - a room imports only the rooms its line of the table allows (`rooms` option);
 * - a feature is entered only through its `index.ts`, from anywhere outside it;
 * - no circle between rooms, the table's allowances included: the table is checked when the config
 *   loads (`assertOneWay`), and every import that closes a circle in the code is reported;
 * - a folder the table does not know is reported, so that a new room says where it stands.
 *
 * The rule reads every renderer file once per lint run (a regex over its import lines) to see the
 * circles; what it reports points at the import to change.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** `features/<name>` for a feature, the folder for another room, undefined for a file at the root. */
export function roomOf(rendererRoot, file) {
  const parts = relative(rendererRoot, file).split(sep);
  if (parts[0] === '..' || parts.length === 0) return undefined;
  if (parts[0] === 'features') return parts.length > 1 ? `features/${parts[1]}` : undefined;
  if (parts.length === 1) {
    const dir = join(rendererRoot, parts[0]);
    return existsSync(dir) && statSync(dir).isDirectory() ? parts[0] : undefined;
  }
  return parts[0];
}

/** Whether an import of `target` (a path without extension) enters feature `room` past its index. */
function pastIndex(rendererRoot, room, target) {
  if (!room.startsWith('features/')) return false;
  const inside = relative(join(rendererRoot, room), target);
  return inside !== '' && inside !== 'index';
}

/** The allowed rooms of `room`: its own line, or the one of `features/*` for a feature. */
function allowedOf(rooms, room) {
  return rooms[room] ?? (room.startsWith('features/') ? rooms['features/*'] : undefined);
}

/** Whether `from` → `to` is allowed by the table (a feature may name another feature or `features/*`). */
function allows(rooms, from, to) {
  const allowed = allowedOf(rooms, from);
  if (!allowed) return false;
  return allowed.includes(to) || (to.startsWith('features/') && allowed.includes('features/*'));
}

/**
 * Throws when the table itself has a circle (`a` may import `b` and `b` may import `a`, or longer):
 * a table that allowed both directions would let a two-way dependency through.
 */
export function assertOneWay(rooms) {
  const named = Object.keys(rooms).filter((r) => r !== 'features/*');
  const edges = (r) => (allowedOf(rooms, r) ?? []).filter((t) => t !== 'features/*' && t !== r);
  const state = new Map();
  const visit = (room, path) => {
    if (state.get(room) === 'done') return;
    if (state.get(room) === 'open') {
      const circle = [...path.slice(path.indexOf(room)), room].join(' → ');
      throw new Error(
        `Les pièces du renderer doivent dépendre dans un seul sens : ${circle} (eslint.config.js, ROOMS).`,
      );
    }
    state.set(room, 'open');
    for (const next of edges(room)) visit(next, [...path, room]);
    state.set(room, 'done');
  };
  for (const room of named) visit(room, []);
}

const IMPORT_RE =
  /(?:^|\n)\s*(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(path, out);
    else if (/\.tsx?$/.test(entry.name) && !isTestFile(path)) out.push(path);
  }
  return out;
}

/** Tests and their helpers may reach further in; they are not rooms' code. */
export function isTestFile(file) {
  return (
    /\.test\.tsx?$/.test(file) || /[\\/]test-[^\\/]*\.tsx?$/.test(file) || /[\\/]test-setup\.ts$/.test(file)
  );
}

const graphs = new Map();

/** The room graph of the code as it is on disk: room → rooms it imports (read once per run). */
function codeGraph(rendererRoot, exceptions) {
  const key = `${rendererRoot}\0${JSON.stringify(exceptions)}`;
  const known = graphs.get(key);
  if (known) return known;
  const graph = new Map();
  for (const file of sourceFiles(rendererRoot)) {
    const from = roomOf(rendererRoot, file);
    if (!from) continue;
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(IMPORT_RE)) {
      const spec = m[1] ?? m[2];
      if (!spec.startsWith('.')) continue;
      const to = roomOf(rendererRoot, resolve(dirname(file), spec));
      if (!to || to === from || isException(exceptions, from, to)) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from).add(to);
    }
  }
  graphs.set(key, graph);
  return graph;
}

function isException(exceptions, from, to) {
  return exceptions.some((e) => e.from === from && e.to === to);
}

/** A path of rooms from `start` to `goal` in the graph, or undefined. */
function pathBetween(graph, start, goal) {
  const seen = new Set([start]);
  const queue = [[start]];
  while (queue.length > 0) {
    const path = queue.shift();
    const last = path[path.length - 1];
    if (last === goal) return path;
    for (const next of graph.get(last) ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push([...path, next]);
    }
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const roomsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Renderer rooms depend one way, and a feature is entered through its index.ts.' },
    schema: [
      {
        type: 'object',
        properties: {
          rooms: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          exceptions: {
            type: 'array',
            items: {
              type: 'object',
              properties: { from: { type: 'string' }, to: { type: 'string' }, reason: { type: 'string' } },
              required: ['from', 'to', 'reason'],
              additionalProperties: false,
            },
          },
        },
        required: ['rooms'],
        additionalProperties: false,
      },
    ],
    messages: {
      notAllowed:
        '« {{from}} » n’importe pas « {{to}} » : les pièces du renderer dépendent dans un seul sens (docs/architecture.md ; {{from}} peut importer : {{allowed}}).',
      pastIndex: 'Une fonctionnalité s’importe par son index.ts : « {{room}} », pas « {{spec}} ».',
      circle:
        'Dépendance circulaire entre pièces du renderer : {{circle}}. Déplacez ce qu’elles partagent dans une pièce plus basse.',
      unknownRoom:
        '« {{room}} » n’est pas une pièce connue : ajoutez-la à ROOMS (eslint.config.js) avec ce qu’elle peut importer.',
    },
  },
  create(context) {
    const file = context.filename;
    const marker = `${sep}renderer${sep}`;
    const at = file.lastIndexOf(marker);
    if (at < 0) return {};
    const rendererRoot = file.slice(0, at + marker.length - 1);
    const { rooms, exceptions = [] } = context.options[0];
    const from = roomOf(rendererRoot, file);
    const test = isTestFile(file);
    if (!from) return {};
    if (!allowedOf(rooms, from)) {
      return { Program: (node) => context.report({ node, messageId: 'unknownRoom', data: { room: from } }) };
    }

    const check = (node, spec) => {
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = resolve(dirname(file), spec);
      const to = roomOf(rendererRoot, target);
      if (!to || to === from || isException(exceptions, from, to)) return;
      if (!test && pastIndex(rendererRoot, to, target)) {
        context.report({ node, messageId: 'pastIndex', data: { room: to, spec } });
      }
      if (test) return;
      if (!allowedOf(rooms, to)) {
        context.report({ node, messageId: 'unknownRoom', data: { room: to } });
        return;
      }
      if (!allows(rooms, from, to)) {
        context.report({
          node,
          messageId: 'notAllowed',
          data: { from, to, allowed: (allowedOf(rooms, from) ?? []).join(', ') || 'rien' },
        });
        return;
      }
      const back = pathBetween(codeGraph(rendererRoot, exceptions), to, from);
      if (back) context.report({ node, messageId: 'circle', data: { circle: [from, ...back].join(' → ') } });
    };

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
