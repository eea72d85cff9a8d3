/**
 * A definition's config object literal (`tool({...})`, `registerTool(name, {...}, cb)`,
 * `new DynamicStructuredTool({...})`), read into its properties by static key. Spreads,
 * computed keys and keys written twice are refused: the code would not show which value
 * the framework ends up with.
 */
import type * as t from '@babel/types';
import { refuse, type Refusal } from './diagnostic-catalogue';
import { staticKey } from './definition-site';

export type ConfigProperty = t.ObjectProperty | t.ObjectMethod;

export type ConfigRead = { ok: true; properties: Map<string, ConfigProperty> } | Refusal;

/** What the object is called in messages and codes: LangChain calls it `fields`. */
export type ConfigNoun = 'config' | 'fields';

const CODES = {
  config: { spread: 'spread-config', computed: 'computed-config-key', duplicate: 'duplicate-config-key' },
  fields: { spread: 'spread-fields', computed: 'computed-field-key', duplicate: 'duplicate-field-key' },
} as const;

/** The properties in source order, by key; a refusal for a spread, a computed key or a key written twice. */
export function readConfigObject(object: t.ObjectExpression, noun: ConfigNoun = 'config'): ConfigRead {
  const codes = CODES[noun];
  const properties = new Map<string, ConfigProperty>();
  for (const property of object.properties) {
    if (property.type === 'SpreadElement') return refuse(codes.spread);
    // `['name']` is as static as `name`; any other computed key is not.
    const key = staticKey(property);
    if (key === undefined) return refuse(codes.computed);
    if (properties.has(key)) return refuse(codes.duplicate, `has \`${key}\` twice in its ${noun}`);
    properties.set(key, property);
  }
  return { ok: true, properties };
}
