/**
 * A Genkit tool with no input schema whose function reads its input: with the project on Genkit 1.x (as the runner
 * knows it), the standard tool gets Genkit's own `z.any()` as its input schema (the file's `z` from 'genkit', or a new
 * import of it), which Genkit lists and passes alike (genkit-equivalence.test.ts runs these through real Genkit).
 * With the major unknown or another, it is left and reported as before (fixture genkit/18).
 */
import { describe, expect, it } from 'vitest';
import { genkitFrontEnd } from '../../transforms/front-ends/genkit';
import { transformSource } from '../../transforms/lib/engine';

const file = '/project/src/tools.ts';

function migrate(source: string, genkit: number | undefined) {
  const result = transformSource(source, file, [genkitFrontEnd], {
    adapterPath: '/project/src/std-tool.ts',
    frameworkVersions: genkit === undefined ? {} : { genkit },
  });
  expect(result.error).toBeUndefined();
  return { output: result.output, manual: result.diagnostics.filter((d) => d.kind === 'manual').map((d) => d.reason) };
}

const END_SESSION = `import { ai } from './genkit';

export const endSessionTool = ai.defineTool(
  {
    name: 'endSessionTool',
    description: 'Ends the conversation with the customer.',
  },
  async ({ customerName }) => {
    return \`bye \${customerName}\`;
  },
);

export const ping = ai.defineTool({ name: 'ping', description: 'Ping' }, async () => 'pong');
`;

const INSTANCE = `import { genkit } from 'genkit';\nexport const ai = genkit({});\n`;

/** The instance in the same file, so that no other file of a run has to show it. */
const inOneFile = (source: string) => source.replace("import { ai } from './genkit';\n", INSTANCE);

describe('no input schema, a function that reads its input', () => {
  it("gets Genkit's z.any(), imported from 'genkit'; a function that reads nothing is left without a schema", () => {
    const { output, manual } = migrate(inOneFile(END_SESSION), 1);
    expect(manual).toEqual([]);
    // (The adapter's import goes above the last import where code follows it with no blank line.)
    expect(output).toBe(`import { standardTool, toGenkit } from './std-tool';
import { genkit, z } from 'genkit';
export const ai = genkit({});

export const endSession = standardTool({
  name: 'endSessionTool',
  description: 'Ends the conversation with the customer.',
  inputSchema: z.any(),
  execute: async ({ customerName }) => {
    return \`bye \${customerName}\`;
  },
});
export const endSessionTool = toGenkit(ai, endSession);

export const pingDefinition = standardTool({
  name: 'ping',
  description: 'Ping',
  execute: async () => 'pong',
});
export const ping = toGenkit(ai, pingDefinition);
`);
    expect(migrate(output!, 1).output).toBeUndefined();
  });

  it("uses the file's genkit `z` under its own name, and another name where `z` is something else", () => {
    const aliased = migrate(
      inOneFile(END_SESSION).replace("import { genkit } from 'genkit';", "import { genkit, z as g } from 'genkit';"),
      1,
    );
    expect(aliased.output).toContain('inputSchema: g.any(),');
    expect(aliased.output).toContain("import { genkit, z as g } from 'genkit';");

    const taken = migrate(`${inOneFile(END_SESSION)}const z = 'not zod';\n`, 1);
    expect(taken.output).toContain("import { genkit, z as z2 } from 'genkit';");
    expect(taken.output).toContain('inputSchema: z2.any(),');

    // A `z` from 'zod' is the project's zod (3 or 4), not Genkit's: Genkit's is imported beside it.
    const zod = migrate(`import { z } from 'zod';\n${inOneFile(END_SESSION)}`, 1);
    expect(zod.output).toContain("import { genkit, z as z2 } from 'genkit';");
    expect(zod.output).toContain('inputSchema: z2.any(),');
  });

  it('a function named elsewhere, or one that reads `arguments`, gets it too', () => {
    const { output, manual } = migrate(
      `${INSTANCE}function run(input: unknown) { return input; }\nexport const a = ai.defineTool({ name: 'a', description: 'A' }, run);\nexport const b = ai.defineTool({ name: 'b', description: 'B' }, async function () { return arguments.length; });\n`,
      1,
    );
    expect(manual).toEqual([]);
    expect(output!.match(/inputSchema: z\.any\(\),/g)).toHaveLength(2);
  });

  it('with the Genkit major unknown or not 1, it is left and reported as before', () => {
    for (const major of [undefined, 2]) {
      const { output, manual } = migrate(inOneFile(END_SESSION), major);
      expect(manual).toEqual(['input-without-schema']);
      expect(output).toContain('export const endSessionTool = ai.defineTool(');
      expect(output).not.toContain('z.any()');
    }
  });
});

describe('in a CommonJS file', () => {
  const cjs = (source: string) => {
    const result = transformSource(source, '/project/src/tools.cjs', [genkitFrontEnd], {
      adapterPath: '/project/src/std-tool.cjs',
      frameworkVersions: { genkit: 1 },
    });
    expect(result.error).toBeUndefined();
    return result.output!;
  };
  const TOOL = "exports.end = ai.defineTool({ name: 'end', description: 'Ends' }, async (input) => input);\n";

  it("uses the `z` destructured from require('genkit')", () => {
    const output = cjs(`const { genkit, z } = require('genkit');\nconst ai = genkit({});\n${TOOL}`);
    expect(output).toContain('inputSchema: z.any(),');
    expect(output).not.toContain('z2');
  });

  it('requires it under another name where `z` is taken: `{ z: z2 }`, not an import renaming', () => {
    const output = cjs(`const { genkit } = require('genkit');\nconst ai = genkit({});\nconst z = 1;\n${TOOL}`);
    expect(output).toContain("const { z: z2 } = require('genkit');");
    expect(output).toContain('inputSchema: z2.any(),');
  });
});
