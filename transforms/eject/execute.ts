/**
 * What `execute` needs on its way back to a framework's own calling convention: the
 * adapter module's context types dropped from its parameters (the framework types them
 * again), MCP results written out as the adapter made them, Mastra 0.x's `{ context }`.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { isStringByType } from '../lib/declared-string';
import { constantInitializer, isRepeatable, rangeWithParentheses, stripTypeWrappers } from '../lib/expression-facts';
import { staticKey } from '../lib/definition-site';
import { returnSites, type FunctionNode } from '../lib/function-returns';
import type { FileScopes } from '../lib/one-walk';
import { scopeOf, type Scope } from '../lib/scope';
import { quoteString, type SourceStyle } from '../lib/source-style';
import type { TextEdit } from '../lib/text-edits';
import { adapterExportOf } from './read';

export type ExecuteFunction = t.ArrowFunctionExpression | t.FunctionExpression | t.ObjectMethod;

/** The function `execute` holds, or undefined when it names one defined elsewhere. */
export function executeFunction(property: t.ObjectProperty | t.ObjectMethod): ExecuteFunction | undefined {
  if (property.type === 'ObjectMethod') return property.kind === 'method' && !property.computed ? property : undefined;
  const value = property.value;
  return value.type === 'ArrowFunctionExpression' || value.type === 'FunctionExpression' ? value : undefined;
}

/** `extra: McpToolContext` → `extra`: the native callback's own type applies again. */
export function adapterTypeEdits(fn: ExecuteFunction, scopes: FileScopes, adapterImport?: string): TextEdit[] {
  const edits: TextEdit[] = [];
  const scope = scopes.scopeAt(scopes.pathOf(fn));
  for (const param of fn.params) {
    const annotation = (param as { typeAnnotation?: t.Node | null }).typeAnnotation;
    if (annotation?.type !== 'TSTypeAnnotation') continue;
    const type = annotation.typeAnnotation;
    const named = type.type === 'TSTypeReference' && !type.typeParameters ? type.typeName : undefined;
    if (named && adapterExportOf(scope, named, adapterImport))
      edits.push({ start: annotation.start!, end: annotation.end!, text: '' });
  }
  return edits;
}

/** True when a parameter's name (or a name it destructures) is read. */
export function isParameterUsed(param: t.Node, scopes: FileScopes): boolean {
  const names: t.Identifier[] = [];
  const collect = (node: t.Node | null | undefined): void => {
    if (!node) return;
    if (node.type === 'Identifier') names.push(node);
    else if (node.type === 'AssignmentPattern') collect(node.left);
    else if (node.type === 'RestElement') collect(node.argument);
    else if (node.type === 'ArrayPattern') node.elements.forEach(collect);
    else if (node.type === 'ObjectPattern')
      for (const property of node.properties)
        collect(property.type === 'RestElement' ? property : (property.value as t.Node));
  };
  collect(param);
  return names.some((name) => scopes.scopeAt(scopes.pathOf(name)).getBinding(name.name)?.referenced);
}

export type Refusal = { refused: string; code: string };

/**
 * MCP: each return as the adapter made it. A string (provably) becomes one text block; an
 * object literal that is no result, its JSON text plus `structuredContent`; a result
 * (`{ content }`) stays. Anything else cannot be written out without knowing its type.
 */
export function mcpResultEdits(
  fn: ExecuteFunction,
  scopes: FileScopes,
  source: string,
  style: SourceStyle,
): TextEdit[] | Refusal {
  if (fn.generator) return { code: 'eject-generator', refused: 'its execute is a generator' };
  const path = scopes.pathOf(fn) as NodePath<FunctionNode>;
  const sites = returnSites(path);
  const text = quoteString('text', style);
  const edits: TextEdit[] = [];
  const fallsThrough = fn.body.type === 'BlockStatement';
  for (const site of sites) {
    if (!site.value) return { code: 'eject-mcp-result-unknown', refused: 'a `return;` returns no MCP result' };
    const value = stripTypeWrappers(site.value);
    if (value.type === 'ObjectExpression' && hasContentKey(value)) continue;
    const range = rangeWithParentheses(source, site.value);
    const written = source.slice(range.start, range.end);
    let wrapped: string;
    const scope = scopeOf(site.path);
    const textValue = written === 'text' ? 'text' : `text: ${written}`;
    if (isStringByType(site.value, scope)) wrapped = `{ content: [{ type: ${text}, ${textValue} }] }`;
    else if (isRecord(value, scope))
      wrapped = `{ content: [{ type: ${text}, text: JSON.stringify(${written}) }], structuredContent: ${written} }`;
    else
      return {
        code: 'eject-mcp-result-unknown',
        refused: `it returns \`${written.length > 40 ? `${written.slice(0, 37)}...` : written}\`, which may not be a string: wrap it in an MCP result by hand`,
      };
    edits.push({ start: range.start, end: range.end, text: site.kind === 'body' ? `(${wrapped})` : wrapped });
  }
  if (fallsThrough && !alwaysEnds(fn.body))
    return { code: 'eject-mcp-result-unknown', refused: 'its execute can end without a result' };
  return edits;
}

/** True when a statement cannot complete normally: every path returns or throws. */
function alwaysEnds(statement: t.Node | null | undefined): boolean {
  if (!statement) return false;
  switch (statement.type) {
    case 'ReturnStatement':
    case 'ThrowStatement':
      return true;
    case 'BlockStatement':
      return alwaysEnds(statement.body[statement.body.length - 1]);
    case 'IfStatement':
      return alwaysEnds(statement.consequent) && alwaysEnds(statement.alternate);
    case 'TryStatement':
      return alwaysEnds(statement.finalizer) || (alwaysEnds(statement.block) && alwaysEnds(statement.handler?.body));
    default:
      return false;
  }
}

/** An object literal the adapter wrapped as structured content, or a constant holding one. */
function isRecord(value: t.Node, scope: Scope): boolean {
  if (value.type === 'ObjectExpression') return isRepeatable(value);
  if (value.type !== 'Identifier') return false;
  const init = constantInitializer(scope, value.name)?.init;
  return init !== undefined && stripTypeWrappers(init).type === 'ObjectExpression';
}

function hasContentKey(object: t.ObjectExpression): boolean {
  return object.properties.some(
    (property) =>
      property.type !== 'SpreadElement' &&
      !property.computed &&
      ((property.key.type === 'Identifier' && property.key.name === 'content') ||
        (property.key.type === 'StringLiteral' && property.key.value === 'content')),
  );
}

/**
 * MCP without an input schema calls back `(extra)`: the standard `(input, extra)` loses its
 * first parameter, which must then be unused (the adapter gave it `undefined`).
 */
export function dropInputParameterEdits(fn: ExecuteFunction, scopes: FileScopes): TextEdit[] | Refusal {
  const [input, second] = fn.params;
  if (!input) return [];
  if (isParameterUsed(input, scopes))
    return { code: 'eject-input-without-schema', refused: 'its execute reads an input it has no schema for' };
  return [{ start: input.start!, end: second ? second.start! : input.end!, text: '' }];
}

/**
 * Mastra 0.x calls `execute({ context, ...rest }, options)`: the input parameter becomes
 * `context` of the first, and a destructured context joins it (`{ context, runtimeContext }`).
 */
export function mastraV0ParameterEdits(fn: ExecuteFunction, source: string, scopes: FileScopes): TextEdit[] | Refusal {
  const [input, context, ...more] = fn.params;
  if (more.length > 0) return { code: 'eject-parameters', refused: 'its execute takes more than two parameters' };
  const refuse = { code: 'eject-parameters', refused: 'its execute parameters have no Mastra 0.x form' };
  const typed = (param: t.Node) => Boolean((param as { typeAnnotation?: unknown }).typeAnnotation);
  if (!input) return [];
  if (typed(input) || input.type === 'RestElement' || input.type === 'AssignmentPattern') return refuse;
  const inputText = source.slice(input.start!, input.end!);
  const contextPart =
    input.type === 'Identifier' && input.name === 'context'
      ? 'context'
      : isParameterUsed(input, scopes) || !context
        ? `context: ${inputText}`
        : '';
  if (!context) return [{ start: input.start!, end: input.end!, text: `{ ${contextPart} }` }];
  let rest: string;
  let options: string | undefined;
  if (context.type === 'ObjectPattern') {
    // Its annotation (the adapter's context type) goes: 0.x types the whole first argument.
    const kept: string[] = [];
    for (const property of context.properties) {
      const key = property.type === 'ObjectProperty' && !property.computed ? staticKey(property) : undefined;
      // `options` was the adapter's name for the native second argument.
      if (key === 'options' && property.type === 'ObjectProperty')
        options = source.slice(property.value.start!, property.value.end!);
      else kept.push(source.slice(property.start!, property.end!));
    }
    rest = kept.join(', ');
  } else if (context.type === 'Identifier') {
    if (source.slice(fn.body.start!, fn.body.end!).includes(`${context.name}.options`)) return refuse;
    rest = `...${context.name}`;
  } else return refuse;
  const first = `{ ${[contextPart, rest].filter(Boolean).join(', ')} }`;
  return [{ start: input.start!, end: context.end!, text: options === undefined ? first : `${first}, ${options}` }];
}
