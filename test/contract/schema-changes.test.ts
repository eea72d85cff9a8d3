/**
 * What `contract` says a provider clean-up changed, per value path, and when the view
 * is flagged as accepting more than the validator.
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../adapters/json-schema';
import { providerViews, type ViewResult } from '../../cli/contract/provider-views';
import { schemaChanges, widens } from '../../cli/contract/schema-changes';

const weather = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  properties: {
    city: { type: 'string', minLength: 1, pattern: '^[A-Z]', description: 'City' },
    days: { type: 'integer', exclusiveMinimum: 0, maximum: 7, default: 3 },
    unit: { oneOf: [{ const: 'c' }, { const: 'f' }] },
    tags: { type: 'array', items: { type: 'string' }, uniqueItems: true },
  },
  required: ['city'],
  additionalProperties: false,
};

function schemaOf(view: ViewResult): JsonObject {
  if ('error' in view) throw new Error(view.error);
  return view.schema;
}

describe('schemaChanges', () => {
  it('ignores rewrites that keep the meaning (oneOf → anyOf, const → enum, exclusive integer bounds)', () => {
    const changes = schemaChanges(weather, schemaOf(providerViews(weather).openai));
    expect(changes).toEqual([]);
    const gemini = providerViews(weather)['gemini-json-schema'];
    expect(
      'schema' in gemini && gemini.changes.map((change) => `${change.change} ${change.path} ${change.keyword}`),
    ).toEqual([
      'dropped /city minLength',
      'dropped /city pattern',
      'dropped /days default',
      'dropped /tags uniqueItems',
    ]);
  });

  it('flags a view that accepts more than the validator, and not one that only drops annotations', () => {
    const views = providerViews(weather);
    expect(views['gemini-json-schema']).toMatchObject({ widened: true });
    expect(views.anthropic).toMatchObject({ widened: false, changes: [] });
    // Strict mode's nullable optional fields are mapped back to absent: not a widening.
    expect(views['openai-strict']).toMatchObject({ widened: false });
    const onlyDefault = providerViews({ type: 'object', properties: { n: { type: 'integer', default: 1 } } });
    expect(onlyDefault['gemini-json-schema']).toMatchObject({
      widened: false,
      changes: [expect.objectContaining({ keyword: 'default' })],
    });
  });

  it('reports a refused view with the reason', () => {
    const record = {
      type: 'object',
      properties: { map: { type: 'object', additionalProperties: { type: 'number' } } },
    };
    expect(providerViews(record)['openai-strict']).toEqual({ error: expect.stringMatching(/cannot express a record/) });
  });

  it('says which bound loosened', () => {
    expect(widens({ path: '/', keyword: 'maximum', change: 'changed', before: 5, after: 6 })).toBe(true);
    expect(widens({ path: '/', keyword: 'maximum', change: 'changed', before: 5, after: 4 })).toBe(false);
    expect(widens({ path: '/', keyword: 'enum', change: 'changed', before: ['a', 'b'], after: ['a'] })).toBe(false);
    expect(
      widens({ path: '/', keyword: 'type', change: 'changed', before: ['string'], after: ['null', 'string'] }),
    ).toBe(true);
  });
});

describe('number literals', () => {
  it("are the same whether an enum or Gemini's exact minimum = maximum ranges", () => {
    const json = { type: 'object', properties: { level: { enum: [1, 2, 3] } }, required: ['level'] };
    const gemini = providerViews(json).gemini;
    expect(gemini).toMatchObject({ widened: false });
    expect('schema' in gemini && gemini.changes.filter((change) => change.keyword === 'enum')).toEqual([]);
  });
});
