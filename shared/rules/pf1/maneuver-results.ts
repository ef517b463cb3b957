import type { ManeuverId, ManeuverOutcome, ManeuverStep } from '../types';
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
const say = (label: string): ManeuverStep => ({ label });

/** Full steps of 5 in a positive margin: what bull rush, drag, reposition and dirty trick count. */
function fivePointSteps(margin: number): number {
  return Math.floor(Math.max(0, margin) / 5);
}

/** 1.5 m + 1.5 m per full 5 points of margin (Aide de jeu PF1 › Bousculade, Entraînement, Repositionnement). */
function pushDistanceMeters(margin: number): number {
  return 1.5 + 1.5 * fivePointSteps(margin);
}

const meters = (m: number): string => `${String(m).replace('.', ',')} m`;
const by = (margin: number): string => (margin >= 0 ? `réussite de ${margin}` : `échec de ${-margin}`);

function moved(ctx: ResultContext, what: string, failure: string): ManeuverResult {
  if (!ctx.success) return { steps: [say(`Échec : ${failure}`)], effects: [], extra: {} };
  const d = pushDistanceMeters(ctx.margin);
  return {
    steps: [say(`Réussite (${by(ctx.margin)}) : ${what} de ${meters(d)}`)],
    effects: [],
    extra: { distanceMeters: d },
  };
}

function trip(ctx: ResultContext): ManeuverResult {
  if (ctx.success)
    return {
      steps: [say('Réussite : la cible tombe à terre')],
      effects: [on('defender', 'prone')],
      extra: {},
    };
  if (ctx.margin <= -10) {
    return {
      steps: [say(`Échec de 10 ou plus (${-ctx.margin}) : l’attaquant tombe à terre`)],
      effects: [on('attacker', 'prone')],
      extra: {},
    };
  }
  return { steps: [say(`Échec (${by(ctx.margin)}) : rien ne se passe`)], effects: [], extra: {} };
}

function grapple(ctx: ResultContext): ManeuverResult {
  const { success, options } = ctx;
  if (options.grappleAction === 'escape') {
    // Aide de jeu PF1 › Lutte, défenseur: success frees it (pinned or grappled); both are free.
    if (!success) return { steps: [say('Échec : la cible reste prise')], effects: [], extra: {} };
    return {
      steps: [say('Réussite : il se libère, la lutte prend fin pour les deux')],
      effects: [],
      ends: [on('attacker', 'grappled'), on('attacker', 'pinned'), on('defender', 'grappled')],
      extra: {},
    };
  }
  if (!options.maintain) {
    if (!success) return { steps: [say('Échec : pas de lutte')], effects: [], extra: {} };
    return {
      steps: [say('Réussite : les deux sont agrippés ; l’attaquant amène la cible sur une case adjacente')],
      effects: [on('attacker', 'grappled'), on('defender', 'grappled')],
      extra: {},
    };
  }
  if (!success)
    return {
      steps: [say('Échec : la prise cède, la lutte prend fin pour les deux')],
      effects: [],
      ends: [on('attacker', 'grappled'), on('defender', 'grappled'), on('defender', 'pinned')],
      extra: {},
    };
  const both = [on('attacker', 'grappled'), on('defender', 'grappled')];
  switch (options.grappleAction) {
    case 'pin':
      return {
        steps: [say('Prise maintenue : la cible est immobilisée (au lieu d’agrippée)')],
        effects: [on('attacker', 'grappled'), on('defender', 'pinned')],
        ends: [on('defender', 'grappled')],
        extra: {},
      };
    case 'tie-up': {
      const dc = 20 + sumParts(cmbParts(ctx.attacker));
      return {
        steps: [say(`Cible ligotée (comme immobilisée) : DD pour s’en défaire ${dc} (20 + BMO)`)],
        effects: [on('defender', 'pinned')],
        extra: {},
      };
    }
    case 'move':
      return {
        steps: [say('Prise maintenue : déplacement de la moitié de sa vitesse avec la cible')],
        effects: both,
        extra: {},
      };
    case 'damage':
      return {
        steps: [say('Prise maintenue : dégâts à mains nues, d’arme légère ou naturelle, létaux ou non')],
        effects: both,
        extra: {},
      };
    default:
      return { steps: [say('Prise maintenue')], effects: both, extra: {} };
  }
}

function disarm(ctx: ResultContext): ManeuverResult {
  if (ctx.success) {
    const all =
      ctx.margin >= 10 ? 'tout ce qu’elle tient (10 ou plus au-dessus de la DMD)' : 'un objet tenu, au choix';
    return {
      steps: [say(`Réussite : la cible lâche ${all}`)],
      effects: [on('defender', 'disarmed')],
      extra: {},
    };
  }
  if (ctx.margin <= -10) {
    return {
      steps: [say(`Échec de 10 ou plus (${-ctx.margin}) : l’attaquant lâche son arme`)],
      effects: [on('attacker', 'disarmed')],
      extra: {},
    };
  }
  return { steps: [say(`Échec (${by(ctx.margin)})`)], effects: [], extra: {} };
}

function dirtyTrick(ctx: ResultContext): ManeuverResult {
  if (!ctx.success) return { steps: [say(`Échec (${by(ctx.margin)})`)], effects: [], extra: {} };
  const rounds = 1 + fivePointSteps(ctx.margin);
  const chosen = ctx.options.condition;
  const what = chosen
    ? pf1Condition(chosen).name.fr.toLowerCase()
    : 'un état au choix (aveuglé, ébloui, assourdi, enchevêtré, secoué, fiévreux)';
  return {
    steps: [
      say(
        `Réussite (${by(ctx.margin)}) : ${what} pendant ${rounds} round(s) ; une action de mouvement l’en débarrasse`,
      ),
    ],
    effects: chosen ? [on('defender', chosen)] : [],
    extra: { durationRounds: rounds },
  };
}

function overrun(ctx: ResultContext): ManeuverResult {
  if (!ctx.success)
    return { steps: [say('Échec : l’attaquant s’arrête devant la cible')], effects: [], extra: {} };
  if (ctx.margin >= 5) {
    return {
      steps: [say(`Réussite de 5 ou plus (${ctx.margin}) : l’attaquant passe et la cible tombe à terre`)],
      effects: [on('defender', 'prone')],
      extra: {},
    };
  }
  return { steps: [say('Réussite : l’attaquant traverse la case de la cible')], effects: [], extra: {} };
}

function note(ctx: ResultContext, ok: string, ko: string): ManeuverResult {
  return {
    steps: [say(ctx.success ? `Réussite : ${ok}` : `Échec (${by(ctx.margin)}) : ${ko}`)],
    effects: [],
    extra: {},
  };
}

/** The outcome of a manoeuvre once the check is known (Aide de jeu PF1 › Manœuvres offensives; PRD). */
export function maneuverResult(maneuver: ManeuverId, ctx: ResultContext): ManeuverResult {
  switch (maneuver) {
    case 'bull-rush':
      return moved(ctx, 'la cible est repoussée', 'l’attaquant s’arrête devant la cible');
    case 'drag':
      return moved(ctx, 'la cible est traînée vers l’attaquant', 'la cible ne bouge pas');
    case 'reposition':
      return moved(ctx, 'la cible est déplacée (dans la zone contrôlée)', 'la cible ne bouge pas');
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
      return note(ctx, 'l’objet choisi change de main', 'l’objet reste en place');
    case 'sunder':
      return note(
        ctx,
        'dégâts normaux à l’objet moins sa solidité ; à mi-PV il est brisé, sous 0 détruit au choix',
        'l’objet est intact',
      );
  }
}
