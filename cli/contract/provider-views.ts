/**
 * One view per provider of a tool's input schema, as the framework produced it: the
 * schema that provider receives (adapters/providers.ts), what the clean-up dropped or
 * changed, and whether the model is then allowed more than the tool's validator.
 */
import type { JsonObject } from '../../adapters/json-schema';
import { forAnthropic, forGemini, forGeminiJsonSchema, forOpenAI, forOpenAIStrict } from '../../adapters/providers';
import { type SchemaChange, schemaChanges, widens } from './schema-changes';

export const PROVIDER_VIEWS = ['openai', 'openai-strict', 'anthropic', 'gemini', 'gemini-json-schema'] as const;
export type ProviderView = (typeof PROVIDER_VIEWS)[number];

export const PROVIDER_VIEW_TITLES: Record<ProviderView, string> = {
  openai: 'OpenAI (JSON Schema 2020-12)',
  'openai-strict': 'OpenAI strict',
  anthropic: 'Anthropic',
  gemini: 'Gemini parameters (OpenAPI 3.0 subset)',
  'gemini-json-schema': 'Gemini parametersJsonSchema',
};

export type ViewResult = { schema: JsonObject; changes: SchemaChange[]; widened: boolean } | { error: string };

const CLEAN_UPS: Record<ProviderView, (json: JsonObject) => JsonObject> = {
  openai: forOpenAI,
  'openai-strict': forOpenAIStrict,
  anthropic: (json) => forAnthropic(json),
  gemini: (json) => forGemini(json),
  'gemini-json-schema': forGeminiJsonSchema,
};

/** A tool without an input schema is sent as an empty object schema. */
const NO_INPUT: JsonObject = { type: 'object', properties: {} };

export function providerViews(input: JsonObject | undefined): Record<ProviderView, ViewResult> {
  const source = input ?? NO_INPUT;
  const views = {} as Record<ProviderView, ViewResult>;
  for (const provider of PROVIDER_VIEWS) {
    try {
      const schema = CLEAN_UPS[provider](source);
      const changes = schemaChanges(source, schema);
      const widened = changes.some(
        (change) => widens(change) && !(provider === 'openai-strict' && onlyAddsNull(change)),
      );
      views[provider] = { schema, changes, widened };
    } catch (error) {
      views[provider] = { error: error instanceof Error ? error.message : String(error) };
    }
  }
  return views;
}

/**
 * Strict mode's optional → required-and-nullable: `fromOpenAIStrictInput` maps that
 * `null` back to "absent" before validation, so the validator still decides.
 */
function onlyAddsNull(change: SchemaChange): boolean {
  if (change.change !== 'changed' || (change.keyword !== 'type' && change.keyword !== 'enum')) return false;
  const before = new Set((change.before as unknown[]).map((value) => JSON.stringify(value)));
  return (change.after as unknown[]).every(
    (value) => value === null || value === 'null' || before.has(JSON.stringify(value)),
  );
}
