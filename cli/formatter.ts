/** The project's formatter (Prettier, Biome or dprint), to offer or run on the changed files. */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';

export interface Formatter {
  name: 'prettier' | 'biome' | 'dprint';
  command: string[];
}

export function detectFormatter(projectDirectory: string, files: readonly string[]): Formatter | undefined {
  let current = projectDirectory;
  for (;;) {
    const has = (name: string) => existsSync(path.join(current, name));
    let manifest: {
      devDependencies?: Record<string, string>;
      dependencies?: Record<string, string>;
      prettier?: unknown;
    } = {};
    try {
      manifest = JSON.parse(readFileSync(path.join(current, 'package.json'), 'utf8'));
    } catch {
      // no manifest here
    }
    const dependencies = { ...manifest.dependencies, ...manifest.devDependencies };
    if (
      has('dprint.json') ||
      has('.dprint.json') ||
      has('dprint.jsonc') ||
      has('.dprint.jsonc') ||
      dependencies.dprint
    ) {
      return { name: 'dprint', command: ['npx', 'dprint', 'fmt', ...files] };
    }
    if (has('biome.json') || has('biome.jsonc') || dependencies['@biomejs/biome']) {
      // `check` with the linter off: formats and applies the assist actions (organised imports,
      // which Biome's own `check` requires), and changes no lint-level code.
      return { name: 'biome', command: ['npx', 'biome', 'check', '--write', '--linter-enabled=false', ...files] };
    }
    if (
      manifest.prettier ||
      dependencies.prettier ||
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
      return { name: 'prettier', command: ['npx', 'prettier', '--write', ...files] };
    }
    if (has('.git')) return undefined;
    const parent = path.dirname(current);
    if (parent === current) return undefined;
    current = parent;
  }
}

/** Shell-quoted, for printing. */
export function commandLine(command: readonly string[]): string {
  return command.map((part) => (/^[\w./@:=+-]+$/.test(part) ? part : `'${part.replace(/'/g, `'\\''`)}'`)).join(' ');
}

/** Runs the formatter; its own output goes to stderr (stdout may carry `--json`). */
export function runFormatter(formatter: Formatter): { ok: true } | { ok: false; message: string } {
  const result = spawnSync(formatter.command[0]!, formatter.command.slice(1), {
    stdio: ['ignore', process.stderr, process.stderr],
  });
  if (result.error) return { ok: false, message: result.error.message };
  return result.status === 0 ? { ok: true } : { ok: false, message: `${formatter.name} exited with ${result.status}` };
}
