/**
 * What `execute` needs on its way back to a framework's own calling convention: the
 * adapter module's context types dropped from its parameters (the framework types them
 * again), MCP results written out as the adapter made them, Mastra 0.x's `{ context }`.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { resolveNamedImport } from '../lib/bindings';
import { isStringByType } from '../lib/declared-string';
import {
  constantInitializer,
  isGlobalName,
  isRepeatable,
  propertyWithValue,
  rangeWithParentheses,
  stripTypeWrappers,
} from '../lib/expression-facts';
import { staticKey } from '../lib/definition-site';
import {
  alwaysEnds,
  readsOwnThisOrArguments,
  returnSites,
  type FunctionNode,
  type ReturnSite,
} from '../lib/function-returns';
import type { FileScopes } from '../lib/one-walk';
import { scopeOf, type Scope } from '../lib/scope';
import { indentationAt, quoteString, type SourceStyle } from '../lib/source-style';
import type { TextEdit } from '../lib/text-edits';
import { reindentText } from '../lib/reindent';
import { TEXT_OF_MCP_RESULT } from '../lib/adapter-types';
import type { TypeOracle } from '../lib/type-oracle';
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
    // `T` or, as the OpenAI Agents SDK's optional run context was written, `T | undefined`.
    const union = annotation.typeAnnotation;
    const type =
      union.type === 'TSUnionType' && union.types.length === 2 && union.types[1]!.type === 'TSUndefinedKeyword'
        ? union.types[0]!
        : union;
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
 * object that is no result, its JSON text plus `structuredContent`; a result (`{ content }`)
 * stays; `textOfMcpResult(helper(x))` (the text of the results a helper builds) becomes
 * `helper(x)` again. Syntax decides first; what it leaves open, the file's project types
 * decide (the type oracle). Anything neither can prove is not written out.
 */
export function mcpResultEdits(
  fn: ExecuteFunction,
  scopes: FileScopes,
  source: string,
  style: SourceStyle,
  types: TypeOracle,
  adapterImport?: string,
  template?: McpResultTemplate,
): TextEdit[] | Refusal {
  if (fn.generator) return { code: 'eject-generator', refused: 'its execute is a generator' };
  const path = scopes.pathOf(fn) as NodePath<FunctionNode>;
  const sites = returnSites(path);
  const text = quoteString('text', style);
  const edits: TextEdit[] = [];
  const fallsThrough = fn.body.type === 'BlockStatement';
  for (const site of sites) {
    if (!site.value) return { code: 'eject-mcp-result-unknown', refused: 'a `return;` returns no MCP result' };
    if (template) {
      const edit = templatedResult(template, site, source);
      if ('refused' in edit) return edit;
      edits.push(edit);
      continue;
    }
    const value = stripTypeWrappers(site.value);
    if (value.type === 'ObjectExpression' && hasContentKey(value)) continue;
    // The adapter made `{ content: [] }` of `undefined`.
    if (value.type === 'Identifier' && value.name === 'undefined' && isGlobalName(scopeOf(site.path), 'undefined')) {
      const range = rangeWithParentheses(source, site.value);
      edits.push({ ...range, text: site.kind === 'body' ? '({ content: [] })' : '{ content: [] }' });
      continue;
    }
    const helperResult = textOfMcpResultArgument(value, scopeOf(site.path), adapterImport);
    if (helperResult) {
      const range = rangeWithParentheses(source, site.value);
      const argument = rangeWithParentheses(source, helperResult);
      edits.push({ ...range, text: source.slice(argument.start, argument.end) });
      continue;
    }
    const kind = resultKind(site.value, value, scopeOf(site.path), types);
    if (kind === 'result') continue;
    const range = rangeWithParentheses(source, site.value);
    const written = source.slice(range.start, range.end);
    if (kind === 'string') {
      const textValue = written === 'text' ? 'text' : `text: ${written}`;
      const wrapped = `{ content: [{ type: ${text}, ${textValue} }] }`;
      edits.push({ start: range.start, end: range.end, text: site.kind === 'body' ? `(${wrapped})` : wrapped });
    } else if (kind === 'record') {
      const edit = recordEdit(site, range, written, fn, source, style);
      if ('refused' in edit) return edit;
      edits.push(edit);
    } else
      return {
        code: 'eject-mcp-result-unknown',
        refused: `it returns \`${written.length > 40 ? `${written.slice(0, 37)}...` : written}\`, which may not be a string: wrap it in an MCP result by hand`,
      };
  }
  if (fallsThrough && !alwaysEnds(fn.body))
    return { code: 'eject-mcp-result-unknown', refused: 'its execute can end without a result' };
  return edits;
}

/** `toMcpResult: (value) => ({ ... })`, the MCP adapter's option the migration wrote: each result around its value. */
export interface McpResultTemplate {
  property: t.ObjectProperty;
  body: t.Expression;
  /** The parameter's places in the body. */
  uses: t.Identifier[];
  /** It calls `JSON.stringify`. */
  stringifies: boolean;
}

/**
 * The options' `toMcpResult`, when they have one: written as the migration writes it (literals, object and
 * array literals, `JSON.stringify(...)`, around the parameter), or refused (it would not be written back
 * into each return exactly).
 */
export function mcpResultTemplate(options: t.Node | undefined): McpResultTemplate | Refusal | undefined {
  const object = options && stripTypeWrappers(options);
  if (object?.type !== 'ObjectExpression') return undefined;
  const property = object.properties.find((one) => one.type !== 'SpreadElement' && staticKey(one) === 'toMcpResult');
  if (!property) return undefined;
  const refusal = { code: 'eject-options', refused: 'its toMcpResult is not a template of literals: eject it by hand' };
  const fn = property.type === 'ObjectProperty' ? property.value : undefined;
  const [param, ...more] = fn?.type === 'ArrowFunctionExpression' ? fn.params : [];
  if (fn?.type !== 'ArrowFunctionExpression' || fn.body.type === 'BlockStatement' || more.length > 0) return refusal;
  if (param?.type !== 'Identifier') return refusal;
  const uses: t.Identifier[] = [];
  let stringifies = false;
  const literalsAround = (node: t.Node): boolean => {
    const bare = stripTypeWrappers(node);
    if (bare.type === 'Identifier') return bare.name === param.name && uses.push(bare) > 0;
    if (bare.type === 'ObjectExpression')
      return bare.properties.every(
        (one) => one.type === 'ObjectProperty' && staticKey(one) !== undefined && literalsAround(one.value),
      );
    if (bare.type === 'ArrayExpression') return bare.elements.every((one) => one !== null && literalsAround(one));
    // `JSON.stringify(value, null, 2)`: written back where the function returned the value (`JSON` unshadowed there).
    if (bare.type === 'CallExpression' && isStringifyCallee(bare.callee)) {
      stringifies = true;
      return bare.arguments.every((one) => one.type !== 'SpreadElement' && literalsAround(one));
    }
    return (
      ['StringLiteral', 'NumericLiteral', 'BooleanLiteral', 'NullLiteral'].includes(bare.type) ||
      (bare.type === 'TemplateLiteral' && bare.expressions.length === 0)
    );
  };
  if (!literalsAround(fn.body)) return refusal;
  return { property: property as t.ObjectProperty, body: fn.body, uses, stringifies };
}

/** `JSON.stringify` as written (whether `JSON` is the global one is asked where the template is written back). */
function isStringifyCallee(callee: t.Node): boolean {
  return (
    callee.type === 'MemberExpression' &&
    !callee.computed &&
    callee.object.type === 'Identifier' &&
    callee.object.name === 'JSON' &&
    callee.property.type === 'Identifier' &&
    callee.property.name === 'stringify'
  );
}

/** The template with the returned value in its parameter's places, laid out at the return's indentation. */
function templatedResult(template: McpResultTemplate, site: ReturnSite, source: string): TextEdit | Refusal {
  if (template.stringifies && !isGlobalName(scopeOf(site.path), 'JSON'))
    return {
      code: 'eject-options',
      refused: 'its toMcpResult calls JSON.stringify, and a local JSON shadows it there',
    };
  const range = rangeWithParentheses(source, site.value!);
  const written = source.slice(range.start, range.end);
  // The value was computed once; written in two places, it must read the same twice.
  if (template.uses.length > 1 && !isRepeatable(site.value!))
    return { code: 'eject-mcp-result-unknown', refused: 'its toMcpResult names the value twice: eject it by hand' };
  const value = site.value!.type === 'SequenceExpression' ? `(${written})` : written;
  const { body } = template;
  const replacements = template.uses.map((use) => {
    const property = written === use.name ? undefined : propertyWithValue(body, use);
    const shorthand = property?.shorthand ? property : undefined;
    return shorthand
      ? { start: shorthand.start!, end: shorthand.end!, text: `${use.name}: ${value}` }
      : { start: use.start!, end: use.end!, text: value };
  });
  const change = {
    from: indentationAt(source, template.property.start!),
    to: indentationAt(source, site.path.node.start!),
  };
  const text = reindentText(source, body.start!, body.end!, body, change, replacements);
  return { ...range, text: site.kind === 'body' && text.startsWith('{') ? `(${text})` : text };
}

/** The argument of the adapter module's `textOfMcpResult(result)`: the MCP result it took the text of. */
function textOfMcpResultArgument(value: t.Node, scope: Scope, adapterImport: string | undefined): t.Node | undefined {
  if (value.type !== 'CallExpression' || value.arguments.length !== 1) return undefined;
  const [argument] = value.arguments;
  if (argument?.type === 'SpreadElement' || argument?.type === 'ArgumentPlaceholder') return undefined;
  return adapterExportOf(scope, value.callee, adapterImport)?.imported === TEXT_OF_MCP_RESULT ? argument : undefined;
}

/**
 * A record's wrapping names the value twice (its JSON text, `structuredContent`): a value
 * that may differ when evaluated again (a call) is held in a constant first, as a person
 * would write it. A `return` that is not in a block is left to the user.
 */
function recordEdit(
  site: ReturnSite,
  range: { start: number; end: number },
  written: string,
  fn: ExecuteFunction,
  source: string,
  style: SourceStyle,
): TextEdit | Refusal {
  const text = quoteString('text', style);
  const structured = (value: string) => (value === 'structuredContent' ? value : `structuredContent: ${value}`);
  const wrap = (value: string) =>
    `{ content: [{ type: ${text}, text: JSON.stringify(${value}) }], ${structured(value)} }`;
  if (isRepeatable(site.value!)) return { ...range, text: site.kind === 'body' ? `(${wrap(written)})` : wrap(written) };
  const name = freshName(source.slice(fn.start!, fn.end!));
  const semicolon = style.semicolons ? ';' : '';
  const declared = `const ${name} = ${written}${semicolon}`;
  if (site.kind === 'body') {
    const outer = indentationAt(source, range.start);
    const inner = outer + style.indentUnit;
    const { eol } = style;
    return {
      ...range,
      text: `{${eol}${inner}${declared}${eol}${inner}return ${wrap(name)}${semicolon}${eol}${outer}}`,
    };
  }
  const statement = site.path.node;
  if (site.path.parent.type !== 'BlockStatement')
    return { code: 'eject-mcp-result-unknown', refused: 'it returns a record outside a block: wrap it by hand' };
  return {
    start: statement.start!,
    end: range.end,
    text: `${declared}${style.eol}${indentationAt(source, statement.start!)}return ${wrap(name)}`,
  };
}

/** `result`, or `result2`, ...: a name the function's text does not use. */
function freshName(text: string): string {
  for (let index = 1; ; index += 1) {
    const name = index === 1 ? 'result' : `result${index}`;
    if (!new RegExp(`\\b${name}\\b`).test(text)) return name;
  }
}

/**
 * What the adapter makes of a returned value: a text block (a string), JSON text plus
 * `structuredContent` (a plain record), or nothing (already a result). Syntax first, then the
 * types: the three questions at once, so one round of answers settles them.
 */
function resultKind(
  returned: t.Node,
  value: t.Node,
  scope: Scope,
  types: TypeOracle,
): 'string' | 'record' | 'result' | undefined {
  if (isStringByType(returned, scope)) return 'string';
  if (isRecord(value, scope)) return 'record';
  if (isInputRequiredCall(value, scope) || isResultConstant(value, scope)) return 'result';
  const [string, record, result] = [
    types.isString(returned),
    types.isPlainRecord(returned),
    types.isMcpResult(returned),
  ];
  return string ? 'string' : record ? 'record' : result ? 'result' : undefined;
}

/**
 * MCP: an `execute` named, not written in place (`execute: lookUp`), goes to the SDK as it is
 * when its type shows it returns MCP results (the adapter passed them through), it is a
 * function of this file that does not read `this` (the adapter called it on the tool), and,
 * without an input schema (the SDK then calls back `(extra)`), it takes no parameter.
 */
export function namedMcpHandler(
  property: t.ObjectProperty | t.ObjectMethod,
  scopes: FileScopes,
  hasInput: boolean,
  types: TypeOracle,
): Refusal | undefined {
  const refusal = {
    code: 'eject-mcp-result-unknown',
    refused: 'its execute is defined elsewhere: its results cannot be written out',
  };
  const value = property.type === 'ObjectProperty' ? property.value : undefined;
  if (value?.type !== 'Identifier') return refusal;
  const binding = scopes.scopeAt(scopes.pathOf(value)).getBinding(value.name);
  const declared = binding?.path.isFunctionDeclaration()
    ? binding.path
    : binding?.constant && binding.path.isVariableDeclarator()
      ? binding.path.get('init')
      : undefined;
  if (
    !declared ||
    !(declared.isFunctionDeclaration() || declared.isFunctionExpression() || declared.isArrowFunctionExpression())
  )
    return refusal;
  const fn = declared as NodePath<FunctionNode>;
  const reads = readsOwnThisOrArguments(fn);
  if (reads.this || (!hasInput && (fn.node.params.length > 0 || reads.arguments))) return refusal;
  return types.returnsMcpResult(value) === true ? undefined : refusal;
}

/**
 * `inputRequired(...)` of the MCP 2.x server package: an `InputRequiredResult`, which the
 * 2.x adapter passes through as a result.
 */
function isInputRequiredCall(value: t.Node, scope: Scope): boolean {
  if (value.type !== 'CallExpression' || value.callee.type !== 'Identifier') return false;
  const bound = resolveNamedImport(scope, value.callee, (source) => source === '@modelcontextprotocol/server');
  return bound?.imported === 'inputRequired';
}

/** An object literal the adapter wrapped as structured content, or a constant holding one. */
function isRecord(value: t.Node, scope: Scope): boolean {
  if (value.type === 'ObjectExpression') return isRepeatable(value);
  const init = constantObject(value, scope);
  return init !== undefined && !hasContentKey(init);
}

/** A constant holding an object literal with `content`: a result, which the adapter passed through. */
function isResultConstant(value: t.Node, scope: Scope): boolean {
  const init = constantObject(value, scope);
  return init !== undefined && hasContentKey(init);
}

function constantObject(value: t.Node, scope: Scope): t.ObjectExpression | undefined {
  if (value.type !== 'Identifier') return undefined;
  const init = constantInitializer(scope, value.name)?.init;
  const object = init && stripTypeWrappers(init);
  return object?.type === 'ObjectExpression' ? object : undefined;
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
