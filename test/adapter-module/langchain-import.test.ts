/**
 * Issue 35: a package that provides `langchain` at run time and not `@langchain/core` (deepagentsjs's
 * evals packages) gets a module that imports from `langchain`: the same `tool()` behaviour, the same
 * types (the two `langchain` does not re-export are read from those it does), and the tool the
 * native call made.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CURRENT_PACKAGES, STRICT_COMPILER_OPTIONS } from './support';
import { renderAdapterModule, type AdapterModuleRequest } from '../../cli/adapter-module/render';
import { typeCheckProject } from '../support/type-check';

const root = path.join(__dirname, '..', '..');
const scratch = path.join(root, '.tmp-langchain-import-test');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const request = (runtime: string[], extra: Partial<AdapterModuleRequest> = {}): AdapterModuleRequest => ({
  frameworks: ['langchain'],
  style: 'ts',
  packages: CURRENT_PACKAGES,
  declared: runtime,
  runtime,
  ...extra,
});

const imports = (text: string) => [...text.matchAll(/^import [^;]* from '([^']+)';$/gm)].map((match) => match[1]);

describe('the LangChain module of a package that declares langchain only', () => {
  const throughLangchain = renderAdapterModule(request(['langchain', 'zod']), '0.0.0').text;
  const throughCore = renderAdapterModule(request(['@langchain/core', 'langchain', 'zod']), '0.0.0').text;

  it('imports from langchain, and from @langchain/core where the package provides it', () => {
    expect(imports(throughLangchain)).toEqual(['langchain']);
    expect(imports(throughCore)).toEqual(['@langchain/core/tools']);
  });

  it('keeps @langchain/core where its migrated code imports it, or the module needs what langchain lacks', () => {
    const imported = renderAdapterModule(
      request(['langchain', 'zod'], { imports: ['@langchain/core/tools'] }),
      '0.0.0',
    );
    expect(imports(imported.text)).toEqual(['@langchain/core/tools']);
    // A valibot schema goes through the other-schemas path, which throws LangChain's ToolInputParsingException.
    const valibot = renderAdapterModule(
      request(['langchain', 'valibot', '@valibot/to-json-schema'], {
        packages: { ...CURRENT_PACKAGES, valibot: '1.5.0', '@valibot/to-json-schema': '1.8.0' },
        imports: ['valibot'],
      }),
      '0.0.0',
    );
    expect(imports(valibot.text)).toContain('@langchain/core/tools');
  });

  it('has the same types: the derived ones equal core’s, and toLangChain returns what it returns through core', () => {
    const directory = path.join(scratch, 'types');
    mkdirSync(directory, { recursive: true });
    const probe = [
      "import type { ToolRunnableConfig as CoreConfig, ToolSchemaBase as CoreSchema } from '@langchain/core/tools';",
      'type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;',
      'export const sameConfig: Equal<ToolRunnableConfig, CoreConfig> = true;',
      'export const sameSchema: Equal<ToolSchemaBase, CoreSchema> = true;',
      '',
    ].join('\n');
    writeFileSync(path.join(directory, 'via-langchain.ts'), `${throughLangchain}\n${probe}`);
    writeFileSync(path.join(directory, 'via-core.ts'), throughCore);
    writeFileSync(
      path.join(directory, 'check.ts'),
      [
        "import { z } from 'zod';",
        "import * as viaLangchain from './via-langchain';",
        "import * as viaCore from './via-core';",
        'type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;',
        "const definition = { name: 'get_weather' as const, description: 'Weather', inputSchema: z.object({ city: z.string() }), execute: async ({ city }: { city: string }) => city };",
        'const a = viaLangchain.toLangChain(viaLangchain.standardTool(definition));',
        'const b = viaCore.toLangChain(viaCore.standardTool(definition));',
        'export const same: Equal<typeof a, typeof b> = true;',
        'export const notAny: Equal<typeof a, any> = false;',
        '',
      ].join('\n'),
    );
    writeFileSync(
      path.join(directory, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { ...STRICT_COMPILER_OPTIONS, module: 'ESNext', moduleResolution: 'bundler' },
        files: ['via-langchain.ts', 'via-core.ts', 'check.ts'],
      }),
    );
    const result = typeCheckProject(path.join(directory, 'tsconfig.json'));
    expect(result.output).toBe('');
    expect(result.status).toBe(0);
  }, 120_000);

  it('makes the tool the native tool() makes, and it runs', async () => {
    const directory = path.join(scratch, 'runtime');
    mkdirSync(directory, { recursive: true });
    const file = path.join(directory, 'std-tool.ts');
    writeFileSync(file, throughLangchain);
    const { z } = await import('zod');
    const module = (await import(file)) as typeof import('../../adapters/langchain') &
      typeof import('../../adapters/standard-tool');
    const weather = module.toLangChain(
      module.standardTool({
        name: 'get_weather',
        description: 'Weather in a city',
        inputSchema: z.object({ city: z.string() }),
        execute: ({ city }: { city: string }) => `${city}: 21°C`,
      }),
    );
    expect(weather.constructor.name).toBe('DynamicStructuredTool');
    expect(await weather.invoke({ city: 'Oslo' })).toBe('Oslo: 21°C');
  });
});
