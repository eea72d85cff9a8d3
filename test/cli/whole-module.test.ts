/**
 * A module another file takes whole (`import * as tools` passed on as an object, `export *
 * as`, `require()` kept as the module object, through an `export *` barrel) shows that file
 * every export: the migration must not add one, or `{ ...tools }` handed to an agent gains a
 * "tool". The standard object stays module-local there; a module read only as `ns.x` gets
 * the exported standard object as everywhere else.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, removeTempDirs, requireBuiltCli, runCli, writeTree } from './support/temp-project';

beforeAll(requireBuiltCli);
afterAll(removeTempDirs);

const toolModule = (id: string, exportName: string) => `import { tool } from 'ai';
import { z } from 'zod';

export const ${exportName} = tool({
  description: '${id}',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => city,
});
`;

const CONSUMERS = {
  'src/spread.ts': "import * as spread from './tools/spread';\n\nexport const all = { ...spread };\n",
  'src/values.ts': "const loaded = require('./tools/required');\n\nexport const all = Object.values(loaded);\n",
  'src/barrel.ts': "export * from './tools/behind-barrel';\n",
  'src/through-barrel.ts': "import * as barrel from './barrel';\n\nexport const all = [barrel];\n",
  'src/reexported.ts': "export * as namespace from './tools/namespace';\n",
  // A specifier spelt with an escape: its text does not show the module, so the file is parsed.
  'src/escaped.ts': "import * as escaped from '.\\u002ftools/escaped';\n\nexport const all = { ...escaped };\n",
  'src/members.ts':
    "import * as members from './tools/members';\nimport type * as types from './tools/types-only';\n\nexport const one = members.membersTool;\nexport type One = typeof types.typesTool;\n",
};

describe('a module another file takes whole', () => {
  it('keeps its standard object module-local, and exports it where only named members are read', async () => {
    const root = makeTempDir('whole-module');
    const toolFiles = ['spread', 'required', 'behind-barrel', 'namespace', 'escaped', 'members', 'types-only'];
    writeTree(root, {
      ...Object.fromEntries(
        toolFiles.map((name) => [
          `src/tools/${name}.ts`,
          toolModule(name, `${name.replace(/-./g, (m) => m[1]!.toUpperCase())}Tool`),
        ]),
      ),
      ...CONSUMERS,
    });

    const result = await runCli(['--yes', '--allow-dirty', 'src'], { cwd: root });
    expect(result.code, result.stderr).toBe(0);
    const migrated = (name: string) => readFileSync(path.join(root, 'src', 'tools', `${name}.ts`), 'utf8');
    for (const name of ['spread', 'required', 'behind-barrel', 'namespace', 'escaped']) {
      expect(migrated(name), name).toMatch(/^const \w+ = standardTool\(/m);
      expect(migrated(name)).not.toMatch(/^export const \w+ = standardTool\(/m);
    }
    for (const name of ['members', 'types-only']) expect(migrated(name)).toMatch(/^export const \w+ = standardTool\(/m);
  });
});
