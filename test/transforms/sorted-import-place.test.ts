/**
 * The adapter import goes where the file's sorted relative imports want it, so that a project whose linter
 * sorts imports (Biome's `organizeImports`, import-x's `order` with `alphabetize`) passes without a fix; a file
 * whose relative imports are not sorted, or where a comment sits above the place, gets it after its last
 * import, as before. The real Biome and import-x check the outputs.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { ESLint } from 'eslint';
import { importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiSdkFrontEnd } from '../../transforms/front-ends/ai-sdk';
import { transformSource } from '../../transforms/lib/engine';

const root = path.join(__dirname, '..', '..');
const scratch = path.join(root, '.tmp-sorted-imports');

const TOOL = `
export const weather = tool({
  description: 'Weather',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => lookUp(city, units),
});
`;

const migrate = (imports: string, adapterPath = 'std-tool.ts') => {
  const result = transformSource(`${imports}${TOOL}`, 'src/tools.ts', [aiSdkFrontEnd], {
    adapterPath: path.join('src', adapterPath),
  });
  expect(result.output).toBeDefined();
  return result.output!.slice(0, result.output!.indexOf('\nexport'));
};

/** Files whose imports each sorter accepts before the migration. */
const SORTED: Record<string, string> = {
  'packages, then siblings': `import { tool } from 'ai';
import { z } from 'zod';
import { lookUp } from './lookup';
import { units } from './units';
`,
  'a parent, then a sibling after the adapter': `import { tool } from 'ai';
import { z } from 'zod';
import { units } from '../config';
import { lookUp } from './weather';
`,
  'the adapter last': `import { tool } from 'ai';
import { z } from 'zod';
import { lookUp } from './lookup';
import { units } from './rates';
`,
};

describe('the adapter import in a file whose relative imports are sorted', () => {
  it('goes in at its sorted place', () => {
    // (`tool` was the only name used from 'ai': its import goes.)
    expect(migrate(SORTED['packages, then siblings']!)).toBe(`import { z } from 'zod';
import { lookUp } from './lookup';
import { standardTool, toAiSdk } from './std-tool';
import { units } from './units';
`);
    expect(migrate(SORTED['a parent, then a sibling after the adapter']!)).toContain(
      `import { units } from '../config';\nimport { standardTool, toAiSdk } from './std-tool';\nimport { lookUp } from './weather';`,
    );
    expect(migrate(SORTED['the adapter last']!)).toContain(
      `import { units } from './rates';\nimport { standardTool, toAiSdk } from './std-tool';\n`,
    );
  });

  it('goes farther up for a module farther up (`../std-tool` before `./a`)', () => {
    const output = migrate(SORTED['packages, then siblings']!, '../std-tool.ts');
    expect(output).toContain(`import { z } from 'zod';\nimport { standardTool, toAiSdk } from '../std-tool';\n`);
  });

  describe('which the real sorters accept as they accepted the original', () => {
    beforeAll(() => mkdirSync(scratch, { recursive: true }));
    afterAll(() => rmSync(scratch, { recursive: true, force: true }));

    it.each(Object.keys(SORTED))('Biome organizeImports: %s', (id) => {
      writeFileSync(
        path.join(scratch, 'biome.json'),
        JSON.stringify({
          assist: { actions: { source: { organizeImports: 'on' } } },
          linter: { enabled: false },
          formatter: { enabled: false },
        }),
      );
      const check = (text: string) => {
        writeFileSync(path.join(scratch, 'tools.ts'), text);
        return spawnSync(path.join(root, 'node_modules', '.bin', 'biome'), ['check', 'tools.ts'], {
          cwd: scratch,
          encoding: 'utf8',
          timeout: 60_000,
        });
      };
      expect(check(SORTED[id]!).status).toBe(0);
      for (const adapterPath of ['std-tool.ts', '../std-tool.ts', 'lib/std-tool.ts']) {
        const result = check(`${migrate(SORTED[id]!, adapterPath)}\nexport const used = [standardTool, toAiSdk];\n`);
        expect(result.status, `${adapterPath}\n${result.stdout}${result.stderr}`).toBe(0);
      }
    });

    it.each(Object.keys(SORTED))("import-x's order, alphabetized: %s", async (id) => {
      const eslint = new ESLint({
        cwd: scratch,
        overrideConfigFile: true,
        overrideConfig: [
          { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
          {
            plugins: { 'import-x': importX },
            rules: { 'import-x/order': ['error', { alphabetize: { order: 'asc' } }] },
          },
        ],
      });
      const problems = async (text: string) =>
        (await eslint.lintText(text, { filePath: path.join(scratch, 'tools.ts') }))[0]!.messages.map(
          (message) => message.message,
        );
      expect(await problems(SORTED[id]!)).toEqual([]);
      for (const adapterPath of ['std-tool.ts', '../std-tool.ts', 'lib/std-tool.ts'])
        expect(await problems(migrate(SORTED[id]!, adapterPath)), adapterPath).toEqual([]);
    });
  });
});

describe('the adapter import after the last import, as before', () => {
  const last = (imports: string) => migrate(imports).endsWith(`import { standardTool, toAiSdk } from './std-tool';\n`);

  it('where the relative imports are not sorted', () => {
    expect(
      last(
        `import { tool } from 'ai';\nimport { z } from 'zod';\nimport { units } from './units';\nimport { lookUp } from './lookup';\n`,
      ),
    ).toBe(true);
  });

  it('where the case-sensitive and the case-blind orders put it in different places', () => {
    // `./Units` sorts before `./std-tool` by code point, after it without case: a sorter of either kind may be in use.
    expect(last(`import { tool } from 'ai';\nimport { z } from 'zod';\nimport { units } from './Units';\n`)).toBe(true);
  });

  it('where a comment sits above the import it would go above', () => {
    expect(
      last(
        `import { tool } from 'ai';\nimport { z } from 'zod';\n// @ts-expect-error untyped\nimport { units } from './units';\nimport { lookUp } from './weather';\n`,
      ),
    ).toBe(true);
  });

  it('where a side-effect import ends the run (sorters never move an import across one)', () => {
    const output = migrate(
      `import { tool } from 'ai';\nimport { z } from 'zod';\nimport { units } from './units';\nimport './setup';\nimport { lookUp } from './lookup';\n`,
    );
    expect(output).toContain(
      `import './setup';\nimport { lookUp } from './lookup';\nimport { standardTool, toAiSdk } from './std-tool';\n`,
    );
  });

  it('where imports of packages follow the relative ones (the framework loaded after them, as the original had it)', () => {
    const output = migrate(
      `import { units } from './units';\nimport { lookUp } from './weather';\nimport { tool } from 'ai';\nimport { z } from 'zod';\n`,
    );
    expect(output).toContain(`import { z } from 'zod';\nimport { standardTool, toAiSdk } from './std-tool';\n`);
  });

  it('where a side-effect import ends the imports', () => {
    const output = migrate(
      `import { tool } from 'ai';\nimport { z } from 'zod';\nimport { units } from './units';\nimport './register';\n`,
    );
    expect(output).toContain(`import './register';\nimport { standardTool, toAiSdk } from './std-tool';\n`);
  });

  it('for a specifier that is not relative (`--adapter-import @/lib/std-tool`)', () => {
    const result = transformSource(
      `import { tool } from 'ai';\nimport { z } from 'zod';\nimport { units } from './units';\nimport { lookUp } from './weather';\n${TOOL}`,
      'src/tools.ts',
      [aiSdkFrontEnd],
      { adapterImport: '@/lib/std-tool' },
    );
    expect(result.output).toContain(
      `import { lookUp } from './weather';\nimport { standardTool, toAiSdk } from '@/lib/std-tool';\n`,
    );
  });

  it('keeps a trailing comment of the import above with that import', () => {
    const output = migrate(
      `import { tool } from 'ai';\nimport { z } from 'zod';\nimport { lookUp } from './lookup'; // the cache\nimport { units } from './units';\n`,
    );
    expect(output).toContain(
      `import { lookUp } from './lookup'; // the cache\nimport { standardTool, toAiSdk } from './std-tool';\nimport { units } from './units';\n`,
    );
  });
});

describe('the adapter import after the last import, apart from a group it does not belong to', () => {
  // miurla/morphic (simple-import-sort, groups apart): the relative import right under `@/lib/...` failed its lint.
  it('a blank line above it where the file keeps its import groups apart and the last is a package or an alias', () => {
    const output = migrate(
      `import { tool } from 'ai';\nimport { z } from 'zod';\n\nimport { lookUp } from '@/lib/lookup';\nimport { units } from '@/lib/units';\n`,
    );
    expect(output).toContain(
      `import { units } from '@/lib/units';\n\nimport { standardTool, toAiSdk } from './std-tool';\n`,
    );
  });

  it('none where the imports are one group, or the last one is relative', () => {
    const oneGroup = migrate(
      `import { tool } from 'ai';\nimport { z } from 'zod';\nimport { lookUp } from '@/lib/lookup';\n`,
    );
    expect(oneGroup).toContain(
      `import { lookUp } from '@/lib/lookup';\nimport { standardTool, toAiSdk } from './std-tool';\n`,
    );
    const relativeLast = migrate(
      `import { tool } from 'ai';\nimport { z } from 'zod';\n\nimport { units } from './units';\nimport { lookUp } from './lookup';\n`,
    );
    expect(relativeLast).toContain(
      `import { lookUp } from './lookup';\nimport { standardTool, toAiSdk } from './std-tool';\n`,
    );
  });
});
