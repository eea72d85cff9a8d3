/**
 * `catalog:` ranges (catalogs.ts): pnpm's `pnpm-workspace.yaml`, Bun's root package.json (at the top or under
 * `workspaces`) and Yarn's `.yarnrc.yml`, default and named catalogs, the nearest workspace only. Through the
 * built CLI: a pnpm workspace whose Mastra tools fit either major is migrated for the catalog's major, where
 * the project alone says nothing of it (the tools were `major-undecided`).
 */
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolvedCatalogRange } from '../../cli/runner/catalogs';
import { packageVersions } from '../../cli/runner/projects';
import { makeTempDir, removeTempDirs, requireBuiltCli, runCli, writeTree } from './support/temp-project';

beforeAll(requireBuiltCli);
afterAll(removeTempDirs);

const json = (value: unknown) => JSON.stringify(value, null, 2);

describe('the range a catalog gives', () => {
  it('pnpm: `catalog:` is the default catalog (`catalog` or `catalogs.default`), `catalog:<name>` a named one', () => {
    const root = makeTempDir('catalog-pnpm');
    writeTree(root, {
      'pnpm-workspace.yaml': [
        'packages:',
        "  - 'apps/*'",
        'catalog:',
        "  '@mastra/core': ^1.23.0",
        '  zod: ^4.3.6',
        'catalogs:',
        '  legacy:',
        '    ai: ^4.3.0',
      ].join('\n'),
      'apps/agent/package.json': '{}',
    });
    const app = path.join(root, 'apps/agent');
    expect(resolvedCatalogRange(app, '@mastra/core', 'catalog:')).toBe('^1.23.0');
    expect(resolvedCatalogRange(app, '@mastra/core', 'catalog:default')).toBe('^1.23.0');
    expect(resolvedCatalogRange(app, 'ai', 'catalog:legacy')).toBe('^4.3.0');
    expect(resolvedCatalogRange(app, 'ai', 'catalog:')).toBe('catalog:');
    expect(resolvedCatalogRange(app, 'zod', '^3.0.0')).toBe('^3.0.0');

    const named = makeTempDir('catalog-pnpm-named-default');
    writeTree(named, { 'pnpm-workspace.yaml': 'catalogs:\n  default:\n    genkit: ^1.20.0\n' });
    expect(resolvedCatalogRange(named, 'genkit', 'catalog:')).toBe('^1.20.0');
  });

  it('Bun: the root package.json, at its top or under `workspaces`; Yarn: `.yarnrc.yml`', () => {
    const bun = makeTempDir('catalog-bun');
    writeTree(bun, {
      'package.json': json({ workspaces: { packages: ['packages/*'], catalog: { ai: '^6.0.3' } } }),
      'packages/web/package.json': json({ dependencies: { ai: 'catalog:' } }),
    });
    expect(resolvedCatalogRange(path.join(bun, 'packages/web'), 'ai', 'catalog:')).toBe('^6.0.3');

    const top = makeTempDir('catalog-bun-top');
    writeTree(top, {
      'package.json': json({ workspaces: ['packages/*'], catalogs: { tools: { '@langchain/core': '^1.1.0' } } }),
      'packages/x/package.json': '{}',
    });
    expect(resolvedCatalogRange(path.join(top, 'packages/x'), '@langchain/core', 'catalog:tools')).toBe('^1.1.0');

    const yarn = makeTempDir('catalog-yarn');
    writeTree(yarn, { '.yarnrc.yml': 'nodeLinker: node-modules\ncatalog:\n  genkit: ^1.21.0\n' });
    expect(resolvedCatalogRange(yarn, 'genkit', 'catalog:')).toBe('^1.21.0');
  });

  it('reads the nearest workspace only, and an unreadable file names nothing', () => {
    const root = makeTempDir('catalog-nested');
    writeTree(root, {
      'pnpm-workspace.yaml': 'catalog:\n  ai: ^4.0.0\n  zod: ^3.25.0\n',
      'inner/pnpm-workspace.yaml': 'catalog:\n  ai: ^6.0.0\n',
      'inner/app/package.json': '{}',
      'broken/pnpm-workspace.yaml': 'catalog: [unclosed',
    });
    const app = path.join(root, 'inner/app');
    expect(resolvedCatalogRange(app, 'ai', 'catalog:')).toBe('^6.0.0');
    // The inner workspace's catalog does not name zod: the outer workspace is another one.
    expect(resolvedCatalogRange(app, 'zod', 'catalog:')).toBe('catalog:');
    expect(resolvedCatalogRange(path.join(root, 'broken'), 'ai', 'catalog:')).toBe('^4.0.0');
  });

  it('gives the versions the adapter is chosen by (with no lock, the range floor)', () => {
    const root = makeTempDir('catalog-versions');
    writeTree(root, {
      'pnpm-workspace.yaml': "catalog:\n  '@mastra/core': ^1.23.0\n",
      'apps/agent/package.json': json({ dependencies: { '@mastra/core': 'catalog:' } }),
    });
    expect(packageVersions(path.join(root, 'apps/agent'))).toEqual({ '@mastra/core': '1.23.0' });
  });
});

const MASTRA_TOOL = `import { createTool } from '@mastra/core/tools';
import { z } from 'zod';

export const getPage = createTool({
  id: 'get-page',
  description: 'Reads a page',
  inputSchema: z.object({ slug: z.string() }),
  execute: async (inputData) => ({ slug: inputData.slug }),
});
`;

const MASTRA_V0_TOOL = `import { createTool } from '@mastra/core/tools';
import { z } from 'zod';

export const getLinks = createTool({
  id: 'get-links',
  description: 'Reads links',
  inputSchema: z.object({ slug: z.string() }),
  execute: async ({ context }) => ({ slug: context.slug }),
});
`;

describe('a pnpm workspace through the built CLI', () => {
  it("migrates tools the project's tools alone cannot place, for the catalog's major", async () => {
    const run = async (withCatalog: boolean) => {
      const root = makeTempDir('catalog-cli');
      writeTree(root, {
        'package.json': json({ name: 'agent', dependencies: { '@mastra/core': 'catalog:', zod: 'catalog:' } }),
        'src/page.ts': MASTRA_TOOL,
        'src/links.ts': MASTRA_V0_TOOL,
        ...(withCatalog && { 'pnpm-workspace.yaml': "catalog:\n  '@mastra/core': ^1.23.0\n  zod: ^4.3.6\n" }),
      });
      const result = await runCli(['--dry-run', '--json', 'src'], { cwd: root });
      return JSON.parse(result.stdout) as {
        totals: { migrated: number; manual: number };
        files: Array<{ diagnostics?: Array<{ reason?: string }> }>;
      };
    };
    const reasons = (report: Awaited<ReturnType<typeof run>>) =>
      report.files.flatMap((file) => (file.diagnostics ?? []).map((diagnostic) => diagnostic.reason));

    const without = await run(false);
    expect(reasons(without)).toContain('major-undecided');
    const withCatalog = await run(true);
    // 1.x: `page` migrates; `links` reads 0.x's `context` from its input, which 1.x leaves undefined: warned.
    expect(withCatalog.totals.migrated).toBe(2);
    expect(reasons(withCatalog)).not.toContain('major-undecided');
    expect(reasons(withCatalog)).toContain('mastra-v0-execute-under-v1');
  });
});
