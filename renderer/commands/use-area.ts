import { useCallback, useEffect, useState } from 'react';
import { AREAS, type Area } from './registry';

function areaFromHash(hash: string): Area {
  const name = hash.replace(/^#\/?/, '').split('/')[0];
  return AREAS.find((a) => a === name) ?? 'combat';
}

/** What follows the area in the URL hash ('#/reference/table:dnd35-cover' → 'table:dnd35-cover'). */
export function hashDetail(hash: string = window.location.hash): string {
  return decodeURIComponent(hash.replace(/^#\/?/, '').split('/').slice(1).join('/'));
}

/** The current area of the GM window, kept in the URL hash so that a reload stays where it was. */
export function useArea(): [Area, (area: Area, detail?: string) => void] {
  const [area, setArea] = useState<Area>(() => areaFromHash(window.location.hash));
  useEffect(() => {
    const onHash = () => setArea(areaFromHash(window.location.hash));
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  const navigate = useCallback((next: Area, detail?: string) => {
    window.location.hash = detail ? `/${next}/${encodeURIComponent(detail)}` : `/${next}`;
    setArea(next);
  }, []);
  return [area, navigate];
}
