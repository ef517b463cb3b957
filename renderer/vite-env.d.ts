/// <reference types="vite/client" />

/** The app version, from package.json, set at build time. */
declare const __PARAVENT_VERSION__: string;
