/**
 * Where a tool object came from: the classes the project's own framework packages make
 * their tools with, loaded from the module's folder, in both builds a package may ship
 * (a module compiled to CommonJS loads the `require` one, an ES module the `import` one).
 * A value is a Mastra tool because it is an instance of Mastra's `Tool`, not because of
 * its fields: `new Tool({...})` from `@mastra/core` has an AI SDK tool's shape too.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';

type Constructor = abstract new (...args: never[]) => unknown;

export interface Origins {
  /** Mastra's `Tool` classes, as the project installs them; undefined when `@mastra/core` is not there. */
  mastraTools: Constructor[] | undefined;
}

export async function projectOrigins(modulePath: string): Promise<Origins> {
  const builds = await bothBuilds(modulePath, '@mastra/core', './tools');
  const classes = builds.map((exports) => exports.Tool).filter((value) => typeof value === 'function');
  return { mastraTools: builds.length > 0 ? (classes as Constructor[]) : undefined };
}

export function isInstanceOfAny(value: unknown, classes: readonly Constructor[]): boolean {
  return classes.some((constructor) => value instanceof constructor);
}

/** `<name>/<subpath>` loaded through its `require` and its `import` entries (each that exists). */
async function bothBuilds(modulePath: string, name: string, subpath: string): Promise<Record<string, unknown>[]> {
  const require = createRequire(modulePath);
  const loaded: Record<string, unknown>[] = [];
  try {
    loaded.push(require(`${name}/${subpath.slice(2)}`) as Record<string, unknown>);
  } catch {
    // no CommonJS build, or the package is not installed
  }
  const esm = esmEntry(require, name, subpath);
  if (esm) {
    try {
      loaded.push((await import(pathToFileURL(esm).href)) as Record<string, unknown>);
    } catch {
      // not loadable as an ES module
    }
  }
  return loaded;
}

/** The file a package's `exports` maps `subpath` to under the `import` condition (`./*` patterns too). */
function esmEntry(require: NodeJS.Require, name: string, subpath: string): string | undefined {
  let manifestPath: string;
  let exportsField: unknown;
  try {
    manifestPath = require.resolve(`${name}/package.json`);
    exportsField = (JSON.parse(readFileSync(manifestPath, 'utf8')) as { exports?: unknown }).exports;
  } catch {
    return undefined;
  }
  if (typeof exportsField !== 'object' || exportsField === null) return undefined;
  const map = exportsField as Record<string, unknown>;
  let target: unknown = map[subpath];
  let star: string | undefined;
  if (target === undefined) {
    for (const [key, value] of Object.entries(map)) {
      const [before, after] = key.split('*');
      if (after === undefined || !subpath.startsWith(before!) || !subpath.endsWith(after)) continue;
      star = subpath.slice(before!.length, subpath.length - after.length);
      target = value;
      break;
    }
  }
  const file = importCondition(target);
  if (file === undefined) return undefined;
  return path.join(path.dirname(manifestPath), star === undefined ? file : file.replace('*', star));
}

function importCondition(target: unknown): string | undefined {
  if (typeof target === 'string') return target;
  if (typeof target !== 'object' || target === null || Array.isArray(target)) return undefined;
  const conditions = target as Record<string, unknown>;
  for (const condition of ['import', 'node', 'default']) {
    const found = importCondition(conditions[condition]);
    if (found !== undefined) return found;
  }
  return undefined;
}
