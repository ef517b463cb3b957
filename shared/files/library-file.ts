/** Library ⇄ `paravent/library` file (party and bestiary). */
import { canonicalJson } from './canonical-json';
import type { Library } from './library-schema';
import { CURRENT_VERSION, LIBRARY_FORMAT } from './limits';

/** The text of a `paravent/library` file (canonical JSON: same library, same bytes). */
export function libraryToFileText(library: Library): string {
  return canonicalJson({ format: LIBRARY_FORMAT, version: CURRENT_VERSION, library });
}
