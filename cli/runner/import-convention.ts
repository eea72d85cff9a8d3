/**
 * How a project writes its relative imports where its resolution leaves it free (bundler, classic): `./x.js`,
 * `./x.ts` or `./x`. A file with no relative import of its own follows its project, so the adapter's import does
 * not stand out (Biome's `useImportExtensions`, ESLint's `import/extensions` check the project's way). Read from
 * the project's first files until enough imports are seen: a few reads per project, from a cache the run fills.
 */
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';

export type ImportConvention = 'js' | 'ts' | undefined;

const RELATIVE_SPECIFIER = /\b(?:from|import)\s*\(?\s*['"](\.\.?\/[^'"\n]+)['"]/g;
/** Enough imports to tell a habit from an accident, the fewest that make one, and the most files read for it. */
const ENOUGH_SPECIFIERS = 24;
const FEWEST_SPECIFIERS = 2;
const MOST_FILES = 30;

/** The extension the project's relative imports write, where it writes one twice as often as none. */
export function relativeImportConvention(files: readonly string[]): ImportConvention {
  const counts = { js: 0, ts: 0, none: 0 };
  let seen = 0;
  // Spread over the project, not its first folder: a package of mixed habits shows both.
  const step = Math.max(1, Math.floor(files.length / MOST_FILES));
  for (const file of files.filter((_, index) => index % step === 0).slice(0, MOST_FILES)) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const match of text.matchAll(RELATIVE_SPECIFIER)) {
      const specifier = match[1]!;
      // `./vitest.config.js` names a JavaScript file: its extension is its own, no habit of naming `.ts` as `.js`.
      if (/\.[mc]?jsx?$/.test(specifier) && namesTypeScriptAsJs(file, specifier)) counts.js += 1;
      else if (/\.[mc]?jsx?$/.test(specifier)) continue;
      else if (/\.[mc]?tsx?$/.test(specifier)) counts.ts += 1;
      else if (!/\.[a-z0-9]+$/i.test(specifier.slice(specifier.lastIndexOf('/')))) counts.none += 1;
      else continue; // `./styles.css`, `./data.json`: no module of code.
      seen += 1;
    }
    if (seen >= ENOUGH_SPECIFIERS) break;
  }
  if (counts.js + counts.ts < FEWEST_SPECIFIERS) return undefined;
  // A habit, not a mix: twice as many as the imports that write none.
  if (counts.js >= 2 * counts.none && counts.js >= counts.ts) return 'js';
  if (counts.ts >= 2 * counts.none && counts.ts > counts.js) return 'ts';
  return undefined;
}

/** `./env.js` beside an `env.ts` (and no `env.js`): TypeScript source imported by its output's name. */
function namesTypeScriptAsJs(file: string, specifier: string): boolean {
  const target = path.resolve(path.dirname(file), specifier);
  if (existsSync(target)) return false;
  const stem = target.replace(/\.([mc]?)js(x?)$/, '.$1ts$2');
  return existsSync(stem) || existsSync(stem.replace(/\.ts$/, '.tsx'));
}
