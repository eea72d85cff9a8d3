import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { registerMcpTool, standardTool } from './std-tool';

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

  const pokemonDefinition = standardTool({
    name: 'pokemon',
    description: 'Describe a pokemon',
    inputSchema: z.object({ name: z.string() }),
    execute: async ({ name }) => formatPokemon({ name, abilities: [{ name: 'run' }, { name: 'hide' }] }),
  });
  registerMcpTool(server, pokemonDefinition);

  const countDefinition = standardTool({
    name: 'count',
    description: 'Describe a count',
    inputSchema: z.object({ count: z.number() }),
    execute: ({ count }) => describe(count),
  });
  registerMcpTool(server, countDefinition);

  const greet = standardTool({
    name: 'greet',
    description: 'Greet',
    inputSchema: z.object({ name: z.string() }),
    execute: async ({ name }) => await greeting(name),
  });
  registerMcpTool(server, greet);

  const maybeDefinition = standardTool({
    name: 'maybe',
    description: 'Maybe',
    inputSchema: z.object({ flag: z.boolean() }),
    execute: ({ flag }) => maybe(flag) as string,
  });
  registerMcpTool(server, maybeDefinition, {
    toMcpResult: (text) => ({
      content: [{ type: 'text', text }],
    }),
  });

  const echoDefinition = standardTool({
    name: 'echo',
    description: 'Echo',
    inputSchema: z.object({ value: z.string() }),
    execute: ({ value }) => ({
      content: [{ type: 'text', text: echo(value) as string }],
    }),
  });
  registerMcpTool(server, echoDefinition);

  const countdownDefinition = standardTool({
    name: 'countdown',
    description: 'Count down',
    inputSchema: z.object({ n: z.number() }),
    execute: ({ n }) => ({
      content: [{ type: 'text', text: countdown(n) as string }],
    }),
  });
  registerMcpTool(server, countdownDefinition);

  const pickDefinition = standardTool({
    name: 'pick',
    description: 'Pick',
    inputSchema: z.object({ flag: z.boolean() }),
    execute: ({ flag }) => pick(flag, 'Ann'),
  });
  registerMcpTool(server, pickDefinition);

  const typedDefinition = standardTool({
    name: 'typed',
    description: 'Typed',
    inputSchema: z.object({ n: z.number() }),
    execute: ({ n }) => ({
      content: [{ type: 'text', text: typed(n) as string }],
    }),
  });
  registerMcpTool(server, typedDefinition);

  const replacedDefinition = standardTool({
    name: 'replaced',
    description: 'Replaced',
    inputSchema: z.object({ n: z.number() }),
    execute: ({ n }) => replaced(n),
  });
  registerMcpTool(server, replacedDefinition);

  const promise = standardTool({
    name: 'promise',
    description: 'Not awaited',
    inputSchema: z.object({ name: z.string() }),
    execute: ({ name }) => ({
      content: [{ type: 'text', text: greeting(name) as unknown as string }],
    }),
  });
  registerMcpTool(server, promise);

  return server;
}
