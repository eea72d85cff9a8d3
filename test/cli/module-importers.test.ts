import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { moduleImporters } from '../../cli/adapter-module/importers';
import type { FileResult } from '../../cli/runner/file-result';
import { processFile } from '../../cli/runner/process-file';
import { allFrontEnds } from '../../transforms/registry';

const folder = mkdtempSync(path.join(tmpdir(), 'module-importers-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const adapterPath = path.join(folder, 'std-tool.ts');
const IMPORTER = `import { standardTool, toAiSdk } from './std-tool';\nexport const t = toAiSdk(standardTool({ name: 'x', description: 'x', inputSchema: {} as never, execute: async () => 1 }));\n`;
const files = {
  importer: [path.join(folder, 'importer.ts'), IMPORTER],
  plain: [path.join(folder, 'plain.ts'), 'export const answer = 42;\n'],
  // Names a framework and nothing a definition needs: unchanged without a parse.
  unchangedImporter: [path.join(folder, 'unchanged.ts'), `import type { Tool } from 'ai';\n${IMPORTER}`],
} as const;
for (const [file, text] of Object.values(files)) writeFileSync(file, text);

const scan = (file: string) => processFile(file, allFrontEnds, { adapterPath });

describe("the adapter module's importers: found from what the scan saw, not by reading every file again", () => {
  it('the scan says whether a file it leaves as it is names the module', () => {
    expect(scan(files.importer[0])).toMatchObject({ status: 'skipped', namesAdapterModule: true });
    expect(scan(files.plain[0])).toMatchObject({ status: 'skipped', namesAdapterModule: false });
    expect(scan(files.unchangedImporter[0])).toMatchObject({ status: 'unchanged', namesAdapterModule: true });
    expect(processFile(files.plain[0], allFrontEnds, {})).not.toHaveProperty('namesAdapterModule');
  });

  it('reads again only the files the scan saw name the module, or did not say', () => {
    const results = Object.values(files).map(([file]) => scan(file));
    expect(moduleImporters(adapterPath, results).map((file) => file.path)).toEqual([
      files.importer[0],
      files.unchangedImporter[0],
    ]);
    // The scan's word counts: a file it saw not naming the module is not read again.
    const saidNot: FileResult = { ...results[0]!, namesAdapterModule: false };
    expect(moduleImporters(adapterPath, [saidNot])).toEqual([]);
    // Where the scan said nothing, the file is read again, as before.
    const unsaid: FileResult = { ...results[0]!, namesAdapterModule: undefined };
    expect(moduleImporters(adapterPath, [unsaid]).map((file) => file.path)).toEqual([files.importer[0]]);
  });
});
