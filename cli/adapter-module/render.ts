/**
 * Renders the adapter module for a user project: the repo's own `adapters/*.ts` files
 * that the project needs (its frameworks, in the variant for its installed majors, and
 * only the JSON Schema fallbacks its schema libraries need), stitched into one
 * self-contained file in dependency order, as TypeScript, ESM or CommonJS.
 * The rendered text is made of exactly the modules the adapter tests run.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { transformSync } from '@babel/core';
import { parse } from '@babel/parser';
import type * as t from '@babel/types';
import { frameworkById, type FrameworkId } from '../../transforms/frameworks';
import { packageRoot } from '../package-root';
import { majorOf, type ModuleStyle, type PackageVersions } from '../runner/projects';

const adaptersDirectory = () => path.join(packageRoot(), 'adapters');

export interface AdapterModuleRequest {
  frameworks: FrameworkId[];
  packages: PackageVersions;
  style: ModuleStyle;
}

/** The adapter source modules a project needs (before their own relative imports). */
export function selectAdapterModules(request: Omit<AdapterModuleRequest, 'style'>): string[] {
  const { packages } = request;
  const modules = ['standard-tool'];
  for (const framework of request.frameworks) modules.push(frameworkById(framework).adapterModule(packages));
  // JSON Schema fallbacks, only for the schema libraries this project has.
  const zod = packages.zod;
  if (zod && majorOf(zod) === 3 && packages['zod-to-json-schema']) modules.push('json-schema-zod3');
  // zod 4.0/4.1 and zod/mini (every 4.x) lack `~standard.jsonSchema`; 3.25's `zod/v4` too.
  if (zod && (majorOf(zod) === 4 || /^3\.25\./.test(zod))) modules.push('json-schema-zod4-core');
  if (packages.valibot && packages['@valibot/to-json-schema']) modules.push('json-schema-valibot');
  return [...new Set(modules)];
}

interface ModuleSource {
  id: string;
  ast: t.File;
  text: string;
  localImports: string[];
}

function loadModule(id: string): ModuleSource {
  const text = readFileSync(path.join(adaptersDirectory(), `${id}.ts`), 'utf8');
  const ast = parse(text, { sourceType: 'module', plugins: ['typescript'] });
  const localImports = ast.program.body.flatMap((statement) =>
    (statement.type === 'ImportDeclaration' ||
      statement.type === 'ExportNamedDeclaration' ||
      statement.type === 'ExportAllDeclaration') &&
    statement.source?.value.startsWith('./')
      ? [statement.source.value.slice(2).replace(/\.(js|ts)$/, '')]
      : [],
  );
  return { id, ast, text, localImports };
}

/** Modules in dependency order (each after the modules it imports). */
export function orderModules(entries: string[]): ModuleSource[] {
  const ordered: ModuleSource[] = [];
  const seen = new Set<string>();
  const visit = (id: string, trail: string[]) => {
    if (seen.has(id)) return;
    if (trail.includes(id))
      throw new Error(`adapter modules import each other in a cycle: ${[...trail, id].join(' → ')}`);
    const module = loadModule(id);
    for (const dependency of module.localImports) visit(dependency, [...trail, id]);
    seen.add(id);
    ordered.push(module);
  };
  entries.forEach((entry) => visit(entry, []));
  return ordered;
}

/** One TypeScript text: external imports merged at the top, local imports dropped. */
export function stitch(modules: ModuleSource[]): string {
  const externalImports = new Map<
    string,
    { values: Set<string>; types: Set<string>; namespace?: string; sideEffect: boolean }
  >();
  const bodies: string[] = [];
  const exportedNames = new Set<string>();
  for (const module of modules) {
    for (const statement of module.ast.program.body) {
      for (const name of declaredExports(statement)) exportedNames.add(name);
    }
  }
  for (const module of modules) {
    let body = '';
    let cursor = 0;
    for (const statement of module.ast.program.body) {
      const drop = statement.type === 'ImportDeclaration' || isLocalReExport(statement, exportedNames);
      if (!drop) continue;
      body += module.text.slice(cursor, statementStart(statement));
      cursor = statement.end!;
      if (statement.type === 'ImportDeclaration' && !statement.source.value.startsWith('./')) {
        const entry = externalImports.get(statement.source.value) ?? {
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
        externalImports.set(statement.source.value, entry);
      }
    }
    body += module.text.slice(cursor);
    bodies.push(`// ---- ${module.id} ----\n${body.replace(/^\s*\n/, '').trimEnd()}\n`);
  }
  const importLines: string[] = [];
  for (const [source, entry] of externalImports) {
    if (entry.namespace) importLines.push(`import * as ${entry.namespace} from '${source}';`);
    const values = [...entry.values];
    const types = [...entry.types].filter((name) => !entry.values.has(name));
    if (values.length > 0)
      importLines.push(
        `import { ${[...values, ...types.map((name) => `type ${name}`)].join(', ')} } from '${source}';`,
      );
    else if (types.length > 0) importLines.push(`import type { ${types.join(', ')} } from '${source}';`);
    if (entry.sideEffect && values.length === 0 && types.length === 0 && !entry.namespace)
      importLines.push(`import '${source}';`);
  }
  return `${importLines.join('\n')}${importLines.length ? '\n\n' : ''}${bodies.join('\n')}`;
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

/** `export { X }` or `export { X } from './y'` of a name another stitched module already exports. */
function isLocalReExport(statement: t.Statement, exportedNames: Set<string>): boolean {
  if (statement.type === 'ExportAllDeclaration') return statement.source.value.startsWith('./');
  if (statement.type !== 'ExportNamedDeclaration' || statement.declaration) return false;
  if (statement.source && !statement.source.value.startsWith('./')) return false;
  return statement.specifiers.every(
    (specifier) => specifier.type === 'ExportSpecifier' && exportedNames.has(specifier.local.name),
  );
}

export interface RenderedAdapterModule {
  text: string;
  modules: string[];
}

export function renderAdapterModule(request: AdapterModuleRequest, version: string): RenderedAdapterModule {
  const modules = orderModules(selectAdapterModules(request));
  const typescript = stitch(modules);
  const code = request.style === 'ts' ? typescript : toJavaScript(typescript, request.style);
  const header = [
    `// Generated by std-tool-migrate ${version}: the standard tool contract and the adapters`,
    `// for ${request.frameworks.join(', ') || 'no framework'} (${modules.map((module) => module.id).join(', ')}).`,
    '// Yours to edit. An unedited copy is updated by later runs; an edited one is left alone.',
  ].join('\n');
  return { text: `${header}\n\n${code}`, modules: modules.map((module) => module.id) };
}

function toJavaScript(typescript: string, style: 'esm' | 'cjs'): string {
  const result = transformSync(typescript, {
    filename: 'std-tool.ts',
    babelrc: false,
    configFile: false,
    retainLines: false,
    comments: true,
    plugins: [
      [require.resolve('@babel/plugin-transform-typescript'), { onlyRemoveTypeImports: false }],
      ...(style === 'cjs'
        ? [[require.resolve('@babel/plugin-transform-modules-commonjs'), {}] as [string, object]]
        : []),
    ],
  });
  if (!result?.code) throw new Error('could not strip the types of the adapter module');
  return `${result.code}\n`;
}
