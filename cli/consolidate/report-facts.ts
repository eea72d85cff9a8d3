/**
 * What `report` learns from the consolidation analysis: the standard tools already in
 * the code (the inventory lists them too), and each duplicate group's drift — whether its
 * definitions are identical, differ only in name, or differ (in which fields).
 */
import * as path from 'node:path';
import type { DuplicateGroup, InventoryEntry, StandardToolFacts } from '../report/inventory';
import type { RunPlan } from '../runner/run';
import { analyse, driftOf } from './analyse';
import { packageOf, projectTexts } from './project-texts';
import type { StandardToolSite } from './standard-tools';

export function standardToolFacts(plan: RunPlan, cwd = process.cwd(), adapterImport?: string): StandardToolFacts {
  const texts = projectTexts(plan, adapterImport, { standardToolsOnly: true });
  const analysis = analyse(texts.texts, { adapterImport, packageOf, known: texts.known });
  const relative = (file: string) => path.relative(cwd, file) || file;
  const sites = [...analysis.files.values()].flatMap((file) => file.tools);
  const entries: InventoryEntry[] = sites
    .filter((site) => texts.onDisk.has(site.file))
    .map((site) => ({
      framework: [...new Set(site.adapterCalls.map((call) => call.framework))].join(',') || 'standard',
      name: site.name,
      file: relative(site.file),
      line: site.line,
      column: site.column,
      description: site.fields.description?.shown,
      status: 'standard',
      // What `eject` would touch: each call that hands the tool to a framework.
      notes: site.adapterCalls.length > 0 ? [`adapter calls: ${adapterCallsText(site)}`] : [],
    }));
  // Indexed once: a linear search per entry, each computing relative paths, was quadratic
  // (2 s of `report` on 821 tool-dense files).
  const byPlace = new Map<string, StandardToolSite>();
  for (const site of sites) {
    const key = placeKey(relative(site.file), site.name);
    if (!byPlace.has(key)) byPlace.set(key, site);
  }
  const siteOf = (entry: InventoryEntry): StandardToolSite | undefined => byPlace.get(placeKey(entry.file, entry.name));
  return {
    entries,
    driftOf(group: DuplicateGroup) {
      const members = group.entries.map(siteOf);
      if (members.some((member) => member === undefined)) return undefined;
      return driftOf(members as StandardToolSite[]);
    },
  };
}

/** `toAiSdk (line 12), registerMcpTool (line 14)`. */
const adapterCallsText = (site: StandardToolSite): string =>
  site.adapterCalls.map((call) => `${call.adapter} (line ${call.line})`).join(', ');

/** A file and a tool name, as one key. */
const placeKey = (file: string, name: string): string => JSON.stringify([file, name]);
