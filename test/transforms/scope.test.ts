/**
 * The light binding resolution (transforms/lib/scope.ts) against Babel's own scope: for
 * every identifier of every fixture input and of some tricky snippets, both give the same
 * binding (kind, constancy, declaration, identifier, references, reassignments).
 */
import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import traverse, { type Binding as BabelBinding, type NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { describe, expect, it } from 'vitest';
import { parseModule } from '../../transforms/lib/parse';
import { identifierNames, programPathOfFile, scopeOf, visitCandidates, type Binding } from '../../transforms/lib/scope';

const FIXTURES = path.join(__dirname, '..', '..', '__testfixtures__');

const SNIPPETS: Record<string, string> = {
  'loops and var': `
    for (var i = 0; i < 3; i++) { var inner = i; function hoisted() {} }
    for (const x of [1]) { let y = x; y += 1; }
    for (k in {}) {}
    let k; while (k) { var w; }
    export const exported = 1, other = exported;
    export function f(a, { b = a, c: [d] }, ...rest) { return arguments.length + b + d + rest.length; }
    export default class Named { method(p = Named) { return p; } }
  `,
  'classes, catch, labels, delete': `
    const C = class Inner { static make() { return new Inner(); } };
    class D extends C { [C.name]() {} }
    try { throw 1; } catch ({ message }) { message; } finally {}
    try {} catch (e) { e = 2; }
    outer: for (;;) { break outer; }
    const o = { a: 1 }; delete o.a;
    switch (o.a) { case 1: { let s = 1; s++; } }
    (function named() { return named; })();
  `,
  TypeScript: `
    import type { T } from 'x';
    import { type U, v } from 'y';
    import z = require('z');
    interface I { a: T }
    type A = typeof v;
    enum E { A }
    declare const dc: U;
    declare class DC {}
    const typed: I = { a: v as T } satisfies A;
    function over(a: string): void;
    function over(a: unknown) { return a as U; }
    class P { constructor(private readonly q: number, r = z) {} }
    namespace N { export const n = 1; }
    export { typed };
  `,
};

function inputs(): [string, string][] {
  const found: [string, string][] = Object.entries(SNIPPETS).map(([name, text]) => [`${name}.ts`, text]);
  for (const framework of readdirSync(FIXTURES)) {
    const folder = path.join(FIXTURES, framework);
    for (const file of readdirSync(folder)) {
      if (/\.input\.[cm]?[jt]sx?$/.test(file))
        found.push([path.join(framework, file), readFileSync(path.join(folder, file), 'utf8')]);
    }
  }
  return found;
}

interface Summary {
  kind: string;
  constant: boolean;
  declaration: string;
  identifier: number | null | undefined;
  references: (number | null | undefined)[];
  violations: (number | null | undefined)[];
}

const at = (node: t.Node) => `${node.type}@${node.start}`;
const summary = (binding: BabelBinding | Binding | undefined): Summary | undefined =>
  binding && {
    kind: binding.kind,
    constant: binding.constant,
    declaration: at(binding.path.node),
    identifier: binding.identifier.start,
    references: binding.referencePaths.map((reference) => reference.node.start).sort(),
    violations: binding.constantViolations.map((violation) => violation.node.start).sort(),
  };

/** Every identifier's binding, by the identifier's position: Babel's scope, or ours. */
function bindings(text: string, file: string, ours: boolean): Map<string, Summary | undefined> {
  const ast = parseModule(text, file);
  const found = new Map<string, Summary | undefined>();
  const record = (identifier: NodePath<t.Identifier>, binding: BabelBinding | Binding | undefined) =>
    found.set(`${identifier.node.name}@${identifier.node.start}`, summary(binding));
  if (ours) {
    traverse(ast, {
      noScope: true,
      Identifier(identifier) {
        record(identifier, scopeOf(identifier).getBinding(identifier.node.name));
      },
    });
  } else {
    traverse(ast, {
      Identifier(identifier) {
        record(identifier, identifier.scope.getBinding(identifier.node.name));
      },
    });
  }
  traverse.cache.clear();
  return found;
}

describe('light scopes give the bindings Babel gives', () => {
  it.each(inputs())('%s', (file, text) => {
    const theirs = bindings(text, file, false);
    const ours = bindings(text, file, true);
    expect(theirs.size).toBeGreaterThan(0);
    expect(Object.fromEntries(ours)).toEqual(Object.fromEntries(theirs));
  });

  it('hasBinding counts globals unless asked not to, as Babel does', () => {
    const ast = parseModule('const a = 1; a;', 'x.ts');
    traverse(ast, {
      noScope: true,
      Program(program) {
        const scope = scopeOf(program);
        expect(scope.hasBinding('a')).toBe(true);
        expect(scope.hasBinding('JSON')).toBe(true);
        expect(scope.hasBinding('JSON', { noGlobals: true })).toBe(false);
        expect(scope.hasBinding('undefined', true)).toBe(false);
        program.stop();
      },
    });
    traverse.cache.clear();
  });
});

describe('the one walk', () => {
  it('lists candidates in traversal order, and a where test keeps a node from getting a path', () => {
    const text = 'f(g(1)); new H(); class K {} const o = { tools: {} };';
    const program = programPathOfFile(parseModule(text, 'x.ts'));
    const seen: string[] = [];
    visitCandidates(program, {
      CallExpression: (call) => seen.push(text.slice(call.node.start!, call.node.end!)),
      NewExpression: { where: () => false, visit: () => seen.push('never') },
      ClassDeclaration: (declaration) => seen.push(`class ${declaration.node.id!.name}`),
      ObjectProperty: { where: (property) => property.key.type === 'Identifier', visit: () => seen.push('tools') },
    });
    expect(seen).toEqual(['f(g(1))', 'g(1)', 'class K', 'tools']);
    expect([...identifierNames(program)].sort()).toEqual(['H', 'K', 'f', 'g', 'o']);
    traverse.cache.clear();
  });
});
