/**
 * The project's formatter (oxfmt, Prettier, Biome or dprint), to offer or run on the changed files;
 * with none of them, `eslint --fix` where ESLint's own rules set the style (eslint-config-google,
 * standard, ...): the nearest formatter wins, ESLint only when no folder up has another.
 */
import { existsSync, readFileSync, readdirSync, realpathSync } from 'node:fs';
import * as path from 'node:path';
import { runBounded } from './process-group';
import { eslintProject, installedBinary } from './runner/eslint-project';
import { parseJsonWithComments } from './runner/source-root';

export interface Formatter {
  name: 'prettier' | 'biome' | 'dprint' | 'eslint' | 'oxfmt' | 'oxlint';
  /** The command, the files to format appended. */
  command: string[];
  /** Where it was found (its config or package): it runs there, where its own binary resolves. */
  cwd: string;
  /** Run after it: `oxlint --fix` where the project lints with oxlint and fixes with it. */
  then?: Formatter;
  /**
   * Run before it: `eslint --fix` where the project also lints with ESLint (its fixable rules, such as
   * typescript-eslint's stylistic ones, are then met); the formatter has the last word on layout.
   */
  lintFix?: Formatter;
}

/**
 * oxfmt where the project's scripts or CI run it, or it has its config or package: a repository that moved
 * from Prettier often keeps Prettier's config beside it (a LangChain monorepo's CI runs `oxfmt --check`).
 */
function oxfmt(current: string, texts: readonly string[], dependencies: Record<string, string>): boolean {
  const has = (name: string) => existsSync(path.join(current, name));
  return (
    texts.some((text) => /\boxfmt\b/.test(text)) ||
    has('.oxfmtrc.json') ||
    has('.oxfmtrc.jsonc') ||
    dependencies.oxfmt !== undefined
  );
}

/** `oxlint --fix` where the project's scripts or CI run oxlint with `--fix` (its fixes are then the house style). */
function oxlintFix(current: string, texts: readonly string[], files: readonly string[]): Formatter | undefined {
  return texts.some((text) => /\boxlint\b[^\n&|;]*--fix\b/.test(text))
    ? { name: 'oxlint', command: ['npx', 'oxlint', '--fix', ...files], cwd: current }
    : undefined;
}

/**
 * Which of the project's ESLint rules `eslint --fix` runs: those its lint fails on. With `--quiet`, the errors only
 * (ESLint 9 skips the rules set to warn): the project's own code passes them, so their fixes touch only what the
 * migration wrote, where the warn-level ones would apply, in the tool code the migration moved, fixes its authors
 * never applied (an arrow made a method, keys sorted, `||` made `??`). Every rule where its scripts or CI run ESLint
 * with `--max-warnings 0`: a warning fails its lint too. `errors` again for a file where the warn-level fixes moved
 * lines the migration never touched (sorted imports).
 */
export type LintFixRules = 'as-its-lint' | 'errors';

export function detectFormatter(
  directory: string,
  files: readonly string[],
  lintFixRules: LintFixRules = 'as-its-lint',
): Formatter | undefined {
  const project = eslintProject(directory);
  const quiet = lintFixRules === 'errors' || (project !== undefined && !failsOnWarnings(project.directory));
  const eslint: Formatter | undefined = project && {
    name: 'eslint',
    // Its installed binary, called directly: exit code 1 is then ESLint's own.
    command: [project.binary, '--fix', ...(quiet ? ['--quiet'] : []), ...files],
    cwd: project.directory,
  };
  const formatter = nearestFormatter(directory, files);
  if (!formatter) return eslint;
  return eslint ? { ...formatter, lintFix: eslint } : formatter;
}

/**
 * The project's scripts or CI (at its ESLint's folder or any folder up to the repository's root) run ESLint with
 * `--max-warnings 0`, themselves or through `next lint`: a warning fails its lint.
 */
function failsOnWarnings(directory: string): boolean {
  for (let current = directory; ; current = path.dirname(current)) {
    let scripts: Record<string, string> = {};
    try {
      scripts = (JSON.parse(readFileSync(path.join(current, 'package.json'), 'utf8')) as Manifest).scripts ?? {};
    } catch {
      // no manifest here
    }
    const texts = [...Object.values(scripts), ...workflowTexts(current)];
    if (texts.some((text) => /\b(?:eslint|next\s+lint)\b[^\n&|;]*--max-warnings(?:=|\s+)0\b/.test(text))) return true;
    if (existsSync(path.join(current, '.git')) || path.dirname(current) === current) return false;
  }
}

/** The nearest of oxfmt, dprint, Biome and Prettier, up to the repository's root. */
function nearestFormatter(directory: string, files: readonly string[]): Formatter | undefined {
  let current = directory;
  for (;;) {
    const has = (name: string) => existsSync(path.join(current, name));
    let manifest: Manifest = {};
    try {
      manifest = JSON.parse(readFileSync(path.join(current, 'package.json'), 'utf8'));
    } catch {
      // no manifest here
    }
    const dependencies = { ...manifest.dependencies, ...manifest.devDependencies };
    const texts = [...Object.values(manifest.scripts ?? {}), ...workflowTexts(current)];
    if (oxfmt(current, texts, dependencies)) {
      const then = oxlintFix(current, texts, files);
      return { name: 'oxfmt', command: ['npx', 'oxfmt', '--write', ...files], cwd: current, ...(then && { then }) };
    }
    if (
      has('dprint.json') ||
      has('.dprint.json') ||
      has('dprint.jsonc') ||
      has('.dprint.jsonc') ||
      dependencies.dprint
    ) {
      return { name: 'dprint', command: ['npx', 'dprint', 'fmt', ...files], cwd: current };
    }
    if ((has('biome.json') || has('biome.jsonc') || dependencies['@biomejs/biome']) && biomeFormats(current)) {
      return { name: 'biome', command: biomeCommand(current, manifest, files), cwd: current };
    }
    const prettierConfig = configPassedTo('prettier', current, texts);
    if (
      manifest.prettier ||
      dependencies.prettier ||
      prettierConfig ||
      [
        '.prettierrc',
        '.prettierrc.json',
        '.prettierrc.js',
        '.prettierrc.cjs',
        '.prettierrc.mjs',
        '.prettierrc.yaml',
        '.prettierrc.yml',
        'prettier.config.js',
        'prettier.config.mjs',
        'prettier.config.cjs',
      ].some(has)
    ) {
      const config = prettierConfig ? ['--config', prettierConfig] : [];
      return { name: 'prettier', command: ['npx', 'prettier', ...config, '--write', ...files], cwd: current };
    }
    if (has('.git')) return undefined;
    const parent = path.dirname(current);
    if (parent === current) return undefined;
    current = parent;
  }
}

interface Manifest {
  devDependencies?: Record<string, string>;
  dependencies?: Record<string, string>;
  scripts?: Record<string, string>;
  prettier?: unknown;
}

/** Biome set to lint only (`formatter.enabled: false`: cloudflare/agents-starter, beside Prettier) formats nothing. */
function biomeFormats(directory: string): boolean {
  for (const name of ['biome.json', 'biome.jsonc']) {
    let config: { formatter?: { enabled?: unknown }; javascript?: { formatter?: { enabled?: unknown } } };
    try {
      config = parseJsonWithComments(readFileSync(path.join(directory, name), 'utf8')) as typeof config;
    } catch {
      continue;
    }
    return config.formatter?.enabled !== false && config.javascript?.formatter?.enabled !== false;
  }
  return true;
}

/**
 * `check` with the linter off where the project runs `biome check` or `biome ci` (or ultracite): it formats
 * and applies the assist actions those require (organised imports), and changes no lint-level code.
 * Where its scripts and CI name Biome only otherwise (`biome lint`, `biome format`), `format`: the
 * file's existing imports are then not reordered.
 */
function biomeCommand(directory: string, manifest: Manifest, files: readonly string[]): string[] {
  const texts = [...Object.values(manifest.scripts ?? {}), ...workflowTexts(directory)];
  const namesBiome = texts.some((text) => /\bbiome\b|\bultracite\b/.test(text));
  const checks = texts.some((text) => /\bbiome\s+(check|ci)\b|\bultracite\b/.test(text));
  return namesBiome && !checks
    ? ['npx', 'biome', 'format', '--write', ...files]
    : ['npx', 'biome', 'check', '--write', '--linter-enabled=false', ...files];
}

/** The GitHub Actions workflows at `directory`, as text. */
/**
 * The config file the project's scripts or CI pass to a tool with `--config` (`prettier --config
 * ./.prettier.mjs`): a name the tool would not find by itself. The first that exists.
 */
function configPassedTo(tool: string, directory: string, texts: readonly string[]): string | undefined {
  const passed = new RegExp(`\\b${tool}\\b[^\\n&|;]*?--config(?:=|\\s+)(["']?)([^\\s"']+)\\1`, 'g');
  for (const text of texts) {
    for (const match of text.matchAll(passed)) {
      if (existsSync(path.join(directory, match[2]!))) return match[2];
    }
  }
  return undefined;
}

function workflowTexts(directory: string): string[] {
  const folder = path.join(directory, '.github', 'workflows');
  try {
    return readdirSync(folder)
      .filter((name) => /\.ya?ml$/.test(name))
      .map((name) => readFileSync(path.join(folder, name), 'utf8'));
  } catch {
    return [];
  }
}

/** Shell-quoted, for printing. */
export function commandLine(command: readonly string[]): string {
  return command.map((part) => (/^[\w./@:=+-]+$/.test(part) ? part : `'${part.replace(/'/g, `'\\''`)}'`)).join(' ');
}

/** How long one formatter pass may take: a formatter that hangs must not hang the run. */
export const FORMAT_TIMEOUT_MS = 120_000;
/** Overrides FORMAT_TIMEOUT_MS (milliseconds), for slow machines and for the tests. */
const FORMAT_TIMEOUT_VARIABLE = 'STD_TOOL_MIGRATE_FORMAT_TIMEOUT_MS';

function formatTimeout(): number {
  const value = Number(process.env[FORMAT_TIMEOUT_VARIABLE]);
  return Number.isInteger(value) && value > 0 && value <= FORMAT_TIMEOUT_MS * 10 ? value : FORMAT_TIMEOUT_MS;
}

/**
 * The program to start: `npx <name>` becomes the project's own `node_modules/.bin/<name>`. npx would
 * otherwise fetch whatever package of that name the registry has (`npx biome` is not Biome).
 */
function resolvedCommand(formatter: Formatter): { ok: true; command: string[] } | { ok: false; message: string } {
  const [program, ...rest] = formatter.command;
  if (program !== 'npx') return { ok: true, command: [...formatter.command] };
  const name = rest[0]!;
  const binary = installedBinary(formatter.cwd, name);
  if (!binary)
    return {
      ok: false,
      message: `${name} is configured at ${formatter.cwd} but not installed there (no node_modules/.bin/${name})`,
    };
  const expected = FORMATTER_PACKAGES[name];
  const owner = packageOwning(binary);
  if (expected !== undefined && owner !== undefined && owner !== expected)
    return {
      ok: false,
      message: `node_modules/.bin/${name} at ${formatter.cwd} is the package ${owner}'s, not ${expected}'s; not run`,
    };
  return { ok: true, command: [binary, ...rest.slice(1)] };
}

/** The package whose bin each formatter's name must be (npm has an unrelated `biome`, say). */
const FORMATTER_PACKAGES: Readonly<Record<string, string>> = {
  biome: '@biomejs/biome',
  prettier: 'prettier',
  dprint: 'dprint',
  oxfmt: 'oxfmt',
  oxlint: 'oxlint',
  eslint: 'eslint',
};

/**
 * The package a `node_modules/.bin` entry links into (npm, and pnpm's store: the last `node_modules/<package>` of
 * its real path); undefined for a shim script that is no link (pnpm's, Yarn's), which names no owner to check.
 */
function packageOwning(binary: string): string | undefined {
  let real: string;
  try {
    real = realpathSync(binary).split(path.sep).join('/');
  } catch {
    return undefined;
  }
  const at = real.lastIndexOf('/node_modules/');
  if (at < 0) return undefined;
  const [scope, name] = real.slice(at + '/node_modules/'.length).split('/');
  if (scope === undefined || scope === '.bin') return undefined;
  return scope.startsWith('@') && name !== undefined ? `${scope}/${name}` : scope;
}

/** Runs the formatter; its own output goes to stderr (stdout may carry `--json`). */
export async function runFormatter(formatter: Formatter): Promise<{ ok: true } | { ok: false; message: string }> {
  const resolved = resolvedCommand(formatter);
  if (!resolved.ok) return resolved;
  const timeoutMs = formatTimeout();
  const result = await runBounded(resolved.command, {
    cwd: formatter.cwd,
    stdio: ['ignore', process.stderr, process.stderr],
    timeoutMs,
  });
  if (result.kind === 'timed-out')
    return { ok: false, message: `${formatter.name} did not finish within ${timeoutMs / 1000} s and was stopped` };
  if (result.kind === 'failed') return { ok: false, message: result.message };
  if (result.signal) return { ok: false, message: `${formatter.name} was stopped by ${result.signal}` };
  // ESLint and oxlint exit with 1 when problems their fixes cannot reach remain: the fixes are made.
  const done =
    result.status === 0 || ((formatter.name === 'eslint' || formatter.name === 'oxlint') && result.status === 1);
  return done ? { ok: true } : { ok: false, message: `${formatter.name} exited with ${result.status}` };
}
