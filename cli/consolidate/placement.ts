/**
 * Where a group's one definition lives (deterministic, documented in docs/consolidate.md):
 * 1. a definition of the group that is already exported from a module every other file
 *    of the group can import without creating an import cycle, and without loading a
 *    framework that file does not load already, stays where it is;
 * 2. otherwise it moves to `<source root>/tools/<name>.<ext>`, next to the adapter module.
 * A file "loads" the frameworks it imports and those its adapter calls hand the tool to:
 * the MCP server does not start importing LangChain because the agent module held the tool.
 */
import * as path from 'node:path';
import { differingFields, type ToolGroup } from './analyse';
import type { FrameworkId } from '../../transforms/frameworks';
import { moduleIdentity, type FileTools, type StandardToolSite } from './standard-tools';

export interface Layout {
  /** The folder that receives moved definitions for a file's project. */
  toolsDirectoryOf: (file: string) => string;
  exists: (file: string) => boolean;
}

export type Placement =
  | { kind: 'stays'; winner: StandardToolSite }
  | { kind: 'moves'; winner: StandardToolSite; target: string }
  | { kind: 'blocked'; reason: string };

/** `winner`: the definition the user picked; else any member may be the one (they are identical). */
export function placeDefinition(
  group: ToolGroup,
  files: ReadonlyMap<string, FileTools>,
  layout: Layout,
  taken: ReadonlySet<string>,
  winner?: StandardToolSite,
): Placement {
  const graph = importGraph(files);
  // After a pick, a definition identical to the picked one (say, exported elsewhere) is as good.
  const candidates = winner
    ? group.sites.filter((site) => site === winner || differingFields([winner, site]).length === 0)
    : group.sites;
  const whyNotThere = new Map<StandardToolSite, string>();
  for (const candidate of candidates) {
    if (!candidate.exported) continue;
    const why = whyOthersCannotImport(candidate, group, files, graph);
    if (why === undefined) return { kind: 'stays', winner: candidate };
    whyNotThere.set(candidate, why);
  }
  // Among identical definitions, move one that can move, preferring one with a comment or
  // JSDoc to carry; an inline object (no name of its own) is the last resort.
  const movable = group.sites.filter((site) => !site.inline && site.moduleLocals.length === 0);
  const moving =
    winner ??
    movable.find((site) => site.commentsStart < site.statement.start) ??
    movable[0] ??
    group.sites.find((site) => !site.inline) ??
    group.sites[0]!;
  if (moving.moduleLocals.length > 0)
    return {
      kind: 'blocked',
      reason: `${path.relative(process.cwd(), moving.file)}:${moving.line} reads ${moving.moduleLocals.map((name) => `\`${name}\``).join(', ')} of its own module, so it cannot move, and ${whyNotThere.get(moving) ?? 'it is not exported'}`,
    };
  const members = new Set(group.sites.map((site) => identityOf(site.file)));
  for (const use of moving.imports) {
    if (!use.source.startsWith('.')) continue;
    const imported = moduleIdentity(moving.file, use.source);
    if ([...members].some((member) => member === imported || reaches(graph, imported, member)))
      return {
        kind: 'blocked',
        reason: `its import of ${use.source} leads back to a file of the group (an import cycle)`,
      };
  }
  const extension = /\.[cm]?[jt]sx?$/.exec(moving.file)?.[0] ?? '.ts';
  const target = path.join(
    layout.toolsDirectoryOf(moving.file),
    `${moving.name.replace(/[^A-Za-z0-9_-]+/g, '-')}${extension}`,
  );
  if (layout.exists(target) || taken.has(target))
    return { kind: 'blocked', reason: `${path.relative(process.cwd(), target)} already exists` };
  return { kind: 'moves', winner: moving, target };
}

/** Why the other files of the group cannot import `candidate` where it is; undefined when they can. */
function whyOthersCannotImport(
  candidate: StandardToolSite,
  group: ToolGroup,
  files: ReadonlyMap<string, FileTools>,
  graph: ReadonlyMap<string, string[]>,
): string | undefined {
  const from = identityOf(candidate.file);
  const loads = files.get(candidate.file)?.frameworks ?? [];
  for (const other of group.sites) {
    if (other === candidate) continue;
    const where = path.relative(process.cwd(), other.file) || other.file;
    if (reaches(graph, from, identityOf(other.file))) return `importing it into ${where} would create an import cycle`;
    const brought = loads.filter((framework) => !frameworksLoadedBy(other, files).has(framework));
    if (brought.length > 0) return `importing it from there would load ${brought.join(', ')} into ${where}`;
  }
  return undefined;
}

/** The frameworks a site's file loads anyway: those it imports and those its adapter calls serve. */
function frameworksLoadedBy(site: StandardToolSite, files: ReadonlyMap<string, FileTools>): Set<FrameworkId> {
  return new Set([...(files.get(site.file)?.frameworks ?? []), ...site.adapterCalls.map((call) => call.framework)]);
}

const identityOf = (file: string) => file.replace(/\.[cm]?[jt]sx?$/, '').replace(/[\\/]index$/, '');

function importGraph(files: ReadonlyMap<string, FileTools>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [file, tools] of files) graph.set(identityOf(file), tools.importsFrom);
  return graph;
}

function reaches(graph: ReadonlyMap<string, string[]>, from: string, to: string): boolean {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current === to) return true;
    if (seen.has(current)) continue;
    seen.add(current);
    stack.push(...(graph.get(current) ?? []));
  }
  return false;
}
