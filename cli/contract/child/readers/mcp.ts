/**
 * MCP: a real client on an in-memory transport asks the server for `tools/list`,
 * exactly what any MCP client receives. v1 (`@modelcontextprotocol/sdk`) and v2
 * (`@modelcontextprotocol/server` + `@modelcontextprotocol/client`).
 */
import type { Foreign } from '../foreign';
import type { PackageLoader } from '../project-packages';
import type { ReachedTool } from '../../types';
import { plainJson } from './plain-json';

interface ClientSide {
  Client: new (info: { name: string; version: string }) => Foreign;
  InMemoryTransport: { createLinkedPair(): [Foreign, Foreign] };
}

async function clientSide(packages: PackageLoader): Promise<ClientSide | undefined> {
  const v1Client = await packages('@modelcontextprotocol/sdk/client/index.js');
  const v1Memory = await packages('@modelcontextprotocol/sdk/inMemory.js');
  if (v1Client?.Client && v1Memory?.InMemoryTransport)
    return { Client: v1Client.Client, InMemoryTransport: v1Memory.InMemoryTransport };
  const v2Client = await packages('@modelcontextprotocol/client');
  const v2Server = await packages('@modelcontextprotocol/server');
  if (v2Client?.Client && v2Server?.InMemoryTransport)
    return { Client: v2Client.Client, InMemoryTransport: v2Server.InMemoryTransport };
  return undefined;
}

export async function readMcpServer(server: Foreign, via: string, packages: PackageLoader): Promise<ReachedTool[]> {
  const side = await clientSide(packages);
  if (!side) throw new Error('no MCP client package found in the project to list the tools with');
  const [clientTransport, serverTransport] = side.InMemoryTransport.createLinkedPair();
  await server.connect(serverTransport);
  const client = new side.Client({ name: 'std-tool-migrate-contract', version: '1.0.0' });
  await client.connect(clientTransport);
  try {
    const tools: ReachedTool[] = [];
    let cursor: string | undefined;
    do {
      const page = await client.listTools(cursor === undefined ? {} : { cursor });
      for (const tool of page.tools as Array<Foreign>) {
        tools.push({
          framework: 'mcp-sdk',
          name: tool.name,
          ...(typeof tool.title === 'string' && { title: tool.title }),
          ...(typeof tool.description === 'string' && { description: tool.description }),
          input: plainJson(tool.inputSchema),
          output: plainJson(tool.outputSchema),
          via,
        });
      }
      cursor = page.nextCursor;
    } while (cursor);
    return tools;
  } finally {
    await client.close();
  }
}
