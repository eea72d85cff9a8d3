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
import * as path from 'node:path';
import { factsAbout, moduleKey, resolveExport, type ModuleFacts } from '../../transforms/lib/module-facts';
import { mentions } from '../../transforms/lib/text-hints';

/**
 * The frameworks whose facts might open a file of this text: it mentions what their definitions call, or it
 * imports such a name from a module of the project (which may pass the framework's on: framework-alias-facts.ts).
 */
export function openableFor(
  text: string,
  frontEnds: readonly FrontEnd[],
  filePath: string,
): Pick<FileResult, 'openableFor' | 'definitionImports'> {
  const local = locallyImportedNames(text, frontEnds);
  const importing = frontEnds.filter((frontEnd) => frontEnd.definitionHints.some((hint) => local.has(hint)));
  const frameworks = frontEnds
    .filter(
      (frontEnd) =>
        (frontEnd.opensModulesFor && frontEnd.definitionHints.some((hint) => mentions(text, hint))) ||
        importing.includes(frontEnd),
    )
    .map((frontEnd) => frontEnd.framework.id);
  // `<module>#createTool` for a relative import, `<specifier>#createTool` through a path alias.
  const definitionImports = importing.flatMap((frontEnd) =>
    frontEnd.definitionHints.flatMap((hint) =>
      (local.get(hint) ?? []).map((specifier) =>
        specifier.startsWith('.')
          ? `${moduleKey(path.resolve(path.dirname(filePath), specifier))}#${hint}`
          : `${specifier}#${hint}`,
      ),
    ),
  );
  return {
    ...(frameworks.length > 0 && { openableFor: frameworks }),
    ...(definitionImports.length > 0 && { definitionImports }),
  };
}

const NO_NAMES: ReadonlyMap<string, string[]> = new Map();

/**
 * The names a text imports from modules of the project (`import { createTool } from '../utils/tool-factory'`), each
 * with the specifiers it comes from; read from the text once (a superset: the engine decides), and not at all where
 * it mentions no defining name.
 */
function locallyImportedNames(text: string, frontEnds: readonly FrontEnd[]): ReadonlyMap<string, string[]> {
  if (!frontEnds.some((frontEnd) => frontEnd.definitionHints.some((hint) => text.includes(hint)))) return NO_NAMES;
  if (!/\bfrom\s*['"](\.|@\/|~\/|#)/.test(text)) return NO_NAMES;
  const names = new Map<string, string[]>();
  for (const match of text.matchAll(/\bimport\s*\{([^}]*)\}\s*from\s*['"]((?:\.|@\/|~\/|#)[^'"]*)['"]/g)) {
    for (const part of match[1]!.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!;
      names.set(name, [...(names.get(name) ?? []), match[2]!]);
    }
  }
  return names;
}

/** The frameworks the facts open this file to, of those its text may be opened to. */
export function openedFor(
  held: Pick<FileResult, 'path' | 'openableFor' | 'definitionImports'>,
  frontEnds: readonly FrontEnd[],
  facts: ModuleFacts,
): FrameworkId[] {
  const module = moduleKey(held.path);
  return (held.openableFor ?? []).filter((framework) => {
    const frontEnd = frontEnds.find((candidate) => candidate.framework.id === framework);
    const kind = frontEnd?.opensModulesFor;
    if (kind !== undefined && openedModules(facts, kind).has(module)) return true;
    // It imports a defining name from a module that passes the framework's on: the engine resolves the import
    // (framework-alias-facts.ts). Through a path alias, any such module of the run may be the one.
    return (
      frontEnd !== undefined &&
      (held.definitionImports ?? []).some((key) => {
        const found = key.startsWith('/')
          ? [
              ...factsAbout(facts, FRAMEWORK_ALIAS_FACT, key),
              ...factsAbout(facts, FRAMEWORK_ALIAS_FACT, `${key.slice(0, key.lastIndexOf('#'))}#*`),
            ]
          : (facts[FRAMEWORK_ALIAS_FACT] ?? []);
        return found.some((fact) => passesOnDefinition(fact, frontEnd));
      })
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
