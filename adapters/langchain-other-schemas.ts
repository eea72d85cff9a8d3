/**
 * LangChain schemas of other libraries (valibot, arktype, ...): LangChain would not validate
 * them (and crashes on arktype), so they go in as draft-07 JSON Schema, which LangChain
 * checks, and the schema itself then parses, so defaults and transforms apply. A failure
 * throws LangChain's own `ToolInputParsingException`, which agents turn into an error
 * ToolMessage, as for a native parse failure.
 */
import { ToolInputParsingException } from '@langchain/core/tools';
import { toJsonSchema } from './json-schema';
import { writtenJsonSchema } from './schema-kinds';
import {
  formatIssues,
  StandardToolValidationError,
  validateInput,
  type StandardTool,
  type ToolSchema,
  type Undeclared,
} from './standard-tool';

/**
 * The tool with an input schema LangChain does not parse (`parsesItself`) as its JSON Schema, parsed by the
 * schema itself before `execute`. Only the input schema and `execute` of the result are read.
 */
export function langchainOtherSchemas<Given extends StandardTool<Undeclared, unknown, Undeclared>>(
  tool: Given,
  parsesItself: (schema: ToolSchema, io: 'input' | 'output') => boolean,
): Given {
  const schema = tool.inputSchema;
  if (!schema || parsesItself(schema, 'input')) {
    return tool;
  }
  // A migrated JSON Schema: as it was written (LangChain validates with it, as before).
  // Draft-07 is also what LangChain asks a Standard JSON Schema for (model-facing). A plain
  // copy, read as JSON Schema and nothing else (zod 4's JSON output, for one, also carries
  // a `~standard`, which LangChain would follow).
  const json = writtenJsonSchema(schema, 'input') ?? { ...toJsonSchema(schema, { target: 'draft-07', io: 'input' }) };
  const parse = async (input: unknown): Promise<unknown> => {
    try {
      const parsed: unknown = await validateInput(schema, input);
      return parsed;
    } catch (error) {
      if (!(error instanceof StandardToolValidationError)) {
        throw error;
      }
      throw new ToolInputParsingException(
        `Received tool input did not match expected schema\n\n${formatIssues(error.issues)}`,
        JSON.stringify(input),
      );
    }
  };
  return {
    ...tool,
    inputSchema: json,
    execute: async (input: unknown, config: unknown) => tool.execute(await parse(input), config),
  };
}
