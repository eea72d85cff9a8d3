/**
 * `specifiersTheModuleMayName` (render.ts) answers, without rendering, which packages an
 * adapter module may import: a dry run renders a new module only where one of them is not
 * declared (plan.ts). It must name every specifier the rendered text names, in every form the
 * renderer writes: each framework, every pair and all; older and current majors; zod 4 and 3;
 * TypeScript, ESM and CommonJS; both quotes; the LangChain import through `langchain`; the
 * JSON Schema machinery. `specifiersTheModuleSurelyNames` names, where it answers, exactly what
 * the rendered TypeScript's header and import lines name, in their order: a dry run takes its
 * answer instead of rendering where every missing package is among them.
 */
import { describe, expect, it } from 'vitest';
import {
  IMPORTED_SPECIFIER,
  renderAdapterModule,
  specifiersTheModuleMayName,
  specifiersTheModuleSurelyNames,
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

/** The renderer's TypeScript options that change the text but not its imports. */
const TYPESCRIPT_OPTIONS: Partial<AdapterModuleRequest>[] = [
  { quote: 'single' },
  { quote: 'double', publicTags: true },
  { arrayType: { default: 'generic', readonly: 'generic' }, lintRulesOff: ['max-len'], backticks: true },
  // Tools that need none of the adapters' optional parts: pruning drops whole imports.
  { features: [], names: [] },
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

  it.each(PACKAGE_SETS)(
    '%s: the header and import lines of every TypeScript form, told exactly',
    (_label, packages, extra) => {
      const differ: Record<string, [string[] | undefined, string[]]> = {};
      let told = 0;
      for (const frameworks of SERVED)
        for (const options of TYPESCRIPT_OPTIONS) {
          const request: AdapterModuleRequest = { frameworks, packages, style: 'ts', ...options, ...extra };
          const surely = specifiersTheModuleSurelyNames(request, '0.0.0');
          const text = renderAdapterModule(request, '0.0.0').text;
          if (surely === undefined) {
            // Only where the LangChain import is written anew.
            if (!/^import .* from ['"](langchain|@langchain\/core\/tools)['"];$/m.test(text))
              differ[frameworks.join('+')] = [surely, []];
            continue;
          }
          told += 1;
          const opening = named(text.slice(0, text.search(/^(?!import |\/\/|\/\*|\s*$)/m)));
          if (JSON.stringify(surely) !== JSON.stringify(opening))
            differ[`${frameworks.join('+')} ${JSON.stringify(options)}`] = [surely, opening];
        }
      expect(differ).toEqual({});
      const servingLangChain = SERVED.filter((frameworks) => frameworks.includes('langchain')).length;
      const throughLangchain = extra.runtime?.includes('langchain') ? servingLangChain : 0;
      expect(told).toBe((SERVED.length - throughLangchain) * TYPESCRIPT_OPTIONS.length);
    },
  );

  it('is not told for JavaScript, whose imports only its types use are dropped', () => {
    for (const style of ['esm', 'cjs'] as const)
      expect(
        specifiersTheModuleSurelyNames({ frameworks: ALL, packages: CURRENT_PACKAGES, style }, '0.0.0'),
      ).toBeUndefined();
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
