/**
 * .gitignore with git's semantics: every .gitignore from the repository root down to a
 * file's folder applies, patterns are relative to their own file, the deepest file that
 * has an opinion wins, and `!` negations re-include (the `ignore` package implements
 * one file's rules exactly; this stacks them).
 */
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import ignore, { type Ignore } from 'ignore';

interface RuleFile {
  directory: string;
  rules: Ignore;
}

/** Folders never worth scanning: dependencies, VCS data and build output. */
export const ALWAYS_SKIPPED_DIRECTORIES = new Set(['node_modules', '.git', '.hg', '.svn', 'dist', 'build', 'out', '.next', '.nuxt', '.turbo', '.vercel', 'coverage', '.cache']);

export class IgnoreRules {
  private readonly byDirectory = new Map<string, RuleFile | null>();
  private readonly extra: Ignore | undefined;

  constructor(
    private readonly stopAt: string,
    extraPatterns: readonly string[] = [],
    private readonly extraBase = process.cwd(),
  ) {
    this.extra = extraPatterns.length > 0 ? ignore().add([...extraPatterns]) : undefined;
  }

  /** True when `absolutePath` (a file, or a folder when `isDirectory`) is ignored. */
  isIgnored(absolutePath: string, isDirectory: boolean): boolean {
    if (this.extra) {
      const relative = toPosix(path.relative(this.extraBase, absolutePath));
      if (relative && !relative.startsWith('..') && this.extra.ignores(isDirectory ? `${relative}/` : relative)) return true;
    }
    // Deepest .gitignore first: the first one with an opinion decides.
    for (const ruleFile of this.ruleFilesFor(path.dirname(absolutePath))) {
      const relative = toPosix(path.relative(ruleFile.directory, absolutePath));
      const verdict = ruleFile.rules.test(isDirectory ? `${relative}/` : relative);
      if (verdict.ignored) return true;
      if (verdict.unignored) return false;
    }
    return false;
  }

  private ruleFilesFor(directory: string): RuleFile[] {
    const files: RuleFile[] = [];
    let current = directory;
    for (;;) {
      const ruleFile = this.load(current);
      if (ruleFile) files.push(ruleFile);
      if (current === this.stopAt || existsSync(path.join(current, '.git'))) break;
      const parent = path.dirname(current);
      if (parent === current) break;
      current = parent;
    }
    return files;
  }

  private load(directory: string): RuleFile | null {
    if (this.byDirectory.has(directory)) return this.byDirectory.get(directory)!;
    const file = path.join(directory, '.gitignore');
    let ruleFile: RuleFile | null = null;
    try {
      ruleFile = { directory, rules: ignore().add(readFileSync(file, 'utf8')) };
    } catch {
      ruleFile = null;
    }
    this.byDirectory.set(directory, ruleFile);
    return ruleFile;
  }
}

/** The repository root above `start` (a folder with `.git`), or the filesystem root. */
export function repositoryRoot(start: string): string {
  let current = start;
  for (;;) {
    if (existsSync(path.join(current, '.git'))) return current;
    const parent = path.dirname(current);
    if (parent === current) return current;
    current = parent;
  }
}

function toPosix(relative: string): string {
  return relative.split(path.sep).join('/');
}
