/**
 * The duplicate groups among a project's standard tools (what `report` groups: the same
 * name once case and separators are ignored, or the same description), how their
 * definitions compare field by field, and what keeps a group from being merged.
 */
import { createTwoFilesPatch } from 'diff';
import * as path from 'node:path';
import { findDuplicates, type Drift } from '../report/inventory';
import {
  COMPARED_FIELDS,
  readStandardTools,
  type ComparedField,
  type FileTools,
  type StandardToolSite,
} from './standard-tools';

export interface ToolGroup {
  by: 'name' | 'description';
  key: string;
  /** Sorted by file, then line: the order is part of the deterministic placement. */
  sites: StandardToolSite[];
  drift: Drift;
  /** Why the group cannot be merged at all (whatever the choice); empty when it can. */
  blockers: string[];
}

export interface Analysis {
  files: Map<string, FileTools>;
  groups: ToolGroup[];
}

export interface AnalyseOptions {
  adapterImport?: string;
  /** Files already read (the runner's, from the tree that checked each migrated text), by path. */
  known?: ReadonlyMap<string, FileTools>;
  /** The package folder a file belongs to: groups that span packages are not merged. */
  packageOf: (file: string) => string;
}

/** Files whose text cannot be parsed are left out (the runner reports them). */
export function analyse(texts: ReadonlyMap<string, string>, options: AnalyseOptions): Analysis {
  const files = new Map<string, FileTools>();
  for (const [file, text] of [...texts].sort(([a], [b]) => a.localeCompare(b))) {
    try {
      files.set(file, options.known?.get(file) ?? readStandardTools(text, file, options.adapterImport));
    } catch {
      // unparsable: nothing to consolidate in it
    }
  }
  const sites = [...files.values()].flatMap((file) => file.tools);
  const withDescriptions = sites.map((site) => ({
    site,
    name: site.name,
    description: descriptionOf(site),
  }));
  const groups = findDuplicates(withDescriptions).map((group): ToolGroup => {
    const members = group.entries.map((entry) => entry.site);
    return {
      by: group.by,
      key: group.key,
      sites: members,
      drift: driftOf(members),
      blockers: blockersOf(members, options),
    };
  });
  return { files, groups };
}

function descriptionOf(site: StandardToolSite): string | undefined {
  const description = site.fields.description;
  return description && description.canonical.startsWith('"')
    ? (JSON.parse(description.canonical) as string)
    : undefined;
}

/** The fields whose values are not the same in every definition. */
export function differingFields(sites: readonly StandardToolSite[]): ComparedField[] {
  return COMPARED_FIELDS.filter((field) => new Set(sites.map((site) => site.fields[field]?.canonical)).size > 1);
}

export function driftOf(sites: readonly StandardToolSite[]): Drift {
  const fields = differingFields(sites);
  if (fields.length > 0) return { kind: 'differs', fields, diffs: fieldDiffs(sites, fields) };
  return new Set(sites.map((site) => site.name)).size > 1 ? { kind: 'name-only' } : { kind: 'identical' };
}

const label = (site: StandardToolSite) =>
  `${path.relative(process.cwd(), site.file) || site.file} (${site.adapterCalls.map((call) => call.framework).join(',') || 'standard'} ${site.name})`;

/** Same text, different meaning: the identifiers that resolve to different imports. */
function importDifferences(first: StandardToolSite, other: StandardToolSite): string[] {
  const sourceOf = (site: StandardToolSite, local: string) => site.imports.find((use) => use.local === local)?.source;
  return first.imports
    .filter((use) => sourceOf(other, use.local) !== undefined && sourceOf(other, use.local) !== use.source)
    .map(
      (use) =>
        `\`${use.local}\` is imported from '${use.source}' in one and from '${sourceOf(other, use.local)}' in the other`,
    );
}

/** Per field, a unified diff of the first definition's value against each other one that differs. */
export function fieldDiffs(
  sites: readonly StandardToolSite[],
  fields: readonly ComparedField[],
): Record<string, string> {
  const diffs: Record<string, string> = {};
  const [first, ...others] = sites;
  for (const field of fields) {
    const parts: string[] = [];
    for (const other of others) {
      if (other.fields[field]?.canonical === first!.fields[field]?.canonical) continue;
      const before = first!.fields[field]?.shown;
      const after = other.fields[field]?.shown;
      if (before === after) {
        const why = importDifferences(first!, other);
        parts.push(
          `--- ${label(first!)}\n+++ ${label(other)}\n  (the same text, read differently: ${why.join('; ') || 'its identifiers resolve to different bindings'})\n`,
        );
        continue;
      }
      parts.push(
        createTwoFilesPatch(
          label(first!),
          label(other),
          before === undefined ? '' : `${before}\n`,
          after === undefined ? '' : `${after}\n`,
          before === undefined ? '(absent)' : undefined,
          after === undefined ? '(absent)' : undefined,
          { context: 3 },
        )
          .split('\n')
          .filter((line) => !line.startsWith('====='))
          .join('\n'),
      );
    }
    diffs[field] = parts.join('');
  }
  return diffs;
}

function blockersOf(sites: readonly StandardToolSite[], options: AnalyseOptions): string[] {
  const blockers: string[] = [];
  for (const site of sites)
    for (const reason of site.enclosing)
      blockers.push(
        `${path.relative(process.cwd(), site.file) || site.file}:${site.line} (${site.name}): ${reason}; it cannot move`,
      );
  const packages = new Set(sites.map((site) => options.packageOf(site.file)));
  if (packages.size > 1)
    blockers.push(
      `the definitions are in different packages (${[...packages].map((folder) => path.relative(process.cwd(), folder) || '.').join(', ')}); merge only inside one package`,
    );
  const files = sites.map((site) => site.file);
  if (new Set(files).size < files.length) blockers.push('two definitions of the group are in the same file');
  if (files.some((file) => /\.c[jt]s$/.test(file))) blockers.push('a definition is in a CommonJS file');
  return blockers;
}
