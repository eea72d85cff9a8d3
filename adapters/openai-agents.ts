/**
 * OpenAI Agents SDK adapter: a StandardTool as a function tool from `tool()` ('@openai/agents';
 * 0.3 with zod 3 or 4, and 0.20 with zod 4, tested).
 *
 * The schema goes to `tool()` as `parameters`, as a native tool had it, so the SDK builds the
 * same JSON parameters (and strict schema) and parses the input itself: a zod object, a plain
 * JSON Schema object, a Standard JSON Schema (0.20 takes one itself); a migrated JSON Schema
 * (`fromJsonSchema()`) as it was written, whatever dialect it names. An invalid input then fails inside the SDK,
 * with its own error text. A tool without input gets the empty closed object and `execute` `undefined`.
 *
 * The SDK's `execute(input, runContext)` second argument reaches `execute` as its context.
 * `strict`, `needsApproval`, `errorFunction`, `isEnabled`, `timeoutMs`... go in the options, as
 * `tool()` takes them. The SDK turns the name into its function name (`Get weather` →
 * `Get_weather`) as it did for the native tool.
 */
import { tool as openAIAgentsToolFactory, type Agent, type FunctionTool, type RunContext } from '@openai/agents';
import { jsonSchemaAsWritten } from './schema-kinds';
import type { StandardToolWithContext, Undeclared } from './standard-tool';

/** `execute`'s second argument: the run's context wrapper (`runContext.context` is the app's own). */
export type OpenAIAgentsRunContext<Context = unknown> = RunContext<Context>;

// What `tool()` takes as `parameters`: the SDK's `ToolInputParameters`, which 0.0.x does not export.
type OpenAIAgentsInput = Parameters<typeof openAIAgentsToolFactory>[0]['parameters'];
/** What `toOpenAIAgents` returns: the function tool `tool()` returns. */
export type OpenAIAgentsTool<Context = unknown, Output = unknown> = FunctionTool<Context, OpenAIAgentsInput, Output>;

/** What `tool()` takes besides the tool's own name, description, parameters and execute, typed as it typed them. */
export interface OpenAIAgentsToolOptions<Input = Undeclared, Context = unknown> {
  strict?: boolean;
  needsApproval?:
    boolean | ((runContext: OpenAIAgentsRunContext<Context>, input: Input, callId?: string) => Promise<boolean>);
  errorFunction?: ((runContext: OpenAIAgentsRunContext<Context>, error: unknown) => string | Promise<string>) | null;
  isEnabled?:
    boolean | ((args: { runContext: OpenAIAgentsRunContext<Context>; agent: Agent }) => boolean | Promise<boolean>);
  /** `timeoutMs`, `outputSchema`, `inputGuardrails`, ... as the installed version takes them. */
  [option: string]: unknown;
}

/** The parameters of a native tool that takes nothing (`z.object({})`, strict). */
const OPENAI_AGENTS_NO_INPUT = { type: 'object', properties: {}, required: [], additionalProperties: false };

// One signature: `tool()`'s own is keyed on the schema's static type and strictness.
const openAIAgentsToolOf = openAIAgentsToolFactory as unknown as (
  options: Record<string, unknown> & {
    execute: (input: unknown, runContext: OpenAIAgentsRunContext, details?: unknown) => unknown;
  },
) => OpenAIAgentsTool;

export function toOpenAIAgents<Input, Output, Context = unknown>(
  tool: StandardToolWithContext<OpenAIAgentsRunContext<Context>, Input, Output>,
  options?: OpenAIAgentsToolOptions<Input, Context>,
): OpenAIAgentsTool<Context, Output> {
  const schema = tool.inputSchema;
  const parameters = schema === undefined ? OPENAI_AGENTS_NO_INPUT : (jsonSchemaAsWritten(schema) ?? schema);
  return openAIAgentsToolOf({
    ...options,
    name: tool.name,
    description: tool.description,
    parameters,
    // The SDK names the tool's function after the name; `execute` gets no input where the tool has no schema.
    execute: (input, runContext) =>
      tool.execute((schema === undefined ? undefined : input) as Input, runContext as OpenAIAgentsRunContext<Context>),
  }) as OpenAIAgentsTool<Context, Output>;
}
