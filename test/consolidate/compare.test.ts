/**
 * Deciding statically whether two standard tools are the same: field by field, with
 * whitespace, quotes, parentheses and trailing commas ignored, property order kept, and
 * identifiers compared by the import or module binding they resolve to. Also what keeps
 * a definition from moving (its enclosing scope, `this`, its module's own bindings).
 */
import { describe, expect, it } from 'vitest';
import { driftOf } from '../../cli/consolidate/analyse';
import { readStandardTools, type StandardToolSite } from '../../cli/consolidate/standard-tools';

const tool = (file: string, source: string): StandardToolSite => {
  const [site] = readStandardTools(source, `/project/${file}`).tools;
  if (!site) throw new Error(`no standard tool in ${file}`);
  return site;
};

const module = (imports: string, body: string) =>
  `${imports}\nimport { standardTool } from './std-tool';\nexport const searchDocs = standardTool(${body});\n`;

const BASE = `{
  name: 'search_docs',
  description: 'Search the documentation',
  inputSchema: z.object({ query: z.string(), limit: z.number().optional() }),
  execute: async ({ query }) => lookup(query),
}`;
const IMPORTS = "import { z } from 'zod';\nimport { lookup } from './search';";

describe('field-by-field comparison', () => {
  it('ignores whitespace, quotes, parentheses, trailing commas and local import names', () => {
    const other = `{
      name: "searchDocs",
      description: "Search the documentation",
      inputSchema: zod.object({
        query: zod.string(),
        limit: (zod.number().optional()),
      }),
      execute: async ({ query, }) => find(query),
    }`;
    const drift = driftOf([
      tool('a.ts', module(IMPORTS, BASE)),
      tool('b.ts', module("import { z as zod } from 'zod';\nimport { lookup as find } from './search.js';", other)),
    ]);
    expect(drift).toEqual({ kind: 'name-only' });
  });

  it("`import * as z from 'zod'` is the same library as `import { z } from 'zod'`", () => {
    expect(
      driftOf([
        tool('a.ts', module(IMPORTS, BASE)),
        tool('b.ts', module("import * as z from 'zod';\nimport { lookup } from './search';", BASE)),
      ]),
    ).toEqual({ kind: 'identical' });
  });

  it('the same text from another schema library, or another helper, differs', () => {
    const genkit = driftOf([
      tool('a.ts', module(IMPORTS, BASE)),
      tool('b.ts', module("import { z } from 'genkit';\nimport { lookup } from './search';", BASE)),
    ]);
    expect(genkit).toMatchObject({ kind: 'differs', fields: ['inputSchema'] });
    expect(genkit.kind === 'differs' && genkit.diffs?.inputSchema).toMatch(
      /`z` is imported from 'zod' in one and from 'genkit'/,
    );
    const helper = driftOf([
      tool('a.ts', module(IMPORTS, BASE)),
      tool('lib/b.ts', module("import { z } from 'zod';\nimport { lookup } from './search';", BASE)),
    ]);
    expect(helper).toMatchObject({ kind: 'differs', fields: ['execute'] });
  });

  it('property order counts; a description differs by its unescaped text only', () => {
    const reordered = BASE.replace(
      'z.object({ query: z.string(), limit: z.number().optional() })',
      'z.object({ limit: z.number().optional(), query: z.string() })',
    );
    expect(driftOf([tool('a.ts', module(IMPORTS, BASE)), tool('b.ts', module(IMPORTS, reordered))])).toMatchObject({
      kind: 'differs',
      fields: ['inputSchema'],
    });
    const escaped = BASE.replace("'Search the documentation'", '"Search the \\u0064ocumentation"');
    expect(driftOf([tool('a.ts', module(IMPORTS, BASE)), tool('b.ts', module(IMPORTS, escaped))])).toEqual({
      kind: 'identical',
    });
  });

  it('a missing field differs from a present one', () => {
    const titled = BASE.replace("name: 'search_docs',", "name: 'search_docs',\n  title: 'Search',");
    expect(driftOf([tool('a.ts', module(IMPORTS, BASE)), tool('b.ts', module(IMPORTS, titled))])).toMatchObject({
      kind: 'differs',
      fields: ['title'],
    });
  });
});

describe('what keeps a definition in place', () => {
  it('a closure variable or a parameter of the enclosing function', () => {
    const site = tool(
      'a.ts',
      `${IMPORTS}\nimport { standardTool } from './std-tool';\nexport function make(prefix: string) {\n  const local = standardTool({ name: 'x', description: 'd', execute: async () => prefix });\n  return local;\n}\n`,
    );
    expect(site.enclosing.join('; ')).toMatch(/reads `prefix` from its enclosing scope/);
  });

  it('`this` of the enclosing code, but not its own method-local `this`', () => {
    const reads = tool('a.ts', module(IMPORTS, "{ name: 'x', description: 'd', execute: async () => this.value }"));
    expect(reads.enclosing).toContain('execute reads `this`');
    const own = tool('a.ts', module(IMPORTS, "{ name: 'x', description: 'd', execute() { return this.name; } }"));
    expect(own.enclosing).toEqual([]);
  });

  it('a binding of its own module: it may stay, not move', () => {
    const site = tool(
      'a.ts',
      `${IMPORTS}\nimport { standardTool } from './std-tool';\nconst unit = z.enum(['c', 'f']);\nexport const t = standardTool({ name: 'x', description: 'd', inputSchema: z.object({ unit }), execute: async () => 1 });\n`,
    );
    expect(site.enclosing).toEqual([]);
    expect(site.moduleLocals).toEqual(['unit']);
    expect(site.imports.map((use) => use.local)).toEqual(['z']);
  });

  it('only `standardTool` from the adapter module counts, not a function of the same name from a package', () => {
    const source = `import { standardTool } from 'some-package';\nexport const t = standardTool({ name: 'x', description: 'd', execute: async () => 1 });\n`;
    expect(readStandardTools(source, '/project/a.ts').tools).toEqual([]);
  });
});
