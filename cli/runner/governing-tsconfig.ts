/**
 * The tsconfig that governs a project's files, found as tsc and editors find it: the
 * nearest tsconfig.json at or above the project folder (a monorepo package may have none
 * of its own, only the root's), not above the git repository; and when that one is a
 * solution (`references` to other configs and no files of its own, as Vite writes it), the
 * referenced config whose `include` (or `files`) takes most of the project's files.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { enclosingRepository } from '../git';
import { isFile } from './source-root';
import { parseJsonWithComments } from './source-root';

interface TsconfigShape {
  files?: unknown;
  include?: unknown;
  references?: unknown;
}

export function governingTsconfig(projectRoot: string, projectFiles: readonly string[]): string | undefined {
  const nearest = nearestTsconfig(projectRoot);
  if (!nearest) return undefined;
  const config = readConfig(nearest);
  if (!config || !isSolution(config)) return nearest;
  let best: { configPath: string; covered: number } | undefined;
  for (const referenced of referencedConfigs(nearest, config)) {
    const referencedConfig = readConfig(referenced);
    const covered = referencedConfig
      ? projectFiles.filter((file) => takes(referenced, referencedConfig, file)).length
      : 0;
    if (covered > 0 && (!best || covered > best.covered)) best = { configPath: referenced, covered };
  }
  return best?.configPath ?? nearest;
}

/** The nearest tsconfig.json at or above `start`, not above its git repository. */
export function nearestTsconfig(start: string): string | undefined {
  const stop = enclosingRepository(start);
  for (let folder = start; ; folder = path.dirname(folder)) {
    const candidate = path.join(folder, 'tsconfig.json');
    if (isFile(candidate)) return candidate;
    if (folder === stop || path.dirname(folder) === folder) return undefined;
  }
}

/** `references` and no file of its own: `files: []`, or an empty `include` with no `files`. */
function isSolution(config: TsconfigShape): boolean {
  if (!Array.isArray(config.references) || config.references.length === 0) return false;
  const noFiles = Array.isArray(config.files) && config.files.length === 0;
  const noInclude = Array.isArray(config.include) && config.include.length === 0;
  return noFiles || (noInclude && config.files === undefined);
}

/** A reference names a config file, or a folder holding tsconfig.json. */
function referencedConfigs(configPath: string, config: TsconfigShape): string[] {
  const folder = path.dirname(configPath);
  return (config.references as unknown[]).flatMap((reference) => {
    const given = (reference as { path?: unknown } | null)?.path;
    if (typeof given !== 'string') return [];
    const target = path.resolve(folder, given);
    const file = isFile(target) ? target : path.join(target, 'tsconfig.json');
    return isFile(file) ? [file] : [];
  });
}

/**
 * Does the config (read once for all the project's files) take `file`? Each `include` entry up to
 * its first wildcard is a folder (or file) the file must sit in; `files` entries are files. No
 * `include` and no `files`: everything below the config's folder.
 */
function takes(configPath: string, config: TsconfigShape, file: string): boolean {
  const folder = path.dirname(configPath);
  const entries = [config.include, config.files].flatMap((list) =>
    Array.isArray(list) ? list.filter((entry): entry is string => typeof entry === 'string') : [],
  );
  if (config.include === undefined && config.files === undefined) return file.startsWith(folder + path.sep);
  return entries.some((entry) => {
    const literal = entry.split(/[*?{[]/)[0]!.replace(/\/$/, '');
    const base = path.resolve(folder, literal);
    return file === base || file.startsWith(base + path.sep);
  });
}

function readConfig(configPath: string): TsconfigShape | undefined {
  try {
    return parseJsonWithComments(readFileSync(configPath, 'utf8')) as TsconfigShape;
  } catch {
    return undefined;
  }
}
