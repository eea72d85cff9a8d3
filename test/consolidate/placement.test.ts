/**
 * Rule 1 of the placement keeps a definition where it is only when importing it from
 * there loads no framework the importing file does not load already; otherwise rule 2
 * moves it to `<source root>/tools/<name>.ts`.
 */
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyse } from '../../cli/consolidate/analyse';
import { frameworkOfSpecifier } from '../../cli/consolidate/framework-packages';
import { placeDefinition, type Placement } from '../../cli/consolidate/placement';

const root = path.resolve('/project/src');
const layout = { toolsDirectoryOf: () => path.join(root, 'tools'), exists: () => false };

const definition = (adapter: string, call: string, header = '') =>
  [
    header,
    "import { z } from 'zod';",
    `import { standardTool, ${adapter} } from '../std-tool';`,
    '',
    'export const searchDocs = standardTool({',
    "  name: 'search_docs',",
    "  description: 'Search the documentation',",
    '  inputSchema: z.object({ query: z.string() }),',
    '  execute: async ({ query }) => query,',
    '});',
    call,
    '',
  ].join('\n');

/** The placement of the one group, with the defining module first in file order. */
function place(files: Record<string, string>): Placement {
  const texts = new Map(Object.entries(files).map(([file, text]) => [path.join(root, file), text]));
  const analysis = analyse(texts, { packageOf: () => root });
  expect(analysis.groups).toHaveLength(1);
  return placeDefinition(analysis.groups[0]!, analysis.files, layout, new Set());
}

const where = (placement: Placement) =>
  placement.kind === 'moves'
    ? `moves to ${path.relative(root, placement.target)}`
    : placement.kind === 'stays'
      ? `stays in ${path.relative(root, placement.winner.file)}`
      : `blocked: ${placement.reason}`;

const mcpServer = definition(
  'registerMcpTool',
  'registerMcpTool(server, searchDocs);',
  "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';\nconst server = new McpServer({ name: 'x', version: '1' });",
);

describe('placement rule 1 and the frameworks a module loads', () => {
  it('stays in a module that loads no framework', () => {
    expect(
      where(
        place({
          'a/agent.ts': definition('toLangChain', 'export const tool = toLangChain(searchDocs);'),
          'b/server.ts': mcpServer,
        }),
      ),
    ).toBe('stays in a/agent.ts');
  });

  it('moves out of a module that loads another framework (LangChain into the MCP server)', () => {
    const agent = definition(
      'toLangChain',
      'export const tool = toLangChain(searchDocs);\nexport const ask = (text: string) => new HumanMessage(text);',
      "import { HumanMessage } from '@langchain/core/messages';",
    );
    expect(where(place({ 'a/agent.ts': agent, 'b/server.ts': mcpServer }))).toBe('moves to tools/search_docs.ts');
  });

  it('counts the other packages of a framework (its npm scope, its companions)', () => {
    const agent = definition(
      'toLangChain',
      'export const tool = toLangChain(searchDocs);\nexport const model = new ChatOpenAI();',
      "import { ChatOpenAI } from '@langchain/openai';",
    );
    expect(where(place({ 'a/agent.ts': agent, 'b/server.ts': mcpServer }))).toBe('moves to tools/search_docs.ts');
    expect(frameworkOfSpecifier('@ai-sdk/openai')).toBe('ai-sdk');
    expect(frameworkOfSpecifier('genkit/beta')).toBe('genkit');
    expect(frameworkOfSpecifier('@genkit-ai/googleai')).toBe('genkit');
    expect(frameworkOfSpecifier('langchain/agents')).toBe('langchain');
    expect(frameworkOfSpecifier('@modelcontextprotocol/server')).toBe('mcp-sdk');
    expect(frameworkOfSpecifier('aiohttp')).toBeUndefined();
    expect(frameworkOfSpecifier('zod')).toBeUndefined();
  });

  it('stays when the module loads only the importing file’s own framework', () => {
    const tools = definition(
      'toAiSdk',
      'export const tool = toAiSdk(searchDocs);\nexport const stopWhen = stepCountIs(3);',
      "import { stepCountIs } from 'ai';",
    );
    const chat = definition('toAiSdk', 'export const chatTools = { search_docs: toAiSdk(searchDocs) };').replace(
      'export const searchDocs',
      'const searchDocs',
    );
    expect(where(place({ 'a/tools.ts': tools, 'b/chat.ts': chat }))).toBe('stays in a/tools.ts');
  });

  it('stays when the importing file loads that framework itself', () => {
    const agent = definition(
      'toLangChain',
      'export const tool = toLangChain(searchDocs);\nexport const ask = (text: string) => new HumanMessage(text);',
      "import { HumanMessage } from '@langchain/core/messages';",
    );
    const server = mcpServer.replace(
      "import { z } from 'zod';",
      "import { z } from 'zod';\nimport { AIMessage } from '@langchain/core/messages';\nexport const reply = new AIMessage('x');",
    );
    expect(where(place({ 'a/agent.ts': agent, 'b/server.ts': server }))).toBe('stays in a/agent.ts');
  });

  it('does not count a type-only import: it loads nothing', () => {
    const agent = definition(
      'toLangChain',
      'export const tool = toLangChain(searchDocs);\nexport type Model = BaseChatModel;',
      "import type { BaseChatModel } from '@langchain/core/language_models/chat_models';",
    );
    expect(where(place({ 'a/agent.ts': agent, 'b/server.ts': mcpServer }))).toBe('stays in a/agent.ts');
  });

  it('a picked definition that reads its own module and would bring its framework along is reported, not moved', () => {
    const agent = definition(
      'toLangChain',
      'export const tool = toLangChain(searchDocs);\nexport const ask = (text: string) => new HumanMessage(text);',
      "import { HumanMessage } from '@langchain/core/messages';\nconst prefix = 'Found';",
    ).replace('execute: async ({ query }) => query,', 'execute: async ({ query }) => `${prefix} ${query}`,');
    const texts = new Map([
      [path.join(root, 'a/agent.ts'), agent],
      [path.join(root, 'b/server.ts'), mcpServer],
    ]);
    const analysis = analyse(texts, { packageOf: () => root });
    const group = analysis.groups[0]!;
    const picked = group.sites.find((site) => site.file.endsWith('agent.ts'))!;
    const placement = placeDefinition(group, analysis.files, layout, new Set(), picked);
    expect(placement).toEqual({
      kind: 'blocked',
      reason: `${path.relative(process.cwd(), picked.file)}:${picked.line} reads \`prefix\` of its own module, so it cannot move, and importing it from there would load langchain into ${path.relative(process.cwd(), path.join(root, 'b/server.ts'))}`,
    });
  });
});
