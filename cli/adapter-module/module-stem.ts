import * as path from 'node:path';

/** `src/std-tool.ts` → `std-tool`: what an import of the adapter module names, whatever its extension. */
export function adapterModuleStem(adapterPath: string): string {
  return path.basename(adapterPath).replace(/\.[cm]?[jt]sx?$/, '');
}
