/**
 * The generator behind shared/files/fault-fuzz.test.ts (issue 17 › Proof): random fights reached
 * through engine events, files Paravent wrote for them, and mutations of those files (ids, seq,
 * order, current, morale keys, numbers at and past their limits, a byte-order mark, mis-decoded
 * text). For every accepted file, a GM's gestures are played through the engine, the fight is
 * saved, reopened and compared. Deterministic (a seed), no Math.random.
 */
import { applyEvent, createEncounter, EngineError } from '../combat';
import type { CombatantId, Encounter, EncounterEvent } from '../combat';
import { createSeededRng, getSystem, SYSTEM_IDS } from '../rules';
import type { SeededRng, SystemId } from '../rules';
import { encounterToFileText } from './encounter-file';
import { FILE_MESSAGES } from './messages';
import { readParaventFile } from './read-file';
import { checkedEncounterText } from './write-check';

/** Group names that are also names of Object.prototype's properties. */
const TRICKY_GROUPS = ['toString', 'valueOf', 'hasOwnProperty', 'constructor', '__proto__', 'Orque'];

const pickOf = <T>(rng: SeededRng, items: readonly T[]): T => items[rng.nextInt(0, items.length - 1)];

function tryEvent(enc: Encounter, event: EncounterEvent): Encounter {
  try {
    return applyEvent(enc, event);
  } catch (error) {
    if (error instanceof EngineError) return enc;
    throw error;
  }
}

function randomGesture(enc: Encounter, rng: SeededRng): EncounterEvent {
  const ids = enc.combatants.map((c) => c.id);
  const who = ids.length > 0 ? pickOf(rng, ids) : ('c-1' as CombatantId);
  const conditions = getSystem(enc.system).conditions;
  const groups = [...new Set(enc.combatants.flatMap((c) => (c.group === undefined ? [] : [c.group])))];
  const options: EncounterEvent[] = [
    { type: 'turn-advanced' },
    { type: 'turn-advanced' },
    { type: 'turn-reverted' },
    { type: 'damage', id: who, amount: rng.nextInt(0, 12) },
    { type: 'healing', id: who, amount: rng.nextInt(0, 5) },
    { type: 'initiative-rolled' },
    { type: 'initiative-set', id: who, value: rng.nextInt(-5, 30) },
    { type: 'combatant-added', combatant: quickAdd(rng) },
    { type: 'combatants-duplicated', id: who, count: rng.nextInt(1, 3) },
    { type: 'combatant-removed', id: who, sourceEffects: 'end' },
    { type: 'delayed', id: enc.current ?? who },
    {
      type: 'effect-applied',
      targets: [who],
      what:
        conditions.length > 0 && rng.nextInt(0, 1) === 0
          ? { kind: 'condition', conditionId: pickOf(rng, conditions).id }
          : { kind: 'custom', name: 'Bénédiction', modifiers: [{ target: 'attack', value: 1 }] },
      duration: { kind: 'rounds', rounds: rng.nextInt(1, 4) },
    },
    { type: 'morale-checked', group: groups.length > 0 ? pickOf(rng, groups) : 'Orque' },
  ];
  if (enc.phase === 'setup') options.push({ type: 'combat-started' }, { type: 'combat-started' });
  return pickOf(rng, options);
}

function quickAdd(rng: SeededRng) {
  return {
    name: `${pickOf(rng, ['Orque', 'Gobelin', 'Aldric', 'Loup'])} ${rng.nextInt(1, 9)}`,
    hpMax: rng.nextInt(1, 30),
    initiativeModifier: rng.nextInt(-2, 6),
    initiativeScore: rng.nextInt(5, 20),
    side: pickOf(rng, ['pc', 'ally', 'enemy', 'neutral'] as const),
    group: pickOf(rng, TRICKY_GROUPS),
    defences: { morale: rng.nextInt(2, 12), ac: rng.nextInt(10, 20) },
    fighter: { con: rng.nextInt(3, 18), dex: rng.nextInt(3, 18) },
  };
}

/** A fight reached through engine events only (so every state is one a GM can reach). */
export function reachableFight(seed: number): Encounter {
  const rng = createSeededRng(seed);
  const system: SystemId = pickOf(rng, SYSTEM_IDS);
  let enc = createEncounter({ id: `enc-${seed}`, name: 'Embuscade', system, seed });
  const count = rng.nextInt(1, 7);
  for (let i = 0; i < count; i += 1)
    enc = tryEvent(enc, { type: 'combatant-added', combatant: quickAdd(rng) });
  const gestures = rng.nextInt(0, 30);
  for (let i = 0; i < gestures; i += 1) enc = tryEvent(enc, randomGesture(enc, rng));
  return enc;
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every mutation a file may suffer (each keeps the JSON otherwise as Paravent wrote it). */
const MUTATIONS: readonly ((file: Json, rng: SeededRng) => void)[] = [
  (f) => delete body(f).seq,
  (f) => (body(f).seq = 1),
  (f, rng) => (body(f).seq = rng.nextInt(1, 5)),
  (f) => delete body(f).order,
  (f) => (body(f).order = []),
  (f) => (body(f).order = Array.isArray(body(f).order) ? [...(body(f).order as unknown[])].reverse() : []),
  (f) => (body(f).order = [...(Array.isArray(body(f).order) ? (body(f).order as unknown[]) : []), 'c-999']),
  (f) => (body(f).current = null),
  (f) => (body(f).current = 'inconnu'),
  (f) => delete body(f).current,
  (f) => (body(f).phase = 'running'),
  (f) => (body(f).phase = 'setup'),
  (f, rng) => {
    const morale = isObject(body(f).morale) ? (body(f).morale as Json) : {};
    Object.defineProperty(morale, pickOf(rng, TRICKY_GROUPS), {
      value: { firstDownSignalled: true, halfDownSignalled: false, checksPassed: rng.nextInt(0, 2) },
      enumerable: true,
      writable: true,
      configurable: true,
    });
    body(f).morale = morale;
  },
  (f, rng) => combatant(f, rng, (c) => ((c.fighter as Json).con = pickOf(rng, [99, 100, 150, -1, 1e9]))),
  (f, rng) => combatant(f, rng, (c) => ((c.fighter as Json).dex = pickOf(rng, [100, 0, 3.5]))),
  (f, rng) => combatant(f, rng, (c) => ((c.defences as Json).morale = pickOf(rng, [1, 13, 40]))),
  (f, rng) => combatant(f, rng, (c) => ((c.hp as Json).current = pickOf(rng, [-1e7, 1e7, 0]))),
  (f, rng) => combatant(f, rng, (c) => ((c.initiative as Json).count = pickOf(rng, [1e12, -1e12, 0]))),
  (f, rng) => combatant(f, rng, (c) => ((c.initiative as Json).result = pickOf(rng, [1e7, -1e7]))),
  (f, rng) => combatant(f, rng, (c) => (c.group = pickOf(rng, TRICKY_GROUPS))),
  (f, rng) => combatant(f, rng, (c) => (c.id = `c-${rng.nextInt(1, 40)}`)),
  (f, rng) => {
    const effects = body(f).effects;
    if (Array.isArray(effects) && effects.length > 0) {
      const e = pickOf(rng, effects) as Json;
      e.id = `e-${rng.nextInt(1, 40)}`;
    }
  },
  (f) => (body(f).round = 1e12),
  (f, rng) => {
    const keys = Object.keys(body(f));
    delete body(f)[pickOf(rng, keys)];
  },
  (f, rng) => {
    const keys = Object.keys(body(f));
    body(f)[pickOf(rng, keys)] = pickOf(rng, [null, 'texte', 12, [], {}]);
  },
];

function body(f: Json): Json {
  return f.encounter as Json;
}

function combatant(f: Json, rng: SeededRng, change: (c: Json) => void): void {
  const list = body(f).combatants;
  if (!Array.isArray(list) || list.length === 0) return;
  const c = pickOf(rng, list) as Json;
  for (const key of ['fighter', 'defences', 'hp', 'initiative']) if (!isObject(c[key])) c[key] = {};
  change(c);
}

/** Mis-decodes UTF-8 as Latin-1 (a file through the wrong encoding): accents become « Ã© ». */
function latin1Mojibake(text: string): string {
  return text.replace(/[^\0-\x7f]/g, (ch) =>
    [...new TextEncoderLite().encode(ch)].map((b) => String.fromCharCode(b)).join(''),
  );
}

/** UTF-8 bytes of a short string without TextEncoder (shared/ has no DOM). */
class TextEncoderLite {
  encode(ch: string): number[] {
    const code = ch.codePointAt(0) ?? 0;
    if (code < 0x800) return [0xc0 | (code >> 6), 0x80 | (code & 63)];
    return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)];
  }
}

/** A file Paravent wrote, mutated 1 to 3 times; sometimes with a BOM or mis-decoded. */
export function mutatedFile(seed: number): string {
  const rng = createSeededRng(seed);
  const file = JSON.parse(encounterToFileText(reachableFight(seed))) as Json;
  const times = rng.nextInt(1, 3);
  for (let i = 0; i < times; i += 1) pickOf(rng, MUTATIONS)(file, rng);
  let text = JSON.stringify(file);
  const wrap = rng.nextInt(0, 9);
  if (wrap === 0) text = `\uFEFF${text}`;
  if (wrap === 1) text = latin1Mojibake(text);
  return text;
}

/** What went wrong with an accepted file (empty: nothing). */
export function brokenAfterAccept(enc: Encounter, seed: number): string[] {
  const problems: string[] = [];
  const rng = createSeededRng(seed ^ 0x5bd1e995);
  let state = enc;
  const play = (event: EncounterEvent) => {
    try {
      state = applyEvent(state, event);
    } catch (error) {
      if (!(error instanceof EngineError)) {
        problems.push(`${event.type} : ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
      if (event.type === 'combatant-added' && state.phase !== 'ended' && /déjà pris/.test(error.message))
        problems.push(`ajout rapide refusé : ${error.message}`);
      if (event.type === 'turn-advanced' && state.phase === 'running' && error.code !== 'not-allowed')
        problems.push(`tour suivant refusé : ${error.message}`);
    }
  };
  play({ type: 'combatant-added', combatant: quickAdd(rng) });
  for (let i = 0; i < 12; i += 1) play(randomGesture(state, rng));
  play({ type: 'combatant-added', combatant: quickAdd(rng) });
  for (const group of TRICKY_GROUPS) play({ type: 'morale-checked', group, roll: 7 });
  play({ type: 'turn-advanced' });
  const ids = [...state.combatants.map((c) => c.id), ...state.effects.map((e) => e.id)];
  if (new Set(ids).size !== ids.length) problems.push('identifiants en double après les gestes');
  const checked = checkedEncounterText(state);
  // Refused by the writer, with a message, before anything is written: told, not broken.
  if (!checked.ok) return problems;
  const text = checked.text;
  const back = readParaventFile(text);
  if (!back.ok) return [...problems, `relecture refusée : ${back.message}`];
  if (back.kind !== 'encounter') return [...problems, 'relu comme bibliothèque'];
  if (back.repairs.length > 0) problems.push(`relecture avec réparations : ${back.repairs.join(' ; ')}`);
  const again = encounterToFileText(back.encounter);
  if (again !== text) problems.push(`rouvert, le combat diffère : ${firstDifference(text, again)}`);
  return problems;
}

function firstDifference(a: string, b: string): string {
  const la = a.split('\n');
  const lb = b.split('\n');
  const i = la.findIndex((line, k) => line !== lb[k]);
  return `ligne ${i + 1} : ${la[i]?.trim()} → ${lb[i]?.trim()}`;
}

/** Tally of a run. */
export interface FuzzTally {
  inputs: number;
  accepted: number;
  repaired: number;
  refused: number;
  /** Refused with « erreur inattendue » instead of a field message. */
  unexpected: number;
  /** Accepted files that broke, with the first problem each (seed: problem). */
  broken: string[];
}

/** Runs `count` mutated files from `firstSeed` (see the file comment). */
export function runFaultFuzz(firstSeed: number, count: number): FuzzTally {
  const tally: FuzzTally = { inputs: 0, accepted: 0, repaired: 0, refused: 0, unexpected: 0, broken: [] };
  for (let seed = firstSeed; seed < firstSeed + count; seed += 1) {
    tally.inputs += 1;
    const read = readParaventFile(mutatedFile(seed));
    if (!read.ok) {
      tally.refused += 1;
      if (read.message === FILE_MESSAGES.unexpected) tally.unexpected += 1;
      continue;
    }
    if (read.kind !== 'encounter') continue;
    tally.accepted += 1;
    if (read.repairs.length > 0) tally.repaired += 1;
    const problems = brokenAfterAccept(read.encounter, seed);
    if (problems.length > 0) tally.broken.push(`${seed}: ${problems[0]}`);
  }
  return tally;
}
