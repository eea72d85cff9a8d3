/**
 * The adapters' JSON Schema fallbacks (zod 3, zod 4.0/4.1, plain valibot), for
 * standard tools whose schema has no `~standard.jsonSchema`. They need packages that
 * may be missing from an install: the child loads this module only if it can.
 */
import '../../../adapters/json-schema-zod3';
import '../../../adapters/json-schema-zod4-core';
import '../../../adapters/json-schema-valibot';
