/**
 * zod in the user's file: which names are zod (the namespace `z`, a named import such
 * as `string`), and whether an expression is a zod schema built from them. Used to
 * tell a raw shape `{ a: z.string() }` from other objects, and to write `z.object(...)`
 * with the file's own zod binding.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { loadedModule } from './bindings';
import { constantInitializer, stripTypeWrappers } from './expression-facts';
import { scopeOf, type Scope } from './scope';

export const isZodModule = (specifier: string): boolean => /^zod(\/|$)/.test(specifier);

type ZodBinding = 'namespace' | 'export' | undefined;

/** What a name is bound to: the zod namespace (`z`), another zod export (`string`), or neither. */
function zodBinding(scope: Scope, name: string): ZodBinding {
  const binding = scope.getBinding(name);
  if (!binding) return undefined;
  const declaration = binding.path;
  const parent = declaration.parentPath?.node;
  if (
    declaration.isImportNamespaceSpecifier() ||
    declaration.isImportDefaultSpecifier() ||
    declaration.isImportSpecifier()
  ) {
    if (parent?.type !== 'ImportDeclaration' || parent.importKind === 'type' || !isZodModule(parent.source.value))
      return undefined;
    if (!declaration.isImportSpecifier()) return 'namespace';
    if (declaration.node.importKind === 'type') return undefined;
    const imported = declaration.node.imported;
    return (imported.type === 'Identifier' ? imported.name : imported.value) === 'z' ? 'namespace' : 'export';
  }
  if (declaration.isVariableDeclarator()) {
    const source = loadedModule(declaration.node.init);
    if (source === undefined || !isZodModule(source)) return undefined;
    if (declaration.node.id.type === 'Identifier') return 'namespace';
    const property =
      declaration.node.id.type === 'ObjectPattern'
        ? declaration.node.id.properties.find(
            (candidate) =>
              candidate.type === 'ObjectProperty' &&
              candidate.value.type === 'Identifier' &&
              candidate.value.name === name,
          )
        : undefined;
    if (property?.type !== 'ObjectProperty' || property.key.type !== 'Identifier') return undefined;
    return property.key.name === 'z' ? 'namespace' : 'export';
  }
  return undefined;
}

/** The identifier a call/member chain starts from: `z.string().min(1)` → `z`. */
function chainRoot(node: t.Node): t.Identifier | undefined {
  let current = stripTypeWrappers(node);
  for (;;) {
    if (current.type === 'CallExpression') current = stripTypeWrappers(current.callee);
    else if (current.type === 'MemberExpression' || current.type === 'OptionalMemberExpression')
      current = stripTypeWrappers(current.object);
    else if (current.type === 'OptionalCallExpression') current = stripTypeWrappers(current.callee);
    else return current.type === 'Identifier' ? current : undefined;
  }
}

/**
 * True when the expression is a zod schema: a call chain on the zod namespace or a zod
 * export (`z.string().optional()`, `string()`), or a constant holding one. A chain that
 * ends in a property read (`Schema.shape`, `z.string`) is not a schema.
 */
export function isZodExpression(node: t.Node, scope: Scope, depth = 0): boolean {
  const expression = stripTypeWrappers(node);
  const root = chainRoot(expression);
  if (!root || depth > 8) return false;
  if (root === expression) {
    // A bare name: a constant holding a schema (the namespace alone is not a schema).
    const constant = constantInitializer(scope, root.name);
    return constant !== undefined && isZodExpression(constant.init, constant.scope, depth + 1);
  }
  if (expression.type !== 'CallExpression' && expression.type !== 'OptionalCallExpression') return false;
  if (zodBinding(scope, root.name)) return true;
  const constant = constantInitializer(scope, root.name);
  return constant !== undefined && isZodExpression(constant.init, constant.scope, depth + 1);
}

/** The zod namespace name an expression's chain starts from, if any (`z` in `z.string()`). */
export function zodNamespaceRoot(node: t.Node, scope: Scope): string | undefined {
  const root = chainRoot(node);
  return root && zodBinding(scope, root.name) === 'namespace' ? root.name : undefined;
}

/** A name bound to the zod namespace in the module scope (`z`), for writing `z.object(...)`. */
export function moduleZodNamespace(program: NodePath<t.Program>): string | undefined {
  for (const [name] of Object.entries(scopeOf(program).bindings)) {
    if (zodBinding(scopeOf(program), name) === 'namespace') return name;
  }
  return undefined;
}
