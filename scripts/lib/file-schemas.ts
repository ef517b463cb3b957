/**
 * The published JSON Schemas of Paravent's file formats (issue 29: « exports others can read »),
 * derived from the valibot schemas the reader uses (@valibot/to-json-schema), so they cannot
 * drift from what Paravent reads. One file per format and version, shipped with the app in
 * renderer/public/schema/ and described in docs/file-schema.md; scripts/file-schemas.test.ts checks
 * that the committed files are up to date and that real exported files validate against them.
 */
import { toJsonSchema } from '@valibot/to-json-schema';
import { encounterV1Schema } from '../../shared/files/encounter-schema.ts';
import { libraryV1Schema } from '../../shared/files/library-schema.ts';
import { CURRENT_VERSION, ENCOUNTER_FORMAT, LIBRARY_FORMAT } from '../../shared/files/limits.ts';

type Body = typeof encounterV1Schema | typeof libraryV1Schema;

function document(format: string, key: string, body: Body, title: string, description: string) {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: `${format.replace('/', '-')}.v${CURRENT_VERSION}.schema.json`,
    title,
    description,
    type: 'object',
    required: ['format', 'version', key],
    properties: {
      format: { const: format },
      version: {
        const: CURRENT_VERSION,
        description: 'Format version; older files are migrated, newer refused.',
      },
      [key]: toJsonSchema(body, { errorMode: 'ignore', target: 'draft-07' }),
    },
  };
}

/** The schema documents by file name (`paravent-encounter.v3.schema.json`…). */
export function fileSchemas(): Record<string, object> {
  return {
    [`paravent-encounter.v${CURRENT_VERSION}.schema.json`]: document(
      ENCOUNTER_FORMAT,
      'encounter',
      encounterV1Schema,
      `Paravent encounter file, format version ${CURRENT_VERSION}`,
      'A fight as Paravent saves it (*.paravent): its combatants, effects, order, round and log. Numbers out of range are brought into range and texts too long are cut when read; unknown fields are ignored.',
    ),
    [`paravent-library.v${CURRENT_VERSION}.schema.json`]: document(
      LIBRARY_FORMAT,
      'library',
      libraryV1Schema,
      `Paravent library file, format version ${CURRENT_VERSION}`,
      'A party and a bestiary as Paravent exports them (*.paravent.json).',
    ),
  };
}

/** A schema document as written to disk: two-space JSON, final newline. */
export function schemaText(schema: object): string {
  return `${JSON.stringify(schema, null, 2)}\n`;
}
