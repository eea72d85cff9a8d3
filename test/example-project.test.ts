/**
 * The bundled example (examples/weather-app) is what the README's first command runs the
 * codemod on and the fixture for the end-to-end tests. These checks keep it honest: every file
 * parses, every framework is really used, `get_weather` is defined in several frameworks (the
 * duplicate the report must find), and the project type-checks against the installed
 * framework packages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';
import { typeCheckProject } from './support/type-check';

const root = resolve(__dirname, '..');
const exampleDir = join(root, 'examples', 'weather-app');
const srcDir = join(exampleDir, 'src');

const FRAMEWORK_MODULES = {
  'ai-sdk': /^ai$/,
  mcp: /^@modelcontextprotocol\/sdk(\/|$)/,
  genkit: /^genkit(\/|$)/,
  langchain: /^@langchain\/core(\/|$)/,
  mastra: /^@mastra\/core(\/|$)/,
} as const;

function listTs(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return listTs(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const files = listTs(srcDir).map((path) => {
  const code = readFileSync(path, 'utf8');
  const ast = parse(code, { sourceType: 'module', plugins: ['typescript'], errorRecovery: true });
  const imports = ast.program.body.flatMap((node) => (node.type === 'ImportDeclaration' ? [node.source.value] : []));
  return { path, rel: relative(exampleDir, path), code, ast, imports };
});

const frameworksOf = (imports: string[]) =>
  Object.entries(FRAMEWORK_MODULES)
    .filter(([, re]) => imports.some((spec) => re.test(spec)))
    .map(([name]) => name);

describe('examples/weather-app', () => {
  it('has the expected source files, each short', () => {
    const rels = files.map((f) => f.rel).sort();
    for (const expected of [
      'src/ai/chat.ts',
      'src/ai/tools.ts',
      'src/genkit/flows.ts',
      'src/langchain/agent.ts',
      'src/mastra/tools.ts',
      'src/mcp/server.ts',
      'src/openai/functions.ts',
      'src/weather/fetch-weather.ts',
    ]) {
      expect(rels).toContain(expected);
    }
    for (const f of files) expect(f.code.split('\n').length, f.rel).toBeLessThanOrEqual(80);
  });

  it.each(files.map((f) => [f.rel, f] as const))('%s parses without errors', (_rel, f) => {
    expect(f.ast.errors ?? []).toEqual([]);
  });

  it('imports each of the five framework modules somewhere', () => {
    const used = new Set(files.flatMap((f) => frameworksOf(f.imports)));
    expect([...used].sort()).toEqual(Object.keys(FRAMEWORK_MODULES).sort());
  });

  it('defines get_weather in at least three framework files', () => {
    const withWeather = files.filter((f) => frameworksOf(f.imports).length > 0 && f.code.includes('get_weather'));
    const frameworks = new Set(withWeather.flatMap((f) => frameworksOf(f.imports)));
    expect(withWeather.length).toBeGreaterThanOrEqual(3);
    expect(frameworks.size).toBeGreaterThanOrEqual(3);
  });

  it('keeps its non-framework negatives free of framework imports', () => {
    for (const rel of ['src/openai/functions.ts', 'src/lib/tool.ts']) {
      const f = files.find((x) => x.rel === rel);
      expect(f, rel).toBeDefined();
      expect(frameworksOf(f!.imports), rel).toEqual([]);
    }
  });

  it('type-checks against the installed framework packages', () => {
    const result = typeCheckProject(join(exampleDir, 'tsconfig.json'), { noEmit: true }, root);
    expect(result.output).toBe('');
    expect(result.status).toBe(0);
  }, 120_000);
});
