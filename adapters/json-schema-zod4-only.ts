/**
 * The JSON Schema of zod 4.0/4.1 and zod/mini schemas (no `~standard.jsonSchema` before
 * zod 4.2) in a project whose schemas are all zod: zod's own converter, from the project's
 * zod, called directly. A project with other schema libraries gets the registry of
 * json-schema-fallbacks.ts and json-schema-zod4-core.ts instead.
 */
import { toJSONSchema as zodCoreToJSONSchema } from 'zod/v4/core';

/** zod 4.0/4.1 spell draft-07 as `draft-7` (later versions accept both). */
type Zod4OnlyTarget = 'draft-2020-12' | 'draft-07' | 'openapi-3.0';
export function fromFallbacks(
  schema: unknown,
  { target, io }: { target: Zod4OnlyTarget; io: 'input' | 'output' },
): Record<string, unknown> {
  if (typeof schema !== 'object' || schema === null || !('_zod' in schema)) {
    throw new TypeError(
      'std-tool: this zod 3 schema has no JSON Schema converter: upgrade zod to >= 4.2 ' +
        '(or install zod-to-json-schema and run std-tool-migrate again)',
    );
  }
  // `io` matters: the default (output) adds additionalProperties:false and makes defaulted fields required.
  return zodCoreToJSONSchema(schema as never, { target: target === 'draft-07' ? 'draft-7' : 'draft-2020-12', io });
}
