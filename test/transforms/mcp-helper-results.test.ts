/**
 * MCP results built by a local helper (`return helper(args)`) or held by a constant read only by
 * the return (helper-results.ts): which are unwrapped, with no type oracle (as on the corpora),
 * and what each rewritten return becomes. Fixtures 90 and 91 show them through the real SDKs.
 */
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mcpSdkFrontEnd } from '../../transforms/front-ends/mcp-sdk';
import { transformSource } from '../../transforms/lib/engine';

const directory = path.join(__dirname, '..', '..', '__testfixtures__', 'mcp-sdk');
const header = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
const server = new McpServer({ name: 's', version: '1.0.0' });
`;

function migrate(body: string) {
  const result = transformSource(header + body, path.join(directory, 'inline.ts'), [mcpSdkFrontEnd], {
    adapterPath: path.join(directory, 'std-tool.ts'),
  });
  expect(result.error).toBeUndefined();
  return { output: result.output ?? '', tied: result.tools.map((tool) => [tool.name, tool.tied.length > 0]) };
}

const tool = (name: string, handler: string) =>
  `server.registerTool('${name}', { inputSchema: { word: z.string() } }, ${handler});\n`;

describe('a local helper that only builds an MCP result', () => {
  it('is unwrapped with its arguments in place of its parameters', () => {
    const { output, tied } = migrate(
      `function text(value: string) { return { content: [{ type: 'text' as const, text: value }] }; }
const shown = (label: string, word: string) => ({ content: [{ type: 'text' as const, text: \`\${label}: \${word}\` }] });
const json = (value: object) => ({ content: [{ type: 'text' as const, text: JSON.stringify({ value }) }], structuredContent: { value } });
` +
        tool('plain', 'async ({ word }) => text(word)') +
        tool('template', "async ({ word }) => shown('Word', word)") +
        tool('shorthand', 'async ({ word }) => { const box = { word }; return json(box); }'),
    );
    expect(tied).toEqual([
      ['plain', false],
      ['template', false],
      ['shorthand', false],
    ]);
    expect(output).toContain('execute: async ({ word }) => word,');
    expect(output).toContain("execute: async ({ word }) => `${'Word'}: ${word}`,");
    // The shorthand keeps its key: `{ value }` of the helper is `{ value: box }` here.
    expect(output).toContain('return { value: box };');
  });

  it('is left where the substitution or the rebuild could differ', () => {
    const { tied } = migrate(
      `const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });
async function later(value: string) { return { content: [{ type: 'text' as const, text: value }] }; }
const withDefault = (value = 'x') => ({ content: [{ type: 'text' as const, text: value }] });
const counted = (value: string) => ({ content: [{ type: 'text' as const, text: \`\${value} (\${arguments.length})\` }] });
const prefix = 'module';
const prefixed = (value: string) => ({ content: [{ type: 'text' as const, text: prefix + value }] });
class Replies { text(value: string) { return { content: [{ type: 'text' as const, text: value }] }; } }
const replies = new Replies();
` +
        tool('call-argument', 'async ({ word }) => text(word.trim())') +
        tool('async-helper', 'async ({ word }) => later(word)') +
        tool('default-parameter', 'async ({ word }) => withDefault(word)') +
        tool('reads-arguments', 'function ({ word }) { return counted(word); }') +
        tool('shadowed-name', "async ({ word }) => { const prefix = 'local'; return prefixed(word); }") +
        tool('method', 'async ({ word }) => replies.text(word)') +
        tool(
          'argument-declared-after',
          'async ({ word }) => { if (word) return text(later2); const later2 = word; return text(later2); }',
        ) +
        tool('fewer-arguments', 'async () => text()') +
        tool('after', 'async ({ word }) => afterward(word)') +
        `const afterward = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });\n`,
    );
    expect(tied.map(([name]) => name)).toEqual([
      'call-argument',
      'async-helper',
      'default-parameter',
      'reads-arguments',
      'shadowed-name',
      'method',
      'argument-declared-after',
      'fewer-arguments',
      'after',
    ]);
    expect(tied.filter(([, isTied]) => !isTied)).toEqual([]);
  });

  it('is left in a module with top-level await, where a handler made by a function may run before the helper is set', () => {
    const module = (wait: string) =>
      `${wait}const text = (value: string) => ({ content: [{ type: 'text' as const, text: value }] });
export function register() {
  ${tool('echo', 'async ({ word }) => text(word)')}}
`;
    expect(migrate(module('')).tied).toEqual([['echo', false]]);
    expect(migrate(module('export ')).tied).toEqual([['echo', false]]);
    expect(migrate(module('await Promise.resolve();\n')).tied).toEqual([['echo', true]]);
  });
});

describe('a private method called on `this`', () => {
  const method = "#text(value: string) { return { content: [{ type: 'text' as const, text: value }] }; }";
  const registration = (name: string) =>
    `server.registerTool('${name}', { inputSchema: { word: z.string() } }, async ({ word }) => this.#text(word))`;

  it('is unwrapped only where `this` is the instance being built', () => {
    const { tied } = migrate(
      `class Base {}
class Plain {
  field = ${registration('field')};
  constructor() { ${registration('constructor')}; }
  ${method}
}
class Derived extends Base {
  constructor() { super(); ${registration('derived-constructor')}; }
  ${method}
}
class Others {
  static shared = (() => { ${registration('static-field')}; return 1; })();
  method() { ${registration('method')}; }
  nested = function (this: Others) { ${registration('function-expression')}; };
  ${method}
}
`,
    );
    expect(tied).toEqual([
      ['field', false],
      ['constructor', false],
      ['derived-constructor', true],
      ['static-field', true],
      ['method', true],
      ['function-expression', true],
    ]);
  });
});

describe('a constant that only the return reads', () => {
  it.each([
    {
      handler:
        "async ({ word }) => { const result = { content: [{ type: 'text' as const, text: word }] }; return result; }",
      kept: 'const result = word; return result;',
    },
    {
      // A signal read in the text is read through abortSignalOf, as anywhere else in the handler.
      handler:
        "async ({ word }, extra) => { const result = { content: [{ type: 'text' as const, text: `${word}: ${String(extra.signal.aborted)}` }] }; return result; }",
      kept: 'const result = `${word}: ${String(abortSignalOf(extra).aborted)}`; return result;',
    },
  ])('holds the text instead: $kept', ({ handler, kept }) => {
    const { output, tied } = migrate(tool('greet', handler));
    expect(tied).toEqual([['greet', false]]);
    expect(output).toContain(kept);
  });

  it('is kept when annotated, read elsewhere, or an object result', () => {
    const { tied } = migrate(
      tool(
        'annotated',
        "async ({ word }) => { const result: object = { content: [{ type: 'text' as const, text: word }] }; return result as never; }",
      ) +
        tool(
          'read-twice',
          "async ({ word }) => { const result = { content: [{ type: 'text' as const, text: word }] }; if (!word) return result; return result; }",
        ) +
        tool(
          'structured',
          "async ({ word }) => { const value = { word }; const result = { content: [{ type: 'text' as const, text: JSON.stringify(value) }], structuredContent: value }; return result; }",
        ),
    );
    expect(tied).toEqual([
      ['annotated', true],
      ['read-twice', true],
      ['structured', true],
    ]);
  });
});
