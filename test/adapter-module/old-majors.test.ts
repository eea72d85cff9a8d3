/**
 * The adapter module on older versions its adapters serve, which the gate matrix and the type tests
 * (current majors) never install: @langchain/core 0.1 and 0.2 (tool classes typed by their schema alone, no
 * `ToolRunnableConfig` nor `ToolSchemaBase`; before 0.2.7 no `tool()`), 0.3 (no `ToolRuntime`, `ToolWrapperParams` not
 * exported), 1.1 (no tool-event type parameter) and @mastra/core 0.10 (no
 * `MastraToolInvocationOptions`; schemas constrained to zod's `ZodType`). Rendered for those versions,
 * it and a migrated tool (the reproductions of shai-mann/data-gov-agent, KarakuriAgent/karakuri-sql-agent,
 * langchain-ts-gms and bracesproul/langgraphjs-examples) must compile under plain `strict` and under the
 * gate matrix's strict flags, with the old package (and zod 3) under their real names; and the
 * migrated tool must give the framework the native tool's input, output and context types.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderAdapterModule } from '../../cli/adapter-module/render';
import type { FrameworkId } from '../../transforms/frameworks';
import { makeTempDir, removeTempDirs, repoRoot } from '../cli/support/temp-project';
import { linkNodeModules, writeFiles } from '../gates/support/gate-project';
import { typeCheckProject } from '../support/type-check';
import { aspectMessage, checkAspects, checkSource, type Aspect } from '../gates/support/type-equality';

interface OldMajor {
  id: string;
  framework: FrameworkId;
  packages: Record<string, string>;
  /** node_modules names pointed at the npm aliases that hold these versions. */
  overrides: Record<string, string>;
  /** The native tool, which must compile too (else the set-up, not the module, is wrong). */
  native: string;
  /** The CLI's migration of it. */
  migrated: string;
  /** Code that uses the tool as the project did (compiled with the rest). */
  usage?: string;
  /** Type helpers for the aspects (# stands for the tool's type), as in test/gates/types.test.ts. */
  helpers: string;
  aspects: Aspect[];
}

const aspectsOf = (tool: string, expressions: Record<string, string>): Aspect[] =>
  Object.entries(expressions).map(([aspect, expression]) => ({
    label: `${tool} ${aspect}`,
    native: expression.replaceAll('#', `typeof N.${tool}`),
    migrated: expression.replaceAll('#', `typeof M.${tool}`),
  }));

/** A LangChain tool and its migration, for each core version. */
const LANGCHAIN_ADD = {
  native: `import { tool } from '@langchain/core/tools';
import { z } from 'zod';

export const add = tool(async ({ a, b }) => a + b, {
  name: 'add',
  description: 'Add two numbers',
  schema: z.object({ a: z.number(), b: z.number() }),
});
`,
  migrated: `import { z } from 'zod';
import { standardTool, toLangChain } from './std-tool.js';

export const addDefinition = standardTool({
  name: 'add',
  description: 'Add two numbers',
  inputSchema: z.object({ a: z.number(), b: z.number() }),
  execute: async ({ a, b }) => a + b,
});
export const add = toLangChain(addDefinition);
`,
};

/** The same tool as a core before `tool()` made it (its functions return strings), and its migration. */
const LANGCHAIN_CLASS_ADD = {
  native: `import { DynamicStructuredTool } from '@langchain/core/tools';
import { z } from 'zod';

export const add = new DynamicStructuredTool({
  name: 'add',
  description: 'Add two numbers',
  schema: z.object({ a: z.number(), b: z.number() }),
  func: async ({ a, b }) => String(a + b),
});
`,
  migrated: `import { z } from 'zod';
import { standardTool, toLangChain } from './std-tool.js';

export const addDefinition = standardTool({
  name: 'add',
  description: 'Add two numbers',
  inputSchema: z.object({ a: z.number(), b: z.number() }),
  execute: async ({ a, b }) => String(a + b),
});
export const add = toLangChain(addDefinition);
`,
};

const LANGCHAIN_HELPERS = `type LcInput<X> = X extends { invoke(input: infer I, ...rest: any[]): any } ? I : never;
type LcOutput<X> = X extends { invoke(...args: any[]): infer R } ? Awaited<R> : never;
type LcContext<X> = X extends { invoke(input: any, config?: infer C): any } ? C : never;`;

const OLD_MAJORS: OldMajor[] = [
  {
    id: '@langchain/core 0.3.78, zod 3',
    framework: 'langchain',
    packages: { '@langchain/core': '0.3.78', zod: '3.25.76' },
    overrides: { '@langchain/core': 'langchain-core-v03', zod: 'zod3' },
    ...LANGCHAIN_ADD,
    helpers: LANGCHAIN_HELPERS,
    // Not the name: 0.3 types a native tool's name as string, the adapter keeps the literal.
    aspects: aspectsOf('add', { input: 'LcInput<#>', output: 'LcOutput<#>', context: 'LcContext<#>' }),
  },
  // ba144220/email-drafter is locked at 0.3.51: three type parameters, an untyped DynamicTool (0.3.44 to 0.3.53);
  // before 0.3.44 the schema alone types the tool, as in 0.2.
  ...(
    [
      ['0.3.51', 'langchain-core-v0351'],
      ['0.3.30', 'langchain-core-v0330'],
    ] as const
  ).map(([version, alias]): OldMajor => ({
    id: `@langchain/core ${version}, zod 3`,
    framework: 'langchain',
    packages: { '@langchain/core': version, zod: '3.25.76' },
    overrides: { '@langchain/core': alias, zod: 'zod3' },
    ...LANGCHAIN_ADD,
    helpers: LANGCHAIN_HELPERS,
    aspects: aspectsOf('add', { input: 'LcInput<#>', output: 'LcOutput<#>', context: 'LcContext<#>' }),
  })),
  // Cores before `tool()` (FungiAgent/FungiAgent is locked at 0.2.6): the module makes the tool classes their code
  // made, whose functions return strings. bracesproul/langgraphjs-examples (0.2.36), and the oldest 0.2 with a
  // `tool()` the adapter serves: no ToolRunnableConfig nor ToolSchemaBase, tool classes typed by their schema alone.
  ...(
    [
      ['0.2.6', 'langchain-core-v0206', LANGCHAIN_CLASS_ADD, 'string'],
      ['0.1.29', 'langchain-core-v0129', LANGCHAIN_CLASS_ADD, 'string'],
      ['0.2.36', 'langchain-core-v02', LANGCHAIN_ADD, 'unknown'],
      ['0.2.20', 'langchain-core-v0220', LANGCHAIN_ADD, 'unknown'],
    ] as const
  ).map(([version, alias, tool, result]): OldMajor => ({
    id: `@langchain/core ${version}, zod 3`,
    framework: 'langchain',
    packages: { '@langchain/core': version, zod: '3.25.76' },
    overrides: { '@langchain/core': alias, zod: 'zod3' },
    ...tool,
    usage: `import { add } from './migrated.js';

export const sum: Promise<${result}> = add.invoke({ a: 1, b: 2 });
`,
    helpers: LANGCHAIN_HELPERS,
    aspects: aspectsOf('add', { input: 'LcInput<#>', output: 'LcOutput<#>', context: 'LcContext<#>' }),
  })),
  {
    // The peers check's langchain-ts-gms: 1.1's DynamicStructuredTool has no tool-event type parameter.
    id: '@langchain/core 1.1.27, zod 4',
    framework: 'langchain',
    packages: { '@langchain/core': '1.1.27', zod: '4.6.7' },
    overrides: { '@langchain/core': 'langchain-core-v1-1' },
    ...LANGCHAIN_ADD,
    usage: `import { add } from './migrated.js';

export const sum: Promise<number> = add.invoke({ a: 1, b: 2 });
`,
    helpers: `${LANGCHAIN_HELPERS}
type LcName<X> = X extends { name: infer N } ? N : never;`,
    aspects: aspectsOf('add', {
      input: 'LcInput<#>',
      output: 'LcOutput<#>',
      context: 'LcContext<#>',
      name: 'LcName<#>',
      whole: '#',
    }),
  },
  {
    id: '@mastra/core 0.10.6, zod 3',
    framework: 'mastra',
    packages: { '@mastra/core': '0.10.6', zod: '3.25.76' },
    overrides: { '@mastra/core': 'mastra-v0-10', zod: 'zod3' },
    native: `import { createTool } from '@mastra/core/tools';
import { z } from 'zod';

export const echoTool = createTool({
  id: 'echo',
  description: 'Echo the message',
  inputSchema: z.object({ message: z.string() }),
  outputSchema: z.object({ echoed: z.string() }),
  execute: async ({ context }) => ({ echoed: context.message }),
});
`,
    migrated: `import { z } from 'zod';
import { standardTool, toMastra } from './std-tool.js';

export const echo = standardTool({
  name: 'echo',
  description: 'Echo the message',
  inputSchema: z.object({ message: z.string() }),
  outputSchema: z.object({ echoed: z.string() }),
  execute: async (context) => ({ echoed: context.message }),
});
export const echoTool = toMastra(echo);
`,
    // As karakuri-sql-agent's tests call its tool: one argument (0.10's native execute takes no options).
    usage: `import { RuntimeContext } from '@mastra/core/runtime-context';
import { echoTool } from './migrated.js';

export const echoed = echoTool.execute({ context: { message: 'hi' }, runtimeContext: new RuntimeContext() });
`,
    helpers: `type MastraInput<X> = X extends { execute?: infer E } ? (E extends (input: infer I, ...rest: any[]) => any ? I : never) : never;
type MastraOutput<X> = X extends { execute?: infer E } ? (E extends (...args: any[]) => infer R ? Awaited<R> : never) : never;`,
    // The context is execute's first argument but its `context` (the input); the options are left out:
    // 0.10 types a native tool's execute without them, the adapter's takes them as Mastra passes them.
    aspects: aspectsOf('echoTool', {
      input: "MastraInput<#>['context']",
      output: 'MastraOutput<#>',
      context: "Omit<MastraInput<#>, 'context'>",
    }),
  },
];

/** The repro projects' tsconfig (plain strict), and the gate matrix's (every strict flag, NodeNext). */
const PLAIN_STRICT = {
  compilerOptions: {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    strict: true,
    skipLibCheck: true,
    noEmit: true,
  },
  include: ['src'],
};
const GATE_STRICT = JSON.parse(
  readFileSync(path.join(repoRoot, 'test', 'gates', 'projects', 'tsconfig.strict.json'), 'utf8'),
) as object;

afterAll(removeTempDirs);

/** A project with the module rendered for the major, the native and migrated tools, and the major's packages. */
function setUp(major: OldMajor): string {
  const dir = makeTempDir(`old-major-${major.framework}`);
  const rendered = renderAdapterModule(
    { frameworks: [major.framework], packages: major.packages, style: 'ts' },
    '0.0.0',
  );
  const sources = ['src/std-tool.ts', 'src/native.ts', 'src/migrated.ts', ...(major.usage ? ['src/usage.ts'] : [])];
  writeFiles(dir, {
    'package.json': `${JSON.stringify({ name: 'old-major', private: true, type: 'module' })}\n`,
    // tsconfig.json (plain strict) is the one the type comparison reads: check.ts is compiled there only.
    'tsconfig.json': JSON.stringify(PLAIN_STRICT),
    'tsconfig.plain.json': JSON.stringify({ ...PLAIN_STRICT, include: undefined, files: sources }),
    'tsconfig.gate.json': JSON.stringify({ ...GATE_STRICT, include: undefined, files: sources }),
    'src/std-tool.ts': rendered.text,
    'src/native.ts': major.native,
    'src/migrated.ts': major.migrated,
    ...(major.usage && { 'src/usage.ts': major.usage }),
    'src/check.ts': checkSource(major.aspects, major.helpers),
  });
  linkNodeModules(dir, major.overrides);
  return dir;
}

describe.each(OLD_MAJORS)('$id', (major) => {
  let dir: string;
  beforeAll(() => {
    dir = setUp(major);
  });

  it.each(['plain', 'gate'])('the module and the migrated tool compile (tsconfig: %s strict)', (config) => {
    const run = typeCheckProject(path.join(dir, `tsconfig.${config}.json`));
    expect(run.status, `tsc -p tsconfig.${config}.json:\n${run.output}`).toBe(0);
  });

  it("the migrated tool has the native tool's types", () => {
    const { results, other } = checkAspects(dir, major.aspects);
    expect(other, `errors outside the per-tool checks:\n${other.join('\n')}`).toEqual([]);
    for (const result of results) expect(result.errors, aspectMessage(major.id, result)).toEqual([]);
  });
});
