/**
 * MCP test harness: a real McpServer and Client joined by the SDK's InMemoryTransport,
 * for `@modelcontextprotocol/sdk` 1.x and for the 2.x packages, offline.
 */
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport as InMemoryTransportV1 } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer as McpServerV1 } from '@modelcontextprotocol/sdk/server/mcp.js';
import { Client as ClientV2 } from '@modelcontextprotocol/client';
import { InMemoryTransport as InMemoryTransportV2, McpServer as McpServerV2 } from '@modelcontextprotocol/server';

export interface McpSession {
  /** `tools/list`, by tool name. */
  listTools(): Promise<Record<string, any>>;
  callTool(name: string, args?: Record<string, unknown>): Promise<any>;
  close(): Promise<void>;
}

/** Connects a v1 server, after `register` has added its tools, to a v1 client. */
export async function connectMcpV1(register: (server: McpServerV1) => void): Promise<McpSession> {
  const server = new McpServerV1({ name: 'test-server', version: '1.0.0' });
  register(server);
  const [clientTransport, serverTransport] = InMemoryTransportV1.createLinkedPair();
  await server.connect(serverTransport);
  const client = new ClientV1({ name: 'test-client', version: '1.0.0' });
  await client.connect(clientTransport);
  return session(client, () => server.close());
}

/** A v2 client that declares `capabilities` and installs its handlers in `setup`. */
export interface McpV2ClientSetup {
  capabilities?: ConstructorParameters<typeof ClientV2>[1] extends infer Options
    ? Options extends { capabilities?: infer Capabilities }
      ? Capabilities
      : never
    : never;
  setup?: (client: ClientV2) => void;
}

/** Connects a v2 server, after `register` has added its tools, to a v2 client. */
export async function connectMcpV2(
  register: (server: McpServerV2) => void,
  clientSetup?: McpV2ClientSetup,
): Promise<McpSession> {
  const server = new McpServerV2({ name: 'test-server', version: '1.0.0' });
  register(server);
  const [clientTransport, serverTransport] = InMemoryTransportV2.createLinkedPair();
  await server.connect(serverTransport);
  const client = new ClientV2(
    { name: 'test-client', version: '1.0.0' },
    clientSetup?.capabilities ? { capabilities: clientSetup.capabilities } : undefined,
  );
  clientSetup?.setup?.(client);
  await client.connect(clientTransport);
  return session(client, () => server.close());
}

interface McpClientLike {
  listTools(): Promise<{ tools: Array<{ name: string }> }>;
  callTool(request: { name: string; arguments?: Record<string, unknown> }): Promise<unknown>;
  close(): Promise<void>;
}

function session(client: McpClientLike, closeServer: () => Promise<void>): McpSession {
  return {
    listTools: async () => Object.fromEntries((await client.listTools()).tools.map((tool) => [tool.name, tool])),
    callTool: (name, args) => client.callTool({ name, ...(args !== undefined && { arguments: args }) }),
    close: async () => {
      await client.close();
      await closeServer();
    },
  };
}

/**
 * Registers the same tools on two servers, one natively and one through the adapter,
 * and hands back both sessions; closes them afterwards.
 */
export async function withMcpPair<Server>(
  connect: (register: (server: Server) => void) => Promise<McpSession>,
  registerNative: (server: Server) => void,
  registerAdapted: (server: Server) => void,
  check: (native: McpSession, adapted: McpSession) => Promise<void>,
): Promise<void> {
  const native = await connect(registerNative);
  const adapted = await connect(registerAdapted);
  try {
    await check(native, adapted);
  } finally {
    await native.close();
    await adapted.close();
  }
}
