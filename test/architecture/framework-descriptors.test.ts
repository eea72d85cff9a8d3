/**
 * Each framework descriptor agrees with the code it describes: its adapter modules exist
 * and export every name (and type) the transform may import, its tool schema kinds are in the
 * contract, and the registry has its front end. And nothing a framework needs is missing: its
 * wrapper, adapter test, fixtures, equivalence test, gates project, line budget and zod-only
 * stand-ins (what `npm run scaffold -- <id>` writes, and what only the descriptor's author knows).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';
import { frameworks, type FrameworkId } from '../../transforms/frameworks';
import type { FrameworkDescriptor } from '../../transforms/lib/framework';
import { frontEndsById } from '../../transforms/registry';
import { STAND_INS } from '../../cli/adapter-module/select';
import { ABORT_SIGNAL_OF, TEXT_OF_MCP_RESULT } from '../../transforms/lib/adapter-types';

const root = path.resolve(__dirname, '../..');
const adaptersDirectory = path.resolve(__dirname, '../../adapters');
const fixturesDirectory = path.resolve(__dirname, '../../__testfixtures__');

/** Names the expected fixture outputs of one transform import from the adapter module. */
function adapterImportsInFixtures(id: string): Set<string> {
  const names = new Set<string>();
  for (const file of readdirSync(path.join(fixturesDirectory, id)).filter((name) => name.includes('.output.'))) {
    const text = readFileSync(path.join(fixturesDirectory, id, file), 'utf8');
    for (const match of text.matchAll(/import \{([^}]*)\} from '[^']*std-tool[^']*'/g)) {
      for (const name of match[1]!.split(',')) names.add(name.trim().replace(/^type /, ''));
    }
  }
  names.delete('');
  return names;
}

/** The adapters, and the types TypeScript output names (`LangChainToolContext`). */
function transformImports(framework: FrameworkDescriptor<FrameworkId>): string[] {
  return [...framework.adapterExports, ...(framework.adapterTypes ?? [])];
}

function exportedNames(moduleName: string): string[] {
  const text = readFileSync(path.join(adaptersDirectory, `${moduleName}.ts`), 'utf8');
  const ast = parse(text, { sourceType: 'module', plugins: ['typescript'] });
  return ast.program.body.flatMap((statement) => {
    if (statement.type !== 'ExportNamedDeclaration') return [];
    const declaration = statement.declaration;
    if (declaration && 'id' in declaration && declaration.id?.type === 'Identifier') return [declaration.id.name];
    if (declaration?.type === 'VariableDeclaration')
      return declaration.declarations.flatMap((item) => (item.id.type === 'Identifier' ? [item.id.name] : []));
    return statement.specifiers.flatMap((specifier) =>
      specifier.exported.type === 'Identifier' ? [specifier.exported.name] : [],
    );
  });
}

/** Version sets that reach every variant: each framework package at majors 0 to 7, alone or with the others. */
const versionSets = [0, 1, 2, 3, 4, 5, 6, 7].flatMap((major) =>
  frameworks.flatMap((framework) => framework.packages.map((name) => ({ [name]: `${major}.0.0` }))),
);

/** Every adapter module a framework's descriptor names for some version set. */
const adapterModulesOf = (framework: FrameworkDescriptor<FrameworkId>) =>
  [...new Set(versionSets.map((versions) => framework.adapterModule(versions)))].sort();

/** The relative modules an adapter module imports (`./langchain-other-schemas` → `langchain-other-schemas`). */
function relativeImports(moduleName: string): Map<string, string[]> {
  const text = readFileSync(path.join(adaptersDirectory, `${moduleName}.ts`), 'utf8');
  const imports = new Map<string, string[]>();
  for (const match of text.matchAll(/^import (?:type )?\{([^}]*)\} from '\.\/([\w-]+)';$/gm)) {
    const names = match[1]!.split(',').map(
      (name) =>
        name
          .trim()
          .replace(/^type /, '')
          .split(' as ')[0]!,
    );
    imports.set(match[2]!, [...(imports.get(match[2]!) ?? []), ...names.filter(Boolean)]);
  }
  return imports;
}

describe.each(frameworks.map((framework) => [framework.id, framework] as const))('%s descriptor', (id, framework) => {
  it('has its front end in the registry', () => {
    expect(frontEndsById[id].framework).toBe(framework);
  });

  it('names adapter modules that export every adapter the transform may import', () => {
    const modules = new Set(versionSets.map((versions) => framework.adapterModule(versions)));
    for (const moduleName of modules) {
      expect(exportedNames(moduleName), moduleName).toEqual(expect.arrayContaining(transformImports(framework)));
    }
  });

  it("names tool schema kinds that are members of the contract's ToolSchema union", () => {
    const contract = readFileSync(path.join(adaptersDirectory, 'standard-tool.ts'), 'utf8');
    const union = /export type ToolSchema<[^>]*> =([^;]*);/.exec(contract)?.[1] ?? '';
    for (const kind of framework.toolSchemaKinds) expect(union).toMatch(new RegExp(`\\b${kind}\\b`));
  });

  it('lists every adapter its fixtures import', () => {
    // The contract (with `abortSignalOf`, `textOfMcpResult`), and `fromJsonSchema` (a raw JSON Schema as a tool
    // schema), are not adapters.
    const imported = [...adapterImportsInFixtures(id)].filter(
      (name) => !['standardTool', 'StandardTool', ABORT_SIGNAL_OF, TEXT_OF_MCP_RESULT, 'fromJsonSchema'].includes(name),
    );
    expect(imported.length).toBeGreaterThan(0);
    expect(transformImports(framework)).toEqual(expect.arrayContaining(imported));
  });

  it('has everything else a framework needs', () => {
    const missing = (file: string) => !existsSync(path.join(root, file));
    const modules = adapterModulesOf(framework);
    const inputs = missing(`__testfixtures__/${id}`)
      ? []
      : readdirSync(path.join(fixturesDirectory, id)).filter((name) => name.includes('.input.'));
    const absent = [
      ...[`transforms/${id}.ts`, `test/gates/projects/${id}/package.json`].filter(missing),
      ...(inputs.length === 0 ? [`__testfixtures__/${id}/<NN>-<case>.input.ts`] : []),
      // Named after the framework or one of its adapter modules (`mcp.test.ts` for `mcp-sdk`).
      ...([id, ...modules].every((name) => missing(`test/adapters/${name}.test.ts`))
        ? [`test/adapters/${id}.test.ts`]
        : []),
      ...([id, ...modules].every((name) => missing(`test/transforms/${name}-equivalence.test.ts`))
        ? [`test/transforms/${id}-equivalence.test.ts`]
        : []),
    ];
    expect(absent).toEqual([]);
    expect(readFileSync(path.join(root, `transforms/${id}.ts`), 'utf8')).toContain(`from './front-ends/${id}'`);
    expect(framework.lineBudget).toBeGreaterThan(0);
  });

  it("has a zod-only stand-in for each of its adapters' other-schemas modules", () => {
    const standIns = new Set(Object.values(STAND_INS).flat());
    const zodOnlyExports = exportedNames('zod-schemas-only');
    for (const moduleName of adapterModulesOf(framework)) {
      for (const [imported, names] of relativeImports(moduleName)) {
        if (!imported.endsWith('-other-schemas')) continue;
        expect(standIns.has(imported), `${moduleName} imports ${imported}, which nothing stands in for`).toBe(true);
        if (!(framework.zodOnlyStandIns as readonly string[]).includes(imported)) continue;
        expect(zodOnlyExports, `zod-schemas-only.ts stands in for ${imported}`).toEqual(expect.arrayContaining(names));
      }
    }
    for (const standIn of framework.zodOnlyStandIns)
      expect(existsSync(path.join(adaptersDirectory, `${standIn}.ts`))).toBe(true);
  });
});
