import type { ManeuverId, ManeuverOutcome, ManeuverStep } from '../types';
import { counted } from '../../locale';
import { lowerName, say as words, step } from '../common/words';
import type { Pf1Fighter } from './fighter';
import { sumParts } from './fighter';
import { cmbParts } from './combat-maneuvers';
import { pf1Condition } from './conditions';
import type { Pf1ManeuverOptions } from './resolve-maneuver';

/** What the check decided, handed to the per-manoeuvre result. */
export interface ResultContext {
  success: boolean;
  margin: number;
  options: Pf1ManeuverOptions;
  attacker: Pf1Fighter;
  defender: Pf1Fighter;
}

/** The manoeuvre-specific part of an outcome. */
export interface ManeuverResult {
  steps: ManeuverStep[];
  effects: ManeuverOutcome['effects'];
  /** Conditions the result ends. */
  ends?: ManeuverOutcome['effects'];
  extra: { distanceMeters?: number; durationRounds?: number };
}

type Effect = ManeuverOutcome['effects'][number];
const on = (who: Effect['who'], condition: string): Effect => ({ who, condition });
/** A step of the result, French then English. */
const say = (fr: string, en: string): ManeuverStep => step(words(fr, en));

/** Full steps of 5 in a positive margin: what bull rush, drag, reposition and dirty trick count. */
function fivePointSteps(margin: number): number {
  return Math.floor(Math.max(0, margin) / 5);
}

/** 1.5 m + 1.5 m per full 5 points of margin (Aide de jeu PF1 › Bousculade, Entraînement, Repositionnement). */
function pushDistanceMeters(margin: number): number {
  return 1.5 + 1.5 * fivePointSteps(margin);
}

const meters = (m: number): string => `${String(m).replace('.', ',')} m`;
const metersEn = (m: number): string => `${m.toFixed(2)} m`;
const by = (margin: number): string => (margin >= 0 ? `réussite de ${margin}` : `échec de ${-margin}`);
const byEn = (margin: number): string => (margin >= 0 ? `success by ${margin}` : `failure by ${-margin}`);

function moved(ctx: ResultContext, what: [string, string], failure: [string, string]): ManeuverResult {
  if (!ctx.success)
    return { steps: [say(`Échec : ${failure[0]}`, `Failure: ${failure[1]}`)], effects: [], extra: {} };
  const d = pushDistanceMeters(ctx.margin);
  return {
    steps: [
      say(
        `Réussite (${by(ctx.margin)}) : ${what[0]} de ${meters(d)}`,
        `Success (${byEn(ctx.margin)}): ${what[1]} ${metersEn(d)}`,
      ),
    ],
    effects: [],
    extra: { distanceMeters: d },
  };
}

function trip(ctx: ResultContext): ManeuverResult {
  if (ctx.success)
    return {
      steps: [say('Réussite : la cible tombe à terre', 'Success: the target falls prone')],
      effects: [on('defender', 'prone')],
      extra: {},
    };
  // PRD › Universal Monster Rules › Trip: a creature's trip attack that fails does not trip it back.
  if (ctx.margin <= -10 && !ctx.options.specialAttack) {
    return {
      steps: [
        say(
          `Échec de 10 ou plus (${-ctx.margin}) : l’attaquant tombe à terre`,
          `Failure by 10 or more (${-ctx.margin}): the attacker falls prone`,
        ),
      ],
      effects: [on('attacker', 'prone')],
      extra: {},
    };
  }
  return {
    steps: [
      say(`Échec (${by(ctx.margin)}) : rien ne se passe`, `Failure (${byEn(ctx.margin)}): nothing happens`),
    ],
    effects: [],
    extra: {},
  };
}

function grapple(ctx: ResultContext): ManeuverResult {
  const { success, options } = ctx;
  if (options.grappleAction === 'escape') {
    // Aide de jeu PF1 › Lutte, défenseur: success frees it (pinned or grappled); both are free.
    if (!success)
      return {
        steps: [say('Échec : la cible reste prise', 'Failure: the target stays held')],
        effects: [],
        extra: {},
      };
    return {
      steps: [
        say(
          'Réussite : il se libère, la lutte prend fin pour les deux',
          'Success: it breaks free, the grapple ends for both',
        ),
      ],
      effects: [],
      ends: [on('attacker', 'grappled'), on('attacker', 'pinned'), on('defender', 'grappled')],
      extra: {},
    };
  }
  if (!options.maintain) {
    if (!success)
      return { steps: [say('Échec : pas de lutte', 'Failure: no grapple')], effects: [], extra: {} };
    return {
      steps: [
        say(
          'Réussite : les deux sont agrippés ; l’attaquant amène la cible sur une case adjacente',
          'Success: both are grappled; the attacker moves the target to an adjacent square',
        ),
      ],
      effects: [on('attacker', 'grappled'), on('defender', 'grappled')],
      extra: {},
    };
  }
  if (!success)
    return {
      steps: [
        say(
          'Échec : la prise cède, la lutte prend fin pour les deux',
          'Failure: the hold gives way, the grapple ends for both',
        ),
      ],
      effects: [],
      ends: [on('attacker', 'grappled'), on('defender', 'grappled'), on('defender', 'pinned')],
      extra: {},
    };
  const both = [on('attacker', 'grappled'), on('defender', 'grappled')];
  switch (options.grappleAction) {
    case 'pin':
      return {
        steps: [
          say(
            'Prise maintenue : la cible est immobilisée (au lieu d’agrippée)',
            'Hold kept: the target is pinned (instead of grappled)',
          ),
        ],
        effects: [on('attacker', 'grappled'), on('defender', 'pinned')],
        ends: [on('defender', 'grappled')],
        extra: {},
      };
    case 'tie-up': {
      const dc = 20 + sumParts(cmbParts(ctx.attacker));
      return {
        steps: [
          say(
            `Cible ligotée (comme immobilisée) : DD pour s’en défaire ${dc} (20 + BMO)`,
            `Target tied up (as pinned): DC ${dc} to get free (20 + CMB)`,
          ),
        ],
        effects: [on('defender', 'pinned')],
        extra: {},
      };
    }
    case 'move':
      return {
        steps: [
          say(
            'Prise maintenue : déplacement de la moitié de sa vitesse avec la cible',
            'Hold kept: moves half its speed with the target',
          ),
        ],
        effects: both,
        extra: {},
      };
    case 'damage':
      return {
        steps: [
          say(
            'Prise maintenue : dégâts à mains nues, d’arme légère ou naturelle, létaux ou non',
            'Hold kept: damage with an unarmed strike, a light or natural weapon, lethal or not',
          ),
        ],
        effects: both,
        extra: {},
      };
    default:
      return { steps: [say('Prise maintenue', 'Hold kept')], effects: both, extra: {} };
  }
}

function disarm(ctx: ResultContext): ManeuverResult {
  if (ctx.success) {
    const all =
      ctx.margin >= 10
        ? [
            'tout ce qu’elle tient (10 ou plus au-dessus de la DMD)',
            'all it holds (10 or more above the CMD)',
          ]
        : ['un objet tenu, au choix', 'one held item of the attacker’s choice'];
    return {
      steps: [say(`Réussite : la cible lâche ${all[0]}`, `Success: the target drops ${all[1]}`)],
      effects: [on('defender', 'disarmed')],
      extra: {},
    };
  }
  if (ctx.margin <= -10) {
    return {
      steps: [
        say(
          `Échec de 10 ou plus (${-ctx.margin}) : l’attaquant lâche son arme`,
          `Failure by 10 or more (${-ctx.margin}): the attacker drops its weapon`,
        ),
      ],
      effects: [on('attacker', 'disarmed')],
      extra: {},
    };
  }
  return {
    steps: [say(`Échec (${by(ctx.margin)})`, `Failure (${byEn(ctx.margin)})`)],
    effects: [],
    extra: {},
  };
}

function dirtyTrick(ctx: ResultContext): ManeuverResult {
  if (!ctx.success)
    return {
      steps: [say(`Échec (${by(ctx.margin)})`, `Failure (${byEn(ctx.margin)})`)],
      effects: [],
      extra: {},
    };
  const rounds = 1 + fivePointSteps(ctx.margin);
  const chosen = ctx.options.condition;
  const what = chosen
    ? lowerName(pf1Condition(chosen).name)
    : words(
        'un état au choix (aveuglé, ébloui, assourdi, enchevêtré, secoué, fiévreux)',
        'a condition of the attacker’s choice (blinded, dazzled, deafened, entangled, shaken, sickened)',
      );
  return {
    steps: [
      say(
        `Réussite (${by(ctx.margin)}) : ${what.fr} pendant ${counted('fr', rounds, 'round', 'rounds')} ; une action de mouvement l’en débarrasse`,
        `Success (${byEn(ctx.margin)}): ${what.en} for ${counted('en', rounds, 'round', 'rounds')}; a move action removes it`,
      ),
    ],
    effects: chosen ? [on('defender', chosen)] : [],
    extra: { durationRounds: rounds },
  };
}

function overrun(ctx: ResultContext): ManeuverResult {
  if (!ctx.success)
    return {
      steps: [
        say(
          'Échec : l’attaquant s’arrête devant la cible',
          'Failure: the attacker stops in front of the target',
        ),
      ],
      effects: [],
      extra: {},
    };
  if (ctx.margin >= 5) {
    return {
      steps: [
        say(
          `Réussite de 5 ou plus (${ctx.margin}) : l’attaquant passe et la cible tombe à terre`,
          `Success by 5 or more (${ctx.margin}): the attacker moves through and the target falls prone`,
        ),
      ],
      effects: [on('defender', 'prone')],
      extra: {},
    };
  }
  return {
    steps: [
      say(
        'Réussite : l’attaquant traverse la case de la cible',
        'Success: the attacker moves through the target’s square',
      ),
    ],
    effects: [],
    extra: {},
  };
}

function note(ctx: ResultContext, ok: [string, string], ko: [string, string]): ManeuverResult {
  return {
    steps: [
      ctx.success
        ? say(`Réussite : ${ok[0]}`, `Success: ${ok[1]}`)
        : say(`Échec (${by(ctx.margin)}) : ${ko[0]}`, `Failure (${byEn(ctx.margin)}): ${ko[1]}`),
    ],
    effects: [],
    extra: {},
  };
}

/** The outcome of a manoeuvre once the check is known (Aide de jeu PF1 › Manœuvres offensives; PRD). */
export function maneuverResult(maneuver: ManeuverId, ctx: ResultContext): ManeuverResult {
  switch (maneuver) {
    case 'bull-rush':
      return moved(
        ctx,
        ['la cible est repoussée', 'the target is pushed back'],
        ['l’attaquant s’arrête devant la cible', 'the attacker stops in front of the target'],
      );
    case 'drag':
      return moved(
        ctx,
        ['la cible est traînée vers l’attaquant', 'the target is dragged towards the attacker'],
        ['la cible ne bouge pas', 'the target does not move'],
      );
    case 'reposition':
      return moved(
        ctx,
        [
          'la cible est déplacée (dans la zone contrôlée)',
          'the target is moved (within the threatened area)',
        ],
        ['la cible ne bouge pas', 'the target does not move'],
      );
    case 'trip':
      return trip(ctx);
    case 'grapple':
      return grapple(ctx);
    case 'disarm':
      return disarm(ctx);
    case 'dirty-trick':
      return dirtyTrick(ctx);
    case 'overrun':
      return overrun(ctx);
    case 'steal':
      return note(
        ctx,
        ['l’objet choisi change de main', 'the chosen item changes hands'],
        ['l’objet reste en place', 'the item stays where it is'],
      );
    case 'sunder':
      return note(
        ctx,
        [
          'dégâts normaux à l’objet moins sa solidité ; à mi-PV il est brisé, sous 0 détruit au choix',
          'normal damage to the item minus its hardness; at half HP it is broken, below 0 destroyed if the attacker wishes',
        ],
        ['l’objet est intact', 'the item is unharmed'],
      );
  }
}
