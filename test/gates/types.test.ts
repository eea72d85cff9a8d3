/**
 * Issue 16's type-equality tests: for each framework, a native tool module and its migrated form
 * (the built CLI run on a copy of the same source) must give the framework the same types: the
 * tool's input, output and context, each compared exactly (no `any` for a concrete type) and by
 * mutual assignability. Includes an AI SDK `async *execute` generator tool (its output is the
 * yielded value, not an AsyncGenerator) and a Mastra 1.x tool with an output schema (its types
 * must not be erased). Each failure names the tool and aspect and prints both types.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { binPath, git, makeTempDir, removeTempDirs, requireBuiltCli } from '../cli/support/temp-project';
import { failureMessage, linkNodeModules, runTool, writeFiles, type ToolRun } from './support/gate-project';
import {
  aspectMessage,
  checkAspects,
  checkSource,
  declarationOf,
  type Aspect,
  type AspectResult,
} from './support/type-equality';

interface Case {
  framework: string;
  /** node_modules names pointed at another installed package (a major kept under an alias). */
  overrides?: Record<string, string>;
  dependencies: Record<string, string>;
  /** Added to TSCONFIG's: `preserveSymlinks` where an aliased major must see the project's zod, not ours. */
  compilerOptions?: Record<string, unknown>;
  native: string;
  /** Type helpers for the aspects, written into check.ts. */
  helpers?: string;
  aspects: Aspect[];
  /**
   * Files written by hand against the adapter module (`toAiSdkTools`, which the CLI never writes), migrated along with
   * the copy so that the module keeps what they import; check.ts reads them as `R` (records.ts).
   */
  handWritten?: Record<string, string>;
  /** Aspects whose migrated type is not yet the native one (issue 35): expected to fail until it is. */
  knownGaps?: string[];
}

/**
 * The whole type of each export: what the adapter call returns is exactly what the native call returned (schema,
 * output, the literal name); for MCP, the SDK's `RegisteredTool` (its handle to enable, update or remove the tool).
 */
const wholeTypes = (...exported: string[]): Aspect[] =>
  exported.map((name) => ({ label: `${name} type`, native: `typeof N.${name}`, migrated: `typeof M.${name}` }));

/** input, output and context aspects of one exported tool, from the framework's own helper types. */
const aspectsOf = (exported: string, input: string, output: string, context: string): Aspect[] =>
  (
    [
      ['input', input],
      ['output', output],
      ['context', context],
    ] as const
  ).map(([aspect, expression]) => ({
    label: `${exported} ${aspect}`,
    native: expression.replaceAll('#', `typeof N.${exported}`),
    migrated: expression.replaceAll('#', `typeof M.${exported}`),
  }));

const AI_SDK_NATIVE = `import { jsonSchema, tool } from 'ai';
import { z } from 'zod';

export const weatherTool = tool({
  description: 'Current weather in a city',
  inputSchema: z.object({ city: z.string(), unit: z.enum(['c', 'f']).optional() }),
  outputSchema: z.object({ city: z.string(), degrees: z.number() }),
  execute: async ({ city, unit }, { toolCallId }) => ({ city: city + toolCallId, degrees: unit === 'f' ? 68 : 20 }),
});

export const countdownTool = tool({
  description: 'Counts down from a number',
  inputSchema: z.object({ from: z.number().int() }),
  async *execute({ from }) {
    for (let current = from; current > 0; current--) yield { remaining: current };
    yield { remaining: 0, done: true as const };
  },
});

export const progressTool = tool({
  description: 'Reports progress, with an output schema for what it yields',
  inputSchema: z.object({ steps: z.number().int() }),
  outputSchema: z.object({ step: z.number(), done: z.boolean() }),
  async *execute({ steps }) {
    for (let step = 1; step <= steps; step++) yield { step, done: step === steps };
  },
});

// A \`jsonSchema<T>()\` input becomes \`fromJsonSchema<T>()\`: \`T\` types the standard tool's input.
export interface RecordQuery {
  id: string;
  deep?: boolean;
}

export const recordTool = tool({
  description: 'Look a record up by id',
  inputSchema: jsonSchema<RecordQuery>({ type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }),
  execute: async ({ id, deep }) => ({ id, deep: deep ?? false }),
});
`;

// v7's per-tool context: `contextSchema` types execute's `context` and what `generateText` asks as `toolsContext`.
const AI_SDK_V7_CONTEXT_NATIVE = `import { tool } from 'ai';
import { z } from 'zod';

export const lookupTool = tool({
  description: 'Look an order up for the signed-in user',
  inputSchema: z.object({ orderId: z.string() }),
  contextSchema: z.object({ userId: z.string(), region: z.enum(['eu', 'us']).optional() }),
  execute: async ({ orderId }, { context }) => \`\${orderId} for \${context.userId}\`,
});
`;

// v4's tool: \`parameters\`, typed by the zod 3 schema itself (\`Tool<ZodObject<...>, RESULT>\`), or by the
// \`Schema<T>\` that \`jsonSchema<T>()\` returns.
const AI_SDK_V4_NATIVE = `import { jsonSchema, tool } from 'ai';
import { z } from 'zod';

export const weatherTool = tool({
  description: 'Current weather in a city',
  parameters: z.object({ city: z.string(), unit: z.enum(['c', 'f']).optional() }),
  execute: async ({ city, unit }, { toolCallId }) => ({ city: city + toolCallId, degrees: unit === 'f' ? 68 : 20 }),
});

export const timeTool = tool({
  description: 'Local time in a city',
  parameters: z.object({ city: z.string().default('Paris') }),
  execute: async ({ city }) => \`12:00 in \${city}\`,
});

export interface RecordQuery {
  id: string;
  deep?: boolean;
}

export const recordTool = tool({
  description: 'Look a record up by id',
  parameters: jsonSchema<RecordQuery>({ type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }),
  execute: async ({ id, deep }) => ({ id, deep: deep ?? false }),
});
`;

const RECORD_JSON_SCHEMA = `jsonSchema<RecordQuery>({ type: 'object', properties: { id: { type: 'string' } }, required: ['id'] })`;

/**
 * A `tools` record built by hand with `toAiSdkTools` from the migrated standard tools (keys: their names), and the
 * record of the native tools it replaces. v4's `jsonSchema<T>()` stays with the AI SDK: it goes in the options under
 * `parameters`; from v5 the standard tool holds it (`fromJsonSchema<T>()`).
 */
const toolsRecord = (names: readonly string[], schemaKey?: 'parameters') => ({
  handWritten: {
    'src/records.ts': `${schemaKey ? "import { jsonSchema } from 'ai';\n" : ''}import { toAiSdkTools } from './std-tool';
import { ${names.join(', ')}${schemaKey ? ', type RecordQuery' : ''} } from './migrated';

export const tools = toAiSdkTools([${names.join(', ')}]${schemaKey ? `, { record: { ${schemaKey}: ${RECORD_JSON_SCHEMA} } }` : ''});
`,
  },
  aspect: {
    label: 'toAiSdkTools record',
    native: `{ ${names.map((name) => `${name}: typeof N.${name}Tool`).join('; ')} }`,
    migrated: 'typeof R.tools',
  },
});

const AI_SDK_V4_HELPERS = `type AiExecute<X> = X extends { execute?: infer E } ? NonNullable<E> : never;
type AiInput<X> = AiExecute<X> extends (input: infer I, ...rest: any[]) => any ? I : never;
type AiOutput<X> = AiExecute<X> extends (...args: any[]) => infer R ? Awaited<R> : never;
type AiContext<X> = AiExecute<X> extends (input: any, options: infer O) => any ? O : never;
import type * as R from './records.js';`;

// Types read through the framework's own helpers; in the aspects, # stands for the tool's type.
const AI_SDK_HELPERS = `import type { InferToolInput, InferToolOutput } from 'ai';
import type * as R from './records.js';
type AiContext<X> = X extends { execute?: infer E } ? (E extends (input: any, options: infer O) => any ? O : never) : never;`;

const AI_SDK_V7_CONTEXT_HELPERS = `import type { generateText, ToolSet } from 'ai';
${AI_SDK_HELPERS}
type AiToolsContext<X extends ToolSet[string]> = NonNullable<Parameters<typeof generateText<{ lookup: X }>>[0]['toolsContext']>;`;

const MASTRA_V1_NATIVE = `import { createTool } from '@mastra/core/tools';
import { z } from 'zod';

export const forecastTool = createTool({
  id: 'get-forecast',
  description: 'Forecast for a city',
  inputSchema: z.object({ city: z.string(), days: z.number().int().default(3) }),
  outputSchema: z.object({ city: z.string(), highs: z.array(z.number()) }),
  execute: async (input, context) => ({ city: input.city + (context?.agent?.toolCallId ?? ''), highs: [input.days] }),
  // Hooks the front end moves to the adapter options: typed by the schemas there too (issue 33).
  onInputAvailable: ({ input, toolCallId }) => console.log(input.city, toolCallId),
  onOutput: ({ output, toolName }) => console.log(output.highs, toolName),
  toModelOutput: (output) => ({ type: 'text', value: output.city }),
});
`;

const MASTRA_HELPERS = `type MastraInput<X> = X extends { execute?: infer E } ? (E extends (input: infer I, ...rest: any[]) => any ? I : never) : never;
type MastraOutput<X> = X extends { execute?: infer E } ? (E extends (...args: any[]) => infer R ? Awaited<R> : never) : never;
type MastraContext<X> = X extends { execute?: infer E } ? (E extends (input: any, context: infer C) => any ? C : never) : never;`;

const MASTRA_V0_NATIVE = `import { createTool } from '@mastra/core/tools';
import { z } from 'zod';

export const forecastTool = createTool({
  id: 'get-forecast',
  description: 'Forecast for a city',
  inputSchema: z.object({ city: z.string() }),
  outputSchema: z.object({ city: z.string(), highs: z.array(z.number()) }),
  execute: async ({ context }) => ({ city: context.city, highs: [20] }),
});

// Without an output schema, createTool returns the plain \`Tool\` (not its intersection with the schemas and execute).
export const plainTool = createTool({
  id: 'plain',
  description: 'Echoes the city',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ context }) => context.city,
});
`;

// 0.x's execute takes one object: the validated input as its \`context\` field, the rest beside it.
// Its type is keyed on the zod schema's type, which a standard tool does not carry (it carries the
// value types), so input and context are compared field by field rather than as one instantiation.
const MASTRA_V0_HELPERS = `type MastraV0Input<X> = MastraInput<X> extends { context: infer I } ? I : never;
type MastraV0Context<X> = [Omit<MastraInput<X>, 'context'>, MastraContext<X>];`;

// A list of tools of different schemas: one found by name must stay callable (a union of loosely typed tools is not).
// Its second tool annotates the runtime LangChain passes (ToolRuntime), as tools in the wild do.
const LANGCHAIN_NATIVE = `import { tool, type ToolRuntime } from '@langchain/core/tools';
import { z } from 'zod';

export const weatherTool = tool(async ({ city }, config) => \`Sunny in \${city} \${config?.runName ?? ''}\`, {
  name: 'get_weather',
  description: 'Current weather in a city',
  schema: z.object({ city: z.string(), unit: z.enum(['C', 'F']).optional() }),
});

export const lsTool = tool(async ({ path, depth }, runtime: ToolRuntime) => [path, depth, runtime.toolCallId], {
  name: 'ls',
  description: 'Lists a folder',
  schema: z.object({ path: z.string(), depth: z.number().int().default(1) }),
});

export const tools = [weatherTool, lsTool];
export const listed = async () => tools.find((found) => found.name === 'ls')!.invoke({ path: '.' });

// A tool a factory returns (deepagentsjs): migrated inline, \`toLangChain({ ..., execute })\`, its input typed by the schema.
export function makeGrep(root: string) {
  return tool(async (input, runtime: ToolRuntime) => [root, input.pattern, runtime.toolCallId], {
    name: 'grep',
    description: 'Searches files',
    schema: z.object({ pattern: z.string() }),
  });
}
`;

const LANGCHAIN_HELPERS = `type LcInput<X> = X extends { invoke(input: infer I, ...rest: any[]): any } ? I : never;
type LcOutput<X> = X extends { invoke(...args: any[]): infer R } ? Awaited<R> : never;
type LcContext<X> = X extends { invoke(input: any, config?: infer C): any } ? C : never;`;

const GENKIT_NATIVE = `import { genkit, z } from 'genkit';

export const ai = genkit({});

export const weatherTool = ai.defineTool(
  {
    name: 'getWeather',
    description: 'Current weather in a city',
    inputSchema: z.object({ city: z.string() }),
    outputSchema: z.object({ city: z.string(), degrees: z.number() }),
  },
  async ({ city }) => ({ city, degrees: 20 }),
);

// Without an output schema, Genkit types the output as any schema's (ZodTypeAny), the result as any.
export const timeTool = ai.defineTool(
  { name: 'getTime', description: 'Local time in a city', inputSchema: z.object({ city: z.string() }) },
  async ({ city }) => \`12:00 in \${city}\`,
);
`;

const MCP_V1_NATIVE = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

export const server = new McpServer({ name: 'weather', version: '1.0.0' });

export const weatherRegistration = server.registerTool(
  'get_weather',
  { description: 'Current weather in a city', inputSchema: { city: z.string() } },
  async ({ city }, extra) => ({ content: [{ type: 'text', text: \`Sunny in \${city} \${extra.requestId}\` }] }),
);

export const echoRegistration = server.tool('echo', 'Echoes the text', { text: z.string() }, async ({ text }) => ({
  content: [{ type: 'text', text }],
}));
`;

const MCP_V2_NATIVE = `import { McpServer } from '@modelcontextprotocol/server';
import { z } from 'zod';

export const server = new McpServer({ name: 'weather', version: '1.0.0' });

export const weatherRegistration = server.registerTool(
  'get_weather',
  { description: 'Current weather in a city', inputSchema: z.object({ city: z.string() }) },
  async ({ city }) => ({ content: [{ type: 'text', text: \`Sunny in \${city}\` }] }),
);
`;

const CALLABLE_HELPERS = `type CallInput<X> = X extends (input: infer I, ...rest: any[]) => any ? I : never;
type CallOutput<X> = X extends (...args: any[]) => infer R ? Awaited<R> : never;
type CallContext<X> = X extends (input: any, options?: infer O) => any ? O : never;`;

// A `jsonSchema<T>()` input: `T` types the standard tool's input (v4: the schema stays with the AI SDK).
const RECORD_STANDARD_INPUT: Aspect = {
  label: 'record standard input',
  native: 'N.RecordQuery',
  migrated: "Parameters<typeof M.record['execute']>[0]",
};
const AI_SDK_RECORD = toolsRecord(['weather', 'countdown', 'progress', 'record']);
const AI_SDK_V4_RECORD = toolsRecord(['weather', 'time', 'record'], 'parameters');

// v5 to v7 on the same tools: each tool's input, output and context, its whole type, the standard input T, and the
// record `toAiSdkTools` makes of them.
const AI_SDK_ASPECTS: Aspect[] = [
  ...['weatherTool', 'countdownTool', 'progressTool', 'recordTool'].flatMap((name) =>
    aspectsOf(name, 'InferToolInput<#>', 'InferToolOutput<#>', 'AiContext<#>'),
  ),
  ...wholeTypes('weatherTool', 'countdownTool', 'progressTool', 'recordTool'),
  RECORD_STANDARD_INPUT,
  AI_SDK_RECORD.aspect,
];

/** AI SDK 5 to 7 (5 and 7 through their npm aliases): the same native module and aspects on each major. */
const aiSdkMajor = (major: 5 | 6 | 7): Case => ({
  framework: `ai-sdk (v${major})`,
  ...(major !== 6 && { overrides: { ai: `ai-v${major}` } }),
  dependencies: { ai: `^${major}.0.0`, zod: '^4.2.0' },
  native: AI_SDK_NATIVE,
  helpers: AI_SDK_HELPERS,
  aspects: AI_SDK_ASPECTS,
  handWritten: AI_SDK_RECORD.handWritten,
});

const LANGCHAIN_ASPECTS: Aspect[] = [
  ...aspectsOf('weatherTool', 'LcInput<#>', 'LcOutput<#>', 'LcContext<#>'),
  // Agents key their typed tool calls by the literal name (langchain's ToolsToMessageToolSet).
  { label: 'weatherTool name', native: "typeof N.weatherTool['name']", migrated: "typeof M.weatherTool['name']" },
  ...wholeTypes('weatherTool', 'lsTool', 'tools', 'listed'),
  { label: 'makeGrep tool type', native: 'ReturnType<typeof N.makeGrep>', migrated: 'ReturnType<typeof M.makeGrep>' },
];

const CASES: Case[] = [
  {
    framework: 'ai-sdk (v4)',
    overrides: { ai: 'ai-v4', zod: 'zod3' },
    dependencies: { ai: '^4.0.0', zod: '^3.25.0' },
    compilerOptions: { preserveSymlinks: true },
    native: AI_SDK_V4_NATIVE,
    helpers: AI_SDK_V4_HELPERS,
    aspects: [
      ...['weatherTool', 'timeTool', 'recordTool'].flatMap((name) =>
        aspectsOf(name, 'AiInput<#>', 'AiOutput<#>', 'AiContext<#>'),
      ),
      ...wholeTypes('weatherTool', 'timeTool', 'recordTool'),
      RECORD_STANDARD_INPUT,
      AI_SDK_V4_RECORD.aspect,
    ],
    handWritten: AI_SDK_V4_RECORD.handWritten,
  },
  aiSdkMajor(5),
  aiSdkMajor(6),
  aiSdkMajor(7),
  {
    framework: 'ai-sdk (v7, tool context)',
    overrides: { ai: 'ai-v7' },
    dependencies: { ai: '^7.0.0', zod: '^4.2.0' },
    native: AI_SDK_V7_CONTEXT_NATIVE,
    helpers: AI_SDK_V7_CONTEXT_HELPERS,
    aspects: [
      // The context itself: execute's options are the same members, though as `Omit<...> & { context }`.
      ...aspectsOf('lookupTool', 'InferToolInput<#>', 'InferToolOutput<#>', "AiContext<#>['context']"),
      ...wholeTypes('lookupTool'),
      {
        label: 'lookupTool toolsContext',
        native: 'AiToolsContext<typeof N.lookupTool>',
        migrated: 'AiToolsContext<typeof M.lookupTool>',
      },
      // The context schema given to `toAiSdkTools` in the tool's options types its context there too.
      { label: 'toAiSdkTools record', native: '{ lookup: typeof N.lookupTool }', migrated: 'typeof R.tools' },
    ],
    handWritten: {
      'src/records.ts': `import { z } from 'zod';
import { toAiSdkTools } from './std-tool';
import { lookup } from './migrated';

export const tools = toAiSdkTools([lookup], {
  lookup: { contextSchema: z.object({ userId: z.string(), region: z.enum(['eu', 'us']).optional() }) },
});
`,
    },
  },
  {
    framework: 'mastra (1.x)',
    overrides: { '@mastra/core': 'mastra-v1' },
    dependencies: { '@mastra/core': '^1.0.0', zod: '^4.2.0' },
    native: MASTRA_V1_NATIVE,
    helpers: MASTRA_HELPERS,
    aspects: [
      ...aspectsOf('forecastTool', 'MastraInput<#>', 'MastraOutput<#>', 'MastraContext<#>'),
      { label: 'forecastTool id', native: "typeof N.forecastTool['id']", migrated: "typeof M.forecastTool['id']" },
      ...['onInputAvailable', 'onOutput', 'toModelOutput'].map((hook) => ({
        label: `forecastTool ${hook} parameter`,
        native: `Parameters<NonNullable<typeof N.forecastTool['${hook}']>>[0]`,
        migrated: `Parameters<NonNullable<typeof M.forecastTool['${hook}']>>[0]`,
      })),
      ...wholeTypes('forecastTool'),
    ],
  },
  {
    framework: 'mastra (0.x)',
    dependencies: { '@mastra/core': '^0.24.0', zod: '^4.2.0' },
    native: MASTRA_V0_NATIVE,
    helpers: `${MASTRA_HELPERS}\n${MASTRA_V0_HELPERS}`,
    aspects: [
      ...aspectsOf('forecastTool', 'MastraV0Input<#>', 'MastraOutput<#>', 'MastraV0Context<#>'),
      ...wholeTypes('forecastTool', 'plainTool'),
    ],
  },
  {
    framework: 'langchain',
    dependencies: { '@langchain/core': '^1.0.0', zod: '^4.2.0' },
    native: LANGCHAIN_NATIVE,
    helpers: LANGCHAIN_HELPERS,
    aspects: LANGCHAIN_ASPECTS,
  },
  {
    // The same tools on zod 3 (which \`@langchain/core\` 1.x takes too): the schema's type and the name stay as well.
    framework: 'langchain (zod 3)',
    overrides: { zod: 'zod3' },
    dependencies: { '@langchain/core': '^1.0.0', zod: '^3.25.0' },
    compilerOptions: { preserveSymlinks: true },
    native: LANGCHAIN_NATIVE,
    helpers: LANGCHAIN_HELPERS,
    aspects: LANGCHAIN_ASPECTS,
  },
  {
    framework: 'genkit',
    dependencies: { genkit: '^1.20.0' },
    native: GENKIT_NATIVE,
    helpers: CALLABLE_HELPERS,
    aspects: [
      ...aspectsOf('weatherTool', 'CallInput<#>', 'CallOutput<#>', 'CallContext<#>'),
      ...wholeTypes('weatherTool', 'timeTool'),
    ],
  },
  {
    framework: 'mcp-sdk (1.x)',
    dependencies: { '@modelcontextprotocol/sdk': '^1.0.0', zod: '^4.2.0' },
    native: MCP_V1_NATIVE,
    aspects: wholeTypes('server', 'weatherRegistration', 'echoRegistration'),
  },
  {
    framework: 'mcp-sdk (2.x)',
    dependencies: { '@modelcontextprotocol/server': '^2.0.0', zod: '^4.2.0' },
    native: MCP_V2_NATIVE,
    aspects: wholeTypes('server', 'weatherRegistration'),
  },
];

// What a generator tool must produce, written as a fixed expectation (not only "same as native").
const GENERATOR_OUTPUT = '{ remaining: number; done?: undefined; } | { remaining: number; done: true; }';

// Plain strict mode and bundler resolution: the strict flags and NodeNext's import extensions are
// the gate matrix's business; these compare types only.
const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2023'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    types: ['node'],
  },
  include: ['src'],
};

interface Prepared {
  dir: string;
  migration: ToolRun;
  migratedText: string;
  results: AspectResult[];
  other: string[];
}

function prepare(testCase: Case): Prepared {
  const dir = makeTempDir(`types-${testCase.framework.replace(/\W+/g, '-')}`);
  writeFiles(dir, {
    'package.json': `${JSON.stringify({ name: 'types-check', private: true, type: 'module', dependencies: testCase.dependencies }, null, 2)}\n`,
    'tsconfig.json': `${JSON.stringify({ ...TSCONFIG, compilerOptions: { ...TSCONFIG.compilerOptions, ...testCase.compilerOptions } }, null, 2)}\n`,
    'src/native.ts': testCase.native,
    'src/migrated.ts': testCase.native,
    'src/check.ts': checkSource(testCase.aspects, testCase.helpers),
    '.gitignore': 'node_modules/\n',
    ...testCase.handWritten,
  });
  linkNodeModules(dir, testCase.overrides);
  git(dir, 'init', '--quiet');
  git(dir, 'add', '-A');
  git(dir, 'commit', '--quiet', '-m', 'native');
  // Only the copy is migrated: native.ts stays as the framework wrote it.
  const paths = ['src/migrated.ts', ...Object.keys(testCase.handWritten ?? {})];
  const migration = runTool('std-tool-migrate', process.execPath, [binPath, ...paths, '--yes'], dir);
  const migratedText = readFileSync(path.join(dir, 'src', 'migrated.ts'), 'utf8');
  return { dir, migration, migratedText, ...checkAspects(dir, testCase.aspects) };
}

afterAll(removeTempDirs);

describe.each(CASES)('$framework: native and migrated tools have the same types', (testCase) => {
  let prepared: Prepared;

  beforeAll(() => {
    requireBuiltCli();
    prepared = prepare(testCase);
  }, 300_000);

  it('is migrated (the copy now uses the adapter module) and both modules compile', () => {
    expect(prepared.migration.code, failureMessage(prepared.migration)).toBe(0);
    expect(prepared.migratedText, `the migrated copy is unchanged:\n${prepared.migration.output}`).not.toBe(
      testCase.native,
    );
    expect(prepared.migratedText).toMatch(/from '\.\/std-tool(\.js)?'/);
    expect(prepared.other, `errors outside the per-tool checks:\n${prepared.other.join('\n')}`).toEqual([]);
  });

  const sameType = (label: string) => {
    const result = prepared.results.find((entry) => entry.label === label)!;
    expect(prepared.migratedText, 'nothing to compare: the copy was not migrated').not.toBe(testCase.native);
    expect(result.errors, aspectMessage(testCase.framework, result)).toEqual([]);
  };
  const gaps = testCase.knownGaps ?? [];
  it.each(testCase.aspects.map((aspect) => aspect.label).filter((label) => !gaps.includes(label)))('%s', sameType);
  // Not yet the native type: fails while the gap is there, and tells when it is closed.
  if (gaps.length > 0) it.fails.each(gaps)('%s (known gap, issue 35)', sameType);

  if (['ai-sdk (v5)', 'ai-sdk (v6)', 'ai-sdk (v7)'].includes(testCase.framework)) {
    it('types the generator tool by its yielded value, natively and migrated', () => {
      const output = prepared.results.find((entry) => entry.label === 'countdownTool output')!;
      expect(output.nativeType, 'the native generator tool (a check of this test itself)').toBe(GENERATOR_OUTPUT);
      expect(output.migratedType, aspectMessage(testCase.framework, output)).toBe(GENERATOR_OUTPUT);
    });
  }

  // What a library publishes: its tools' names stay literals (agents and typed tool calls key on them).
  if (testCase.framework.startsWith('langchain')) {
    it('keeps the literal names in the emitted declaration file', () => {
      const declaration = declarationOf(prepared.dir, 'src/migrated.ts');
      expect(declaration).toMatch(/DynamicStructuredTool<z\.ZodObject<[\s\S]*"get_weather">;/);
      expect(declaration).toMatch(/DynamicStructuredTool<z\.ZodObject<[\s\S]*"ls">;/);
    });
  }

  // Mastra 0.x types its own output loosely; the erased-types regression is 1.x's.
  if (testCase.framework === 'mastra (1.x)') {
    it('keeps the output schema type (not any, not unknown)', () => {
      const output = prepared.results.find((entry) => entry.label === 'forecastTool output')!;
      expect(output.nativeType, 'the native Mastra tool (a check of this test itself)').toMatch(/highs: number\[\]/);
      expect(output.migratedType, aspectMessage(testCase.framework, output)).toMatch(/highs: number\[\]/);
    });
  }
});
