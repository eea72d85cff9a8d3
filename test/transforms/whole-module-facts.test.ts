import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { linkFactsOfSource } from '../../transforms/lib/link-facts';
import {
  mayEscapeAnIdentifier,
  mayLoadRelativeModuleWhole,
  WHOLE_MODULE_FACT,
} from '../../transforms/lib/whole-module-facts';

const root = path.resolve('/project/src');
const wholeModules = (source: string) =>
  (linkFactsOfSource(source, path.join(root, 'index.ts'))[WHOLE_MODULE_FACT] ?? []).map((fact) =>
    path.relative(root, fact.slice(0, -2)),
  );

describe('whole-module facts', () => {
  it('a namespace, require() or import() kept as the module object takes the module whole', () => {
    expect(wholeModules("import * as tools from './tools';\nnew Agent({ tools });")).toEqual(['tools']);
    expect(wholeModules("import * as tools from './tools';\nrun(Object.values(tools));")).toEqual(['tools']);
    expect(wholeModules("import * as tools from './tools';\nconst key = 'a';\nrun(tools[key]);")).toEqual(['tools']);
    expect(wholeModules("const tools = require('./tools');")).toEqual(['tools']);
    expect(wholeModules("const tools = await import('../tools/index.js');")).toEqual(['../tools/index']);
    expect(wholeModules("import tools = require('./tools');")).toEqual(['tools']);
  });

  it('reading named members only, or types only, does not', () => {
    expect(wholeModules("import * as tools from './tools';\nrun(tools.weather, tools['time'], tools?.other);")).toEqual(
      [],
    );
    expect(
      wholeModules("import * as tools from './tools';\ntype T = typeof tools.weather;\nlet x: tools.Kind;"),
    ).toEqual([]);
    expect(wholeModules("const { weather } = require('./tools');\nconst t = require('./tools').time;")).toEqual([]);
    expect(wholeModules("const { weather } = await import('./tools');")).toEqual([]);
    expect(wholeModules("import * as tools from 'package-tools';\nrun(tools);")).toEqual([]);
    expect(wholeModules("import type * as tools from './tools';\ntype All = typeof tools;")).toEqual([]);
  });

  it('finds a use deep inside code that spells nothing else it looks for, and an escaped name', () => {
    const nested = (use: string) =>
      [
        "import * as tools from './tools';",
        'export class Runner {',
        '  run(input: { items: string[] }) {',
        '    return input.items.map((item) => ({ item, all: () => [item, () => ' + use + '] }));',
        '  }',
        '}',
        'const unrelated = { a: 1, b: [2, 3] };',
      ].join('\n');
    expect(wholeModules(nested('tools'))).toEqual(['tools']);
    expect(wholeModules(nested('tools.weather'))).toEqual([]);
    expect(wholeModules(nested("require('./other')"))).toEqual(['other']);
    expect(wholeModules(nested("import('./other')"))).toEqual(['other']);
    // `\u0072equire` is `require` to the parser, though the text never spells it.
    expect(wholeModules("const tools = \\u0072equire('./tools');")).toEqual(['tools']);
    expect(wholeModules("import * as tools from './tools';\nrun(\\u0074ools);")).toEqual(['tools']);
  });

  it("the text test is the one regex it stands for, on this repository's sources and fixtures", () => {
    const oneRegex =
      /(?:\*\s*as\s+[\w$]+\s+from|\brequire\s*\(|\bimport\s*\(|\bimport\s+[\w$]+\s*=\s*require)\s*['"](?:\.\.?\/|\.{0,2}\\)/;
    const crafted = [
      "/**\n * as said\n */\nimport * as tools from './tools';",
      "/** a * b */ import *\n  as tools\n  from\n'../tools';",
      'import * as tools from "\\x2e/tools";',
      "import *as$t from'./t'",
      "x* as y from './z'",
      "import * as tools from 'tools'; // * as t from ./t",
      "const t = require ( './t' );",
      "const t = xrequire('./t');",
      "const t = $require('./t');",
      "import t = require'./t'",
      "await import(\n'../t')",
      "const w = 'caf\\u00e9'; const t = require('pkg');",
      "const t = \\u0072equire('./t');",
    ];
    const roots = ['__testfixtures__', 'transforms', 'cli', 'adapters'];
    const texts = [...crafted, ...roots.flatMap(sourcesUnder)];
    const differ = texts.filter(
      (text) =>
        mayLoadRelativeModuleWhole(text) !==
        (oneRegex.test(text) || (mayEscapeAnIdentifier(text) && oneRegex.test(escapesRead(text)))),
    );
    expect(differ).toEqual([]);
    expect(texts.filter((text) => mayLoadRelativeModuleWhole(text)).length).toBeGreaterThan(crafted.length);
  });
  it('counts an escape only where it may spell part of a name', () => {
    expect(mayEscapeAnIdentifier("const html = '\\u003cdiv\\u003e';")).toBe(false);
    expect(mayEscapeAnIdentifier("const nbsp = '\\u00a0', space = '\\u{20}';")).toBe(false);
    expect(mayEscapeAnIdentifier("const t = \\u0072equire('./t');")).toBe(true);
    expect(mayEscapeAnIdentifier("const t = requir\\u{65}('./t');")).toBe(true);
    expect(mayEscapeAnIdentifier("import * as caf\\u00e9 from './t';")).toBe(true);
    expect(mayEscapeAnIdentifier('const a\\u200d = 1; const \\u0024 = 2;')).toBe(true);
    // A file whose escapes spell no load of a relative module is not parsed for them, whatever they spell.
    expect(mayLoadRelativeModuleWhole("export const html = '\\u003cp\\u003e';")).toBe(false);
    expect(mayLoadRelativeModuleWhole("export const word = 'caf\\u00e9', re = /[\\u00c0-\\u024f]/;")).toBe(false);
    expect(mayLoadRelativeModuleWhole("const t = \\u0072equire('./t');")).toBe(true);
    expect(mayLoadRelativeModuleWhole("import * as \\u{74}ools from './t';")).toBe(true);
  });
});

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.[cm]?[jt]sx?$/.test(file))
    .map((file) => readFileSync(path.join(folder, file), 'utf8'));
}

/** `\u0072` and `\u{72}` as the characters they spell. */
const escapesRead = (text: string) =>
  text.replace(/\\u\{([0-9a-f]+)\}|\\u([0-9a-f]{4})/gi, (_, braced?: string, four?: string) =>
    String.fromCodePoint(Number.parseInt((braced ?? four)!, 16)),
  );
