/** Resolution of a Starfinder combat manoeuvre: ONE d20, a melee attack against KAC + 8. */
import type { ManeuverId, ManeuverOutcome, ManeuverRequest, ManeuverStep } from '../types';
import { counted } from '../../locale';
import { AGAINST, COLON, join, joinWith, lowerName, say as words, step } from '../common/words';
import { RulesError, requireInteger } from '../errors';
import { D20Rolls } from '../common/rolls';
import { SF1_DIRTY_TRICK_CONDITIONS, sf1Condition } from './conditions';
import { SF1_MANEUVER_FR, SF1_MANEUVER_IDS, SF1_MANEUVERS } from './maneuver-defs';
import type { Part, Sf1Fighter } from './maneuver-parts';
import {
  attackBonusPart,
  attackerConditionParts,
  has,
  kacParts,
  readSf1Fighter,
  term,
  total,
} from './maneuver-parts';

/** What a manoeuvre attack must meet: KAC + 8 (SF › Effectuer une manœuvre offensive). */
const SF1_MANEUVER_KAC_BONUS = 8;
/** A grapple whose result reaches KAC + 13 pins instead (SF › Lutte). */
const SF1_PIN_KAC_BONUS = 13;

interface Options {
  charging: boolean;
  maintain: boolean;
  situational: number;
  condition?: string;
}

const refuse = (message: string, details?: Record<string, unknown>, en?: string): never => {
  throw new RulesError('not-applicable', message, details, en);
};
/** A step of the result, French then English. */
const say = (fr: string, en: string): ManeuverStep => step(words(fr, en));
const meters = (m: number): string => `${String(m).replace('.', ',')} m`;
const metersEn = (m: number): string => `${m.toFixed(2)} m`;

/** Full steps of 5 in a positive margin: the extra 1.5 m or the extra round. */
function sf1FivePointSteps(margin: number): number {
  return Math.floor(Math.max(0, requireInteger(margin, 'Marge')) / 5);
}

/** Bull rush and reposition distance: 1.5 m + 1.5 m per full 5 points above KAC + 8. */
export function sf1PushDistanceMeters(margin: number): number {
  return 1.5 + 1.5 * sf1FivePointSteps(margin);
}

function requireSf1Maneuver(id: unknown): ManeuverId {
  const found = SF1_MANEUVER_IDS.find((m) => m === id);
  if (found) return found;
  if (id === 'overrun' || id === 'drag' || id === 'steal') {
    return refuse(`Starfinder n’a pas de manœuvre « ${id} » (seulement : ${SF1_MANEUVER_IDS.join(', ')})`, {
      id,
    });
  }
  throw new RulesError('unknown-maneuver', `Manœuvre inconnue : ${String(id)}`, { id });
}

function readOptions(req: ManeuverRequest, maneuver: ManeuverId): Options {
  const o = req.options ?? {};
  const situational =
    o.situational === undefined ? 0 : requireInteger(o.situational, 'Modificateur situationnel');
  const options: Options = { charging: o.charging === true, maintain: o.maintain === true, situational };
  if (options.maintain && maneuver !== 'grapple') refuse('« maintain » ne vaut que pour la lutte');
  if (o.grappleAction !== undefined)
    refuse('« grappleAction » n’existe pas en Starfinder : la lutte se renouvelle');
  if (o.escapeArtist !== undefined) refuse('« escapeArtist » n’existe pas en Starfinder');
  if (o.condition !== undefined) {
    sf1Condition(o.condition);
    const allowed =
      maneuver === 'dirty-trick' ? SF1_DIRTY_TRICK_CONDITIONS : maneuver === 'trip' ? ['off-kilter'] : [];
    if (!allowed.includes(o.condition)) {
      refuse(
        `« condition » ${o.condition} impossible pour ${SF1_MANEUVER_FR[maneuver] ?? maneuver} (permis : ${allowed.join(', ') || 'aucun'})`,
        {
          condition: o.condition,
        },
      );
    }
    options.condition = o.condition;
  }
  return options;
}

function checkAttackerCanAct(a: Sf1Fighter, maneuver: ManeuverId, options: Options): void {
  const blocking = a.conditions.find(
    (c) =>
      c.flags.includes('no-actions') ||
      c.flags.includes('cannot-attack') ||
      (c.allowedActions !== undefined && !c.allowedActions.includes('standard')),
  );
  if (blocking)
    refuse(
      `L’attaquant ne peut pas tenter de manœuvre : ${blocking.name.fr.toLowerCase()}`,
      undefined,
      `The attacker cannot attempt a manoeuvre: ${blocking.name.en.toLowerCase()}`,
    );
  if (has(a, 'pinned') && maneuver !== 'grapple')
    refuse(
      'Immobilisé : seule une lutte (pour se libérer) est possible',
      undefined,
      'Pinned: only a grapple (to break free) is possible',
    );
  if (!options.charging) return;
  const noCharge = a.conditions.find(
    (c) =>
      c.flags.includes('cannot-run-or-charge') ||
      c.flags.includes('cannot-move') ||
      (c.allowedActions !== undefined && !c.allowedActions.includes('full-round')),
  );
  if (noCharge)
    refuse(
      `Charge impossible : ${noCharge.name.fr.toLowerCase()}`,
      undefined,
      `No charge possible: ${noCharge.name.en.toLowerCase()}`,
    );
}

function attackParts(a: Sf1Fighter, maneuver: ManeuverId, options: Options): Part[] {
  const parts: Part[] = [attackBonusPart(a.fighter)];
  if (a.feats.has(`improved-${maneuver}`))
    parts.push({
      value: 4,
      label: words('don Manœuvre offensive améliorée', 'Improved Combat Maneuver feat'),
    });
  if (options.charging) parts.push({ value: -2, label: words('charge', 'charge') });
  parts.push(...attackerConditionParts(a, maneuver));
  if (options.situational !== 0)
    parts.push({ value: options.situational, label: words('situationnel', 'situational') });
  return parts;
}

/** Everything the per-manoeuvre result needs. */
interface Decided {
  maneuver: ManeuverId;
  success: boolean;
  margin: number;
  natural: number;
  attackTotal: number;
  kac: number;
  options: Options;
}

function grappleResult(d: Decided): Pick<ManeuverOutcome, 'steps' | 'effects'> {
  const pinAt = d.kac + SF1_PIN_KAC_BONUS;
  const until =
    'jusqu’à la fin du prochain tour de l’attaquant (renouvelable par une nouvelle lutte ; prend fin s’il s’éloigne)';
  const untilEn =
    'until the end of the attacker’s next turn (renewed by a new grapple; it ends if the attacker moves away)';
  if (d.natural !== 1 && d.attackTotal >= pinAt) {
    return {
      steps: [
        say(
          `Résultat ${d.attackTotal} ≥ CAC ${d.kac} + ${SF1_PIN_KAC_BONUS} = ${pinAt} : la cible est immobilisée au lieu d’agrippée, ${until}`,
          `Result ${d.attackTotal} ≥ KAC ${d.kac} + ${SF1_PIN_KAC_BONUS} = ${pinAt}: the target is pinned instead of grappled, ${untilEn}`,
        ),
      ],
      effects: [{ who: 'defender', condition: 'pinned' }],
    };
  }
  return {
    steps: [
      say(`Réussite : la cible est agrippée ${until}`, `Success: the target is grappled ${untilEn}`),
      say(
        `Pas d’immobilisation : ${d.attackTotal} < CAC ${d.kac} + ${SF1_PIN_KAC_BONUS} = ${pinAt}`,
        `No pin: ${d.attackTotal} < KAC ${d.kac} + ${SF1_PIN_KAC_BONUS} = ${pinAt}`,
      ),
    ],
    effects: [{ who: 'defender', condition: 'grappled' }],
  };
}

function successResult(
  d: Decided,
): Pick<ManeuverOutcome, 'steps' | 'effects' | 'distanceMeters' | 'durationRounds'> {
  switch (d.maneuver) {
    case 'grapple':
      return grappleResult(d);
    case 'bull-rush':
    case 'reposition': {
      const distanceMeters = sf1PushDistanceMeters(d.margin);
      const push = d.maneuver === 'bull-rush';
      const how = push ? 'recule de' : 'est déplacée de';
      const limit = push ? 'un obstacle l’arrête' : 'à portée d’allonge, sans traverser d’obstacle';
      return {
        steps: [
          say(
            `Réussite : la cible ${how} ${meters(distanceMeters)} (1,50 m + 1,50 m par tranche de 5 points de marge ; ${limit})`,
            `Success: the target ${push ? 'moves back' : 'is moved'} ${metersEn(distanceMeters)} (1.50 m + 1.50 m per full 5 points of margin; ${push ? 'an obstacle stops it' : 'within reach, through no obstacle'})`,
          ),
        ],
        effects: [],
        distanceMeters,
      };
    }
    case 'trip':
      if (d.options.condition === 'off-kilter') {
        return {
          steps: [
            say(
              'Réussite en gravité nulle : la cible est en apesanteur (déséquilibrée)',
              'Success in zero gravity: the target is off-kilter',
            ),
          ],
          effects: [{ who: 'defender', condition: 'off-kilter' }],
        };
      }
      return {
        steps: [
          say(
            'Réussite : la cible tombe à terre (en vol : elle descend de 3 m ; en gravité nulle : en apesanteur)',
            'Success: the target falls prone (flying: it drops 3 m; in zero gravity: off-kilter)',
          ),
        ],
        effects: [{ who: 'defender', condition: 'prone' }],
      };
    case 'disarm':
      return {
        steps: [
          say(
            'Réussite : la cible lâche l’objet visé ; avec une main libre, l’attaquant peut s’en saisir',
            'Success: the target drops the item; with a free hand, the attacker may take it',
          ),
        ],
        effects: [{ who: 'defender', condition: 'disarmed' }],
      };
    case 'sunder':
      return {
        steps: [
          say(
            'Réussite : lancer les dégâts de l’arme contre l’objet, moins sa solidité',
            'Success: roll the weapon’s damage against the item, minus its hardness',
          ),
        ],
        effects: [],
      };
    default:
      return dirtyTrickResult(d);
  }
}

function dirtyTrickResult(d: Decided): Pick<ManeuverOutcome, 'steps' | 'effects' | 'durationRounds'> {
  const durationRounds = 1 + sf1FivePointSteps(d.margin);
  const lasts = `pendant ${counted('fr', durationRounds, 'round', 'rounds')} (1 + 1 par tranche de 5 points de marge) ; la cible peut s’en défaire par une action de mouvement`;
  const lastsEn = `for ${counted('en', durationRounds, 'round', 'rounds')} (1 + 1 per full 5 points of margin); the target may end it with a move action`;
  if (!d.options.condition) {
    const choices = joinWith(
      ', ',
      SF1_DIRTY_TRICK_CONDITIONS.map((id) => lowerName(sf1Condition(id).name)),
    );
    return {
      steps: [
        say(
          `Réussite : état au choix de l’attaquant (${choices.fr}) ${lasts} — à choisir (options.condition)`,
          `Success: a condition of the attacker’s choice (${choices.en}) ${lastsEn} — to be chosen (options.condition)`,
        ),
      ],
      effects: [],
      durationRounds,
    };
  }
  const name = lowerName(sf1Condition(d.options.condition).name);
  return {
    steps: [
      say(`Réussite : la cible est ${name.fr} ${lasts}`, `Success: the target is ${name.en} ${lastsEn}`),
    ],
    effects: [{ who: 'defender', condition: d.options.condition }],
    durationRounds,
  };
}

/**
 * Resolves a Starfinder combat manoeuvre (SF › Effectuer une manœuvre offensive) with ONE natural
 * d20: d20 + the attacker's melee attack bonus (`attackBonus`, or BAB + Str modifier when it is
 * missing) + Improved Combat Maneuver +4 (feat id `improved-<manoeuvre>`, open rules) − 2 when
 * charging + the attacker's condition penalties + `situational`, against the defender's KAC (with its
 * conditions: flat-footed −2, prone −4 against melee, helpless…) + 8. A natural 20 always succeeds
 * (SF › Les coups critiques), a natural 1 always fails (open rules). `margin` = attack total − (KAC + 8).
 * Grapple: grappled until the end of the attacker's next turn, or pinned when the total reaches
 * KAC + 13; bull rush, reposition: 1.5 m + 1.5 m per 5 points of margin; trip: prone (off-kilter with
 * `options.condition: 'off-kilter'`); dirty trick: `options.condition` for 1 + 1 per 5 points rounds;
 * disarm: 'disarmed'; sunder: a damage note. Size and `withWeapon` play no part in Starfinder.
 * RulesError when the defender has no KAC, for overrun/drag/steal, an attacker that cannot act, or bad input.
 */
export function resolveSf1Maneuver(req: ManeuverRequest): ManeuverOutcome {
  if (typeof req !== 'object' || req === null)
    throw new RulesError('invalid-number', 'Demande de manœuvre attendue');
  if (req.system !== 'sf1') refuse(`Demande pour ${String(req.system)} adressée au module Starfinder`);
  const maneuver = requireSf1Maneuver(req.maneuver);
  const attacker = readSf1Fighter(req.attacker, 'Attaquant');
  // SF › Prise en tenaille: a flanked creature is flat-footed (−2 CA).
  const flanked = req.options?.flanking === true;
  const defenderFighter = flanked
    ? { ...req.defender, conditions: [...(req.defender.conditions ?? []), 'flat-footed'] }
    : req.defender;
  const defender = readSf1Fighter(defenderFighter, 'Défenseur');
  const options = readOptions(req, maneuver);
  checkAttackerCanAct(attacker, maneuver, options);
  const defense = kacParts(defender);
  const parts = attackParts(attacker, maneuver, options);
  const natural = new D20Rolls(req.rolls, 1, req.rng).take('jet d’attaque de la manœuvre');
  const kac = total(defense.parts);
  const against = kac + SF1_MANEUVER_KAC_BONUS;
  const attackTotal = natural + total(parts);
  const success = natural === 20 || (natural !== 1 && attackTotal >= against);
  const margin = attackTotal - against;
  const kacText = joinWith(' ', [
    join(defense.parts[0].label, ` ${defense.parts[0].value}`),
    ...defense.parts.slice(1).map(term),
  ]);
  const steps: ManeuverStep[] = [
    ...(options.maintain
      ? [
          say(
            'Renouvellement de la lutte : nouvelle manœuvre de lutte, mêmes règles',
            'Renewing the grapple: a new grapple manoeuvre, same rules',
          ),
        ]
      : []),
    ...defense.notes.map((n) => step(n)),
    step(
      join(
        words('Attaque', 'Attack'),
        COLON,
        `${natural} (d20) `,
        joinWith(' ', parts.map(term)),
        ` = ${attackTotal}`,
        AGAINST,
        kacText,
        ` + ${SF1_MANEUVER_KAC_BONUS} = ${against}`,
      ),
      { natural, total: attackTotal, against, success },
    ),
  ];
  if (natural === 20 && attackTotal < against)
    steps.push(say('20 naturel : réussite quel que soit le total', 'Natural 20: success whatever the total'));
  if (natural === 1 && attackTotal >= against)
    steps.push(say('1 naturel : échec quel que soit le total', 'Natural 1: failure whatever the total'));
  if (!success) {
    const name = SF1_MANEUVERS.find((m) => m.id === maneuver)?.name;
    steps.push(
      say(
        `Échec (${attackTotal} contre ${against}) : ${SF1_MANEUVER_FR[maneuver] ?? maneuver} sans effet`,
        `Failure (${attackTotal} against ${against}): ${name?.en.toLowerCase() ?? maneuver} has no effect`,
      ),
    );
    return { success, margin, steps, effects: [] };
  }
  const result = successResult({ maneuver, success, margin, natural, attackTotal, kac, options });
  return { success, margin, ...result, steps: [...steps, ...result.steps] };
}
