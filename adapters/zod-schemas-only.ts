/**
 * What the adapter module of a project whose schemas are all zod has instead of the JSON
 * Schema machinery (json-schema.ts and the `*-other-schemas.ts` modules): zod's own JSON
 * Schema (`~standard.jsonSchema` from zod 4.2; older zod through a fallback), and a clear
 * error for a schema of another library where a framework needs its JSON Schema. Running
 * std-tool-migrate again with that library declared writes the full machinery in.
 */
import { fromFallbacks } from './json-schema-fallbacks';
import type { StandardProps } from './schema-kinds';
import type { StandardSchemaV1, StandardTool, ToolSchema, Undeclared } from './standard-tool';

export function notZodError(schema: unknown, io: 'input' | 'output'): TypeError {
  const vendor = (schema as { '~standard'?: { vendor?: string } } | null)?.['~standard']?.vendor ?? 'unknown';
  return new TypeError(`std-tool: this ${vendor} ${io} schema is not zod; run std-tool-migrate again to add support`);
}

/** zod's own JSON Schema (before zod 4.2, through a fallback); another library's schema is refused. */
export function toJsonSchema(
  schema: unknown,
  { target, io }: { target: string; io: 'input' | 'output' },
): Record<string, unknown> {
  const standard = (schema as { '~standard'?: StandardProps } | null)?.['~standard'];
  if (standard !== undefined && standard.vendor !== 'zod') {
    throw notZodError(schema, io);
  }
  return standard?.jsonSchema?.[io]({ target }) ?? fromFallbacks(schema, { target: target as 'draft-07', io });
}

/** Genkit's JSON Schema: draft-07, the dialect its ajv knows. */
export const genkitJsonSchema = (schema: unknown, io: 'input' | 'output'): Record<string, unknown> =>
  toJsonSchema(schema, { target: 'draft-07', io });

/** AI SDK 6 and 7 take any Standard Schema themselves: it goes as the SDK took it. */
export const aiSdkOtherSchema = (schema: ToolSchema): unknown => schema;

/** A framework that parses zod itself gets the tool as it is; another library's schema is refused. */
function zodSchemasOnly<Given extends StandardTool<Undeclared, unknown, Undeclared>>(
  tool: Given,
  parsesItself: (schema: ToolSchema, io: 'input' | 'output') => boolean,
): Given {
  for (const io of ['input', 'output'] as const) {
    const schema = tool[`${io}Schema`];
    if (schema && !parsesItself(schema, io)) {
      throw notZodError(schema, io);
    }
  }
  return tool;
}

export const mcpOtherSchemas = zodSchemasOnly;
export const langchainOtherSchemas = zodSchemasOnly;
export const mastraV0OtherSchemas = zodSchemasOnly;

/** MCP 2.x and Mastra 1.x take zod 4 and what emits JSON Schema itself; anything else (zod 3, say) needs one here. */
function withoutConverter(schema: ToolSchema, io: 'input' | 'output' = 'input'): never {
  // Refused with the reason: another library's schema, or zod without a converter here.
  toJsonSchema(schema, { target: 'draft-2020-12', io });
  throw notZodError(schema, io);
}

export const mcpV2OtherSchema = withoutConverter;
export const mastraOtherSchema = (schema: StandardSchemaV1): never => withoutConverter(schema);
