/**
 * An input schema read off another tool, as a wrapper copies one (`inputSchema: original.inputSchema`). An AI SDK
 * tool's is typed as the SDK's `FlexibleSchema`: its own `Schema`, a lazy schema (a function) or a Standard Schema,
 * and the contract takes only the last (miurla/morphic's type check failed on two such wrappers). The type checker
 * must show it is a Standard Schema; where it cannot (or says no), the definition is left as it is.
 */
import type * as t from '@babel/types';
import type { ConfigProperty } from '../../lib/config-object';
import { refuse, type Refusal } from '../../lib/diagnostic-catalogue';
import type { TypeOracle } from '../../lib/type-oracle';

const SCHEMA_KEYS = ['inputSchema', 'parameters'] as const;

export function schemaOfAnotherTool(
  source: string,
  types: Pick<TypeOracle, 'isStandardSchema'>,
  properties: ReadonlyMap<string, ConfigProperty>,
): Refusal | undefined {
  for (const key of SCHEMA_KEYS) {
    const property = properties.get(key);
    if (property?.type !== 'ObjectProperty' || !readsSchemaOff(property.value)) continue;
    if (types.isStandardSchema(property.value) === true) continue;
    const read = source.slice(property.value.start!, property.value.end!);
    return refuse(
      'schema-of-another-tool',
      `takes its ${key} from another tool (\`${read}\`), which the code does not show to be a Standard Schema (an AI SDK tool's may be the SDK's own or a lazy schema)`,
    );
  }
  return undefined;
}

/** `x.inputSchema`, `x?.parameters`: a schema key read off another object. */
function readsSchemaOff(value: t.Node): boolean {
  if (value.type !== 'MemberExpression' && value.type !== 'OptionalMemberExpression') return false;
  return (
    !value.computed &&
    value.property.type === 'Identifier' &&
    (SCHEMA_KEYS as readonly string[]).includes(value.property.name)
  );
}
