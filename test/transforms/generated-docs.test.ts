/**
 * The documentation the code base owns: the diagnostics table of docs/diagnostics.md
 * (generated from the catalogue; UPDATE_DOCS=1 rewrites it), the README's "Supported frameworks"
 * table and its list of frameworks (from the descriptors and front ends, the same way), and the layout of
 * docs/layout.md, which must name every top-level folder and every folder under
 * transforms/, cli/ and test/, and only paths that exist.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { frameworkIds, frameworkNamesInProse, frameworks } from '../../transforms/frameworks';
import { frontEndsById } from '../../transforms/registry';
import { DIAGNOSTIC_CATALOGUE, diagnosticCodes } from '../../transforms/lib/diagnostic-catalogue';

const root = path.join(__dirname, '..', '..');
const diagnosticsPath = path.join(root, 'docs', 'diagnostics.md');
const layoutPath = path.join(root, 'docs', 'layout.md');
const readmePath = path.join(root, 'README.md');
const START = '<!-- diagnostics:start -->';
const END = '<!-- diagnostics:end -->';

function diagnosticsTable(): string {
  const rows = diagnosticCodes.map(
    (code) => `| \`${code}\` | ${DIAGNOSTIC_CATALOGUE[code].kind} | ${DIAGNOSTIC_CATALOGUE[code].message} |`,
  );
  return ['| code | kind | the definition (or file) ... |', '|---|---|---|', ...rows].join('\n');
}

const FRAMEWORKS_START = '<!-- frameworks:start -->';
const FRAMEWORKS_END = '<!-- frameworks:end -->';

/** One row per framework: its descriptor's packages and majors, the calls its front end recognises, its adapters. */
function frameworksTable(): string {
  const rows = frameworks.map((framework) => {
    // A call or a class name reads as code; a phrase (`tool classes`) as prose.
    const shapes = framework.shapes.map((shape) => (/\(\)$|^[\w.]+$/.test(shape) ? `\`${shape}\`` : shape)).join(', ');
    const adapters = framework.adapterExports.map((name) => `\`${name}\``).join(', ');
    return `| ${framework.supported} | \`${framework.id}\`: ${shapes} | ${adapters} |`;
  });
  return ['| framework | transform | adapter |', '|---|---|---|', ...rows].join('\n');
}

/** The text between two markers, markers included; UPDATE_DOCS=1 writes `expected` there first. */
function generatedBlock(file: string, start: string, end: string, expected: string): string {
  const text = readFileSync(file, 'utf8');
  const current = text.slice(text.indexOf(start), text.indexOf(end) + end.length);
  const block = `${start}\n${expected}\n${end}`;
  if (process.env.UPDATE_DOCS === '1' && current !== block) {
    writeFileSync(file, text.replace(current, block));
    return block;
  }
  return current;
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

describe('docs/diagnostics.md, the README and docs/layout.md', () => {
  const layout = readFileSync(layoutPath, 'utf8');

  it('has the diagnostics table of the catalogue', () => {
    const table = diagnosticsTable();
    expect(generatedBlock(diagnosticsPath, START, END, table)).toBe(`${START}\n${table}\n${END}`);
  });

  it("has the README's Supported frameworks table of the descriptors", () => {
    const table = frameworksTable();
    expect(generatedBlock(readmePath, FRAMEWORKS_START, FRAMEWORKS_END, table)).toBe(
      `${FRAMEWORKS_START}\n${table}\n${FRAMEWORKS_END}`,
    );
  });

  it('each framework shape in that table is one its front end recognises', () => {
    for (const framework of frameworks) {
      const recognised = frontEndsById[framework.id].recognises.join('\n');
      for (const shape of framework.shapes) expect(recognised, framework.id).toContain(shape.replace(/\(\)$/, '('));
    }
  });

  it('the README and package.json name every framework', () => {
    const packageJson = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { description: string };
    expect(packageJson.description).toContain(frameworkNamesInProse());
    const readme = readFileSync(readmePath, 'utf8');
    const missing = frameworks.filter((framework) => !readme.slice(0, readme.indexOf('```')).includes(framework.name));
    expect(missing.map((framework) => framework.id)).toEqual([]);
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
