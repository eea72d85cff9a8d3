/**
 * The adapters' JSON Schema fallbacks (zod 3, zod 4.0/4.1, plain valibot), for
 * standard tools whose schema has no `~standard.jsonSchema`. The packages they load
 * (zod-to-json-schema, zod, @valibot/to-json-schema, valibot) are dependencies of this
 * package: `test/package.test.ts` runs `contract` from an install without dev dependencies.
 */
import '../../../adapters/json-schema-zod3';
import '../../../adapters/json-schema-zod4-core';
import '../../../adapters/json-schema-valibot';
