import { useEffect, useState } from 'react';
import type { DisplayFeed, DisplayFeedApi } from '../../shared/ipc';
import { useDisplayFeed } from '../db';

/**
 * The feed from the display window's own preload (desktop): the last one at once, then each new
 * one. `undefined` until the first answer.
 */
function useFeedFrom(api: DisplayFeedApi): DisplayFeed | null | undefined {
  const [feed, setFeed] = useState<DisplayFeed | null | undefined>(undefined);
  useEffect(() => {
    let pushed = false;
    const stop = api.onFeed((next) => {
      pushed = true;
      setFeed(next);
    });
    api
      .current()
      .then((last) => {
        if (!pushed) setFeed(last);
      })
      .catch(() => setFeed(null));
    return stop;
  }, [api]);
  return feed;
}

/**
 * Where the display's feed comes from: the desktop display's preload when there is one (its window
 * has no database), else IndexedDB (the web display, a page of the GM's origin). Chosen once, when
 * the page loads.
 */
export function chooseFeedSource(api: DisplayFeedApi | undefined): () => DisplayFeed | null | undefined {
  if (!api) return useDisplayFeed;
  return function useDesktopFeed() {
    return useFeedFrom(api);
  };
}
