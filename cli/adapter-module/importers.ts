/**
 * Files an earlier run migrated import the adapter module. When it is gone (deleted, `git
 * rm`) or is an unedited copy written by an older version (its header promises a
 * refresh), a run writes it again for them, even when no file changes.
 */
import { readFileSync } from 'node:fs';
import { frameworks, type FrameworkId } from '../../transforms/frameworks';
import type { FileResult } from '../runner/file-result';
import { readSourceAgain } from '../runner/source-file';
import { toolVersion } from '../version';
import { isUneditedCopy } from './checksum';
import { adapterModuleStem } from './module-stem';
import { namesFromAdapterModule } from './project-facts';

const WRITTEN_BY = /^\/\/ .*written by std-tool-migrate (\S+)/;

/** The module at `adapterPath` must be written for the files that import it: missing, or ours from another version. */
export function needsRestoring(adapterPath: string): boolean {
  let text: string;
  try {
    text = readFileSync(adapterPath, 'utf8');
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT';
  }
  const version = WRITTEN_BY.exec(text)?.[1];
  return version !== undefined && version !== toolVersion() && isUneditedCopy(text);
}

/**
 * The files of `files` this run leaves as they are whose text imports the module, each
 * with its text as `original` (what the module's facts are read from).
 */
export function moduleImporters(adapterPath: string, files: readonly FileResult[]): FileResult[] {
  const stem = adapterModuleStem(adapterPath);
  const found: FileResult[] = [];
  for (const file of files) {
    if ((file.status !== 'unchanged' && file.status !== 'skipped') || file.path === adapterPath) continue;
    // The scan saw the text: a file that does not name the module is not read again (most of a monorepo).
    if (file.namesAdapterModule === false) continue;
    // Read as the scan reads (a file above the size limit is not read whole).
    const decoded = readSourceAgain(file.path);
    if (!decoded?.ok) continue;
    const { text } = decoded;
    if (!text.includes(stem)) continue; // most files: no parse
    const importer = { ...file, original: text };
    if (namesFromAdapterModule(adapterPath, importer).length > 0) found.push(importer);
  }
  return found;
}

/** The frameworks whose adapters (`toAiSdk`, `registerMcpTool`...) the importers take from the module. */
export function frameworksImported(adapterPath: string, importers: readonly FileResult[]): FrameworkId[] {
  const names = new Set(importers.flatMap((file) => namesFromAdapterModule(adapterPath, file)));
  return frameworks
    .filter((framework) => framework.adapterExports.some((name) => names.has(name)))
    .map((framework) => framework.id);
}
