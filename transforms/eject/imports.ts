/**
 * The imports around an eject: the framework functions the native definitions call
 * (`tool` from 'ai', `createTool` from '@mastra/core/tools'), named so they clash with
 * nothing, and afterwards the adapter module's names nothing uses any more.
 */
import type * as t from '@babel/types';
import { adapterImportEdit } from '../lib/adapter-import';
import { unusedImportEdits } from '../lib/framework-imports';
import { adapterLoading } from '../lib/module-system';
import { uniqueName } from '../lib/naming';
import type { FileScopes } from '../lib/one-walk';
import { parseModule } from '../lib/parse';
import { fileScopesOf, programPathOfFile, type Scope } from '../lib/scope';
import { quoteString, type SourceStyle } from '../lib/source-style';
import { applyEdits, type TextEdit } from '../lib/text-edits';
import { adapterExportOf } from './read';

/** The framework functions this file's native definitions need, by module. */
export class FrameworkImports {
  private readonly wanted = new Map<string, Map<string, string>>();
  private readonly taken: Set<string>;

  constructor(scopes: FileScopes) {
    this.taken = new Set(scopes.names);
  }

  /** The local name to call `exported` of `specifier` by, at a place whose scope is `scope`. */
  local(specifier: string, exported: string, scope: Scope, alias: string): string {
    const present = scope.getBinding(exported);
    const declaration = present?.path.node;
    const parent = present?.path.parent;
    if (
      declaration?.type === 'ImportSpecifier' &&
      parent?.type === 'ImportDeclaration' &&
      parent.source.value === specifier &&
      parent.importKind !== 'type' &&
      declaration.importKind !== 'type'
    )
      return exported;
    const names = this.wanted.get(specifier) ?? new Map<string, string>();
    this.wanted.set(specifier, names);
    const known = names.get(exported);
    if (known) return known;
    const local = this.taken.has(exported) ? uniqueName(alias, this.taken) : exported;
    this.taken.add(local);
    names.set(exported, local);
    return local;
  }

  /** New import specifiers: joined to an import of the module, else a new import above the first one. */
  edits(source: string, filePath: string, program: t.Program, comments: readonly t.Comment[], style: SourceStyle) {
    const edits: TextEdit[] = [];
    const commonJs = adapterLoading(filePath, program) === 'require';
    const firstImport = program.body.find((statement) => statement.type === 'ImportDeclaration');
    for (const [specifier, names] of this.wanted) {
      const values = [...names].map(([exported, local]) =>
        exported === local ? exported : commonJs ? `${exported}: ${local}` : `${exported} as ${local}`,
      );
      const joined = program.body.some(
        (statement) =>
          statement.type === 'ImportDeclaration' &&
          statement.source.value === specifier &&
          statement.importKind !== 'type' &&
          statement.specifiers.some((item) => item.type === 'ImportSpecifier'),
      );
      if (joined || commonJs || !firstImport) {
        const edit = adapterImportEdit(
          source,
          program,
          comments,
          { specifier, values, types: [], commonJs },
          style,
          undefined,
        );
        if (edit) edits.push(edit);
        continue;
      }
      const list = style.bracketSpacing ? `{ ${values.join(', ')} }` : `{${values.join(', ')}}`;
      const text = `import ${list} from ${quoteString(specifier, style)}${style.semicolons ? ';' : ''}${style.eol}`;
      edits.push({ start: firstImport.start!, end: firstImport.start!, text });
    }
    return edits;
  }
}

/** The adapter module's imports nothing reads any more, removed (the whole statement when it empties). */
export function pruneAdapterImports(source: string, filePath: string, adapterImport: string | undefined): string {
  const ast = parseModule(source, filePath, { attachComments: false });
  const program = programPathOfFile(ast);
  const scopes = fileScopesOf(program);
  const unused = new Set<string>();
  for (const binding of Object.values(scopes.scopeAt(program).bindings)) {
    if (binding.referenced) continue;
    if (adapterExportOf(scopes.scopeAt(program), binding.identifier, adapterImport))
      unused.add(binding.identifier.name);
  }
  if (unused.size === 0) return source;
  const edits = unusedImportEdits(source, program, unused, new Set());
  return applyEdits(source, edits);
}
