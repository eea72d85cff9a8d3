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
import { formatIssues, StandardToolValidationError, validateInput, type ToolSchema } from './standard-tool';

interface LangChainOtherSchema {
  /** What `tool()` gets as `schema`. */
  json: Record<string, unknown>;
  parse(input: unknown): Promise<unknown>;
}

export function langchainOtherSchema(schema: ToolSchema): LangChainOtherSchema {
  return {
    // A migrated JSON Schema: as it was written (LangChain validates with it, as before).
    // Draft-07 is also what LangChain asks a Standard JSON Schema for (model-facing). A plain
    // copy, read as JSON Schema and nothing else (zod 4's JSON output, for one, also carries
    // a `~standard`, which LangChain would follow).
    json: writtenJsonSchema(schema, 'input') ?? { ...toJsonSchema(schema, { target: 'draft-07', io: 'input' }) },
    async parse(input) {
      try {
        return await validateInput(schema, input);
      } catch (error) {
        if (!(error instanceof StandardToolValidationError)) throw error;
        throw new ToolInputParsingException(
          `Received tool input did not match expected schema\n\n${formatIssues(error.issues)}`,
          JSON.stringify(input),
        );
      }
    },
  };
}
