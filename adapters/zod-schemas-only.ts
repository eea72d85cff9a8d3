/**
 * What the adapter module of a project whose schemas are all zod has instead of the JSON
 * Schema machinery (json-schema.ts and the `*-other-schemas.ts` modules): zod's own JSON
 * Schema (`~standard.jsonSchema` from zod 4.2; older zod through a fallback), and a clear
 * error for a schema of another library where a framework needs its JSON Schema. Running
 * std-tool-migrate again with that library declared writes the full machinery in.
 */
import { fromFallbacks } from './json-schema-fallbacks';
import type { StandardProps } from './schema-kinds';
import type { ToolSchema } from './standard-tool';

// Adapters of other majors type their JSON with it, as they do with json-schema.ts.
export type { JsonObject } from './json-schema-types';

/** zod's own JSON Schema (before zod 4.2, through a fallback); another library's schema is refused. */
export function toJsonSchema(
  schema: unknown,
  options: { target: string; io: 'input' | 'output' },
): Record<string, unknown> {
  const standard = (schema as { '~standard'?: StandardProps } | null)?.['~standard'];
  if (standard !== undefined && standard.vendor !== 'zod') throw notZodError(schema, options.io);
  const { target, io } = options;
  return standard?.jsonSchema?.[io]({ target }) ?? fromFallbacks(schema, { target: target as 'draft-07', io });
}

function notZodError(schema: unknown, io: 'input' | 'output'): TypeError {
  const vendor = (schema as { '~standard'?: { vendor?: unknown } } | null)?.['~standard']?.vendor;
  return new TypeError(
    `std-tool: this ${String(vendor ?? 'unknown')} ${io} schema is not zod; run std-tool-migrate again to add support`,
  );
}

/** AI SDK 6 and 7 take any Standard Schema themselves: it goes as the SDK took it. */
export function aiSdkOtherSchema(schema: ToolSchema): unknown {
  return schema;
}

/** MCP 1.x takes zod only. */
export function mcpOtherSchema(schema: ToolSchema, io: 'input' | 'output'): McpOtherSchema {
  throw notZodError(schema, io);
}

type McpOtherSchema = { listed: unknown; validate(value: unknown, failure: string): Promise<unknown> };

/** MCP 2.x lists zod 4 and what emits JSON Schema itself; anything else (zod 3, say) needs a converter. */
export function mcpV2OtherSchema(schema: ToolSchema, io: 'input' | 'output'): never {
  // Refused with the reason: another library's schema, or zod without a converter here.
  toJsonSchema(schema, { target: 'draft-2020-12', io });
  throw notZodError(schema, io);
}

/** LangChain parses zod itself; another library would need its JSON Schema. */
export function langchainOtherSchema(schema: ToolSchema): LangChainOtherSchema {
  throw notZodError(schema, 'input');
}

type LangChainOtherSchema = { json: Record<string, unknown>; parse(input: unknown): Promise<unknown> };

/** Mastra 0.x parses zod itself; another library would need its JSON Schema. */
export function mastraV0OtherSchema(schema: ToolSchema, io: 'input' | 'output'): MastraV0OtherSchema {
  throw notZodError(schema, io);
}

type MastraV0OtherSchema = {
  json: unknown;
  validate(toolId: string, input: unknown): Promise<{ value: unknown } | { failure: unknown }>;
};
