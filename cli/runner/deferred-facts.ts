/**
 * The `whole-module` facts of files the first pass did not parse (link-facts.ts,
 * `linkFactsDeferringWholeModules`): a file left as it is that may only load modules whole.
 * Such a fact matters only to a module the run may rewrite, which asks whether another file
 * takes it whole (engine.ts). So a file is read and parsed again only when one of the subjects
 * its text could give leads, through the run's barrels, to such a module, exactly as
 * `factsLeadingTo` would match it; its facts join the run's before any of them is asked again.
 */
import { linkFactsOfSource } from '../../transforms/lib/link-facts';
import { moduleKey, resolveExport } from '../../transforms/lib/module-facts';
import { WHOLE_MODULE_FACT } from '../../transforms/lib/whole-module-facts';
import type { FileResult } from './file-result';
import { decodeSource, readSourceBytes } from './source-file';

/**
 * Adds to `facts` the `whole-module` facts of the deferred files that may concern one of
 * `rewritable` (the files the transforms ran on).
 */
export function addDeferredWholeModuleFacts(
  results: readonly FileResult[],
  rewritable: readonly string[],
  facts: Record<string, string[]>,
): void {
  // What `factsLeadingTo(facts, 'whole-module', '<module>#*')` matches a fact's subject against.
  const targets = new Set(rewritable.flatMap((file) => [`${moduleKey(file)}#*`, `${moduleKey(file)}/index#*`]));
  const leadsToTarget = (subject: string) => resolveExport(facts, subject).some((key) => targets.has(key));
  for (const result of results) {
    const subjects = result.wholeModuleSubjects;
    if (!subjects?.some(leadsToTarget)) continue;
    (facts[WHOLE_MODULE_FACT] ??= []).push(...wholeModuleFactsOf(result.path, subjects));
  }
}

/** The file's facts from its text now; if it cannot be read again, every subject it could give (keeps exports out). */
function wholeModuleFactsOf(filePath: string, subjects: readonly string[]): string[] {
  try {
    const decoded = decodeSource(readSourceBytes(filePath));
    if (decoded.ok) return linkFactsOfSource(decoded.text, filePath)[WHOLE_MODULE_FACT] ?? [];
  } catch {
    // Gone or unreadable since the first pass: as below.
  }
  return [...subjects];
}
