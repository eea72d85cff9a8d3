/**
 * What stands between a LangChain tool class and a standard tool, beyond the rewrite of
 * a class itself (which the emitter cannot make yet: the class's name must keep working
 * where the file writes `new X()`). Issue 9's rule: `name`, `description`, `schema` and
 * `_call` become the standard tool; anything else is a reason to leave the class, and
 * the report says which.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { staticKey } from '../../lib/definition-site';

/** Members of a structured tool that become the standard tool. */
const STANDARD_MEMBERS = new Set(['name', 'description', 'schema', '_call']);
/** Members LangChain's `tool()` takes as fields, which would move to the adapter options. */
const OPTION_MEMBERS = new Set(['returnDirect', 'responseFormat', 'verboseParsingErrors', 'metadata', 'tags']);

/** Why this class would still be left once classes can be rewritten; empty when nothing else stands in the way. */
export function toolClassBlockers(path: NodePath<t.Class>, baseClass: string): string[] {
  const blockers: string[] = [];
  if (baseClass === 'Tool')
    blockers.push("it takes a string input (Tool's `{ input?: string }` schema), which a standard tool cannot hold");
  if (baseClass === 'DynamicTool' || baseClass === 'DynamicStructuredTool')
    blockers.push(`its fields come from the ${baseClass} constructor, not from class members`);
  if (path.parentPath?.isExportNamedDeclaration() || path.parentPath?.isExportDefaultDeclaration())
    blockers.push('it is exported (other modules may construct, subclass or type with it)');

  const others: string[] = [];
  let callMethod: NodePath<t.ClassMethod> | undefined;
  const present = new Set<string>();
  for (const member of path.get('body').get('body')) {
    const node = member.node;
    if (member.isClassMethod() && node.type === 'ClassMethod' && node.kind === 'constructor') {
      blockers.push('it has a constructor');
      continue;
    }
    const key =
      (node.type === 'ClassProperty' || node.type === 'ClassMethod') && !node.static
        ? staticKey(node as t.ClassProperty)
        : undefined;
    if (key === undefined || (!STANDARD_MEMBERS.has(key) && !OPTION_MEMBERS.has(key))) {
      others.push(key ?? ('key' in node && node.key.type === 'PrivateName' ? `#${node.key.id.name}` : 'a member'));
      continue;
    }
    present.add(key);
    if (key === '_call' && member.isClassMethod()) callMethod = member;
  }
  if (others.length > 0) blockers.push(`it has other members (${others.join(', ')})`);
  for (const field of ['name', 'description', 'schema'])
    if (!present.has(field) && !(field === 'schema' && baseClass === 'Tool'))
      blockers.push(`it sets no \`${field}\` field`);
  if (!callMethod) blockers.push('it has no `_call` method');
  else {
    if (callMethod.node.params.length > 1)
      blockers.push(
        'its `_call` takes the run manager (its second argument), which `execute` would receive as the config',
      );
    const fieldsRead = thisReadsBeyondFields(callMethod);
    if (fieldsRead.length > 0)
      blockers.push(`its \`_call\` uses \`this\` beyond name, description and schema (${fieldsRead.join(', ')})`);
  }
  const binding = path.node.id ? path.scope.getBinding(path.node.id.name) : undefined;
  // Babel counts `export class X` (the export statement) as a reference to X: not a use.
  const otherUse = binding?.referencePaths.some((reference) => {
    if (reference.isExportDeclaration()) return false;
    const parent = reference.parentPath;
    return !(parent?.isNewExpression() && parent.node.callee === reference.node && parent.node.arguments.length === 0);
  });
  if (otherUse) blockers.push('the file uses it other than as `new X()` without arguments');
  return blockers;
}

/** `this.apiKey`, `this.helper()`, a bare `this`: what `_call` reads of the instance besides its tool fields. */
function thisReadsBeyondFields(method: NodePath<t.ClassMethod>): string[] {
  const reads = new Set<string>();
  method.get('body').traverse({
    Function(nested) {
      if (!nested.isArrowFunctionExpression()) nested.skip();
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
      else if (!STANDARD_MEMBERS.has(property) || property === '_call') reads.add(`this.${property}`);
    },
  });
  return [...reads];
}
