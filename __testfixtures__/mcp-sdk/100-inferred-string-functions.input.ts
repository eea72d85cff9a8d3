import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

interface Pokemon {
  name: string;
  abilities: { name: string }[];
}

// No return type: every return is a string, and the end is never reached.
function formatPokemon(pokemon: Pokemon) {
  return [`Name: ${pokemon.name}`, `Abilities: ${pokemon.abilities.map((ability) => ability.name).join(', ')}`].join(
    '\n',
  );
}

const label = (count: number) => (count === 1 ? 'one item' : `${count} items`);

// Strings on every path, one of them from another such function.
function describe(count: number) {
  if (count < 0) {
    return 'negative';
  } else if (count === 0) {
    return String(count) + ' items';
  }
  return label(count);
}

const greeting = async function (name: string) {
  return `hello ${name}`;
};

// Not provably a string: the end may be reached (undefined).
function maybe(flag: boolean) {
  if (flag) return 'yes';
}

// Not provably a string: a parameter's value.
function echo(value: unknown) {
  return value;
}

// Not provably a string: it calls itself, which is never followed to its end.
function countdown(n: number): unknown {
  return n > 0 ? countdown(n - 1) : 'done';
}

// A parameter's value: syntax cannot tell, the checker can (`name: string`).
function pick(flag: boolean, name: string) {
  return flag ? name : 'nobody';
}

// The declaration's type says what a call gives, not the function written.
const typed: (n: number) => unknown = (n) => `${n}`;

// Reassigned: the function called may be another.
let replaced = (n: number) => `${n}`;
replaced = (n: number) => String(n + 1);

export function createServer() {
  const server = new McpServer({ name: 'inferred-string-functions', version: '1.0.0' });

  server.registerTool(
    'pokemon',
    { description: 'Describe a pokemon', inputSchema: { name: z.string() } },
    async ({ name }) => ({
      content: [{ type: 'text', text: formatPokemon({ name, abilities: [{ name: 'run' }, { name: 'hide' }] }) }],
    }),
  );

  server.registerTool('count', { description: 'Describe a count', inputSchema: { count: z.number() } }, ({ count }) => ({
    content: [{ type: 'text', text: describe(count) }],
  }));

  server.registerTool('greet', { description: 'Greet', inputSchema: { name: z.string() } }, async ({ name }) => ({
    content: [{ type: 'text', text: await greeting(name) }],
  }));

  server.registerTool('maybe', { description: 'Maybe', inputSchema: { flag: z.boolean() } }, ({ flag }) => ({
    content: [{ type: 'text', text: maybe(flag) as string }],
  }));

  server.registerTool('echo', { description: 'Echo', inputSchema: { value: z.string() } }, ({ value }) => ({
    content: [{ type: 'text', text: echo(value) as string }],
  }));

  server.registerTool('countdown', { description: 'Count down', inputSchema: { n: z.number() } }, ({ n }) => ({
    content: [{ type: 'text', text: countdown(n) as string }],
  }));

  server.registerTool('pick', { description: 'Pick', inputSchema: { flag: z.boolean() } }, ({ flag }) => ({
    content: [{ type: 'text', text: pick(flag, 'Ann') }],
  }));

  server.registerTool('typed', { description: 'Typed', inputSchema: { n: z.number() } }, ({ n }) => ({
    content: [{ type: 'text', text: typed(n) as string }],
  }));

  server.registerTool('replaced', { description: 'Replaced', inputSchema: { n: z.number() } }, ({ n }) => ({
    content: [{ type: 'text', text: replaced(n) }],
  }));

  server.registerTool('promise', { description: 'Not awaited', inputSchema: { name: z.string() } }, ({ name }) => ({
    content: [{ type: 'text', text: greeting(name) as unknown as string }],
  }));

  return server;
}
