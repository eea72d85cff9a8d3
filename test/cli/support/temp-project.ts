/**
 * Shared helpers for the CLI tests: temporary projects outside this repository (so no
 * .gitignore or git state of ours leaks in), the built binary run as a child process, a
 * byte snapshot of a tree, and a pseudo-terminal driver (util-linux `script`).
 *
 * The tests run the built binary: `npm test` builds `dist/` first (`npm run build && vitest run`).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

export const repoRoot = path.resolve(__dirname, '..', '..', '..');
/** The built CLI; STM_TEST_CLI points the tests at another build (used to check that they can fail). */
export const binPath = process.env.STM_TEST_CLI
  ? path.resolve(process.env.STM_TEST_CLI)
  : path.join(repoRoot, 'dist', 'cli', 'bin.js');

/** Call from a `beforeAll`: the tests need the compiled CLI. */
export function requireBuiltCli(): void {
  if (!existsSync(binPath)) {
    throw new Error(
      `${binPath} is missing: build the CLI first (npm run build, or run the tests through npm test, which builds).`,
    );
  }
}

const created: string[] = [];

/** A new empty folder under os.tmpdir() (real path: no symlinked /tmp surprises). */
export function makeTempDir(label: string): string {
  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), `stm-${label}-`)));
  created.push(dir);
  return dir;
}

/** A file or folder made beside a temp folder (outside it, on purpose) that removeTempDirs removes too. */
export function removeWithTempDirs(file: string): string {
  created.push(file);
  return file;
}

/** Removes every folder made by makeTempDir in this test file. */
export function removeTempDirs(): void {
  for (const dir of created.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export type TreeSpec = Record<string, string | Uint8Array>;

/** Writes files (creating folders); paths are POSIX-relative to root. */
export function writeTree(root: string, files: TreeSpec): void {
  for (const [relative, content] of Object.entries(files)) {
    const full = path.join(root, ...relative.split('/'));
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
}

/** Every regular file under root (symlinks are not followed), POSIX-relative, sorted, with its bytes. */
export function snapshotTree(
  root: string,
  skip: (relative: string) => boolean = (relative) => relative === '.git' || relative.startsWith('.git/'),
): Map<string, Buffer> {
  const result = new Map<string, Buffer>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const relative = path.relative(root, full).split(path.sep).join('/');
      if (skip(relative)) continue;
      if (entry.isDirectory()) visit(full);
      else if (entry.isFile()) result.set(relative, readFileSync(full));
    }
  };
  visit(root);
  return new Map([...result].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Names of leftover temp files of an atomic write anywhere under root. */
export function leftoverTempFiles(root: string): string[] {
  const found: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory() && !lstatSync(full).isSymbolicLink()) visit(full);
      else if (/std-tool-migrate|\.tmp$/.test(entry.name)) found.push(path.relative(root, full));
    }
  };
  visit(root);
  return found;
}

export interface CliResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  ms: number;
}

export interface RunOptions {
  cwd: string;
  /** Written to stdin, then stdin is closed. Without it stdin is closed at once (never a TTY). */
  input?: string;
  env?: NodeJS.ProcessEnv;
  timeoutMs?: number;
  /** Extra node flags before the script (e.g. `--require`). */
  nodeArgs?: string[];
}

/** A child environment without colours or a user-level git configuration. */
export function testEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NO_COLOR: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_CONFIG_NOSYSTEM: '1',
    ...extra,
  };
  delete env.FORCE_COLOR;
  delete env.NODE_OPTIONS;
  return env;
}

/** Runs `node dist/cli/bin.js ...args`; never throws, reports a timeout instead of hanging. */
export function runCli(args: readonly string[], options: RunOptions): Promise<CliResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...(options.nodeArgs ?? []), binPath, ...args], {
      cwd: options.cwd,
      env: testEnv(options.env),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.stdin.on('error', () => {});
    child.stdin.end(options.input ?? '');
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs ?? 90_000);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr, timedOut, ms: Date.now() - started });
    });
  });
}

/** The `--json` result on stdout, parsed (with a readable failure when it is not JSON). */
export interface JsonFile {
  path: string;
  status: 'changed' | 'unchanged' | 'skipped' | 'error';
  written: boolean;
  reason?: string;
  tools: { name: string; framework: string }[];
  diagnostics: { level: string; reason: string; message: string }[];
}
export interface JsonResult {
  totals: Record<string, number>;
  files: JsonFile[];
  problems: { path: string; reason: string; message: string }[];
  adapterModules: { path: string; frameworks: string[]; files: string[] }[];
}
export function parseJson(result: CliResult): JsonResult {
  try {
    return JSON.parse(result.stdout) as JsonResult;
  } catch (error) {
    throw new Error(
      `stdout is not JSON (${(error as Error).message}); code ${result.code}\nstdout:\n${result.stdout.slice(0, 2000)}\nstderr:\n${result.stderr.slice(0, 2000)}`,
      { cause: error },
    );
  }
}

/** `git ...args` in cwd without user configuration; throws with git's message on failure. */
export function git(cwd: string, ...args: string[]): string {
  const result = spawnSync(
    'git',
    [
      '-c',
      'user.name=test',
      '-c',
      'user.email=test@example.com',
      '-c',
      'commit.gpgsign=false',
      '-c',
      'init.defaultBranch=main',
      ...args,
    ],
    {
      cwd,
      encoding: 'utf8',
      env: testEnv(),
    },
  );
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed (${result.status}): ${result.stderr}`);
  return result.stdout;
}

export function hasCommand(name: string): boolean {
  return spawnSync('which', [name], { encoding: 'utf8' }).status === 0;
}

/** Shell-quotes one word for `sh -c`. */
export function shellQuote(word: string): string {
  return /^[\w./@:=+-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/**
 * A command run under a real pseudo-terminal: `script -qfec "<command>" /dev/null` gives the
 * child a TTY on stdin/stdout/stderr; what we write to script's stdin reaches the child as
 * keystrokes, and everything the child prints comes back on script's stdout.
 */
export class PtySession {
  readonly child: ChildProcess;
  private output = '';
  private readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private exitInfo: { code: number | null; signal: NodeJS.Signals | null } | undefined;

  /** Runs the CLI with `args`, or `options.command` (a shell command line) when given. */
  constructor(
    args: readonly string[],
    options: { cwd: string; env?: NodeJS.ProcessEnv; columns?: number; command?: string },
  ) {
    const command = options.command ?? [process.execPath, binPath, ...args].map(shellQuote).join(' ');
    // A wide terminal keeps inquirer from wrapping (and re-drawing) long lines.
    const sized = `stty cols ${options.columns ?? 200} rows 50 2>/dev/null; exec ${command}`;
    this.child = spawn('script', ['-qfec', sized, '/dev/null'], {
      cwd: options.cwd,
      env: testEnv({ TERM: 'xterm', ...options.env }),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (this.output += chunk));
    this.child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (this.output += chunk));
    this.child.stdin!.on('error', () => {});
    this.exited = new Promise((resolve) => {
      this.child.on('close', (code, signal) => {
        this.exitInfo = { code, signal };
        resolve(this.exitInfo);
      });
    });
  }

  /** Everything printed so far, with ANSI escapes removed. */
  text(): string {
    return stripAnsi(this.output);
  }

  raw(): string {
    return this.output;
  }

  /** Waits until `pattern` appears in the output after `from` (an index into text()). */
  async waitFor(pattern: string | RegExp, { from = 0, timeoutMs = 30_000 } = {}): Promise<number> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const text = this.text().slice(from);
      const index = typeof pattern === 'string' ? text.indexOf(pattern) : text.search(pattern);
      if (index !== -1) return from + index;
      if (this.exitInfo)
        throw new Error(
          `the command exited (${JSON.stringify(this.exitInfo)}) before ${String(pattern)} appeared; output:\n${this.text()}`,
        );
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${String(pattern)}; output:\n${this.text()}`);
      await sleep(50);
    }
  }

  /** Writes keystrokes, then gives the prompt a moment to re-render. */
  async type(keys: string, settleMs = 150): Promise<void> {
    this.child.stdin!.write(keys);
    await sleep(settleMs);
  }

  async exit(timeoutMs = 30_000): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
    const timer = setTimeout(() => this.child.kill('SIGKILL'), timeoutMs);
    try {
      return await this.exited;
    } finally {
      clearTimeout(timer);
    }
  }

  kill(): void {
    if (!this.exitInfo) this.child.kill('SIGKILL');
  }
}

export const KEY = { enter: '\r', space: ' ', down: '\u001b[B', up: '\u001b[A', ctrlC: '\u0003' } as const;

export function stripAnsi(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;?]*[ -/]*[@-~]|\u001b[()][0-9A-B]|\u001b[=>]|\r/g, '');
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** The source of a small AI SDK file defining one tool named `<name>Tool`. */
export function aiSdkToolSource(name: string, description = `Look up ${name}`): string {
  return [
    "import { tool } from 'ai';",
    "import { z } from 'zod';",
    '',
    `export const ${name}Tool = tool({`,
    `  description: '${description}',`,
    '  inputSchema: z.object({ city: z.string() }),',
    '  execute: async ({ city }) => city,',
    '});',
    '',
  ].join('\n');
}

/** An AI SDK project's package.json (`ai`, `zod`), with these scripts and other fields (devDependencies, type...). */
export function aiSdkManifest(
  name: string,
  scripts: Record<string, string> = {},
  fields: Record<string, unknown> = {},
): string {
  return JSON.stringify({ name, private: true, ...fields, scripts, dependencies: { ai: '^6.0.0', zod: '^4.2.0' } });
}

export const PACKAGE_JSON = `${JSON.stringify({ name: 'tmp-project', version: '1.0.0', private: true, dependencies: { ai: '^6.0.0', zod: '^4.2.0' } }, null, 2)}\n`;

/** A one-tool AI SDK module (`<name>Tool`), the CLI tests' usual input. */
export const aiTool = (name: string) => `import { tool } from 'ai';
import { z } from 'zod';

export const ${name}Tool = tool({
  description: '${name} tool',
  inputSchema: z.object({ text: z.string() }),
  execute: async ({ text }) => text + '-${name}',
});
`;

/** A new temp folder holding `files`, made a git repository with them committed (a clean tree). */
export function committedProject(label: string, files: TreeSpec): string {
  const root = makeTempDir(label);
  writeTree(root, files);
  git(root, 'init', '-q');
  git(root, 'add', '-A');
  git(root, 'commit', '-q', '-m', 'initial');
  return root;
}
