/**
 * The players' page's texts by key (`playersPage.round`, as the GM window's i18next would name them),
 * with `{{name}}` replaced and the plural of `_one` / `_other` chosen by `count`.
 */
import { PLAYERS_PAGE_EN, PLAYERS_PAGE_FR } from '../i18n/players-page-texts';

type Catalogue = typeof PLAYERS_PAGE_FR;
type Leaves<T, P extends string> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A text of the players' page, by its full key. Plural keys are named without `_one` / `_other`. */
export type PlayersPageText =
  Exclude<Leaves<Catalogue, 'playersPage.'>, `${string}_one` | `${string}_other`> | 'playersPage.roundsLeft';

const CATALOGUES: Record<'fr' | 'en', Catalogue> = { fr: PLAYERS_PAGE_FR, en: PLAYERS_PAGE_EN };

function lookup(catalogue: Catalogue, path: string): string {
  let node: unknown = catalogue;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : path;
}

/** The text of `key` in `language`, with its parameters. */
export function playersText(
  language: 'fr' | 'en',
  key: PlayersPageText,
  params: Record<string, string | number> = {},
): string {
  const path = key.slice('playersPage.'.length);
  const plural = typeof params.count === 'number' ? (params.count === 1 ? '_one' : '_other') : '';
  const catalogue = CATALOGUES[language];
  const template = lookup(catalogue, plural && path === 'roundsLeft' ? `${path}${plural}` : path);
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
