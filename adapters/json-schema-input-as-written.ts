/**
 * `fromJsonSchema()` for a module whose frameworks all take a JSON Schema tool's JSON as it was written (the AI SDK
 * 5–7 alone, or the OpenAI Agents SDK alone): it stands in for json-schema-input.ts there, without the JSON Schema
 * machinery (walk, refs, dialect conversion) that module brings. Each framework gets the JSON exactly as written,
 * as that module gives it where the JSON names no dialect or the one asked; any other dialect would need converting,
 * which running std-tool-migrate again writes in once something asks for it (another framework, `toJsonSchema`).
 */
import type { StandardResult, StandardSchemaWithJSON, Undeclared } from './standard-tool';

const WRITTEN_DIALECTS: Readonly<Record<string, string>> = {
  'draft-07': 'http://json-schema.org/draft-07/schema#',
  'draft-2020-12': 'https://json-schema.org/draft/2020-12/schema',
};

/**
 * A raw JSON Schema as a tool schema. It validates with `validate` when one is given; without one every value passes,
 * as the frameworks took the JSON. The value is untyped unless given (`fromJsonSchema<{ city: string }>(...)`).
 */
export function fromJsonSchema<Value = Undeclared>(
  json: object,
  validate?: (value: unknown) => StandardResult<Value> | Promise<StandardResult<Value>>,
): StandardSchemaWithJSON<Value, Value> {
  const written = json as Record<string, unknown>;
  const emit = ({ target }: { readonly target: string }): Record<string, unknown> => {
    const { $schema: dialect } = written;
    if (target !== 'openapi-3.0' && (dialect === undefined || dialect === WRITTEN_DIALECTS[target])) {
      return written;
    }
    // Running again brings the conversion only where something asks for it: say what does.
    throw new TypeError(
      `std-tool: this JSON Schema would need converting to ${target}, which this module leaves out: write it without \`$schema\` (or in draft-07), or import \`toJsonSchema\` from this module and run std-tool-migrate again`,
    );
  };
  return {
    // The JSON as written, for a framework that takes it whatever dialect it names (schema-kinds.ts).
    [Symbol.for('std-tool.json-schema-as-written')]: written,
    '~standard': {
      version: 1,
      vendor: 'json-schema',
      validate: validate ?? ((value): StandardResult<Value> => ({ value: value as Value })),
      jsonSchema: { input: emit, output: emit },
    },
  };
}
