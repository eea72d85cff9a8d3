/**
 * Files that name no framework, opened to a front end by the run's facts (`FrontEnd.opensModulesFor`):
 * `export function registerTools(server: any) { server.tool(...) }`, called by another file with an
 * McpServer. The first pass leaves such a file as it is (no framework import, no parse); once every
 * file's facts are in, those whose module a fact names run through that front end, past its text gates.
 */
import type { FrontEnd } from '../../transforms/lib/front-end';
import type { FrameworkId } from '../../transforms/lib/ir';
import { moduleKey, resolveExport, type ModuleFacts } from '../../transforms/lib/module-facts';
import { mentions } from '../../transforms/lib/text-hints';

/** The frameworks whose facts might open a file of this text (it mentions what their definitions call). */
export function openableFor(text: string, frontEnds: readonly FrontEnd[]): FrameworkId[] | undefined {
  const frameworks = frontEnds
    .filter((frontEnd) => frontEnd.opensModulesFor && frontEnd.definitionHints.some((hint) => mentions(text, hint)))
    .map((frontEnd) => frontEnd.framework.id);
  return frameworks.length > 0 ? frameworks : undefined;
}

/** The frameworks the facts open this file to, of those its text may be opened to. */
export function openedFor(
  filePath: string,
  candidates: readonly FrameworkId[],
  frontEnds: readonly FrontEnd[],
  facts: ModuleFacts,
): FrameworkId[] {
  const module = moduleKey(filePath);
  return candidates.filter((framework) => {
    const kind = frontEnds.find((frontEnd) => frontEnd.framework.id === framework)?.opensModulesFor;
    return kind !== undefined && openedModules(facts, kind).has(module);
  });
}

/** Memoised per facts object and kind: every held file asks. */
const opened = new WeakMap<ModuleFacts, Map<string, Set<string>>>();

function openedModules(facts: ModuleFacts, kind: string): Set<string> {
  const byKind = opened.get(facts) ?? new Map<string, Set<string>>();
  opened.set(facts, byKind);
  const known = byKind.get(kind);
  if (known) return known;
  const modules = new Set<string>();
  for (const fact of facts[kind] ?? []) {
    const subject = fact.includes('=') ? fact.slice(0, fact.indexOf('=')) : fact;
    for (const key of resolveExport(facts, subject)) modules.add(key.slice(0, key.lastIndexOf('#')));
  }
  byKind.set(kind, modules);
  return modules;
}
