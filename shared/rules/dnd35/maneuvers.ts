import type { Localized, ManeuverOutcome, ManeuverRequest, ManeuverStep } from '../types';
import { counted } from '../../locale';
import { AGAINST, COLON, join, say, step } from '../common/words';
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
  PART,
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
  /** A creature's special attack after a hit (trip, improved grab): no touch attack, no counter. */
  specialAttack: boolean;
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

/** Titles of the checks and rolls, in both languages. */
const TITLE = {
  touch: say('Attaque de contact', 'Touch attack'),
  touchArmed: say('Attaque de contact (avec une arme)', 'Touch attack (with a weapon)'),
  touchUnarmed: say('Attaque de contact à mains nues', 'Unarmed touch attack'),
  grappleA: say('Test de lutte de l’attaquant', 'Attacker’s grapple check'),
  grappleD: say('Test de lutte du défenseur', 'Defender’s grapple check'),
  escapeA: say('Test d’Évasion de l’attaquant', 'Attacker’s Escape Artist check'),
  strA: say('Test de Force de l’attaquant', 'Attacker’s Strength check'),
  strD: say('Test de Force du défenseur', 'Defender’s Strength check'),
  attackA: say('Jet d’attaque opposé de l’attaquant', 'Attacker’s opposed attack roll'),
  attackD: say('Jet d’attaque opposé du défenseur', 'Defender’s opposed attack roll'),
} as const;

/** What is tried, for a tie-break roll-off. */
const WHAT = {
  grapple: say('lutte', 'grapple'),
  bullRush: say('bousculade', 'bull rush'),
  trip: say('croc-en-jambe', 'trip'),
  overrun: say('renversement', 'overrun'),
  disarm: say('désarmement', 'disarm'),
  sunder: say('destruction', 'sunder'),
} as const;

/** A step with no roll: its text and whether it went the attacker's way. */
const line = (fr: string, en: string, success?: boolean): ManeuverStep =>
  step(say(fr, en), success === undefined ? {} : { success });

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
    situational:
      situational === 0 ? [] : [{ label: say('circonstances', 'circumstances'), value: situational }],
    flanking: o.flanking === true ? [{ label: say('prise en tenaille', 'flanking'), value: 2 }] : [],
    aooDamage,
    grappleAction: action as Dnd35GrappleAction | undefined,
    escapeArtist,
    counter: o.counter === true,
    specialAttack: o.specialAttack === true,
  };
}

/** A touch attack: hit or miss, with natural 20 / natural 1 automatic (DRS › Jet d'attaque). */
function touchAttack(c: Context, title: Localized): { step: ManeuverStep; hit: boolean; margin: number } {
  const ac = touchArmorClass(c.d, c.a);
  const parts = [...meleeAttackParts(c.a, c.d, c.charging), ...c.flanking];
  const check = rollCheck(c.rolls, title.fr.toLowerCase(), parts, ['BBA', 'For']);
  const margin = check.total - ac.value;
  let hit = margin >= 0;
  let note = hit ? say('touché', 'hit') : say('raté', 'miss');
  if (check.natural === 20)
    [hit, note] = [true, say('20 naturel : touche automatiquement', 'natural 20: always hits')];
  if (check.natural === 1)
    [hit, note] = [false, say('1 naturel : raté automatiquement', 'natural 1: always misses')];
  const text = join(title, COLON, check.text, AGAINST, ac.text, ' — ', note);
  return {
    step: step(text, { natural: check.natural, total: check.total, against: ac.value, success: hit }),
    hit,
    margin,
  };
}

/** Rolls the attacker's then the defender's check and settles the opposition (ties included). */
function opposedChecks(
  c: Context,
  what: Localized,
  aTitle: Localized,
  aParts: Part[],
  dTitle: Localized,
  dParts: Part[],
): { steps: ManeuverStep[]; result: OpposedResult } {
  const keepA = ['BBA', 'For'];
  const a: Check = rollCheck(c.rolls, aTitle.fr.toLowerCase(), [...aParts, ...c.situational], keepA);
  const d: Check = rollCheck(c.rolls, dTitle.fr.toLowerCase(), dParts, keepA);
  const result = opposed(a, d, c.rolls, what);
  const steps: ManeuverStep[] = [
    step(join(aTitle, COLON, a.text, AGAINST, d.total), {
      natural: a.natural,
      total: a.total,
      against: d.total,
      success: result.attackerWins,
    }),
    step(join(dTitle, COLON, d.text), { natural: d.natural, total: d.total }),
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
function spoiledByAoo(c: Context, what: Localized): ManeuverOutcome | undefined {
  if (c.aooDamage <= 0) return undefined;
  const text = join(
    say(
      `L’attaque d’opportunité de la cible a infligé ${counted('fr', c.aooDamage, 'dégât', 'dégâts')} : `,
      `The target’s attack of opportunity dealt ${c.aooDamage} damage: `,
    ),
    what,
    say(' échoue', ' fails'),
  );
  return outcome(false, 0, [step(text, { success: false })]);
}

/** The grappler's check in a grapple under way: the grapple check, or Escape Artist to escape. */
function maintainedCheckParts(c: Context): Part[] {
  if (c.escapeArtist !== undefined) {
    return [
      { label: say('Évasion', 'Escape Artist'), value: c.escapeArtist },
      ...conditionParts(c.a, ['skills']),
    ];
  }
  const parts = grappleCheckParts(c.a);
  // DRS › Lutte › Se déplacer, note: +4 to move a pinned opponent (two in the grapple).
  if (c.grappleAction === 'move' && c.d.conditions.has('pinned'))
    parts.push({ label: say('adversaire immobilisé', 'pinned opponent'), value: 4 });
  return parts;
}

type Effects = ManeuverOutcome['effects'];

/** What a won or lost check does in a grapple under way (DRS › Lutte › Options). */
function grappleActionResult(
  c: Context,
  success: boolean,
): { label: Localized; effects: Effects; ends: Effects } {
  const none = { effects: [], ends: [] };
  const escaperPinned = c.a.conditions.has('pinned');
  switch (c.grappleAction) {
    case 'pin':
      return success
        ? {
            label: say(
              'Immobilisation : la cible est immobilisée pendant 1 round (on peut l’empêcher de parler)',
              'Pin: the target is pinned for 1 round (it can be kept from speaking)',
            ),
            effects: [{ who: 'defender', condition: 'pinned' }],
            ends: [],
          }
        : {
            label: say(
              'Échec : la cible n’est pas immobilisée, la lutte continue',
              'Failure: the target is not pinned, the grapple goes on',
            ),
            ...none,
          };
    case 'damage':
      return success
        ? {
            label: say(
              'Dégâts : ceux d’une attaque à mains nues (1d3 non létaux en taille M, 1d2 en P, + mod. de For ; létaux avec −4 au test)',
              'Damage: that of an unarmed strike (1d3 nonlethal for Medium, 1d2 for Small, + Str mod.; lethal with −4 on the check)',
            ),
            ...none,
          }
        : {
            label: say('Échec : pas de dégâts, la lutte continue', 'Failure: no damage, the grapple goes on'),
            ...none,
          };
    case 'move':
      return success
        ? {
            label: say(
              'Déplacement : la moitié de sa vitesse, en emmenant ceux qu’il agrippe',
              'Move: half its speed, taking those it grapples along',
            ),
            ...none,
          }
        : { label: say('Échec : personne ne bouge', 'Failure: nobody moves'), ...none };
    case 'escape':
      if (!success) return { label: say('Échec : il reste pris', 'Failure: it stays held'), ...none };
      if (escaperPinned) {
        return {
          label: say(
            'Il se dégage de l’immobilisation mais reste agrippé',
            'It breaks the pin but stays grappled',
          ),
          effects: [],
          ends: [{ who: 'attacker', condition: 'pinned' }],
        };
      }
      return {
        label: say(
          'Il s’échappe : la lutte prend fin ; il finit son action sur une case adjacente',
          'It escapes: the grapple ends; it ends its action in an adjacent square',
        ),
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
          ? say(
              'L’attaquant l’emporte : il choisit une option de lutte (dégâts, immobiliser, se déplacer…)',
              'The attacker wins: it picks a grapple option (damage, pin, move…)',
            )
          : say('Le défenseur l’emporte', 'The defender wins'),
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
      undefined,
      'Pinned: it can only try to escape (SRD › Grapple › If you are pinned)',
    );
  }
  const steps: ManeuverStep[] = [
    line(
      'Lutte déjà engagée : test de lutte opposé, sans attaque de contact',
      'Grapple under way: opposed grapple check, no touch attack',
    ),
  ];
  const checks = opposedChecks(
    c,
    WHAT.grapple,
    c.escapeArtist === undefined ? TITLE.grappleA : TITLE.escapeA,
    maintainedCheckParts(c),
    TITLE.grappleD,
    grappleCheckParts(c.d),
  );
  steps.push(...checks.steps);
  const success = checks.result.attackerWins;
  const result = grappleActionResult(c, success);
  steps.push(step(result.label, { success }));
  return { ...outcome(success, checks.result.margin, steps, result.effects), ends: result.ends };
}

/** DRS › Lutte: touch attack (automatic against a creature already grappling), then opposed grapple checks. */
function grapple(c: Context): ManeuverOutcome {
  if (c.maintain) return maintainedGrapple(c);
  const steps: ManeuverStep[] = [];
  if (inGrapple(c.d)) {
    steps.push(
      line(
        'Saisie automatique : la cible est déjà en situation de lutte (pas d’attaque de contact)',
        'Automatic hold: the target is already grappling (no touch attack)',
        true,
      ),
    );
  } else if (c.specialAttack) {
    // SRD 3.5 › Étreinte (Improved Grab): after the named attack hits, a free action, no touch attack, no AoO.
    steps.push(
      line(
        'Étreinte après un coup : action libre, sans attaque de contact ni attaque d’opportunité',
        'Improved grab after a hit: a free action, no touch attack nor attack of opportunity',
        true,
      ),
    );
  } else {
    const spoiled = spoiledByAoo(c, say('la tentative de lutte', 'the grapple attempt'));
    if (spoiled) return spoiled;
    const touch = touchAttack(c, TITLE.touch);
    steps.push(touch.step);
    if (!touch.hit) return outcome(false, touch.margin, steps);
  }
  const checks = opposedChecks(
    c,
    WHAT.grapple,
    TITLE.grappleA,
    grappleCheckParts(c.a),
    TITLE.grappleD,
    grappleCheckParts(c.d),
  );
  steps.push(...checks.steps);
  const tooBig = sizeIndex(c.d.size) - sizeIndex(c.a.size) >= 2;
  const success = checks.result.attackerWins && !tooBig;
  if (tooBig) {
    steps.push(
      line(
        'Prise impossible : la cible a au moins deux catégories de taille de plus — échec automatique',
        'No hold possible: the target is two or more size categories larger — automatic failure',
        false,
      ),
    );
  }
  steps.push(
    success
      ? line(
          'Prise assurée : les deux combattants sont en lutte ; dégâts d’une attaque à mains nues',
          'Hold established: both combatants are grappling; damage of an unarmed strike',
          true,
        )
      : line('La tentative de lutte échoue', 'The grapple attempt fails', false),
  );
  const effects: ManeuverOutcome['effects'] = success
    ? [
        { who: 'attacker', condition: 'grappled' },
        { who: 'defender', condition: 'grappled' },
      ]
    : [];
  return outcome(success, checks.result.margin, steps, effects);
}

function requireAtMostOneLarger(c: Context, name: { fr: string; en: string }): void {
  const gap = sizeIndex(c.d.size) - sizeIndex(c.a.size);
  if (gap > 1) {
    throw new RulesError(
      'not-applicable',
      `${name.fr} impossible : la cible a ${gap} catégories de taille de plus (1 au maximum)`,
      { gap },
      `${name.en} impossible: the target is ${gap} size categories larger (at most 1)`,
    );
  }
}

/** DRS › Bousculade: opposed Strength checks; the winner pushes 1.5 m + 1.5 m per full 5 points. */
function bullRush(c: Context): ManeuverOutcome {
  requireAtMostOneLarger(c, { fr: 'Bousculade', en: 'Bull rush' });
  const extra: Part[] = [];
  if (c.charging) extra.push({ label: PART.charge, value: 2 });
  if (c.a.feats.has('improved-bull-rush'))
    extra.push({ label: say('Science de la bousculade', 'Improved Bull Rush'), value: 4 });
  const checks = opposedChecks(
    c,
    WHAT.bullRush,
    TITLE.strA,
    abilityCheckParts(c.a, { ability: 'str', extra }),
    TITLE.strD,
    abilityCheckParts(c.d, { ability: 'str', stability: true }),
  );
  const { attackerWins, margin } = checks.result;
  if (!attackerWins) {
    checks.steps.push(
      line(
        'Échec : l’attaquant recule de 1,50 m (à terre si cette case est occupée)',
        'Failure: the attacker moves back 1.50 m (prone if that square is occupied)',
        false,
      ),
    );
    return outcome(false, margin, checks.steps);
  }
  const distanceMeters = 1.5 + 1.5 * Math.floor(margin / 5);
  checks.steps.push(
    line(
      `Réussite : la cible recule de 1,50 m, jusqu’à ${String(distanceMeters).replace('.', ',')} m si l’attaquant l’accompagne (+1,50 m par tranche de 5 points d’écart, dans la limite de son déplacement)`,
      `Success: the target moves back 1.50 m, up to ${distanceMeters.toFixed(2)} m if the attacker follows (+1.50 m per full 5 points of margin, within its speed)`,
      true,
    ),
  );
  return { ...outcome(true, margin, checks.steps), distanceMeters };
}

/** The defender's better check of Strength or Dexterity (trip, overrun). */
function strOrDex(f: FighterStats, stability: boolean): { ability: 'str' | 'dex'; parts: Part[] } {
  const str = abilityCheckParts(f, { ability: 'str', stability });
  const dex = abilityCheckParts(f, { ability: 'dex', stability });
  const sum = (ps: Part[]): number => ps.reduce((s, p) => s + p.value, 0);
  return sum(dex) > sum(str) ? { ability: 'dex', parts: dex } : { ability: 'str', parts: str };
}

const DEFENDER_CHECK = {
  str: say('Test de Force du défenseur', 'Defender’s Strength check'),
  dex: say('Test de Dextérité du défenseur', 'Defender’s Dexterity check'),
} as const;
const BETTER = say(' (la meilleure de For et Dex)', ' (the better of Str and Dex)');

/** DRS › Croc-en-jambe: touch attack, then Strength against the defender's better of Strength or Dexterity. */
function trip(c: Context): ManeuverOutcome {
  requireAtMostOneLarger(c, { fr: 'Croc-en-jambe', en: 'Trip' });
  // DRS › Croc-en-jambe: the defender who was missed reacts at once with a Strength check, no touch attack.
  const touch = c.counter
    ? {
        step: line(
          'Riposte : tentative immédiate, sans attaque de contact',
          'Counter: an immediate attempt, no touch attack',
        ),
        hit: true,
        margin: 0,
      }
    : c.specialAttack
      ? {
          // SRD 3.5 › Loup › Croc-en-jambe: after a bite that hits, a free action with no touch attack.
          step: line(
            'Attaque spéciale après un coup : action libre, sans attaque de contact ni attaque d’opportunité',
            'Special attack after a hit: a free action, no touch attack nor attack of opportunity',
          ),
          hit: true,
          margin: 0,
        }
      : touchAttack(c, c.withWeapon ? TITLE.touchArmed : TITLE.touchUnarmed);
  if (!touch.hit) return outcome(false, touch.margin, [touch.step]);
  const extra: Part[] = c.a.feats.has('improved-trip')
    ? [{ label: say('Science du croc-en-jambe', 'Improved Trip'), value: 4 }]
    : [];
  const def = strOrDex(c.d, true);
  const checks = opposedChecks(
    c,
    WHAT.trip,
    TITLE.strA,
    abilityCheckParts(c.a, { ability: 'str', extra }),
    join(DEFENDER_CHECK[def.ability], BETTER),
    def.parts,
  );
  const ok = checks.result.attackerWins;
  const last = ok
    ? line('Réussite : la cible tombe à terre', 'Success: the target falls prone', true)
    : c.counter || c.specialAttack
      ? line(
          c.counter ? 'Échec de la riposte : personne ne tombe' : 'Échec : la cible ne peut pas riposter',
          c.counter ? 'The counter fails: nobody falls' : 'Failure: the target cannot trip back',
          false,
        )
      : line(
          'Échec : le défenseur peut tenter à son tour de faire tomber l’attaquant',
          'Failure: the defender may try to trip the attacker in turn',
          false,
        );
  return outcome(
    ok,
    checks.result.margin,
    [touch.step, ...checks.steps, last],
    ok ? [{ who: 'defender', condition: 'prone' }] : [],
  );
}

/** DRS › Renversement (the defender blocks): Strength against the defender's better of Strength or Dexterity. */
function overrun(c: Context): ManeuverOutcome {
  requireAtMostOneLarger(c, { fr: 'Renversement', en: 'Overrun' });
  const extra: Part[] = [];
  if (c.charging) extra.push({ label: PART.charge, value: 2 });
  if (c.a.feats.has('improved-overrun'))
    extra.push({ label: say('Science du renversement', 'Improved Overrun'), value: 4 });
  const def = strOrDex(c.d, true);
  const checks = opposedChecks(
    c,
    WHAT.overrun,
    TITLE.strA,
    abilityCheckParts(c.a, { ability: 'str', extra }),
    join(
      def.ability === 'str'
        ? say('Test de Force du défenseur qui bloque', 'Strength check of the blocking defender')
        : say('Test de Dextérité du défenseur qui bloque', 'Dexterity check of the blocking defender'),
      BETTER,
    ),
    def.parts,
  );
  const ok = checks.result.attackerWins;
  checks.steps.push(
    ok
      ? line(
          'Réussite : le défenseur tombe à terre, l’attaquant poursuit son déplacement',
          'Success: the defender falls prone, the attacker goes on moving',
          true,
        )
      : line(
          'Échec : l’attaquant recule de 1,50 m ; le défenseur peut tenter de le renverser (tailles seulement)',
          'Failure: the attacker moves back 1.50 m; the defender may try to knock it down (sizes only)',
          false,
        ),
  );
  return outcome(ok, checks.result.margin, checks.steps, ok ? [{ who: 'defender', condition: 'prone' }] : []);
}

function opposedAttackParts(
  f: FighterStats,
  other: FighterStats,
  charging: boolean,
  feat?: [string, Localized],
): Part[] {
  const parts = meleeAttackParts(f, other, charging);
  parts.push({ label: say('arme', 'weapon'), value: weaponModifier(f) });
  parts.push({ label: say('écart de taille', 'size gap'), value: sizeGapBonus(f, other) });
  if (feat && f.feats.has(feat[0])) parts.push({ label: feat[1], value: 4 });
  return parts;
}

/** DRS › Désarmement, Destruction: opposed attack rolls (no automatic result on a natural 20 or 1). */
function disarmOrSunder(c: Context, kind: 'disarm' | 'sunder'): ManeuverOutcome {
  if (c.d.weapon === 'unarmed') {
    throw new RulesError(
      'not-applicable',
      `${kind === 'disarm' ? 'Désarmement' : 'Destruction'} impossible : le défenseur n’a pas d’arme`,
      undefined,
      `${kind === 'disarm' ? 'Disarm' : 'Sunder'} impossible: the defender has no weapon`,
    );
  }
  if (kind === 'disarm') {
    const spoiled = spoiledByAoo(c, say('le désarmement', 'the disarm'));
    if (spoiled) return spoiled;
  }
  const feat: [string, Localized] =
    kind === 'disarm'
      ? ['improved-disarm', say('Science du désarmement', 'Improved Disarm')]
      : ['improved-sunder', say('Science de la destruction', 'Improved Sunder')];
  const checks = opposedChecks(
    c,
    kind === 'disarm' ? WHAT.disarm : WHAT.sunder,
    TITLE.attackA,
    [...opposedAttackParts(c.a, c.d, c.charging, feat), ...c.flanking],
    TITLE.attackD,
    opposedAttackParts(c.d, c.a, false),
  );
  const ok = checks.result.attackerWins;
  const texts = {
    disarm: [
      say(
        'Réussite : le défenseur lâche son arme (l’attaquant la saisit s’il était à mains nues)',
        'Success: the defender drops its weapon (the attacker takes it if it was unarmed)',
      ),
      c.counter
        ? say('Échec de la riposte : pas de nouvelle riposte', 'The counter fails: no further counter')
        : say(
            'Échec : le défenseur peut tenter aussitôt de désarmer l’attaquant',
            'Failure: the defender may at once try to disarm the attacker',
          ),
    ],
    sunder: [
      say(
        'Réussite : lancez les dégâts contre l’arme ou le bouclier (solidité, points de résistance)',
        'Success: roll damage against the weapon or shield (hardness, hit points)',
      ),
      say('Échec : aucun dégât à l’objet', 'Failure: no damage to the object'),
    ],
  }[kind];
  checks.steps.push(step(ok ? texts[0] : texts[1], { success: ok }));
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
