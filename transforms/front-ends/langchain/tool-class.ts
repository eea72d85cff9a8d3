/**
 * Reads a LangChain tool class (`class X extends StructuredTool/Tool`) for issue 9's
 * rule: `name`, `description`, `schema` and `_call` become the standard tool, and every
 * `new X()` of the file the adapter call. Anything else is a reason to leave the class,
 * and the report says which: the class must be all the file's uses see of it (not
 * exported, only ever `new X()` without arguments), its fields must mean the same
 * evaluated once where the class stands as evaluated per instance, and `_call` must not
 * read the instance beyond its name and description (the standard object has those).
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { staticKey } from '../../lib/definition-site';
import { isProvablyString, stripTypeWrappers } from '../../lib/expression-facts';
import { isZodExpression } from '../../lib/zod';
import { isPureNameExpression, staticString } from '../../lib/static-name';
import { classifySchema } from './schema';
import { NO_STRING_SCHEMA, stringInputSchema, type StringInputSchema } from './string-input';
import type { FrontEndContext } from '../../lib/front-end';
import {
  classFieldReadsBlockers,
  isStaticOptionValue,
  thisReadsBeyondFields,
  type ClassField,
} from './tool-class-reads';
import { identifiersNamed, programPathOf, scopeOf, type Scope } from '../../lib/scope';

/** Members of a structured tool that become the standard tool. */
const STANDARD_MEMBERS = new Set(['name', 'description', 'schema', '_call']);
/** Members LangChain's `tool()` takes as fields, which move to the adapter options. */
const OPTION_MEMBERS = new Set(['returnDirect', 'responseFormat', 'verboseParsingErrors', 'metadata', 'tags']);

/** What a migratable tool class is made of. */
export interface ToolClassParts {
  declaration: t.ClassDeclaration;
  className: string;
  name: string;
  /** A name computed at run time (kept as written). */
  nameText?: string;
  /** The class members in source order: fields (standard and option) and `_call`. */
  members: Array<{ key: string; node: ClassField | t.ClassMethod }>;
  /** A string-input `Tool`: the input schema its standard tool is written with. */
  stringInput?: StringInputSchema;
  /** Every `new X()` of the file (none where the class stays). */
  sites: t.NewExpression[];
  /**
   * The class stays, as `class X extends toLangChainClass(def) {}`: it is exported (other modules may construct,
   * type or subclass it), or the file names it as a type or in `instanceof`. `statement`: the class's own statement
   * (with its `export`), where the standard object is declared before.
   */
  kept?: { statement: t.Node; exported: boolean };
}

/** Left, with every reason; `state` names the per-instance state it holds, if any (see instanceState). */
export type ToolClassReading = { ok: true; parts: ToolClassParts } | { ok: false; blockers: string[]; state: string[] };

/** Fields a standard tool holds too: reading them is no per-instance state. */
const TOOL_FIELDS = new Set(['name', 'description', 'schema', 'returnDirect']);

export function readToolClass(path: NodePath<t.Class>, baseClass: string, context: FrontEndContext): ToolClassReading {
  const { source } = context;
  const blockers: string[] = [];
  const node = path.node;
  const exportedDeclaration =
    path.parentPath?.isExportNamedDeclaration() || path.parentPath?.isExportDefaultDeclaration();
  if (baseClass === 'DynamicTool' || baseClass === 'DynamicStructuredTool') {
    blockers.push(`its fields come from the ${baseClass} constructor, not from class members`);
    return { ok: false, blockers, state: constructorTakesParameters(node) ? ['constructor parameters'] : [] };
  }
  if (!path.isClassDeclaration() || !node.id) blockers.push('it is a class expression (nothing names it for `new`)');
  if ((node.decorators ?? []).length > 0) blockers.push('it has decorators');
  if ((node as { abstract?: boolean }).abstract) blockers.push('it is abstract');
  if (node.typeParameters) blockers.push('it has type parameters');

  const { members, fields, callMethod, state } = readMembers(path, blockers);
  const stringInput = baseClass === 'Tool';
  const stringInputSchemaText = stringInput ? stringInputOf(context, path, fields, blockers) : undefined;
  for (const field of ['name', 'description', ...(stringInput ? [] : ['schema'])])
    if (!fields.has(field) && !blockers.some((blocker) => blocker.includes(`\`${field}\``)))
      blockers.push(`it sets no \`${field}\` field`);
  const { nameValue, staticName } = checkFields(fields, node, stringInput, blockers);
  if (!callMethod) blockers.push('it has no `_call` method');
  else checkCallMethod(callMethod, blockers);

  const uses = constructions(path, exportedDeclaration === true, blockers);
  if (blockers.length > 0 || !node.id || !callMethod || !nameValue)
    return { ok: false, blockers, state: [...new Set(state)] };
  const statement = exportedDeclaration ? path.parentPath!.node : node;
  const nameText = source.slice(nameValue.start!, nameValue.end!);
  return {
    ok: true,
    parts: {
      declaration: node as t.ClassDeclaration,
      className: node.id.name,
      name: staticName ?? nameText,
      ...(staticName === undefined && { nameText }),
      members,
      ...(stringInputSchemaText !== undefined && { stringInput: stringInputSchemaText }),
      sites: uses.kept ? [] : uses.sites,
      ...(uses.kept && { kept: { statement, exported: uses.exported } }),
    },
  };
}

/**
 * The class's members: the tool's fields and its `_call` method; a constructor that does more than
 * `super()`, a field without value and any other member block it. `state`: what `_call` reads beyond them.
 */
function readMembers(
  path: NodePath<t.Class>,
  blockers: string[],
): {
  members: ToolClassParts['members'];
  fields: Map<string, NodePath<ClassField>>;
  callMethod: NodePath<t.ClassMethod> | undefined;
  state: string[];
} {
  const members: ToolClassParts['members'] = [];
  const others: string[] = [];
  const fields = new Map<string, NodePath<ClassField>>();
  let callMethod: NodePath<t.ClassMethod> | undefined;
  const state: string[] = [];
  for (const member of path.get('body').get('body')) {
    const memberNode = member.node;
    if (
      member.isClassMethod() &&
      ['_call', 'invoke'].includes(staticKey(member.node as unknown as t.ClassProperty) ?? '')
    )
      for (const read of thisReadsBeyondFields(member))
        if (read.startsWith('this.') && !TOOL_FIELDS.has(read.slice('this.'.length))) state.push(read);
    if (member.isClassMethod() && member.node.kind === 'constructor') {
      if (member.node.params.length > 0) state.unshift('constructor parameters');
      if (!isTrivialConstructor(member.node)) blockers.push('it has a constructor that does more than `super()`');
      continue;
    }
    const key =
      (memberNode.type === 'ClassProperty' || memberNode.type === 'ClassMethod') && !memberNode.static
        ? staticKey(memberNode as t.ClassProperty)
        : undefined;
    const known = key !== undefined && (STANDARD_MEMBERS.has(key) || OPTION_MEMBERS.has(key));
    if (!known || (key === '_call') !== member.isClassMethod()) {
      others.push(
        key ??
          ('key' in memberNode && memberNode.key.type === 'PrivateName' ? `#${memberNode.key.id.name}` : 'a member'),
      );
      continue;
    }
    if (member.isClassMethod()) {
      if (member.node.kind !== 'method') others.push(`a ${member.node.kind} ${key}`);
      else callMethod = member;
      members.push({ key, node: member.node });
      continue;
    }
    const property = member as NodePath<t.ClassProperty>;
    if (!property.node.value || (property.node as { declare?: boolean }).declare) {
      blockers.push(`its \`${key}\` field has no value`);
      continue;
    }
    fields.set(key, property as NodePath<ClassField>);
    members.push({ key, node: property.node as ClassField });
  }
  if (others.length > 0) blockers.push(`it has other members (${others.join(', ')})`);
  return { members, fields, callMethod, state };
}

/** A `Tool` subclass takes a string input: the schema the standard tool says it with, where the file can write it. */
function stringInputOf(
  context: FrontEndContext,
  path: NodePath<t.Class>,
  fields: ReadonlyMap<string, NodePath<ClassField>>,
  blockers: string[],
): StringInputSchema | undefined {
  if (fields.has('schema'))
    blockers.push("it replaces Tool's string-input schema with its own `schema` (not a string-input tool any more)");
  const schema = stringInputSchema(context, path);
  if (schema === undefined) blockers.push(`it takes a string input, and ${NO_STRING_SCHEMA}`);
  return schema;
}

/** What blocks the fields' values (name, description, schema, options); the name's value and static text. */
function checkFields(
  fields: ReadonlyMap<string, NodePath<ClassField>>,
  node: t.Class,
  stringInput: boolean,
  blockers: string[],
): { nameValue: t.Expression | undefined; staticName: string | undefined } {
  const name = fields.get('name');
  const nameValue = name?.node.value;
  const staticName = nameValue && staticString(nameValue, scopeOf(name));
  if (name && staticName === undefined && !isPureNameExpression(nameValue))
    blockers.push('its name is computed in a way the standard object cannot keep as written');
  const description = fields.get('description');
  if (description && !isDescriptionString(description.node.value, scopeOf(description)))
    blockers.push('its description is not shown to be a string');
  const schema = fields.get('schema');
  if (schema && !stringInput) {
    const kind = classifySchema(schema.node.value, scopeOf(schema));
    if (kind.kind === 'manual') blockers.push(`it ${kind.message}`);
    if (kind.kind === 'json-schema')
      blockers.push('it has a JSON Schema object as its schema (not rewritten in a class)');
  }
  for (const [key, field] of fields) {
    if (OPTION_MEMBERS.has(key) && !isStaticOptionValue(field.node.value))
      blockers.push(`its \`${key}\` is not a literal (it would be written at every \`new X()\`)`);
    else if (!OPTION_MEMBERS.has(key)) blockers.push(...classFieldReadsBlockers(field, key, node));
  }
  return { nameValue, staticName };
}

/** `_call(input)` alone: the run manager has no place in `execute`, nor `this` beyond the name and description. */
function checkCallMethod(callMethod: NodePath<t.ClassMethod>, blockers: string[]): void {
  const params = callMethod.node.params;
  if (params.length > 1 || params.some((param) => param.type === 'RestElement'))
    blockers.push(
      'its `_call` takes the run manager (its second argument), which `execute` would receive as the config',
    );
  const reads = thisReadsBeyondFields(callMethod);
  if (reads.length > 0)
    blockers.push(`its \`_call\` uses \`this\` beyond its name and description (${reads.join(', ')})`);
}

/** A string, or `schema.description ?? '...'` on a zod schema (whose description is a string or undefined). */
function isDescriptionString(value: t.Expression, scope: Scope): boolean {
  if (isProvablyString(value, scope)) return true;
  const expression = stripTypeWrappers(value);
  if (expression.type !== 'LogicalExpression' || expression.operator !== '??') return false;
  const left = stripTypeWrappers(expression.left);
  return (
    left.type === 'MemberExpression' &&
    !left.computed &&
    left.property.type === 'Identifier' &&
    left.property.name === 'description' &&
    isZodExpression(left.object, scope) &&
    isProvablyString(expression.right, scope)
  );
}

function constructorTakesParameters(node: t.Class): boolean {
  return node.body.body.some(
    (member) => member.type === 'ClassMethod' && member.kind === 'constructor' && member.params.length > 0,
  );
}

/** `constructor() { super(); }` or `constructor() { super(...arguments); }`: what the class does without one. */
function isTrivialConstructor(method: t.ClassMethod): boolean {
  if (method.params.length > 0 || method.body.body.length !== 1) return false;
  const [statement] = method.body.body;
  if (statement?.type !== 'ExpressionStatement') return false;
  const call = statement.expression;
  if (call.type !== 'CallExpression' || call.callee.type !== 'Super') return false;
  const [argument] = call.arguments;
  return (
    call.arguments.length === 0 ||
    (call.arguments.length === 1 &&
      argument?.type === 'SpreadElement' &&
      argument.argument.type === 'Identifier' &&
      argument.argument.name === 'arguments')
  );
}

/**
 * The file's `new X()` without arguments, and whether the class must stay (see `ToolClassParts.kept`): exported, or
 * named as a type or in `instanceof` (what stays true of the class kept). Any other mention of the name (an argument,
 * `new X(fields)`, a subclass, a value passed on) is a blocker: without the class, or with one whose constructor takes
 * no fields, it would not mean the same.
 */
function constructions(
  path: NodePath<t.Class>,
  exportedDeclaration: boolean,
  blockers: string[],
): { sites: t.NewExpression[]; kept: boolean; exported: boolean } {
  const id = path.node.id;
  let exported = exportedDeclaration;
  let typed = false;
  if (!id) return { sites: [], kept: false, exported };
  const sites: t.NewExpression[] = [];
  const otherUses = new Set<string>();
  for (const identifier of identifiersNamed(programPathOf(path), id.name)) {
    if (identifier.node === id) continue;
    // The same name bound to another declaration (a class of that name in another test's scope) is not this class.
    const binding = scopeOf(identifier).getBinding(id.name);
    if (binding && binding.identifier !== id) continue;
    const parent = identifier.parent;
    const isNew =
      parent.type === 'NewExpression' &&
      parent.callee === identifier.node &&
      parent.arguments.length === 0 &&
      !(parent as { typeParameters?: unknown }).typeParameters &&
      binding !== undefined;
    if (isNew) sites.push(parent);
    else if (parent.type === 'ExportSpecifier') exported = true;
    else if (namesTheClassAsType(identifier.node, parent)) typed = true;
    else if (!(parent.type === 'MemberExpression' && parent.property === identifier.node && !parent.computed))
      if (!(parent.type === 'ObjectProperty' && parent.key === identifier.node && !parent.computed))
        otherUses.add(otherUse(identifier.node, parent));
  }
  const kept = exported || typed;
  if (otherUses.size > 0)
    blockers.push(
      `the file uses it other than as \`new X()\` without arguments${kept ? ', a type or in `instanceof`' : ''} (${[...otherUses].join(', ')})`,
    );
  else if (sites.length === 0 && !kept) blockers.push('the file never constructs it (`new X()`)');
  return { sites, kept, exported };
}

/** `x: X`, `typeof X`, `x instanceof X`: what the class kept (`class X extends toLangChainClass(def) {}`) serves. */
function namesTheClassAsType(identifier: t.Identifier, parent: t.Node): boolean {
  if (
    parent.type === 'TSTypeReference' ||
    parent.type === 'TSTypeQuery' ||
    parent.type === 'TSExpressionWithTypeArguments'
  )
    return true;
  if (parent.type === 'TSQualifiedName') return parent.left === identifier;
  return parent.type === 'BinaryExpression' && parent.operator === 'instanceof' && parent.right === identifier;
}

/** What the blocking use is, for the report. */
function otherUse(identifier: t.Identifier, parent: t.Node): string {
  if (parent.type === 'NewExpression' && parent.callee === identifier) return '`new X(...)` with arguments';
  if ((parent.type === 'ClassDeclaration' || parent.type === 'ClassExpression') && parent.superClass === identifier)
    return 'a subclass';
  return 'a value passed on';
}
