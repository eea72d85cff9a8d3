/**
 * The runner reads each migrated text's standard tools from the tree that checked it
 * (`RunOptions.standardTools`), so the consolidation analysis need not parse the text
 * again: what it reads must be what a reading of the text gives, and it is used only by
 * an analysis with the same adapter import.
 */
import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectTexts } from '../../cli/consolidate/project-texts';
import { readStandardTools } from '../../cli/consolidate/standard-tools';
import { planRun } from '../../cli/runner/run';
import { frontEndsById, type TransformName } from '../../transforms/registry';
import { makeTempDir, removeTempDirs } from '../cli/support/temp-project';

afterAll(removeTempDirs);

const allTransformNames = Object.keys(frontEndsById) as TransformName[];

const example = path.join(__dirname, '..', '..', 'examples', 'weather-app');

describe('standard tools read by the runner', () => {
  it('are what the text gives, for every migrated file of the example project', async () => {
    for (const adapterImport of [undefined, './std-tool']) {
      const plan = await planRun({
        paths: [example],
        transforms: allTransformNames,
        adapterImport: './std-tool',
        standardTools: { adapterImport },
      });
      const changed = plan.files.filter((file) => file.status === 'changed');
      expect(changed.length).toBeGreaterThan(4);
      let tools = 0;
      for (const file of changed) {
        expect(file.standardTools?.adapterImport).toBe(adapterImport);
        expect(file.standardTools?.read).toEqual(readStandardTools(file.output!, file.path, adapterImport));
        tools += file.standardTools!.read.tools.length;
      }
      expect(tools).toBeGreaterThanOrEqual(changed.length);
    }
  });

  it('serve only an analysis with the same adapter import, and none is read unless asked', async () => {
    const asked = await planRun({
      paths: [example],
      transforms: allTransformNames,
      adapterImport: './std-tool',
      standardTools: { adapterImport: undefined },
    });
    const changed = asked.files.filter((file) => file.status === 'changed').map((file) => file.path);
    expect([...projectTexts(asked).known.keys()].sort()).toEqual([...changed].sort());
    expect(projectTexts(asked, './std-tool').known.size).toBe(0);

    const unasked = await planRun({ paths: [example], transforms: allTransformNames, adapterImport: './std-tool' });
    expect(unasked.files.some((file) => file.standardTools !== undefined)).toBe(false);
    expect(projectTexts(unasked).known.size).toBe(0);
  });
});

describe('files the run leaves as they are', () => {
  it('say whether their text may hold standard tools, and report reads again only those', async () => {
    const root = makeTempDir('standard-tool-text');
    const files = {
      'tools.ts':
        "import { standardTool } from './std-tool';\nexport const a = standardTool({ name: 'a', description: 'A', inputSchema: undefined as never, execute: async () => 'a' });\n",
      'plain.ts': 'export const b = 1;\n',
      'uses-ai.ts': "import { generateText } from 'ai';\nexport const c = generateText;\n",
      // Parsed (it binds `tool`), and left as it is.
      'parsed.ts': "import { tool } from 'ai';\nexport const d = tool;\n",
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, name), text);
    const plan = await planRun({
      paths: [root],
      transforms: allTransformNames,
      adapterImport: './std-tool',
      standardTools: { adapterImport: undefined },
    });
    const flag = (name: string) => plan.files.find((file) => path.basename(file.path) === name)?.standardToolText;
    expect([flag('tools.ts'), flag('plain.ts'), flag('uses-ai.ts'), flag('parsed.ts')]).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(
      [...projectTexts(plan, undefined, { standardToolsOnly: true }).onDisk.keys()].map((file) => path.basename(file)),
    ).toEqual(['tools.ts']);
    // consolidate reads them all (it needs the import graph); a plan that did not ask flags none.
    expect(projectTexts(plan).onDisk.size).toBe(4);
    const unasked = await planRun({ paths: [root], transforms: allTransformNames, adapterImport: './std-tool' });
    expect(unasked.files.every((file) => file.standardToolText === undefined)).toBe(true);
    expect(projectTexts(unasked, undefined, { standardToolsOnly: true }).onDisk.size).toBe(4);
  });
});
