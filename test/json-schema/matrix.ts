/**
 * The dialect matrix: every corpus schema × every target must give valid JSON Schema
 * of that dialect that accepts and rejects the samples as the schema itself does,
 * except for the documented losses.
 */
import { describe, expect, it } from 'vitest';
import { toJsonSchema } from '../../adapters/json-schema';
import type { CorpusEntry } from './corpus';
import { documentedLoss } from './losses';
import { TARGETS, compileFor, dialectProblems, originalAccepts, roundTrip } from './support';

export function describeDialectMatrix(entries: readonly CorpusEntry[]): void {
  for (const entry of entries) {
    describe(entry.id, () => {
      it('the samples are right about the original schema', () => {
        for (const value of entry.valid) expect(originalAccepts(entry.schema, value), JSON.stringify(value)).toBe(true);
        for (const value of entry.invalid)
          expect(originalAccepts(entry.schema, value), JSON.stringify(value)).toBe(false);
      });

      for (const target of TARGETS) {
        it(`${target}: valid dialect, same verdicts as the schema`, () => {
          const json = toJsonSchema(entry.schema, { target });
          expect(roundTrip(json)).toEqual(json);
          expect(dialectProblems(json, target), JSON.stringify(json)).toEqual([]);

          const validate = compileFor(json, target);
          const disagreements = [...entry.valid, ...entry.invalid].filter(
            (value) => validate(value) !== originalAccepts(entry.schema, value),
          );
          const loss = documentedLoss(entry.id, target);
          // Exactly the listed samples differ: a loss that disappears must be unlisted too.
          expect(disagreements, JSON.stringify(json)).toEqual(loss?.samples ?? []);
        });
      }
    });
  }
}
