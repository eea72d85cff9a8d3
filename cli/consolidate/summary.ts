/** What `consolidate` prints: per group, merged (where to) or not (why), and the drift. */
import * as path from 'node:path';
import type { Colors } from '../colors';
import type { ToolGroup } from './analyse';
import type { ConsolidationPlan } from './plan';
import type { StandardToolSite } from './standard-tools';

const relative = (file: string) => path.relative(process.cwd(), file) || file;
const frameworks = (site: StandardToolSite) =>
  [...new Set(site.adapterCalls.map((call) => call.framework))].join(', ') || 'no adapter';

export function siteLine(site: StandardToolSite): string {
  return `${frameworks(site).padEnd(9)} ${site.name}  ${relative(site.file)}:${site.line}`;
}

export function driftLine(group: ToolGroup): string {
  const drift = group.drift;
  if (drift.kind === 'identical') return 'identical';
  if (drift.kind === 'name-only') return 'identical except their names';
  return `differ in ${drift.fields.join(', ')}`;
}

export function summaryLines(plan: ConsolidationPlan, colors: Colors): string[] {
  const lines: string[] = [];
  for (const merged of plan.merged) {
    lines.push(
      `${colors.green('merged')} "${merged.winner.name}" (${driftLine(merged.group)}): one definition in ${relative(merged.home)}${merged.moved ? ' (moved)' : ''}`,
    );
    for (const site of merged.group.sites) lines.push(`    ${siteLine(site)}`);
    for (const change of merged.changes) lines.push(`    ${colors.yellow('now')} ${change}`);
  }
  for (const { group, reason } of plan.notMerged) {
    lines.push(`${colors.yellow('not merged')} "${group.sites[0]!.name}" (${driftLine(group)}): ${reason}`);
    for (const site of group.sites) lines.push(`    ${siteLine(site)}`);
    if (group.drift.kind === 'differs' && group.drift.diffs)
      for (const [field, diff] of Object.entries(group.drift.diffs))
        lines.push(
          `    ${colors.bold(field)}:`,
          ...diff
            .trimEnd()
            .split('\n')
            .map((line) => `      ${line}`),
        );
  }
  for (const note of plan.notes) lines.push(`${colors.dim('note')} ${note}`);
  if (plan.merged.length === 0 && plan.notMerged.length === 0) lines.push('No tool is defined more than once.');
  return lines;
}

/** The `--json` view of the groups: drift, fields, and what happened to each. */
export function jsonGroups(plan: ConsolidationPlan) {
  const site = (member: StandardToolSite) => ({
    file: member.file,
    line: member.line,
    name: member.name,
    binding: member.binding,
    frameworks: [...new Set(member.adapterCalls.map((call) => call.framework))],
  });
  return [
    ...plan.merged.map((merged) => ({
      key: merged.group.key,
      by: merged.group.by,
      drift: merged.group.drift,
      definitions: merged.group.sites.map(site),
      merged: true,
      home: merged.home,
      moved: merged.moved,
      changes: merged.changes,
    })),
    ...plan.notMerged.map(({ group, reason }) => ({
      key: group.key,
      by: group.by,
      drift: group.drift,
      definitions: group.sites.map(site),
      merged: false,
      reason,
    })),
  ];
}
