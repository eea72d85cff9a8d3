/**
 * A definition under a computed record key (`{ [RAG_TOOL]: tool({...}) }`), named by the key's
 * expression, which the standard object keeps as written (`[RAG_TOOL]: toAiSdk({ name: RAG_TOOL, ... })`).
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
}

/** Undefined where the definition is not the value of a computed key of an object literal. */
export function computedRecordKeyName(
  path: NodePath,
  source: string,
  types: TypeOracle,
): ComputedKeyName | Refusal | undefined {
  const outer = outsideWrappers(path);
  const property = outer.parentPath;
  if (!property?.isObjectProperty() || !property.node.computed || property.node.value !== outer.node) return undefined;
  // Built again for each element, the key is each element's: left to the loop's own refusal.
  if (isInLoop(path)) return undefined;
  const key = property.node.key as t.Expression;
  if (!isNameRead(key))
    return refuse('computed-name', 'has a computed record key that is not a name (reading it again could differ)');
  const nameText = source.slice(key.start!, key.end!);
  const known = staticString(key, scopeOf(property));
  if (known !== undefined) return { ok: true, name: known, nameText };
  const isString = types.isString(key);
  if (isString === true) return { ok: true, name: nameText, nameText, runtimeName: true };
  return refuse(
    'computed-name',
    isString === false
      ? 'has a computed record key that is not a string by its type'
      : 'has a computed record key the code does not show to be a string',
  );
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
