/**
 * Consolidation changes no behaviour: for each merged fixture, the project before
 * (`input/`) and after (`expected/`) are imported side by side, with the adapter module
 * rendered beside them, and driven through the real frameworks: every tool's name,
 * description, JSON Schema and call result must be the same (Genkit's as its tool
 * action's definition and a direct run). After an interactive pick,
 * only what the summary announced may differ.
 */
import { StructuredTool } from '@langchain/core/tools';
import { convertToOpenAITool } from '@langchain/core/utils/function_calling';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { RunContext } from '@openai/agents';
import { asSchema } from 'ai';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { frameworkIds } from '../../transforms/frameworks';
import { renderAdapterModule } from '../../cli/adapter-module/render';
import { normalizedName } from '../../cli/report/inventory';
import { packageVersions } from '../../cli/runner/projects';
import { connectMcpV1 } from '../adapters/support/mcp-harness';
import { schemaView } from '../transforms/support/mastra-equivalence';
import { genkitDefinition, isGenkitTool, runGenkitTool } from './support/genkit-observe';
import { readTree } from './support/run-fixture';

const repoRoot = path.join(__dirname, '..', '..');
const fixturesRoot = path.join(repoRoot, '__testfixtures__', 'consolidate');
// Inside the repository: the modules resolve the installed framework packages.
const workspace = path.join(repoRoot, `.tmp-consolidate-equivalence-${process.pid}`);
afterAll(() => rmSync(workspace, { recursive: true, force: true }));

/** The arguments each tool is called with, by normalised tool name. */
const ARGUMENTS: Record<string, Record<string, unknown>> = {
  searchdocs: { query: 'zod' },
  getweather: { city: 'Paris' },
  currentweather: { city: 'Paris' },
  time: { zone: 'UTC' },
  convertcurrency: { amount: 10, from: 'EUR', to: 'USD' },
  convertunits: { metres: 2 },
};

async function settle(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return { returned: JSON.parse(JSON.stringify(await run())) };
  } catch (error) {
    return { thrown: error instanceof Error ? error.message : String(error) };
  }
}

/** A copy of a fixture tree with the adapter module it imports, as real files. */
function materialise(source: string, label: string): string {
  const target = path.join(workspace, label);
  mkdirSync(target, { recursive: true });
  cpSync(source, target, { recursive: true });
  const rendered = renderAdapterModule(
    {
      frameworks: [...frameworkIds],
      packages: packageVersions(repoRoot),
      style: 'ts',
    },
    '0.0.0',
  );
  writeFileSync(path.join(target, 'std-tool.ts'), rendered.text);
  return target;
}

const isAiSdkTool = (
  value: unknown,
): value is { description?: string; inputSchema: unknown; execute: (...args: any[]) => Promise<unknown> } =>
  typeof value === 'object' &&
  value !== null &&
  Object.getPrototypeOf(value) === Object.prototype &&
  'inputSchema' in value &&
  // a standard tool (what `standardTool()` returns) has a name; an AI SDK tool has none
  !('name' in value) &&
  typeof (value as { execute?: unknown }).execute === 'function';

const isMastraTool = (
  value: unknown,
): value is { id: string; description: string; inputSchema: unknown; execute: (...args: any[]) => Promise<unknown> } =>
  typeof value === 'object' &&
  value !== null &&
  'id' in value &&
  typeof (value as { execute?: unknown }).execute === 'function';

/** An OpenAI Agents SDK function tool (what `tool()` returns). */
const isOpenAIAgentsTool = (
  value: unknown,
): value is {
  name: string;
  description: string;
  parameters: unknown;
  strict: boolean;
  invoke: (...args: any[]) => Promise<unknown>;
} =>
  typeof value === 'object' &&
  value !== null &&
  (value as { type?: unknown }).type === 'function' &&
  typeof (value as { invoke?: unknown }).invoke === 'function';

/** What every framework exposes, by framework and tool name, for every module of the tree. */
async function observeTree(root: string): Promise<Record<string, unknown>> {
  const seen: Record<string, unknown> = {};
  for (const file of readTree(root).keys()) {
    if (!/\.ts$/.test(file) || file === 'std-tool.ts') continue;
    const module = (await import(pathToFileURL(path.join(root, file)).href)) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(module)) {
      if (isGenkitTool(value)) {
        const definition = genkitDefinition(value);
        seen[`genkit ${definition.name}`] = {
          definition,
          call: await settle(() => runGenkitTool(value, ARGUMENTS[normalizedName(definition.name)])),
        };
      } else if (value instanceof McpServer) {
        const registered = (
          value as unknown as {
            _registeredTools: Record<
              string,
              {
                handler: unknown;
                inputSchema?: unknown;
                description?: string;
                title?: string;
                annotations?: unknown;
                callback?: unknown;
              }
            >;
          }
        )._registeredTools;
        const session = await connectMcpV1((server) => {
          // The module's server is already built: serve its registered tools from a fresh one.
          (server as unknown as { _registeredTools: unknown })._registeredTools = registered;
          (server as unknown as { setToolRequestHandlers: () => void }).setToolRequestHandlers();
        });
        for (const [name, tool] of Object.entries(await session.listTools()))
          seen[`mcp-sdk ${name}`] = {
            tool,
            call: await settle(() => session.callTool(name, ARGUMENTS[normalizedName(name)])),
          };
        await session.close();
      } else if (value instanceof StructuredTool || (Array.isArray(value) && value[0] instanceof StructuredTool)) {
        for (const tool of [value].flat() as StructuredTool[])
          seen[`langchain ${tool.name}`] = {
            openAi: convertToOpenAITool(tool),
            call: await settle(() => tool.invoke(ARGUMENTS[normalizedName(tool.name)]!)),
          };
      } else if (isOpenAIAgentsTool(value)) {
        const { name, description, parameters, strict } = value;
        seen[`openai-agents ${name}`] = {
          model: { description, parameters, strict },
          call: await settle(() =>
            value.invoke(new RunContext({}), JSON.stringify(ARGUMENTS[normalizedName(name)] ?? {})),
          ),
        };
      } else if (isMastraTool(value)) {
        seen[`mastra ${value.id}`] = {
          description: value.description,
          inputSchema: schemaView(value.inputSchema),
          call: await settle(() => value.execute({ context: ARGUMENTS[normalizedName(value.id)] })),
        };
      } else {
        const record = isAiSdkTool(value) ? { [exportName]: value } : (value as Record<string, unknown>);
        if (typeof record !== 'object' || record === null) continue;
        for (const [key, tool] of Object.entries(record)) {
          if (!isAiSdkTool(tool)) continue;
          seen[`ai-sdk ${key}`] = {
            description: tool.description,
            inputSchema: await asSchema(tool.inputSchema as never).jsonSchema,
            call: await settle(async () =>
              tool.execute(ARGUMENTS[normalizedName(key.replace(/Tool$/, ''))] ?? ARGUMENTS[normalizedName(key)], {
                toolCallId: 'call-1',
                messages: [],
              }),
            ),
          };
        }
      }
    }
  }
  return seen;
}

describe('consolidation keeps what every framework exposes and returns', () => {
  const merged: Record<string, string[]> = {
    '01-identical-three-frameworks': ['ai-sdk search_docs', 'langchain search_docs', 'mcp-sdk search_docs'],
    '02-name-variants': ['ai-sdk searchDocs', 'mastra search-docs', 'mcp-sdk search_docs'],
    '09-import-cycle': ['langchain search_docs', 'mcp-sdk search_docs'],
    '10-inline-and-satisfies': ['ai-sdk search_docs', 'mcp-sdk search_docs'],
    // A pick between copies that read differently but expose and return the same.
    '11-unused-after-merge': ['ai-sdk get_weather', 'langchain get_weather'],
    '12-genkit-shared-schema': ['ai-sdk getWeather', 'genkit get_weather', 'mastra get-weather'],
    '13-framework-stays-out': ['ai-sdk time', 'ai-sdk timeTool', 'langchain search_docs', 'mcp-sdk search_docs'],
    // A group by description: each framework keeps its own name.
    '14-same-description': ['ai-sdk current_weather', 'mcp-sdk get_weather'],
    // The MCP copy wrapped its text (`formatConversion` is `: string` in another module): unwrapped, it merges.
    '15-mcp-wrapped-result': ['ai-sdk convert_currency', 'langchain convert_currency', 'mcp-sdk convert_currency'],
    // The MCP copy answered with the JSON of untyped data: its template (`toMcpResult`) stays on its call.
    '17-mcp-result-template': ['ai-sdk convert_currency', 'langchain convert_currency', 'mcp-sdk convert_currency'],
    // The AI SDK's and the OpenAI Agents SDK's definitions of one tool: one standard tool.
    '16-ai-sdk-and-openai-agents': ['ai-sdk convert_units', 'openai-agents convert_units'],
  };
  for (const [name, tools] of Object.entries(merged)) {
    it(`${name}: ${tools.join(', ')}`, async () => {
      const before = await observeTree(materialise(path.join(fixturesRoot, name, 'input'), `${name}-before`));
      const after = await observeTree(materialise(path.join(fixturesRoot, name, 'expected'), `${name}-after`));
      expect(Object.keys(before).sort()).toEqual(tools);
      expect(after).toEqual(before);
    });
  }

  it('covers every fixture in which a group merges', () => {
    const mergedFixtures = [...new Set([...readTree(fixturesRoot).keys()].map((file) => file.split('/')[0]!))].filter(
      (name) =>
        existsSync(path.join(fixturesRoot, name, 'outcome.json')) &&
        (JSON.parse(readFileSync(path.join(fixturesRoot, name, 'outcome.json'), 'utf8')) as { merged: string[] }).merged
          .length > 0,
    );
    expect(mergedFixtures.sort()).toEqual([...Object.keys(merged), '04-different-descriptions-picked'].sort());
  });

  it('04-different-descriptions-picked: only the announced description changes', async () => {
    const name = '04-different-descriptions-picked';
    const before = await observeTree(materialise(path.join(fixturesRoot, name, 'input'), `${name}-before`));
    const after = await observeTree(materialise(path.join(fixturesRoot, name, 'expected'), `${name}-after`));
    const langchain = before['langchain get_weather'] as { openAi: { function: { description: string } } };
    const aiSdk = before['ai-sdk weatherTool'] as Record<string, unknown>;
    expect(aiSdk.description).not.toBe(langchain.openAi.function.description);
    expect(after).toEqual({
      ...before,
      'ai-sdk weatherTool': { ...aiSdk, description: langchain.openAi.function.description },
    });
  });
});
