/**
 * A fast path in front of a valibot schema, for the files Paravent writes itself (issue 9 bench:
 * a 2,000-combatant file validated in ≤ 10 ms). valibot builds a dataset and a new object for every
 * value it checks; most files are already exactly what the schema would output (every field
 * present, every number in range, every text short enough, no unknown key). For those, a predicate
 * compiled once from the schema's own structure checks the value in one pass and without
 * allocating, and the value is its own output. Anything else — a missing field that has a default,
 * an unknown key, a number to clamp, a wrong type, a schema part it does not know — answers false,
 * and valibot reads the value as before, with its messages. So the validation is the same: the
 * fast path only ever accepts values valibot would return unchanged (a property test checks it).
 */
import type * as v from 'valibot';

/** A predicate: is this value already the schema's output? */
type Check = (value: unknown) => boolean;

/**
 * Transformations of the schemas that leave a value unchanged when a condition holds (a text cut
 * at `max` when it is no longer, a clamp when in range, an id brand). Registered where they are
 * built (schema-parts.ts, encounter-schema.ts); an unregistered transformation disables the path.
 */
const IDENTITY_WHEN = new WeakMap<object, Check>();

/** Registers `action` as unchanged on values that pass `when`; returns the action. */
export function identityWhen<T extends object>(action: T, when: Check): T {
  IDENTITY_WHEN.set(action, when);
  return action;
}

interface Node {
  kind: string;
  type: string;
  [key: string]: unknown;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

function actionCheck(action: Node): Check | null {
  const registered = IDENTITY_WHEN.get(action);
  if (registered) return registered;
  const req = action.requirement;
  switch (action.type) {
    case 'max_length':
      return typeof req === 'number' ? (x) => (x as { length: number }).length <= req : null;
    case 'length':
      return typeof req === 'number' ? (x) => (x as { length: number }).length === req : null;
    case 'safe_integer':
      return (x) => Number.isSafeInteger(x);
    case 'check':
      return typeof req === 'function' ? (x) => req(x) === true : null;
    default:
      return null;
  }
}

function objectCheck(entries: Record<string, Node>): Check | null {
  const keys = Object.keys(entries);
  const checks = new Map<string, Check>();
  /** Keys that may be absent from an output: optional with no default. */
  const mayLack = new Set<string>();
  for (const key of keys) {
    const entry = entries[key];
    const check = compile(entry);
    if (!check) return null;
    checks.set(key, check);
    if ((entry.type === 'optional' || entry.type === 'nullish') && entry.default === undefined)
      mayLack.add(key);
  }
  return (value) => {
    if (!isPlainObject(value)) return false;
    let present = 0;
    for (const key in value) {
      const check = checks.get(key);
      if (!check || !Object.hasOwn(value, key) || !check(value[key])) return false;
      present += 1;
    }
    if (present === keys.length) return true;
    for (const key of keys) if (!Object.hasOwn(value, key) && !mayLack.has(key)) return false;
    return true;
  };
}

function baseCheck(node: Node): Check | null {
  switch (node.type) {
    case 'object':
      return objectCheck(node.entries as Record<string, Node>);
    case 'optional':
    case 'nullable': {
      const inner = compile(node.wrapped as Node);
      const empty = node.type === 'optional' ? undefined : null;
      // With a default, an empty value becomes the default: not unchanged.
      const emptyOk = node.default === undefined;
      return inner && ((x) => (x === empty ? emptyOk : inner(x)));
    }
    case 'picklist': {
      const options = new Set(node.options as unknown[]);
      return (x) => options.has(x);
    }
    case 'literal':
      return (x) => x === node.literal;
    case 'boolean':
      return (x) => typeof x === 'boolean';
    case 'string':
      return (x) => typeof x === 'string';
    case 'custom': {
      const custom = node.check as (x: unknown) => boolean;
      return (x) => custom(x);
    }
    case 'number':
      return (x) => typeof x === 'number' && !Number.isNaN(x);
    case 'array': {
      const item = compile(node.item as Node);
      return item && ((x) => Array.isArray(x) && x.every(item));
    }
    case 'record': {
      const key = compile(node.key as Node);
      const value = compile(node.value as Node);
      return key && value && ((x) => isPlainObject(x) && Object.keys(x).every((k) => key(k) && value(x[k])));
    }
    case 'variant': {
      const discriminator = node.key as string;
      const options = new Map<unknown, Check>();
      for (const option of node.options as Node[]) {
        const literal = (option.entries as Record<string, Node> | undefined)?.[discriminator];
        const check = compile(option);
        if (option.type !== 'object' || literal?.type !== 'literal' || !check) return null;
        options.set(literal.literal, check);
      }
      return (x) => isPlainObject(x) && (options.get(x[discriminator])?.(x) ?? false);
    }
    default:
      return null;
  }
}

/** All the checks, in order (the common one- and two-step cases without a loop). */
function allOf(steps: readonly Check[]): Check {
  const [a, b, c] = steps;
  if (steps.length === 1) return a;
  if (steps.length === 2) return (x) => a(x) && b(x);
  if (steps.length === 3) return (x) => a(x) && b(x) && c(x);
  return (x) => {
    for (const step of steps) if (!step(x)) return false;
    return true;
  };
}

const COMPILED = new WeakMap<object, Check | null>();

/** The predicate of a schema, or null when some part of it is not understood (no fast path). */
function compile(node: Node): Check | null {
  if (COMPILED.has(node)) return COMPILED.get(node) ?? null;
  const pipe = node.pipe as Node[] | undefined;
  // A pipe's first item is its schema (itself maybe a pipe, like an id with its own checks).
  const base = pipe ? compile(pipe[0]) : baseCheck(node);
  let check = base;
  if (base && pipe) {
    const steps: Check[] = [base];
    for (const action of pipe.slice(1)) {
      if (action.kind === 'metadata') continue;
      const step = actionCheck(action);
      if (!step) {
        check = null;
        break;
      }
      steps.push(step);
    }
    if (check) check = allOf(steps);
  }
  COMPILED.set(node, check);
  return check;
}

/**
 * `schema` with the fast path in front: a value that is already its output is accepted as it is;
 * any other goes through valibot. Same type, same messages.
 */
export function withFastPath<S extends v.GenericSchema>(schema: S): S {
  const check = compile(schema as unknown as Node);
  if (!check) throw new Error('withFastPath: this schema has a part the fast path does not know');
  const run = schema['~run'].bind(schema);
  const fast: S = {
    ...schema,
    '~run'(dataset, config) {
      if (check(dataset.value)) return { typed: true, value: dataset.value } as ReturnType<typeof run>;
      return run(dataset, config);
    },
  };
  ORIGINALS.set(fast, schema);
  return fast;
}

const ORIGINALS = new WeakMap<object, v.GenericSchema>();

/** The schema behind a fast path, run by valibot alone (for tests). */
export function withoutFastPath<S extends v.GenericSchema>(schema: S): S {
  const original = ORIGINALS.get(schema);
  if (!original) throw new Error('withoutFastPath: no fast path on this schema');
  return original as S;
}

/** Whether the fast path accepts `value` for `schema` (for tests). */
export function fastPathAccepts(schema: v.GenericSchema, value: unknown): boolean {
  return compile(schema as unknown as Node)?.(value) ?? false;
}
