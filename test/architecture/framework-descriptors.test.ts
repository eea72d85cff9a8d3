/**
 * Each framework descriptor agrees with the code it describes: its adapter modules exist
 * and export every name (and type) the transform may import, its tool schema kinds are in the
 * contract, and the registry has its front end.
 */
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';
import { frameworks, type FrameworkId } from '../../transforms/frameworks';
import type { FrameworkDescriptor } from '../../transforms/lib/framework';
import { frontEndsById } from '../../transforms/registry';

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
    // The contract, and `fromJsonSchema` (a raw JSON Schema as a tool schema), are not adapters.
    const imported = [...adapterImportsInFixtures(id)].filter(
      (name) => !['standardTool', 'StandardTool', 'fromJsonSchema'].includes(name),
    );
    expect(imported.length).toBeGreaterThan(0);
    expect(transformImports(framework)).toEqual(expect.arrayContaining(imported));
  });
});
