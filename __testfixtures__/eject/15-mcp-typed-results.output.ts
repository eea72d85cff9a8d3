import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { standardTool, registerMcpTool } from './std-tool';

type Forecast = {
  city: string;
  high: number;
};

interface Station {
  id: string;
}

function forecastFor(city: string): Forecast {
  return { city, high: city.length + 10 };
}

function report(city: string): CallToolResult {
  return { content: [{ type: 'text', text: `report for ${city}` }] };
}

async function status(): Promise<CallToolResult> {
  return { content: [{ type: 'text', text: 'up' }] };
}

const stationOf = (id: string): Station => ({ id });

const lookUp = (id: string): Promise<string> => Promise.resolve(`item ${id}`);

export function createServer() {
  const server = new McpServer({ name: 'typed-results', version: '1.0.0' });

  // A string by the input schema's type (the type oracle): one text block.
  server.registerTool(
    'echo',
    {
      description: 'Echo a value',
      inputSchema: { value: z.string() },
    },
    async ({ value }) => ({ content: [{ type: 'text', text: value }] }),
  );

  // A string by a library's declared type.
  server.registerTool(
    'pretty',
    {
      description: 'Pretty JSON',
      inputSchema: { value: z.number() },
    },
    ({ value }) => ({ content: [{ type: 'text', text: JSON.stringify({ value }, null, 2) }] }),
  );

  // A plain record by its type: JSON text and structuredContent.
  server.registerTool(
    'forecast',
    {
      description: 'The forecast',
      inputSchema: { city: z.string() },
    },
    async ({ city }) => {
      const result = forecastFor(city);
      return { content: [{ type: 'text', text: JSON.stringify(result) }], structuredContent: result };
    },
  );

  // In a block, `result` taken: the constant is `result2`.
  server.registerTool(
    'trimmed',
    {
      description: 'The forecast, city trimmed',
      inputSchema: { city: z.string() },
    },
    async ({ city }) => {
      const result = city.trim();
      const result2 = forecastFor(result);
      return { content: [{ type: 'text', text: JSON.stringify(result2) }], structuredContent: result2 };
    },
  );

  // Already an MCP result by its type: kept as written.
  server.registerTool(
    'reported',
    {
      description: 'A report',
      inputSchema: { city: z.string() },
    },
    ({ city }) => report(city),
  );

  // A named handler that returns MCP results: handed to the SDK as it is.
  server.registerTool(
    'status',
    {
      description: 'Is it up?',
    },
    status,
  );

  // A promise of a string, not awaited here: the adapter awaited it; eject leaves it (reported).
  const item = standardTool({
    name: 'item',
    description: 'An item',
    inputSchema: z.object({ id: z.string() }),
    execute: ({ id }) => lookUp(id),
  });
  registerMcpTool(server, item);

  // A string or a number: decided at run time; left as it is (reported).
  const either = standardTool({
    name: 'either',
    description: 'A string or a number',
    inputSchema: z.object({ n: z.number() }),
    execute: async ({ n }) => (n > 0 ? `positive ${n}` : n),
  });
  registerMcpTool(server, either);

  // A record with an index signature may hold `content`: left as it is (reported).
  const loose = standardTool({
    name: 'loose',
    description: 'Any record',
    inputSchema: z.object({ key: z.string() }),
    execute: async ({ key }): Promise<Record<string, unknown>> => ({ [key]: true }),
  });
  registerMcpTool(server, loose);

  // An interface is no string-keyed record to the SDK's types: left as it is (reported).
  const station = standardTool({
    name: 'station',
    description: 'A station',
    inputSchema: z.object({ id: z.string() }),
    execute: async ({ id }) => stationOf(id),
  });
  registerMcpTool(server, station);

  return server;
}
