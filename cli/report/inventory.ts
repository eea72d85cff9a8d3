/**
 * The report's inventory: every tool definition the transforms found (migratable or
 * manual), and the groups of definitions that describe the same tool more than once.
 */
import * as path from 'node:path';
import type { RunPlan } from '../runner/run';

export interface InventoryEntry {
  framework: string;
  name: string;
  /** The name is an expression known only at run time (`name` is its text): it groups with no other name. */
  runtimeName?: true;
  file: string;
  line: number;
  column: number;
  /** The description as the code has it (a string literal's value, else its source text). */
  description?: string;
  /** `standard`: already a standard tool before this run. */
  status: 'migratable' | 'manual' | 'failed' | 'standard';
  /** Why it is manual, or why the migrated tool stays tied to its framework. */
  notes: string[];
  /** A manual definition's diagnostic code (the catalogue's), e.g. `no-execute`. */
  code?: string;
}

/**
 * How the definitions of a group compare, field by field (statically: see `cli/consolidate`):
 * `identical`, `name-only` (they differ only in their names), or `differs` in `fields`.
 */
export type Drift =
  { kind: 'identical' } | { kind: 'name-only' } | { kind: 'differs'; fields: string[]; diffs?: Record<string, string> };

export interface DuplicateGroup<Entry = InventoryEntry> {
  /** What the definitions share: `name` (same name once separators and case are ignored) or `description`. */
  by: 'name' | 'description';
  key: string;
  entries: Entry[];
  /** Set when every definition of the group could be read as a standard tool. */
  drift?: Drift;
}

export interface Inventory {
  entries: InventoryEntry[];
  duplicates: DuplicateGroup[];
}

/** What the consolidation analysis adds: standard tools already in the code, and each group's drift. */
export interface StandardToolFacts {
  /** Definitions that were standard tools before this run (paths relative to cwd). */
  entries: InventoryEntry[];
  driftOf: (group: DuplicateGroup) => Drift | undefined;
}

export function buildInventory(plan: RunPlan, cwd = process.cwd(), standard?: StandardToolFacts): Inventory {
  const entries: InventoryEntry[] = [...(standard?.entries ?? [])];
  for (const file of plan.files) {
    const relative = path.relative(cwd, file.path) || file.path;
    for (const tool of file.tools) {
      entries.push({
        framework: tool.framework,
        name: tool.name,
        ...(tool.runtimeName && { runtimeName: true }),
        file: relative,
        line: tool.line,
        column: tool.column,
        description: tool.description === undefined ? undefined : literalText(tool.description),
        status: file.status === 'error' ? 'failed' : 'migratable',
        notes: [...tool.tied, ...(file.status === 'error' && file.reason ? [file.reason] : [])],
      });
    }
    for (const diagnostic of file.diagnostics) {
      if (diagnostic.kind !== 'manual') continue;
      entries.push({
        framework: diagnostic.framework ?? file.tools[0]?.framework ?? 'unknown',
        name: diagnostic.tool ?? '(unnamed)',
        file: relative,
        line: diagnostic.line,
        column: diagnostic.column,
        status: 'manual',
        notes: [diagnostic.message],
        code: diagnostic.reason,
      });
    }
  }
  entries.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  const duplicates = findDuplicates(entries);
  if (standard)
    for (const group of duplicates) {
      const drift = standard.driftOf(group);
      if (drift) group.drift = drift;
    }
  return { entries, duplicates };
}

/** `'Get the weather'` → `Get the weather`; anything but a plain string literal stays as written. */
function literalText(source: string): string {
  const match = /^(['"])((?:\\.|(?!\1).)*)\1$/s.exec(source.trim()) ?? /^`([^`$]*)`$/s.exec(source.trim());
  if (!match) return source;
  const body = match.length === 3 ? match[2]! : match[1]!;
  return body.replace(/\\(.)/g, '$1');
}

/** `get_weather`, `getWeather`, `get-weather`, `GetWeather` → `getweather`. */
export function normalizedName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function normalizedDescription(description: string | undefined): string | undefined {
  const text = description
    ?.trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[.!]+$/, '');
  return text ? text : undefined;
}

/**
 * Same name (ignoring case and separators), or the same description: the same tool
 * written again. A definition joins at most one group, by name first. A name written as an
 * expression (`registerTool(name, ...)` in a helper) is known only at run time: two such
 * definitions that both say `name` are not the same tool, so they join no name group.
 */
export function findDuplicates<Entry extends { name: string; runtimeName?: true; description?: string }>(
  entries: readonly Entry[],
): DuplicateGroup<Entry>[] {
  const named = entries.filter((entry) => entry.name !== '(unnamed)');
  const groups: DuplicateGroup<Entry>[] = [];
  const grouped = new Set<Entry>();
  const knownNames = named.filter((entry) => !entry.runtimeName);
  for (const [key, members] of groupBy(knownNames, (entry) => normalizedName(entry.name))) {
    if (members.length < 2) continue;
    groups.push({ by: 'name', key, entries: members });
    members.forEach((member) => grouped.add(member));
  }
  const byDescription = groupBy(named, (entry) => normalizedDescription(entry.description));
  for (const [key, members] of byDescription) {
    if (key === undefined || members.length < 2) continue;
    // A description group adds something only if it joins definitions no name group joined.
    const nameGroups = new Set(members.map((member) => (grouped.has(member) ? normalizedName(member.name) : member)));
    if (nameGroups.size < 2) continue;
    groups.push({ by: 'description', key, entries: members });
  }
  return groups;
}

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = map.get(key) ?? [];
    list.push(item);
    map.set(key, list);
  }
  return map;
}
