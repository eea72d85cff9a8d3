/**
 * A plain zod object goes to MCP 1.x as its raw shape, the form `registerTool` documents (1.12+
 * takes no other zod 3 object): the SDK makes the same object of it, and a test double records
 * the shape it recorded before the migration. Other schemas go through unchanged (sdk >= 1.22).
 * A project with no zod 3 schema gets mcp-zod4-only.ts instead.
 */
import { plainZod4Shape } from './mcp-zod4-objects';
import type { ToolSchema } from './standard-tool';

/** A plain zod 3 or zod 4 object as its raw shape; any other schema as it is. */
export function mcpZodSchema(schema: ToolSchema): unknown {
  // A zod 3 object's settings (zod 4 has no `typeName`): a plain `z.object()` has none, and its shape says all it does.
  interface Def {
    typeName?: string;
    unknownKeys?: string;
    catchall?: { _def?: Def };
    description?: string;
  }
  const { _def: def, shape } = schema as { _def?: Def; shape?: unknown };
  const stripping = def?.typeName === 'ZodObject' && def.unknownKeys === 'strip' && def.description === undefined;
  const plainObject = stripping && def.catchall?._def?.typeName === 'ZodNever' && typeof shape === 'object';
  return plainObject ? shape : (plainZod4Shape(schema) ?? schema);
}
