/**
 * What the adapter module of a project with no zod 3 schema (zod 4 alone) has instead of
 * mcp-zod3-objects.ts: MCP 1.x takes zod 4 schemas as they are, a plain object as its shape.
 */
import { plainZod4Shape } from './mcp-zod4-objects';
import type { ToolSchema } from './standard-tool';

/** A plain zod 4 object as its raw shape; any other schema as it is. */
export const mcpZodSchema = (schema: ToolSchema): unknown => plainZod4Shape(schema) ?? schema;
