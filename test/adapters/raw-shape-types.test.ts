/**
 * An MCP schema the code does not show the kind of migrates as written (the MCP adapters take a
 * schema or a raw shape at run time). When it is a raw shape — `getCommonSchema()` returning a
 * `z.ZodRawShape`, seen in genkit-tools — `standardTool()` must still compile and type `execute`'s
 * input from it, as `registerTool` did. The type checks run in `npm run typecheck`.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { describe, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { registerMcpTool } from '../../adapters/mcp';
import { standardTool } from '../../adapters/standard-tool';

const commonShape = (): z.ZodRawShape => ({ projectRoot: z.string() });
const WeatherShape = { city: z.string(), days: z.number().optional() };

describe('a raw shape in a standard tool (MCP, kept as written)', () => {
  it('types execute by the shape, and a zod object as before', () => {
    const fromCall = standardTool({
      name: 'common',
      description: 'A tool whose shape comes from a helper',
      inputSchema: commonShape(),
      execute: async ({ projectRoot }) => String(projectRoot),
    });
    const fromConstant = standardTool({
      name: 'weather',
      description: 'Weather',
      inputSchema: WeatherShape,
      execute: async ({ city, days }) => `${city.toUpperCase()} ${days ?? 0}`,
    });
    const fromObject = standardTool({
      name: 'search',
      description: 'Search',
      inputSchema: z.object({ query: z.string().default('') }),
      execute: async ({ query }) => query.length,
    });
    // Each key is read from its field's output type (an optional field is present, maybe undefined).
    expectTypeOf<Parameters<typeof fromConstant.execute>[0]>().toEqualTypeOf<{
      city: string;
      days: number | undefined;
    }>();
    expectTypeOf<Parameters<typeof fromObject.execute>[0]>().toEqualTypeOf<{ query: string }>();
    expectTypeOf<Parameters<typeof fromCall.execute>[0]>().toEqualTypeOf<{ [key: string]: unknown }>();

    const server = new McpServer({ name: 'raw-shapes', version: '1.0.0' });
    registerMcpTool(server, fromCall);
    registerMcpTool(server, fromConstant);
    registerMcpTool(server, fromObject);
  });
});
