/**
 * A dry run makes the diffs of the files whose results are final while it waits for the type
 * oracle (`diffAhead`), and `unifiedDiff` hands each back where its texts are the ones asked
 * for: the same diff, not made twice. `planRun` calls `whileWaiting` with the results so far
 * while the oracle's thread builds a program.
 */
import { symlinkSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { diffAhead, unifiedDiff } from '../../cli/diff';
import type { FileResult } from '../../cli/runner/file-result';
import { hasOpenQuestion } from '../../cli/runner/pool';
import { planRun } from '../../cli/runner/run';
import { makeTempDir, removeTempDirs, repoRoot, writeTree } from './support/temp-project';

const patches = vi.hoisted(() => ({ count: 0 }));
vi.mock('diff', async (importOriginal) => {
  const original = await importOriginal<typeof import('diff')>();
  return {
    ...original,
    createTwoFilesPatch: (...args: Parameters<typeof original.createTwoFilesPatch>) => {
      patches.count += 1;
      return original.createTwoFilesPatch(...args);
    },
  };
});

afterAll(removeTempDirs);

const before = 'const a = 1;\nconst b = 2;\n';
const after = 'const a = 1;\nconst b = 3;\n';

describe('diffs made ahead', () => {
  it('are handed back once, the same as one made then, where the texts are the same', () => {
    const fresh = unifiedDiff('/p/a.ts', before, after);
    diffAhead('/p/a.ts', before, after);
    patches.count = 0;
    expect(unifiedDiff('/p/a.ts', before, after)).toBe(fresh);
    expect(patches.count).toBe(0);
    // Taken once: asked again, it is made again.
    expect(unifiedDiff('/p/a.ts', before, after)).toBe(fresh);
    expect(patches.count).toBeGreaterThan(0);
  });

  it('are not handed back for other texts of the file (its result changed since)', () => {
    diffAhead('/p/b.ts', before, after);
    const other = 'const a = 1;\nconst b = 4;\n';
    const made = unifiedDiff('/p/b.ts', before, other);
    expect(made).toContain('+const b = 4;');
    expect(made).not.toContain('+const b = 3;');
    expect(unifiedDiff('/p/b.ts', 'x\n', after)).toContain('-x');
  });
});

describe('whileWaiting', () => {
  it('is called with the results so far while a file waits for the type oracle', async () => {
    const root = makeTempDir('diff-ahead');
    writeTree(root, {
      'package.json': JSON.stringify({
        name: 'app',
        private: true,
        type: 'module',
        dependencies: { '@modelcontextprotocol/sdk': '^1.32.0', zod: '^3.25.0' },
      }),
      'tsconfig.json': JSON.stringify({
        compilerOptions: { strict: true, target: 'ES2022', moduleResolution: 'bundler', module: 'ESNext' },
      }),
      // Only the project's types show that `server` is still an McpServer: it asks.
      'src/wrapped.ts': `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

function withLogging<T extends object>(target: T): T {
  return target;
}

export const server = withLogging(new McpServer({ name: 'wrapped', version: '1.0.0' }));
server.registerTool('echo', { description: 'Echo' }, async () => ({ content: [{ type: 'text', text: 'hi' }] }));
`,
      // Syntax answers this one: final before the wait.
      'src/plain.ts': `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

const server = new McpServer({ name: 'plain', version: '1.0.0' });
server.registerTool('hello', { description: 'Hello' }, async () => ({ content: [{ type: 'text', text: 'hi' }] }));
`,
    });
    symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
    const seen: { path: string; waiting: boolean; status: string }[][] = [];
    const plan = await planRun({
      paths: [root],
      transforms: ['mcp-sdk'],
      whileWaiting: (results) =>
        seen.push(
          (results as readonly (FileResult | undefined)[]).flatMap((result) =>
            result
              ? [{ path: path.relative(root, result.path), waiting: hasOpenQuestion(result), status: result.status }]
              : [],
          ),
        ),
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toEqual(
      expect.arrayContaining([
        { path: path.join('src', 'wrapped.ts'), waiting: true, status: expect.any(String) },
        { path: path.join('src', 'plain.ts'), waiting: false, status: 'changed' },
      ]),
    );
    // Once answered, the waiting file migrates too.
    expect(plan.files.filter((file) => file.status === 'changed')).toHaveLength(2);
  });
});
