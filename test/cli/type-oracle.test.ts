/**
 * The type oracle in a real run of the built binary, on three projects at once: a
 * question is answered only by a program of the asking file's own project (its tsconfig
 * and `paths`), a program is built only for a project with an open question, and a
 * project without tsconfig gets its definitions reported, never guessed. A path alias
 * never leads into another project.
 */
import { readFileSync, symlinkSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeTempDir,
  parseJson,
  type JsonResult,
  removeTempDirs,
  repoRoot,
  requireBuiltCli,
  runCli,
  writeTree,
} from './support/temp-project';

beforeAll(requireBuiltCli);
afterAll(removeTempDirs);

const PACKAGE = (name: string) =>
  JSON.stringify({
    name,
    private: true,
    type: 'module',
    dependencies: { genkit: '^1.42.0', '@modelcontextprotocol/sdk': '^1.32.0', zod: '^3.25.0' },
  });

const TSCONFIG = JSON.stringify({
  compilerOptions: {
    strict: true,
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'bundler',
    baseUrl: '.',
    paths: { '@/*': ['./src/*'] },
  },
  include: ['src'],
});

const GENKIT_INSTANCE = `import { genkit } from 'genkit';\n\nexport const ai = genkit({});\n`;

const ALIASED_TOOL = `import { z } from 'genkit';
import { ai } from '@/ai/genkit';

export const weather = ai.defineTool(
  { name: 'weather', description: 'Weather in a city', inputSchema: z.object({ city: z.string() }) },
  async ({ city }) => \`sunny in \${city}\`,
);
`;

// Only the project's types show that \`server\` is still an McpServer.
const WRAPPED_SERVER = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

function withLogging<T extends object>(target: T): T {
  return target;
}

export const server = withLogging(new McpServer({ name: 'wrapped', version: '1.0.0' }));

server.registerTool('ping', { description: 'Ping' }, async () => ({ content: [{ type: 'text', text: 'pong' }] }));
`;

// A wrapper typed as an intersection with the server: still the SDK's registerTool.
const AUGMENTED_SERVER = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

declare function withPayments<T extends McpServer>(server: T): T & { paidTool(name: string): void };

export const server = withPayments(new McpServer({ name: 'augmented', version: '1.0.0' }));

server.registerTool('ping', { description: 'Ping' }, async () => ({ content: [{ type: 'text', text: 'pong' }] }));
`;

// An intersection whose other member brings a registerTool of its own: not the SDK's method alone.
const OVERLOADED_SERVER = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

interface Audited {
  registerTool(name: string, config: { description: string; audit: true }, handler: () => unknown): void;
}
declare function withAudit(server: McpServer): McpServer & Audited;

export const server = withAudit(new McpServer({ name: 'audited', version: '1.0.0' }));

server.registerTool('ping', { description: 'Ping' }, async () => ({ content: [{ type: 'text', text: 'pong' }] }));
`;

const PLAIN_SERVER = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

export const server = new McpServer({ name: 'plain', version: '1.0.0' });

server.registerTool('hello', { description: 'Hello' }, async () => ({ content: [{ type: 'text', text: 'hi' }] }));
`;

interface JsonRun extends JsonResult {
  typeOracle: { questions: number; answered: number; programs: number; milliseconds: number; withoutProject: number };
}

function project(root: string, name: string, files: Record<string, string>): void {
  writeTree(root, { [`${name}/package.json`]: PACKAGE(name), ...prefixed(name, files) });
  // The project's installed packages: the program reads their types.
  symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, name, 'node_modules'), 'dir');
}

const prefixed = (name: string, files: Record<string, string>) =>
  Object.fromEntries(Object.entries(files).map(([file, text]) => [`${name}/${file}`, text]));

describe('the type oracle in a run', () => {
  it('answers from the asking file’s own project only, builds one program, and reports what no project answers', async () => {
    const root = makeTempDir('type-oracle');
    // `app`: a tsconfig with `paths`; its alias leads to its own Genkit instance; a wrapped server asks the oracle.
    project(root, 'app', {
      'tsconfig.json': TSCONFIG,
      'src/ai/genkit.ts': GENKIT_INSTANCE,
      'src/tools.ts': ALIASED_TOOL,
      'src/server.ts': WRAPPED_SERVER,
      'src/augmented.ts': AUGMENTED_SERVER,
      'src/overloaded.ts': OVERLOADED_SERVER,
    });
    // `loose`: no tsconfig; the same alias (no module of its own behind it) and the same wrapped server.
    project(root, 'loose', { 'src/tools.ts': ALIASED_TOOL, 'src/server.ts': WRAPPED_SERVER });
    // `quiet`: a tsconfig, but syntax answers everything: no program.
    project(root, 'quiet', { 'tsconfig.json': TSCONFIG, 'src/server.ts': PLAIN_SERVER });

    const result = await runCli(['--dry-run', '--json', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    const run = parseJson(result) as JsonRun;
    // With two cores or more the programs were built in the oracle's own thread: one thread gives the same run.
    const oneThread = await runCli(['--dry-run', '--json', '--cpus', '1', '.'], { cwd: root });
    const sameRun = parseJson(oneThread) as JsonRun;
    expect(sameRun.files).toEqual(run.files);
    const counts = ({ questions, answered, programs, withoutProject }: JsonRun['typeOracle']) => ({
      questions,
      answered,
      programs,
      withoutProject,
    });
    expect(counts(sameRun.typeOracle)).toEqual(counts(run.typeOracle));
    const file = (relative: string) => run.files.find((entry) => entry.path === path.join(root, relative))!;

    // The alias resolves inside `app`, and its wrapped server is typed McpServer by app's program.
    expect(file('app/src/tools.ts').status).toBe('changed');
    expect(file('app/src/server.ts').status).toBe('changed');
    expect(file('app/src/augmented.ts').status).toBe('changed');
    expect(file('app/src/overloaded.ts').status).toBe('unchanged');
    expect(file('app/src/overloaded.ts').diagnostics.map((diagnostic) => diagnostic.reason)).toContain(
      'unknown-receiver',
    );
    expect(file('quiet/src/server.ts').status).toBe('changed');
    // `loose` has no tsconfig: its alias does not lead to app's instance, and nothing is guessed.
    for (const relative of ['loose/src/tools.ts', 'loose/src/server.ts']) {
      expect(file(relative).status, relative).toBe('unchanged');
      expect(file(relative).diagnostics.map((diagnostic) => diagnostic.reason)).toContain('unknown-receiver');
    }
    // One program (app's); loose's two asking files had no project; quiet asked nothing.
    expect(run.typeOracle.programs).toBe(1);
    expect(run.typeOracle.withoutProject).toBe(2);
    expect(run.typeOracle.answered).toBeGreaterThanOrEqual(1);
    // What the oracle cost, for docs/speed.md: printed only when asked, to keep `npm test` quiet.
    if (process.env.SHOW_TYPE_ORACLE_COST === '1') console.log(`type oracle: ${JSON.stringify(run.typeOracle)}`);
  }, 120_000);
});

// `JSON.stringify` is declared `string`, but gives `undefined` for `undefined`: only a value typed without it is text.
const STRINGIFIED_RESULTS = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';

interface Forecast { city: string; degrees: number }
declare function forecast(): Forecast;
declare function maybeForecast(): Forecast | undefined;

export const server = new McpServer({ name: 'weather', version: '1.0.0' });

server.registerTool('sure', { description: 'Always a forecast' }, async () => {
  const value = forecast();
  return { content: [{ type: 'text', text: JSON.stringify(value) }] };
});

server.registerTool('maybe', { description: 'Perhaps a forecast' }, async () => {
  const value = maybeForecast();
  return { content: [{ type: 'text', text: JSON.stringify(value) }] };
});
`;

describe('the type oracle and JSON.stringify', () => {
  it('unwraps `text: JSON.stringify(v)` where v’s type has no undefined; elsewhere a template builds the text', async () => {
    const root = makeTempDir('type-oracle-stringify');
    project(root, 'app', { 'tsconfig.json': TSCONFIG, 'src/server.ts': STRINGIFIED_RESULTS });

    const result = await runCli(['--yes', '--allow-dirty', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    const written = readFileSync(path.join(root, 'app/src/server.ts'), 'utf8');
    const body = (name: string) => written.slice(written.indexOf(`name: '${name}'`)).split('\n}')[0];
    expect(body('sure')).toContain('return JSON.stringify(value);');
    // `JSON.stringify(undefined)` is no string: `execute` returns the value, `toMcpResult` writes its JSON as before.
    expect(body('maybe')).toContain('return value;');
    expect(written).toContain("toMcpResult: (value) => ({ content: [{ type: 'text', text: JSON.stringify(value) }] })");
  }, 120_000);
});

describe('a run with no open type question', () => {
  // An exported tool holds its file back for the run's facts (is its module taken whole elsewhere?), not for types.
  it('starts no oracle thread: nothing built, nothing waited for', async () => {
    const root = makeTempDir('oracle-idle');
    writeTree(root, {
      'package.json': JSON.stringify({ name: 'idle', private: true, type: 'module', dependencies: { ai: '^6.0.0' } }),
      'tsconfig.json': TSCONFIG,
      'src/weather.ts': [
        "import { tool } from 'ai';",
        "import { z } from 'zod';",
        '',
        "export const weather = tool({ description: 'Weather', inputSchema: z.object({ city: z.string() }), execute: async ({ city }) => city });",
        '',
      ].join('\n'),
    });
    const result = await runCli(['--dry-run', '--json', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    const report = parseJson(result) as JsonResult & { typeOracle: Record<string, number> };
    expect(report.totals.migrated).toBe(1);
    expect(report.typeOracle).toEqual({
      questions: 0,
      answered: 0,
      programs: 0,
      builds: 0,
      milliseconds: 0,
      waitedMilliseconds: 0,
      withoutProject: 0,
      withoutInstalledTypes: 0,
    });
  });
});

// A helper of another module builds the results, with branches: only the checker sees every return.
const CLI_OUTPUT = `export type ToolResponse = { content: Array<{ type: 'text'; text: string }>; isError?: boolean };

export function handleCliOutput(output: string): ToolResponse {
  if (!output || output.includes('<<<ERROR>>>')) {
    return { isError: true, content: [{ type: 'text', text: \`CLI error: \${output || 'no output'}\` }] };
  }
  return { content: [{ type: 'text', text: output }] };
}

export function maybeOutput(output: string): ToolResponse | undefined {
  if (output) return { content: [{ type: 'text', text: output }] };
}
`;

const CLI_TOOLS = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { handleCliOutput, maybeOutput } from '@/utils/cli-output';

export const server = new McpServer({ name: 'cli', version: '1.0.0' });

server.tool('run', 'Run a command', { command: z.string() }, async ({ command }) => handleCliOutput(command));
server.tool('maybe', 'Maybe run', { command: z.string() }, async ({ command }) => maybeOutput(command)!);
`;

describe('the type oracle and results built by a helper of another module', () => {
  // No installed packages: the helper and its types are the project's own code.
  it('returns the text of each result (textOfMcpResult) where every return of the helper is a text or error result', async () => {
    const root = makeTempDir('type-oracle-text-results');
    writeTree(root, {
      'app/package.json': PACKAGE('app'),
      'app/tsconfig.json': TSCONFIG,
      'app/src/utils/cli-output.ts': CLI_OUTPUT,
      'app/src/tools.ts': CLI_TOOLS,
    });
    const result = await runCli(['--dry-run', '--json', '.'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    const report = parseJson(result) as JsonRun;
    const tools = report.files.flatMap((file) => file.tools as unknown as Array<{ name: string; tied: string[] }>);
    expect(tools.find((tool) => tool.name === 'run')?.tied).toEqual([]);
    // May fall through (an `undefined` result): not proved, the result stays as it is.
    expect(tools.find((tool) => tool.name === 'maybe')?.tied).not.toEqual([]);
    expect(report.typeOracle.programs).toBe(1);
  }, 120_000);
});
