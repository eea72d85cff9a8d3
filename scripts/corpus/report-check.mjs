// `report --format json` (a dry run) against the real run: both must list the same
// definitions with the same status (report `migratable` = the run migrated it).
import * as path from 'node:path';

const key = (file, line, framework, status) => `${file}:${line} ${framework} ${status}`;

function multiset(keys) {
  const counts = new Map();
  for (const item of keys) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
}

function difference(left, right) {
  const out = [];
  for (const [item, count] of left) for (let index = right.get(item) ?? 0; index < count; index += 1) out.push(item);
  return out;
}

export function compareReport(report, run, directory) {
  if (!run) return { onlyInReport: [], onlyInRun: [], note: 'the run produced no JSON' };
  const fromReport = multiset(
    report.entries.map((entry) =>
      key(path.relative(directory, path.resolve(directory, entry.file)), entry.line, entry.framework, entry.status),
    ),
  );
  const runKeys = [];
  for (const file of run.files) {
    const relative = path.relative(directory, file.path);
    for (const tool of file.tools)
      runKeys.push(key(relative, tool.line, tool.framework, file.status === 'error' ? 'failed' : 'migratable'));
    for (const diagnostic of file.diagnostics)
      if (diagnostic.kind === 'manual')
        runKeys.push(
          key(relative, diagnostic.line, diagnostic.framework ?? file.tools[0]?.framework ?? 'unknown', 'manual'),
        );
  }
  const fromRun = multiset(runKeys);
  return { onlyInReport: difference(fromReport, fromRun), onlyInRun: difference(fromRun, fromReport) };
}
