/**
 * What a file tells the others about the relative modules it links to: the names a barrel
 * re-exports (reexport-facts.ts) and the modules it takes whole (whole-module-facts.ts).
 * Generic facts: any file of the run may hold them, whatever it imports. With `frameworks`
 * (the text names a framework), also the framework exports it passes on (framework-alias-facts.ts).
 */
import type * as t from '@babel/types';
import { frameworkAliasFacts, mayAliasFrameworkExport, type FrameworkExports } from './framework-alias-facts';
import { parseModule } from './parse';
import { mayHoldRelativeReexport, reexportFacts } from './reexport-facts';
import { mayLoadRelativeModuleWhole, possibleWholeModuleSubjects, wholeModuleFacts } from './whole-module-facts';

/**
 * The two text tests of the file last asked about, each done at most once: a file is asked up to
 * three times in a row (deferring, then its source, then its tree), and each test scans the whole text.
 */
let lastTested: { source: string; reexport?: boolean; whole?: boolean; alias?: boolean } | undefined;

function textTestsOf(source: string): {
  reexport: () => boolean;
  whole: () => boolean;
  alias: (frameworks: FrameworkExports) => boolean;
} {
  if (lastTested?.source !== source) lastTested = { source };
  const tested = lastTested;
  return {
    reexport: () => (tested.reexport ??= mayHoldRelativeReexport(source)),
    whole: () => (tested.whole ??= mayLoadRelativeModuleWhole(source)),
    alias: (frameworks) => (tested.alias ??= mayAliasFrameworkExport(source, frameworks.names)),
  };
}

/** The link facts of a file's text (empty when it does not parse: the run reports that elsewhere). */
export function linkFactsOfSource(
  source: string,
  filePath: string,
  frameworks?: FrameworkExports,
): Record<string, string[]> {
  const tests = textTestsOf(source);
  if (!tests.reexport() && !tests.whole() && !(frameworks && tests.alias(frameworks))) return {};
  let ast: t.File;
  try {
    ast = parseModule(source, filePath, { attachComments: false });
  } catch {
    return {};
  }
  return linkFacts(ast.program, source, filePath, frameworks);
}

/**
 * For a file the run leaves as it is: its link facts, except that a file that may only load
 * modules whole is not parsed now. It gives the subjects its `whole-module` facts could have
 * instead, and is parsed only if one of them leads to a module the run may rewrite (most such
 * files are tests loading modules that define no tool).
 */
export function linkFactsDeferringWholeModules(
  source: string,
  filePath: string,
  frameworks?: FrameworkExports,
): { facts: Record<string, string[]>; wholeModuleSubjects?: string[] } {
  const tests = textTestsOf(source);
  if (!tests.reexport() && tests.whole() && !(frameworks && tests.alias(frameworks))) {
    const subjects = possibleWholeModuleSubjects(source, filePath);
    if (subjects) return { facts: {}, wholeModuleSubjects: subjects };
  }
  return { facts: linkFactsOfSource(source, filePath, frameworks) };
}

/** The link facts of a parsed module, each kind looked for only when the text may hold it. */
export function linkFacts(
  program: t.Program,
  source: string,
  filePath: string,
  frameworks?: FrameworkExports,
): Record<string, string[]> {
  const tests = textTestsOf(source);
  return {
    ...(tests.reexport() && reexportFacts(program, filePath)),
    ...(tests.whole() && wholeModuleFacts(program, filePath, source)),
    ...(frameworks && tests.alias(frameworks) && frameworkAliasFacts(program, filePath, frameworks)),
  };
}
