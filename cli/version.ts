/** This package's version, read once from its package.json. */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { packageRoot } from './package-root';

let cached: string | undefined;

export function toolVersion(): string {
  cached ??= (JSON.parse(readFileSync(path.join(packageRoot(), 'package.json'), 'utf8')) as { version: string })
    .version;
  return cached;
}
