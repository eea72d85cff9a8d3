/**
 * `--format` formats only what the migration wrote: the adapter module, and in each
 * rewritten file the lines the migration changed. A file that was never formatted stays
 * so elsewhere (a Genkit app's +92/−92 became +1,648/−1,207 when Prettier ran on whole files).
 */
import { readFileSync, symlinkSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formattedWithinChanges, keepsWords } from '../../cli/format-scope';
import { git, makeTempDir, removeTempDirs, repoRoot, requireBuiltCli, runCli, writeTree } from './support/temp-project';

beforeAll(requireBuiltCli);
afterAll(removeTempDirs);

describe('formattedWithinChanges', () => {
  const original = ['const  a = 1', 'const b = {x:1}', 'const  c = 3', ''].join('\n');
  const migrated = ['const  a = 1', 'const b = {x:2}', 'const  c = 3', ''].join('\n');
  const formatted = ['const a = 1;', 'const b = { x: 2 };', 'const c = 3;', ''].join('\n');

  it('keeps the formatter’s changes of the changed lines only', () => {
    expect(formattedWithinChanges(original, migrated, formatted)).toBe(
      ['const  a = 1', 'const b = { x: 2 };', 'const  c = 3', ''].join('\n'),
    );
  });

  it('takes a formatter hunk that spans a changed line and its neighbours whole', () => {
    const joined = ['const  a = 1', 'const b = { x: 2 }; const c = 3;', ''].join('\n');
    expect(formattedWithinChanges(original, migrated, joined)).toBe(joined);
  });

  it('a formatter hunk at an inserted line, or where lines were removed, is kept', () => {
    const inserted = ['const  a = 1', 'const  n = 0', 'const b = {x:1}', ''].join('\n');
    expect(
      formattedWithinChanges(original.replace('const  c = 3\n', ''), inserted, inserted.replace('  n', ' n;')),
    ).toBe(inserted.replace('  n', ' n;'));
    const removed = ['const  a = 1', 'const  c = 3', ''].join('\n');
    expect(formattedWithinChanges(original, removed, ['const a = 1;', 'const c = 3;', ''].join('\n'))).toBe(
      ['const a = 1;', 'const c = 3;', ''].join('\n'),
    );
  });

  // bash-tool: Biome's import sorting moved the added import up; its removal was kept, its insertion not: it was lost.
  it('a line the formatter moves (import sorting) moves whole, whichever of its two hunks touches the changes', () => {
    const filler = Array.from({ length: 8 }, (_, index) => `const f${index} = ${index}`);
    const imports = ["import { a } from './a'", "import { p } from '../p'"];
    const added = "import { toAiSdk } from '../../std-tool'";
    const before = [...imports, ...filler, 'tool({})', ''].join('\n');
    const migrated = [...imports, added, ...filler, 'toAiSdk({})', ''].join('\n');
    const sorted = [added, ...imports, ...filler, 'toAiSdk({})', ''].join('\n');
    expect(formattedWithinChanges(before, migrated, sorted)).toBe(sorted);
    const between = [imports[0], added, imports[1], ...filler, 'toAiSdk({})', ''].join('\n');
    expect(formattedWithinChanges(before, migrated, between)).toBe(between);
  });

  // emaad-brainwonders/remote-mcp-authkit (Biome, never Biome-formatted): the long import beside the adapter's, and
  // the signature of the function around the definition, were rewritten though the migration wrote neither.
  it('joins two changes across lines inside a block only, not across a statement at the left margin', () => {
    const original = [
      "import { z } from 'zod';",
      "import {a,b} from './helpers';",
      '',
      'export function register(server:any,env:any) {',
      "  server.tool('x', {}, async () => ({ content: [] }));",
      '}',
      '',
    ].join('\n');
    const migrated = [
      "import { z } from 'zod';",
      "import { registerMcpTool, standardTool } from './std-tool';",
      "import {a,b} from './helpers';",
      '',
      'export function register(server:any,env:any) {',
      "  const x = standardTool({ name: 'x', execute: async () => ({ content: [] }) });",
      '  registerMcpTool(server, x);',
      '}',
      '',
    ].join('\n');
    const formatted = migrated
      .replace("import {a,b} from './helpers';", "import { a, b } from './helpers';")
      .replace('register(server:any,env:any)', 'register(server: any, env: any)')
      .replace('  const x', '\tconst x')
      .replace('  registerMcpTool', '\tregisterMcpTool');
    const kept = formattedWithinChanges(original, migrated, formatted);
    expect(kept).toContain("import {a,b} from './helpers';");
    expect(kept).toContain('register(server:any,env:any)');
    expect(kept).toContain('\tconst x');
    expect(kept).toContain('\tregisterMcpTool');
  });

  it('an unchanged file keeps its text; CRLF lines stay CRLF', () => {
    expect(formattedWithinChanges(original, original, formatted)).toBe(original);
    const crlf = (text: string) => text.replace(/\n/g, '\r\n');
    expect(formattedWithinChanges(crlf(original), crlf(migrated), crlf(formatted))).toBe(
      crlf(['const  a = 1', 'const b = { x: 2 };', 'const  c = 3', ''].join('\n')),
    );
  });
});

describe('--format on a file that was never formatted', () => {
  it('formats the migrated lines and the module, and leaves the rest of the file as it was', async () => {
    const root = makeTempDir('format-scope');
    const messy = ['const   messy = {a:1,b:2}', 'export function  untouched( x:number ){return x}'];
    writeTree(root, {
      'package.json': JSON.stringify({
        name: 'format-scope',
        private: true,
        dependencies: { ai: '^6.0.0', zod: '^4.2.0' },
        devDependencies: { prettier: '^3.0.0' },
      }),
      '.prettierrc': JSON.stringify({ singleQuote: true }),
      '.gitignore': 'node_modules\n',
      'src/weather.ts': [
        "import { tool } from 'ai';",
        "import { z } from 'zod';",
        '',
        'export const weatherTool = tool({',
        "  description: 'Weather in a city',",
        '  inputSchema: z.object({ city: z.string() }),',
        '  execute: async ({ city }) => city,',
        '});',
        '',
        '// Helpers the migration does not touch,',
        '// written before the project adopted its',
        '// formatter config: they keep their',
        '// layout, and the diff shows only the',
        '// migrated definition.',
        ...messy,
        '',
      ].join('\n'),
    });
    git(root, 'init', '-q');
    git(root, 'add', '-A');
    git(root, 'commit', '-qm', 'initial');
    symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
    const result = await runCli(['--yes', '--format', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    const text = readFileSync(path.join(root, 'src/weather.ts'), 'utf8');
    for (const line of messy) expect(text).toContain(line);
    expect(text).toContain('export const weatherTool = toAiSdk(weather);');
    expect(git(root, 'diff', '--numstat', 'src/weather.ts').trim()).toMatch(/^\d+\t[1-4]\t/);
  });
});

describe('keepsWords: the formatting of the migrated lines only loses and gains no word the whole formatting does not', () => {
  const migrated = [
    "import { z } from 'zod';",
    '',
    "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp';",
    "import { handle } from '../utils/handle.js';",
    "import { standardTool } from '../std-tool.js';",
    '',
    'export const f = (server: McpServer): Array<string> => [handle(z), standardTool.name];',
    '',
  ].join('\n');
  // The project's eslint --fix (sorted imports) and Prettier's default double quotes, on the whole file.
  const whole = [
    'import { z } from "zod";',
    '',
    'import { handle } from "../utils/handle.js";',
    'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp";',
    'import { standardTool } from "../std-tool.js";',
    '',
    'export const f = (server: McpServer): string[] => [handle(z), standardTool.name];',
    '',
  ].join('\n');

  it('accepts the whole formatting, or any part of it that moves, re-quotes or drops what the whole does', () => {
    expect(keepsWords(migrated, whole, whole)).toBe(true);
    expect(keepsWords(migrated, whole, migrated)).toBe(true);
    // `Array<string>` → `string[]` kept, the imports left as they were.
    expect(keepsWords(migrated, whole, migrated.replace('Array<string>', 'string[]'))).toBe(true);
  });

  it('refuses a part that keeps only one half of a move: the line it moves is lost, or doubled', () => {
    // heroku-mcp-server, --format: the sort's removal of the McpServer import kept, its insertion (re-quoted, so not
    // seen as the same line) not: the file still parsed, and no longer type-checked.
    const lost = migrated.replace("import { McpServer } from '@modelcontextprotocol/sdk/server/mcp';\n", '');
    expect(keepsWords(migrated, whole, lost)).toBe(false);
    const doubled = migrated.replace(
      "import { z } from 'zod';\n",
      'import { z } from "zod";\nimport { z } from "zod";\n',
    );
    expect(keepsWords(migrated, whole, doubled)).toBe(false);
  });
});
