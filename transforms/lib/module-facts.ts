/**
 * Naming modules in facts (see `FrontEnd.collectFacts`): a module is its absolute path
 * without extension, so `./genkit.js`, `./genkit` and `src/genkit.ts` meet.
 */
import * as path from 'node:path';
import type { NodePath } from '@babel/traverse';

/** Facts by kind: what files of a run tell the others (see `FrontEnd.collectFacts`). */
export type ModuleFacts = Readonly<Record<string, readonly string[]>>;

export function moduleKey(filePath: string): string {
  return path.resolve(filePath).replace(/\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/, '');
}

/**
 * For an import of a relative module (`import { a as b } from './x.js'`): the key of
 * the export it names, `<module>#a` — or undefined for anything else.
 */
export function importedExportKey(declaration: NodePath, importingFile: string): string | undefined {
  if (!declaration.isImportSpecifier()) return undefined;
  const statement = declaration.parentPath?.node;
  if (
    statement?.type !== 'ImportDeclaration' ||
    statement.importKind === 'type' ||
    !statement.source.value.startsWith('.')
  )
    return undefined;
  const imported = declaration.node.imported;
  const name = imported.type === 'Identifier' ? imported.name : imported.value;
  return `${moduleKey(path.resolve(path.dirname(importingFile), statement.source.value))}#${name}`;
}

/** The facts of a kind about an export (`<module>#name`), also when the module is a folder's index or a barrel. */
export function factsAbout(facts: ModuleFacts, kind: string, exportKey: string): string[] {
  const keys = resolveExport(facts, exportKey);
  return (facts[kind] ?? []).filter((fact) => keys.some((key) => fact === key || fact.startsWith(`${key}=`)));
}

/**
 * The facts of a kind recorded against an export that leads to this one: those about
 * `exportKey` itself, and those other files recorded about a barrel's name for it
 * (`import { t } from './index'` → `<index>#t=...`, asked about by the module defining `t`).
 */
export function factsLeadingTo(facts: ModuleFacts, kind: string, exportKey: string): string[] {
  const subjectOf = (fact: string) => (fact.includes('=') ? fact.slice(0, fact.indexOf('=')) : fact);
  const [module, name] = splitExportKey(exportKey);
  const targets = [exportKey, `${module}/index#${name}`];
  return (facts[kind] ?? []).filter((fact) =>
    resolveExport(facts, subjectOf(fact)).some((key) => targets.includes(key)),
  );
}

/** `<barrel>#x=<target>#y` for `export { y as x } from './target'`, `<barrel>#*=<target>` for `export *`. */
export const REEXPORT_FACT = 'reexport';

/** Barrels re-exporting barrels are followed this deep (a cycle stops sooner: each key is visited once). */
const MAX_REEXPORT_DEPTH = 8;

/**
 * Every key an export may be defined under: itself, its folder's index, and what the
 * `reexport` facts of the run lead to from either (named re-exports, then `export *`).
 */
export function resolveExport(facts: ModuleFacts, exportKey: string): string[] {
  const reexports = reexportIndex(facts);
  const found: string[] = [];
  const visit = (key: string, depth: number) => {
    const [module, name] = splitExportKey(key);
    for (const candidate of [key, `${module}/index#${name}`]) {
      if (found.includes(candidate)) continue;
      found.push(candidate);
      if (depth >= MAX_REEXPORT_DEPTH) continue;
      const named = reexports.named.get(candidate);
      for (const target of named ?? []) visit(target, depth + 1);
      // `export *` passes on every name but the default one and those the module names itself.
      if (named || name === 'default') continue;
      for (const target of reexports.star.get(splitExportKey(candidate)[0]) ?? [])
        visit(`${target}#${name}`, depth + 1);
    }
  };
  visit(exportKey, 0);
  return found;
}

interface ReexportIndex {
  /** `<barrel>#x` → the export keys it names. */
  named: Map<string, string[]>;
  /** `<barrel>` → the modules it re-exports all of. */
  star: Map<string, string[]>;
}

/** Indexed once per facts object: a run's lookups would otherwise scan every re-export each time. */
const reexportIndexes = new WeakMap<ModuleFacts, ReexportIndex>();

function reexportIndex(facts: ModuleFacts): ReexportIndex {
  const cached = reexportIndexes.get(facts);
  if (cached) return cached;
  const index: ReexportIndex = { named: new Map(), star: new Map() };
  for (const fact of facts[REEXPORT_FACT] ?? []) {
    const [subject, target] = [fact.slice(0, fact.indexOf('=')), fact.slice(fact.indexOf('=') + 1)];
    const [module, name] = splitExportKey(subject);
    const [map, key] = name === '*' ? [index.star, module] : [index.named, subject];
    map.set(key, [...(map.get(key) ?? []), target]);
  }
  reexportIndexes.set(facts, index);
  return index;
}

function splitExportKey(key: string): [module: string, name: string] {
  const hash = key.lastIndexOf('#');
  return [key.slice(0, hash), key.slice(hash + 1)];
}

/** Prefixes projects map to their source root in tsconfig `paths` (`@/lib/x`, `~/lib/x`, `#lib/x`). */
const ALIAS_PREFIX = /^(@|~)\/|^#/;

/** The aliased specifier and the name an import takes from it (`@/common/genkit`, `ai`), if it is one. */
function aliasedImport(declaration: NodePath): { specifier: string; name: string } | undefined {
  if (!declaration.isImportSpecifier()) return undefined;
  const statement = declaration.parentPath?.node;
  if (statement?.type !== 'ImportDeclaration' || statement.importKind === 'type') return undefined;
  const specifier = statement.source.value;
  if (!ALIAS_PREFIX.test(specifier)) return undefined;
  const imported = declaration.node.imported;
  return { specifier, name: imported.type === 'Identifier' ? imported.name : imported.value };
}

/**
 * For an import through a path alias (`import { ai } from '@/common/genkit'`): the facts of
 * a kind about the one module of the run whose path ends with the aliased path. The
 * runner does not read tsconfig, so a path that two modules of the run end with says
 * nothing (empty).
 */
function aliasedFacts(
  facts: ModuleFacts,
  kind: string,
  specifier: string,
  name: string,
  within: string | undefined,
): string[] {
  const tail = `/${specifier.replace(ALIAS_PREFIX, '').replace(/\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/, '')}`;
  // An alias is the importing project's own: a module of another project never answers it.
  const inside = (module: string) => within === undefined || module.startsWith(`${path.resolve(within)}${path.sep}`);
  const matching = (facts[kind] ?? []).filter((fact) => {
    const [module, exported] = [fact.slice(0, fact.lastIndexOf('#')), fact.slice(fact.lastIndexOf('#') + 1)];
    const exportName = exported.split('=')[0];
    return exportName === name && inside(module) && (module.endsWith(tail) || module.endsWith(`${tail}/index`));
  });
  const modules = new Set(matching.map((fact) => fact.slice(0, fact.lastIndexOf('#'))));
  return modules.size === 1 ? matching : [];
}

/** A question a front end asks of the run's facts, with what it needs to be asked again of other facts. */
export type FactQuery =
  | { ask: 'about' | 'leadingTo'; kind: string; exportKey: string }
  | { ask: 'aliased'; kind: string; specifier: string; name: string; within?: string };

/** A question and the answer it got. */
export interface AskedFact {
  query: FactQuery;
  answer: string[];
}

export function answerOf(facts: ModuleFacts, query: FactQuery): string[] {
  switch (query.ask) {
    case 'about':
      return factsAbout(facts, query.kind, query.exportKey);
    case 'leadingTo':
      return factsLeadingTo(facts, query.kind, query.exportKey);
    case 'aliased':
      return aliasedFacts(facts, query.kind, query.specifier, query.name, query.within);
  }
}

/**
 * The run's facts as the front ends read them: only through these questions, each recorded
 * with its answer. A transform depends on the facts only through those answers, so when
 * other facts give the same answers (`answersChange`), it would give the same result.
 */
export class FactsView {
  readonly asked: AskedFact[] = [];

  /** `projectRoot`: the folder of the importing file's project, where its path aliases lead. */
  constructor(
    private readonly facts: ModuleFacts = {},
    private readonly projectRoot?: string,
  ) {}

  /** `factsAbout`. */
  about(kind: string, exportKey: string): string[] {
    return this.ask({ ask: 'about', kind, exportKey });
  }

  /** `factsLeadingTo`. */
  leadingTo(kind: string, exportKey: string): string[] {
    return this.ask({ ask: 'leadingTo', kind, exportKey });
  }

  /** `aliasedFacts`, for the name an import takes through a path alias (`@/utils/tool-factory`, `createTool`). */
  aliasedSpecifier(kind: string, specifier: string, name: string): string[] {
    if (!ALIAS_PREFIX.test(specifier)) return [];
    return this.ask({
      ask: 'aliased',
      kind,
      specifier,
      name,
      ...(this.projectRoot !== undefined && { within: this.projectRoot }),
    });
  }

  /** `aliasedFacts`, for an import through a path alias. */
  aliasedImport(kind: string, declaration: NodePath): string[] {
    const imported = aliasedImport(declaration);
    return imported
      ? this.ask({
          ask: 'aliased',
          kind,
          ...imported,
          ...(this.projectRoot !== undefined && { within: this.projectRoot }),
        })
      : [];
  }

  private ask(query: FactQuery): string[] {
    const answer = answerOf(this.facts, query);
    this.asked.push({ query, answer: [...answer] });
    return answer;
  }
}

/** True when one of these questions gets another answer from `facts`: the transform must run again. */
export function answersChange(asked: readonly AskedFact[], facts: ModuleFacts): boolean {
  return asked.some(({ query, answer }) => {
    const now = answerOf(facts, query);
    return now.length !== answer.length || now.some((fact, index) => fact !== answer[index]);
  });
}
