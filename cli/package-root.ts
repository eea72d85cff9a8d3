/** This package's root folder, from source (cli/) or from the build (dist/cli/). */
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';

let cached: string | undefined;

export function packageRoot(): string {
  if (cached) return cached;
  let current = __dirname;
  for (;;) {
    const manifest = path.join(current, 'package.json');
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'std-tool-migrate'
    ) {
      cached = current;
      return current;
    }
    const parent = path.dirname(current);
    if (parent === current) throw new Error('std-tool-migrate: cannot find its own package.json');
    current = parent;
  }
}
