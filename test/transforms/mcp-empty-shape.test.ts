/**
 * An empty raw shape (`inputSchema: {}`) in a file that imports no zod: with the project's zod known (as
 * the runner knows it), the file gets `import { z } from 'zod'` and the shape becomes `z.object({})`: on a
 * 2.x server a zod 4 object as the SDK made of it too, on a 1.x one (zod 3 or 4) an object the adapter hands
 * the SDK as the raw shape `{}` again (fixtures 93 and 94 run through the real SDKs in
 * mcp-equivalence.test.ts; a zod 3 `z.object({})` against `{}` in test/adapters/mcp.test.ts).
 * Anything less certain is left and reported.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mcpSdkFrontEnd } from '../../transforms/front-ends/mcp-sdk';
import { transformSource } from '../../transforms/lib/engine';

const directory = path.join(__dirname, '..', '..', '__testfixtures__', 'mcp-sdk');
const adapterPath = path.join(directory, 'std-tool.ts');

function migrate(source: string, zod: number | undefined, file = path.join(directory, 'case.ts')) {
  const result = transformSource(source, file, [mcpSdkFrontEnd], {
    adapterPath,
    frameworkVersions: zod === undefined ? {} : { zod },
  });
  expect(result.error).toBeUndefined();
  return { output: result.output, manual: result.diagnostics.filter((diagnostic) => diagnostic.kind === 'manual') };
}

const V2 = `import { McpServer } from '@modelcontextprotocol/server';\n`;
const ping = `server.registerTool('ping', { description: 'Ping', inputSchema: {} }, async () => ({
  content: [{ type: 'text', text: 'pong' }],
}));
`;

describe('an empty raw shape in a file without zod', () => {
  it('fixture 93 with the project on zod 4: zod imported, every shape z.object({}), and idempotent', () => {
    const inputPath = path.join(directory, '93-v2-empty-shape-no-zod.input.ts');
    const { output, manual } = migrate(readFileSync(inputPath, 'utf8'), 4, inputPath);
    expect(manual).toEqual([]);
    expect(output).toContain(`import { McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';
`);
    expect(output!.match(/Schema: z\.object\(\{\}\)/g)).toHaveLength(3);
    expect(migrate(output!, 4, inputPath).output).toBeUndefined();
  });

  it('fixture 94 (1.x) with the project on zod 4 or zod 3: the same, whatever the SDK minor', () => {
    const inputPath = path.join(directory, '94-empty-shape-no-zod.input.ts');
    for (const zod of [4, 3]) {
      const { output, manual } = migrate(readFileSync(inputPath, 'utf8'), zod, inputPath);
      expect(manual, `zod ${zod}`).toEqual([]);
      expect(output).toContain(`import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
`);
      expect(output!.match(/Schema: z\.object\(\{\}\)/g)).toHaveLength(3);
      expect(migrate(output!, zod, inputPath).output).toBeUndefined();
    }
  });

  it('merges into the import of zod the file has, and takes another name where `z` is used', () => {
    const merged = migrate(
      `${V2}import { ZodError } from 'zod';\nconst server = new McpServer({ name: 's', version: '1' });\n${ping}`,
      4,
    );
    expect(merged.output).toContain(`import { ZodError, z } from 'zod';`);
    const taken = migrate(`${V2}const z = 1;\nconst server = new McpServer({ name: 's', version: '1' });\n${ping}`, 4);
    expect(taken.output).toContain(`import { z as z2 } from 'zod';`);
    expect(taken.output).toContain('inputSchema: z2.object({})');
  });

  it('is left where the zod the SDK wraps it with is not surely the one imported', () => {
    const server = `const server = new McpServer({ name: 's', version: '1' });\n`;
    const cases = [
      { what: 'zod unknown', source: `${V2}${server}${ping}`, zod: undefined },
      // 2.x wraps it with its own zod 4: a zod 3 object is another schema.
      { what: 'zod 3 on 2.x', source: `${V2}${server}${ping}`, zod: 3 },
      {
        what: '1.x, zod unknown',
        source: `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\n${server}${ping}`,
        zod: undefined,
      },
      // Its values' zod decides how the SDK wraps a shape with fields.
      {
        what: 'a shape with fields',
        source: `${V2}import { string } from 'zod';\n${server}server.registerTool('get', { description: 'Get', inputSchema: { id: string() } }, async ({ id }) => ({ content: [] }));\n`,
        zod: 4,
      },
    ];
    for (const { what, source, zod } of cases as Array<{ what: string; source: string; zod?: number }>) {
      const { output, manual } = migrate(source, zod);
      expect(output, what).toBeUndefined();
      expect(
        manual.map((diagnostic) => diagnostic.reason),
        what,
      ).toEqual(['no-zod-namespace']);
    }
  });
});
