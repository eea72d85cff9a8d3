/**
 * Provider clean-ups on every corpus schema: Gemini keeps only its keywords,
 * Anthropic gets an object root without combinators, OpenAI strict gets closed
 * objects with every property required (records are refused).
 */
import '../../adapters/json-schema-zod3';
import '../../adapters/json-schema-zod4-core';
import '../../adapters/json-schema-valibot';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { JsonSchemaConversionError, toJsonSchema } from '../../adapters/json-schema';
import { forAnthropic, forGemini, forOpenAIStrict, toProviderJsonSchema } from '../../adapters/providers';
import { corpus } from './corpus';
import { allSchemas, geminiProblems } from './support';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

const ajv = new Ajv2020({ strict: false });
addFormats(ajv);

for (const entry of corpus) {
  describe(entry.id, () => {
    const features = entry.features ?? [];

    it('gemini: only Gemini keywords, one type per node, string enums, object root', () => {
      const openapi = deepFreeze(toJsonSchema(entry.schema, { target: 'openapi-3.0' }));
      const gemini = forGemini(openapi);
      expect(gemini.type).toBe('object');
      expect(geminiProblems(gemini), JSON.stringify(gemini)).toEqual([]);
      expect(toProviderJsonSchema(entry.schema, 'gemini')).toEqual(gemini);
      // 2020-12 input is cleaned up just as well.
      const from2020 = forGemini(deepFreeze(toJsonSchema(entry.schema)));
      expect(geminiProblems(from2020), JSON.stringify(from2020)).toEqual([]);
    });

    it('anthropic: object root without combinators, no references, accepts every valid sample', () => {
      const anthropic = forAnthropic(deepFreeze(toJsonSchema(entry.schema)));
      expect(anthropic.type).toBe('object');
      for (const key of ['anyOf', 'oneOf', 'allOf', '$ref', '$schema']) expect(anthropic).not.toHaveProperty(key);
      for (const { node, path } of allSchemas(anthropic)) {
        for (const key of ['$ref', '$defs', 'definitions', '$schema']) expect(node, path).not.toHaveProperty(key);
      }
      // Merging root unions and capping recursion only widen: nothing valid is refused.
      const validate = ajv.compile(anthropic);
      for (const value of entry.valid) expect(validate(value), JSON.stringify(value)).toBe(true);
      expect(toProviderJsonSchema(entry.schema, 'anthropic')).toEqual(anthropic);
    });

    if (features.includes('record')) {
      it('openai-strict: records are refused with an explanation', () => {
        expect(() => forOpenAIStrict(toJsonSchema(entry.schema))).toThrow(JsonSchemaConversionError);
        expect(() => toProviderJsonSchema(entry.schema, 'openai-strict')).toThrow(/cannot express a record/);
      });
    } else {
      it('openai-strict: every object closed with all properties required, optional ones nullable', () => {
        const json = deepFreeze(toJsonSchema(entry.schema));
        const strict = forOpenAIStrict(json);
        expect(strict.type).toBe('object');
        for (const key of ['anyOf', 'oneOf', 'allOf', '$schema']) expect(strict).not.toHaveProperty(key);
        const objects = allSchemas(strict).filter(({ node }) => node.type === 'object' || 'properties' in node);
        expect(objects.length).toBeGreaterThan(0);
        for (const { node, path } of objects) {
          expect(node.additionalProperties, path).toBe(false);
          expect([...(node.required as string[])].sort(), path).toEqual(Object.keys(node.properties as object).sort());
        }
        for (const { node, path } of allSchemas(strict)) {
          expect(Array.isArray(node.type), `${path}: type array`).toBe(false);
          expect(node, path).not.toHaveProperty('oneOf');
          expect(node, path).not.toHaveProperty('allOf');
        }
        expect(toProviderJsonSchema(entry.schema, 'openai-strict')).toEqual(strict);
      });
    }
  });
}
