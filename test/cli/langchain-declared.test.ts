/**
 * Issue 35: a package that declares `langchain` only (LangChain's peer `@langchain/core` not its own, as
 * deepagentsjs's evals packages) gets an adapter module that imports from `langchain`, and no warning.
 */
import { readFileSync, symlinkSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { committedProject, removeTempDirs, repoRoot, requireBuiltCli, runCli } from './support/temp-project';

beforeAll(requireBuiltCli);
afterAll(removeTempDirs);

const TOOL = [
  "import { tool } from 'langchain';",
  "import { z } from 'zod';",
  '',
  'export const weather = tool(async ({ city }) => `${city}: 21°C`, {',
  "  name: 'get_weather',",
  "  description: 'Weather in a city',",
  '  schema: z.object({ city: z.string() }),',
  '});',
  '',
].join('\n');

function project(label: string, dependencies: Record<string, string>): string {
  const root = committedProject(label, {
    'package.json': JSON.stringify({ name: label, private: true, type: 'module', dependencies }),
    'tsconfig.json': '{ "compilerOptions": { "strict": true } }',
    '.gitignore': 'node_modules\n',
    'src/weather.ts': TOOL,
  });
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return root;
}

const importsOf = (text: string) => [...text.matchAll(/^import [^;]* from '([^']+)';$/gm)].map((match) => match[1]);

describe('a package that declares langchain only', () => {
  it('gets a module that imports from langchain, and no undeclared-package warning', async () => {
    const root = project('langchain-only', { langchain: '^1.0.0', zod: '^4.2.0' });
    const result = await runCli(['--yes', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(importsOf(readFileSync(path.join(root, 'std-tool.ts'), 'utf8'))).toEqual(['langchain']);
    expect(result.stderr).not.toMatch(/@langchain\/core/);
  });

  it('imports @langchain/core where the package declares it', async () => {
    const root = project('langchain-and-core', { langchain: '^1.0.0', '@langchain/core': '^1.0.0', zod: '^4.2.0' });
    const result = await runCli(['--yes', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    expect(importsOf(readFileSync(path.join(root, 'std-tool.ts'), 'utf8'))).toEqual(['@langchain/core/tools']);
  });
});
