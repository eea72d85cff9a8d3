/**
 * What the rest of the tool needs to know about one framework, in one place: its id and
 * title, the packages whose installed versions matter, which adapter module serves
 * those versions, and every name a migrated file may import from the adapter module.
 * Each framework's folder under `front-ends/` holds its descriptor (`framework.ts`).
 */

/**
 * A case the adapter module handles only for projects that have it: `mcp-tool-method`, a tool
 * registered through `server.tool(...)`, on a server that may have no `registerTool` (a wrapper,
 * a test double, an MCP SDK before 1.12) or whose `tool()` a test spies on: it is registered
 * through `tool()` again. The `mastra-*` features say which Mastra calling
 * convention a tool was rewritten for when no @mastra/core version was known (read from its
 * signature): the adapter module must then be that convention's variant.
 */
export type AdapterFeature = 'mcp-tool-method' | MastraConvention;

/** `execute`'s signature read as pre-0.1 (`executor`), 0.x (`{ context, ... }`) or 1.x (`(input, ctx)`). */
export type MastraConvention = 'mastra-pre-0.1-execute' | 'mastra-0.x-execute' | 'mastra-1.x-execute';

/** Installed versions by package name (`{ ai: '6.0.1' }`); absent when not installed. */
export type InstalledVersions = Readonly<Record<string, string | undefined>>;

export interface FrameworkDescriptor<Id extends string = string> {
  id: Id;
  title: string;
  /** How prose names it, in lists of every framework ("AI SDK, MCP, Genkit ... tool definitions"). */
  name: string;
  /** The README's "Supported frameworks" row: the packages and majors (`AI SDK (\`ai\`) 4–7`). */
  supported: string;
  /** The calls its front end's `recognises` describes, briefly, for that row (`tool()`, each in one of its lines). */
  shapes: readonly string[];
  /** npm packages of the framework whose installed versions select the adapter variant. */
  packages: readonly string[];
  /**
   * The versions of one of `packages` its adapter serves (a semver range, and the same in words): a project on
   * another keeps its definitions.
   */
  servedVersions?: { package: string; range: string; text: string };
  /**
   * Other packages that load the framework without selecting its adapter variant: a
   * package name, or an npm scope ending in `/` (`@ai-sdk/`). A `packages` entry's own
   * scope counts already. consolidate reads these to tell which framework a module loads.
   */
  companionPackages?: readonly string[];
  /**
   * The `adapters/<name>.ts` module that serves the installed versions; where they are not
   * known, the one the migrated tools were written for (`features`, when the framework
   * reads its version from the code).
   */
  adapterModule(versions: InstalledVersions, features?: readonly AdapterFeature[]): string;
  /**
   * Why no variant serves these tools (they were written for different ones, and no version
   * is known to choose): the project's files are then left as they are. Undefined: one does.
   */
  adapterConflict?(versions: InstalledVersions, features: readonly AdapterFeature[]): string | undefined;
  /** Every name the transform may import from the adapter module for this framework. */
  adapterExports: readonly string[];
  /**
   * Of those, the ones the module exports only where migrated code imports them: an adapter few tools need
   * (LangChain's tool classes) stays out of every other project's module.
   */
  adapterExportsWhenImported?: readonly string[];
  /**
   * Types the module always exports: those the transform may name in TypeScript files (imported with `type`), and
   * those an adapter returns, which a declaration file of a migrated module must be able to name (TS4023).
   */
  adapterTypes?: readonly string[];
  /** Members of the contract's `ToolSchema` union that only this framework takes (named types). */
  toolSchemaKinds: readonly string[];
  /**
   * Its adapter modules' `*-other-schemas` modules that `zod-schemas-only.ts` stands in for (with a function of the
   * same name) in a project whose schemas are all zod. Every `*-other-schemas` module is listed here, or has a
   * stand-in of its own (`ai-sdk-v4-zod3-only`).
   */
  zodOnlyStandIns: readonly string[];
  /**
   * Lines its adapter variants may add to the adapter module of a project whose schemas are all zod, the largest
   * variant and mix of majors: a module's budget is the sum over the frameworks it serves, plus `SHARED_LINE_BUDGET`.
   */
  lineBudget: number;
}

/**
 * Lines every adapter module may hold besides its frameworks' own: the header and the contract (59 lines alone), and
 * the zod-only JSON Schema pieces the first framework brings, `standardTool`'s overloads that keep zod schema types,
 * every function's written return type, a failure result's `value?: undefined` (for projects that are not strict).
 */
export const SHARED_LINE_BUDGET = 105;

/** The major of an installed version (`6.0.1` → 6). */
export function majorOf(version: string | undefined): number | undefined {
  const major = version ? Number.parseInt(version, 10) : Number.NaN;
  return Number.isNaN(major) ? undefined : major;
}

type AdapterExports = Pick<FrameworkDescriptor, 'adapterExports' | 'adapterExportsWhenImported'>;

/** The adapter functions every module serving this framework exports (the others: where migrated code imports them). */
export function alwaysExported(framework: AdapterExports) {
  return framework.adapterExports.filter((name) => !exportedWhenImported(framework).includes(name));
}

/** Its adapter functions the module exports only where migrated code imports them. */
export function exportedWhenImported(framework: AdapterExports): readonly string[] {
  return framework.adapterExportsWhenImported ?? [];
}
