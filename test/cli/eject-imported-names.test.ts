/**
 * What other files import of a module, for eject (cli/eject/imported-names.ts): a standard
 * tool another file may read stays. A namespace import reads only the members it names
 * (`ns.x`; a word in a string or comment is no read); a namespace passed whole, `export *`,
 * `require` and `import()` may read anything (`*`).
 */
import { describe, expect, it } from 'vitest';
import { importedNames } from '../../cli/eject/imported-names';

const names = (text: string) =>
  Object.fromEntries([...importedNames(new Map([['/p/a.ts', text]]))].map(([key, value]) => [key, [...value].sort()]));

describe('importedNames', () => {
  it('reads named imports and re-exports', () => {
    expect(names(`import { a, b as c } from './x';\nexport { d } from './y';`)).toEqual({
      '/p/x': ['a', 'b'],
      '/p/y': ['d'],
    });
  });

  it('reads the members a namespace import names, not the words of strings and comments', () => {
    expect(names(`import * as tool from './x.js';\nit('from tool', () => tool.weather); // tool\n`)).toEqual({
      '/p/x': ['weather'],
    });
  });

  it('reads what a destructured require or dynamic import takes', () => {
    expect(names(`const { a } = require('./x');\nconst { b: c } = await import('./y');`)).toEqual({
      '/p/x': ['a'],
      '/p/y': ['b'],
    });
  });

  it.each([
    [`import * as tool from './x';\nuse(tool);`],
    [`export * from './x';`],
    [`const m = require('./x');`],
    [`const m = await import('./x');`],
  ])('%s may read anything', (text) => {
    expect(names(text)).toEqual({ '/p/x': ['*'] });
  });
});
