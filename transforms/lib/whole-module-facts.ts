/**
 * Modules another file takes whole: `import * as tools from './tools'` passed on as an
 * object (`new Agent({ tools })`, `Object.values(tools)`), `export * as tools from`,
 * `require('./tools')` or `import('./tools')` kept as the module object. Such a module's
 * every export is seen by its importer, so a migration must not add one (a standard tool
 * exported next to the native one would become one more "tool" in `{ tools }`). Each such
 * module is told in a `whole-module` fact, `<module>#*`; `export *` barrels lead on to the
 * modules they re-export (see `resolveExport`). Read without scope: a name shadowed inside
 * a function counts as a use of the module, which only keeps an export out.
 */
import * as path from 'node:path';
import type { Node } from '@babel/types';
import type * as t from '@babel/types';
import { forEachChild } from './children';
import { moduleKey } from './module-facts';

export const WHOLE_MODULE_FACT = 'whole-module';

/** A quote and what starts a relative specifier: `./`, `../`, or an escape that may spell one. */
const RELATIVE_SPECIFIER = String.raw`\s*['"](?:\.\.?\/|\.{0,2}\\)`;
/** `require(`, `import(` (or `import x = require`) of a relative module. */
const LOADS_RELATIVE = new RegExp(
  String.raw`(?:\brequire\s*\(|\bimport\s*\(|\bimport\s+[\w$]+\s*=\s*require)` + RELATIVE_SPECIFIER,
);
/**
 * A namespace import of a relative module, tried where a `*` is: in one regex with the others,
 * a leading `*` made the engine try every character of the text (JSDoc is full of `*`).
 */
const NAMESPACE_OF_RELATIVE = new RegExp(String.raw`\*\s*as\s+[\w$]+\s+from` + RELATIVE_SPECIFIER, 'y');

/** A `\u` escape: `\u0072`, `\u{72}`. */
const UNICODE_ESCAPE = /\\u(?:\{([0-9a-fA-F]+)\}|([0-9a-fA-F]{4}))/g;
/** What an identifier may hold (`require`, a namespace's name), which an escape may spell. */
const IDENTIFIER_PART = /^[\p{ID_Continue}$\u200c\u200d]$/u;

/**
 * A `\u` escape of a character an identifier may hold (`\u0072equire(` is `require(` to the
 * parser, and `import * as \u0074ools` names `tools`); `"\u003c"` in a string is none.
 */
export function mayEscapeAnIdentifier(source: string): boolean {
  if (!source.includes('\\u')) return false;
  for (const [, braced, four] of source.matchAll(UNICODE_ESCAPE)) {
    const character = escapedCharacter(braced, four);
    if (character !== undefined && IDENTIFIER_PART.test(character)) return true;
  }
  return false;
}

/** The character a `\u` escape's hex digits spell (braced or four), or undefined past the last code point. */
function escapedCharacter(braced: string | undefined, four: string | undefined): string | undefined {
  const code = Number.parseInt((braced ?? four)!, 16);
  return code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}

/**
 * Cheap text test before any parse: a namespace import, `require(` or `import(` of a relative
 * module (or of a specifier spelt with an escape), also where a name in it is spelt with
 * escapes (`\u0072equire(` is `require(` to the parser): the text is then tried again with its
 * escapes read (a bundle's strings full of them need not be parsed).
 */
export function mayLoadRelativeModuleWhole(source: string): boolean {
  return loadsRelativeWhole(source) || (mayEscapeAnIdentifier(source) && loadsRelativeWhole(withEscapesRead(source)));
}

function loadsRelativeWhole(source: string): boolean {
  if (LOADS_RELATIVE.test(source)) return true;
  for (let star = source.indexOf('*'); star >= 0; star = source.indexOf('*', star + 1)) {
    NAMESPACE_OF_RELATIVE.lastIndex = star;
    if (NAMESPACE_OF_RELATIVE.test(source)) return true;
  }
  return false;
}

/** The text with each `\u` escape replaced by its character. */
function withEscapesRead(source: string): string {
  return source.replace(
    UNICODE_ESCAPE,
    (escape, braced: string | undefined, four: string | undefined) => escapedCharacter(braced, four) ?? escape,
  );
}

/** The fact's subject for a relative specifier of the file: `<module>#*`. */
const subjectOf = (filePath: string, specifier: string) =>
  `${moduleKey(path.resolve(path.dirname(filePath), specifier))}#*`;

/** Every quoted text that starts like a relative specifier: `'./x'`, `"../x"`, `` `./x` ``. */
const QUOTED_RELATIVE = /(['"`])(\.\.?\/[^'"`\n]*)\1/g;
/** A quoted text that may spell a relative specifier with an escape: `'\x2e/x'`, `'.\u002fx'`. */
const QUOTED_ESCAPE = /['"`](?:\\(?:x2e|u002e|u\{0*2e\}|56|\.)|\.{1,2}\\)/i;

/**
 * Every subject the file's `whole-module` facts could have, read from its text without a
 * parse: each relative specifier a fact could name is one of its quoted relative texts. A
 * superset (a string that is no import counts too), so a file whose subjects lead to no
 * module the run may rewrite need not be parsed (cli/runner/deferred-facts.ts). Undefined
 * where the text does not settle it (an escape in a specifier): parse it.
 */
export function possibleWholeModuleSubjects(source: string, filePath: string): string[] | undefined {
  if (QUOTED_ESCAPE.test(source)) return undefined;
  const subjects = new Set<string>();
  for (const [, , specifier] of source.matchAll(QUOTED_RELATIVE)) {
    if (specifier!.includes('\\')) return undefined;
    subjects.add(subjectOf(filePath, specifier!));
  }
  return [...subjects];
}

/** The `whole-module` facts of a parsed module (`source`: its text). */
export function wholeModuleFacts(program: t.Program, filePath: string, source: string): Record<string, string[]> {
  const whole = new Set<string>();
  const keyOf = (specifier: string) => subjectOf(filePath, specifier);
  const namespaces = new Map<string, string>();
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration' && statement.importKind !== 'type' && isRelative(statement.source)) {
      for (const specifier of statement.specifiers)
        if (specifier.type === 'ImportNamespaceSpecifier') namespaces.set(specifier.local.name, statement.source.value);
    }
    if (statement.type === 'ExportNamedDeclaration' && statement.source && isRelative(statement.source)) {
      if (statement.specifiers.some((specifier) => specifier.type === 'ExportNamespaceSpecifier'))
        whole.add(keyOf(statement.source.value));
    }
  }
  const spelt = spellings(source, ['require', 'import', ...namespaces.keys()]);
  walk(program, spelt, (node, parent, grandparent) => {
    const loaded = loadedRelativeModule(node);
    // `await import('./x')`: what the awaited module object is used for.
    const [use, user] = parent?.type === 'AwaitExpression' ? [parent, grandparent] : [node, parent];
    if (loaded !== undefined && !takesOnlyMembers(user, use)) whole.add(keyOf(loaded));
    if (node.type === 'Identifier' && namespaces.has(node.name) && isWholeUse(node, parent))
      whole.add(keyOf(namespaces.get(node.name)!));
  });
  return whole.size > 0 ? { [WHOLE_MODULE_FACT]: [...whole] } : {};
}

function isRelative(source: t.StringLiteral): boolean {
  return source.value.startsWith('./') || source.value.startsWith('../');
}

/** `require('./x')`, `import('./x')`, `import x = require('./x')`: the relative module loaded. */
function loadedRelativeModule(node: Node): string | undefined {
  if (node.type === 'TSExternalModuleReference') return isRelative(node.expression) ? node.expression.value : undefined;
  const isLoad =
    node.type === 'ImportExpression' ||
    (node.type === 'CallExpression' &&
      (node.callee.type === 'Import' || (node.callee.type === 'Identifier' && node.callee.name === 'require')));
  if (!isLoad) return undefined;
  const argument = node.type === 'ImportExpression' ? node.source : node.arguments[0];
  return argument?.type === 'StringLiteral' && isRelative(argument) ? argument.value : undefined;
}

/** `require('./x').a`, `const { a } = require('./x')`, `const { a } = await import('./x')`. */
function takesOnlyMembers(parent: Node | undefined, load: Node): boolean {
  if (parent === undefined) return false;
  if ((parent.type === 'MemberExpression' || parent.type === 'OptionalMemberExpression') && parent.object === load)
    return true;
  return parent.type === 'VariableDeclarator' && parent.init === load && parent.id.type === 'ObjectPattern';
}

/** Any use of the namespace but `ns.x` (or `ns['x']`), its own specifier, or a property key of that name. */
function isWholeUse(node: t.Identifier, parent: Node | undefined): boolean {
  if (parent === undefined) return true;
  switch (parent.type) {
    case 'ImportNamespaceSpecifier':
    case 'ImportSpecifier':
    case 'ImportDefaultSpecifier':
      return false;
    case 'MemberExpression':
    case 'OptionalMemberExpression':
      if (parent.property === node && !parent.computed) return false;
      return parent.object !== node || (parent.computed && parent.property.type !== 'StringLiteral');
    case 'ObjectProperty':
      return parent.key !== node || parent.computed || parent.shorthand === true;
    case 'ObjectMethod':
    case 'ClassMethod':
    case 'ClassProperty':
    case 'TSPropertySignature':
      return parent.key !== node || parent.computed === true;
    case 'TSQualifiedName':
    case 'TSTypeQuery':
      return false; // a type position: nothing at run time
    default:
      return true;
  }
}

/**
 * Where a node that makes a fact may be: every node that does spells one of these words in its
 * own text (`require`, `import`, a namespace's name), so a subtree whose text holds none of them
 * need not be walked. Sorted text offsets; undefined where a name may be spelt with an escape
 * (`mayEscapeAnIdentifier`): then every node is walked.
 */
function spellings(source: string, words: readonly string[]): number[] | undefined {
  if (mayEscapeAnIdentifier(source)) return undefined;
  const offsets: number[] = [];
  for (const word of new Set(words))
    for (let at = source.indexOf(word); at >= 0; at = source.indexOf(word, at + 1)) offsets.push(at);
  return offsets.sort((a, b) => a - b);
}

/** Some offset in [start, end): binary search of the sorted offsets. */
function spansOne(offsets: readonly number[], start: number, end: number): boolean {
  let low = 0;
  let high = offsets.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (offsets[middle]! < start) low = middle + 1;
    else high = middle;
  }
  return low < offsets.length && offsets[low]! < end;
}

/**
 * Every node with its parent and grandparent, from an explicit stack (code nested thousands deep),
 * but the subtrees that span none of the `spelt` offsets (every one where undefined).
 */
function walk(
  root: Node,
  spelt: readonly number[] | undefined,
  visit: (node: Node, parent: Node | undefined, grandparent: Node | undefined) => void,
): void {
  const stack: [Node, Node | undefined, Node | undefined][] = [[root, undefined, undefined]];
  while (stack.length > 0) {
    const [node, parent, grandparent] = stack.pop()!;
    visit(node, parent, grandparent);
    forEachChild(node, (child) => {
      if (spelt === undefined || spansOne(spelt, child.start!, child.end!)) stack.push([child, node, parent]);
    });
  }
}
