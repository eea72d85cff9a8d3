/**
 * The back end: writes the standard object and the adapter call for any front end, as
 * text edits. The standard object is the user's own object literal (or one assembled
 * from their expressions); the framework call becomes `adapter(standardObject, options)`.
 */
import type * as t from '@babel/types';
import type { AdapterOption, StandardProperty, ToolDescription } from './ir';
import { insertFirstProperties, objectFromBlocks, propertyBlock } from './object-literal';
import { indentationAt, quoteString, type SourceStyle } from './source-style';
import { applyEditsToSlice, type TextEdit } from './text-edits';
import { uniqueName } from './naming';

export interface EmitContext {
  source: string;
  /** The file's comments (`File.comments`), found by position. */
  comments: readonly t.Comment[];
  style: SourceStyle;
  /** TypeScript file: declared standard objects go through `standardTool()` for their types. */
  typescript: boolean;
  /** The local name `standardTool` is imported under (another name when the file has one). */
  standardToolLocal: string;
  /** Every identifier in the file; new bindings avoid them. */
  takenNames: Set<string>;
  /** Exported standard definitions are tagged `@public` (knip would report them: nothing imports them yet). */
  publicExports?: boolean;
  /** False when another file takes the module whole (whole-module-facts.ts): the standard object is not exported. */
  exportsNewNames?: boolean;
}

export interface EmittedTool {
  edits: TextEdit[];
  /** Names to import from the adapter module. */
  adapterImports: string[];
  /** Types to import from it (`import { type X }`). */
  adapterTypes: string[];
  /** Whether `standardTool()` was written. */
  usesStandardToolFunction: boolean;
}

const start = (node: t.Node): number => node.start ?? 0;
const end = (node: t.Node): number => node.end ?? 0;

export function emitTool(context: EmitContext, tool: ToolDescription): EmittedTool {
  const { source, style } = context;
  const standardObject = renderStandardObject(context, tool);
  const optionsText = renderOptions(context, tool);
  const declare = tool.placement.kind !== 'inline';
  // In TypeScript, `standardTool(...)` infers `execute`'s input from the schema, as the
  // framework's own `tool()` did; JavaScript gets the plain object.
  const wrap = declare && context.typescript;
  const declaredObject = wrap
    ? `${context.standardToolLocal}${tool.typeArguments ?? ''}(${standardObject})`
    : standardObject;

  const callArguments = (standardReference: string) =>
    [...tool.adapter.leadingArguments, standardReference, ...(optionsText ? [optionsText] : [])].join(', ');

  const edits: TextEdit[] = [];
  // Where the call is replaced: its callee renamed, the object swapped, the options added
  // — so comments inside the call's parentheses stay where they were.
  const replaceCall = (site: t.Node, standardReference: string) => {
    const plan = tool.standardObject;
    if (
      plan.kind === 'reuse' &&
      site.type === 'CallExpression' &&
      site.arguments.length === 1 &&
      site.arguments[0] === plan.object
    ) {
      const leading = tool.adapter.leadingArguments.map((argument) => `${argument}, `).join('');
      edits.push({
        start: start(site.callee),
        end: calleeEnd(site, tool.placement.kind === 'inline'),
        text: tool.adapter.importName,
      });
      edits.push({ start: start(plan.object), end: end(plan.object), text: `${leading}${standardReference}` });
      if (optionsText) edits.push({ start: end(plan.object), end: end(plan.object), text: `, ${optionsText}` });
      return;
    }
    edits.push({
      start: start(site),
      end: end(site),
      text: `${tool.adapter.importName}(${callArguments(standardReference)})`,
    });
  };
  const semicolon = style.semicolons ? ';' : '';
  /** `const <binding> = {...}` before the statement; exported with it, unless a module-whole importer would see it. */
  const declareBefore = (statement: t.Node, exportedStatement: boolean): string => {
    const exported = exportedStatement && context.exportsNewNames !== false;
    const binding = uniqueName(tool.preferredBinding, context.takenNames);
    const indent = indentationAt(source, start(statement));
    const tag = exported && context.publicExports ? `/** @public */${style.eol}${indent}` : '';
    const declaration = `${tag}${exported ? 'export ' : ''}const ${binding} = ${declaredObject}${semicolon}`;
    // Inserted at the statement's start: its JSDoc (above) now documents the standard object.
    edits.push({ start: start(statement), end: start(statement), text: `${declaration}${style.eol}${indent}` });
    return binding;
  };
  if (tool.placement.kind === 'inline') {
    replaceCall(tool.placement.site, standardObject);
  } else if (tool.placement.kind === 'replace' && tool.placement.keptClass) {
    const { statement, keptClass } = tool.placement;
    const binding = declareBefore(statement, keptClass.exported);
    edits.push({
      start: start(keptClass.superClass),
      end: keptClass.superEnd,
      text: `${tool.adapter.importName}(${callArguments(binding)})`,
    });
    edits.push({ start: start(keptClass.body), end: end(keptClass.body), text: '{}' });
  } else if (tool.placement.kind === 'replace') {
    const binding = uniqueName(tool.preferredBinding, context.takenNames);
    const { statement, sites } = tool.placement;
    edits.push({
      start: start(statement),
      end: end(statement),
      text: `const ${binding} = ${declaredObject}${semicolon}`,
    });
    for (const site of sites) replaceCall(site, binding);
  } else {
    const { site, statement } = tool.placement;
    replaceCall(site, declareBefore(statement, tool.placement.exported));
  }
  for (const statement of tool.removedStatements ?? []) edits.push(statementRemoval(source, statement));
  const adapterImports = [tool.adapter.importName, ...(tool.adapterModuleNames ?? [])];
  return { edits, adapterImports, adapterTypes: tool.adapterModuleTypes ?? [], usesStandardToolFunction: wrap };
}

/** A statement and the rest of its line (its line break too, when nothing else is on the line). */
function statementRemoval(source: string, statement: t.Node): TextEdit {
  const lineStart = source.lastIndexOf('\n', start(statement) - 1) + 1;
  const alone = source.slice(lineStart, start(statement)).trim() === '';
  const rest = /^[ \t]*(\r?\n)?/.exec(source.slice(end(statement)))![0];
  return alone && rest.endsWith('\n')
    ? { start: lineStart, end: end(statement) + rest.length, text: '' }
    : { start: start(statement), end: end(statement), text: '' };
}

/**
 * End of the callee's text to replace: with type arguments (`tool<In, Out>`) when they
 * move to `standardTool<In, Out>(...)`, without them when the call stays inline (the
 * adapter takes the same `<Input, Output>`).
 */
function calleeEnd(call: t.CallExpression, keepTypeArguments: boolean): number {
  const typeArguments =
    (call as { typeParameters?: t.Node | null }).typeParameters ??
    (call as { typeArguments?: t.Node | null }).typeArguments;
  return typeArguments && !keepTypeArguments ? end(typeArguments) : end(call.callee);
}

function renderStandardObject(context: EmitContext, tool: ToolDescription): string {
  const plan = tool.standardObject;
  const { source, style } = context;
  const nameText = tool.nameText ?? quoteString(tool.name, style);
  const nameProperty = nameText === 'name' ? 'name' : `name: ${nameText}`;
  // A front end moves the name itself where it carries comments.
  if (plan.kind === 'build') {
    const named = plan.properties.some((property) => propertyKey(property) === 'name');
    const name: StandardProperty[] = named ? [] : [{ kind: 'text', key: 'name', text: nameProperty }];
    return buildObject(context, plan.anchor, [...name, ...plan.properties]);
  }

  const object = plan.object;
  const kept = new Set(plan.properties.map((property) => (property.kind === 'original' ? property.node : undefined)));
  const edits: TextEdit[] = [];
  const hasName = plan.properties.some((property) => propertyKey(property) === 'name');
  // New properties go first (after the name), where a reader looks for them.
  const leading = plan.properties.flatMap((property) =>
    property.kind !== 'original' && property.key !== 'name' ? [newPropertyText(property)] : [],
  );
  const firstTexts = [...(hasName ? [] : [nameProperty]), ...leading];
  if (firstTexts.length > 0)
    edits.push(insertFirstProperties(source, context.comments, object, firstTexts, style.eol, style.indentUnit));
  for (const property of object.properties) {
    if (!kept.has(property as t.ObjectProperty)) {
      const block = propertyBlock(source, context.comments, object, property);
      edits.push({ start: block.removeStart, end: block.removeEnd, text: '' });
    }
  }
  for (const property of plan.properties) {
    if (property.kind !== 'original') continue;
    edits.push(...propertyRewrites(source, property));
  }
  return applyEditsToSlice(source, start(object), end(object), edits);
}

function propertyKey(property: StandardProperty): string | undefined {
  if (property.kind !== 'original') return property.key;
  if (property.rename) return property.rename;
  const key = property.node.key;
  return key.type === 'Identifier' ? key.name : key.type === 'StringLiteral' ? key.value : undefined;
}

/** A renamed key (`parameters` → `inputSchema`) and/or a replaced value (`zodSchema(x)` → `x`). */
function propertyRewrites(source: string, property: Extract<StandardProperty, { kind: 'original' }>): TextEdit[] {
  const node = property.node;
  if (node.type === 'ObjectProperty' && node.shorthand && (property.rename || property.valueText)) {
    const key = property.rename ?? source.slice(start(node.key), end(node.key));
    return [
      {
        start: start(node),
        end: end(node),
        text: `${key}: ${property.valueText ?? source.slice(start(node.value), end(node.value))}`,
      },
    ];
  }
  const edits: TextEdit[] = [];
  if (property.rename) edits.push({ start: start(node.key), end: end(node.key), text: property.rename });
  if (property.valueText !== undefined && node.type === 'ObjectProperty') {
    edits.push({ start: start(node.value), end: end(node.value), text: property.valueText });
  }
  if (property.parametersText !== undefined && node.type === 'ObjectMethod' && node.params.length > 0) {
    edits.push({
      start: start(node.params[0]!),
      end: end(node.params[node.params.length - 1]!),
      text: property.parametersText,
    });
  }
  return edits;
}

function renderOptions(context: EmitContext, tool: ToolDescription): string | undefined {
  const options = tool.adapter.options;
  if (options.length === 0) return undefined;
  const plan = tool.standardObject;
  if (
    plan.kind === 'reuse' &&
    options.every((option): option is { node: t.ObjectProperty | t.ObjectMethod } => 'node' in option)
  ) {
    const blocks = options.map(
      (option) => propertyBlock(context.source, context.comments, plan.object, option.node).text,
    );
    return objectFromBlocks(context.source, context.comments, plan.object, blocks, context.style.eol);
  }
  const anchor = plan.kind === 'reuse' ? plan.object : plan.anchor;
  const properties = options.map((option) => optionAsProperty(context.source, option));
  // Written at every `new X()` of a class, wherever it stands: on one line when that is how they read.
  if (tool.placement.kind === 'replace') {
    const texts = properties.map((property) =>
      property.kind === 'text' && property.trailingComment === undefined ? property.text : undefined,
    );
    if (texts.every((text) => text !== undefined && !/[\r\n]|\/[/*]/.test(text))) return `{ ${texts.join(', ')} }`;
  }
  return buildObject(context, anchor, properties);
}

function optionAsProperty(source: string, option: AdapterOption): StandardProperty {
  if ('kind' in option) return option;
  if (!('node' in option)) return { kind: 'new', key: option.key, valueText: option.valueText };
  const { node } = option;
  // A spread has no key of its own: it moves as written.
  if (node.type === 'SpreadElement') return { kind: 'text', key: '', text: source.slice(start(node), end(node)) };
  return { kind: 'original', node };
}

/** A property that is not the user's own node: `key: value`, or text laid out by the front end. */
function newPropertyText(property: Exclude<StandardProperty, { kind: 'original' }>): string {
  return property.kind === 'new' ? `${property.key}: ${property.valueText}` : property.text;
}

/**
 * The indentation of the properties of an object that `build` plans (and adapter
 * options) assemble next to `anchor`: one level deeper than the anchor's line. Front
 * ends that lay out moved text (`MovedProperty`) re-indent it to this.
 */
export function builtPropertyIndent(source: string, anchor: t.Node, style: SourceStyle): string {
  return indentationAt(source, start(anchor)) + style.indentUnit;
}

/**
 * A new multi-line object literal from property texts, indented one level deeper than
 * the line of `anchor`. Moved values keep their own inner formatting.
 */
function buildObject(context: EmitContext, anchor: t.Node, properties: StandardProperty[]): string {
  const { source, style } = context;
  const baseIndent = indentationAt(source, start(anchor));
  const indent = builtPropertyIndent(source, anchor, style);
  const lines = properties.map((property) => {
    if (property.kind === 'new') return `${indent}${property.key}: ${property.valueText},`;
    if (property.kind === 'text')
      return `${indent}${property.text},${property.trailingComment ? ` ${property.trailingComment}` : ''}`;
    const node = property.node;
    const rewrites = propertyRewrites(source, property);
    const text = applyEditsToSlice(source, start(node), end(node), rewrites);
    return `${indent}${text},`;
  });
  return `{${style.eol}${lines.join(style.eol)}${style.eol}${baseIndent}}`;
}
