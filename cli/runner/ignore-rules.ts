/**
 * .gitignore with git's semantics: every .gitignore from the repository root down to a
 * path's folder applies, patterns are relative to their own file, a deeper file wins over
 * a shallower one, the last matching line of a file wins, `!` negations re-include, and a
 * path under an excluded folder cannot be re-included. The global excludes file
 * (`core.excludesFile`, else `$XDG_CONFIG_HOME/git/ignore`) and `.git/info/exclude` apply
 * with the lowest precedence, in that order; matching is case-sensitive unless the repository says
 * `core.ignorecase = true`.
 *
 * How: each folder's rule set is the concatenation, root first, of every .gitignore above
 * and in it, each line rebased onto the repository root (`sub/.gitignore`'s `foo` becomes
 * `sub/**\/foo`, `/foo` and `a/foo` become `sub/foo` and `sub/a/foo`). "Last matching line
 * wins" over that one list is exactly git's precedence, and the `ignore` package then
 * applies it the way git does, parent folders included. (Asking each file separately and
 * letting the deepest with an opinion decide is not the same: a shallow file that excludes
 * a folder re-included deeper down would still exclude everything in it.)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import ignore, { type Ignore } from 'ignore';
import { UNLISTED, type FolderListings } from './folder-listings';

/**
 * Dependencies, version-control data and codemod test fixtures (jscodeshift's `__testfixtures__`: each file is
 * another codemod's input or expected output, so rewriting it breaks that codemod's tests): never walked into, at
 * any depth. A path named on the command line is still scanned.
 */
export const ALWAYS_SKIPPED_DIRECTORIES = new Set(['node_modules', '.git', '.hg', '.svn', '__testfixtures__']);

/**
 * Build output: skipped where a package keeps it, next to its package.json. Deeper
 * (`src/build/`) the same names are ordinary source folders.
 */
export const BUILD_OUTPUT_DIRECTORIES = new Set([
  'dist',
  'build',
  'out',
  '.next',
  '.nuxt',
  '.turbo',
  '.vercel',
  'coverage',
  '.cache',
]);

export function isSkippedDirectory(
  parent: string,
  name: string,
  listings: Pick<FolderListings, 'has'> = UNLISTED,
): boolean {
  if (ALWAYS_SKIPPED_DIRECTORIES.has(name)) return true;
  return BUILD_OUTPUT_DIRECTORIES.has(name) && listings.has(parent, 'package.json');
}

interface RuleSet {
  /** The folder patterns are relative to (the repository root, or a nested repository's). */
  base: string;
  patterns: string[];
  matcher: Ignore;
}

export class IgnoreRules {
  private readonly byDirectory = new Map<string, RuleSet>();
  private readonly extra: Ignore | undefined;

  /**
   * @param stopAt the repository root (rules above it never apply)
   * @param extraPatterns `--ignore` patterns: any match excludes, whatever .gitignore says
   * @param extraBase the folder `--ignore` patterns are relative to
   * @param listings the walk's folder listings: where a `.git` or a `.gitignore` is
   */
  constructor(
    private readonly stopAt: string,
    extraPatterns: readonly string[] = [],
    private readonly extraBase = process.cwd(),
    private readonly listings: Pick<FolderListings, 'has'> = UNLISTED,
  ) {
    this.extra = extraPatterns.length > 0 ? ignore({ ignorecase: false }).add([...extraPatterns]) : undefined;
  }

  /** True when `absolutePath` (a file, or a folder when `isDirectory`) is ignored. */
  isIgnored(absolutePath: string, isDirectory: boolean): boolean {
    if (this.extra) {
      const relative = toPosix(path.relative(this.extraBase, absolutePath));
      if (relative && !isOutside(relative) && this.extra.ignores(isDirectory ? `${relative}/` : relative)) return true;
    }
    const rules = this.rulesFor(path.dirname(absolutePath));
    if (rules.patterns.length === 0) return false;
    const relative = toPosix(path.relative(rules.base, absolutePath));
    if (!relative || isOutside(relative)) return false;
    return rules.matcher.ignores(isDirectory ? `${relative}/` : relative);
  }

  /** The rule set in force for the entries of `directory`. */
  private rulesFor(directory: string): RuleSet {
    const cached = this.byDirectory.get(directory);
    if (cached) return cached;
    const parent = path.dirname(directory);
    const isBase = directory === this.stopAt || parent === directory || this.listings.has(directory, '.git');
    const inherited: RuleSet = isBase ? this.baseRules(directory) : this.rulesFor(parent);
    const own =
      isBase || !this.listings.has(directory, '.gitignore')
        ? []
        : rebase(readIgnoreFile(path.join(directory, '.gitignore')), toPosix(path.relative(inherited.base, directory)));
    const rules = own.length === 0 ? inherited : this.ruleSet(inherited.base, [...inherited.patterns, ...own]);
    this.byDirectory.set(directory, rules);
    return rules;
  }

  private baseRules(directory: string): RuleSet {
    const exclude = gitDirectoryOf(directory);
    const patterns = [
      ...(exclude ? readIgnoreFile(globalExcludesFile(directory)) : []),
      ...(exclude ? readIgnoreFile(path.join(exclude, 'info', 'exclude')) : []),
      ...readIgnoreFile(path.join(directory, '.gitignore')),
    ];
    return this.ruleSet(directory, patterns);
  }

  private ruleSet(base: string, patterns: string[]): RuleSet {
    return { base, patterns, matcher: ignore({ ignorecase: ignoresCase(base) }).add(patterns) };
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

/** The git directory of a work tree root: `.git`, or where a `.git` file (`gitdir: ...`) points. */
function gitDirectoryOf(root: string): string | undefined {
  const dotGit = path.join(root, '.git');
  try {
    if (statSync(dotGit).isDirectory()) return dotGit;
    const pointer = /^gitdir:\s*(.+?)\s*$/m.exec(readFileSync(dotGit, 'utf8'))?.[1];
    if (!pointer) return undefined;
    const gitDirectory = path.resolve(root, pointer);
    // A linked work tree keeps info/exclude in the common directory.
    try {
      return path.resolve(gitDirectory, readFileSync(path.join(gitDirectory, 'commondir'), 'utf8').trim());
    } catch {
      return gitDirectory;
    }
  } catch {
    return undefined;
  }
}

/**
 * git's global excludes file for the repository at `directory`: `core.excludesFile` as git
 * reads it (user, system and repository configuration, `~` expanded), else the XDG default.
 */
function globalExcludesFile(directory: string): string {
  const configured = spawnSync('git', ['config', '--path', '--get', 'core.excludesFile'], {
    cwd: directory,
    encoding: 'utf8',
  });
  const value = configured.status === 0 ? configured.stdout.trim() : '';
  if (value) return path.resolve(directory, value);
  const configHome = process.env.XDG_CONFIG_HOME || path.join(os.homedir(), '.config');
  return path.join(configHome, 'git', 'ignore');
}

const caseCache = new Map<string, boolean>();

/** git's `core.ignorecase` for the repository at `base`; without one, the platform's habit. */
function ignoresCase(base: string): boolean {
  const cached = caseCache.get(base);
  if (cached !== undefined) return cached;
  let result = process.platform === 'darwin' || process.platform === 'win32';
  const gitDirectory = gitDirectoryOf(base);
  if (gitDirectory) {
    result = false;
    try {
      const config = readFileSync(path.join(gitDirectory, 'config'), 'utf8');
      const core = /^\s*\[core\]([^[]*)/im.exec(config)?.[1] ?? '';
      result = /^\s*ignorecase\s*=\s*(true|yes|on|1)\s*$/im.test(core);
    } catch {
      // no config: git's default, case-sensitive
    }
  }
  caseCache.set(base, result);
  return result;
}

function readIgnoreFile(file: string): string[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  if (text.startsWith('\uFEFF')) text = text.slice(1);
  return text.split(/\r?\n/);
}

/** Rewrites one .gitignore's lines (from the folder `prefix`, POSIX, relative to the base) onto the base. */
function rebase(lines: readonly string[], prefix: string): string[] {
  if (!prefix) return lines.filter((line) => line.trim() !== '' && !line.startsWith('#'));
  const escapedPrefix = prefix.replace(/[\\*?[\]]/g, (char) => `\\${char}`);
  const rebased: string[] = [];
  for (const line of lines) {
    if (line.trim() === '' || line.startsWith('#')) continue;
    const negated = line.startsWith('!');
    let pattern = negated ? line.slice(1) : line;
    // `\!` and `\#` at the start only protect the first character from being special there.
    if (pattern.startsWith('\\!') || pattern.startsWith('\\#')) pattern = pattern.slice(1);
    // A slash at the start or in the middle anchors the pattern to its own folder.
    const withoutTrailingSlash = pattern.replace(/\/+\s*$/, '');
    const anchored = withoutTrailingSlash.includes('/');
    if (pattern.startsWith('/')) pattern = pattern.slice(1);
    rebased.push(`${negated ? '!' : ''}${escapedPrefix}/${anchored ? '' : '**/'}${pattern}`);
  }
  return rebased;
}

function toPosix(relative: string): string {
  return relative.split(path.sep).join('/');
}

function isOutside(relative: string): boolean {
  return relative === '..' || relative.startsWith('../') || path.isAbsolute(relative);
}
