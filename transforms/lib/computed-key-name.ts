/**
 * A definition under a computed key (`{ [RAG_TOOL]: tool({...}) }`, `tools[toolName] = tool({...})`), named
 * by the key's expression, which the standard object keeps as written (`name: RAG_TOOL`; nothing runs between
 * the key's read and this one).
 * Two things must hold: reading the key again has no effect (a name, or a member read of one, as
 * `ToolName.Search`), and its value is a string, not a number or a symbol the record would take as
 * well: a constant of this file that is one, else the type the project gives it (the oracle).
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { refuse, type Refusal } from './diagnostic-catalogue';
import { isInLoop, outsideWrappers } from './definition-site';
import { stripTypeWrappers } from './expression-facts';
import { scopeOf } from './scope';
import { staticString } from './static-name';
import type { TypeOracle } from './type-oracle';

export interface ComputedKeyName {
  ok: true;
  /** The value where a constant of this file shows it, else the key as written. */
  name: string;
  /** The key as written, for the standard object's `name`. */
  nameText: string;
  /** Its value is known only at run time (or in another module): `name` is the text. */
  runtimeName?: true;
  /** A record's key, or the property assigned. */
  nameSource: 'record-key' | 'property';
}

/** Undefined where the definition is not held under a computed key (of an object literal, or assigned). */
export function computedKeyName(
  path: NodePath,
  source: string,
  types: TypeOracle,
): ComputedKeyName | Refusal | undefined {
  const outer = outsideWrappers(path);
  const holder = outer.parentPath;
  const keyed = holder && computedKeyOf(holder, outer.node);
  // Built again for each element, the key is each element's: left to the loop's own refusal.
  if (!holder || !keyed || isInLoop(path)) return undefined;
  const { key, nameSource, what } = keyed;
  if (!isNameRead(key)) return refuse('computed-name', `${what} that is not a name (reading it again could differ)`);
  const nameText = source.slice(key.start!, key.end!);
  const known = staticString(key, scopeOf(holder));
  if (known !== undefined) return { ok: true, name: known, nameText, nameSource };
  const isString = types.isString(key);
  if (isString === true) return { ok: true, name: nameText, nameText, runtimeName: true, nameSource };
  return refuse(
    'computed-name',
    isString === false ? `${what} that is not a string by its type` : `${what} the code does not show to be a string`,
  );
}

/** The computed key `value` is held under, in an object literal or an assignment to a member. */
function computedKeyOf(
  holder: NodePath,
  value: t.Node,
): { key: t.Expression; nameSource: ComputedKeyName['nameSource']; what: string } | undefined {
  const node = holder.node;
  if (node.type === 'ObjectProperty' && node.computed && node.value === value)
    return { key: node.key as t.Expression, nameSource: 'record-key', what: 'has a computed record key' };
  if (
    node.type === 'AssignmentExpression' &&
    node.operator === '=' &&
    node.right === value &&
    node.left.type === 'MemberExpression' &&
    node.left.computed
  )
    return {
      key: node.left.property as t.Expression,
      nameSource: 'property',
      what: 'is assigned to a computed property',
    };
  return undefined;
}

/** `NAME`, `ToolName.Search`: a read with no effect, the same value when read twice in a row. */
function isNameRead(node: t.Node): boolean {
  const value = stripTypeWrappers(node);
  if (value.type === 'Identifier') return true;
  return (
    value.type === 'MemberExpression' &&
    !value.computed &&
    value.property.type === 'Identifier' &&
    isNameRead(value.object)
  );
}
