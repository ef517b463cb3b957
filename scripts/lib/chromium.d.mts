export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: readonly string[];
export declare const PLAYWRIGHT_DISABLED_FEATURES: readonly string[];
export declare function hasChromium(): boolean;
export declare const NO_CHROMIUM_MESSAGE: string;
