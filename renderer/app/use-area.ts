import { useCallback, useEffect, useState } from 'react';
import { AREAS, type Area } from '../commands/registry';

function areaFromHash(hash: string): Area {
  const name = hash.replace(/^#\/?/, '');
  return AREAS.find((a) => a === name) ?? 'combat';
}

/** The current area of the GM window, kept in the URL hash so that a reload stays where it was. */
export function useArea(): [Area, (area: Area) => void] {
  const [area, setArea] = useState<Area>(() => areaFromHash(window.location.hash));
  useEffect(() => {
    const onHash = () => setArea(areaFromHash(window.location.hash));
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  const navigate = useCallback((next: Area) => {
    window.location.hash = `/${next}`;
    setArea(next);
  }, []);
  return [area, navigate];
}
