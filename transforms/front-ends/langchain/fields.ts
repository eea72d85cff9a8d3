/**
 * The fields object of a LangChain definition (`tool(func, fields)`, `new
 * DynamicStructuredTool(fields)`): its properties by static key, and its static name.
 */
import type * as t from '@babel/types';
import { readConfigObject, type ConfigProperty, type ConfigRead } from '../../lib/config-object';
import { constantInitializer, stripTypeWrappers } from '../../lib/expression-facts';
import { isPureNameExpression, nameLabel } from '../../lib/static-name';
import { type Scope } from '../../lib/scope';

export type FieldProperty = ConfigProperty;

/** The fields' properties by static key (LangChain's codes: `spread-fields`, `computed-field-key`, ...). */
export function readFields(fields: t.ObjectExpression): ConfigRead {
  return readConfigObject(fields, 'fields');
}

/** `name: 'add'`, `` name: `add` ``, or a constant holding a string literal. */
export function staticName(property: FieldProperty | undefined, scope: Scope): string | undefined {
  if (property?.type !== 'ObjectProperty') return undefined;
  let value = stripTypeWrappers(property.value);
  if (value.type === 'Identifier') {
    const constant = constantInitializer(scope, value.name);
    if (!constant) return undefined;
    value = stripTypeWrappers(constant.init);
  }
  if (value.type === 'StringLiteral') return value.value;
  if (value.type === 'TemplateLiteral' && value.expressions.length === 0)
    return value.quasis[0]?.value.cooked ?? undefined;
  return undefined;
}

/** The value node of a `key: value` property (a method has none). */
export function valueOf(property: FieldProperty | undefined): t.Node | undefined {
  return property?.type === 'ObjectProperty' ? property.value : undefined;
}

/**
 * A name as `readName` reads it: `text`, a name computed at run time, kept as written (`label` names the
 * variable); `reference`, a constant name written as a reference (`TOOL_NAME`), kept as written.
 */
export interface ReadName {
  name: string;
  text?: string;
  reference?: string;
  label: string;
}

/**
 * The tool's name: static (`'add'`, a constant), or computed at run time with no effect
 * (`${prefix}_search`, `options.name ?? 'bash'`), then kept as written (`text`).
 */
export function readName(property: FieldProperty | undefined, scope: Scope, source: string): ReadName | undefined {
  const name = staticName(property, scope);
  if (name !== undefined) {
    // `name: TOOL_NAME`: the standard object keeps the reference (the constant stays in use, and the one source).
    const value = property?.type === 'ObjectProperty' ? stripTypeWrappers(property.value) : undefined;
    const isReference = value && value.type !== 'StringLiteral' && value.type !== 'TemplateLiteral';
    const reference = isReference && isPureNameExpression(value) ? source.slice(value.start!, value.end!) : undefined;
    return { name, label: name, ...(reference !== undefined && { reference }) };
  }
  if (property?.type !== 'ObjectProperty' || !isPureNameExpression(property.value)) return undefined;
  const text = source.slice(property.value.start!, property.value.end!);
  return { name: text, text, label: nameLabel(property.value) || 'tool' };
}
