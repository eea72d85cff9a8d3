/**
 * Mixed majors in one project, refused per definition: with no @mastra/core version
 * installed or declared, one Mastra tool written for 0.x (`({ context })`) and one for 1.x
 * (`(input)`) cannot share one adapter module. Those two definitions are left as they are
 * (manual, `major-undecided`); the AI SDK tool in the same file still migrates, and the
 * module is written for what did.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, parseJson, removeTempDirs, requireBuiltCli, runCli, writeTree } from './support/temp-project';

beforeAll(requireBuiltCli);
afterAll(removeTempDirs);

const OLD_STYLE = `import { createTool } from '@mastra/core/tools';
import { z } from 'zod';

export const oldStyle = createTool({
  id: 'old-style',
  description: 'Reads context',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ context }) => context.city,
});
`;

const NEW_STYLE_AND_AI_SDK = `import { createTool } from '@mastra/core/tools';
import { tool } from 'ai';
import { z } from 'zod';

export const newStyle = createTool({
  id: 'new-style',
  description: 'Takes the input',
  inputSchema: z.object({ city: z.string() }),
  execute: async (input) => input.city,
});

export const weather = tool({
  description: 'Weather',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => city,
});
`;

describe('Mastra tools read for two majors, with no version to choose', () => {
  it('refuses those definitions one by one and migrates the rest of the project', async () => {
    const root = makeTempDir('mixed-majors');
    writeTree(root, { 'src/old.ts': OLD_STYLE, 'src/new.ts': NEW_STYLE_AND_AI_SDK });

    const result = await runCli(['--yes', '--json', '--allow-dirty', 'src'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    const run = parseJson(result);
    const file = (name: string) => run.files.find((entry) => entry.path === path.join(root, 'src', name))!;
    expect(file('old.ts').status).toBe('unchanged');
    expect(file('new.ts').status).toBe('changed');
    for (const name of ['old.ts', 'new.ts'])
      expect(file(name).diagnostics.map((diagnostic) => diagnostic.reason)).toContain('major-undecided');

    const migrated = readFileSync(path.join(root, 'src', 'new.ts'), 'utf8');
    expect(migrated).toContain('toAiSdk(');
    expect(migrated).toContain('createTool({');
    const adapterModule = readFileSync(path.join(root, 'src', 'std-tool.ts'), 'utf8');
    expect(adapterModule).toContain('export function toAiSdk');
    expect(adapterModule).not.toContain('toMastra');
  });
});
