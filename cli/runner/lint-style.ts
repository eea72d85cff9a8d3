/**
 * ESLint rules a project's config applies to hand-written code that the adapter module, generated
 * code, cannot meet: eslint-config-google (Firebase's Cloud Functions template, where Genkit apps
 * are deployed, lints before each deploy) asks for lines of 80 characters and JSDoc with typed
 * `@param` and `@return` tags on every function. The module turns those rules off for itself;
 * `--format` (`eslint --fix`) meets the rest. Where the project sets typescript-eslint's `array-type`,
 * or asks for backticks in `quotes`, the module is written in its style.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import type { ArrayTypeOption, ArrayTypeStyle } from '../adapter-module/array-types';
import { eslintProject } from './eslint-project';

const GOOGLE_RULES_FOR_HAND_WRITTEN_CODE = ['max-len', 'require-jsdoc', 'valid-jsdoc'];

/**
 * The rules the adapter module of the package in `packageDirectory` turns off: eslint-config-google's,
 * where the package declares it with an ESLint before 9 (9 removed the JSDoc rules, and a directive
 * naming an unknown rule is an error there).
 */
export function lintRulesTheModuleTurnsOff(packageDirectory: string | undefined): string[] {
  if (packageDirectory === undefined) return [];
  let declared: Record<string, string>;
  try {
    const manifest = JSON.parse(readFileSync(path.join(packageDirectory, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    };
    declared = { ...manifest.dependencies, ...manifest.devDependencies };
  } catch {
    return [];
  }
  if (declared['eslint-config-google'] === undefined) return [];
  const eslintMajor = Number(/\d+/.exec(declared.eslint ?? '')?.[0]);
  return Number.isNaN(eslintMajor) || eslintMajor < 9 ? GOOGLE_RULES_FOR_HAND_WRITTEN_CODE : [];
}

/** The directive that turns them off, the module's first line. */
export function lintDirective(rules: readonly string[]): string | undefined {
  return rules.length === 0
    ? undefined
    : `/* eslint-disable ${rules.join(', ')} -- generated code, refreshed by std-tool-migrate */`;
}

/** What the module follows of a project's ESLint rules (undefined/false where they are off or unset). */
export interface ProjectLintStyle {
  arrayType: ArrayTypeStyle | undefined;
  backticks: boolean;
}

/**
 * The ESLint project of each folder a file was asked about or walked through, looked for once per
 * folder: the run asks for every file it changes, and each level of the walk up asks the system ~10 times.
 */
const projectsByFolder = new Map<string, ReturnType<typeof eslintProject>>();

function eslintProjectOf(folder: string): ReturnType<typeof eslintProject> {
  return eslintProject(folder, projectsByFolder);
}

/**
 * The project's `@typescript-eslint/array-type` options and `quotes` preference for a file, as its
 * ESLint computes them (`calculateConfigForFile`: presets, overrides and per-file blocks resolved by
 * ESLint itself); undefined where the project does not lint with ESLint or its config cannot be read.
 * Its config is code: it is loaded in a child process, by the project's own ESLint. A child started
 * earlier for the file (`startReadingLintStyle`) is waited for instead of asking again.
 */
export function projectLintStyle(file: string): ProjectLintStyle | undefined {
  const started = reading.get(file);
  if (started?.done) return started.style;
  const project = eslintProjectOf(path.dirname(file));
  if (!project) return undefined;
  const result = spawnSync(process.execPath, readRulesArguments(project.directory, file), {
    cwd: project.directory,
    encoding: 'utf8',
    timeout: READ_TIMEOUT_MS,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return result.status === 0 ? lintStyleOf(result.stdout) : undefined;
}

/**
 * Starts the child for `file` now, beside the run's other work: loading a config with typescript-eslint
 * takes a second or two, which the run would otherwise wait for when it renders the module.
 * `lintStylesRead` waits for the children started.
 */
export function startReadingLintStyle(file: string): void {
  if (reading.has(file)) return;
  const entry: Reading = { done: false, style: undefined, finished: Promise.resolve() };
  reading.set(file, entry);
  const project = eslintProjectOf(path.dirname(file));
  if (!project) {
    entry.done = true;
    return;
  }
  entry.finished = new Promise((resolve) => {
    const child = spawn(process.execPath, readRulesArguments(project.directory, file), {
      cwd: project.directory,
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: READ_TIMEOUT_MS,
    });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    const settle = (style: ProjectLintStyle | undefined) => {
      entry.style = style;
      entry.done = true;
      resolve();
    };
    child.on('error', () => settle(undefined));
    child.on('close', (code) => settle(code === 0 ? lintStyleOf(stdout) : undefined));
  });
}

/** Waits for every child `startReadingLintStyle` started. */
export async function lintStylesRead(): Promise<void> {
  await Promise.all([...reading.values()].map((entry) => entry.finished));
}

interface Reading {
  done: boolean;
  style: ProjectLintStyle | undefined;
  finished: Promise<void>;
}
const reading = new Map<string, Reading>();

const readRulesArguments = (directory: string, file: string) => [
  '--input-type=module',
  '-e',
  READ_RULES,
  directory,
  file,
];

/** The child's last line: the rules' entries. */
function lintStyleOf(stdout: string): ProjectLintStyle | undefined {
  let rules: Record<string, unknown> | null;
  try {
    rules = JSON.parse(stdout.trim().split('\n').pop() ?? 'null') as Record<string, unknown> | null;
  } catch {
    return undefined;
  }
  return {
    arrayType: arrayTypeStyleOf(rules?.['@typescript-eslint/array-type']),
    backticks: QUOTES_RULES.some((rule) => asksForBackticks(rules?.[rule])),
  };
}

/** ESLint's own rule and the plugins' copies of it (typescript-eslint's before v8, ESLint Stylistic's). */
const QUOTES_RULES = [
  'quotes',
  '@typescript-eslint/quotes',
  '@stylistic/quotes',
  '@stylistic/js/quotes',
  '@stylistic/ts/quotes',
];

/** Loading a config with typescript-eslint takes a second or two; one that hangs must not hang the run. */
const READ_TIMEOUT_MS = 30_000;

/** Prints the rules' entries for the file (`argv[2]`: the config's folder; `argv[3]`: the file). */
const READ_RULES = `
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
const [cwd, file] = process.argv.slice(-2);
const imported = await import(pathToFileURL(createRequire(cwd + '/package.json').resolve('eslint')).href);
const eslintModule = imported.loadESLint || imported.ESLint ? imported : imported.default;
const ESLint = eslintModule.loadESLint ? await eslintModule.loadESLint({ cwd }) : eslintModule.ESLint;
const config = await new ESLint({ cwd }).calculateConfigForFile(file);
const wanted = ${JSON.stringify(['@typescript-eslint/array-type', ...QUOTES_RULES])};
const rules = Object.fromEntries(wanted.map((rule) => [rule, config?.rules?.[rule] ?? null]));
process.stdout.write('\\n' + JSON.stringify(rules) + '\\n');
`;

const ARRAY_TYPE_OPTIONS: readonly ArrayTypeOption[] = ['array', 'generic', 'array-simple'];

/** `'error'`, `[2, { default: 'generic' }]`, ... as the rule reads them; undefined when off or unknown. */
export function arrayTypeStyleOf(entry: unknown): ArrayTypeStyle | undefined {
  const [severity, options] = Array.isArray(entry) ? entry : [entry];
  if (severity === undefined || severity === null || severity === 0 || severity === 'off') return undefined;
  const { default: defaultOption = 'array', readonly } = (options ?? {}) as { default?: unknown; readonly?: unknown };
  const known = (value: unknown): value is ArrayTypeOption => ARRAY_TYPE_OPTIONS.includes(value as ArrayTypeOption);
  if (!known(defaultOption) || (readonly !== undefined && !known(readonly))) return undefined;
  return { default: defaultOption, readonly: readonly ?? defaultOption };
}

/** `['error', 'backtick']`, `[2, 'backtick', { avoidEscape: true }]`: on, and backticks. */
export function asksForBackticks(entry: unknown): boolean {
  if (!Array.isArray(entry)) return false;
  const [severity, style] = entry as unknown[];
  return severity !== 0 && severity !== 'off' && style === 'backtick';
}
