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

export type ConfigRead =
  | {
      ok: true;
      properties: Map<string, ConfigProperty>;
      /** Spreads whose keys are known (`KnownSpreads`), in source order: for the adapter's options. */
      spreads: t.SpreadElement[];
    }
  | Refusal;

/**
 * Spreads a front end can move whole to the adapter's options: `keysOf` says what keys one adds (undefined: not
 * known), `reserved` the keys the standard tool owns. A spread is taken only when its keys are all known and none
 * is reserved, written in the config, or added by another spread: then where it stands changes nothing.
 */
export interface KnownSpreads {
  keysOf(spread: t.SpreadElement): readonly string[] | undefined;
  reserved: ReadonlySet<string>;
}

/** What the object is called in messages and codes: LangChain calls it `fields`. */
export type ConfigNoun = 'config' | 'fields';

const CODES = {
  config: { spread: 'spread-config', computed: 'computed-config-key', duplicate: 'duplicate-config-key' },
  fields: { spread: 'spread-fields', computed: 'computed-field-key', duplicate: 'duplicate-field-key' },
} as const;

/** The properties in source order, by key; a refusal for a spread, a computed key or a key written twice. */
export function readConfigObject(
  object: t.ObjectExpression,
  noun: ConfigNoun = 'config',
  known?: KnownSpreads,
): ConfigRead {
  const codes = CODES[noun];
  const properties = new Map<string, ConfigProperty>();
  const spreads: t.SpreadElement[] = [];
  const spreadKeys = new Set<string>();
  for (const property of object.properties) {
    if (property.type === 'SpreadElement') {
      const keys = known?.keysOf(property);
      if (!keys) return refuse(codes.spread);
      if (keys.some((key) => known!.reserved.has(key) || spreadKeys.has(key)))
        return refuse(codes.spread, `spreads another object into its ${noun} that sets a key the standard tool owns`);
      for (const key of keys) spreadKeys.add(key);
      spreads.push(property);
      continue;
    }
    // `['name']` is as static as `name`; any other computed key is not.
    const key = staticKey(property);
    if (key === undefined) return refuse(codes.computed);
    if (properties.has(key)) return refuse(codes.duplicate, `has \`${key}\` twice in its ${noun}`);
    properties.set(key, property);
  }
  const overlap = [...spreadKeys].find((key) => properties.has(key));
  if (overlap !== undefined) return refuse(codes.duplicate, `has \`${overlap}\` twice in its ${noun} (once spread)`);
  return { ok: true, properties, spreads };
}
