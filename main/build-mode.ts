/** Replaced at build time by electron.vite.config.ts: true only under `electron-vite dev`. */
declare const __PARAVENT_DEV_BUILD__: boolean | undefined;

/** Whether this main process was built for development (the dev server may be trusted). */
export const DEV_BUILD: boolean = typeof __PARAVENT_DEV_BUILD__ === 'boolean' && __PARAVENT_DEV_BUILD__;
