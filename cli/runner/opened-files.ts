/**
 * Files that name no framework, opened to a front end by the run's facts (`FrontEnd.opensModulesFor`):
 * `export function registerTools(server: any) { server.tool(...) }`, called by another file with an
 * McpServer. The first pass leaves such a file as it is (no framework import, no parse); once every
 * file's facts are in, those whose module a fact names run through that front end, past its text gates.
 */
import { FRAMEWORK_ALIAS_FACT } from '../../transforms/lib/framework-alias-facts';
import type { FrontEnd } from '../../transforms/lib/front-end';
import type { FileResult } from './file-result';
import type { FrameworkId } from '../../transforms/lib/ir';
import { moduleKey, resolveExport, type ModuleFacts } from '../../transforms/lib/module-facts';
import { mentions } from '../../transforms/lib/text-hints';

/**
 * The frameworks whose facts might open a file of this text: it mentions what their definitions call, or it
 * imports such a name from a module of the project (which may pass the framework's on: framework-alias-facts.ts).
 */
export function openableFor(
  text: string,
  frontEnds: readonly FrontEnd[],
): Pick<FileResult, 'openableFor' | 'importsDefinitionsOf'> {
  const local = locallyImportedNames(text, frontEnds);
  const importing = frontEnds
    .filter((frontEnd) => frontEnd.definitionHints.some((hint) => local.has(hint)))
    .map((frontEnd) => frontEnd.framework.id);
  const frameworks = frontEnds
    .filter(
      (frontEnd) =>
        (frontEnd.opensModulesFor && frontEnd.definitionHints.some((hint) => mentions(text, hint))) ||
        importing.includes(frontEnd.framework.id),
    )
    .map((frontEnd) => frontEnd.framework.id);
  return {
    ...(frameworks.length > 0 && { openableFor: frameworks }),
    ...(importing.length > 0 && { importsDefinitionsOf: importing }),
  };
}

const NO_NAMES: ReadonlySet<string> = new Set();

/**
 * The names a text imports from modules of the project (`import { createTool } from '../utils/tool-factory'`), read
 * from the text once (a superset: the engine decides); none read where it mentions no defining name at all.
 */
function locallyImportedNames(text: string, frontEnds: readonly FrontEnd[]): ReadonlySet<string> {
  if (!frontEnds.some((frontEnd) => frontEnd.definitionHints.some((hint) => text.includes(hint)))) return NO_NAMES;
  if (!/\bfrom\s*['"](\.|@\/|~\/|#)/.test(text)) return NO_NAMES;
  const names = new Set<string>();
  for (const match of text.matchAll(/\bimport\s*\{([^}]*)\}\s*from\s*['"](?:\.|@\/|~\/|#)/g)) {
    for (const part of match[1]!.split(','))
      names.add(
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]!,
      );
  }
  return names;
}

/** The frameworks the facts open this file to, of those its text may be opened to. */
export function openedFor(
  held: Pick<FileResult, 'path' | 'openableFor' | 'importsDefinitionsOf'>,
  frontEnds: readonly FrontEnd[],
  facts: ModuleFacts,
): FrameworkId[] {
  const module = moduleKey(held.path);
  return (held.openableFor ?? []).filter((framework) => {
    const frontEnd = frontEnds.find((candidate) => candidate.framework.id === framework);
    const kind = frontEnd?.opensModulesFor;
    if (kind !== undefined && openedModules(facts, kind).has(module)) return true;
    // It imports a defining name from the project, and some module of the run passes that name on: the engine
    // resolves the file's imports (framework-alias-facts.ts).
    return (
      frontEnd !== undefined &&
      held.importsDefinitionsOf?.includes(framework) === true &&
      (facts[FRAMEWORK_ALIAS_FACT] ?? []).some((fact) => passesOnDefinition(fact, frontEnd))
    );
  });
}

/** `<module>#createTool=@mastra/core/tools#createTool`, or a whole framework module passed on (`#*`). */
function passesOnDefinition(fact: string, frontEnd: FrontEnd): boolean {
  const subject = fact.slice(0, fact.indexOf('='));
  const exported = subject.slice(subject.lastIndexOf('#') + 1);
  const target = fact.slice(fact.indexOf('=') + 1, fact.lastIndexOf('#'));
  return frontEnd.matchesModule(target) && (exported === '*' || frontEnd.definitionHints.includes(exported));
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
