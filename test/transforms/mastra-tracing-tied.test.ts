/**
 * A Mastra 0.x execute that reads its context only as `tracingContext?.currentSpan` (then
 * nothing or `?.`) is migrated untied: the `tied` list the CLI's `--json` reports per tool
 * (`result.tools[].tied`) is empty for the positives of fixture 39 and kept for its negatives.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mastraFrontEnd } from '../../transforms/front-ends/mastra';
import { transformSource } from '../../transforms/lib/engine';

const directory = path.join(__dirname, '..', '..', '__testfixtures__', 'mastra');
const inputPath = path.join(directory, '39-v0-tracing-only.input.ts');

describe('Mastra 0.x tracingContext read only through ?.', () => {
  it('leaves the positives untied and keeps every negative tied', () => {
    const result = transformSource(readFileSync(inputPath, 'utf8'), inputPath, [mastraFrontEnd], {
      adapterPath: path.join(directory, 'std-tool.ts'),
      frameworkVersions: { '@mastra/core': 0 },
    });
    expect(result.error).toBeUndefined();
    const tied = Object.fromEntries(result.tools.map((tool) => [tool.name, tool.tied]));
    expect(Object.keys(tied)).toHaveLength(18);
    for (const portable of ['forecast', 'report', 'count', 'echo']) expect(tied[portable]).toEqual([]);
    const kept = Object.keys(tied).filter((name) => tied[name]!.length > 0);
    expect(kept).toEqual([
      'plain-dot',
      'span-dot',
      'passed-on',
      'with-runtime',
      'reassigned',
      'compared',
      'other-key',
      'defaulted',
      'destructured',
      'spread',
      'shadowed',
      'with-options',
      'whole-plain',
      'whole-other',
    ]);
    for (const name of kept)
      expect(tied[name]).toEqual(["execute reads Mastra's execution context (runtimeContext, options, ...)"]);
  });

  it('keeps a pre-0.1 executor tied: its context has no tracingContext of this kind', () => {
    const source = `import { createTool } from '@mastra/core';
import { z } from 'zod';
export const legacy = createTool({
  label: 'Legacy',
  schema: z.object({ text: z.string() }),
  description: 'Legacy',
  executor: async ({ data, tracingContext }) => tracingContext?.currentSpan?.name ?? data.text,
});
`;
    const result = transformSource(source, path.join(directory, 'legacy.ts'), [mastraFrontEnd], {
      adapterPath: path.join(directory, 'std-tool.ts'),
    });
    expect(result.tools.map((tool) => tool.tied)).toEqual([
      ["executor reads Mastra's pre-0.1 context (integrationsRegistry, agents, llm, engine, ...)"],
    ]);
  });
});
