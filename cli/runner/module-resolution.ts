/**
 * Whether a project's relative imports must name the `.js` file: TypeScript's Node16 and
 * NodeNext resolution require it in ES modules (TS2835 otherwise). Decided from the
 * project's tsconfig, so a file with no other relative import still gets it right.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parseJsonWithComments } from './source-root';

export type ImportExtension = 'js' | undefined;

const NODE_RESOLUTION = new Set(['node16', 'nodenext']);
const NODE_MODULES = new Set(['node16', 'node18', 'node20', 'nodenext']);

export function importExtensionOf(projectRoot: string): ImportExtension {
  let options: { module?: unknown; moduleResolution?: unknown } | undefined;
  try {
    options = (
      parseJsonWithComments(readFileSync(path.join(projectRoot, 'tsconfig.json'), 'utf8')) as {
        compilerOptions?: typeof options;
      }
    ).compilerOptions;
  } catch {
    return undefined;
  }
  const lower = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : undefined);
  const resolution = lower(options?.moduleResolution);
  if (resolution !== undefined) return NODE_RESOLUTION.has(resolution) ? 'js' : undefined;
  const module = lower(options?.module);
  // `module: nodenext` implies `moduleResolution: nodenext`.
  return module !== undefined && NODE_MODULES.has(module) ? 'js' : undefined;
}
