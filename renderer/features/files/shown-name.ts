import { withoutParaventSuffix } from '../../../shared/files';

/** A file's name as shown: without its `.paravent` (or older `.paravent.json`). */
export function shownName(name: string): string {
  return withoutParaventSuffix(name);
}
