/**
 * The draft-07 JSON Schema Genkit gets for a schema other than zod 3: the dialect Genkit's
 * ajv knows (any other `$schema` makes it throw at call time). A schema written as JSON
 * Schema (`fromJsonSchema()`) goes as written; any other, through `toJsonSchema`.
 */
import { toJsonSchema } from './json-schema';
import { writtenJsonSchema } from './schema-kinds';

export function genkitJsonSchema(schema: unknown, io: 'input' | 'output'): Record<string, unknown> {
  return writtenJsonSchema(schema, io) ?? toJsonSchema(schema, { target: 'draft-07', io });
}
