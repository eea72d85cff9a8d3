/**
 * `toMastra`'s return type is what a native `createTool` with the same id and schemas returns, on every
 * Mastra 1.x: `createTool`'s type arguments name the schemas' types from 1.11 (`{ _type: Input }`
 * stands for a schema of that value type), and the value types themselves before (a project on
 * @mastra/core 1.5 got `Tool<{ _type: Input }, ...>`, and 44 new type errors where its code called
 * the tools). Checked with tsc against the real packages: @mastra/core 1.10 and 1.71.
 */
import { writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EquivalenceWorkspace } from '../transforms/support/equivalence';

// The native tool and the adapted one, with the same id and schemas: each must be assignable to the other,
// and a caller that passes the input and reads the output type-checks on both.
const PROBE = `import { createTool } from '@mastra/core/tools';
import { z } from 'zod';
import { standardTool, toMastra } from './std-tool';

const inputSchema = z.object({ path: z.string() });
const outputSchema = z.object({ path: z.string(), content: z.string() });

export const nativeTool = createTool({
  id: 'read-file',
  description: 'Reads a file',
  inputSchema,
  outputSchema,
  execute: async ({ path }) => ({ path, content: '' }),
});

export const adaptedTool = toMastra(
  standardTool({
    name: 'read-file',
    description: 'Reads a file',
    inputSchema,
    outputSchema,
    execute: async ({ path }) => ({ path, content: '' }),
  }),
);

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ExecuteOf<T> = T extends { execute?: infer Execute extends (...args: any[]) => unknown } ? Execute : never;
type InputOf<T> = Parameters<ExecuteOf<T>>[0];
type OutputOf<T> = Awaited<ReturnType<ExecuteOf<T>>>;

export const sameInput: Same<InputOf<typeof nativeTool>, InputOf<typeof adaptedTool>> = true;
export const sameOutput: Same<OutputOf<typeof nativeTool>, OutputOf<typeof adaptedTool>> = true;
export const input: InputOf<typeof adaptedTool> = { path: 'a' };
`;

/** The module rendered for this core and the probe, type-checked with `@mastra/core/tools` resolved to its alias. */
function checkAgainst(alias: string, version: string): { status: number | null; output: string } {
  const workspace = new EquivalenceWorkspace(`mastra-tool-type-${alias}`);
  try {
    workspace.writeAdapterModule({ frameworks: ['mastra'], packages: { '@mastra/core': version, zod: '4.6.7' } });
    writeFileSync(path.join(workspace.directory, 'probe.ts'), PROBE);
    return workspace.typeCheck({ '@mastra/core/tools': [`node_modules/${alias}/dist/tools/index.d.ts`] });
  } finally {
    workspace.dispose();
  }
}

describe("toMastra's tool type", () => {
  it('is the native tool type on @mastra/core 1.10 (value type arguments)', () => {
    const { status, output } = checkAgainst('mastra-v1-10', '1.10.0');
    expect(output).toBe('');
    expect(status).toBe(0);
  });

  it('is the native tool type on @mastra/core 1.71 (schema type arguments)', () => {
    const { status, output } = checkAgainst('mastra-v1', '1.71.0');
    expect(output).toBe('');
    expect(status).toBe(0);
  });
});
