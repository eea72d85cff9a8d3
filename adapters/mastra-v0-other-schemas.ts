/**
 * Mastra 0.x schemas of other libraries (valibot, arktype, ...): they would reach the model
 * as garbage and never be validated, so Mastra gets their draft-07 JSON Schema (which 0.x
 * turns into a zod schema for the model) and the schema itself validates, failures returned
 * in the shape Mastra 0.x returns a zod failure in.
 */
import { toJsonSchema } from './json-schema';
import {
  normalizeIssue,
  type NormalizedIssue,
  type StandardSchemaV1,
  type StandardTool,
  type ToolSchema,
  type Undeclared,
} from './standard-tool';

function mastraV0IssueTree(issues: readonly NormalizedIssue[]): MastraV0ErrorTree {
  const root: MastraV0ErrorTree = { _errors: [] };
  for (const issue of issues) {
    let node = root;
    for (const key of issue.path) {
      const name = String(key);
      node[name] ??= { _errors: [] };
      node = node[name] as MastraV0ErrorTree;
    }
    node._errors.push(issue.message);
  }
  return root;
}

/** The same message and `validationErrors` tree that Mastra 0.x builds from a zod error. */
function mastraV0ValidationFailure(
  toolId: string,
  issues: readonly NormalizedIssue[],
  input: unknown,
): MastraValidationFailure {
  const lines = issues.map((issue) => `- ${issue.path.map(String).join('.') || 'root'}: ${issue.message}`);
  return {
    error: true,
    message: `Tool validation failed for ${toolId}. Please fix the following errors and try again:\n${lines.join('\n')}\n\nProvided arguments: ${JSON.stringify(input, null, 2)}`,
    validationErrors: mastraV0IssueTree(issues),
  };
}

function mastraV0OtherSchema(schema: ToolSchema, io: 'input' | 'output'): MastraV0OtherSchema {
  return {
    json: toJsonSchema(schema, { target: 'draft-07', io }),
    async validate(toolId, input): ReturnType<MastraV0OtherSchema['validate']> {
      const result = await (schema as StandardSchemaV1)['~standard'].validate(input);
      if (!result.issues) {
        return { value: result.value };
      }
      const issues = result.issues.map((issue) => normalizeIssue(issue));
      return { failure: mastraV0ValidationFailure(toolId, issues, input) };
    },
  };
}

/**
 * The tool with each schema Mastra does not parse (`parsesItself`) as its JSON Schema, the input validated by
 * the schema itself before `execute` (0.x checks no result). Only the schemas and `execute` of the result are read.
 */
export function mastraV0OtherSchemas<Given extends StandardTool<Undeclared, unknown, Undeclared>>(
  tool: Given,
  parsesItself: (schema: ToolSchema) => boolean,
): Given {
  const { inputSchema, outputSchema } = tool;
  const input = inputSchema && !parsesItself(inputSchema) ? mastraV0OtherSchema(inputSchema, 'input') : undefined;
  const output = outputSchema && !parsesItself(outputSchema) ? mastraV0OtherSchema(outputSchema, 'output') : undefined;
  if (!input && !output) {
    return tool;
  }
  const execute = async (value: unknown, ctx: unknown): Promise<unknown> => {
    if (!input) {
      return tool.execute(value, ctx);
    }
    const result = await input.validate(tool.name, value);
    return 'failure' in result ? result.failure : tool.execute(result.value, ctx);
  };
  return {
    ...tool,
    inputSchema: input ? input.json : inputSchema,
    outputSchema: output ? output.json : outputSchema,
    execute,
  };
}

/** The validation failure Mastra 0.x returns: zod's `format()` tree in `validationErrors`. */
export interface MastraValidationFailure {
  error: true;
  message: string;
  validationErrors: MastraV0ErrorTree;
}

type MastraV0ErrorTree = { _errors: string[] } & { [key: string]: MastraV0ErrorTree | string[] };

interface MastraV0OtherSchema {
  /** What `createTool` gets as the schema. */
  json: unknown;
  validate(toolId: string, input: unknown): Promise<{ value: unknown } | { failure: MastraValidationFailure }>;
}
