import type { Localized, ManeuverId, ManeuverOutcome, ManeuverRequest, ManeuverStep } from '../types';
import { AGAINST, COLON, join, lowerName, say, step } from '../common/words';
import { RulesError, requireInteger } from '../errors';
import { D20Rolls } from '../common/rolls';
import { sizeSteps, SIZE_NAMES } from '../common/sizes';
import type { BonusPart, Pf1Fighter } from './fighter';
import { effectiveAbility, formatParts, hasCondition, readFighter, sumParts } from './fighter';
import { cmbAbility, cmdParts, PART, PF1_SPECIAL_SIZE_MODIFIER, requireManeuver } from './combat-maneuvers';
import { DIRTY_TRICK_CONDITIONS, pf1Condition } from './conditions';
import { IMPROVED_FEAT, PF1_MANEUVERS } from './maneuvers';
import { maneuverResult } from './maneuver-results';

/** The checked options of a request. */
export interface Pf1ManeuverOptions {
  charging: boolean;
  maintain: boolean;
  situational: number;
  grappleAction?: 'move' | 'damage' | 'pin' | 'tie-up' | 'escape';
  condition?: string;
  flanking: boolean;
  /** Damage of the provoked attack of opportunity: a penalty on the check (Aide de jeu PF1 › Manœuvres offensives). */
  aooDamage: number;
  escapeArtist?: number;
  /** A creature's special attack after a hit (PRD › Universal Monster Rules › Trip, Grab). */
  specialAttack: boolean;
}

const ESCAPE_ARTIST = say('Évasion', 'Escape Artist');
const SITUATIONAL = say('situationnel', 'situational');

/** Manoeuvres that can end a charge: bull rush and overrun, or any that replaces the charge's attack. */
const CHARGE_MANEUVERS: readonly ManeuverId[] = ['bull-rush', 'overrun', 'trip', 'disarm', 'sunder'];
const GRAPPLE_ACTIONS: readonly string[] = ['move', 'damage', 'pin', 'tie-up', 'escape'];

function refuse(message: string, details?: Record<string, unknown>, en?: string): never {
  throw new RulesError('not-applicable', message, details, en);
}

function readOptions(req: ManeuverRequest, maneuver: ManeuverId): Pf1ManeuverOptions {
  const o = req.options ?? {};
  const situational =
    o.situational === undefined ? 0 : requireInteger(o.situational, 'Modificateur situationnel');
  const options: Pf1ManeuverOptions = {
    charging: o.charging === true,
    maintain: o.maintain === true,
    situational,
    flanking: o.flanking === true,
    aooDamage: o.aooDamage === undefined ? 0 : requireInteger(o.aooDamage, 'Dégâts de l’AdO'),
    specialAttack: o.specialAttack === true,
  };
  if (options.specialAttack && maneuver !== 'trip' && maneuver !== 'grapple')
    refuse(
      'Attaque spéciale : croc-en-jambe ou lutte seulement',
      undefined,
      'Special attack: trip or grapple only',
    );
  if (options.aooDamage < 0) refuse('Dégâts de l’AdO négatifs');
  if (options.charging && !CHARGE_MANEUVERS.includes(maneuver)) refuse(`Pas de ${maneuver} en fin de charge`);
  if (options.maintain && maneuver !== 'grapple') refuse('« maintain » ne vaut que pour la lutte');
  if (o.grappleAction !== undefined) {
    if (!GRAPPLE_ACTIONS.includes(o.grappleAction))
      refuse(`Action de lutte inconnue : ${String(o.grappleAction)}`);
    if (maneuver !== 'grapple') refuse('Une action de lutte ne vaut que pour la lutte');
    if (o.grappleAction === 'escape' && options.maintain) refuse('Se libérer n’est pas maintenir une lutte');
    if (o.grappleAction !== 'escape' && !options.maintain)
      refuse('Déplacer, blesser, immobiliser ou attacher demande de maintenir une lutte');
    options.grappleAction = o.grappleAction;
  }
  if (o.escapeArtist !== undefined) {
    if (options.grappleAction !== 'escape') refuse('Évasion ne sert qu’à se libérer d’une lutte');
    options.escapeArtist = requireInteger(o.escapeArtist, 'Bonus d’Évasion');
  }
  if (o.condition !== undefined) {
    if (maneuver !== 'dirty-trick') refuse('« condition » ne vaut que pour le sale coup');
    pf1Condition(o.condition);
    if (!DIRTY_TRICK_CONDITIONS.includes(o.condition)) {
      refuse(`Un sale coup impose ${DIRTY_TRICK_CONDITIONS.join(', ')}, pas ${o.condition}`, {
        condition: o.condition,
      });
    }
    options.condition = o.condition;
  }
  return options;
}

function checkFeasible(maneuver: ManeuverId, attacker: Pf1Fighter, defender: Pf1Fighter): void {
  const def = PF1_MANEUVERS.find((m) => m.id === maneuver);
  const gap = sizeSteps(attacker.size, defender.size);
  if (def?.maxSizeStepsLarger !== undefined && gap > def.maxSizeStepsLarger) {
    refuse(
      `${def.name.fr} impossible : la cible (${SIZE_NAMES[defender.size].fr}) a ${gap} catégories de taille de plus (${def.maxSizeStepsLarger} au maximum)`,
      { gap },
      `${def.name.en} impossible: the target (${SIZE_NAMES[defender.size].en}) is ${gap} size categories larger (at most ${def.maxSizeStepsLarger})`,
    );
  }
  const blocking = attacker.conditions.find(
    (c) => c.flags.includes('no-actions') || c.flags.includes('cannot-attack'),
  );
  if (blocking)
    refuse(
      `L’attaquant ne peut pas tenter de manœuvre : ${blocking.name.fr.toLowerCase()}`,
      undefined,
      `The attacker cannot attempt a manoeuvre: ${blocking.name.en.toLowerCase()}`,
    );
}

/** The attacker's conditions that change its check: attack penalties count, a CMB check being an attack roll. */
function attackerConditionParts(attacker: Pf1Fighter, maneuver: ManeuverId): BonusPart[] {
  return attacker.conditions.flatMap((c) =>
    c.modifiers
      .filter((m) => m.target === 'attack' || m.target === 'melee-attack' || m.target === 'cmb')
      .filter(() => c.id !== 'invisible' && !(c.id === 'grappled' && maneuver === 'grapple'))
      .map((m) => ({ label: lowerName(c.name), value: m.value })),
  );
}

/** Every term of the attacker's check after the d20, with its reason. */
function checkParts(
  maneuver: ManeuverId,
  attacker: Pf1Fighter,
  defender: Pf1Fighter,
  options: Pf1ManeuverOptions,
): BonusPart[] {
  if (options.escapeArtist !== undefined) {
    // Aide de jeu PF1 › Lutte: an Escape Artist check against the grappler's CMD instead of the CMB.
    const skill: BonusPart[] = [{ label: ESCAPE_ARTIST, value: options.escapeArtist }];
    if (options.situational !== 0) skill.push({ label: SITUATIONAL, value: options.situational });
    return skill;
  }
  const parts: BonusPart[] = [
    { label: PART.bab, value: attacker.bab },
    effectiveAbility(attacker, cmbAbility(attacker)),
    { label: PART.size, value: PF1_SPECIAL_SIZE_MODIFIER[attacker.size] },
  ];
  const add = (when: boolean, label: Localized, value: number): void => {
    if (when && value !== 0) parts.push({ label, value });
  };
  const name = PF1_MANEUVERS.find((m) => m.id === maneuver)?.name ?? say(maneuver, maneuver);
  add(true, PART.misc, attacker.cmbMisc);
  add(attacker.feats.has(`improved-${maneuver}`), IMPROVED_FEAT[maneuver], 2);
  add(
    attacker.feats.has(`greater-${maneuver}`),
    join(say('don supérieur (', 'Greater feat ('), lowerName(name), ')'),
    2,
  );
  add(options.charging, say('charge', 'charge'), 2);
  add(options.maintain, say('maintien de la lutte', 'maintaining the grapple'), 5);
  // PRD › Universal Monster Rules › Grab: +4 on the check to start the grapple.
  add(
    options.specialAttack && maneuver === 'grapple' && !options.maintain,
    say('étreinte (attaque spéciale)', 'grab (special attack)'),
    4,
  );
  add(options.flanking, say('prise en tenaille', 'flanking'), 2);
  add(true, say('dégâts de l’AdO', 'AoO damage'), -options.aooDamage);
  add(
    options.grappleAction === 'tie-up' &&
      !hasCondition(defender, 'pinned') &&
      !hasCondition(defender, 'helpless'),
    say('attacher sans immobiliser', 'tying up without a pin'),
    -10,
  );
  add(maneuver === 'disarm' && attacker.weapon === 'unarmed', say('à mains nues', 'unarmed'), -4);
  add(hasCondition(defender, 'stunned'), say('cible étourdie', 'stunned target'), 4);
  parts.push(...attackerConditionParts(attacker, maneuver));
  add(true, SITUATIONAL, options.situational);
  return parts;
}

/**
 * Resolves one Pathfinder combat manoeuvre with ONE d20 (Aide de jeu PF1 › Manœuvres offensives;
 * PRD › Combat Maneuvers): d20 + the attacker's CMB terms and situational terms against the
 * defender's CMD; success when the total meets the CMD. A natural 20 always succeeds and a natural
 * 1 always fails (a CMB check is an attack roll — Préambule, PRD › Automatic Misses and Hits); a
 * helpless or pinned target makes it succeed automatically (as a natural 20); a stunned one gives +4.
 * Impossible requests — target more than one size larger (bull rush, drag, overrun, reposition,
 * trip), a legless target for trip, an attacker that cannot act, an option that does not fit the
 * manoeuvre — throw a RulesError 'not-applicable'. `withWeapon` plays no part in Pathfinder.
 */
export function resolveManeuver(req: ManeuverRequest): ManeuverOutcome {
  if (typeof req !== 'object' || req === null)
    throw new RulesError('invalid-number', 'Demande de manœuvre attendue');
  if (req.system !== 'pf1') refuse(`Demande pour ${String(req.system)} adressée au module Pathfinder`);
  const maneuver = requireManeuver(req.maneuver);
  const attacker = readFighter(req.attacker, 'Attaquant');
  const defender = readFighter(req.defender, 'Défenseur');
  const options = readOptions(req, maneuver);
  checkFeasible(maneuver, attacker, defender);
  const cmd = cmdParts(defender, maneuver);
  const parts = checkParts(maneuver, attacker, defender, options);
  const natural = new D20Rolls(req.rolls, 1, req.rng).take('jet de BMO');
  const cmdTotal = sumParts(cmd);
  const total = natural + sumParts(parts);
  const skill = options.escapeArtist !== undefined;
  const automatic = !skill && (hasCondition(defender, 'helpless') || hasCondition(defender, 'pinned'));
  // An Escape Artist check is a skill check: no automatic natural 20 or 1.
  const success = skill
    ? total >= cmdTotal
    : automatic || natural === 20 || (natural !== 1 && total >= cmdTotal);
  const margin = total - cmdTotal;
  const CMD = say('DMD', 'CMD');
  const steps: ManeuverStep[] = [
    step(join(say('DMD de la cible', 'Target’s CMD'), COLON, formatParts(cmd), ` = ${cmdTotal}`), {
      total: cmdTotal,
    }),
    step(
      join(
        skill ? ESCAPE_ARTIST : say('BMO', 'CMB'),
        COLON,
        formatParts([{ label: say('d20', 'd20'), value: natural }, ...parts]),
        ` = ${total}`,
        AGAINST,
        CMD,
        ` ${cmdTotal}`,
      ),
      { natural, total, against: cmdTotal, success },
    ),
  ];
  const line = (fr: string, en: string) => steps.push(step(say(fr, en)));
  if (automatic)
    line(
      'Cible sans défense ou immobilisée : réussite automatique (comme un 20 naturel)',
      'Helpless or pinned target: automatic success (as a natural 20)',
    );
  else if (skill)
    line(
      'Test d’Évasion (compétence) : pas de réussite ni d’échec automatique',
      'Escape Artist check (a skill): no automatic success or failure',
    );
  else if (natural === 20 && total < cmdTotal)
    line('20 naturel : réussite malgré le total', 'Natural 20: success whatever the total');
  else if (natural === 1 && total >= cmdTotal)
    line('1 naturel : échec malgré le total', 'Natural 1: failure whatever the total');
  const result = maneuverResult(maneuver, { success, margin, options, attacker, defender });
  const ends = result.ends ?? [];
  return {
    success,
    margin,
    steps: [...steps, ...result.steps],
    effects: result.effects,
    ...(ends.length > 0 ? { ends } : {}),
    ...result.extra,
  };
}
