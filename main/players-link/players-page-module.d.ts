/** The players' page, bundled into main at build time (scripts/lib/players-page.ts › playersPageModule). */
declare module 'virtual:paravent-players-page' {
  /** The page's script and style sheet, served from memory by the players' link. */
  export const PLAYERS_PAGE: { script: string; style: string };
}
