/**
 * What the adapter module of a project with no zod 3 schema (zod 4 alone) has instead of
 * mcp-zod3-objects.ts: MCP 1.x takes zod 4 schemas as they are.
 */
import type { ToolSchema } from './standard-tool';

/** zod 4 goes to the SDK as it is. */
export const mcpZodSchema = (schema: ToolSchema): unknown => schema;
