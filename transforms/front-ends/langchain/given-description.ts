/**
 * A description that may be undefined (`schema.description`, an optional chain): LangChain's
 * `tool()` then falls back as it does for none (`description ?? schema.description ??
 * "<name> tool"`). The standard tool's description is a string, so that fallback is written
 * after it (`description: schema.description ?? "get_weather tool"`): the same text at run
 * time, and a type `standardTool` takes (`string | undefined` was TS2322).
 */
import type * as t from '@babel/types';
import type { Scope } from '../../lib/scope';
import { quoteString, type SourceStyle } from '../../lib/source-style';
import { fallbackDescription } from './schema';

/**
 * The text written after `??`: what LangChain falls back to, read from the schema at run
 * time as LangChain reads it when that type-checks (the description was read from it, or it
 * is a zod schema), else the fallback the code proves; undefined when it proves none (the
 * caller then moves an `x.description` as written, a tool's being a string, and leaves an
 * optional chain as it is).
 */
export function fallbackAfter(
  description: t.Node,
  schema: t.Node | undefined,
  {
    source,
    style,
    scope,
    toolName,
    zodSchema,
  }: { source: string; style: SourceStyle; scope: Scope; toolName: string; zodSchema: boolean },
): string | undefined {
  const lastResort = quoteString(`${toolName} tool`, style);
  if (!schema) return lastResort;
  if (isPlainReference(schema)) {
    const read = `${source.slice(schema.start!, schema.end!)}.description`;
    if (source.slice(description.start!, description.end!) === read) return lastResort;
    if (zodSchema) return `${read} ?? ${lastResort}`;
  }
  const proven = fallbackDescription(schema, scope, toolName);
  return proven === undefined ? undefined : quoteString(proven, style);
}

/** `schema`, `schemas.weather`: reading it again has no effect of its own. */
function isPlainReference(node: t.Node): boolean {
  if (node.type === 'Identifier') return true;
  return node.type === 'MemberExpression' && !node.computed && isPlainReference(node.object);
}
