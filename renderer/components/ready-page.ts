/**
 * A screen whose code is a chunk of its own, shown without React's Suspense delay. `lazy` alone
 * suspends on its first render even when the chunk is already there, and React reveals a suspended
 * page no sooner than 300 ms after its fallback was shown (Suspense throttling) — most of the
 * Combat screen's reopening (issue 14: ≤ 500 ms) and of the Bibliothèque's first opening (issue 16).
 * Here the page is handed to `lazy` synchronously once loaded, and the shell asks `useReady()`
 * before it renders the page, showing its own placeholder (not a Suspense fallback) meanwhile.
 */
import { lazy, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from 'react';

type PageModule = { default: ComponentType };

/** A screen loaded on demand: the component, a preload, and whether its code is there. */
export interface ReadyPage {
  Page: LazyExoticComponent<ComponentType>;
  /** Starts fetching the code (once); a failure shows when the page is rendered. */
  preload(): void;
  /**
   * Whether the page can be rendered without waiting: its code is loaded, or its loading failed
   * (rendering it then shows the failure). Re-renders the caller when that changes.
   */
  useReady(): boolean;
}

/** Wraps the loader of a screen's component. */
export function readyPage(load: () => Promise<ComponentType>): ReadyPage {
  let loaded: ComponentType | null = null;
  let failed = false;
  let pending: Promise<ComponentType> | null = null;
  const listeners = new Set<() => void>();
  const fetchPage = (): Promise<ComponentType> => {
    pending ??= load().then(
      (page) => {
        loaded = page;
        listeners.forEach((l) => l());
        return page;
      },
      (e: unknown) => {
        pending = null;
        failed = true;
        listeners.forEach((l) => l());
        throw e;
      },
    );
    return pending;
  };
  const Page = lazy((): Promise<PageModule> => {
    const page = loaded;
    if (!page) return fetchPage().then((p) => ({ default: p }));
    // `lazy` only calls `then` on what its loader returns (react's lazyInitializer): resolving
    // inside that call renders the page in the same pass.
    const now = { then: (resolve: (m: PageModule) => void) => resolve({ default: page }) };
    return now as unknown as Promise<PageModule>;
  });
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    Page,
    preload: () => void fetchPage().catch(() => undefined),
    useReady: () => useSyncExternalStore(subscribe, () => loaded !== null || failed),
  };
}
