// The peers check's result as a terminal table or as the README's Markdown table.

function gateCell(gate) {
  if (!gate) return '—';
  if (gate.timedOut) return 'timeout';
  if (gate.passed) return 'pass';
  return gate.errors === undefined ? 'fail' : `fail (${gate.errors})`;
}

function cliCell(project) {
  const cli = project.cli;
  if (!cli) return project.error ? `not run: ${project.error}` : 'not run';
  const flags = cli.formatFlag ? '--yes --format' : '--yes (no --format yet)';
  if (!cli.totals) return `${flags}: exit ${cli.code}, no JSON`;
  const { migrated, manual, changed, errors } = cli.totals;
  return `${flags}: ${migrated} migrated, ${manual} manual, ${changed} files, ${errors} errors (exit ${cli.code})`;
}

/** One row per gate: project, gate, before, after, verdict. */
export function rows(results) {
  const out = [];
  for (const project of results) {
    if (project.gates.length === 0) {
      out.push([project.id, '—', '—', '—', project.error ? `error: ${project.error}` : '—']);
      continue;
    }
    for (const gate of project.gates)
      out.push([project.id, gate.name, gateCell(gate.before), gateCell(gate.after), gate.verdict]);
  }
  return out;
}

const HEADER = ['project', 'gate', 'before', 'after', 'verdict'];

export function renderText(results) {
  const all = [HEADER, ...rows(results)];
  const widths = HEADER.map((_, column) => Math.max(...all.map((row) => String(row[column]).length)));
  const line = (row) => row.map((cell, column) => String(cell).padEnd(widths[column])).join('  ');
  const table = [line(HEADER), widths.map((width) => '-'.repeat(width)).join('  '), ...rows(results).map(line)];
  const cli = results.map((project) => `${project.id}: ${cliCell(project)}`);
  return `${table.join('\n')}\n\nCLI per project:\n${cli.join('\n')}\n`;
}

export function renderMarkdown(results, meta) {
  const escape = (cell) => String(cell).replace(/\|/g, '\\|');
  const table = [
    `| ${HEADER.join(' | ')} |`,
    `|${HEADER.map(() => '---').join('|')}|`,
    ...rows(results).map((row) => `| ${row.map(escape).join(' | ')} |`),
  ];
  const projects = results.map(
    (project) =>
      `| [${project.repo}](https://github.com/${project.repo}/tree/${project.commit}) | \`${project.commit.slice(0, 10)}\` | ${escape(cliCell(project))} |`,
  );
  return [
    `Measured with std-tool-migrate at \`${meta.cliCommit}\` on Node ${meta.node}, ${meta.date}.`,
    '',
    ...table,
    '',
    '| project | commit | migration |',
    '|---|---|---|',
    ...projects,
    '',
  ].join('\n');
}
