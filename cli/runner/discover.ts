/**
 * Finds the source files under the given paths: supported extensions, no `.d.ts`,
 * .gitignore and `--ignore` respected, dependency and build folders skipped, symlinks
 * followed but never twice (no loops).
 */
import { readdirSync, realpathSync, statSync } from 'node:fs';
import * as path from 'node:path';
import { isSupportedSourceFile } from '../../transforms/lib/parser';
import { ALWAYS_SKIPPED_DIRECTORIES, IgnoreRules, repositoryRoot } from './ignore-rules';

export interface DiscoveryProblem {
  path: string;
  reason: 'missing-path' | 'unreadable-directory' | 'symlink-loop' | 'broken-symlink';
  message: string;
}

export interface Discovery {
  files: string[];
  problems: DiscoveryProblem[];
}

export function discoverFiles(paths: readonly string[], ignorePatterns: readonly string[] = []): Discovery {
  const files = new Set<string>();
  const problems: DiscoveryProblem[] = [];
  const visitedDirectories = new Set<string>();

  for (const given of paths) {
    const absolute = path.resolve(given);
    let stats;
    try {
      stats = statSync(absolute);
    } catch {
      problems.push({ path: given, reason: 'missing-path', message: `path does not exist: ${given}` });
      continue;
    }
    const directory = stats.isDirectory() ? absolute : path.dirname(absolute);
    // `--ignore` patterns are relative to the current folder, or to the scanned folder when
    // that lies outside it (`../other`): a path starting with `..` can match no pattern.
    const cwd = process.cwd();
    const ignoreBase = directory === cwd || directory.startsWith(cwd.endsWith(path.sep) ? cwd : cwd + path.sep) ? cwd : directory;
    const rules = new IgnoreRules(repositoryRoot(directory), ignorePatterns, ignoreBase);
    // A file named on the command line is taken as asked, except for the extension check.
    if (stats.isFile()) {
      if (isSupportedSourceFile(absolute)) files.add(absolute);
      continue;
    }
    walk(absolute, rules, files, problems, visitedDirectories);
  }
  return { files: [...files].sort(), problems };
}

function walk(directory: string, rules: IgnoreRules, files: Set<string>, problems: DiscoveryProblem[], visited: Set<string>): void {
  let real: string;
  try {
    real = realpathSync(directory);
  } catch {
    problems.push({ path: directory, reason: 'broken-symlink', message: `cannot resolve ${directory}` });
    return;
  }
  if (visited.has(real)) return;
  visited.add(real);

  let entries;
  try {
    entries = readdirSync(directory, { withFileTypes: true });
  } catch (error) {
    problems.push({ path: directory, reason: 'unreadable-directory', message: `cannot read folder: ${(error as Error).message}` });
    return;
  }
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const full = path.join(directory, entry.name);
    let isDirectory = entry.isDirectory();
    let isFile = entry.isFile();
    if (entry.isSymbolicLink()) {
      try {
        const target = statSync(full);
        isDirectory = target.isDirectory();
        isFile = target.isFile();
        if (isDirectory && isAncestorLoop(full)) {
          problems.push({ path: full, reason: 'symlink-loop', message: `symlink loop skipped: ${full}` });
          continue;
        }
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        problems.push({
          path: full,
          reason: code === 'ELOOP' ? 'symlink-loop' : 'broken-symlink',
          message: code === 'ELOOP' ? `symlink loop skipped: ${full}` : `broken symlink skipped: ${full}`,
        });
        continue;
      }
    }
    if (isDirectory) {
      if (ALWAYS_SKIPPED_DIRECTORIES.has(entry.name) || rules.isIgnored(full, true)) continue;
      walk(full, rules, files, problems, visited);
    } else if (isFile && isSupportedSourceFile(full) && !rules.isIgnored(full, false)) {
      files.add(entry.isSymbolicLink() ? realpathSync(full) : full);
    }
  }
}

/** A symlinked folder that points at one of its own ancestors. */
function isAncestorLoop(link: string): boolean {
  try {
    const target = realpathSync(link);
    const parent = realpathSync(path.dirname(link));
    return parent === target || parent.startsWith(target + path.sep);
  } catch {
    return true;
  }
}

