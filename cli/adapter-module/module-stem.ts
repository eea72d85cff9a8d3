import * as path from 'node:path';

/** `src/std-tool.ts` → `src/std-tool`: what an import of a module names, whatever its extension. */
export function withoutScriptExtension(file: string): string {
  return file.replace(/\.[cm]?[jt]sx?$/, '');
}

/** `src/std-tool.ts` → `std-tool`: what an import of the adapter module names, whatever its extension. */
export function adapterModuleStem(adapterPath: string): string {
  return withoutScriptExtension(path.basename(adapterPath));
}
