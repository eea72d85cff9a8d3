/**
 * Files that name no framework, opened to a front end by the run's facts (`FrontEnd.opensModulesFor`):
 * `export function registerTools(server: any) { server.tool(...) }`, called by another file with an
 * McpServer. The first pass leaves such a file as it is (no framework import, no parse); once every
 * file's facts are in, those whose module a fact names run through that front end, past its text gates.
 */
import { FRAMEWORK_ALIAS_FACT } from '../../transforms/lib/framework-alias-facts';
import type { FrontEnd } from '../../transforms/lib/front-end';
import type { FrameworkId } from '../../transforms/lib/ir';
import { moduleKey, resolveExport, type ModuleFacts } from '../../transforms/lib/module-facts';
import { mentions } from '../../transforms/lib/text-hints';

/**
 * The frameworks whose facts might open a file of this text: it mentions what their definitions call, or it
 * imports such a name from a module of the project (which may pass the framework's on: framework-alias-facts.ts).
 */
export function openableFor(text: string, frontEnds: readonly FrontEnd[]): FrameworkId[] | undefined {
  const frameworks = frontEnds
    .filter(
      (frontEnd) =>
        (frontEnd.opensModulesFor && frontEnd.definitionHints.some((hint) => mentions(text, hint))) ||
        importsLocally(text, frontEnd.definitionHints),
    )
    .map((frontEnd) => frontEnd.framework.id);
  return frameworks.length > 0 ? frameworks : undefined;
}

/** `import { createTool } from '../utils/tool-factory'`, read from the text (a superset: the engine decides). */
function importsLocally(text: string, names: readonly string[]): boolean {
  if (!/\bfrom\s*['"](\.|@\/|~\/|#)/.test(text)) return false;
  for (const match of text.matchAll(/\bimport\s*\{([^}]*)\}\s*from\s*['"](?:\.|@\/|~\/|#)/g)) {
    const imported = match[1]!.split(',').map(
      (part) =>
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0],
    );
    if (imported.some((name) => names.includes(name!))) return true;
  }
  return false;
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
    const frontEnd = frontEnds.find((candidate) => candidate.framework.id === framework);
    const kind = frontEnd?.opensModulesFor;
    if (kind !== undefined && openedModules(facts, kind).has(module)) return true;
    // Some module of the run passes this framework's exports on: the engine resolves the file's imports.
    return (
      frontEnd !== undefined &&
      (facts[FRAMEWORK_ALIAS_FACT] ?? []).some((fact) =>
        frontEnd.matchesModule(fact.slice(fact.indexOf('=') + 1, fact.lastIndexOf('#'))),
      )
    );
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
