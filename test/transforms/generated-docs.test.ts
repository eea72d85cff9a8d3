/**
 * The documentation the code base owns: the diagnostics table of docs/diagnostics.md
 * (generated from the catalogue; UPDATE_DOCS=1 rewrites it) and the layout of
 * docs/layout.md, which must name every top-level folder and every folder under
 * transforms/, cli/ and test/, and only paths that exist.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { frameworkIds } from '../../transforms/frameworks';
import { DIAGNOSTIC_CATALOGUE, diagnosticCodes } from '../../transforms/lib/diagnostic-catalogue';

const root = path.join(__dirname, '..', '..');
const diagnosticsPath = path.join(root, 'docs', 'diagnostics.md');
const layoutPath = path.join(root, 'docs', 'layout.md');
const START = '<!-- diagnostics:start -->';
const END = '<!-- diagnostics:end -->';

function diagnosticsTable(): string {
  const rows = diagnosticCodes.map(
    (code) => `| \`${code}\` | ${DIAGNOSTIC_CATALOGUE[code].kind} | ${DIAGNOSTIC_CATALOGUE[code].message} |`,
  );
  return ['| code | kind | the definition (or file) ... |', '|---|---|---|', ...rows].join('\n');
}

/** The Layout block's paths, nested by their indentation: `transforms/`, `transforms/lib/`, ... */
function layoutPaths(layout: string): string[] {
  const section = layout.slice(layout.indexOf('# Layout'));
  const block = /```\n([\s\S]*?)```/.exec(section)![1]!;
  const paths: string[] = [];
  const parents: string[] = [];
  for (const line of block.split('\n')) {
    const match = /^( *)(\S+)/.exec(line);
    // Continuation lines start in the description column.
    if (!match || match[1]!.length > 10) continue;
    const depth = match[1]!.length / 2;
    parents.length = depth;
    const full = [...parents, match[2]!].join('');
    paths.push(full);
    if (full.endsWith('/')) parents.push(match[2]!);
  }
  return paths;
}

/** `front-ends/<transform>/` → one path per framework. */
function expand(pattern: string): string[] {
  return pattern.includes('<transform>') ? frameworkIds.map((id) => pattern.replace('<transform>', id)) : [pattern];
}

describe('docs/diagnostics.md and docs/layout.md', () => {
  const diagnostics = readFileSync(diagnosticsPath, 'utf8');
  const layout = readFileSync(layoutPath, 'utf8');

  it('has the diagnostics table of the catalogue', () => {
    const table = `${START}\n${diagnosticsTable()}\n${END}`;
    const current = diagnostics.slice(diagnostics.indexOf(START), diagnostics.indexOf(END) + END.length);
    if (process.env.UPDATE_DOCS === '1') writeFileSync(diagnosticsPath, diagnostics.replace(current, table));
    expect(current).toBe(table);
  });

  it('Layout names only paths that exist', () => {
    const missing = layoutPaths(layout)
      .flatMap(expand)
      .filter((entry) => !entry.startsWith('__testfixtures__/<') && !existsSync(path.join(root, entry)));
    expect(missing).toEqual([]);
  });

  it('Layout names every top-level folder and every folder under transforms/, cli/ and test/', () => {
    const listed = new Set(layoutPaths(layout));
    const folders = (directory: string) =>
      readdirSync(path.join(root, directory), { withFileTypes: true })
        .filter(
          (entry) =>
            entry.isDirectory() && !entry.name.startsWith('.') && !['node_modules', 'dist'].includes(entry.name),
        )
        .map((entry) => `${directory}${entry.name}/`);
    const expected = [
      ...folders(''),
      ...folders('transforms/').filter((folder) => folder !== 'transforms/front-ends/'),
      ...folders('cli/'),
      ...folders('test/'),
    ];
    expect(expected.filter((folder) => !listed.has(folder))).toEqual([]);
    expect(listed.has('transforms/front-ends/<transform>/')).toBe(true);
  });
});
