/**
 * Loads one major's adapter entry the way a project on that major has it: in a module
 * graph of its own (`vi.resetModules()`), with only the JSON Schema fallback modules that
 * project gets, and with the framework's package name pointing at that major (an npm
 * alias here, e.g. 'ai' → 'ai-v4').
 *
 * Why a graph of its own: fallback modules register themselves on import into a
 * module-level list, so a fallback one major's test loads would otherwise serve every
 * major in the same test file (and hide the "no converter" errors the others must show).
 * Why the redirect is undone after loading: the other majors, and the test file itself,
 * import the real package under that name.
 */
import { vi } from 'vitest';

export interface AdapterLoad<Entry> {
  /** Imports the adapter entry (and, before it, the fallback modules this major gets). */
  load: () => Promise<Entry>;
  /** Package name → the module it is for this major, e.g. `{ ai: () => import('ai-v4') }`. */
  redirects?: Record<string, () => Promise<unknown>>;
}

export async function loadAdapter<Entry>({ load, redirects = {} }: AdapterLoad<Entry>): Promise<Entry> {
  vi.resetModules();
  for (const [specifier, target] of Object.entries(redirects)) vi.doMock(specifier, target);
  try {
    return await load();
  } finally {
    for (const specifier of Object.keys(redirects)) vi.doUnmock(specifier);
  }
}
