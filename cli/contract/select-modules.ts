/**
 * Which modules the contract imports, from the same scan as `report`: every file that
 * imports a framework, or that uses the standard-tool adapters (migrated code no longer
 * imports the framework itself). Test files are left out: importing them runs tests.
 */
import { readFileSync } from 'node:fs';
import { frameworks } from '../../transforms/frameworks';
import type { FileResult } from '../runner/file-result';

/** The contract's names, every framework's adapters (its descriptor), and `toAiSdkTools`. */
const ADAPTER_NAMES = [
  'standardTool',
  'StandardTool',
  ...frameworks.flatMap((framework) => framework.adapterExports),
  'toAiSdkTools',
];
const ADAPTER_USE = new RegExp(`\\b(?:${ADAPTER_NAMES.join('|')})\\b`);
const TEST_FILE = /(?:\.(?:test|spec)\.[cm]?[jt]sx?$)|(?:^|[\\/])__tests__[\\/]/;

export function selectModules(files: readonly FileResult[]): string[] {
  const selected: string[] = [];
  for (const file of files) {
    if (TEST_FILE.test(file.path)) continue;
    if (file.status !== 'skipped' || usesAdapters(file.path)) selected.push(file.path);
  }
  return selected.sort();
}

function usesAdapters(filePath: string): boolean {
  try {
    return ADAPTER_USE.test(readFileSync(filePath, 'utf8'));
  } catch {
    return false;
  }
}
