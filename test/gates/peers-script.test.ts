/**
 * The peers check's judgement (scripts/peers): how it counts a gate's errors from the tools' own
 * summaries, and how it compares a gate before and after the migration. The whole check runs
 * public projects (npm run peers); these pieces are tested here on the tools' real output shapes.
 */
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir, removeTempDirs, repoRoot, writeTree } from '../cli/support/temp-project';

// Plain .mjs modules (scripts run by node), loaded at run time.
const load = (name: string) => import(pathToFileURL(path.join(repoRoot, 'scripts', 'peers', name)).href);
let errors: any;
let verdicts: any;
let pack: any;

beforeAll(async () => {
  errors = await load('errors.mjs');
  verdicts = await load('verdict.mjs');
  pack = await load('pack.mjs');
});
afterAll(removeTempDirs);

const failed = (output: string) => ({ code: 1, timedOut: false, output });

describe('countErrors', () => {
  it('is 0 for a gate that passed, whatever it printed', () => {
    expect(errors.countErrors({ code: 0, timedOut: false, output: 'error TS1: x' })).toEqual({ count: 0 });
  });

  it('counts tsc diagnostics', () => {
    const output = [
      'src/a.ts(1,2): error TS2835: Relative import paths need explicit file extensions.',
      "src/b.ts(3,4): error TS7031: Binding element 'city' implicitly has an 'any' type.",
    ].join('\n');
    expect(errors.countErrors(failed(output))).toEqual({ count: 2, tool: 'tsc' });
  });

  it("reads ESLint's, Biome's, vitest's and jest's summaries", () => {
    expect(errors.countErrors(failed('✖ 12 problems (10 errors, 2 warnings)')).count).toBe(10);
    expect(
      errors.countErrors(failed('Checked 5 files in 56ms. No fixes applied.\nFound 2 errors.\nFound 25 warnings.'))
        .count,
    ).toBe(2);
    expect(
      errors.countErrors(failed(' Test Files  3 failed | 9 passed (12)\n      Tests  17 failed | 80 passed (97)'))
        .count,
    ).toBe(17);
    expect(errors.countErrors(failed('Tests:       2 failed, 40 passed, 42 total')).count).toBe(2);
    expect(
      errors.countErrors(failed('Tests  1395 passed (1395)\nVitest caught 5 unhandled errors during the test run.'))
        .count,
    ).toBe(5);
  });

  it("reads ESLint's summary where a type-aware ESLint also quotes a tsc diagnostic", () => {
    const output = [
      "error TS18003: No inputs were found in config file 'tsconfig.dev.json'.",
      '✖ 142 problems (125 errors, 17 warnings)',
    ].join('\n');
    expect(errors.countErrors(failed(output))).toEqual({ count: 125, tool: 'eslint' });
  });

  it("counts Prettier's unformatted files, not its closing line", () => {
    const output =
      '[warn] src/tools/a.ts\n[warn] std-tool.ts\n[warn] Code style issues found in 2 files. Run Prettier with --write to fix.';
    expect(errors.countErrors(failed(output))).toEqual({ count: 2, tool: 'prettier' });
  });

  it('leaves the count unknown when no summary is recognised', () => {
    expect(errors.countErrors(failed('TypeError: x.union is not a function')).count).toBeUndefined();
  });
});

describe('errorSignatures', () => {
  it('drops positions, so a moved error keeps its signature', () => {
    expect(errors.errorSignatures('src/a.ts(10,3): error TS2345: Bad argument.\nnoise')).toEqual([
      'src/a.ts: TS2345: Bad argument.',
    ]);
  });

  it('elides object type literals, whose property order tsc prints as declared', () => {
    const before =
      "w.ts(3,5): error TS2322: Type 'void | { a: string; b: { c: number; }; }' is not assignable to type 'object'.";
    const after =
      "w.ts(9,5): error TS2322: Type 'void | { b: { c: number; }; a: string; }' is not assignable to type 'object'.";
    expect(errors.errorSignatures(before)).toEqual(errors.errorSignatures(after));
    expect(errors.errorSignatures(after)).toEqual([
      "w.ts: TS2322: Type 'void | {…}' is not assignable to type 'object'.",
    ]);
  });
});

describe('errorSignatures, unions', () => {
  it("sorts a quoted union's members, whose order tsc prints as the types were created", () => {
    const before =
      "w.ts(43,20): error TS2322: Type 'void | { a: number; } | ValidationError<unknown>' is not assignable to type 'object'.";
    const after =
      "w.ts(43,20): error TS2322: Type 'void | ValidationError<unknown> | { a: number; }' is not assignable to type 'object'.";
    expect(errors.errorSignatures(before)).toEqual(errors.errorSignatures(after));
    expect(errors.errorSignatures("a.ts(1,1): error TS2322: Type 'Map<string, B | A> | void' is wrong.")).toEqual([
      "a.ts: TS2322: Type 'Map<string, B | A> | void' is wrong.",
    ]);
  });
});

describe('verdict', () => {
  const pass = { passed: true, errors: 0, signatures: [] };
  const fail = (count: number | undefined, signatures: string[] = []) => ({ passed: false, errors: count, signatures });

  it('compares pass and fail first', () => {
    expect(verdicts.verdict(pass, pass)).toBe('same');
    expect(verdicts.verdict(pass, fail(1))).toBe('regressed');
    expect(verdicts.verdict(fail(1), pass)).toBe('improved');
  });

  it('then the error counts', () => {
    expect(verdicts.verdict(fail(2), fail(3))).toBe('regressed');
    expect(verdicts.verdict(fail(3), fail(2))).toBe('improved');
    expect(verdicts.verdict(fail(2), fail(2))).toBe('same');
    expect(verdicts.verdict(fail(undefined), fail(2))).toBe('same (both fail)');
  });

  it('calls a passing gate whose fingerprint moved "changed", naming what was lost or gained', () => {
    const listed = (names: string[], fingerprint: string) => ({ ...pass, names, fingerprint });
    expect(verdicts.verdict(listed(['a', 'b'], 'x'), listed(['a', 'b'], 'x'))).toBe('same');
    expect(verdicts.verdict(listed(['a', 'b'], 'x'), listed(['a', 'c'], 'y'))).toBe('changed (-b +c)');
    expect(verdicts.verdict(listed(['a'], 'x'), listed(['a'], 'y'))).toBe('changed (same names, different contract)');
  });

  it('calls fewer errors of which some are new "changed", not "improved"', () => {
    const before = fail(2, ['a.ts: TS1: x', 'a.ts: TS2: y']);
    expect(verdicts.verdict(before, fail(1, ['a.ts: TS3: z']))).toBe('changed (1 new)');
    expect(verdicts.verdict(before, fail(1, ['a.ts: TS2: y']))).toBe('improved');
  });
});

describe('readToolsList (pack-and-run: what an MCP server lists over stdio)', () => {
  const answer = (tools: unknown[]) => JSON.stringify({ jsonrpc: '2.0', id: 2, result: { tools } });
  const weather = {
    name: 'weather',
    description: 'Weather of a city',
    inputSchema: { type: 'object', properties: { city: { type: 'string' } } },
  };

  it('finds the answer to tools/list among log lines and the initialize answer', () => {
    const stdout = ['server started', JSON.stringify({ jsonrpc: '2.0', id: 1, result: {} }), answer([weather])].join(
      '\n',
    );
    const read = pack.readToolsList(stdout);
    expect(read).toMatchObject({ ok: true, detail: '1 tools', names: ['weather'] });
  });

  it('gives the same fingerprint whatever the order of tools and keys, another when a schema changes', () => {
    const echo = { name: 'echo', description: 'Echo', inputSchema: { type: 'object' } };
    const reordered = { inputSchema: weather.inputSchema, description: weather.description, name: weather.name };
    const first = pack.readToolsList(answer([weather, echo])).fingerprint;
    expect(pack.readToolsList(answer([echo, reordered])).fingerprint).toBe(first);
    const required = { ...weather, inputSchema: { ...weather.inputSchema, required: ['city'] } };
    expect(pack.readToolsList(answer([required, echo])).fingerprint).not.toBe(first);
  });

  it('fails on no answer, an error answer, or an answer without tools', () => {
    expect(pack.readToolsList('Error: Cannot find package')).toMatchObject({ ok: false });
    const error = JSON.stringify({ jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not found' } });
    expect(pack.readToolsList(error)).toEqual({ ok: false, detail: 'tools/list error: Method not found' });
    expect(pack.readToolsList(JSON.stringify({ jsonrpc: '2.0', id: 2, result: {} })).ok).toBe(false);
  });
});

describe('packAndRun on a real tarball (npm pack, npm install --omit=dev, the bin over stdio)', () => {
  // A package with no dependencies, so the install needs no registry. Its bin is a minimal MCP
  // server over stdio; `devOnly` makes it import a devDependency first, as the broken
  // package did: the project's own tests (dev dependencies installed) pass, its users' start fails.
  const project = (devOnly: boolean) => {
    const root = makeTempDir('pack-and-run');
    const server = [
      '#!/usr/bin/env node',
      devOnly ? "await import('some-dev-only-package');" : '',
      "import { createInterface } from 'node:readline';",
      'const tools = [{ name: "echo", description: "Echo", inputSchema: { type: "object" } }];',
      'for await (const line of createInterface({ input: process.stdin })) {',
      '  const request = JSON.parse(line);',
      '  if (request.id === undefined) continue;',
      '  const result = request.method === "tools/list" ? { tools } : {};',
      '  process.stdout.write(JSON.stringify({ jsonrpc: "2.0", id: request.id, result }) + "\\n");',
      '}',
    ].join('\n');
    writeTree(root, {
      'package.json': JSON.stringify({
        name: 'tiny-mcp',
        version: '1.0.0',
        type: 'module',
        bin: { 'tiny-mcp': 'server.js' },
        files: ['server.js'],
        devDependencies: devOnly ? { 'some-dev-only-package': '1.0.0' } : {},
      }),
      'server.js': server,
    });
    return root;
  };
  const spec = { run: { kind: 'mcp-stdio', bin: 'tiny-mcp' } };

  it('passes when the installed bin answers tools/list, and reports its tools', async () => {
    const result = await pack.packAndRun(spec, project(false), makeTempDir('pack-work'), { timeoutMs: 60_000 });
    expect(result).toMatchObject({ passed: true, detail: '1 tools', names: ['echo'] });
  }, 90_000);

  it('fails when the entry point imports a package that only devDependencies provide', async () => {
    const result = await pack.packAndRun(spec, project(true), makeTempDir('pack-work'), { timeoutMs: 60_000 });
    expect(result).toMatchObject({ passed: false, detail: 'no answer to tools/list' });
    expect(result.excerpt).toMatch(/Cannot find package 'some-dev-only-package'/);
  }, 90_000);
});
