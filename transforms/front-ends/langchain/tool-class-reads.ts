/**
 * What a tool class's members read, for the class rewrite: a field initializer runs
 * for each `new X()`, its standard-object property once where the class stands, so a
 * field may read only what holds the same value at both points; `_call` becomes the
 * standard object's `execute` method, whose `this` has the tool's name and description
 * but nothing else of the instance.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { stripTypeWrappers } from '../../lib/expression-facts';
import { scopeOf } from '../../lib/scope';

/** A class field with a value. */
export type ClassField = t.ClassProperty & { value: t.Expression };

/** Instance members `execute`'s `this` still has, with the same values. */
const FIELDS_EXECUTE_KEEPS = new Set(['name', 'description']);

/** Why the field's value could differ evaluated once where the class stands. */
export function classFieldReadsBlockers(field: NodePath<ClassField>, key: string, declaration: t.Class): string[] {
  const value = field.get('value') as NodePath<t.Expression>;
  const unstable = new Set<string>();
  let readsInstance = false;
  const check = (identifier: NodePath<t.Identifier>) => {
    const name = identifier.node.name;
    const binding = scopeOf(identifier).getBinding(name);
    if (!binding || binding.kind === 'module') return;
    const declared = binding.identifier;
    const inside = declared.start! >= value.node.start! && declared.end! <= value.node.end!;
    if (inside || (binding.constant && (binding.kind === 'hoisted' || binding.kind === 'param'))) return;
    if (!binding.constant || declared.start! > declaration.start!) unstable.add(name);
  };
  if (value.isIdentifier()) check(value);
  if (value.isThisExpression()) readsInstance = true;
  value.traverse({
    noScope: true,
    Function(nested) {
      if (!nested.isArrowFunctionExpression()) nested.skip();
    },
    ReferencedIdentifier(identifier) {
      if (identifier.isIdentifier()) check(identifier);
    },
    ThisExpression() {
      readsInstance = true;
    },
    Super() {
      readsInstance = true;
    },
  });
  const blockers: string[] = [];
  if (readsInstance) blockers.push(`its \`${key}\` reads the instance (\`this\`)`);
  if (unstable.size > 0)
    blockers.push(
      `its \`${key}\` reads ${[...unstable].join(', ')}, which may not hold the same value where the class stands as at \`new X()\``,
    );
  return blockers;
}

/** A literal written the same at every `new X()`: strings, numbers, booleans, null, arrays and objects of those. */
export function isStaticOptionValue(node: t.Node): boolean {
  const value = stripTypeWrappers(node);
  switch (value.type) {
    case 'StringLiteral':
    case 'NumericLiteral':
    case 'BooleanLiteral':
    case 'NullLiteral':
      return true;
    case 'TemplateLiteral':
      return value.expressions.length === 0;
    case 'UnaryExpression':
      return value.operator === '-' && value.argument.type === 'NumericLiteral';
    case 'ArrayExpression':
      return value.elements.every((element) => element !== null && isStaticOptionValue(element));
    case 'ObjectExpression':
      return value.properties.every(
        (property) => property.type === 'ObjectProperty' && !property.computed && isStaticOptionValue(property.value),
      );
    default:
      return false;
  }
}

/** `this.apiKey`, `this.helper()`, a bare `this`, `super`, `arguments`: what `execute` would read differently. */
export function thisReadsBeyondFields(method: NodePath<t.ClassMethod>): string[] {
  const reads = new Set<string>();
  method.get('body').traverse({
    noScope: true,
    Function(nested) {
      if (!nested.isArrowFunctionExpression()) nested.skip();
    },
    Super() {
      reads.add('super');
    },
    Identifier(identifier) {
      if (identifier.node.name === 'arguments' && identifier.isReferencedIdentifier()) reads.add('arguments');
    },
    ThisExpression(thisPath) {
      const parent = thisPath.parentPath.node;
      const property =
        parent.type === 'MemberExpression' && parent.object === thisPath.node && !parent.computed
          ? parent.property.type === 'Identifier'
            ? parent.property.name
            : parent.property.type === 'PrivateName'
              ? `#${parent.property.id.name}`
              : undefined
          : undefined;
      if (property === undefined) reads.add('this');
      else if (!FIELDS_EXECUTE_KEEPS.has(property)) reads.add(`this.${property}`);
    },
  });
  return [...reads];
}
