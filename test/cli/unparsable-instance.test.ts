/**
 * A Genkit instance module that does not parse (a stray first line, as in a Firebase Studio app of the unseen
 * corpus): the run lists its syntax error by path, and the tool that uses the instance is left as it is with a
 * reason that points at that error, not only at scanned paths. (No tsconfig: the type checker, which reads past such
 * an error, is not asked; where it is, and Genkit's types are installed, it proves the instance and the tool migrates.)
 */
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, removeTempDirs, requireBuiltCli, runCli, writeTree } from './support/temp-project';

beforeAll(requireBuiltCli);
afterAll(removeTempDirs);

describe('a Genkit instance module that does not parse', () => {
  it('is an error by path, and the tool on its instance is manual with a reason that says so', async () => {
    const root = makeTempDir('unparsable-instance');
    writeTree(root, {
      'package.json': JSON.stringify({ name: 'studio', private: true, dependencies: { genkit: '^1.8.0' } }),
      'src/ai/ai-instance.ts':
        "/src/ai/ai-instance.ts\nimport { genkit } from 'genkit';\nexport const ai = genkit({});\n",
      'src/ai/tools/lookup.ts': [
        "import { ai } from '../ai-instance';",
        "import { z } from 'genkit';",
        '',
        'export const lookup = ai.defineTool(',
        "  { name: 'lookup', description: 'Looks up', inputSchema: z.object({ id: z.string() }) },",
        '  async ({ id }) => id,',
        ');',
        '',
      ].join('\n'),
    });
    const result = await runCli(['--dry-run', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toContain(`error ${path.join('src', 'ai', 'ai-instance.ts')}: syntax error`);
    expect(result.stderr).toMatch(/ai\.defineTool\(\) is called on something imported from '\.\.\/ai-instance'/);
    expect(result.stderr).toMatch(/or does not parse: see the errors listed/);
  });
});
