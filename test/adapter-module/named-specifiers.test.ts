/**
 * `specifiersTheModuleMayName` (render.ts) answers, without rendering, which packages an
 * adapter module may import: a dry run renders a new module only where one of them is not
 * declared (plan.ts). It must name every specifier the rendered text names, in every form the
 * renderer writes: each framework, every pair and all; older and current majors; zod 4 and 3;
 * TypeScript, ESM and CommonJS; both quotes; the LangChain import through `langchain`; the
 * JSON Schema machinery.
 */
import { describe, expect, it } from 'vitest';
import {
  IMPORTED_SPECIFIER,
  renderAdapterModule,
  specifiersTheModuleMayName,
  type AdapterModuleRequest,
} from '../../cli/adapter-module/render';
import type { FrameworkId } from '../../transforms/frameworks';
import { ALL, CURRENT_PACKAGES } from './support';

const pairs = ALL.flatMap((first, index) => ALL.slice(index + 1).map((second) => [first, second]));
const SERVED: FrameworkId[][] = [...ALL.map((framework) => [framework]), ...pairs, ALL];

const PACKAGE_SETS: [string, AdapterModuleRequest['packages'], Partial<AdapterModuleRequest>][] = [
  ['current majors, zod 4', CURRENT_PACKAGES, { imports: ['zod'] }],
  ['current majors, zod 3 (imports unknown)', { ...CURRENT_PACKAGES, zod: '3.25.76' }, {}],
  [
    'older majors, zod 4.1, MCP through tool()',
    {
      ...CURRENT_PACKAGES,
      '@modelcontextprotocol/sdk': undefined,
      '@modelcontextprotocol/server': '2.4.0',
      ai: '4.3.19',
      '@mastra/core': '0.24.9',
      zod: '4.1.13',
    },
    { imports: ['zod'], features: ['mcp-tool-method'] },
  ],
  ['LangChain through langchain', { ...CURRENT_PACKAGES, langchain: '1.0.0' }, { runtime: ['langchain', 'zod'] }],
  [
    'valibot, JSON Schema machinery',
    { ...CURRENT_PACKAGES, valibot: '1.5.0', '@valibot/to-json-schema': '1.8.0' },
    { runtime: ['zod', 'valibot'], imports: ['valibot'], names: ['fromJsonSchema', 'toJsonSchema'] },
  ],
];

const named = (text: string) => [...text.matchAll(IMPORTED_SPECIFIER)].map((match) => match[1]!);

describe('the specifiers an adapter module may name, told without rendering it', () => {
  it.each(PACKAGE_SETS)('%s: every specifier of every rendered form', (_label, packages, extra) => {
    const missed: Record<string, string[]> = {};
    let seen = 0;
    for (const frameworks of SERVED)
      for (const style of ['ts', 'esm', 'cjs'] as const)
        for (const quote of ['single', 'double'] as const) {
          const request: AdapterModuleRequest = { frameworks, packages, style, quote, ...extra };
          const mayName = new Set(specifiersTheModuleMayName(request, '0.0.0'));
          const rendered = named(renderAdapterModule(request, '0.0.0').text);
          seen += rendered.length;
          const outside = rendered.filter((specifier) => !mayName.has(specifier));
          if (outside.length > 0) missed[`${frameworks.join('+')} ${style} ${quote}`] = outside;
        }
    expect(missed).toEqual({});
    expect(seen).toBeGreaterThan(SERVED.length);
  });

  it('names no package the selected sources do not import', () => {
    const aiSdkOnly = specifiersTheModuleMayName(
      { frameworks: ['ai-sdk'], packages: CURRENT_PACKAGES, style: 'ts' },
      '0',
    );
    expect(aiSdkOnly).toContain('ai');
    expect(aiSdkOnly.some((specifier) => specifier.startsWith('@mastra/'))).toBe(false);
    expect(aiSdkOnly.some((specifier) => specifier.startsWith('@modelcontextprotocol/'))).toBe(false);
  });
});
