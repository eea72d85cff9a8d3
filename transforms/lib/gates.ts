/**
 * Which front ends a file is worth, decided as cheaply as possible. Three tests, each a
 * sound over-approximation of the next, so a file turned away by a cheap one would have
 * been turned away by the dearer one:
 *  1. the text names a framework module and a name a gate looks for (text-hints.ts);
 *  2. the gates on the file's index read from the text (text-index.ts), before any parse;
 *  3. the gates on the index from the tree (file-index.ts), before the scope crawl.
 */
import type * as t from '@babel/types';
import type { ModuleMatcher } from './bindings';
import type { FrameworkExports } from './framework-alias-facts';
import { indexFile, type FileIndex } from './file-index';
import type { FrontEnd } from './front-end';
import { textIndex } from './text-index';
import { mentions } from './text-hints';

/** True when the text cannot contain a definition for any of these front ends: the file is not parsed. */
export function cannotMatch(source: string, frontEnds: readonly FrontEnd[]): boolean {
  const { matching } = readOf(source);
  return !frontEnds.some((frontEnd) => remembered(matching, frontEnd, () => mayMatchText(source, frontEnd)));
}

/** True when the text names a module of one of these front ends (it may define nothing). */
export function namesFramework(source: string, frontEnds: readonly FrontEnd[]): boolean {
  const { named } = readOf(source);
  return frontEnds.some((frontEnd) =>
    remembered(named, frontEnd, () => frontEnd.textHints.some((hint) => source.includes(hint))),
  );
}

/** A framework loaded at run time: its definitions are reported whatever they are called. */
const DYNAMIC_IMPORT = /\bimport\s*\(/;

/**
 * The gates' test on the text alone: the file names the framework, and one of the names
 * its gates look for, its fact hint or a dynamic import; then, when the text shows every
 * module the file loads, the gates themselves on what it shows. Most files that only use
 * a framework (`generateText` from 'ai') fail it and are never parsed.
 */
function mayMatchText(source: string, frontEnd: FrontEnd): boolean {
  if (!namesFramework(source, [frontEnd])) return false;
  const named =
    frontEnd.definitionHints.some((hint) => mentions(source, hint)) ||
    (frontEnd.factHint !== undefined && mentions(source, frontEnd.factHint)) ||
    DYNAMIC_IMPORT.test(source);
  if (!named) return false;
  const index = textIndexOf(source);
  return index === undefined || collects(frontEnd, index) || findsFacts(frontEnd, source, index);
}

/**
 * The front ends this file may hold something for, and those that may find facts in it:
 * the rest never see the file, and a file no front end needs skips the scope walk and the
 * front ends. The gates read the text's index, which the text test has already made; the
 * tree's (one plain walk) only when the text cannot tell. The text's index may let a
 * front end through that the tree's would not (it sees a superset): that front end then
 * finds nothing, as it would on any file (test/transforms/gates.test.ts).
 */
export function gatedFrontEnds(
  ast: t.File,
  source: string,
  frontEnds: readonly FrontEnd[],
  { ignoreGates = false, openedFor = [] }: { ignoreGates?: boolean; openedFor?: readonly string[] } = {},
): { collecting: readonly FrontEnd[]; factFinding: readonly FrontEnd[] } {
  if (ignoreGates) {
    return { collecting: frontEnds, factFinding: frontEnds.filter((frontEnd) => findsFacts(frontEnd, source)) };
  }
  let index: FileIndex | undefined;
  const indexed = () => (index ??= textIndexOf(source) ?? indexFile(ast.program));
  return {
    collecting: frontEnds.filter(
      (frontEnd) => openedFor.includes(frontEnd.framework.id) || collects(frontEnd, indexed()),
    ),
    factFinding: frontEnds.filter((frontEnd) => findsFacts(frontEnd, source, indexed())),
  };
}

function collects(frontEnd: FrontEnd, index: FileIndex): boolean {
  return frontEnd.mayDefine(index) || loadsDynamically(index, frontEnd);
}

/** The front end gathers facts from files that mention its hint, and pass its gate when an index is given. */
function findsFacts(frontEnd: FrontEnd, source: string, index?: FileIndex): boolean {
  if (frontEnd.collectFacts === undefined || frontEnd.factHint === undefined) return false;
  if (!mentions(source, frontEnd.factHint)) return false;
  return index === undefined || (frontEnd.mayHaveFacts?.(index) ?? true);
}

/** `await import()` of the framework: its definitions are reported (dynamic-imports.ts). */
function loadsDynamically(index: FileIndex, frontEnd: FrontEnd): boolean {
  return index.modules.some((module) => module.kind === 'whole-module' && frontEnd.matchesModule(module.source));
}

/**
 * What the tests found in the last text, kept: the runner asks for every front end, then
 * for the few it keeps, then the engine asks again, all on the same string.
 */
interface TextRead {
  source: string;
  named: Map<FrontEnd, boolean>;
  matching: Map<FrontEnd, boolean>;
  /** null: not read yet. */
  index: FileIndex | undefined | null;
}
let lastRead: TextRead | undefined;

function readOf(source: string): TextRead {
  if (lastRead?.source !== source) lastRead = { source, named: new Map(), matching: new Map(), index: null };
  return lastRead;
}

function remembered(answers: Map<FrontEnd, boolean>, frontEnd: FrontEnd, answer: () => boolean): boolean {
  let known = answers.get(frontEnd);
  if (known === undefined) answers.set(frontEnd, (known = answer()));
  return known;
}

function textIndexOf(source: string): FileIndex | undefined {
  const read = readOf(source);
  if (read.index === null) read.index = textIndex(source);
  return read.index;
}

const exportsOf = new WeakMap<readonly FrontEnd[], FrameworkExports>();

/** The modules these front ends count as their frameworks', and the names their definitions are made with. */
export function frameworkExportsOf(frontEnds: readonly FrontEnd[]): FrameworkExports {
  let found = exportsOf.get(frontEnds);
  if (!found) {
    const matches: ModuleMatcher = (specifier) => frontEnds.some((frontEnd) => frontEnd.matchesModule(specifier));
    found = { matches, names: new Set(frontEnds.flatMap((frontEnd) => frontEnd.definitionHints)) };
    exportsOf.set(frontEnds, found);
  }
  return found;
}
