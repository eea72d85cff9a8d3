/**
 * The views `contract` shows, on every corpus schema, checked with ajv against what each
 * provider documents:
 * - Gemini `parametersJsonSchema`: only the JSON Schema keywords Gemini lists, enums of
 *   strings and numbers, an object root, no `$schema`; it may only widen (every valid
 *   sample accepted).
 * - OpenAI without strict mode: the schema itself with an object root: exactly the
 *   original verdicts (a merged root union may only widen).
 * - OpenAI strict: what the model sends (every optional property present, `null` when
 *   absent) passes the strict schema, and `fromOpenAIStrictInput` gives back exactly the
 *   original input, which the tool's own schema accepts.
 */
import '../../adapters/json-schema-zod3';
import '../../adapters/json-schema-zod4-core';
import '../../adapters/json-schema-valibot';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { toJsonSchema } from '../../adapters/json-schema';
import { type JsonSchemaNode, isSchemaObject, resolveLocalRef } from '../../adapters/json-schema-walk';
import {
  GEMINI_JSON_SCHEMA_KEYWORDS,
  forGeminiJsonSchema,
  forOpenAI,
  forOpenAIStrict,
  fromOpenAIStrictInput,
  toProviderJsonSchema,
} from '../../adapters/providers';
import { corpus } from './corpus';
import { allSchemas, originalAccepts } from './support';

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

/** Everything Gemini's documented JSON Schema subset does not allow, as readable problems. */
function geminiJsonSchemaProblems(json: JsonSchemaNode): string[] {
  const problems: string[] = [];
  if (json.type !== 'object') problems.push(`root type ${JSON.stringify(json.type)}`);
  for (const { node, path } of allSchemas(json)) {
    for (const key of Object.keys(node))
      if (!(GEMINI_JSON_SCHEMA_KEYWORDS as readonly string[]).includes(key)) problems.push(`${path}: keyword ${key}`);
    if (Array.isArray(node.enum) && !node.enum.every((value) => typeof value === 'string' || typeof value === 'number'))
      problems.push(`${path}: enum of ${JSON.stringify(node.enum)}`);
    if (typeof node.format === 'string' && !['date-time', 'date', 'time'].includes(node.format))
      problems.push(`${path}: format ${node.format}`);
  }
  return problems;
}

/** What a model in strict mode sends for `value`: every declared property present, `null` for the absent. */
function asStrictModelInput(value: unknown, schema: unknown, root: JsonSchemaNode): unknown {
  if (!isSchemaObject(schema)) return value;
  if (typeof schema.$ref === 'string') return asStrictModelInput(value, resolveLocalRef(root, schema.$ref), root);
  if (Array.isArray(schema.anyOf)) {
    for (const branch of schema.anyOf) {
      const candidate = asStrictModelInput(value, branch, root);
      if (ajv.validate(anchored(branch, root), candidate)) return candidate;
    }
    return value;
  }
  if (Array.isArray(value)) {
    const prefix = Array.isArray(schema.prefixItems) ? schema.prefixItems : [];
    return value.map((item, index) =>
      asStrictModelInput(item, index < prefix.length ? prefix[index] : schema.items, root),
    );
  }
  if (typeof value !== 'object' || value === null || !isSchemaObject(schema.properties)) return value;
  const out: Record<string, unknown> = {};
  for (const [name, property] of Object.entries(schema.properties)) {
    const given = (value as Record<string, unknown>)[name];
    out[name] = given === undefined ? null : asStrictModelInput(given, property, root);
  }
  return out;
}

const rootIds = new Map<JsonSchemaNode, string>();

/** A subschema whose local references point into its registered root (so ajv can follow `#`). */
function anchored(schema: unknown, root: JsonSchemaNode): JsonSchemaNode {
  let id = rootIds.get(root);
  if (id === undefined) {
    id = `urn:strict-root:${rootIds.size}`;
    ajv.addSchema(root, id);
    rootIds.set(root, id);
  }
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (typeof node !== 'object' || node === null) return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [
        key,
        key === '$ref' && typeof value === 'string' && value.startsWith('#') ? `${id}${value}` : rewrite(value),
      ]),
    );
  };
  return rewrite(schema) as JsonSchemaNode;
}

for (const entry of corpus) {
  describe(entry.id, () => {
    const features = entry.features ?? [];
    const json = toJsonSchema(entry.schema);

    it("gemini parametersJsonSchema: Gemini's documented keywords only; every valid sample accepted", () => {
      const view = forGeminiJsonSchema(json);
      expect(geminiJsonSchemaProblems(view), JSON.stringify(view)).toEqual([]);
      expect(toProviderJsonSchema(entry.schema, 'gemini-json-schema')).toEqual(view);
      const validate = ajv.compile(view);
      for (const value of entry.valid) expect(validate(value), JSON.stringify(value)).toBe(true);
    });

    it('openai: an object root with the original verdicts', () => {
      const view = forOpenAI(json);
      expect(view.type).toBe('object');
      expect(view).not.toHaveProperty('$schema');
      expect(toProviderJsonSchema(entry.schema, 'openai')).toEqual(view);
      const validate = ajv.compile(view);
      for (const value of entry.valid) expect(validate(value), JSON.stringify(value)).toBe(true);
      if (features.includes('root-union')) return; // merged: may accept a mix of branches
      for (const value of entry.invalid) {
        // Refinements no JSON Schema can express are the only ones the schema may miss.
        if (originalAccepts(entry.schema, value)) continue;
        expect(validate(value), JSON.stringify(value)).toBe(validateOriginalDialect(json, value));
      }
    });

    if (!features.includes('record')) {
      it('openai strict: the model input passes the strict schema and maps back to the original input', () => {
        const strict = forOpenAIStrict(json);
        const validateStrict = ajv.compile(strict);
        for (const value of entry.valid) {
          const sent = asStrictModelInput(value, strict, strict);
          expect(validateStrict(sent), `${JSON.stringify(sent)}: ${ajv.errorsText(validateStrict.errors)}`).toBe(true);
          const received = fromOpenAIStrictInput(sent, json);
          expect(originalAccepts(entry.schema, received), JSON.stringify(received)).toBe(true);
          expectKeeps(received, value);
        }
      });
    }
  });
}

/**
 * Everything the original input held is received unchanged, except keys its schema does
 * not declare (a strict model cannot send them). The received input may hold `null`
 * where the input had nothing, only where the tool's schema accepts it (checked above).
 */
function expectKeeps(received: unknown, value: unknown, path = ''): void {
  if (Array.isArray(value)) {
    expect(Array.isArray(received) && received.length, path).toBe(value.length);
    value.forEach((item, index) => expectKeeps((received as unknown[])[index], item, `${path}[${index}]`));
    return;
  }
  if (typeof value !== 'object' || value === null) {
    expect(received, path).toEqual(value);
    return;
  }
  expect(typeof received === 'object' && received !== null, path).toBe(true);
  for (const [key, item] of Object.entries(value)) {
    if (key in (received as object)) expectKeeps((received as Record<string, unknown>)[key], item, `${path}.${key}`);
  }
}

/** The verdict of the library's own 2020-12 JSON Schema (the reference for "exact"). */
function validateOriginalDialect(json: JsonSchemaNode, value: unknown): boolean {
  return ajv.validate(json, value);
}
