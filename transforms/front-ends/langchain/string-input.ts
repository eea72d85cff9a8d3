/**
 * A string-input LangChain tool (DynamicTool, a Tool subclass, `tool()` without a schema)
 * becomes a standard tool whose input schema takes a string, from which LangChain's
 * `tool()` (behind the adapter) makes the same string-input DynamicTool: `z.string()`
 * with the file's own zod namespace, else `fromJsonSchema({ type: 'string' })` from the
 * adapter module (a JSON Schema that validates only strings, which `tool()` also reads
 * as a string tool; it does no validation of its own, as Tool's own schema lets
 * `undefined` through).
 */
import type { NodePath } from '@babel/traverse';
import type { FrontEndContext } from '../../lib/front-end';
import { canImportFromJsonSchema, FROM_JSON_SCHEMA } from '../../lib/json-schema-literal';
import { allowsTypeScript } from '../../lib/parser';
import { quoteString } from '../../lib/source-style';
import { moduleZodNamespace } from '../../lib/zod';
import { scopeOf } from '../../lib/scope';

export interface StringInputSchema {
  /** The input schema's source text. */
  text: string;
  /** Names it takes from the adapter module. */
  imports: string[];
}

/** Why a string-input tool has no schema the file can write. */
export const NO_STRING_SCHEMA =
  "its standard tool's string input schema cannot be written (no zod namespace, and a CommonJS file or a name `fromJsonSchema` of its own)";

/** The schema as the definition at `path` can write it; undefined when it cannot. */
export function stringInputSchema(context: FrontEndContext, path: NodePath): StringInputSchema | undefined {
  const { program } = context;
  const zod = moduleZodNamespace(program);
  if (zod !== undefined && scopeOf(path).getBinding(zod) === scopeOf(program).getBinding(zod))
    return { text: `${zod}.string()`, imports: [] };
  if (!canImportFromJsonSchema(context, path)) return undefined;
  const typeArguments = allowsTypeScript(context.filePath) ? '<string>' : '';
  const string = quoteString('string', context.style);
  return { text: `${FROM_JSON_SCHEMA}${typeArguments}({ type: ${string} })`, imports: [FROM_JSON_SCHEMA] };
}
