/**
 * The engine: one parse, every selected front end on that one tree, the emitter, the
 * adapter import, unused framework imports removed, and a parse check of the result.
 * Pure: text in, text and diagnostics out. The runner (or jscodeshift) owns all I/O.
 */
import traverse, { type NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { adapterImportEdit, adapterSpecifier, type AdapterModuleOptions } from './adapter-import';
import { checkedRewrite, rewriteKeepingComments } from './comment-guard';
import { DIAGNOSTIC_CATALOGUE } from './diagnostic-catalogue';
import { diagnosticFor, positionOf, type Diagnostic } from './diagnostics';
import { dynamicImportSites, reportDynamicImport } from './dynamic-imports';
import { adapterLoading, type AdapterLoading } from './module-system';
import { emitTool } from './emit';
import { unusedImportEdits } from './framework-imports';
import { cannotMatch, frameworkExportsOf, gatedFrontEnds, namesFramework } from './gates';
import type { FrontEnd, FrontEndContext } from './front-end';
import { FactsView, moduleKey, type AskedFact, type ModuleFacts } from './module-facts';
import type { AdapterFeature, FrameworkId, ToolDescription } from './ir';
import { uniqueName } from './naming';
import type { OutputImport } from './output-imports';
import { packageImportEdits } from './package-imports';
import { parseModule } from './parse';
import { importedRootOf } from './question-origin';
import { fileScopesOf, identifierNames, programPathOfFile } from './scope';
import { linkFacts, linkFactsOfSource } from './link-facts';
import { registerFrameworkAliases } from './framework-alias-facts';
import { WHOLE_MODULE_FACT } from './whole-module-facts';
import { allowsTypeScript } from './parser';
import { detectStyle, type SourceStyle } from './source-style';
import { applyEdits, type TextEdit } from './text-edits';
import { withoutBlankLineDebris } from './blank-lines';
import { TypeQuestions, type AskedType, type TypeAnswers } from './type-oracle';
import { refuseByProject } from './project-refusals';

export interface TransformOptions extends AdapterModuleOptions {
  frameworkVersions?: Record<string, number | undefined>;
  /**
   * Frameworks whose major the project cannot decide (its tools read as written for
   * different majors, no version installed or declared): a definition rewritten for an
   * assumed major (one with `adapterFeatures`) is refused; every other one migrates.
   */
  undecidedMajors?: readonly FrameworkId[];
  /**
   * Frameworks installed (or declared) at a version older than their adapter serves, with that version as a
   * text (`@langchain/core 0.2.36`): each of their definitions is refused; every other one migrates.
   */
  unsupportedVersions?: Partial<Record<FrameworkId, string>>;
  /** Facts other files of the run provide (see `TransformResult.facts`). */
  moduleFacts?: ModuleFacts;
  /** The folder of the file's project: path aliases lead only to modules inside it (module-facts.ts). */
  projectRoot?: string;
  /** What the file's own TypeScript project answered to its questions (see `TransformResult.askedTypes`). */
  typeAnswers?: TypeAnswers;
  /** Run every front end on every file that names its framework, past the gates (tests check the gates with it). */
  ignoreGates?: boolean;
  /**
   * Frameworks whose front ends run on this file past its text gates, though it may name none of their
   * modules: other files' facts name its exports (`FrontEnd.opensModulesFor`), as the runner found.
   */
  openedFor?: readonly FrameworkId[];
  /**
   * Hand back the tree of the parse that checks the output (`outputTree`; comments listed, not attached):
   * a caller that reads the new text (the consolidation analysis) need not parse it again.
   */
  keepOutputTree?: boolean;
  /** The project runs knip: a standard definition the rewrite exports is tagged `@public` (nothing imports it yet). */
  publicExports?: boolean;
}

export interface ToolSummary {
  framework: ToolDescription['framework'];
  name: string;
  /** The name is an expression known only at run time (`registerTool(name, ...)`): `name` is its text. */
  runtimeName?: true;
  nameSource: ToolDescription['nameSource'];
  line: number;
  column: number;
  title?: string;
  description?: string;
  inputSchema?: string;
  outputSchema?: string;
  tied: string[];
  /** See `ToolDescription.adapterFeatures`. */
  adapterFeatures?: AdapterFeature[];
}

export interface TransformResult {
  /** The new text, or undefined when nothing changed. */
  output?: string;
  /** The new text's imports, from the parse that checked it (set with `output`). */
  outputImports?: OutputImport[];
  /** With `keepOutputTree`: that parse's tree (set with `output`). Not for sending to another thread. */
  outputTree?: t.File;
  tools: ToolSummary[];
  diagnostics: Diagnostic[];
  /** Set when the file could not be processed; then `output` is undefined. */
  error?: { reason: string; message: string };
  /** What this file tells the others (see `FrontEnd.collectFacts`), from the same parse. */
  facts?: Record<string, string[]>;
  /** What the front ends asked of `moduleFacts`, and the answers: with other answers, the result may differ. */
  askedFacts?: AskedFact[];
  /** What the front ends asked of the type oracle, and the answers: the open ones are for the runner to answer. */
  askedTypes?: AskedType[];
}

export function transformSource(
  source: string,
  filePath: string,
  frontEnds: readonly FrontEnd[],
  options: TransformOptions = {},
): TransformResult {
  const opened = frontEnds.some((frontEnd) => options.openedFor?.includes(frontEnd.framework.id));
  const nothingFor =
    !opened && (options.ignoreGates ? !namesFramework(source, frontEnds) : cannotMatch(source, frontEnds));
  // A file with nothing for the front ends may still be a barrel: its re-exports, parsed only then.
  if (nothingFor) {
    const frameworks = namesFramework(source, frontEnds) ? frameworkExportsOf(frontEnds) : undefined;
    return withFactsOf({ tools: [], diagnostics: [] }, linkFactsOfSource(source, filePath, frameworks));
  }
  try {
    return transformParsedSource(source, filePath, frontEnds, options);
  } catch (error) {
    // Parser, walks and printer recurse: code nested thousands deep (or a 5,000-term `+`) exhausts the stack.
    if (isStackOverflow(error)) return tooDeeplyNestedResult(filePath);
    throw error;
  } finally {
    // Babel caches paths and scopes per node for the process' lifetime: drop this file's.
    traverse.cache.clear();
  }
}

function transformParsedSource(
  source: string,
  filePath: string,
  frontEnds: readonly FrontEnd[],
  options: TransformOptions,
): TransformResult {
  let ast: t.File;
  try {
    // Comments are found by position in `ast.comments` (moved-comments.ts): none attached to nodes.
    ast = parseModule(source, filePath, { attachComments: false });
  } catch (error) {
    return syntaxErrorResult(filePath, error);
  }
  // Where the names it re-exports come from, and the modules it takes whole (link-facts.ts), from this same parse.
  const reexports = linkFacts(ast.program, source, filePath, frameworkExportsOf(frontEnds));
  const factsView = new FactsView(options.moduleFacts, options.projectRoot);
  // A defining function imported from a module of the project that passes the framework's on opens its front end.
  const definitionNames = frameworkExportsOf(frontEnds).names;
  const aliasOpened = importsLocally(ast.program, definitionNames)
    ? frontEndsAliased(frontEnds, registerFrameworkAliases(ast.program, filePath, factsView, definitionNames))
    : [];
  const openedFor = [...(options.openedFor ?? []), ...aliasOpened];
  const gated = gatedFrontEnds(ast, source, frontEnds, { ...options, openedFor });
  if (gated.collecting.length === 0 && gated.factFinding.length === 0) {
    const nothing = withFactsOf({ tools: [], diagnostics: [] }, reexports);
    return factsView.asked.length > 0 ? { ...nothing, askedFacts: factsView.asked } : nothing;
  }
  const program = programPathOf(ast, filePath);
  if ('syntaxError' in program) return program.syntaxError;
  const style = detectStyle(source, ast.program.body);
  const diagnostics: Diagnostic[] = [];
  const context = frontEndContext(source, filePath, ast, program.path, style, options, diagnostics, factsView);
  const types = context.types;
  const facts = mergedFacts(collectFacts(context, gated.factFinding), reexports);
  const withFacts = (result: TransformResult): TransformResult => ({
    ...result,
    ...(facts && { facts }),
    ...(context.facts.asked.length > 0 && { askedFacts: context.facts.asked }),
    ...(types.asked.length > 0 && { askedTypes: types.asked }),
  });

  const { tools, usedFrontEnds } = refuseByProject(
    collectTools(context, gated.collecting),
    options,
    filePath,
    diagnostics,
  );
  if (tools.length === 0) return withFacts({ tools: [], diagnostics });
  if (loadsTypeScriptUnbuilt(filePath, options)) {
    // Refused as a front end refuses a definition: a manual diagnostic each, no tool found.
    for (const tool of tools) diagnostics.push(typeScriptAdapterRefusal(tool, filePath));
    return withFacts({ tools: [], diagnostics });
  }

  // A module another file takes whole shows that file every export: a new one would change what it sees.
  // A `'use server'` module may export async functions only (Next.js throws at its load on anything else).
  const exportsNewNames =
    !isServerActionsModule(ast.program) &&
    (!tools.some(
      (tool) =>
        (tool.placement.kind === 'declare' && tool.placement.exported) ||
        (tool.placement.kind === 'replace' && tool.placement.keptClass?.exported),
    ) ||
      context.facts.leadingTo(WHOLE_MODULE_FACT, `${moduleKey(filePath)}#*`).length === 0);
  const runRewrite = (selected: ToolDescription[]) =>
    checkedRewrite(
      filePath,
      ast,
      () => rewrite(source, filePath, ast, program.path, style, selected, usedFrontEnds, options, exportsNewNames),
      { keepTree: options.keepOutputTree === true },
    );
  const outcome = rewriteKeepingComments(tools, runRewrite, source, filePath);
  return withFacts(rewriteResult(source, filePath, tools, outcome, diagnostics));
}

/** The front ends whose modules these aliased imports lead to. */
function frontEndsAliased(frontEnds: readonly FrontEnd[], sources: readonly string[]): string[] {
  return frontEnds
    .filter((frontEnd) => sources.some((source) => frontEnd.matchesModule(source)))
    .map((frontEnd) => frontEnd.framework.id);
}

/** A value import of one of these names from a relative module or through a path alias (`@/`, `~/`, `#`). */
function importsLocally(program: t.Program, names: ReadonlySet<string>): boolean {
  return program.body.some(
    (statement) =>
      statement.type === 'ImportDeclaration' &&
      statement.importKind !== 'type' &&
      /^(\.|@\/|~\/|#)/.test(statement.source.value) &&
      statement.specifiers.some(
        (specifier) =>
          specifier.type === 'ImportSpecifier' &&
          specifier.importKind !== 'type' &&
          names.has(specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value),
      ),
  );
}

/** The module's directives include `'use server'` (React server actions). */
function isServerActionsModule(program: t.Program): boolean {
  return program.directives.some((directive) => directive.value.value === 'use server');
}

/**
 * An .mjs/.cjs file is run by Node as it is (no bundler maps `./std-tool.js` to the .ts
 * next to it): it cannot import a TypeScript adapter module.
 */
function loadsTypeScriptUnbuilt(filePath: string, options: TransformOptions): boolean {
  if (options.adapterImport !== undefined || !/\.[mc]js$/i.test(filePath)) return false;
  return /\.[mc]?tsx?$/i.test(options.adapterPath ?? 'std-tool.ts');
}

function typeScriptAdapterRefusal(tool: ToolDescription, filePath: string): Diagnostic {
  const { message } = DIAGNOSTIC_CATALOGUE['typescript-adapter-module'];
  return diagnosticFor(
    'typescript-adapter-module',
    filePath,
    { line: tool.line, column: tool.column },
    `${tool.name}: ${message}`,
    { framework: tool.framework, tool: tool.name },
  );
}

/** The program path and the file's bindings (scope.ts), or the syntax-error result when the file is not valid code. */
function programPathOf(
  ast: t.File,
  filePath: string,
): { path: NodePath<t.Program> } | { syntaxError: TransformResult } {
  try {
    const path = programPathOfFile(ast);
    fileScopesOf(path);
    return { path };
  } catch (error) {
    // A block-scoped name declared twice (which Babel's parser lets through): the file is not valid code.
    if (error instanceof Error && /^Duplicate declaration /.test(error.message)) {
      return { syntaxError: syntaxErrorResult(filePath, error) };
    }
    throw error;
  }
}

/** The file's result once its definitions were rewritten, or why they were not. */
function rewriteResult(
  source: string,
  filePath: string,
  tools: ToolDescription[],
  { rewritten, migrated, left }: ReturnType<typeof rewriteKeepingComments>,
  diagnostics: Diagnostic[],
): TransformResult {
  const summaries = tools.map(summarize);
  if (rewritten.kind === 'failed') {
    diagnostics.push(...tools.flatMap((tool) => tiedDiagnostics(tool, filePath)), rewritten.diagnostic);
    return { tools: summaries, diagnostics, error: rewritten.error };
  }
  if (rewritten.kind === 'would-drop-comment') {
    // Nothing was migrated, so nothing is "migrated but tied".
    const diagnostic = { ...rewritten.diagnostic, framework: tools[0]!.framework };
    return { tools: summaries, diagnostics: [...diagnostics, diagnostic] };
  }
  // Definitions whose own rewrite would drop a comment stay as they are; the others migrate.
  diagnostics.push(...migrated.flatMap((tool) => tiedDiagnostics(tool, filePath)), ...left);
  if (rewritten.output === source) return { tools: migrated.map(summarize), diagnostics };
  return {
    output: rewritten.output,
    outputImports: rewritten.imports,
    ...(rewritten.tree && { outputTree: rewritten.tree }),
    tools: migrated.map(summarize),
    diagnostics,
  };
}

function isStackOverflow(error: unknown): boolean {
  return error instanceof RangeError && /Maximum call stack size exceeded/.test(error.message);
}

function tooDeeplyNestedResult(filePath: string): TransformResult {
  const { message } = DIAGNOSTIC_CATALOGUE['too-deeply-nested'];
  return {
    tools: [],
    diagnostics: [diagnosticFor('too-deeply-nested', filePath, { line: 0, column: 0 }, message)],
    error: { reason: 'too-deeply-nested', message },
  };
}

function syntaxErrorResult(filePath: string, error: unknown): TransformResult {
  if (isStackOverflow(error)) return tooDeeplyNestedResult(filePath);
  const message = error instanceof Error ? error.message : String(error);
  const loc = (error as { loc?: { line: number; column: number } }).loc;
  const position = { line: loc?.line ?? 0, column: (loc?.column ?? 0) + 1 };
  return {
    tools: [],
    diagnostics: [diagnosticFor('syntax-error', filePath, position, `syntax error: ${message}`)],
    error: { reason: 'syntax-error', message },
  };
}

/** The context the front ends read the file through; `facts` records what they ask of the run's facts. */
function frontEndContext(
  source: string,
  filePath: string,
  ast: t.File,
  program: NodePath<t.Program>,
  style: SourceStyle,
  options: TransformOptions,
  diagnostics: Diagnostic[],
  facts = new FactsView(options.moduleFacts, options.projectRoot),
): FrontEndContext & { types: TypeQuestions } {
  return {
    source,
    filePath,
    ast,
    program,
    style,
    frameworkVersions: options.frameworkVersions ?? {},
    facts,
    types: new TypeQuestions(options.typeAnswers, (node, question) =>
      importedRootOf(node, fileScopesOf(program), question),
    ),
    report(node, code, message, extra) {
      diagnostics.push(diagnosticFor(code, filePath, positionOf(node), message, extra));
    },
  };
}

/** The result with these facts for the other files (none: the result as it was). */
function withFactsOf(result: TransformResult, facts: Record<string, string[]>): TransformResult {
  return Object.keys(facts).length > 0 ? { ...result, facts } : result;
}

function mergedFacts(
  first: Record<string, string[]> | undefined,
  second: Record<string, string[]>,
): Record<string, string[]> | undefined {
  if (Object.keys(second).length === 0) return first;
  const merged: Record<string, string[]> = { ...first };
  for (const [kind, values] of Object.entries(second)) merged[kind] = [...(merged[kind] ?? []), ...values];
  return merged;
}

/** What this file tells the others, from this same parse. */
function collectFacts(context: FrontEndContext, frontEnds: readonly FrontEnd[]): Record<string, string[]> | undefined {
  let facts: Record<string, string[]> | undefined;
  for (const frontEnd of frontEnds) {
    if (!frontEnd.collectFacts) continue;
    for (const [kind, values] of Object.entries(frontEnd.collectFacts(context)))
      ((facts ??= {})[kind] ??= []).push(...values);
  }
  return facts;
}

function collectTools(
  context: FrontEndContext,
  frontEnds: readonly FrontEnd[],
): { tools: ToolDescription[]; usedFrontEnds: FrontEnd[] } {
  const tools: ToolDescription[] = [];
  const usedFrontEnds: FrontEnd[] = [];
  let loading: AdapterLoading | null = null;
  for (const frontEnd of frontEnds) {
    const scoped = reportingAs(context, frontEnd.framework.id);
    let found = frontEnd.collect(scoped);
    if (found.length > 0 && (loading ??= adapterLoading(context.filePath, context.ast.program)) === undefined)
      found = withoutDynamicImports(scoped, frontEnd, found);
    if (found.length > 0) usedFrontEnds.push(frontEnd);
    tools.push(...found);
  }
  return { tools, usedFrontEnds };
}

const positionKey = (position: { line: number; column: number }) => `${position.line}:${position.column}`;

/**
 * In a file whose module system does not show (module-system.ts), the adapter module could
 * come in neither by import nor by require: definitions made from a framework loaded with
 * `await import()` are left as they are and reported.
 */
function withoutDynamicImports(
  context: FrontEndContext,
  frontEnd: FrontEnd,
  found: ToolDescription[],
): ToolDescription[] {
  const sites = new Map(
    dynamicImportSites(context, frontEnd).map((site) => [positionKey(positionOf(site.node)), site]),
  );
  return found.filter((tool) => {
    const site = sites.get(positionKey(tool));
    if (site)
      reportDynamicImport(
        context,
        site,
        ' in a .js file that shows neither import/export nor require, so the adapter module could come in neither way',
      );
    return !site;
  });
}

/**
 * The context with `report` naming the front end's framework, so every diagnostic says
 * whose it is (a prototype copy: its questions to `facts` are recorded with the others).
 */
function reportingAs(context: FrontEndContext, framework: string): FrontEndContext {
  const scoped = Object.create(context) as FrontEndContext;
  scoped.report = (node, code, message, extra) => context.report(node, code, message, { framework, ...extra });
  return scoped;
}

function tiedDiagnostics(tool: ToolDescription, filePath: string): Diagnostic[] {
  return tool.tiedReasons.map((reason) =>
    diagnosticFor('tied-to-framework', filePath, { line: tool.line, column: tool.column }, `${tool.name}: ${reason}`, {
      framework: tool.framework,
      tool: tool.name,
    }),
  );
}

function rewrite(
  source: string,
  filePath: string,
  ast: t.File,
  program: NodePath<t.Program>,
  style: SourceStyle,
  tools: ToolDescription[],
  frontEnds: FrontEnd[],
  options: TransformOptions,
  exportsNewNames: boolean,
): string {
  const typescript = allowsTypeScript(filePath);
  const takenNames = identifierNames(program);
  // Imported under its own name unless the file already uses that name for something else.
  const standardToolLocal =
    takenNames.has('standardTool') && !importsFromAdapterModule(ast.program, 'standardTool')
      ? uniqueName('standardTool', takenNames)
      : 'standardTool';
  const comments = ast.comments ?? [];
  const publicExports = options.publicExports === true;
  const emitContext = {
    source,
    comments,
    style,
    typescript,
    takenNames,
    standardToolLocal,
    publicExports,
    exportsNewNames,
  };
  const edits: TextEdit[] = [];
  const adapterValues = new Set<string>();
  const adapterTypes = new Set<string>();
  let usesStandardTool = false;
  const consumed = new Set<t.Node>();
  const locals = new Set<string>();
  for (const tool of tools) {
    const emitted = emitTool(emitContext, tool);
    edits.push(...emitted.edits);
    emitted.adapterImports.forEach((name) => adapterValues.add(name));
    emitted.adapterTypes.forEach((name) => adapterTypes.add(name));
    usesStandardTool ||= emitted.usesStandardToolFunction;
    for (const reference of tool.consumedReferences) {
      consumed.add(reference);
      locals.add(reference.name);
    }
  }
  edits.push(...unusedImportEdits(source, program, locals, consumed));

  const commonJs = isCommonJs(filePath, ast.program, frontEnds);
  const packages = tools.flatMap((tool) => tool.packageImports ?? []);
  const anchor = lastFrameworkRequire(ast.program, frontEnds);
  edits.push(...packageImportEdits(source, ast.program, comments, packages, { commonJs, style, anchor }));
  const importEdit = adapterImportEdit(
    source,
    ast.program,
    comments,
    {
      specifier: adapterSpecifier(filePath, ast.program, options),
      values: [
        ...(usesStandardTool
          ? [standardToolLocal === 'standardTool' ? 'standardTool' : `standardTool as ${standardToolLocal}`]
          : []),
        ...adapterValues,
      ],
      types: [...adapterTypes],
      commonJs,
    },
    style,
    lastFrameworkRequire(ast.program, frontEnds),
  );
  if (importEdit) edits.push(importEdit);
  return applyEdits(source, withoutBlankLineDebris(source, edits));
}

/** True when `name` is already imported by the file (from the adapter module, by an earlier run). */
function importsFromAdapterModule(program: t.Program, name: string): boolean {
  return program.body.some(
    (statement) =>
      statement.type === 'ImportDeclaration' &&
      statement.specifiers.some(
        (specifier) =>
          specifier.type === 'ImportSpecifier' &&
          specifier.local.name === name &&
          (specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value) === name,
      ),
  );
}

/** A CommonJS file: no import or export, and a framework `require` or other signs of CommonJS (module-system.ts). */
function isCommonJs(filePath: string, program: t.Program, frontEnds: FrontEnd[]): boolean {
  const hasImport = program.body.some(
    (statement) => statement.type === 'ImportDeclaration' || statement.type.startsWith('Export'),
  );
  if (hasImport) return false;
  return lastFrameworkRequire(program, frontEnds) !== undefined || adapterLoading(filePath, program) === 'require';
}

function lastFrameworkRequire(program: t.Program, frontEnds: FrontEnd[]): t.Statement | undefined {
  let found: t.Statement | undefined;
  for (const statement of program.body) {
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declarations) {
      const init = declarator.init;
      if (init?.type === 'CallExpression' && init.callee.type === 'Identifier' && init.callee.name === 'require') {
        const [first] = init.arguments;
        if (first?.type === 'StringLiteral' && frontEnds.some((frontEnd) => frontEnd.matchesModule(first.value)))
          found = statement;
      }
    }
  }
  return found;
}

function summarize(tool: ToolDescription): ToolSummary {
  return {
    framework: tool.framework,
    name: tool.name,
    ...(tool.runtimeName && { runtimeName: true }),
    nameSource: tool.nameSource,
    line: tool.line,
    column: tool.column,
    ...tool.summary,
    tied: tool.tiedReasons,
    ...(tool.adapterFeatures && { adapterFeatures: tool.adapterFeatures }),
  };
}
