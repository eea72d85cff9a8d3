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
import { refuse, type DiagnosticCode } from '../../lib/diagnostic-catalogue';
import type { FrontEndContext } from '../../lib/front-end';
import type { AdapterOption, MovedProperty } from '../../lib/ir';
import { quoteString } from '../../lib/source-style';
import { hasTypeArguments, STANDARD_FIELDS, toolDescription, type Described } from './described';
import { readFields, readName, staticName, valueOf } from './fields';
import { checkToolFunction } from './function';
import { commentsOf, movedArgument, movedProperty, type MoveContext } from '../../lib/moved-pieces';
import { placementOf } from './placement';
import { FROM_JSON_SCHEMA } from '../../lib/json-schema-literal';
import { canImportFromJsonSchema, stringInputSchema } from './string-input';
import { classifySchema, fallbackDescription, NO_FROM_JSON_SCHEMA } from './schema';
import { fallbackAfter } from './given-description';
import { isOptionalChain, mayBeUndefinedDescription } from '../../lib/expression-facts';
import { scopeOf } from '../../lib/scope';

export function describeToolCall(
  context: FrontEndContext,
  path: NodePath<t.CallExpression>,
  callee: FrameworkReference,
): Described {
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
  if (!read.ok) return read;
  const { properties } = read;
  const named = readName(properties.get('name'), scopeOf(path), context.source);
  if (named === undefined) return refuse('computed-name');
  const name = named.name;
  const fail = (code: DiagnosticCode, message?: string): Described => refuse(code, message, name);
  if (hasTypeArguments(call))
    return fail('type-arguments', 'has explicit type arguments, which standardTool() does not take');

  const schema = valueOf(properties.get('schema'));
  // No schema: LangChain makes a string-input tool, as it does from `z.string()`, which the standard tool then says.
  const stringInput = properties.has('schema') ? undefined : stringInputSchema(context, path);
  if (!properties.has('schema') && stringInput === undefined) return fail('no-schema');
  if (properties.has('schema') && !schema) return fail('schema-not-zod');
  const schemaKind = schema ? classifySchema(schema, scopeOf(path)) : undefined;
  // A string schema goes to LangChain's `tool()` as it is, which makes the same string-input tool from it.
  if (schemaKind?.kind === 'manual' && schemaKind.reason !== 'string-schema')
    return fail(schemaKind.reason, schemaKind.message);
  const jsonSchema = schemaKind?.kind === 'json-schema';
  if (jsonSchema && !canImportFromJsonSchema(context, path)) return fail('json-schema', NO_FROM_JSON_SCHEMA);

  let description: string | undefined;
  if (!properties.has('description')) {
    // LangChain's fallback may say the name: only a static one is known here.
    description =
      named.text !== undefined ? undefined : schema ? fallbackDescription(schema, scopeOf(path), name) : `${name} tool`;
    if (description === undefined) {
      return fail(
        'no-description',
        'has no description, and the code does not show which one LangChain derives from its schema',
      );
    }
  }

  // A description that may be undefined gets LangChain's fallback written after it (given-description.ts).
  const givenDescription = valueOf(properties.get('description'));
  let descriptionFallback: string | undefined;
  if (givenDescription && mayBeUndefinedDescription(givenDescription)) {
    descriptionFallback =
      named.text === undefined
        ? fallbackAfter(givenDescription, schema, {
            source: context.source,
            style: context.style,
            scope: scopeOf(path),
            toolName: name,
            zodSchema: schemaKind?.kind === 'zod',
          })
        : undefined;
    // `x.description` may be a tool's (a string): moved as written. An optional chain is surely `| undefined`.
    if (descriptionFallback === undefined && isOptionalChain(givenDescription))
      return fail(
        'description-not-string',
        'has a description that may be undefined, and the code does not show what LangChain falls back to then',
      );
  }

  const funcPath = path.get('arguments')[0] as NodePath;
  const check = checkToolFunction(funcPath);
  if (!check.ok) return fail(check.reason, check.message);

  const placement = placementOf(path);
  const anchor = placement.kind === 'declare' ? placement.statement : call;
  const layout: MoveContext = {
    source: context.source,
    comments: context.ast.comments ?? [],
    eol: context.style.eol,
    toIndent: builtPropertyIndent(context.source, anchor, context.style),
  };
  const standard: MovedProperty[] =
    description === undefined
      ? []
      : [{ kind: 'text', key: 'description', text: `description: ${quoteString(description, context.style)}` }];
  const options: AdapterOption[] = [];
  let after = fields.start! + 1;
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
              ...(jsonSchema && { wrapIn: FROM_JSON_SCHEMA }),
            })
          : movedProperty(
              layout,
              key,
              property,
              after,
              key === 'description' && descriptionFallback !== undefined ? { orElse: descriptionFallback } : {},
            );
      (STANDARD_FIELDS.has(key) ? standard : options).push({ ...moved, text: nameComments + moved.text });
      nameComments = '';
    }
    after = property.end!;
  }
  if (stringInput !== undefined)
    standard.push({ kind: 'text', key: 'inputSchema', text: `inputSchema: ${stringInput.text}` });
  const execute = movedArgument(layout, 'execute', func, call.callee.end!);
  standard.push({ ...execute, text: nameComments + execute.text });

  if (description !== undefined) {
    context.report(
      call,
      'description-written',
      `${name} has no description: LangChain showed the model ${JSON.stringify(description)}, which its standard tool now says explicitly`,
      { tool: name },
    );
  }
  return {
    ok: true,
    tool: toolDescription(context, {
      call,
      callee,
      name,
      nameText: named.text,
      nameReference: named.reference,
      label: named.label,
      properties,
      placement,
      standardObject: { kind: 'build', anchor, properties: standard },
      options,
      tiedReasons: check.tiedReasons,
      writtenDescription: description,
      moduleImports: [...(stringInput?.imports ?? []), ...(jsonSchema ? [FROM_JSON_SCHEMA] : [])],
    }),
  };
}
