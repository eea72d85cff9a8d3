/** Names for the code the emitter writes: readable, and never shadowing anything. */
import type * as t from '@babel/types';
import { forEachChild } from './children';

/**
 * Every identifier name in the file, in any scope (a new name avoids all of them), but
 * not property keys or member names, which cannot collide with a binding.
 */
export function collectIdentifierNames(ast: t.File): Set<string> {
  // A copy: callers reserve new names in it. The walk is made once per tree (a file whose
  // rewrite is retried definition by definition asks again for the same tree).
  let names = identifierNamesOf.get(ast);
  if (!names) {
    names = walkIdentifierNames(ast);
    identifierNamesOf.set(ast, names);
  }
  return new Set(names);
}

const identifierNamesOf = new WeakMap<t.File, ReadonlySet<string>>();

function walkIdentifierNames(ast: t.File): Set<string> {
  const names = new Set<string>();
  // A plain walk (no paths, no scopes): this runs on every file that changes.
  const visit = (node: t.Node, parent: t.Node | undefined) => {
    if (node.type === 'Identifier' || node.type === 'JSXIdentifier') {
      if (!isPropertyName(node, parent)) names.add(node.name);
      return;
    }
    forEachChild(node, (child) => visit(child, node));
  };
  visit(ast, undefined);
  return names;
}

/** A property key or member name (`{ a: 1 }`, `x.a`): it cannot collide with a binding. */
export function isPropertyName(node: t.Node, parent: t.Node | undefined): boolean {
  if (!parent) return false;
  if (
    (parent.type === 'ObjectProperty' ||
      parent.type === 'ObjectMethod' ||
      parent.type === 'ClassProperty' ||
      parent.type === 'ClassMethod' ||
      parent.type === 'TSPropertySignature') &&
    parent.key === node
  ) {
    return !parent.computed;
  }
  return (
    (parent.type === 'MemberExpression' || parent.type === 'OptionalMemberExpression') &&
    parent.property === node &&
    !parent.computed
  );
}

const RESERVED = new Set(
  'break case catch class const continue debugger default delete do else enum export extends false finally for function if import in instanceof new null return super switch this throw true try typeof var void while with yield let static implements interface package private protected public await arguments eval'.split(
    ' ',
  ),
);

/** `get_weather` → `getWeather`, `search-docs/v2` → `searchDocsV2`, `RAG_TOOL` → `ragTool`. */
export function camelCase(text: string): string {
  // A word in capitals (a constant's, `RAG_TOOL`) is a word, not an acronym run to keep as written (`rAGTOOL`).
  const words = text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => (/[A-Z]/.test(word) && word === word.toUpperCase() ? word.toLowerCase() : word));
  const joined = words
    .map((word, index) =>
      index === 0 ? word[0]!.toLowerCase() + word.slice(1) : word[0]!.toUpperCase() + word.slice(1),
    )
    .join('');
  const identifier = /^[0-9]/.test(joined) ? `tool${joined}` : joined;
  return identifier || 'tool';
}

/** The base name of a standard object: `weatherTool` → `weather`, `get_weather` → `getWeather`. */
export function standardBindingBase(toolName: string): string {
  const camel = camelCase(toolName);
  const stripped = camel.replace(/Tool$/, '');
  return stripped && !RESERVED.has(stripped) ? stripped : RESERVED.has(camel) ? `${camel}Tool` : camel;
}

/** A name not in `taken` (and then reserved in it): `weather`, `weatherDefinition`, `weatherDefinition2`… */
export function uniqueName(base: string, taken: Set<string>): string {
  const candidates = [base, `${base}Definition`];
  let name = candidates.find((candidate) => !taken.has(candidate) && !RESERVED.has(candidate));
  for (let index = 2; !name; index += 1) {
    const candidate = `${base}Definition${index}`;
    if (!taken.has(candidate)) name = candidate;
  }
  taken.add(name);
  return name;
}

/** Tool name for a default export: the file's base name, `weather-tool.ts` → `weather-tool`. */
export function nameFromFile(filePath: string): string {
  const base = filePath.split(/[\\/]/).pop() ?? 'tool';
  const stem = base.replace(/\.[^.]+$/, '');
  return stem === 'index' ? (filePath.split(/[\\/]/).slice(-2, -1)[0] ?? 'tool') : stem;
}
