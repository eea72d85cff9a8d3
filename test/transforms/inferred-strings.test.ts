/**
 * A function of the file with no return type whose every return is a string (and whose end is never
 * reached) gives a string, as TypeScript infers it (transforms/lib/declared-string.ts): an MCP text that
 * calls it is unwrapped from the code alone, and the type oracle is not asked (a program spared). What
 * the code cannot prove is asked as before.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mcpSdkFrontEnd } from '../../transforms/front-ends/mcp-sdk';
import { transformSource } from '../../transforms/lib/engine';

const directory = path.join(__dirname, '..', '..', '__testfixtures__', 'mcp-sdk');

function migrate(source: string, file = 'inline.ts') {
  const result = transformSource(source, path.join(directory, file), [mcpSdkFrontEnd], {
    adapterPath: path.join(directory, 'std-tool.ts'),
  });
  expect(result.error).toBeUndefined();
  const asked = (result.askedTypes ?? []).map(({ question }) => source.slice(question.start, question.end));
  // Registrations in the order of the tools; registered without options and not tied, `execute` returns the
  // text itself (no template, no kept result).
  const withoutOptions = [...(result.output ?? '').matchAll(/registerMcpTool\(server, \w+(\);)?/g)].map(
    (match) => match[1] !== undefined,
  );
  const plain = result.tools
    .filter((tool, index) => tool.tied.length === 0 && withoutOptions[index])
    .map((tool) => tool.name);
  return { plain, asked };
}

describe('strings inferred from a function of the file', () => {
  it('fixture 100 without a type oracle: the inferred ones are unwrapped and never asked', () => {
    const source = readFileSync(path.join(directory, '100-inferred-string-functions.input.ts'), 'utf8');
    const { plain, asked } = migrate(source, '100-inferred-string-functions.input.ts');
    expect(plain).toEqual(['pokemon', 'count', 'greet']);
    expect(asked).not.toContain("formatPokemon({ name, abilities: [{ name: 'run' }, { name: 'hide' }] })");
    expect(asked).not.toContain('describe(count)');
    expect(asked).not.toContain('await greeting(name)');
    // What only the checker can say is still asked of it.
    expect(asked).toContain("pick(flag, 'Ann')");
    expect(asked).toContain('replaced(n)');
  });

  it.each([
    ['an arrow whose body is a template', `const f = (n: number) => \`#\${n}\`;`, 'f(1)', true],
    ['a function expression', `const f = function () { return 'x'; };`, 'f()', true],
    [
      'branches, each a string',
      `function f(a: boolean) { if (a) { return 'a'; } else { return 'b'; } }`,
      'f(true)',
      true,
    ],
    ['an end that may be reached', `function f(a: boolean) { if (a) return 'a'; }`, 'f(true)', false],
    ['a return of a parameter', `function f(a: string) { return a; }`, "f('x')", false],
    ['a bare return', `function f(a: boolean) { if (a) return; return 'x'; }`, 'f(true)', false],
    ['an async function not awaited', `async function f() { return 'x'; }`, 'f()', false],
    ['a generator', `function* f() { return 'x'; }`, 'f()', false],
    ['a typed declaration', `const f: () => unknown = () => 'x';`, 'f()', false],
    ['a function assigned again', `let f = () => 'x'; f = () => 'y';`, 'f()', false],
    [
      'a recursion',
      `function f(n: number): unknown { return n ? g(n) : 'x'; }\nfunction g(n: number) { return f(n - 1); }`,
      'g(1)',
      false,
    ],
  ])('%s', (_, declaration, text, plain) => {
    const source = `import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
${declaration}
const server = new McpServer({ name: 's', version: '1.0.0' });
server.registerTool('t', { description: 'T' }, async () => ({ content: [{ type: 'text', text: ${text} }] }));
`;
    expect(migrate(source).plain).toEqual(plain ? ['t'] : []);
  });
});
