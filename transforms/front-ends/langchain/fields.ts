/**
 * The fields object of a LangChain definition (`tool(func, fields)`, `new
 * DynamicStructuredTool(fields)`): its properties by static key, and its static name.
 */
import type { Scope } from '@babel/traverse';
import type * as t from '@babel/types';
import { staticKey } from '../../lib/definition-site';
import { constantInitializer, stripTypeWrappers } from '../../lib/expression-facts';

export type FieldProperty = t.ObjectProperty | t.ObjectMethod;

export type ReadFields =
  { ok: true; properties: Map<string, FieldProperty> } | { ok: false; reason: string; message: string };

export function readFields(fields: t.ObjectExpression): ReadFields {
  const properties = new Map<string, FieldProperty>();
  for (const property of fields.properties) {
    if (property.type === 'SpreadElement')
      return { ok: false, reason: 'spread-fields', message: 'spreads another object into its fields' };
    const key = staticKey(property);
    if (key === undefined || (property.computed && property.key.type !== 'StringLiteral')) {
      return { ok: false, reason: 'computed-field-key', message: 'has a computed key in its fields' };
    }
    properties.set(key, property);
  }
  return { ok: true, properties };
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
