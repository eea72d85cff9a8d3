import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { linkFactsOfSource } from '../../transforms/lib/link-facts';
import { WHOLE_MODULE_FACT } from '../../transforms/lib/whole-module-facts';

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
});
