/**
 * The type oracle's answers for eject test cases (code as the migration leaves it), got as
 * `eject` gets them: each text is written, with the adapter module it imports (`./std-tool`),
 * into a scratch folder inside this repository, whose tsconfig and installed packages then
 * type it. Answers are keyed by range, so they hold for the same text at its own path.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { renderAdapterModule } from '../../../cli/adapter-module/render';
import { ejectSource, type EjectOptions } from '../../../transforms/eject';
import type { TypeAnswers } from '../../../transforms/lib/type-oracle';
import { settledTypeAnswers } from './type-answers';

export interface EjectCase {
  /** Where the case lives (its answers are returned under this path). */
  path: string;
  text: string;
  options?: EjectOptions;
}

const root = path.join(__dirname, '..', '..', '..');

/** `standardTool` typed as the CLI would render it (MCP 1.x: the results the oracle is asked about). */
const ADAPTER_REQUEST = {
  frameworks: ['mcp-sdk'] as const,
  packages: { '@modelcontextprotocol/sdk': '1.32.2', zod: '4.6.7' },
  style: 'ts' as const,
};

export function ejectTypeAnswers(cases: readonly EjectCase[], name: string): Map<string, TypeAnswers> {
  const directory = path.join(root, `.tmp-eject-types-${name}-${process.pid}`);
  mkdirSync(directory, { recursive: true });
  try {
    writeFileSync(path.join(directory, 'std-tool.ts'), renderAdapterModule(ADAPTER_REQUEST, '0.0.0').text);
    const scratchOf = new Map<string, string>();
    const typed = cases.map((testCase, index) => {
      const scratch = path.join(directory, `case${index}${path.extname(testCase.path)}`);
      scratchOf.set(scratch, testCase.path);
      writeFileSync(scratch, testCase.text);
      return {
        path: scratch,
        text: testCase.text,
        run: (typeAnswers: TypeAnswers | undefined) =>
          ejectSource(testCase.text, scratch, { ...testCase.options, typeAnswers }),
      };
    });
    const answers = settledTypeAnswers(typed);
    return new Map([...answers].map(([scratch, found]) => [scratchOf.get(scratch)!, found]));
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}
