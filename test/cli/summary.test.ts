/**
 * The end-of-run summary on a tree with many manual items of a few reasons: the files that
 * change, the items grouped by reason (counts and the first few locations; `--verbose`
 * lists all), the one-line result and the next steps; `--quiet` keeps the result alone;
 * an already migrated tree says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiTool, makeTempDir, removeTempDirs, requireBuiltCli, runCli, writeTree } from './support/temp-project';

beforeAll(requireBuiltCli);
afterAll(removeTempDirs);

/** A client-side tool (no execute): `no-execute`, manual. */
const clientTool = (name: string) => `import { tool } from 'ai';
import { z } from 'zod';

export const ${name} = tool({ description: '${name}', inputSchema: z.object({ text: z.string() }) });
`;

/** Tools built in a loop: `built-in-loop`, manual. */
const loopTools = `import { tool } from 'ai';
import { z } from 'zod';

export const tools: Record<string, unknown> = {};
for (const name of ['a', 'b']) {
  tools[name] = tool({ description: name, inputSchema: z.object({}), execute: async () => name });
}
`;

/** A config spread from another object: \`spread-config\`, manual. */
const spreadTool = (name: string) => `import { tool } from 'ai';
import { z } from 'zod';

const base = { inputSchema: z.object({}) };
export const ${name} = tool({ ...base, description: '${name}', execute: async () => '${name}' });
`;

function manyManualItems(): string {
  const root = makeTempDir('summary');
  const files: Record<string, string> = {
    'package.json': JSON.stringify({ name: 'summary', private: true, dependencies: { ai: '^6.0.0', zod: '^4.2.0' } }),
    'src/weather.ts': aiTool('weather'),
    'src/search.ts': aiTool('search'),
    'src/loops/first.ts': loopTools,
    'src/loops/second.ts': loopTools,
    'src/spread/one.ts': spreadTool('one'),
    'src/spread/two.ts': spreadTool('two'),
  };
  for (let index = 1; index <= 7; index += 1) files[`src/client/c${index}.ts`] = clientTool(`client${index}`);
  writeTree(root, files);
  return root;
}

/** Stable across machines: no timings, no absolute paths. */
const tidy = (text: string, root: string) => text.split(root).join('<root>').trimEnd();

describe('the end-of-run summary', () => {
  let root: string;
  beforeAll(() => {
    root = manyManualItems();
  });

  it('--check: the files, the manual items grouped by reason, the result and the next steps', async () => {
    const result = await runCli(['--check', 'src'], { cwd: root });
    expect(result.code, result.stderr).toBe(2);
    expect(tidy(result.stderr, root)).toBe(
      [
        'framework  files  tools found  migratable  manual',
        'ai-sdk        13           13           2      11',
        'Files that would change (2):',
        '  src/search.ts',
        '  src/weather.ts',
        'would write the adapter module std-tool.ts (ai-sdk)',
        '11 definitions left as they were (manual), by reason:',
        '  manual no-execute ×7: has no execute (nothing to call)',
        '    src/client/c1.ts:4:24  tool() has no execute (a client-side tool cannot become a standard tool); left as it is',
        '    src/client/c2.ts:4:24  tool() has no execute (a client-side tool cannot become a standard tool); left as it is',
        '    src/client/c3.ts:4:24  tool() has no execute (a client-side tool cannot become a standard tool); left as it is',
        '    ... and 4 more (--verbose or `report` lists them all)',
        '  manual built-in-loop ×2: is built in a loop or an iterating callback: its name is not static',
        '    src/loops/first.ts:6:17  tool() is built in a loop or an iterating callback: its name is not static; left as it is',
        '    src/loops/second.ts:6:17  tool() is built in a loop or an iterating callback: its name is not static; left as it is',
        '  manual spread-config ×2: spreads another object into its config',
        '    src/spread/one.ts:5:20  tool() spreads another object into its config; left as it is',
        '    src/spread/two.ts:5:20  tool() spreads another object into its config; left as it is',
        '13 files scanned: 2 to change, 2 tools to migrate, 11 manual, 0 errors',
        'Next steps:',
        '  1. snapshot what the model sees now: std-tool-migrate contract src --out tool-contract.json, and commit it',
        '  2. migrate: std-tool-migrate src   (asks per file; --yes writes them all)',
      ].join('\n'),
    );
  });

  it('--verbose lists every location', async () => {
    const result = await runCli(['--check', '--verbose', 'src'], { cwd: root });
    expect(result.code, result.stderr).toBe(2);
    for (let index = 1; index <= 7; index += 1) expect(result.stderr).toContain(`src/client/c${index}.ts:4:24`);
    expect(result.stderr).not.toContain('more (--verbose');
  });

  it('--quiet prints the one-line result alone', async () => {
    const result = await runCli(['--check', '--quiet', 'src'], { cwd: root });
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toBe('13 files scanned: 2 to change, 2 tools to migrate, 11 manual, 0 errors\n');
  });

  it('--yes lists the files it changed and the next steps; once migrated, a run says so', async () => {
    const written = await runCli(['--yes', 'src'], { cwd: root });
    expect(written.code, written.stderr).toBe(0);
    const text = tidy(written.stderr, root);
    expect(text).toContain('Files changed (2):\n  src/search.ts\n  src/weather.ts\n');
    expect(text).toContain('2 files changed, 2 tools migrated, 11 manual, 0 errors');
    expect(text).toMatch(/Next steps:\n {2}1\. type-check: npx tsc --noEmit\n {2}2\. .*contract src --check/);

    const migrated = makeTempDir('summary-migrated');
    writeTree(migrated, {
      'package.json': JSON.stringify({
        name: 'migrated',
        private: true,
        dependencies: { ai: '^6.0.0', zod: '^4.2.0' },
      }),
      'src/weather.ts': aiTool('weather'),
    });
    expect((await runCli(['--yes', 'src'], { cwd: migrated })).code).toBe(0);
    const again = await runCli(['--check', 'src'], { cwd: migrated });
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).toMatch(
      /^Already migrated: no native tool definitions left, and the adapters are in std-tool\.ts\./,
    );
    expect(again.stderr).toContain('1 file scanned: 0 to change, 0 tools to migrate, 0 manual, 0 errors');
  });
});
