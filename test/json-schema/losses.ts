/**
 * What a target cannot express, per corpus schema × target: the samples whose verdict
 * differs from the original schema, and why. The matrix test fails if any other
 * sample differs, and also if a listed one stops differing.
 */
import type { JsonSchemaDialect } from '../../adapters/json-schema-dialects';

export interface DocumentedLoss {
  readonly reason: string;
  readonly samples: readonly unknown[];
}

const TUPLE_ORDER =
  'OpenAPI 3.0 has no positional items: a tuple becomes items.anyOf of the element schemas plus ' +
  'minItems/maxItems, so elements in the wrong order are accepted';

const LOSSES: Record<string, DocumentedLoss> = {
  'zod4/tuples@openapi-3.0': { reason: TUPLE_ORDER, samples: [{ pair: [1, 'a'] }] },
  'zod3/tuple@openapi-3.0': { reason: TUPLE_ORDER, samples: [{ range: ['a', 1] }] },
  'arktype/tuple-record@openapi-3.0': { reason: TUPLE_ORDER, samples: [{ pair: [1, 'a'], map: {} }] },
  'zod41/unions-tuples-records@openapi-3.0': {
    reason: TUPLE_ORDER,
    samples: [{ event: { type: 'key', code: 'k' }, pair: [true, 'a'], counts: {} }],
  },
  'valibot-standard/records-tuples@openapi-3.0': {
    reason:
      `${TUPLE_ORDER}. Also, valibot's own openapi-3.0 output adds maxItems to a tuple although ` +
      'v.tuple ignores extra items, so a longer array is rejected',
    samples: [
      { map: {}, pair: ['a', false, 'ignored'] },
      { map: {}, pair: [true, 'a'] },
    ],
  },
  'zod4/records@openapi-3.0': {
    reason: 'OpenAPI 3.0 has no propertyNames: the key pattern of z.record(z.string().regex(...), ...) is dropped',
    samples: [{ scores: {}, headers: { y: '1' } }],
  },
};

export function documentedLoss(id: string, target: JsonSchemaDialect): DocumentedLoss | undefined {
  return LOSSES[`${id}@${target}`];
}

export function allDocumentedLosses(): Readonly<Record<string, DocumentedLoss>> {
  return LOSSES;
}
