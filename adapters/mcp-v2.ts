/**
 * MCP adapter for `@modelcontextprotocol/server` 2.x: registers a StandardTool with
 * `McpServer.registerTool`. The alternative to './mcp' for projects on the v2 packages,
 * with the same public name (`registerMcpTool`).
 *
 * Schemas: v2 takes any Standard Schema that also emits JSON Schema (zod >= 4.2,
 * arktype, valibot through `toStandardJsonSchema`), and zod 4.0/4.1 through its own
 * fallback; those go through unchanged, exactly like a native registration. Anything
 * else (zod 3, which v2 registers but cannot list; a validate-only valibot schema):
 * mcp-v2-other-schemas.ts.
 * Without an input schema the tool is registered without one (an empty schema would
 * change what `tools/list` shows), and the SDK then calls the callback with `ctx` only.
 * `ctx` reaches `execute` as its context (the error result `textOfMcpResult` threw is returned as it was);
 * `toMcpResult` builds the result from what it returned, where the migration moved the handler's results there.
 * Any other throw propagates: the SDK turns it into
 * `{ content: [{ type: 'text', text: message }], isError: true }`, as for a native tool.
 */
import type {
  CallToolResult,
  InputRequiredResult,
  McpServer,
  RegisteredTool,
  ServerContext,
  StandardSchemaWithJSON as McpV2StandardSchema,
} from '@modelcontextprotocol/server';
import { mcpV2OtherSchema } from './mcp-v2-other-schemas';
import { isRawShape } from './schema-kinds';
import { mcpResultCarriedBy, type StandardTool, type ToolSchema } from './standard-tool';

/** The config of `registerTool`'s first (Standard Schema) overload; the second is the deprecated raw-shape one. */
type McpV2ToolConfig = McpServer['registerTool'] extends {
  (name: string, config: infer Config, cb: never): RegisteredTool;
  (...args: never[]): RegisteredTool;
}
  ? Config
  : never;

/**
 * What `registerTool` has and the contract does not (`annotations`, `icons`, `_meta`, ...); `title` overrides;
 * `description`: an empty one that MCP lists (the tool's `''` is listed as none); `outputSchema`: that of
 * MCP-shaped results (not the tool's); `toMcpResult`: the result built from what `execute` returned (else a
 * string is a text, an object its JSON).
 */
export type McpToolOptions<Output = unknown> = Omit<McpV2ToolConfig, 'inputSchema' | 'outputSchema'> & {
  outputSchema?: ToolSchema;
  toMcpResult?: (output: Output) => CallToolResult;
};

/** The request context the SDK hands a tool callback: `execute`'s second argument. */
export type McpToolContext = ServerContext;

type McpV2Result = CallToolResult | InputRequiredResult;

function mcpV2Schema(schema: ToolSchema, io: 'input' | 'output'): McpV2StandardSchema {
  const props = (schema as { '~standard'?: { jsonSchema?: unknown } })['~standard'];
  const isZod4 = (schema as { _zod?: unknown })._zod !== undefined;
  // A raw shape (`{ city: z.string() }`) goes as v2's registerTool still takes it.
  const passes = props?.jsonSchema !== undefined || isZod4 || isRawShape(schema);
  return passes ? (schema as McpV2StandardSchema) : mcpV2OtherSchema(schema, io);
}

/** A `CallToolResult`, or an `InputRequiredResult`. */
function mcpV2IsResult(value: unknown): value is McpV2Result {
  const candidate = value as { content?: unknown; resultType?: unknown } | null;
  const blocks = candidate?.content;
  return (
    candidate?.resultType === 'input_required' ||
    (Array.isArray(blocks) && blocks.every((block) => typeof (block as { type?: unknown } | null)?.type === 'string'))
  );
}

/** What `execute` threw: the error result `textOfMcpResult` took the text of is returned as built, else thrown. */
function mcpV2ErrorResultOf(error: unknown): McpV2Result {
  const result = mcpResultCarriedBy(error);
  if (result === undefined) {
    throw error;
  }
  return result as McpV2Result;
}

/** A string becomes one text block; an object, its JSON text plus `structuredContent`; a result, itself. */
function mcpV2WrapResult(value: unknown): McpV2Result {
  if (value === undefined || mcpV2IsResult(value)) {
    return value ?? { content: [] };
  }
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const structured = value !== null && typeof value === 'object' && !Array.isArray(value);
  const structuredContent = structured ? (value as Record<string, unknown>) : undefined;
  return {
    content: [{ type: 'text', text }],
    ...(structuredContent && { structuredContent }),
  };
}

export function registerMcpTool<Input, Output>(
  server: McpServer,
  tool: StandardTool<Input, Output>,
  options?: McpToolOptions<Output>,
): RegisteredTool {
  const title = options?.title ?? tool.title;
  // MCP-shaped results: their output schema comes beside the tool, and is listed and checked as its own.
  const { outputSchema: besideTool, toMcpResult, description: listed, ...registration } = options ?? {};
  const outputSchema = tool.outputSchema ?? besideTool;
  const config: Omit<McpV2ToolConfig, 'inputSchema'> = {
    ...registration,
    ...(title !== undefined && { title }),
    // MCP descriptions are optional: the tool's `''` is one that had none, listed without (options may list it).
    ...((listed !== undefined || tool.description !== '') && { description: listed ?? tool.description }),
    ...(outputSchema && { outputSchema: mcpV2Schema(outputSchema, 'output') }),
  };
  const run = async (input: unknown, ctx: ServerContext): Promise<McpV2Result> => {
    try {
      const output = await tool.execute(input as Input, ctx);
      return toMcpResult ? toMcpResult(output) : mcpV2WrapResult(output);
    } catch (error) {
      return mcpV2ErrorResultOf(error);
    }
  };
  // The SDK calls `(args, ctx)` when there is an input schema and `(ctx)` when there is none.
  if (!tool.inputSchema) {
    return server.registerTool<McpV2StandardSchema>(tool.name, config, (ctx) => run(undefined, ctx));
  }
  const inputSchema = mcpV2Schema(tool.inputSchema, 'input');
  return server.registerTool<McpV2StandardSchema, McpV2StandardSchema>(tool.name, { ...config, inputSchema }, run);
}
