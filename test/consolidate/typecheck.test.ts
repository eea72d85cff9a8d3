/**
 * A consolidated project still compiles under a strict configuration with
 * `noUnusedLocals`: every fixture's `expected/` tree, with the adapter module it imports
 * rendered beside it, type-checks with no error (no import or helper left behind by a
 * removed copy, no import of a name that is not exported), and lints clean under
 * `@typescript-eslint/no-unused-vars`.
 */
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frameworkIds } from '../../transforms/frameworks';
import { renderAdapterModule } from '../../cli/adapter-module/render';
import { packageVersions } from '../../cli/runner/projects';
import { readTree } from './support/run-fixture';
import { sharingHost } from '../support/type-check';

const repoRoot = path.join(__dirname, '..', '..');
const fixturesRoot = path.join(repoRoot, '__testfixtures__', 'consolidate');
// Inside the repository: the modules resolve the installed framework packages.
const workspace = path.join(repoRoot, `.tmp-consolidate-typecheck-${process.pid}`);
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

const OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  strict: true,
  noUnusedLocals: true,
  skipLibCheck: true,
  esModuleInterop: true,
  noEmit: true,
  types: [],
};

const consolidated = existsSync(fixturesRoot)
  ? [...new Set([...readTree(fixturesRoot).keys()].map((file) => file.split('/')[0]!))]
      .filter((name) => existsSync(path.join(fixturesRoot, name, 'expected')))
      .sort()
  : [];

/** Per fixture, the compiler's messages about its own files (the adapter module is checked elsewhere). */
const messages = new Map<string, string[]>();

beforeAll(() => {
  const rendered = renderAdapterModule(
    {
      frameworks: [...frameworkIds],
      packages: packageVersions(repoRoot),
      style: 'ts',
    },
    '0.0.0',
  );
  const roots: string[] = [];
  for (const name of consolidated) {
    const target = path.join(workspace, name);
    mkdirSync(target, { recursive: true });
    cpSync(path.join(fixturesRoot, name, 'expected'), target, { recursive: true });
    writeFileSync(path.join(target, 'std-tool.ts'), rendered.text);
    for (const file of readTree(target).keys()) if (/\.tsx?$/.test(file)) roots.push(path.join(target, file));
  }
  // The package types parsed once per worker, for this program and the other files' (test/support/type-check.ts).
  const program = ts.createProgram(roots, OPTIONS, sharingHost(OPTIONS));
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = diagnostic.file?.fileName;
    if (!file?.startsWith(workspace) || path.basename(file) === 'std-tool.ts') continue;
    const [name, ...rest] = path.relative(workspace, file).split(path.sep);
    const { line } = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    const text = `${rest.join('/')}:${line + 1} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
    messages.set(name!, [...(messages.get(name!) ?? []), text]);
  }
}, 120_000);

describe('consolidated fixtures type-check with noUnusedLocals', () => {
  it('has consolidated fixtures', () => expect(consolidated.length).toBeGreaterThan(0));
  for (const name of consolidated) it(name, () => expect(messages.get(name) ?? []).toEqual([]));
});

describe('consolidated fixtures lint clean under no-unused-vars', () => {
  const eslint = new ESLint({
    cwd: workspace,
    // The adapter module is checked elsewhere; without type information, no file's lint reads another.
    ignorePatterns: ['**/std-tool.ts'],
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { '@typescript-eslint': tseslint.plugin },
        rules: { '@typescript-eslint/no-unused-vars': 'error' },
      },
    ],
  });
  for (const name of consolidated)
    it(name, async () => {
      const results = await eslint.lintFiles([path.join(workspace, name, '**/*.ts')]);
      const problems = results.flatMap((result) =>
        result.messages.map(
          (message) => `${path.relative(workspace, result.filePath)}:${message.line} ${message.message}`,
        ),
      );
      expect(results.length).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    });
});
