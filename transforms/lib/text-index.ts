/**
 * The file index (file-index.ts) read from the text alone, before any parse, so that the
 * gates can turn a file away unparsed. On the public corpus, two files in three that pass
 * the name test (text-hints.ts) bind nothing a gate looks for: `tool` in a role
 * (`role: 'tool'`) or a prompt beside `import { generateText } from 'ai'`.
 *
 * It must never see less than the tree: every module the tree's index lists is listed with
 * at least its names, and a method called, a key holding an object literal or a property's
 * value in the tree tests true here. The gates only ask "is there one?", so a superset keeps
 * them sound. Each `import` is read as the parser would read it if it were code (comments are
 * blanks); where that reading is not code (`import random, math` in a string), it adds nothing.
 * Where the text cannot tell (a string as an imported name, `require` of a template, an
 * escape), the answer is `undefined` and the file is parsed as before.
 */
import type { FileIndex, ModuleReference } from './file-index';
import { wholeWords } from './text-hints';

/** A module specifier in quotes, without escapes (an escape is left to the parse). */
const SPECIFIER = String.raw`(?<quote>['"])(?<specifier>[^'"\\\n\r]*)\k<quote>`;
/**
 * A comment, whole: to the end of its line, or to the first `*\/`. Each can match one way only,
 * so a text with no import to find fails in linear time (a comment that could stop anywhere made
 * `// import {` lines backtrack without end).
 */
const COMMENT = String.raw`//[^\n\r]*(?![^\n\r])|/\*(?:[^*]|\*(?!/))*\*/`;
/** Blanks and comments between two tokens: the parser skips both alike. */
const TRIVIA = String.raw`(?:\s|${COMMENT})*`;
/** What lies between `{` and `}`: anything but braces, quotes and a `/` that opens no comment. */
const LIST = String.raw`(?<list>(?:[^{}/'"]|${COMMENT})*)`;
const BINDING = String.raw`[A-Za-z_$][\w$]*`;
const NAMED_IMPORT = new RegExp(String.raw`\{${LIST}\}${TRIVIA}from${TRIVIA}${SPECIFIER}`, 'y');
const NAMESPACE_IMPORT = new RegExp(
  String.raw`\*${TRIVIA}as${TRIVIA}${BINDING}${TRIVIA}from${TRIVIA}${SPECIFIER}`,
  'y',
);
/** What follows a default import's name: `, { a }`, `, * as ns`, then `from '…'`. */
const AFTER_DEFAULT = new RegExp(
  String.raw`(?:,${TRIVIA}(?:\{${LIST}\}|(?<namespace>\*)${TRIVIA}as${TRIVIA}${BINDING})${TRIVIA})?from${TRIVIA}${SPECIFIER}`,
  'y',
);
const QUOTED = new RegExp(SPECIFIER, 'y');
const SKIP_TRIVIA = new RegExp(TRIVIA, 'y');
const COMMENTS = new RegExp(COMMENT, 'g');
const NAME = /[A-Za-z_$][\w$]*/y;
const WORD = /^[A-Za-z_$][\w$]*$/;
const IDENTIFIER_START = /^[\p{ID_Start}$_]$/u;
const QUOTES = `'"\``;
/**
 * A quoted key or member name with an escape in it (`'\x74ools': {`, `x['\x74ool']`): the tree
 * reads the name the escape spells, which the text does not show, so any name may be there.
 */
const ESCAPED_KEY = /\\[^'"\n\r]*['"]\s*[\]:]/;

export function textIndex(source: string): FileIndex | undefined {
  const modules = textModules(source);
  if (modules === undefined) return undefined;
  let escaped: boolean | undefined;
  const escapedKey = () => (escaped ??= ESCAPED_KEY.test(source));
  return {
    modules,
    calledMethods: { has: (name) => mayBeMemberName(source, name) || escapedKey() },
    objectValuedKeys: { has: (key) => mayKeyObject(source, key) || escapedKey() },
    propertyValueNames: { has: (name) => mayBePropertyValue(source, name) },
  };
}

/**
 * Every module the file loads (`import … from`, `import()`, `require()`), or undefined when
 * one of them cannot be read from the text.
 */
function textModules(source: string): ModuleReference[] | undefined {
  const modules: ModuleReference[] = [];
  for (const at of wholeWords(source, 'require')) {
    const open = skipTrivia(source, at + 'require'.length);
    if (opensComment(source, open)) return undefined; // one never closed
    if (source[open] !== '(') continue; // `typeof require`, or prose
    const loaded = loadedSpecifier(source, open + 1);
    if (loaded === false) return undefined;
    if (loaded !== undefined) modules.push(wholeModule(loaded));
  }
  for (const at of wholeWords(source, 'import')) {
    // `'import'`: no keyword comes right after a quote (the text is in a string, or is no code).
    if (at > 0 && QUOTES.includes(source[at - 1]!)) continue;
    const read = importAt(source, skipTrivia(source, at + 'import'.length));
    if (read === false) return undefined;
    if (read !== undefined) modules.push(read);
  }
  return modules;
}

/**
 * What `import` followed by the text at `at` loads: a module, undefined when it loads
 * nothing the index lists (`import.meta`, a type-only import, prose), false when the text
 * cannot tell.
 */
function importAt(source: string, at: number): ModuleReference | undefined | false {
  const next = source[at];
  if (opensComment(source, at)) return false;
  if (next === '.') return undefined; // import.meta
  if (next === '(') {
    const loaded = loadedSpecifier(source, at + 1);
    return loaded === undefined || loaded === false ? loaded : wholeModule(loaded);
  }
  if (next === '{') return namedImport(matchAt(NAMED_IMPORT, source, at), new Set());
  if (next === '*') {
    const match = matchAt(NAMESPACE_IMPORT, source, at);
    return match ? imported(match, new Set(['*']), new Set()) : false;
  }
  if (next === '"' || next === "'") {
    const match = matchAt(QUOTED, source, at);
    return match ? imported(match, new Set(), new Set()) : false;
  }
  const code = source.charCodeAt(at);
  if (next === '\\') return false; // a name in escapes
  // A name in Unicode is left to the parse; no import goes on with another character (`import –`).
  if (code > 127) return IDENTIFIER_START.test(String.fromCodePoint(source.codePointAt(at)!)) ? false : undefined;
  const name = matchAt(NAME, source, at)?.[0];
  // `import-map`, `import/order`, `import,`: no declaration goes on so.
  if (name === undefined) return undefined;
  const end = at + name.length;
  if (source.charCodeAt(end) > 127 || source[end] === '\\') return false;
  const after = skipTrivia(source, end);
  if (opensComment(source, after)) return false; // one never closed
  if (name === 'type') return typeOnlyImport(source, after);
  // `import x = require('…')` is read with the other `require`s; `import x = a.b` loads nothing.
  if (source[after] === '=') return undefined;
  if (source[after] !== ',' && !source.startsWith('from', after)) return undefined; // prose
  // `import x, y`: a default import goes on with `{` or `*` only (`'import random, math'` in a string).
  if (source[after] === ',' && !['{', '*'].includes(source[skipTrivia(source, after + 1)] ?? '')) return undefined;
  const match = matchAt(AFTER_DEFAULT, source, after);
  if (!match) return false;
  const names = new Set(['default']);
  if (match.groups!.namespace) names.add('*');
  return match.groups!.list === undefined ? imported(match, names, new Set()) : namedImport(match, names);
}

/**
 * After `import type`: `{ … }`, `* as x` or `X from` import types only, which the index
 * leaves out. `import type from '…'` and `import type, { … }` bind a value named `type`.
 */
function typeOnlyImport(source: string, at: number): undefined | false {
  if (source[at] === '{' || source[at] === '*') return undefined;
  const name = matchAt(NAME, source, at)?.[0];
  return name !== undefined && name !== 'from' ? undefined : false;
}

/** `{ a, b as c, type T }` and the module after it; false when the list is not plain names. */
function namedImport(match: RegExpExecArray | null, names: Set<string>): ModuleReference | undefined | false {
  if (!match) return false;
  const list = match.groups!.list!.replace(COMMENTS, ' ');
  // No import has a `*` between its braces: a JSDoc example's ` * ` (`* import {\n *   a,\n * } from 'x'`).
  if (list.includes('*')) return undefined;
  const namedLocals = new Set<string>();
  for (const item of list.split(',')) {
    const words = item.trim().split(/\s+/);
    if (words[0] === '') continue;
    if (!words.every((word) => WORD.test(word))) return false;
    // `type a`, `type a as b`: a type; `a`, `a as b`: a value. `type as …` is left to the parse.
    const typeOnly = words[0] === 'type' && (words.length === 2 || words.length === 4);
    const [imported, ...alias] = typeOnly ? words.slice(1) : words;
    if (alias.length === 0 ? words.length > 2 : alias.length !== 2 || alias[0] !== 'as' || imported === 'type')
      return false;
    if (typeOnly && imported === 'as') return false;
    if (!typeOnly) {
      names.add(imported!);
      namedLocals.add(alias[1] ?? imported!);
    }
  }
  return imported(match, names, namedLocals);
}

function imported(match: RegExpExecArray, names: Set<string>, namedLocals: Set<string>): ModuleReference {
  return { source: match.groups!.specifier!, kind: 'import', names, namedLocals };
}

function wholeModule(source: string): ModuleReference {
  return { source, kind: 'whole-module', names: new Set(), namedLocals: new Set() };
}

/**
 * The module `require(` or `import(` loads when its argument (from `at`) is a string, as the
 * index reads it; undefined when the argument is some other expression; false when the text
 * cannot tell (a template, an escape, a comment never closed).
 */
function loadedSpecifier(source: string, at: number): string | undefined | false {
  const argument = skipTrivia(source, at);
  const first = source[argument];
  if (opensComment(source, argument) || first === '`') return false;
  if (first !== "'" && first !== '"') return undefined;
  // A string with an escape, or not closed on its line, is left to the parse.
  return matchAt(QUOTED, source, argument)?.groups!.specifier ?? false;
}

/**
 * `name` may be a method the tree calls: it follows `.` (`x.name`, `x?.name`), or sits in
 * quotes after `[` (`x['name']`, `x[('name')]`), or a comment hides what comes before it.
 */
function mayBeMemberName(source: string, name: string): boolean {
  for (const at of wholeWords(source, name)) {
    const before = previousCode(source, at);
    if (before === undefined || source[before] === '.') return true;
    const quote = source[before];
    if ((quote === "'" || quote === '"') && before === at - 1 && source[at + name.length] === quote) {
      let bracket = previousCode(source, before);
      // `x[('name')]`: parentheses around the key
      while (bracket !== undefined && source[bracket] === '(') bracket = previousCode(source, bracket);
      if (bracket === undefined || source[bracket] === '[') return true;
    }
  }
  return false;
}

/** `key` may hold an object literal: `key: {`, `'key': ({`, `['key']: {` (or a comment hides it). */
function mayKeyObject(source: string, key: string): boolean {
  for (const at of wholeWords(source, key)) {
    let next = at + key.length;
    while (/['"\])\s]/.test(source[next] ?? '')) next += 1; // `'key'`, `['key']`, `[('key')]`
    if (opensComment(source, next)) return true;
    if (source[next] !== ':') continue;
    next += 1;
    while (/[\s(]/.test(source[next] ?? '')) next += 1;
    if (opensComment(source, next) || source[next] === '{') return true;
  }
  return false;
}

/**
 * `name` may be a property's whole value: it follows `:` and comes before `,`, `}` or `)`,
 * maybe inside parentheses (`key: name,`, `key: (name)`), or a comment hides what lies
 * around it. Before anything else (`key: name()`, `key: name.x`, `key: name as T`) it is
 * part of a larger value. A name written with escapes (`\u0061`) is not seen in the text:
 * any escape says yes.
 */
function mayBePropertyValue(source: string, name: string): boolean {
  if (source.includes('\\u')) return true;
  for (const at of wholeWords(source, name)) {
    const after = skipTrivia(source, at + name.length);
    if (!opensComment(source, after) && after < source.length && !',})'.includes(source[after]!)) continue;
    let before = previousCode(source, at);
    while (before !== undefined && source[before] === '(') before = previousCode(source, before);
    if (before === undefined || source[before] === ':') return true;
  }
  return false;
}

/**
 * The position of the last character before `at` that is not blank, or undefined when a
 * comment may lie in between (a `//` on an earlier line, or a block comment's end).
 */
function previousCode(source: string, at: number): number | undefined {
  let position = at - 1;
  for (; position >= 0 && /\s/.test(source[position]!); position -= 1) {
    if (source[position] === '\n' && source.slice(source.lastIndexOf('\n', position - 1) + 1, position).includes('//'))
      return undefined;
  }
  if (source[position] === '/' && source[position - 1] === '*') return undefined;
  return position;
}

function opensComment(source: string, at: number): boolean {
  return source[at] === '/' && (source[at + 1] === '*' || source[at + 1] === '/');
}

/** Past the blanks and comments from `at` (a comment never closed is left: it opens at the result). */
function skipTrivia(source: string, at: number): number {
  SKIP_TRIVIA.lastIndex = at;
  SKIP_TRIVIA.exec(source);
  return SKIP_TRIVIA.lastIndex;
}

function matchAt(pattern: RegExp, source: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(source);
}
