/** A file that declares a name twice is reported as a syntax error of that file, not a crash. */
import { describe, expect, it } from 'vitest';
import { transformSource } from '../../transforms/lib/engine';
import { frontEndsById } from '../../transforms/registry';

describe('a redeclared binding', () => {
  it('is a syntax-error result of the file', () => {
    const source = [
      "import { tool } from 'ai';",
      "import { z } from 'zod';",
      'const { z } = {} as any;',
      "export const t = tool({ description: 'd', inputSchema: z.object({}), execute: async () => 1 });",
      '',
    ].join('\n');
    const result = transformSource(source, 'dup.ts', [frontEndsById['ai-sdk']]);
    expect(result.error?.reason).toBe('syntax-error');
    expect(result.output).toBeUndefined();
    expect(result.diagnostics.map((diagnostic) => diagnostic.reason)).toEqual(['syntax-error']);
  });
});
