/**
 * Which adapter source modules a project's adapter module is made of, and which of their
 * names it exports, decided from data only: the framework descriptors (variant per
 * installed major), the packages the project declares, what the migrated files import and
 * what their tools need. The JSON Schema machinery (walk, refs, dialects) comes in only when
 * something needs it; otherwise the module handles zod only (zod-schemas-only). Code that
 * only some projects need has a stand-in for the others (`substitutions`).
 */
import semver from 'semver';
import { frameworkById, frameworks, type FrameworkId } from '../../transforms/frameworks';
import { alwaysExported, type FrameworkDescriptor } from '../../transforms/lib/framework';
import type { AdapterFeature } from '../../transforms/lib/ir';
import { majorOf, type PackageVersions } from '../runner/projects';

export interface AdapterModuleNeeds {
  frameworks: readonly FrameworkId[];
  /** Installed versions (else the declared range's) of the tracked packages. */
  packages: PackageVersions;
  /** Every package the project's package.json declares; absent: every package in `packages` counts as declared. */
  declared?: readonly string[] | undefined;
  /**
   * What it declares for run time (`dependencies`, `peerDependencies`, `optionalDependencies`); absent: all of
   * `declared`. The module imports a package only where this provides it, or the migrated code imports it already.
   */
  runtime?: readonly string[] | undefined;
  /** Module specifiers the migrated files import (`zod/mini`, `valibot`, ...). */
  imports?: readonly string[] | undefined;
  /** Names the migrated files import from the adapter module. */
  names?: readonly string[] | undefined;
  /** What the migrated tools need of the adapter module (`ToolSummary.adapterFeatures`); absent: unknown, all of it. */
  features?: readonly AdapterFeature[] | undefined;
}

export interface AdapterModuleSelection {
  /** Adapter source modules (`adapters/<id>.ts`), before their own relative imports. */
  modules: string[];
  /** `json-schema` and the `*-other-schemas` modules → `zod-schemas-only` when the full machinery is not needed. */
  substitutions: Record<string, string>;
  /** The names the rendered module exports: what migrated code imports, and the contract's own API. */
  exports: string[];
  /** Exported when the module keeps them for its own use. */
  exportsIfKept: string[];
  /** True when the JSON Schema walk, `$ref` handling and dialect conversion are included. */
  fullJsonSchema: boolean;
}

/** Schema libraries that carry no zod-style native conversion in any framework. */
const OTHER_SCHEMA_LIBRARIES = [
  'valibot',
  'arktype',
  'effect',
  '@effect/schema',
  'sury',
  '@sinclair/typebox',
  'typebox',
  'yup',
  'joi',
  'superstruct',
  '@vinejs/vine',
];

/** Adapter variants that turn a zod 4 schema into JSON Schema themselves (the others pass zod on). */
const CONVERTS_ZOD4 = new Set(['ai-sdk-v4', 'genkit']);
/** Adapter variants that turn a zod 3 schema into JSON Schema themselves. */
const CONVERTS_ZOD3 = new Set(['mcp-v2']);

/** Names of the JSON Schema API; a migrated file that imports one needs the full machinery. */
const JSON_SCHEMA_NAMES = ['toJsonSchema', 'fromJsonSchema', 'JsonSchemaConversionError'];
const JSON_SCHEMA_INPUT_NAMES = ['fromJsonSchema'];
/**
 * Adapter variants that need no conversion of a `fromJsonSchema()` schema's JSON: the OpenAI Agents SDK's hands it on
 * as written, whatever dialect it names; the AI SDK 5–7's asks draft-07, and its migration writes only JSON that names
 * no dialect or draft-07's. A module of one kind alone needs no JSON Schema machinery for it
 * (json-schema-input-as-written); together, a JSON the OpenAI Agents SDK took may need converting for the AI SDK.
 */
const TAKES_JSON_AS_WRITTEN: readonly ReadonlySet<string>[] = [new Set(['ai-sdk']), new Set(['openai-agents'])];
const PROVIDER_NAMES = ['toProviderJsonSchema', 'forGemini', 'forAnthropic', 'forOpenAIStrict'];

/**
 * A project whose schemas are all zod (or the frameworks' own) gets zod's own JSON Schema and
 * no handling of other schema libraries: where a framework needs JSON Schema from one, the
 * module says to run std-tool-migrate again (zod-schemas-only.ts). Each descriptor names its
 * modules that stand-in serves.
 */
const ZOD_ONLY_STANDS_IN_FOR = ['json-schema', ...frameworks.flatMap((framework) => framework.zodOnlyStandIns)];
const ZOD_ONLY_SUBSTITUTIONS: Record<string, string> = Object.fromEntries(
  ZOD_ONLY_STANDS_IN_FOR.map((module) => [module, 'zod-schemas-only']),
);

/**
 * Every stand-in `selectAdapterModules` may substitute, with the modules it replaces: a smaller module of the same
 * names, for projects whose facts show they need no more (the stitching test checks they agree).
 */
export const STAND_INS: Readonly<Record<string, readonly string[]>> = {
  'zod-schemas-only': ZOD_ONLY_STANDS_IN_FOR,
  'json-schema-no-fallbacks': ['json-schema-fallbacks'],
  'json-schema-input-as-written': ['json-schema-input'],
  'ai-sdk-written-json-schemas': ['ai-sdk-other-schemas'],
  'json-schema-zod4-only': ['json-schema-fallbacks', 'json-schema-zod4-core'],
  'ai-sdk-v4-zod3-only': ['ai-sdk-v4-other-schemas'],
  'mcp-no-tool-method': ['mcp-tool-method'],
  'langchain-classes-factory': ['langchain-factory'],
  'langchain-v02-tool-type': ['langchain-tool-type'],
  'langchain-v03-tool-type': ['langchain-tool-type'],
  'langchain-v0344-tool-type': ['langchain-tool-type'],
  'langchain-v11-tool-type': ['langchain-tool-type'],
  'ai-sdk-v7-tool-type': ['ai-sdk-tool-type'],
  'mcp-zod4-only': ['mcp-zod3-objects'],
};

/** `fromJsonSchema` without the machinery, and the AI SDK's handling of its JSON alone. */
const INPUT_AS_WRITTEN_SUBSTITUTIONS: Record<string, string> = {
  'json-schema-input': 'json-schema-input-as-written',
  'ai-sdk-other-schemas': 'ai-sdk-written-json-schemas',
};

/** What every adapter module exports besides the adapters: the contract a tool is written against. */
const CONTRACT_EXPORTS = ['standardTool', 'StandardTool'];
/** Exported where the module throws it (a zod-only AI SDK module never does: the SDK validates). */
const CONTRACT_EXPORTS_IF_KEPT = ['StandardToolValidationError'];

const ZOD_MINI = /^zod(\/v4)?[-/]mini$/;
const ZOD4_IN_ZOD3 = /^zod\/(v4|mini|v4-mini)(\/|$)/;
const ZOD3_IN_ZOD4 = /^zod\/v3(\/|$)/;

/**
 * The framework's adapter variant, from the versions of the packages the project declares: a
 * package that is only installed (hoisted from elsewhere in a monorepo, say) must not pick it.
 */
function adapterModuleFor(
  framework: FrameworkId,
  packages: PackageVersions,
  declared: Set<string> | undefined,
  features: readonly AdapterFeature[] | undefined,
): string {
  const descriptor = frameworkById(framework);
  return descriptor.adapterModule(selectingVersions(descriptor, packages, declared), features);
}

/** The versions that select a framework's variant: the declared ones, when the project declares the framework. */
function selectingVersions(
  descriptor: FrameworkDescriptor<FrameworkId>,
  packages: PackageVersions,
  declared: ReadonlySet<string> | undefined,
): PackageVersions {
  if (!declared) return packages;
  const declaredVersions = Object.fromEntries(Object.entries(packages).filter(([name]) => declared.has(name)));
  const declaresOwn = descriptor.packages.some((name) => declaredVersions[name] !== undefined);
  return declaresOwn ? declaredVersions : packages;
}

/**
 * Why no adapter module serves these tools: a framework whose tools were rewritten for
 * different variants, with no version known to choose between them (`adapterConflict`).
 */
export function adapterModuleConflict(needs: AdapterModuleNeeds): string | undefined {
  return conflictsOf(needs)[0]?.message;
}

/** The frameworks whose tools were rewritten for different variants, with no version to choose between them. */
export function undecidedFrameworks(needs: AdapterModuleNeeds): FrameworkId[] {
  return conflictsOf(needs).map((conflict) => conflict.framework);
}

function conflictsOf(needs: AdapterModuleNeeds): { framework: FrameworkId; message: string }[] {
  const declared = needs.declared ? new Set(needs.declared) : undefined;
  return needs.frameworks.flatMap((framework) => {
    const descriptor: FrameworkDescriptor<FrameworkId> = frameworkById(framework);
    const message = descriptor.adapterConflict?.(
      selectingVersions(descriptor, needs.packages, declared),
      needs.features ?? [],
    );
    return message ? [{ framework, message }] : [];
  });
}

export function selectAdapterModules(needs: AdapterModuleNeeds): AdapterModuleSelection {
  const { packages } = needs;
  const declared = needs.declared ? new Set(needs.declared) : undefined;
  const has = (name: string) => packages[name] !== undefined && (declared ? declared.has(name) : true);
  const declares = (name: string) => (declared ? declared.has(name) : packages[name] !== undefined);
  const names = needs.names ?? [];
  // Imports unknown: any package may be imported.
  const migratedCodeImports = (name: string) =>
    needs.imports?.some((specifier) => specifier === name || specifier.startsWith(`${name}/`)) ?? true;
  const runtime = needs.runtime ? new Set(needs.runtime) : undefined;
  // A dev dependency is not there where a published package runs: the module imports it only where the code does.
  const availableAtRunTime = (name: string) =>
    has(name) && (!runtime || runtime.has(name) || migratedCodeImports(name));
  // A schema library counts where the migrated code imports it, or the package depends on it at run time (its
  // schemas may then come from a module the migration did not see); one only dev code uses brings no machinery.
  const usesLibrary = (name: string) => declares(name) && (!runtime || runtime.has(name) || migratedCodeImports(name));

  const frameworkModules = needs.frameworks.map((framework) =>
    adapterModuleFor(framework, packages, declared, needs.features),
  );
  const modules = ['standard-tool', ...frameworkModules];
  const asks = (list: readonly string[]) => names.some((name) => list.includes(name));
  if (asks(JSON_SCHEMA_INPUT_NAMES)) modules.push('json-schema-input');
  if (asks(PROVIDER_NAMES)) modules.push('providers');
  // `fromJsonSchema` alone, where every framework takes its JSON as written, needs none of the machinery.
  const onlyInputAsked = !asks(JSON_SCHEMA_NAMES.filter((name) => !JSON_SCHEMA_INPUT_NAMES.includes(name)));
  const inputAsWritten =
    asks(JSON_SCHEMA_INPUT_NAMES) &&
    onlyInputAsked &&
    TAKES_JSON_AS_WRITTEN.some((kind) => frameworkModules.every((id) => kind.has(id)));
  const apiAsked = (asks(JSON_SCHEMA_NAMES) && !inputAsWritten) || asks(PROVIDER_NAMES);

  const zod = availableAtRunTime('zod') ? packages.zod : undefined;
  const zodMajor = majorOf(zod);
  const converts = (kinds: Set<string>) => apiAsked || frameworkModules.some((module) => kinds.has(module));
  // zod 4.0/4.1, and zod/mini in every 4.x, lack `~standard.jsonSchema`; 3.25 carries a zod 4 without it
  // under `zod/v4`, which migrated files that import only `zod` do not use (imports unknown: it may be used).
  const imports = (pattern: RegExp) => needs.imports?.some((specifier) => pattern.test(specifier));
  const zod4Fallback =
    converts(CONVERTS_ZOD4) &&
    (zodMajor === 4
      ? minorOf(zod) < 2 || imports(ZOD_MINI) === true
      : /^3\.25\./.test(zod ?? '') && imports(ZOD4_IN_ZOD3) !== false);
  const zod3Fallback = zodMajor === 3 && availableAtRunTime('zod-to-json-schema') && converts(CONVERTS_ZOD3);
  // AI SDK 4 takes zod 3 only: its module converts any other schema, zod 4 among them, which zod 3 alone does not make.
  const zod4Possible = zodMajor !== 3 || (/^3\.25\./.test(zod ?? '') && imports(ZOD4_IN_ZOD3) !== false);
  // MCP 1.x takes a plain zod 3 object as its raw shape; zod 4 (its `zod/v3` aside) makes none.
  const zod3Possible = zodMajor !== 4 || imports(ZOD3_IN_ZOD4) !== false;
  const fullJsonSchema =
    apiAsked ||
    (modules.includes('json-schema-input') && !inputAsWritten) ||
    // zod-to-json-schema writes draft-07 only: another target needs the dialect conversion.
    zod3Fallback ||
    OTHER_SCHEMA_LIBRARIES.some(usesLibrary);
  // A zod-only module calls zod's converter directly (json-schema-zod4-only); the full one registers it.
  if (zod4Fallback && fullJsonSchema) modules.push('json-schema-zod4-core');
  if (zod3Fallback) modules.push('json-schema-zod3');
  if (has('valibot') && usesLibrary('valibot') && availableAtRunTime('@valibot/to-json-schema'))
    modules.push('json-schema-valibot');

  // MCP 1.x registers through `tool()` where a migrated `server.tool(...)` call may be given a server that has it (a
  // wrapper, a test double, a test's spy, an SDK before 1.12); else through `registerTool` alone.
  const registerToolOnly =
    needs.features !== undefined &&
    !needs.features.includes('mcp-tool-method') &&
    hasRegisterTool(packages['@modelcontextprotocol/sdk']);

  const exports = [
    ...CONTRACT_EXPORTS,
    ...needs.frameworks.flatMap((framework) => alwaysExported(frameworkById(framework))),
    ...needs.frameworks.flatMap((framework) => adapterTypesOf(frameworkById(framework))),
    ...names,
  ];
  const hasFallbacks = zod4Fallback || zod3Fallback || modules.includes('json-schema-valibot');
  const fallbacks =
    fullJsonSchema && hasFallbacks ? undefined : zod4Fallback ? 'json-schema-zod4-only' : 'json-schema-no-fallbacks';
  return {
    modules: [...new Set(modules)],
    substitutions: {
      ...(fullJsonSchema ? {} : ZOD_ONLY_SUBSTITUTIONS),
      ...(!fullJsonSchema && inputAsWritten && INPUT_AS_WRITTEN_SUBSTITUTIONS),
      ...(!fullJsonSchema && !zod4Possible && { 'ai-sdk-v4-other-schemas': 'ai-sdk-v4-zod3-only' }),
      ...(registerToolOnly && { 'mcp-tool-method': 'mcp-no-tool-method' }),
      ...(!zod3Possible && { 'mcp-zod3-objects': 'mcp-zod4-only' }),
      // Core 0.x's structured tool has no name type parameter: from 0.3.54 typed by the tool's result too, from
      // 0.3.44 by the schema's output and input, before by the schema alone (as 0.2's and 0.1's).
      ...(majorOf(packages['@langchain/core']) === 0 && {
        'langchain-tool-type': before(packages['@langchain/core'], '0.3.44')
          ? 'langchain-v02-tool-type'
          : before(packages['@langchain/core'], '0.3.54')
            ? 'langchain-v0344-tool-type'
            : 'langchain-v03-tool-type',
      }),
      // Before 0.2.7 there is no `tool()`: the tools are made as the code there made them.
      ...(lacksToolFunction(packages['@langchain/core']) && { 'langchain-factory': 'langchain-classes-factory' }),
      // Core 1.0 to 1.1.11's has no name type parameter, as 0.3's; 1.1.12 to 1.1.31's no tool-event one (1.1.32
      // added it before the name).
      ...(lacksNameType(packages['@langchain/core'])
        ? { 'langchain-tool-type': 'langchain-v03-tool-type' }
        : lacksToolEventType(packages['@langchain/core']) && { 'langchain-tool-type': 'langchain-v11-tool-type' }),
      // v7's tools are typed by their context too.
      ...(majorOf(packages['ai']) === 7 && { 'ai-sdk-tool-type': 'ai-sdk-v7-tool-type' }),
      ...(fallbacks && { 'json-schema-fallbacks': fallbacks }),
    },
    exports: [...new Set(exports)],
    exportsIfKept: CONTRACT_EXPORTS_IF_KEPT.filter((name) => !exports.includes(name)),
    fullJsonSchema,
  };
}

const adapterTypesOf = (framework: FrameworkDescriptor<FrameworkId>) => framework.adapterTypes ?? [];

function minorOf(version: string | undefined): number {
  return Number.parseInt(version?.split('.')[1] ?? '0', 10);
}

/** The version is known, and older than `release` (within `major` when given). */
function before(version: string | undefined, release: string, major?: number): boolean {
  const known = version === undefined ? null : semver.coerce(version);
  return known !== null && (major === undefined || known.major === major) && semver.lt(known, release);
}

/** `tool()` came in @langchain/core 0.2.7 (an unknown version is rendered for the current core). */
export function lacksToolFunction(version: string | undefined): boolean {
  return before(version, '0.2.7');
}

/** `DynamicStructuredTool`'s `NameT` came in @langchain/core 1.1.12 (0.x has none either: selected apart). */
function lacksNameType(version: string | undefined): boolean {
  return before(version, '1.1.12', 1);
}

/** `DynamicStructuredTool`'s `ToolEventT`, before its `NameT`, came in @langchain/core 1.1.32. */
function lacksToolEventType(version: string | undefined): boolean {
  return before(version, '1.1.32', 1);
}

/** `McpServer.registerTool` came in MCP SDK 1.12. */
function hasRegisterTool(version: string | undefined): boolean {
  const major = majorOf(version);
  return major !== undefined && (major > 1 || (major === 1 && minorOf(version) >= 12));
}
