/**
 * A type-oracle question that only a package's types could answer yes (an `McpServer`, a
 * Genkit instance, a zod schema) builds no program where nothing is installed and no alias
 * leads to the package (cli/runner/installed-types.ts): it stays unknown, and the definition
 * is reported. Questions any program can answer (is this a string) still build one.
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InstalledTypes, packagesAnswering } from '../../cli/runner/installed-types';
import { TypeOracleSession } from '../../cli/runner/type-oracle-pass';
import type { TypeProject } from '../../cli/runner/type-projects';
import { questionKey, type TypeQuestion } from '../../transforms/lib/type-oracle';
import {
  makeTempDir,
  parseJson,
  removeTempDirs,
  repoRoot,
  requireBuiltCli,
  runCli,
  writeTree,
} from './support/temp-project';

beforeAll(requireBuiltCli);
afterAll(removeTempDirs);

const GENKIT = ['genkit', '@genkit-ai/core', '@genkit-ai/ai'];
const project = (options: TypeProject['options'] = {}): TypeProject => ({ configPath: '/x/tsconfig.json', options });

describe('whether a project could see a package’s types', () => {
  it('not where nothing is installed above the file and no alias leads to the package', () => {
    const root = makeTempDir('installed-types');
    const file = path.join(root, 'app/src/tools.ts');
    mkdirSync(path.dirname(file), { recursive: true });
    const installed = new InstalledTypes();
    expect(installed.mayResolve(file, project(), GENKIT)).toBe(false);
    expect(installed.mayResolve(file, project({ paths: { '@/*': ['./src/*'] } }), GENKIT)).toBe(false);
    expect(installed.mayResolve(file, project({ baseUrl: path.join(root, 'app/src') }), GENKIT)).toBe(false);
    // A question any program may answer needs no package.
    expect(installed.mayResolve(file, project(), [])).toBe(true);
  });

  it('where an alias or `baseUrl` leads to a module of the package that is there', () => {
    const root = makeTempDir('installed-types');
    const file = path.join(root, 'app/src/tools.ts');
    mkdirSync(path.dirname(file), { recursive: true });
    const installed = new InstalledTypes();
    const base = path.join(root, 'app');
    const aliases: Record<string, string[]>[] = [
      { '*': ['./vendor/*'] },
      { genkit: ['../genkit/src'] },
      { 'genkit/*': ['../genkit/src/*'] },
    ];
    const mayLead = (paths: Record<string, string[]>, packages = GENKIT) =>
      installed.mayResolve(file, project({ paths, pathsBasePath: base }), packages);
    // Not there yet: the aliases lead nowhere (a fresh clone whose aliases point into packages not installed).
    for (const paths of aliases) expect(mayLead(paths), JSON.stringify(paths)).toBe(false);
    mkdirSync(path.join(root, 'app/vendor/genkit'), { recursive: true });
    mkdirSync(path.join(root, 'genkit/src'), { recursive: true });
    for (const paths of aliases) expect(mayLead(paths), JSON.stringify(paths)).toBe(true);

    const mcp = ['@modelcontextprotocol/sdk', '@modelcontextprotocol/server'];
    const intoPackages = {
      '@modelcontextprotocol/server': ['./node_modules/@modelcontextprotocol/server/src/index.ts'],
    };
    expect(mayLead(intoPackages, mcp)).toBe(false);
    writeTree(base, { 'node_modules/@modelcontextprotocol/server/src/index.ts': 'export {};\n' });
    expect(mayLead(intoPackages, mcp)).toBe(true);
    mkdirSync(path.join(root, 'sdk/sdk'), { recursive: true });
    expect(mayLead({ '@modelcontextprotocol/*': ['../sdk/*'] }, mcp)).toBe(true);
    expect(mayLead({ '@/*': ['./*'] }, mcp)).toBe(false);

    const baseUrl = path.join(root, 'app/src');
    expect(installed.mayResolve(file, project({ baseUrl }), GENKIT)).toBe(false);
    writeFileSync(path.join(root, 'app/src/genkit.ts'), 'export {};\n');
    expect(installed.mayResolve(file, project({ baseUrl }), GENKIT)).toBe(true);
  });

  it('where `node_modules` or Yarn PnP is in any folder above the file', () => {
    for (const entry of ['node_modules', '.pnp.cjs']) {
      const root = makeTempDir('installed-types');
      const file = path.join(root, 'packages/app/src/tools.ts');
      mkdirSync(path.dirname(file), { recursive: true });
      if (entry === 'node_modules') mkdirSync(path.join(root, entry));
      else writeFileSync(path.join(root, entry), '');
      expect(new InstalledTypes().mayResolve(file, project(), GENKIT), entry).toBe(true);
    }
  });

  it('names the packages of the questions whose yes needs them, and none for the others', () => {
    const at = { start: 0, end: 1 };
    expect(packagesAnswering({ question: 'isFrameworkInstance', kind: 'Genkit', ...at })).toEqual(GENKIT);
    expect(packagesAnswering({ question: 'isFrameworkInstance', kind: 'McpServer', ...at })).toContain(
      '@modelcontextprotocol/sdk',
    );
    expect(packagesAnswering({ question: 'isZodRawShape', ...at })).toEqual(['zod']);
    expect(packagesAnswering({ question: 'isZodObject', ...at })).toEqual(['zod']);
    for (const question of ['isString', 'isPlainRecord', 'isMcpResult', 'returnsTextResults'] as const)
      expect(packagesAnswering({ question, ...at })).toEqual([]);
  });
});

describe('the oracle without installed types', () => {
  it('builds a program only for the questions any program may answer', () => {
    const root = makeTempDir('installed-types');
    const text = 'declare const ai: { defineTool(): void };\nexport const name = "x";\nai.defineTool();\n';
    writeTree(root, { 'tsconfig.json': JSON.stringify({ compilerOptions: { strict: true } }), 'tools.ts': text });
    const at = (code: string, from = 0) => {
      const start = text.indexOf(code, from);
      return { start, end: start + code.length };
    };
    const receiver: TypeQuestion = {
      question: 'isFrameworkInstance',
      kind: 'Genkit',
      ...at('ai', text.indexOf('\nai.')),
    };
    const name: TypeQuestion = { question: 'isString', ...at('"x"') };
    const ask = (questions: TypeQuestion[]) => ({
      path: path.join(root, 'tools.ts'),
      text,
      asked: questions.map((question) => ({ key: questionKey(question), question, answer: undefined })),
    });

    const onlyPackages = new TypeOracleSession();
    expect(onlyPackages.answer([ask([receiver])]).size).toBe(0);
    expect(onlyPackages.stats).toMatchObject({ questions: 1, programs: 0, withoutInstalledTypes: 1 });

    const both = new TypeOracleSession();
    const answers = both.answer([ask([receiver, name])]);
    // A local type would have said "no" to the receiver: without installed types it is not asked (unknown).
    expect(answers.get(path.join(root, 'tools.ts'))).toEqual({ [questionKey(name)]: true });
    expect(both.stats).toMatchObject({ questions: 2, answered: 1, programs: 1, withoutInstalledTypes: 1 });
  });
});

// Made by a local factory with no return type: only the checker sees a Genkit instance.
const FACTORY_INSTANCE = `import { genkit } from 'genkit';

function makeAi() {
  return genkit({});
}

export const ai = makeAi();
`;

const TOOL = `import { z } from 'genkit';
import { ai } from './ai';

export const weather = ai.defineTool(
  { name: 'weather', description: 'Weather in a city', inputSchema: z.object({ city: z.string() }) },
  async ({ city }) => \`sunny in \${city}\`,
);
`;

describe('a run on a fresh clone (nothing installed)', () => {
  it('reports a tool whose instance only the types could prove, and builds no program; installed, it migrates', async () => {
    const root = makeTempDir('installed-types');
    const files = {
      'package.json': JSON.stringify({
        name: 'app',
        private: true,
        type: 'module',
        dependencies: { genkit: '^1.42.0' },
      }),
      'tsconfig.json': JSON.stringify({
        compilerOptions: { strict: true, module: 'ESNext', moduleResolution: 'bundler' },
      }),
      'src/ai.ts': FACTORY_INSTANCE,
      'src/tools.ts': TOOL,
    };
    writeTree(root, files);
    const fresh = await runCli(['--dry-run', '--json', '.'], { cwd: root });
    expect(fresh.code, fresh.stderr).toBe(0);
    const freshRun = parseJson(fresh) as ReturnType<typeof parseJson> & { typeOracle: Record<string, number> };
    const tools = freshRun.files.find((file) => file.path === path.join(root, 'src/tools.ts'))!;
    expect(tools.status).toBe('unchanged');
    expect(tools.diagnostics.map((diagnostic) => diagnostic.reason)).toContain('unknown-receiver');
    expect(freshRun.typeOracle).toMatchObject({ programs: 0, withoutInstalledTypes: 1 });

    symlinkSync(path.join(repoRoot, 'node_modules'), path.join(root, 'node_modules'), 'dir');
    const installed = await runCli(['--dry-run', '--json', '.'], { cwd: root });
    const installedRun = parseJson(installed) as ReturnType<typeof parseJson> & { typeOracle: Record<string, number> };
    expect(installedRun.files.find((file) => file.path === path.join(root, 'src/tools.ts'))!.status).toBe('changed');
    expect(installedRun.typeOracle).toMatchObject({ programs: 1, withoutInstalledTypes: 0 });
  }, 120_000);
});
