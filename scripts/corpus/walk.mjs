// The source files of a folder, by the CLI's documented rules (written again here, not
// imported, so the counter stays independent): the supported extensions, no `.d.ts`, no
// node_modules, VCS or `__testfixtures__` folders, no build output folder that sits next to a package.json.
import { readdirSync } from 'node:fs';
import * as path from 'node:path';

const SOURCE = /\.(ts|tsx|js|jsx|mjs|cjs|mts|cts)$/i;
const DECLARATION = /\.d\.[mc]?ts$/i;
const ALWAYS_SKIPPED = new Set(['node_modules', '.git', '.hg', '.svn', '__testfixtures__']);
const BUILD_OUTPUT = new Set(['dist', 'build', 'out', '.next', '.nuxt', '.turbo', '.vercel', 'coverage', '.cache']);

export function* walkSourceFiles(directory) {
  const entries = readdirSync(directory, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
  const hasPackageJson = entries.some((entry) => entry.isFile() && entry.name === 'package.json');
  for (const entry of entries) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) {
      if (ALWAYS_SKIPPED.has(entry.name) || (hasPackageJson && BUILD_OUTPUT.has(entry.name))) continue;
      yield* walkSourceFiles(full);
    } else if (entry.isFile() && SOURCE.test(entry.name) && !DECLARATION.test(entry.name)) yield full;
  }
}
