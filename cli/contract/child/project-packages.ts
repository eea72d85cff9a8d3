/**
 * Loads a framework package the way the user's module sees it: resolved from the
 * module's own folder (the project's node_modules), not from std-tool-migrate's.
 */
import type { Foreign } from './foreign';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

export type PackageLoader = (specifier: string) => Promise<Foreign | undefined>;

export function projectPackages(modulePath: string): PackageLoader {
  const require = createRequire(modulePath);
  const cache = new Map<string, Promise<Foreign | undefined>>();
  return (specifier) => {
    let loaded = cache.get(specifier);
    if (!loaded) {
      loaded = load(require, specifier);
      cache.set(specifier, loaded);
    }
    return loaded;
  };
}

async function load(require: NodeJS.Require, specifier: string): Promise<Foreign | undefined> {
  let resolved: string;
  try {
    resolved = require.resolve(specifier);
  } catch {
    return undefined; // not installed in this project
  }
  return (await import(pathToFileURL(resolved).href)) as Foreign;
}

/** A package that a framework package depends on (`@mastra/schema-compat` of `@mastra/core`). */
export function dependencyOf(modulePath: string, parent: string): PackageLoader {
  try {
    return projectPackages(createRequire(modulePath).resolve(parent));
  } catch {
    return async () => undefined;
  }
}
