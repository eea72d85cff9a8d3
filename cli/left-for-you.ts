/**
 * The definitions a run leaves to the user (`manual`) or migrates but leaves bound to their
 * framework (`tied`), grouped by reason: on a large tree hundreds of them share a few
 * reasons, and one line each buried the summary.
 */
import * as path from 'node:path';
import { DIAGNOSTIC_CATALOGUE, type DiagnosticCode } from '../transforms/lib/diagnostic-catalogue';
import type { Diagnostic } from '../transforms/lib/diagnostics';
import type { Colors } from './colors';
import { counted } from './plural';
import type { FileResult } from './runner/file-result';

/** Locations shown per reason unless `--verbose`. */
export const SHOWN_PER_REASON = 3;

interface ReasonGroup {
  kind: 'manual' | 'tied';
  reason: string;
  items: { file: string; diagnostic: Diagnostic }[];
}

function groupsOf(files: readonly FileResult[]): ReasonGroup[] {
  const groups = new Map<string, ReasonGroup>();
  for (const file of files)
    for (const diagnostic of file.diagnostics) {
      if (diagnostic.kind === undefined) continue;
      const key = `${diagnostic.kind} ${diagnostic.reason}`;
      let group = groups.get(key);
      if (!group) {
        group = { kind: diagnostic.kind, reason: diagnostic.reason, items: [] };
        groups.set(key, group);
      }
      group.items.push({ file: file.path, diagnostic });
    }
  // Manual first, then the largest groups: the reasons that cost the user the most time.
  return [...groups.values()].sort(
    (a, b) =>
      Number(a.kind === 'tied') - Number(b.kind === 'tied') ||
      b.items.length - a.items.length ||
      a.reason.localeCompare(b.reason),
  );
}

const catalogueText = (reason: string) =>
  reason in DIAGNOSTIC_CATALOGUE ? DIAGNOSTIC_CATALOGUE[reason as DiagnosticCode].message : undefined;

export function leftForYouLines(files: readonly FileResult[], colors: Colors, verbose = false): string[] {
  const groups = groupsOf(files);
  if (groups.length === 0) return [];
  const manual = groups.filter((group) => group.kind === 'manual').reduce((sum, group) => sum + group.items.length, 0);
  const tied = groups.filter((group) => group.kind === 'tied').reduce((sum, group) => sum + group.items.length, 0);
  const heading = [
    manual > 0 && `${counted(manual, 'definition')} left as ${manual === 1 ? 'it was' : 'they were'} (manual)`,
    tied > 0 && `${counted(tied, 'definition')} migrated but still tied to ${tied === 1 ? 'its' : 'their'} framework`,
  ]
    .filter(Boolean)
    .join('; ');
  const lines = [`${heading}, by reason:`];
  for (const group of groups) {
    const label = group.kind === 'manual' ? colors.yellow('manual') : colors.dim('tied');
    const about = catalogueText(group.reason);
    lines.push(`  ${label} ${colors.bold(group.reason)} ×${group.items.length}${about ? `: ${about}` : ''}`);
    const shown = verbose ? group.items : group.items.slice(0, SHOWN_PER_REASON);
    for (const { file, diagnostic } of shown) {
      const where = `${path.relative(process.cwd(), file) || file}:${diagnostic.line}:${diagnostic.column}`;
      lines.push(`    ${where}  ${diagnostic.message}`);
    }
    const hidden = group.items.length - shown.length;
    if (hidden > 0) lines.push(colors.dim(`    ... and ${hidden} more (--verbose or \`report\` lists them all)`));
  }
  return lines;
}
