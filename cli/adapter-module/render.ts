/**
 * Renders the adapter module for a user project: the repo's own `adapters/*.ts` files
 * that the project needs (select.ts), stitched into one self-contained file in
 * dependency order, stripped of what the project does not use (prune.ts) and of the
 * stand-ins' aliases (aliases.ts), with a header that says what it is, in the project's
 * quote style, as TypeScript, ESM or CommonJS.
 * The rendered text is made of the modules the adapter tests run.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import type * as BabelCore from '@babel/core';
import { parse } from '@babel/parser';
import type * as t from '@babel/types';
import { packageRoot } from '../package-root';
import { lintDirective } from '../runner/lint-style';
import { majorOf, type ModuleStyle } from '../runner/projects';
import { withArrayTypes, type ArrayTypeStyle } from './array-types';
import { header } from './header';
import { withBackticks } from './backticks';
import { importsLangChainThroughLangchain, withLangChainFromLangchain } from './langchain-import';
import { reachedNames } from './prune';
import { withPublicTags } from './public-tags';
import { withQuotes, type QuoteStyle } from './quotes';
import { selectAdapterModules, type AdapterModuleNeeds } from './select';
import { shapedModule } from './shape';
import { withToolSchemaKindsOfParsed } from './tool-schema-kinds';

export { selectAdapterModules };

const adaptersDirectory = () => path.join(packageRoot(), 'adapters');

export interface AdapterModuleRequest extends AdapterModuleNeeds {
  style: ModuleStyle;
  /** The project's string quotes; default single. */
  quote?: QuoteStyle | undefined;
  /** The project runs knip: each export is tagged `@public` (public-tags.ts). */
  publicTags?: boolean | undefined;
  /** ESLint rules turned off after the header (lint-style.ts). */
  lintRulesOff?: readonly string[] | undefined;
  /** The project's `@typescript-eslint/array-type` options, where its ESLint config sets the rule. */
  arrayType?: ArrayTypeStyle | undefined;
  /** The project's ESLint asks for backticks (`quotes`): its strings are template literals (backticks.ts). */
  backticks?: boolean | undefined;
}

interface ModuleSource {
  id: string;
  /** Parsed when first read: listing what a module imports needs only its text. */
  readonly ast: t.File;
  text: string;
  localImports: string[];
}

/** Each source read once per process, and parsed once where its tree is needed (a monorepo renders one per project). */
const sources = new Map<string, { text: string; imports: string[]; ast?: t.File }>();

/**
 * The adapter sources' imports of each other (`import ... from './x'`, `export ... from './x'`), read from the text:
 * the sources are our own, one statement per import (render.test.ts checks them against their trees).
 */
const LOCAL_IMPORT = /^(?:import|export)\b[^;]*?\sfrom\s*['"]\.\/([^'"]+)['"]/gm;

export function localImportsOf(text: string): string[] {
  return [...text.matchAll(LOCAL_IMPORT)].map((match) => match[1]!.replace(/\.(js|ts)$/, ''));
}

function loadModule(id: string, substitutions: Record<string, string>): ModuleSource {
  let source = sources.get(id);
  if (!source) {
    const text = readFileSync(path.join(adaptersDirectory(), `${id}.ts`), 'utf8');
    source = { text, imports: localImportsOf(text) };
    sources.set(id, source);
  }
  const loaded = source;
  const localImports = loaded.imports.map((imported) => substitutions[imported] ?? imported);
  return {
    id,
    text: loaded.text,
    localImports,
    // The sources are written with every body in braces (ESLint's `curly` on adapters/), as the
    // strict linters of the projects that get the module ask; pruning and inlining only take code
    // away or rename it, so what is stitched from them stays braced (test/adapter-module/lint.test.ts).
    get ast() {
      return (loaded.ast ??= parse(loaded.text, { sourceType: 'module', plugins: ['typescript'] }));
    },
  };
}

/** Each source with the `ToolSchema` members of the frameworks served (tool-schema-kinds.ts), once per process. */
const withKinds = new Map<string, { text: string; ast: t.File }>();
function withToolSchemaKinds(module: ModuleSource, frameworks: AdapterModuleRequest['frameworks']): ModuleSource {
  const key = JSON.stringify([module.id, [...frameworks].sort()]);
  let source = withKinds.get(key);
  if (!source) {
    const text = withToolSchemaKindsOfParsed(module.text, module.ast.program, frameworks);
    source = {
      text,
      ast: text === module.text ? module.ast : parse(text, { sourceType: 'module', plugins: ['typescript'] }),
    };
    withKinds.set(key, source);
  }
  return { ...module, ...source };
}

/** Modules in dependency order (each after the modules it imports); a stand-in in place of the module it replaces. */
export function orderModules(entries: string[], substitutions: Record<string, string> = {}): ModuleSource[] {
  const ordered: ModuleSource[] = [];
  const seen = new Set<string>();
  const visit = (id: string, trail: string[]) => {
    if (seen.has(id)) return;
    if (trail.includes(id))
      throw new Error(`adapter modules import each other in a cycle: ${[...trail, id].join(' → ')}`);
    const module = loadModule(id, substitutions);
    for (const dependency of module.localImports) visit(dependency, [...trail, id]);
    seen.add(id);
    ordered.push(module);
  };
  entries.forEach((entry) => visit(substitutions[entry] ?? entry, []));
  return ordered;
}

/** One TypeScript text: external imports merged at the top, local imports dropped. */
export function stitch(modules: ModuleSource[], specifiers: Record<string, string> = {}): string {
  const externalImports = new Map<
    string,
    { values: Set<string>; types: Set<string>; namespace?: string; sideEffect: boolean }
  >();
  const bodies: string[] = [];
  const exportedNames = declaredExportsOf(modules);
  for (const module of modules) {
    let body = '';
    let cursor = 0;
    for (const statement of module.ast.program.body) {
      const drop = statement.type === 'ImportDeclaration' || isLocalReExport(statement, exportedNames);
      if (!drop) continue;
      body += module.text.slice(cursor, statementStart(statement));
      cursor = statement.end!;
      if (statement.type === 'ImportDeclaration' && !statement.source.value.startsWith('./')) {
        const source = specifiers[statement.source.value] ?? statement.source.value;
        const entry = externalImports.get(source) ?? {
          values: new Set(),
          types: new Set(),
          sideEffect: false,
        };
        if (statement.specifiers.length === 0) entry.sideEffect = true;
        for (const specifier of statement.specifiers) {
          if (specifier.type === 'ImportNamespaceSpecifier') entry.namespace = specifier.local.name;
          else if (specifier.type === 'ImportDefaultSpecifier') entry.values.add(`default as ${specifier.local.name}`);
          else {
            const imported =
              specifier.imported.type === 'Identifier' ? specifier.imported.name : specifier.imported.value;
            const text = imported === specifier.local.name ? imported : `${imported} as ${specifier.local.name}`;
            const typeOnly = statement.importKind === 'type' || specifier.importKind === 'type';
            (typeOnly ? entry.types : entry.values).add(text);
          }
        }
        externalImports.set(source, entry);
      }
    }
    body += module.text.slice(cursor);
    // The file's own doc comment describes it as a file of this repository: the header replaces it.
    const withoutFileDoc = withoutSectionBanners(body).replace(/^\s*\/\*\*[\s\S]*?\*\/\n\n/, '');
    bodies.push(`${withoutFileDoc.replace(/^\s*\n/, '').trimEnd()}\n`);
  }
  const importLines: string[] = [];
  // In the order Biome's import organiser keeps (a project's `biome check` fails on any other): by source, and
  // each statement's names, inline `type` or not, by the name they bind.
  const sources = [...externalImports.keys()].sort(bySourcePath);
  for (const source of sources) {
    const entry = externalImports.get(source)!;
    if (entry.namespace) importLines.push(`import * as ${entry.namespace} from '${source}';`);
    const values = [...entry.values];
    const types = [...entry.types].filter((name) => !entry.values.has(name));
    if (values.length > 0)
      importLines.push(
        `import { ${[
          ...values.map((name) => ({ name, text: name })),
          ...types.map((name) => ({ name, text: `type ${name}` })),
        ]
          .sort((left, right) => byOrganisedName(boundName(left.name), boundName(right.name)))
          .map((specifier) => specifier.text)
          .join(', ')} } from '${source}';`,
      );
    else if (types.length > 0)
      importLines.push(
        `import type { ${types.sort((left, right) => byOrganisedName(boundName(left), boundName(right))).join(', ')} } from '${source}';`,
      );
    if (entry.sideEffect && values.length === 0 && types.length === 0 && !entry.namespace)
      importLines.push(`import '${source}';`);
  }
  return `${importLines.join('\n')}${importLines.length ? '\n\n' : ''}${bodies.join('\n')}`;
}

/** Sources path segment by path segment (`zod/v4/core` before `zod-to-json-schema`), each as a name. */
function bySourcePath(left: string, right: string): number {
  const [leftParts, rightParts] = [left.split('/'), right.split('/')];
  for (let index = 0; index < Math.min(leftParts.length, rightParts.length); index += 1) {
    const order = byOrganisedName(leftParts[index]!, rightParts[index]!);
    if (order !== 0) return order;
  }
  return leftParts.length - rightParts.length;
}

/** The name an import specifier binds (`Tool as AiSdkBaseTool`: `AiSdkBaseTool`), which Biome sorts by. */
const boundName = (specifier: string) => specifier.slice(specifier.lastIndexOf(' ') + 1);

/**
 * Biome's order of import sources and names: letter by letter, a letter before any later one whatever its case, and
 * the upper case of a letter before its lower case (`ABe`, `Abd`, `abc`, `createTool`, `Tool`).
 */
function byOrganisedName(left: string, right: string): number {
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const [a, b] = [left[index]!, right[index]!];
    if (a === b) continue;
    const [lowerA, lowerB] = [a.toLowerCase(), b.toLowerCase()];
    if (lowerA !== lowerB) return lowerA < lowerB ? -1 : 1;
    return a < b ? -1 : 1;
  }
  return left.length - right.length;
}

/** The names the modules' own declarations export (a re-export of one of them is dropped when stitched). */
function declaredExportsOf(modules: readonly ModuleSource[]): Set<string> {
  return new Set(modules.flatMap((module) => module.ast.program.body.flatMap(declaredExports)));
}

/** Start of a statement including the comment lines directly above it. */
function statementStart(statement: t.Statement): number {
  return statement.leadingComments?.[0]?.start ?? statement.start!;
}

function declaredExports(statement: t.Statement): string[] {
  if (statement.type !== 'ExportNamedDeclaration' || !statement.declaration) return [];
  const declaration = statement.declaration;
  if ('id' in declaration && declaration.id?.type === 'Identifier') return [declaration.id.name];
  if (declaration.type === 'VariableDeclaration') {
    return declaration.declarations.flatMap((declarator) =>
      declarator.id.type === 'Identifier' ? [declarator.id.name] : [],
    );
  }
  return [];
}

/**
 * `export { X } from './y'` (the stitched file holds `y` itself, or leaves it out), or
 * `export { X }` of a name exported elsewhere.
 */
function isLocalReExport(statement: t.Statement, exportedNames: Set<string>): boolean {
  if (statement.type === 'ExportAllDeclaration') return statement.source.value.startsWith('./');
  if (statement.type !== 'ExportNamedDeclaration' || statement.declaration) return false;
  if (statement.source) return statement.source.value.startsWith('./');
  return statement.specifiers.every(
    (specifier) => specifier.type === 'ExportSpecifier' && exportedNames.has(specifier.local.name),
  );
}

/** `// ----` / `// Title` / `// ----` banners: headings of the repository's files, not of the module. */
function withoutSectionBanners(text: string): string {
  return text.replace(/^\/\/ -{10,}\n(\/\/ .*\n)+\/\/ -{10,}\n\n?/gm, '');
}

export interface RenderedAdapterModule {
  text: string;
  modules: string[];
  /** The names it exports. */
  exports: string[];
}

export function renderAdapterModule(request: AdapterModuleRequest, version: string): RenderedAdapterModule {
  const selection = selectAdapterModules(request);
  const body = renderedBody(
    selection,
    request.frameworks,
    importSpecifiers(request),
    request.quote ?? 'single',
    request.style,
    request.arrayType,
    importsLangChainThroughLangchain(request),
  );
  const tagged = request.publicTags ? withPublicTags(body.text) : body.text;
  // Only where the project asks for them (one more parse): its linter's fix would break an interface key.
  const text = request.backticks && request.style === 'ts' ? withBackticks(tagged) : tagged;
  const directive = lintDirective(request.lintRulesOff ?? []);
  // First: the header's own lines are longer than the rules it turns off allow.
  const top = [...(directive ? [directive] : []), header(request, version, selection.fullJsonSchema)].join('\n');
  return { ...body, text: `${top}\n\n${text}` };
}

/**
 * A superset of the module specifiers the rendered module's text names, in an import or a
 * `require(...)` on any line (`IMPORTED_SPECIFIER`), without rendering it: pruning and
 * stitching only drop the sources' imports, quoting and JavaScript keep their specifiers,
 * and the LangChain import may name `langchain` instead (where the renderer writes it so).
 * What a dry run asks of a module it would write (plan.ts: does it import a package the
 * project does not declare?), answered without the render where no package named here is
 * missing.
 */
export function specifiersTheModuleMayName(request: AdapterModuleRequest, version: string): string[] {
  const selection = selectAdapterModules(request);
  const specifiers = importSpecifiers(request);
  const named = [
    ...specifiersNamedIn(header(request, version, selection.fullJsonSchema)),
    ...orderModules(selection.modules, selection.substitutions).flatMap((module) => specifiersNamedIn(module.text)),
  ];
  const langchain = importsLangChainThroughLangchain(request) ? ['langchain'] : [];
  return [...new Set([...named, ...named.map((name) => specifiers[name] ?? name), ...langchain])];
}

/**
 * The specifiers of the rendered module's first lines (its header and its imports), in the order
 * it names them, without rendering it; undefined where this cannot be told so. The imports kept
 * are those whose names pruning reaches (prune.ts), found on the sources as they are stitched
 * (each parsed once a process) instead of on the stitched text. A dry run needs the packages the
 * module imports that its project does not declare (plan.ts): where every package it may name
 * and lacks is among these, they are the answer, and in the rendered text's order, since nothing
 * before the imports names another. TypeScript only (a JavaScript module loses the imports only
 * its types use), and not where the LangChain import is written anew, through `langchain`.
 */
export function specifiersTheModuleSurelyNames(request: AdapterModuleRequest, version: string): string[] | undefined {
  if (request.style !== 'ts') return undefined;
  const selection = selectAdapterModules(request);
  const modules = orderModules(selection.modules, selection.substitutions).map((module) =>
    withToolSchemaKinds(module, request.frameworks),
  );
  const exportedNames = declaredExportsOf(modules);
  // What stitching keeps of each source, but its imports of the others (their names are declared there).
  const stitched = modules.flatMap((module) =>
    module.ast.program.body.filter(
      (statement) =>
        !isLocalReExport(statement, exportedNames) &&
        !(statement.type === 'ImportDeclaration' && statement.source.value.startsWith('./')),
    ),
  );
  const reached = reachedNames(stitched, selection.exports);
  const specifiers = importSpecifiers(request);
  // Stitching writes one import line a package specifier, sorted by specifier (bySourcePath).
  const lines: string[] = [];
  const kept = new Set<string>();
  for (const statement of stitched) {
    if (statement.type !== 'ImportDeclaration') continue;
    const source = specifiers[statement.source.value] ?? statement.source.value;
    if (!lines.includes(source)) lines.push(source);
    const used =
      statement.specifiers.length === 0 || statement.specifiers.some((specifier) => reached.has(specifier.local.name));
    if (used) kept.add(source);
  }
  if (kept.has('@langchain/core/tools') && importsLangChainThroughLangchain(request)) return undefined;
  return [
    ...specifiersNamedIn(header(request, version, selection.fullJsonSchema)),
    ...lines.filter((source) => kept.has(source)).sort(bySourcePath),
  ];
}

/** Each source's specifiers (a source's text never changes), but its imports of the others. */
const namedIn = new Map<string, string[]>();
function specifiersNamedIn(text: string): string[] {
  let named = namedIn.get(text);
  if (!named) {
    // The sources' imports of each other are dropped when they are stitched into one module.
    named = [...text.matchAll(IMPORTED_SPECIFIER)]
      .map((match) => match[1]!)
      .filter((specifier) => !specifier.startsWith('./'));
    namedIn.set(text, named);
  }
  return named;
}

/** A line's import or `require` specifier: what plan.ts looks for in the rendered module. */
export const IMPORTED_SPECIFIER = /^(?:import\b[^'"]*|.*\brequire\()['"]([^'"]+)['"]/gm;

/**
 * The module without its header. Parsing the stitched text is the slow part (shape.ts parses it
 * once), and a monorepo's projects mostly select the same modules: each distinct TypeScript
 * text (in its quotes) is made once, and each distinct body (TypeScript or JavaScript) once.
 */
const typescriptTexts = new Map<string, { text: string; modules: string[] }>();
const bodies = new Map<string, RenderedAdapterModule>();
function renderedBody(
  selection: ReturnType<typeof selectAdapterModules>,
  frameworks: AdapterModuleRequest['frameworks'],
  specifiers: Record<string, string>,
  quote: QuoteStyle,
  style: ModuleStyle,
  arrayType: ArrayTypeStyle | undefined,
  throughLangchain: boolean,
): RenderedAdapterModule {
  const key = JSON.stringify([selection, frameworks, specifiers, throughLangchain]);
  const bodyKey = JSON.stringify([key, quote, style, arrayType]);
  const cached = bodies.get(bodyKey);
  if (cached) return cached;
  const textKey = JSON.stringify([key, quote]);
  let shaped = typescriptTexts.get(textKey);
  if (!shaped) {
    const modules = orderModules(selection.modules, selection.substitutions);
    const stitched = stitch(
      modules.map((module) => withToolSchemaKinds(module, frameworks)),
      specifiers,
    );
    // The LangChain import is rewritten after the rest, and its new lines re-quoted with it.
    const text = shapedModule(
      stitched,
      selection.exports,
      selection.exportsIfKept,
      throughLangchain ? undefined : quote,
    );
    shaped = {
      text: throughLangchain ? withQuotes(withLangChainFromLangchain(text), quote) : text,
      modules: modules.map((module) => module.id),
    };
    typescriptTexts.set(textKey, shaped);
  }
  const quoted = shaped.text;
  // JavaScript has no types: the style matters to TypeScript only.
  const typescript = arrayType && style === 'ts' ? withArrayTypes(quoted, arrayType) : quoted;
  const body = {
    text: style === 'ts' ? typescript : toJavaScript(typescript, style),
    modules: shaped.modules,
    exports: [...selection.exports, ...selection.exportsIfKept].filter((name) =>
      new RegExp(`^export (async )?(function|const|class|interface|type) ${name}\\b`, 'm').test(typescript),
    ),
  };
  bodies.set(bodyKey, body);
  return body;
}

/** On zod 4, `zod` itself is zod 4: no `zod/v4` subpath (a vitest alias `zod/v4 → zod` would break it). */
function importSpecifiers(request: AdapterModuleRequest): Record<string, string> {
  return majorOf(request.packages.zod) === 4 ? { 'zod/v4': 'zod', 'zod/v4/core': 'zod' } : {};
}

const TYPE_DECLARATIONS = new Set(['TSTypeAliasDeclaration', 'TSInterfaceDeclaration', 'TSDeclareFunction']);

/**
 * Stripping a type keeps the comments above it, which would then describe whatever follows: they go with it
 * (Babel may hold one comment as the type's leading one and the statement before it's trailing one).
 */
const withoutTypeComments = (): BabelCore.PluginObj => ({
  visitor: {
    Program(program: BabelCore.NodePath<t.Program>) {
      const typeComments = new Set<number>();
      program.traverse({
        enter(path) {
          if (!TYPE_DECLARATIONS.has(path.node.type)) return;
          const exported = path.parentPath?.isExportNamedDeclaration() ? path.parent : undefined;
          for (const comment of [...(path.node.leadingComments ?? []), ...(exported?.leadingComments ?? [])])
            typeComments.add(comment.start!);
        },
      });
      const keep = (comments: t.Comment[] | null | undefined) =>
        comments?.filter((comment) => !typeComments.has(comment.start!)) ?? null;
      program.traverse({
        enter(path) {
          path.node.leadingComments = keep(path.node.leadingComments);
          path.node.trailingComments = keep(path.node.trailingComments);
        },
      });
    },
  },
});

function toJavaScript(typescript: string, style: 'esm' | 'cjs'): string {
  // Loaded here, not at start-up (about 0.15 s of CPU): only a JavaScript project's adapter module needs it.
  const { transformSync } = createRequire(__filename)('@babel/core') as typeof BabelCore;
  const result = transformSync(typescript, {
    filename: 'std-tool.ts',
    babelrc: false,
    configFile: false,
    retainLines: false,
    comments: true,
    plugins: [
      withoutTypeComments,
      [require.resolve('@babel/plugin-transform-typescript'), { onlyRemoveTypeImports: false }],
      ...(style === 'cjs'
        ? [[require.resolve('@babel/plugin-transform-modules-commonjs'), {}] as [string, object]]
        : []),
    ],
  });
  if (!result?.code) throw new Error('could not strip the types of the adapter module');
  return `${result.code}\n`;
}
