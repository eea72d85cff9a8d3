/**
 * `new DynamicStructuredTool({ name, description, schema, func, ... })` → its own object
 * literal reused in place as the standard tool (`schema` → `inputSchema`, `func` →
 * `execute`), every other field moved to the adapter options. The class calls
 * `func(input, runManager, config)`: a func that takes the run manager reads it from the
 * context instead, or is called with it from there (run-manager.ts). The class keeps a
 * missing description missing, so only a description that is surely a string moves.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import type { FrameworkReference } from '../../lib/bindings';
import { isStringByType } from '../../lib/declared-string';
import { refuse, type DiagnosticCode, type Refusal } from '../../lib/diagnostic-catalogue';
import type { FrontEndContext } from '../../lib/front-end';
import type { AdapterOption, StandardProperty } from '../../lib/ir';
import { described, hasTypeArguments, STANDARD_FIELDS, type Described } from './described';
import { readFields, readName, valueOf, type FieldProperty } from './fields';
import { checkStructuredFunc } from './function';
import { placementOf } from './placement';
import { contextTypeUse } from './run-manager';
import { classifySchema, isObjectTypeSchema, NO_FROM_JSON_SCHEMA } from './schema';
import { canImportFromJsonSchema, FROM_JSON_SCHEMA } from '../../lib/json-schema-literal';
import type { StringInputSchema } from './string-input';
import { scopeOf } from '../../lib/scope';

export function describeStructuredTool(
  context: FrontEndContext,
  path: NodePath<t.NewExpression>,
  callee: FrameworkReference,
  /** `new DynamicTool(...)`: string input, given to the standard tool as this schema. */
  stringInput?: StringInputSchema,
): Described {
  const call = path.node;
  const [fields] = call.arguments;
  if (call.arguments.length !== 1 || fields?.type !== 'ObjectExpression') {
    return refuse('fields-not-literal', 'is not called with one object literal');
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

  const schema = schemaField(context, path, properties, stringInput);
  if (!schema.ok) return fail(schema.reason, schema.message);
  const notDescribed = descriptionRefusal(context, path, properties);
  if (notDescribed) return fail(notDescribed.reason, notDescribed.message);
  const func = plannedFunc(context, path, properties);
  if (!func.ok) return fail(func.reason, func.message);

  const standard: StandardProperty[] =
    stringInput === undefined ? [] : [{ kind: 'new', key: 'inputSchema', valueText: stringInput.text }];
  const options: AdapterOption[] = [];
  for (const [key, property] of properties) {
    if (key === 'func') standard.push({ kind: 'original', node: property, rename: 'execute', ...func.newFunc });
    else if (key === 'schema') standard.push(schemaProperty(context.source, property, schema.jsonSchema));
    else if (STANDARD_FIELDS.has(key)) standard.push({ kind: 'original', node: property });
    else options.push({ node: property });
  }
  return described(context, {
    call,
    callee,
    named,
    properties,
    placement: placementOf(path),
    standardObject: { kind: 'reuse', object: fields, properties: standard },
    options,
    tiedReasons: func.tiedReasons,
    moduleImports: [...(stringInput?.imports ?? []), ...(schema.jsonSchema ? [FROM_JSON_SCHEMA] : [])],
    moduleTypes: func.contextType ? [func.contextType] : [],
  });
}

type Fields = ReadonlyMap<string, FieldProperty>;

/** The schema field as the class takes it (`jsonSchema`: a JSON Schema literal, for `fromJsonSchema`), or a refusal. */
function schemaField(
  context: FrontEndContext,
  path: NodePath<t.NewExpression>,
  properties: Fields,
  stringInput: StringInputSchema | undefined,
): { ok: true; jsonSchema?: t.Node } | Refusal {
  if (stringInput !== undefined) {
    // DynamicTool parses with Tool's own schema, whatever the fields say.
    if (properties.has('schema')) return refuse('dynamic-tool', 'has a schema field, which DynamicTool ignores');
    return { ok: true };
  }
  const schema = valueOf(properties.get('schema'));
  if (!schema) return refuse('no-schema', 'has no schema the code can read');
  const schemaKind = classifySchema(schema, scopeOf(path));
  if (schemaKind.kind === 'manual') return refuse(schemaKind.reason, schemaKind.message);
  // The class parses a string schema as the whole input; `tool()` would make a string-input tool of it.
  if (schemaKind.kind === 'as-written')
    return refuse(
      'schema-not-zod',
      'has a schema the code does not show (a string schema, which the class parses as its whole input, would make toLangChain a string-input tool)',
    );
  if (schemaKind.kind !== 'json-schema') return { ok: true };
  // `tool()` (behind the adapter) makes a string-input DynamicTool from a JSON Schema that only takes strings.
  if (!isObjectTypeSchema(schemaKind.object))
    return refuse('json-schema', "has a JSON Schema object that does not say `type: 'object'`");
  if (!canImportFromJsonSchema(context, path)) return refuse('json-schema', NO_FROM_JSON_SCHEMA);
  return { ok: true, jsonSchema: schema };
}

/**
 * The class takes its description as given; `tool()` (behind the adapter) would replace a
 * missing one. A string by its value, its declared type or the type oracle's answer (a
 * field typed `string`, not `string | undefined`) is kept as given.
 */
function descriptionRefusal(
  context: FrontEndContext,
  path: NodePath<t.NewExpression>,
  properties: Fields,
): Refusal | undefined {
  const description = valueOf(properties.get('description'));
  if (!description)
    return refuse('no-description', 'has no description (the class sends none; toLangChain would derive one)');
  if (!isStringByType(description, scopeOf(path), context.types)) {
    return refuse(
      'description-not-string',
      'has a description the code does not show to be a string (where the class sends none, toLangChain would derive one)',
    );
  }
  return undefined;
}

/** `func` as the standard `execute`: rewritten where it reads the run manager or config, and the types it needs. */
function plannedFunc(
  context: FrontEndContext,
  path: NodePath<t.NewExpression>,
  properties: Fields,
):
  | {
      ok: true;
      newFunc: { valueText: string } | { parametersText: string } | undefined;
      contextType: string | undefined;
      tiedReasons: string[];
    }
  | Refusal {
  const funcProperty = properties.get('func');
  if (!funcProperty) return refuse('no-func');
  const propertyPaths = (path.get('arguments')[0] as NodePath<t.ObjectExpression>).get('properties');
  const funcPropertyPath = propertyPaths.find((candidate) => candidate.node === funcProperty)!;
  const check = checkStructuredFunc(
    funcPropertyPath.isObjectProperty() ? (funcPropertyPath.get('value') as NodePath) : funcPropertyPath,
    context.source,
    contextTypeUse(context),
  );
  if (!check.ok) return check;
  const newFunc = check.call
    ? { valueText: check.call.text }
    : check.contextParameters
      ? funcWithContextParameters(context.source, funcProperty, check.contextParameters)
      : undefined;
  const contextType = (check.call ?? check.contextParameters)?.adapterType;
  return { ok: true, newFunc, contextType, tiedReasons: check.tiedReasons };
}

/** `schema` renamed `inputSchema`; a JSON Schema literal wrapped in `fromJsonSchema(...)`. */
function schemaProperty(source: string, property: FieldProperty, jsonSchema: t.Node | undefined): StandardProperty {
  return {
    kind: 'original',
    node: property,
    rename: 'inputSchema',
    ...(jsonSchema && { valueText: `${FROM_JSON_SCHEMA}(${source.slice(jsonSchema.start!, jsonSchema.end!)})` }),
  };
}

/** The func with its parameters after the input replaced: a method's parameter list, or the property's whole value. */
function funcWithContextParameters(
  source: string,
  property: t.ObjectProperty | t.ObjectMethod,
  { fn, text }: { fn: t.Function; text: string },
): { valueText: string } | { parametersText: string } {
  const [input, second] = fn.params;
  const last = fn.params[fn.params.length - 1]!;
  if (property.type === 'ObjectMethod') return { parametersText: source.slice(input!.start!, second!.start!) + text };
  const value = property.value;
  return { valueText: source.slice(value.start!, second!.start!) + text + source.slice(last.end!, value.end!) };
}
