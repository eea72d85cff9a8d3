/**
 * A handler's input fields that are strings by the tool's own input schema. The SDK (1.x
 * and 2.x) parses the arguments with the input schema and calls the handler with what the
 * parse gave, as every standard adapter does with `execute`: a field destructured from the
 * first parameter (`async ({ text }) => ...`), never reassigned, whose schema is a zod string
 * (`text: z.string()`), holds a string. What TypeScript infers from zod's types, read from
 * the schema where those types are not installed (the type oracle then knows nothing).
 */
import type * as t from '@babel/types';
import { staticKey } from '../../lib/definition-site';
import { stripTypeWrappers } from '../../lib/expression-facts';
import type { FunctionNode } from '../../lib/function-returns';
import type { Scope } from '../../lib/scope';
import { isZodStringSchema, zodFieldSchema } from '../../lib/zod-string-schema';
import { pieceValue, type Registration } from './registration';

/** The handler and the input schema it is registered with (a raw shape or `z.object(...)`, as written). */
export interface HandlerInput {
  fn: FunctionNode;
  schema: t.Node;
  /** Where the schema is written (its names resolve there). */
  schemaScope: Scope;
}

/** True when `node`, read at `scope`, is an input field that the schema makes a string. */
export function isStringInputField(node: t.Node, scope: Scope, input: HandlerInput | undefined): boolean {
  const expression = stripTypeWrappers(node);
  if (!input || expression.type !== 'Identifier') return false;
  const binding = scope.getBinding(expression.name);
  const [first] = input.fn.params;
  if (!binding || binding.kind !== 'param' || !binding.constant || binding.scope.node !== input.fn) return false;
  if (first?.type !== 'ObjectPattern' || binding.path.node !== first) return false;
  const property = first.properties.find(
    (candidate): candidate is t.ObjectProperty =>
      candidate.type === 'ObjectProperty' && candidate.value === binding.identifier,
  );
  const key = property && staticKey(property);
  if (key === undefined) return false;
  const field = zodFieldSchema(input.schema, key, input.schemaScope);
  return field !== undefined && isZodStringSchema(field, input.schemaScope);
}

/**
 * The input schema as the registration writes it, when it is written at the registration
 * (not in a config constant declared elsewhere, whose names may resolve differently).
 */
export function writtenInputSchema(registration: Registration): t.Node | undefined {
  if (registration.removedDeclaration) return undefined;
  return pieceValue(registration.standard.find((candidate) => candidate.key === 'inputSchema'));
}
