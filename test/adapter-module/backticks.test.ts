/** Issue 35: the module's strings as template literals, where a project's ESLint asks for backticks (backticks.ts). */
import { describe, expect, it } from 'vitest';
import { templateOf, withBackticks } from '../../cli/adapter-module/backticks';

describe('withBackticks', () => {
  it('writes strings as template literals, and interface keys computed', () => {
    const text = [
      "import type { A } from 'a';",
      "export { b } from './b';",
      "interface S { readonly '~standard': { vendor: 'zod' }; 'm'(x: 'y'): void }",
      "type T = { '~standard'?: S['~standard'] };",
      "const o = { 'key': 'value', ['computed']: 1 };",
      "const c = s?.['~standard'] ?? ('~standard' in s ? 'it\\'s' : \"say \\\"hi\\\"\");",
      "const kept = ['a `tick`', 'a ${brace}'];",
      '',
    ].join('\n');
    expect(withBackticks(text)).toBe(
      [
        "import type { A } from 'a';",
        "export { b } from './b';",
        'interface S { readonly [`~standard`]: { vendor: `zod` }; [`m`](x: `y`): void }',
        'type T = { [`~standard`]?: S[`~standard`] };',
        "const o = { 'key': `value`, [`computed`]: 1 };",
        'const c = s?.[`~standard`] ?? (`~standard` in s ? `it\'s` : `say "hi"`);',
        "const kept = ['a `tick`', 'a ${brace}'];",
        '',
      ].join('\n'),
    );
  });

  it('leaves what a template literal cannot hold as it is', () => {
    expect(templateOf("'a`b'")).toBeUndefined();
    expect(templateOf("'${x}'")).toBeUndefined();
    expect(templateOf('`already`')).toBeUndefined();
    expect(templateOf("'a\\\\'")).toBe('`a\\\\`');
  });
});
