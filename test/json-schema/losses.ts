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

const LOSSES: Record<string, DocumentedLoss> = {};

export function documentedLoss(id: string, target: JsonSchemaDialect): DocumentedLoss | undefined {
  return LOSSES[`${id}@${target}`];
}

export function allDocumentedLosses(): Readonly<Record<string, DocumentedLoss>> {
  return LOSSES;
}
