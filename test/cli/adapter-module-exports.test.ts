/** The exports of an edited adapter module are read from its syntax tree, never searched as text. */
import { describe, expect, it } from 'vitest';
import { exportedNames } from '../../cli/adapter-module/exports';

const names = (text: string, file = 'std-tool.ts') => {
  const result = exportedNames(text, file);
  return result.ok ? [...result.names].sort() : result.message;
};

describe('exportedNames', () => {
  it('ESM declarations and specifiers count; comments, strings and type-only exports do not', () => {
    expect(
      names(
        [
          '// export function toMastra; export { toGenkit }',
          'const text = "export const toLangChain = 1";',
          'export function standardTool<T>(tool: T): T { return tool; }',
          'export const toAiSdk = (tool: unknown) => tool, other = 1;',
          'export class Registry {}',
          'function register() {}',
          'export { register as registerMcpTool };',
          'export type { Registry as RegistryType };',
          'export type StandardTool = { name: string };',
        ].join('\n'),
      ),
    ).toEqual(['Registry', 'other', 'registerMcpTool', 'standardTool', 'toAiSdk']);
  });

  it('CommonJS: exports.x, module.exports.x and module.exports = { ... }', () => {
    expect(
      names(
        "exports.toAiSdk = function () {};\nmodule.exports.toMastra = () => 1;\nmodule.exports = { toLangChain, toGenkit: f, ['computed']: 1 };\n// exports.toNothing = 1\n",
        'std-tool.cjs',
      ),
    ).toEqual(['toAiSdk', 'toGenkit', 'toLangChain', 'toMastra']);
  });

  it('a module that does not parse exports nothing, and says why', () => {
    expect(names('export function (')).toMatch(/^it does not parse/);
  });
});
