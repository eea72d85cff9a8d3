/**
 * Whether a project runs knip, which reports exports nothing imports: then the exports the
 * migration adds (standard definitions, the adapter module's) are tagged `@public`, the tag
 * knip reads as "used elsewhere" (knip.dev/reference/jsdoc-tsdoc-tags).
 */
import { existsSync, readFileSync } from 'node:fs';
import * as path from 'node:path';

const KNIP_CONFIGS = ['knip.json', 'knip.jsonc', '.knip.json', '.knip.jsonc', 'knip.ts', 'knip.js', 'knip.config.ts'];

/** knip declared in the package.json of `packageDirectory`, or a knip config beside it (knip may run from npx). */
export function runsKnip(packageDirectory: string | undefined): boolean {
  if (packageDirectory === undefined) return false;
  if (KNIP_CONFIGS.some((name) => existsSync(path.join(packageDirectory, name)))) return true;
  try {
    const manifest = JSON.parse(readFileSync(path.join(packageDirectory, 'package.json'), 'utf8')) as Record<
      string,
      unknown
    >;
    const fields = ['dependencies', 'devDependencies', 'knip'];
    return fields.some((field) =>
      field === 'knip' ? manifest.knip !== undefined : Object.hasOwn(manifest[field] ?? {}, 'knip'),
    );
  } catch {
    return false;
  }
}
