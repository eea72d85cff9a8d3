/**
 * zod 4.1 schemas: validate-only (no ~standard.jsonSchema), converted by the
 * zod4-core fallback. Their test file swaps `zod/v4/core` for zod 4.1's own, as a
 * project on zod 4.1 would have it.
 */
import { z } from 'zod41';
import type { CorpusEntry } from './corpus';

interface Folder {
  name: string;
  folders: Folder[];
}
const Folder: z.ZodType<Folder> = z.object({
  name: z.string(),
  get folders() {
    return z.array(Folder);
  },
});

export const zod41Corpus: readonly CorpusEntry[] = [
  {
    id: 'zod41/object',
    library: 'zod41',
    schema: z.object({
      city: z.string().describe('City'),
      unit: z.enum(['c', 'f']).default('c'),
      days: z.number().int().positive().optional(),
      note: z.string().nullable(),
    }),
    valid: [
      { city: 'P', note: null },
      { city: 'P', unit: 'f', days: 1, note: 'n' },
    ],
    invalid: [{ city: 'P' }, { city: 'P', note: null, days: 0 }, { city: 'P', note: null, unit: 'k' }],
  },
  {
    id: 'zod41/unions-tuples-records',
    library: 'zod41',
    schema: z.object({
      event: z.discriminatedUnion('type', [
        z.object({ type: z.literal('click'), x: z.number() }),
        z.object({ type: z.literal('key'), code: z.string() }),
      ]),
      pair: z.tuple([z.string(), z.boolean()]),
      counts: z.record(z.string(), z.number()),
    }),
    valid: [{ event: { type: 'click', x: 1 }, pair: ['a', true], counts: {} }],
    invalid: [
      { event: { type: 'click', code: 'k' }, pair: ['a', true], counts: {} },
      { event: { type: 'key', code: 'k' }, pair: [true, 'a'], counts: {} },
      { event: { type: 'key', code: 'k' }, pair: ['a', true], counts: { a: 'x' } },
    ],
    features: ['tuple', 'record'],
  },
  {
    id: 'zod41/recursive',
    library: 'zod41',
    schema: z.object({ root: Folder }),
    valid: [{ root: { name: 'a', folders: [{ name: 'b', folders: [] }] } }],
    invalid: [{ root: { name: 'a', folders: [{ name: 'b' }] } }],
    features: ['recursive'],
  },
];
