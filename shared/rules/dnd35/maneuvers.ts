import type { ManeuverOutcome, ManeuverRequest, ManeuverStep } from '../types';
import { RulesError, requireInteger } from '../errors';
import { sizeIndex } from '../common/sizes';
import type { Check, OpposedResult } from './checks';
import { opposed, rollCheck, RollReader } from './checks';
import type { FighterStats, Part } from './fighter';
import { conditionParts, readFighter } from './fighter';
import {
  abilityCheckParts,
  grappleCheckParts,
  inGrapple,
  meleeAttackParts,
  sizeGapBonus,
  touchArmorClass,
  weaponModifier,
} from './maneuver-parts';

/** Everything a manoeuvre flow needs, validated. */
interface Context {
  a: FighterStats;
  d: FighterStats;
  rolls: RollReader;
  charging: boolean;
  maintain: boolean;
  withWeapon: boolean;
  situational: Part[];
  /** Flanking +2: melee touch attack and opposed attack rolls only (DRS › Prise en tenaille). */
  flanking: Part[];
  aooDamage: number;
  grappleAction?: Dnd35GrappleAction;
  escapeArtist?: number;
  counter: boolean;
}

/** What a grappler does with a won grapple check (DRS › Lutte › Options). */
type Dnd35GrappleAction = 'damage' | 'pin' | 'move' | 'escape';
const DND35_GRAPPLE_ACTIONS: readonly string[] = ['damage', 'pin', 'move', 'escape'];

const FRENCH_NAMES: Record<string, string> = {
  grapple: 'la lutte',
  'bull-rush': 'la bousculade',
  trip: 'le croc-en-jambe',
  overrun: 'le renversement',
  disarm: 'le désarmement',
  sunder: 'la destruction',
};

function readContext(req: ManeuverRequest): Context {
  const o = req.options ?? {};
  const situational =
    o.situational === undefined ? 0 : requireInteger(o.situational, 'modificateur de circonstance');
  const a = readFighter(req.attacker, 'attaquant');
  const d = readFighter(req.defender, 'défenseur');
  const aooDamage = o.aooDamage === undefined ? 0 : requireInteger(o.aooDamage, 'dégâts de l’AdO');
  const action = o.grappleAction;
  if (action !== undefined) {
    if (req.maneuver !== 'grapple' || o.maintain !== true || !DND35_GRAPPLE_ACTIONS.includes(action)) {
      throw new RulesError(
        'not-applicable',
        `Action de lutte « ${String(action)} » : en D&D 3.5, dégâts, immobiliser, se déplacer ou s’échapper, dans une lutte déjà engagée`,
        { action },
      );
    }
  }
  const escapeArtist =
    o.escapeArtist === undefined ? undefined : requireInteger(o.escapeArtist, 'bonus d’Évasion');
  if (escapeArtist !== undefined && action !== 'escape') {
    throw new RulesError('not-applicable', 'Évasion ne sert qu’à s’échapper d’une lutte');
  }
  return {
    a,
    d,
    rolls: new RollReader(req.rolls, FRENCH_NAMES[req.maneuver] ?? req.maneuver, req.rng),
    charging: o.charging === true,
    maintain: o.maintain === true,
    withWeapon: o.withWeapon === true,
    situational: situational === 0 ? [] : [{ label: 'circonstances', value: situational }],
    flanking: o.flanking === true ? [{ label: 'prise en tenaille', value: 2 }] : [],
    aooDamage,
    grappleAction: action as Dnd35GrappleAction | undefined,
    escapeArtist,
    counter: o.counter === true,
  };
}

/** A touch attack: hit or miss, with natural 20 / natural 1 automatic (DRS › Jet d'attaque). */
function touchAttack(c: Context, title: string): { step: ManeuverStep; hit: boolean; margin: number } {
  const ac = touchArmorClass(c.d, c.a);
  const parts = [...meleeAttackParts(c.a, c.d, c.charging), ...c.flanking];
  const check = rollCheck(c.rolls, title.toLowerCase(), parts, ['BBA', 'For']);
  const margin = check.total - ac.value;
  let hit = margin >= 0;
  let note = hit ? 'touché' : 'raté';
  if (check.natural === 20) [hit, note] = [true, '20 naturel : touche automatiquement'];
  if (check.natural === 1) [hit, note] = [false, '1 naturel : raté automatiquement'];
  const step = {
    label: `${title} : ${check.text} contre ${ac.text} — ${note}`,
    natural: check.natural,
    total: check.total,
    against: ac.value,
    success: hit,
  };
  return { step, hit, margin };
}

/** Rolls the attacker's then the defender's check and settles the opposition (ties included). */
function opposedChecks(
  c: Context,
  what: string,
  aTitle: string,
  aParts: Part[],
  dTitle: string,
  dParts: Part[],
): { steps: ManeuverStep[]; result: OpposedResult } {
  const keepA = ['BBA', 'For'];
  const a: Check = rollCheck(c.rolls, aTitle.toLowerCase(), [...aParts, ...c.situational], keepA);
  const d: Check = rollCheck(c.rolls, dTitle.toLowerCase(), dParts, keepA);
  const result = opposed(a, d, c.rolls, what);
  const steps: ManeuverStep[] = [
    {
      label: `${aTitle} : ${a.text} contre ${d.total}`,
      natural: a.natural,
      total: a.total,
      against: d.total,
      success: result.attackerWins,
    },
    { label: `${dTitle} : ${d.text}`, natural: d.natural, total: d.total },
    ...result.steps,
  ];
  return { steps, result };
}

function outcome(
  success: boolean,
  margin: number,
  steps: ManeuverStep[],
  effects: ManeuverOutcome['effects'] = [],
): ManeuverOutcome {
  return { success, margin, steps, effects };
}

/** A step saying that a damaging attack of opportunity spoiled the attempt (DRS › Lutte, étape 1; Désarmement). */
function spoiledByAoo(c: Context, what: string): ManeuverOutcome | undefined {
  if (c.aooDamage <= 0) return undefined;
  return outcome(false, 0, [
    {
      label: `L’attaque d’opportunité de la cible a infligé ${c.aooDamage} dégât(s) : ${what} échoue`,
      success: false,
    },
  ]);
}

/** The grappler's check in a grapple under way: the grapple check, or Escape Artist to escape. */
function maintainedCheckParts(c: Context): Part[] {
  if (c.escapeArtist !== undefined) {
    return [{ label: 'Évasion', value: c.escapeArtist }, ...conditionParts(c.a, ['skills'])];
  }
  const parts = grappleCheckParts(c.a);
  // DRS › Lutte › Se déplacer, note: +4 to move a pinned opponent (two in the grapple).
  if (c.grappleAction === 'move' && c.d.conditions.has('pinned'))
    parts.push({ label: 'adversaire immobilisé', value: 4 });
  return parts;
}

type Effects = ManeuverOutcome['effects'];

/** What a won or lost check does in a grapple under way (DRS › Lutte › Options). */
function grappleActionResult(
  c: Context,
  success: boolean,
): { label: string; effects: Effects; ends: Effects } {
  const none = { effects: [], ends: [] };
  const escaperPinned = c.a.conditions.has('pinned');
  switch (c.grappleAction) {
    case 'pin':
      return success
        ? {
            label: 'Immobilisation : la cible est immobilisée pendant 1 round (on peut l’empêcher de parler)',
            effects: [{ who: 'defender', condition: 'pinned' }],
            ends: [],
          }
        : { label: 'Échec : la cible n’est pas immobilisée, la lutte continue', ...none };
    case 'damage':
      return success
        ? {
            label:
              'Dégâts : ceux d’une attaque à mains nues (1d3 non létaux en taille M, 1d2 en P, + mod. de For ; létaux avec −4 au test)',
            ...none,
          }
        : { label: 'Échec : pas de dégâts, la lutte continue', ...none };
    case 'move':
      return success
        ? {
            label: 'Déplacement : la moitié de sa vitesse, en emmenant ceux qu’il agrippe',
            ...none,
          }
        : { label: 'Échec : personne ne bouge', ...none };
    case 'escape':
      if (!success) return { label: 'Échec : il reste pris', ...none };
      if (escaperPinned) {
        return {
          label: 'Il se dégage de l’immobilisation mais reste agrippé',
          effects: [],
          ends: [{ who: 'attacker', condition: 'pinned' }],
        };
      }
      return {
        label: 'Il s’échappe : la lutte prend fin ; il finit son action sur une case adjacente',
        effects: [],
        ends: [
          { who: 'attacker', condition: 'grappled' },
          { who: 'defender', condition: 'grappled' },
          { who: 'defender', condition: 'pinned' },
        ],
      };
    default:
      return {
        label: success
          ? 'L’attaquant l’emporte : il choisit une option de lutte (dégâts, immobiliser, se déplacer…)'
          : 'Le défenseur l’emporte',
        ...none,
      };
  }
}

/** DRS › Lutte, a grapple under way: one opposed check, then the chosen option. */
function maintainedGrapple(c: Context): ManeuverOutcome {
  if (c.a.conditions.has('pinned') && c.grappleAction !== undefined && c.grappleAction !== 'escape') {
    throw new RulesError(
      'not-applicable',
      'Immobilisé : il ne peut que tenter de se dégager (DRS › Lutte › Options d’un personnage immobilisé)',
    );
  }
  const steps: ManeuverStep[] = [
    { label: 'Lutte déjà engagée : test de lutte opposé, sans attaque de contact' },
  ];
  const checks = opposedChecks(
    c,
    'lutte',
    c.escapeArtist === undefined ? 'Test de lutte de l’attaquant' : 'Test d’Évasion de l’attaquant',
    maintainedCheckParts(c),
    'Test de lutte du défenseur',
    grappleCheckParts(c.d),
  );
  steps.push(...checks.steps);
  const success = checks.result.attackerWins;
  const result = grappleActionResult(c, success);
  steps.push({ label: result.label, success });
  return { ...outcome(success, checks.result.margin, steps, result.effects), ends: result.ends };
}

/** DRS › Lutte: touch attack (automatic against a creature already grappling), then opposed grapple checks. */
function grapple(c: Context): ManeuverOutcome {
  if (c.maintain) return maintainedGrapple(c);
  const steps: ManeuverStep[] = [];
  if (inGrapple(c.d)) {
    steps.push({
      label: 'Saisie automatique : la cible est déjà en situation de lutte (pas d’attaque de contact)',
      success: true,
    });
  } else {
    const spoiled = spoiledByAoo(c, 'la tentative de lutte');
    if (spoiled) return spoiled;
    const touch = touchAttack(c, 'Attaque de contact');
    steps.push(touch.step);
    if (!touch.hit) return outcome(false, touch.margin, steps);
  }
  const checks = opposedChecks(
    c,
    'lutte',
    'Test de lutte de l’attaquant',
    grappleCheckParts(c.a),
    'Test de lutte du défenseur',
    grappleCheckParts(c.d),
  );
  steps.push(...checks.steps);
  const tooBig = sizeIndex(c.d.size) - sizeIndex(c.a.size) >= 2;
  const success = checks.result.attackerWins && !tooBig;
  if (tooBig) {
    steps.push({
      label: 'Prise impossible : la cible a au moins deux catégories de taille de plus — échec automatique',
      success: false,
    });
  }
  steps.push({
    label: success
      ? 'Prise assurée : les deux combattants sont en lutte ; dégâts d’une attaque à mains nues'
      : 'La tentative de lutte échoue',
    success,
  });
  const effects: ManeuverOutcome['effects'] = success
    ? [
        { who: 'attacker', condition: 'grappled' },
        { who: 'defender', condition: 'grappled' },
      ]
    : [];
  return outcome(success, checks.result.margin, steps, effects);
}

function requireAtMostOneLarger(c: Context, name: string): void {
  const gap = sizeIndex(c.d.size) - sizeIndex(c.a.size);
  if (gap > 1) {
    throw new RulesError(
      'not-applicable',
      `${name} impossible : la cible a ${gap} catégories de taille de plus (1 au maximum)`,
      { gap },
    );
  }
}

/** DRS › Bousculade: opposed Strength checks; the winner pushes 1.5 m + 1.5 m per full 5 points. */
function bullRush(c: Context): ManeuverOutcome {
  requireAtMostOneLarger(c, 'Bousculade');
  const extra: Part[] = [];
  if (c.charging) extra.push({ label: 'charge', value: 2 });
  if (c.a.feats.has('improved-bull-rush')) extra.push({ label: 'Science de la bousculade', value: 4 });
  const checks = opposedChecks(
    c,
    'bousculade',
    'Test de Force de l’attaquant',
    abilityCheckParts(c.a, { ability: 'str', extra }),
    'Test de Force du défenseur',
    abilityCheckParts(c.d, { ability: 'str', stability: true }),
  );
  const { attackerWins, margin } = checks.result;
  if (!attackerWins) {
    checks.steps.push({
      label: 'Échec : l’attaquant recule de 1,50 m (à terre si cette case est occupée)',
      success: false,
    });
    return outcome(false, margin, checks.steps);
  }
  const distanceMeters = 1.5 + 1.5 * Math.floor(margin / 5);
  checks.steps.push({
    label: `Réussite : la cible recule de 1,50 m, jusqu’à ${String(distanceMeters).replace('.', ',')} m si l’attaquant l’accompagne (+1,50 m par tranche de 5 points d’écart, dans la limite de son déplacement)`,
    success: true,
  });
  return { ...outcome(true, margin, checks.steps), distanceMeters };
}

/** The defender's better check of Strength or Dexterity (trip, overrun). */
function strOrDex(f: FighterStats, stability: boolean): { ability: 'str' | 'dex'; parts: Part[] } {
  const str = abilityCheckParts(f, { ability: 'str', stability });
  const dex = abilityCheckParts(f, { ability: 'dex', stability });
  const sum = (ps: Part[]): number => ps.reduce((s, p) => s + p.value, 0);
  return sum(dex) > sum(str) ? { ability: 'dex', parts: dex } : { ability: 'str', parts: str };
}

const ABILITY_TITLE = { str: 'Force', dex: 'Dextérité' } as const;

/** DRS › Croc-en-jambe: touch attack, then Strength against the defender's better of Strength or Dexterity. */
function trip(c: Context): ManeuverOutcome {
  requireAtMostOneLarger(c, 'Croc-en-jambe');
  // DRS › Croc-en-jambe: the defender who was missed reacts at once with a Strength check, no touch attack.
  const touch = c.counter
    ? { step: { label: 'Riposte : tentative immédiate, sans attaque de contact' }, hit: true, margin: 0 }
    : touchAttack(c, c.withWeapon ? 'Attaque de contact (avec une arme)' : 'Attaque de contact à mains nues');
  if (!touch.hit) return outcome(false, touch.margin, [touch.step]);
  const extra: Part[] = c.a.feats.has('improved-trip')
    ? [{ label: 'Science du croc-en-jambe', value: 4 }]
    : [];
  const def = strOrDex(c.d, true);
  const checks = opposedChecks(
    c,
    'croc-en-jambe',
    'Test de Force de l’attaquant',
    abilityCheckParts(c.a, { ability: 'str', extra }),
    `Test de ${ABILITY_TITLE[def.ability]} du défenseur (la meilleure de For et Dex)`,
    def.parts,
  );
  const ok = checks.result.attackerWins;
  const last = ok
    ? 'Réussite : la cible tombe à terre'
    : c.counter
      ? 'Échec de la riposte : personne ne tombe'
      : 'Échec : le défenseur peut tenter à son tour de faire tomber l’attaquant';
  return outcome(
    ok,
    checks.result.margin,
    [touch.step, ...checks.steps, { label: last, success: ok }],
    ok ? [{ who: 'defender', condition: 'prone' }] : [],
  );
}

/** DRS › Renversement (the defender blocks): Strength against the defender's better of Strength or Dexterity. */
function overrun(c: Context): ManeuverOutcome {
  requireAtMostOneLarger(c, 'Renversement');
  const extra: Part[] = [];
  if (c.charging) extra.push({ label: 'charge', value: 2 });
  if (c.a.feats.has('improved-overrun')) extra.push({ label: 'Science du renversement', value: 4 });
  const def = strOrDex(c.d, true);
  const checks = opposedChecks(
    c,
    'renversement',
    'Test de Force de l’attaquant',
    abilityCheckParts(c.a, { ability: 'str', extra }),
    `Test de ${ABILITY_TITLE[def.ability]} du défenseur qui bloque (la meilleure de For et Dex)`,
    def.parts,
  );
  const ok = checks.result.attackerWins;
  const last = ok
    ? 'Réussite : le défenseur tombe à terre, l’attaquant poursuit son déplacement'
    : 'Échec : l’attaquant recule de 1,50 m ; le défenseur peut tenter de le renverser (tailles seulement)';
  checks.steps.push({ label: last, success: ok });
  return outcome(ok, checks.result.margin, checks.steps, ok ? [{ who: 'defender', condition: 'prone' }] : []);
}

function opposedAttackParts(
  f: FighterStats,
  other: FighterStats,
  charging: boolean,
  feat?: [string, string],
): Part[] {
  const parts = meleeAttackParts(f, other, charging);
  parts.push({ label: 'arme', value: weaponModifier(f) });
  parts.push({ label: 'écart de taille', value: sizeGapBonus(f, other) });
  if (feat && f.feats.has(feat[0])) parts.push({ label: feat[1], value: 4 });
  return parts;
}

/** DRS › Désarmement, Destruction: opposed attack rolls (no automatic result on a natural 20 or 1). */
function disarmOrSunder(c: Context, kind: 'disarm' | 'sunder'): ManeuverOutcome {
  if (c.d.weapon === 'unarmed') {
    throw new RulesError(
      'not-applicable',
      `${kind === 'disarm' ? 'Désarmement' : 'Destruction'} impossible : le défenseur n’a pas d’arme`,
    );
  }
  if (kind === 'disarm') {
    const spoiled = spoiledByAoo(c, 'le désarmement');
    if (spoiled) return spoiled;
  }
  const feat: [string, string] =
    kind === 'disarm'
      ? ['improved-disarm', 'Science du désarmement']
      : ['improved-sunder', 'Science de la destruction'];
  const checks = opposedChecks(
    c,
    kind === 'disarm' ? 'désarmement' : 'destruction',
    'Jet d’attaque opposé de l’attaquant',
    [...opposedAttackParts(c.a, c.d, c.charging, feat), ...c.flanking],
    'Jet d’attaque opposé du défenseur',
    opposedAttackParts(c.d, c.a, false),
  );
  const ok = checks.result.attackerWins;
  const texts = {
    disarm: [
      'Réussite : le défenseur lâche son arme (l’attaquant la saisit s’il était à mains nues)',
      c.counter
        ? 'Échec de la riposte : pas de nouvelle riposte'
        : 'Échec : le défenseur peut tenter aussitôt de désarmer l’attaquant',
    ],
    sunder: [
      'Réussite : lancez les dégâts contre l’arme ou le bouclier (solidité, points de résistance)',
      'Échec : aucun dégât à l’objet',
    ],
  }[kind];
  checks.steps.push({ label: ok ? texts[0] : texts[1], success: ok });
  const effects: ManeuverOutcome['effects'] =
    ok && kind === 'disarm' ? [{ who: 'defender', condition: 'disarmed' }] : [];
  return outcome(ok, checks.result.margin, checks.steps, effects);
}

/**
 * Resolves one D&D 3.5 manoeuvre from natural d20 rolls, consumed in this order (DESIGN.md §4):
 * grapple: touch attack (none when the target is already in a grapple, or with `maintain`), then the
 * attacker's and the defender's grapple checks; bull rush: attacker's then defender's Strength
 * checks; trip: touch attack, then attacker's Strength check, then defender's Strength-or-Dexterity
 * check; overrun: attacker's then defender's check; disarm and sunder: attacker's then defender's
 * opposed attack rolls. A tie with equal modifiers takes two more rolls (attacker, defender) until
 * they differ. `options.situational` adds to the attacker's opposed check; `flanking` +2 to the touch
 * attack and opposed attack rolls; `aooDamage` above 0 spoils a grapple or a disarm before any roll.
 * A grapple with `maintain` takes `grappleAction` ('damage', 'pin', 'move', 'escape'; the escaper is
 * the attacker, with `escapeArtist` replacing its grapple check) and lists what ends in `ends`.
 * Attacks of opportunity themselves are left to the GM.
 */
export function resolveDnd35Maneuver(req: ManeuverRequest): ManeuverOutcome {
  if (typeof req !== 'object' || req === null)
    throw new RulesError('invalid-number', 'Demande de manœuvre attendue');
  if (!Array.isArray(req.rolls))
    throw new RulesError('invalid-roll', 'rolls : liste de résultats de d20 attendue');
  const known = [
    'grapple',
    'bull-rush',
    'trip',
    'overrun',
    'disarm',
    'sunder',
    'drag',
    'reposition',
    'dirty-trick',
    'steal',
  ];
  if (!known.includes(req.maneuver)) {
    throw new RulesError('unknown-maneuver', `Manœuvre inconnue : ${String(req.maneuver)}`, {
      maneuver: req.maneuver,
    });
  }
  if (!(req.maneuver in FRENCH_NAMES)) {
    throw new RulesError('not-applicable', `La manœuvre ${req.maneuver} n’existe pas en D&D 3.5`, {
      maneuver: req.maneuver,
    });
  }
  const c = readContext(req);
  switch (req.maneuver) {
    case 'grapple':
      return grapple(c);
    case 'bull-rush':
      return bullRush(c);
    case 'trip':
      return trip(c);
    case 'overrun':
      return overrun(c);
    default:
      return disarmOrSunder(c, req.maneuver === 'disarm' ? 'disarm' : 'sunder');
  }
}
