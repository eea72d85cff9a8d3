/**
 * `tool(func, fields)` → a standard tool assembled from the pieces: `name`,
 * `description` and `schema` (as `inputSchema`) from the fields, the function as
 * `execute` (moved, re-indented, comments kept); every other field is an adapter option.
 * A missing description is written out when the code proves the one LangChain derives,
 * and one that may be undefined gets that fallback after it.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import type { FrameworkReference } from '../../lib/bindings';
import { builtPropertyIndent } from '../../lib/emit';
import { refuse, type Refusal } from '../../lib/diagnostic-catalogue';
import type { FrontEndContext } from '../../lib/front-end';
import type { AdapterOption, MovedProperty } from '../../lib/ir';
import { quoteString } from '../../lib/source-style';
import { described, hasTypeArguments, STANDARD_FIELDS, type Described } from './described';
import { readFields, readName, staticName, valueOf, type FieldProperty } from './fields';
import { checkToolFunction, configAnnotation } from './function';
import { contextTypeUse } from './run-manager';
import { commentsOf, movedArgument, movedProperty, type MoveContext } from '../../lib/moved-pieces';
import { placementOf } from './placement';
import { canImportFromJsonSchema, FROM_JSON_SCHEMA } from '../../lib/json-schema-literal';
import { stringInputSchema, type StringInputSchema } from './string-input';
import { classifySchema, fallbackDescription, NO_FROM_JSON_SCHEMA, type SchemaKind } from './schema';
import { fallbackAfter } from './given-description';
import { isOptionalChain, mayBeUndefinedDescription } from '../../lib/expression-facts';
import { scopeOf } from '../../lib/scope';

export function describeToolCall(
  context: FrontEndContext,
  path: NodePath<t.CallExpression>,
  callee: FrameworkReference,
): Described {
  const call = path.node;
  const read = readArguments(path);
  if (!read.ok) return read;
  const { func, fields, properties } = read;
  const named = readName(properties.get('name'), scopeOf(path), context.source);
  if (named === undefined) return refuse('computed-name');
  const name = named.name;
  if (hasTypeArguments(call))
    return refuse('type-arguments', 'has explicit type arguments, which standardTool() does not take', name);
  const schema = readSchema(context, path, properties, name);
  if (!schema.ok) return schema;
  const description = readDescription(context, path, properties, { name, named, schema });
  if (!description.ok) return description;
  const check = checkToolFunction(path.get('arguments')[0] as NodePath);
  if (!check.ok) return refuse(check.reason, check.message, name);
  const config = configAnnotation(path.get('arguments')[0] as NodePath, (typeName) =>
    contextTypeUse(context, typeName),
  );

  const placement = placementOf(path);
  const anchor = placement.kind === 'declare' ? placement.statement : call;
  const layout: MoveContext = {
    source: context.source,
    comments: context.ast.comments ?? [],
    eol: context.style.eol,
    toIndent: builtPropertyIndent(context.source, anchor, context.style),
  };
  const { standard, options } = movedFields(layout, properties, fields.start! + 1, {
    style: context.style,
    written: description.written,
    fallback: description.fallback,
    jsonSchema: schema.jsonSchema,
    stringInput: schema.stringInput,
    execute: movedArgument(layout, 'execute', func, call.callee.end!, config),
  });
  if (description.written !== undefined) {
    context.report(
      call,
      'description-written',
      `${name} has no description: LangChain showed the model ${JSON.stringify(description.written)}, which its standard tool now says explicitly`,
      { tool: name },
    );
  }
  return described(context, {
    call,
    callee,
    named,
    properties,
    placement,
    standardObject: { kind: 'build', anchor, properties: standard },
    options,
    tiedReasons: check.tiedReasons,
    writtenDescription: description.written,
    moduleImports: [...(schema.stringInput?.imports ?? []), ...(schema.jsonSchema ? [FROM_JSON_SCHEMA] : [])],
    moduleTypes: config ? [config.adapterType] : [],
  });
}

type Fields = Map<string, FieldProperty>;

/** `tool(func, { ...fields })`: the function, the fields literal and its properties; a refusal for anything else. */
function readArguments(
  path: NodePath<t.CallExpression>,
): { ok: true; func: t.Expression; fields: t.ObjectExpression; properties: Fields } | Refusal {
  const call = path.node;
  const [func, fields] = call.arguments;
  if (call.arguments.length === 1 && func?.type === 'ObjectExpression') {
    const read = readFields(func);
    const name = read.ok ? staticName(read.properties.get('name'), scopeOf(path)) : undefined;
    return refuse('headless-tool', undefined, name);
  }
  if (
    call.arguments.length !== 2 ||
    !func ||
    func.type === 'SpreadElement' ||
    func.type === 'ArgumentPlaceholder' ||
    fields?.type !== 'ObjectExpression'
  ) {
    return refuse('fields-not-literal', 'is not called as tool(function, { ...fields })');
  }
  const read = readFields(fields);
  return read.ok ? { ok: true, func: func as t.Expression, fields, properties: read.properties } : read;
}

interface SchemaRead {
  ok: true;
  schema: t.Node | undefined;
  schemaKind: SchemaKind | undefined;
  /** A JSON Schema literal, which goes in `fromJsonSchema(...)`. */
  jsonSchema: boolean;
  /** No schema: the string input LangChain gives the tool then. */
  stringInput: StringInputSchema | undefined;
}

/** The `schema` field, or the string input LangChain gives a tool without one; a refusal where neither is known. */
function readSchema(
  context: FrontEndContext,
  path: NodePath<t.CallExpression>,
  properties: Fields,
  name: string,
): SchemaRead | Refusal {
  const schema = valueOf(properties.get('schema'));
  // No schema: LangChain makes a string-input tool, as it does from `z.string()`, which the standard tool then says.
  const stringInput = properties.has('schema') ? undefined : stringInputSchema(context, path);
  if (!properties.has('schema') && stringInput === undefined) return refuse('no-schema', undefined, name);
  if (properties.has('schema') && !schema) return refuse('schema-not-zod', undefined, name);
  const schemaKind = schema ? classifySchema(schema, scopeOf(path)) : undefined;
  // A string schema goes to LangChain's `tool()` as it is, which makes the same string-input tool from it.
  if (schemaKind?.kind === 'manual' && schemaKind.reason !== 'string-schema')
    return refuse(schemaKind.reason, schemaKind.message, name);
  const jsonSchema = schemaKind?.kind === 'json-schema';
  if (jsonSchema && !canImportFromJsonSchema(context, path)) return refuse('json-schema', NO_FROM_JSON_SCHEMA, name);
  return { ok: true, schema, schemaKind, jsonSchema, stringInput };
}

/**
 * The description LangChain derives where there is none (`written`: written out), and the fallback after one that
 * may be undefined (given-description.ts); a refusal where the code does not show them.
 */
function readDescription(
  context: FrontEndContext,
  path: NodePath<t.CallExpression>,
  properties: Fields,
  tool: { name: string; named: { text?: string }; schema: SchemaRead },
): { ok: true; written?: string; fallback?: string } | Refusal {
  const { name, named, schema } = tool;
  if (!properties.has('description')) {
    // LangChain's fallback may say the name: only a static one is known here.
    const written =
      named.text !== undefined
        ? undefined
        : schema.schema
          ? fallbackDescription(schema.schema, scopeOf(path), name)
          : `${name} tool`;
    if (written === undefined) {
      return refuse(
        'no-description',
        'has no description, and the code does not show which one LangChain derives from its schema',
        name,
      );
    }
    return { ok: true, written };
  }
  const givenDescription = valueOf(properties.get('description'));
  if (!givenDescription || !mayBeUndefinedDescription(givenDescription)) return { ok: true };
  const fallback =
    named.text === undefined
      ? fallbackAfter(givenDescription, schema.schema, {
          source: context.source,
          style: context.style,
          scope: scopeOf(path),
          toolName: name,
          zodSchema: schema.schemaKind?.kind === 'zod',
        })
      : undefined;
  // `x.description` may be a tool's (a string): moved as written. An optional chain is surely `| undefined`.
  if (fallback === undefined && isOptionalChain(givenDescription))
    return refuse(
      'description-not-string',
      'has a description that may be undefined, and the code does not show what LangChain falls back to then',
      name,
    );
  return { ok: true, fallback };
}

/** The fields moved to the standard object (`schema` as `inputSchema`) or options, then string input and `execute`. */
function movedFields(
  layout: MoveContext,
  properties: Fields,
  start: number,
  pieces: {
    style: FrontEndContext['style'];
    written: string | undefined;
    fallback: string | undefined;
    jsonSchema: boolean;
    stringInput: StringInputSchema | undefined;
    execute: MovedProperty;
  },
): { standard: MovedProperty[]; options: AdapterOption[] } {
  const standard: MovedProperty[] =
    pieces.written === undefined
      ? []
      : [{ kind: 'text', key: 'description', text: `description: ${quoteString(pieces.written, pieces.style)}` }];
  const options: AdapterOption[] = [];
  let after = start;
  let nameComments = '';
  for (const [key, property] of properties) {
    if (key === 'name') {
      // The emitter writes the name anew: its comments go with the next property.
      nameComments = commentsOf(layout, property, after);
    } else {
      const moved =
        key === 'schema'
          ? movedProperty(layout, key, property, after, {
              rename: 'inputSchema',
              ...(pieces.jsonSchema && { wrapIn: FROM_JSON_SCHEMA }),
            })
          : movedProperty(
              layout,
              key,
              property,
              after,
              key === 'description' && pieces.fallback !== undefined ? { orElse: pieces.fallback } : {},
            );
      (STANDARD_FIELDS.has(key) ? standard : options).push({ ...moved, text: nameComments + moved.text });
      nameComments = '';
    }
    after = property.end!;
  }
  if (pieces.stringInput !== undefined)
    standard.push({ kind: 'text', key: 'inputSchema', text: `inputSchema: ${pieces.stringInput.text}` });
  standard.push({ ...pieces.execute, text: nameComments + pieces.execute.text });
  return { standard, options };
}
