/**
 * `npm run scaffold -- <id> [--package <npm name>] [--name <prose name>] [--function <export>] [--dry-run]`
 *
 * Writes what a new framework needs, in its own places: the descriptor and front end
 * (transforms/front-ends/<id>/), the jscodeshift wrapper, the adapter, its test, an
 * equivalence test, a fixture folder with one example pair, and a gates project; and adds
 * the framework's line to transforms/frameworks.ts and transforms/registry.ts. Everything
 * else (the CLI, the adapter-module planner, consolidate, contract, the gates matrix, the
 * README table) reads the descriptor. What the scaffold cannot know is marked `FILL IN`.
 * `--root <dir>` writes into another copy of the repository (the scaffold's own test).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { parseArgs } from 'node:util';

export interface ScaffoldOptions {
  id: string;
  /** The npm package whose export defines a tool (default: the id). */
  packageName: string;
  /** How prose names the framework (`OpenAI Agents`); its words make the adapter's name (`toOpenAIAgents`). */
  name: string;
  /** The package's export that defines a tool (`tool`). */
  definingExport: string;
}

export interface ScaffoldFile {
  path: string;
  text: string;
  /** Written new, or an existing file with one line added. */
  kind: 'new' | 'edit';
}

const words = (text: string) => text.split(/[^A-Za-z0-9]+/).filter(Boolean);
const pascal = (text: string) =>
  words(text)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join('');
const camel = (text: string) => {
  const joined = pascal(text);
  return joined[0]!.toLowerCase() + joined.slice(1);
};

/** Every file the scaffold writes or edits for `options`, relative to the repository's root. */
export function scaffoldFiles(root: string, options: ScaffoldOptions): ScaffoldFile[] {
  const { id, packageName, name, definingExport } = options;
  const frontEnd = `${camel(id)}FrontEnd`;
  const descriptor = `${camel(id)}Framework`;
  const adapter = `to${pascal(name)}`;
  const optionsType = `${pascal(name)}ToolOptions`;
  const fresh = (file: string, text: string): ScaffoldFile => ({ path: file, text, kind: 'new' });
  return [
    fresh(
      `transforms/front-ends/${id}/framework.ts`,
      `import type { FrameworkDescriptor } from '../../lib/framework';

export const ${descriptor} = {
  id: '${id}',
  title: '${name} (${packageName})',
  name: '${name}',
  // FILL IN: the majors the adapter serves, as the README's table says them.
  supported: '${name} (\`${packageName}\`)',
  // The calls the front end recognises, each as one of its \`recognises\` lines has it.
  shapes: ['${definingExport}()'],
  packages: ['${packageName}'],
  // One variant; when majors need different code, choose by \`majorOf(versions['${packageName}'])\`.
  adapterModule: () => '${id}',
  adapterExports: ['${adapter}'],
  toolSchemaKinds: [],
  // An \`adapters/${id}-other-schemas.ts\` for other schema libraries goes here (and in zod-schemas-only.ts).
  zodOnlyStandIns: [],
  // FILL IN: what the adapter adds to a zod-only module (render.test.ts prints the sizes with SHOW_ADAPTER_MODULE_SIZES=1).
  lineBudget: 150,
} as const satisfies FrameworkDescriptor<'${id}'>;
`,
    ),
    fresh(
      `transforms/front-ends/${id}/index.ts`,
      `/**
 * ${name} front end: \`${definingExport}({...})\` from '${packageName}' → a standard tool and
 * \`${adapter}(tool, options)\`. FILL IN: what it reads, and what it reports instead.
 *
 * Built on the front-end skeleton (CONTRIBUTING, "The front-end skeleton"): \`collectConfigDefinitions\`
 * finds the calls (\`collectDefinitionCalls\`), reports nested ones, reads each one's config literal
 * (\`oneConfigObject\`) and gives \`describe\` its \`manual\` reporter (\`manualReporter\`), which leaves a
 * definition as it is with its reason. Only \`describe\` is the framework's own.
 */
import type { ModuleMatcher } from '../../lib/bindings';
import { collectConfigDefinitions, type ConfigDefinition } from '../../lib/definition-calls';
import { analyseSite } from '../../lib/definition-site';
import { positionOf } from '../../lib/diagnostics';
import { bindsFrameworkExport } from '../../lib/file-index';
import type { FrontEnd, FrontEndContext } from '../../lib/front-end';
import type { AdapterOption, StandardProperty, ToolDescription } from '../../lib/ir';
import { standardBindingBase } from '../../lib/naming';
import { staticString } from '../../lib/static-name';
import { ${descriptor} } from './framework';

const matchesModule: ModuleMatcher = (specifier) => specifier === '${packageName}';
/** Every export whose call this front end looks at. */
const DEFINING_EXPORTS = new Set(['${definingExport}']);
/** FILL IN: the config keys that are the standard tool's own, by their standard key; every other key is an option. */
const STANDARD_KEYS = new Map([
  ['name', 'name'],
  ['description', 'description'],
  ['parameters', 'inputSchema'],
  ['execute', 'execute'],
]);

export const ${frontEnd}: FrontEnd = {
  framework: ${descriptor},
  textHints: ['${packageName}'],
  matchesModule,
  recognises: ["${definingExport}({...}) from '${packageName}' (named, aliased, namespace, require)"],
  mayDefine: (index) => bindsFrameworkExport(index, matchesModule, DEFINING_EXPORTS),
  definitionHints: [...DEFINING_EXPORTS],
  collect,
};

function collect(context: FrontEndContext): ToolDescription[] {
  return collectConfigDefinitions(context, matchesModule, DEFINING_EXPORTS, (definition) =>
    describe(context, definition),
  );
}

/**
 * FILL IN: read the call into a ToolDescription, or \`return manual(code, message?)\` why it stays as it
 * is. Keep it under 80 lines (test/architecture/front-end-function-size.test.ts): a longer one is split
 * into named steps. More shared pieces: CONTRIBUTING's table.
 */
function describe(context: FrontEndContext, definition: ConfigDefinition): ToolDescription | undefined {
  const { path, callee, manual, config, properties } = definition;
  const call = path.node;
  const nameProperty = properties.get('name');
  const name = nameProperty?.type === 'ObjectProperty' ? staticString(nameProperty.value) : undefined;
  if (!name) return manual('no-static-name', 'has no \`name\` written as a string');
  if (!properties.has('description')) return manual('no-description');
  if (!properties.has('execute')) return manual('no-execute');

  const standard: StandardProperty[] = [];
  const options: AdapterOption[] = [];
  for (const [key, property] of properties) {
    const standardKey = STANDARD_KEYS.get(key);
    if (standardKey === undefined) options.push({ node: property });
    else standard.push({ kind: 'original', node: property, ...(standardKey !== key && { rename: standardKey }) });
  }
  const site = analyseSite(path, context.filePath);
  return {
    framework: '${id}',
    name,
    nameSource: 'explicit',
    summary: {},
    preferredBinding: standardBindingBase(name),
    standardObject: { kind: 'reuse', object: config, properties: standard },
    placement: site.ok ? site.placement : { kind: 'inline', site: call },
    adapter: { importName: '${adapter}', leadingArguments: [], options },
    consumedReferences: [callee.referenceNode],
    tiedReasons: [],
    ...positionOf(call),
  };
}
`,
    ),
    fresh(
      `transforms/${id}.ts`,
      `/**
 * jscodeshift transform: ${name} \`${definingExport}()\` → standard tool + \`${adapter}()\`.
 *   jscodeshift -t node_modules/std-tool-migrate/dist/transforms/${id}.js src
 * Options: --adapterImport=<specifier> or --adapterPath=<file> (default ./std-tool.ts).
 */
import { ${frontEnd} } from './front-ends/${id}';
import { jscodeshiftTransform } from './lib/jscodeshift-transform';

export default jscodeshiftTransform([${frontEnd}]);
`,
    ),
    fresh(
      `adapters/${id}.ts`,
      `/**
 * ${name} adapter: a StandardTool as a ${packageName} tool. FILL IN: hand it to the
 * framework's own \`${definingExport}()\`, so the model sees the same name, description and JSON
 * Schema, and \`execute\` gets the same validated input (see adapters/langchain.ts).
 */
import { callStandardTool, type StandardTool } from './standard-tool';

/** ${name}'s own options for a tool, passed on unchanged. FILL IN from ${packageName}'s types. */
export type ${optionsType} = Record<string, unknown>;

export function ${adapter}(tool: StandardTool, options: ${optionsType} = {}) {
  return {
    ...options,
    name: tool.name,
    description: tool.description,
    execute: (input: unknown, context?: unknown) => callStandardTool(tool, input, context),
  };
}
`,
    ),
    fresh(
      `test/adapters/${id}.test.ts`,
      `/**
 * The ${name} adapter against the real \`${packageName}\`: one \`describe.each\` row per major
 * (see test/adapters/mastra.test.ts), each loaded with \`loadAdapter\`.
 */
import { describe, expect, it } from 'vitest';
import { ${adapter} } from '../../adapters/${id}';
import { weatherTool } from '../support/standard-tools';

describe('${adapter}', () => {
  it('keeps the name and description', () => {
    expect(${adapter}(weatherTool)).toMatchObject({ name: weatherTool.name, description: weatherTool.description });
  });

  it.todo('hands the tool to ${packageName}: the same JSON Schema, validated input and result');
});
`,
    ),
    fresh(
      `test/transforms/${id}-equivalence.test.ts`,
      `/**
 * The original and the migrated fixtures of ${name}, side by side through the real
 * \`${packageName}\`: the same name, description and JSON Schema, the same results and errors
 * (\`EquivalenceWorkspace\`, test/transforms/support/equivalence.ts).
 */
import { describe, it } from 'vitest';

describe('${name} equivalence', () => {
  it.todo('01-exported: the same tool through ${packageName}');
});
`,
    ),
    fresh(
      `__testfixtures__/${id}/01-exported.input.ts`,
      `import { ${definingExport} } from '${packageName}';
import { z } from 'zod';

export const weatherTool = ${definingExport}({
  name: 'get_weather',
  description: 'Current weather in a city',
  parameters: z.object({ city: z.string() }),
  execute: async ({ city }) => \`Sunny in \${city}\`,
});
`,
    ),
    fresh(
      `__testfixtures__/${id}/01-exported.output.ts`,
      `import { z } from 'zod';
import { standardTool, ${adapter} } from './std-tool';

export const getWeather = standardTool({
  name: 'get_weather',
  description: 'Current weather in a city',
  inputSchema: z.object({ city: z.string() }),
  execute: async ({ city }) => \`Sunny in \${city}\`,
});
export const weatherTool = ${adapter}(getWeather);
`,
    ),
    fresh(`__testfixtures__/${id}/01-exported.diagnostics.json`, '[]\n'),
    fresh(
      `test/gates/projects/${id}/package.json`,
      `${JSON.stringify(
        {
          name: `gate-${id}`,
          version: '1.0.0',
          private: true,
          type: 'module',
          dependencies: { [packageName]: '*', zod: '^4.2.0' },
          devDependencies: { '@types/node': '^20.19.0', typescript: '~5.9.3' },
        },
        null,
        2,
      )}\n`,
    ),
    fresh(
      `test/gates/projects/${id}/src/tools.ts`,
      `import { ${definingExport} } from "${packageName}";
import { z } from "zod";

export const weatherTool = ${definingExport}({
  name: "get_weather",
  description: "Current weather in a city",
  parameters: z.object({ city: z.string() }),
  execute: async ({ city }: { city: string }) => \`Sunny in \${city}\`,
});
`,
    ),
    addLine(root, 'transforms/frameworks.ts', {
      importLine: `import { ${descriptor} } from './front-ends/${id}/framework';`,
      importsEndBefore: '\nexport const frameworks = [',
      entry: `  ${descriptor},`,
      entriesEndBefore: '] as const;',
    }),
    addLine(root, 'transforms/registry.ts', {
      importLine: `import { ${frontEnd} } from './front-ends/${id}';`,
      importsEndBefore: "import type { FrontEnd } from './lib/front-end';",
      entry: `  '${id}': ${frontEnd},`,
      entriesEndBefore: '} satisfies Record<string, FrontEnd>;',
    }),
  ];
}

/** `file` with an import added after its last import, and an entry at the end of its list. */
function addLine(
  root: string,
  file: string,
  where: { importLine: string; importsEndBefore: string; entry: string; entriesEndBefore: string },
): ScaffoldFile {
  const text = readFileSync(path.join(root, file), 'utf8');
  if (!text.includes(where.importsEndBefore) || !text.includes(where.entriesEndBefore))
    throw new Error(`${file} no longer has the shape the scaffold edits: add ${where.entry.trim()} by hand`);
  const withImport = text.replace(where.importsEndBefore, `${where.importLine}\n${where.importsEndBefore}`);
  return {
    path: file,
    text: withImport.replace(where.entriesEndBefore, `${where.entry}\n${where.entriesEndBefore}`),
    kind: 'edit',
  };
}

/** Writes the files; refuses when the framework's folder or any new file exists already. */
export function scaffold(root: string, options: ScaffoldOptions, dryRun = false): ScaffoldFile[] {
  if (!/^[a-z][a-z0-9-]*$/.test(options.id)) throw new Error(`the id must be lower-case kebab-case: ${options.id}`);
  const files = scaffoldFiles(root, options);
  const existing = files.filter((file) => file.kind === 'new' && existsSync(path.join(root, file.path)));
  if (existing.length > 0) throw new Error(`already there: ${existing.map((file) => file.path).join(', ')}`);
  if (dryRun) return files;
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, file.path)), { recursive: true });
    writeFileSync(path.join(root, file.path), file.text);
  }
  return files;
}

const NEXT_STEPS = (id: string, packageName: string) => `
Next:
  1. npm install --save-dev ${packageName} (and other majors under an npm alias)
  2. write fixtures in __testfixtures__/${id}/ (01-exported is an example: make it what ${packageName} takes)
  3. fill in transforms/front-ends/${id}/index.ts and adapters/${id}.ts (search for FILL IN)
  4. UPDATE_FIXTURES=1 npx vitest run test/transforms/fixtures.test.ts; read every line of the diff
  5. UPDATE_DOCS=1 npx vitest run test/transforms/generated-docs.test.ts (the README's table)
  6. npx vitest run test/architecture/framework-descriptors.test.ts says what is still missing
`;

function main(): void {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      package: { type: 'string' },
      name: { type: 'string' },
      function: { type: 'string', default: 'tool' },
      root: { type: 'string', default: path.join(__dirname, '..') },
      'dry-run': { type: 'boolean', default: false },
    },
  });
  const [id] = positionals;
  if (!id) {
    console.error('usage: npm run scaffold -- <id> [--package <npm name>] [--name <prose name>] [--function <export>]');
    process.exitCode = 1;
    return;
  }
  const options = {
    id,
    packageName: values.package ?? id,
    name: values.name ?? pascal(id),
    definingExport: values.function,
  };
  const files = scaffold(values.root, options, values['dry-run']);
  const verb = (file: ScaffoldFile) =>
    values['dry-run']
      ? file.kind === 'new'
        ? 'would write'
        : 'would edit '
      : file.kind === 'new'
        ? 'wrote '
        : 'edited';
  for (const file of files) console.log(`${verb(file)} ${file.path}`);
  console.log(NEXT_STEPS(id, options.packageName));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) main();
