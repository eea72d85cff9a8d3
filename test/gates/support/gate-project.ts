/**
 * The gate matrix's set-up: one of the small projects in test/gates/projects, copied to a temp
 * folder with the strict tsconfig and a formatter flavour (Prettier + ESLint, or Biome), its
 * frameworks resolved from this repository's node_modules, committed to git (the CLI refuses a
 * dirty tree), then migrated by the built CLI. Every tool's exact output is kept for the failure
 * messages; the CLI, Prettier and Biome run as child processes, tsc and ESLint in this process.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { cpSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { parse } from '@babel/parser';
import { binPath, git, makeTempDir, removeWithTempDirs, repoRoot, testEnv } from '../../cli/support/temp-project';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { projectProgram, typeCheckProject } from '../../support/type-check';

export const projectsDir = path.join(repoRoot, 'test', 'gates', 'projects');
const flavoursDir = path.join(projectsDir, '_flavours');
const bin = (name: string) => path.join(repoRoot, 'node_modules', '.bin', name);

export type Flavour = 'prettier' | 'biome';

export interface ToolRun {
  label: string;
  command: string;
  code: number | null;
  output: string;
}

/** Runs a command in cwd without a shell; never throws. */
export function runTool(label: string, command: string, args: readonly string[], cwd: string): ToolRun {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: testEnv({ CI: '1' }),
    timeout: 300_000,
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? `\n[spawn error] ${result.error.message}` : ''}`;
  const shown = [path.basename(command), ...args].join(' ');
  return { label, command: shown, code: result.status, output };
}

const SHOWN_LINES = 150;

/** The message a failed gate shows: the command, its exit code and its exact output (first lines of a long one). */
export function failureMessage(run: ToolRun, context = ''): string {
  const lines = run.output.trimEnd().split('\n');
  const shown =
    lines.length > SHOWN_LINES ? [...lines.slice(0, SHOWN_LINES), `… ${lines.length - SHOWN_LINES} more lines`] : lines;
  return `${run.label} failed${context}: \`${run.command}\` exited ${run.code}; its output (${lines.length} lines):\n${shown.join('\n')}\n`;
}

/**
 * node_modules for a temp project: this repository's, linked whole, or (with overrides) a folder of
 * links to each of its packages where some names point elsewhere (e.g. `@mastra/core` → `mastra-v1`).
 */
export function linkNodeModules(projectDir: string, overrides: Record<string, string> = {}): void {
  const source = path.join(repoRoot, 'node_modules');
  const target = path.join(projectDir, 'node_modules');
  if (Object.keys(overrides).length === 0) {
    symlinkSync(source, target, 'dir');
    return;
  }
  const link = (name: string, to: string) => {
    mkdirSync(path.dirname(path.join(target, name)), { recursive: true });
    symlinkSync(to, path.join(target, name), 'dir');
  };
  for (const entry of readdirSync(source)) {
    if (entry.startsWith('@')) {
      for (const scoped of readdirSync(path.join(source, entry))) {
        const name = `${entry}/${scoped}`;
        if (!(name in overrides)) link(name, path.join(source, entry, scoped));
      }
    } else if (!(entry in overrides)) link(entry, path.join(source, entry));
  }
  for (const [name, to] of Object.entries(overrides)) link(name, path.join(source, to));
}

/** Copies a framework's project with the strict tsconfig and a flavour's configs; commits it. */
export function setUpProject(framework: string, flavour: Flavour): string {
  const dir = makeTempDir(`gate-${framework}-${flavour}`);
  cpSync(path.join(projectsDir, framework), dir, { recursive: true });
  cpSync(path.join(projectsDir, 'tsconfig.strict.json'), path.join(dir, 'tsconfig.json'));
  cpSync(path.join(flavoursDir, 'gitignore'), path.join(dir, '.gitignore'));
  if (flavour === 'prettier') {
    cpSync(path.join(projectsDir, '.prettierrc.json'), path.join(dir, '.prettierrc.json'));
    // Kept under another name here: ESLint 10 would load it as a nested config of this repository.
    cpSync(path.join(flavoursDir, 'prettier', 'eslint.flavour.mjs'), path.join(dir, 'eslint.config.mjs'));
  } else {
    cpSync(path.join(flavoursDir, 'biome', 'biome.json'), path.join(dir, 'biome.json'));
  }
  linkNodeModules(dir);
  git(dir, 'init', '--quiet');
  git(dir, 'add', '-A');
  git(dir, 'commit', '--quiet', '-m', 'before the migration');
  return dir;
}

export interface Migration {
  run: ToolRun;
  /** False when this CLI build does not know `--format` yet: then it ran without it. */
  formatFlagAccepted: boolean;
  /** `git status --porcelain` lines after the run. */
  changed: string[];
}

/** `std-tool-migrate . --yes --format --json`, or without `--format` when the build rejects the flag. */
export function migrate(dir: string): Migration {
  let run = runTool('std-tool-migrate', process.execPath, [binPath, '.', '--yes', '--format', '--json'], dir);
  let formatFlagAccepted = true;
  if (/unknown option '--format'/.test(run.output)) {
    formatFlagAccepted = false;
    run = runTool('std-tool-migrate (without --format)', process.execPath, [binPath, '.', '--yes', '--json'], dir);
  }
  const changed = git(dir, 'status', '--porcelain').split('\n').filter(Boolean);
  return { run, formatFlagAccepted, changed };
}

/**
 * A library's build: declaration files written (outside the project, so the format and lint checks never see them).
 * Every exported tool's type must then be nameable from the file that exports it (TS4023, TS2742). It is
 * `tsc -p . --noEmit false --declaration --emitDeclarationOnly --outDir <dir>-declarations`, run in this process
 * (test/support/type-check.ts: the same compiler and output, the frameworks' types parsed once for every project).
 */
export function declarationCheck(dir: string): ToolRun {
  const outDir = removeWithTempDirs(`${dir}-declarations`);
  const run = typeCheckProject(path.join(dir, 'tsconfig.json'), {
    noEmit: false,
    declaration: true,
    emitDeclarationOnly: true,
    outDir,
  });
  return {
    label: 'tsc --declaration',
    command: `tsc -p . --noEmit false --declaration --emitDeclarationOnly --outDir ${outDir}`,
    code: run.status,
    output: run.output,
  };
}

/** Errors only a declaration build reports: a type that cannot be named (TS4xxx, TS2742, TS2883), TS9xxx. */
const DECLARATION_ERROR = /^TS(4\d{3}|2742|2883|9\d{3})$/;

/**
 * One tsc program for both checks: a declaration build reports every error `tsc --noEmit` does, and those of the
 * declarations. `types` is that run with the declaration errors left out (passing when only those remain).
 */
export function typeAndDeclarationCheck(dir: string): { types: ToolRun; declarations: ToolRun } {
  const declarations = declarationCheck(dir);
  const errors = [...declarations.output.matchAll(/error (TS\d+):/g)].map((match) => match[1]!);
  const typeErrors = errors.filter((code) => !DECLARATION_ERROR.test(code));
  const types = {
    ...declarations,
    label: 'tsc (in the declaration build)',
    code: declarations.code === 0 || (errors.length > 0 && typeErrors.length === 0) ? 0 : declarations.code,
  };
  return { types, declarations };
}

/**
 * Babel's AST of a TypeScript file without what a formatter may change: positions, raw texts, comments, and the order
 * of imports and of their names (Biome sorts them; the type-checker reads them alike in any order).
 */
function codeOf(file: string): string {
  const program = parse(readFileSync(file, 'utf8'), { sourceType: 'module', plugins: ['typescript'] }).program;
  const formatting = new Set([
    'start',
    'end',
    'loc',
    'range',
    'extra',
    'leadingComments',
    'trailingComments',
    'innerComments',
  ]);
  const text = (node: unknown) =>
    JSON.stringify(node, (key, value: unknown) => (formatting.has(key) ? undefined : value));
  const imports = program.body
    .filter((statement) => statement.type === 'ImportDeclaration')
    .map((statement) => text({ ...statement, specifiers: statement.specifiers.map(text).sort() }))
    .sort();
  return text([imports, program.body.filter((statement) => statement.type !== 'ImportDeclaration')]);
}

/**
 * True when two migrated copies of one project (two formatter flavours) changed the same files into the same code,
 * formatting aside: then what the type-checker says of one it says of the other.
 */
export function sameCodeFormattingAside(first: string, second: string): boolean {
  const changedFiles = (dir: string) =>
    git(dir, 'ls-files', '--modified', '--others', '--exclude-standard').split('\n').filter(Boolean).sort();
  const files = changedFiles(first);
  if (JSON.stringify(files) !== JSON.stringify(changedFiles(second))) return false;
  return files.every(
    (file) => /\.[cm]?tsx?$/.test(file) && codeOf(path.join(first, file)) === codeOf(path.join(second, file)),
  );
}

export function formatCheck(dir: string, flavour: Flavour): ToolRun {
  return flavour === 'prettier'
    ? runTool('prettier --check', bin('prettier'), ['--check', '.'], dir)
    : runTool('biome format', bin('biome'), ['format', '--colors=off', '.'], dir);
}

export async function lint(dir: string, flavour: Flavour): Promise<ToolRun> {
  return flavour === 'prettier'
    ? eslintRun('eslint', 'eslint .', newProcessESLint(dir), ['.'])
    : runTool('biome check', bin('biome'), ['check', '--colors=off', '.'], dir);
}

// The parser typescript-eslint loads (its `parser` export leaves out `clearCaches`).
const typescriptEslintParser = createRequire(require.resolve('typescript-eslint'))('@typescript-eslint/parser') as {
  clearCaches: () => void;
};

/**
 * An ESLint for `eslint` run in dir, as a new process would start it. typescript-eslint keeps, in its module, the
 * folders of the config files that read its configs, to infer `tsconfigRootDir`; it fails when it has more than one,
 * which a process per project never has. Cleared here: the folder it then infers (the project's, or this process's
 * when the config was loaded before) only matters to a type-aware config, which sets its own.
 */
function newProcessESLint(dir: string): ESLint {
  typescriptEslintParser.clearCaches();
  return new ESLint({ cwd: dir });
}

/**
 * ESLint run as its CLI runs it, in this process (ESLint and typescript-eslint load once, not once per project): the
 * same config lookup and files, its `stylish` output, exit 1 for an error and 2 when it could not lint.
 */
async function eslintRun(
  label: string,
  command: string,
  eslint: ESLint,
  patterns: string[],
): Promise<ToolRun & { results: ESLint.LintResult[] }> {
  try {
    const results = await eslint.lintFiles(patterns);
    const output = await (await eslint.loadFormatter('stylish')).format(results);
    const code = results.some((result) => result.errorCount > 0) ? 1 : 0;
    return { label, command, code, output, results };
  } catch (error) {
    return {
      label,
      command,
      code: 2,
      output: error instanceof Error ? (error.stack ?? error.message) : String(error),
      results: [],
    };
  }
}

/** Writes files (POSIX-relative paths) under dir. */
export function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [relative, text] of Object.entries(files)) {
    const full = path.join(dir, ...relative.split('/'));
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
}

export interface TypedLint {
  run: ToolRun;
  byRule: Record<string, number>;
  problems: string[];
}

/**
 * typescript-eslint's `strictTypeChecked` (which reads types, as many projects lint), run on each project's `src`
 * with a config kept outside the projects (the format check never sees it). The fixtures break some of its rules on
 * purpose (an `async` execute with no `await`, as most tools are written), so the gate compares: each rule may report
 * no more after the migration than before. One ESLint lints every project given, in this process: each file is
 * type-checked in the program of its own project's tsconfig (as typescript-eslint's project service would build it,
 * the packages' types parsed once for all), and the results are split by project.
 */
export async function typeAwareLint(dirs: readonly string[]): Promise<Map<string, TypedLint>> {
  const base = path.dirname(dirs[0]!);
  if (dirs.some((dir) => path.dirname(dir) !== base)) throw new Error('typeAwareLint: projects in one folder only');
  const programs = dirs.map((dir) => projectProgram(path.join(dir, 'tsconfig.json')));
  const eslint = new ESLint({
    cwd: base,
    overrideConfigFile: true,
    overrideConfig: [
      ...tseslint.configs.strictTypeChecked,
      { languageOptions: { parserOptions: { programs, tsconfigRootDir: base } } },
    ],
  });
  const sources = dirs.map((dir) => path.join(path.basename(dir), 'src'));
  const run = await eslintRun('eslint (strictTypeChecked)', `eslint ${sources.join(' ')}`, eslint, sources);
  const results = new Map(dirs.map((dir) => [dir, { run, byRule: {}, problems: [] } as TypedLint]));
  if (run.code === 2) for (const result of results.values()) result.byRule['ESLint did not run'] = 1;
  for (const file of run.results) {
    const dir = dirs.find((candidate) => file.filePath.startsWith(`${candidate}${path.sep}`));
    const result = dir && results.get(dir);
    if (!result) throw new Error(`ESLint linted ${file.filePath}, in none of the projects`);
    for (const message of file.messages) {
      const rule = message.ruleId ?? 'fatal';
      result.byRule[rule] = (result.byRule[rule] ?? 0) + 1;
      result.problems.push(`${path.relative(dir, file.filePath)}:${message.line} ${rule} ${message.message}`);
    }
  }
  return results;
}

/** The rules that report more after than before, with both counts. */
export function moreProblems(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.entries(after)
    .filter(([rule, count]) => count > (before[rule] ?? 0))
    .map(([rule, count]) => `${rule}: ${before[rule] ?? 0} before, ${count} after`);
}
