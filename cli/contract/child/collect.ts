/**
 * Walks a module's exports and reads every tool it can reach: tools and records (or
 * arrays) of tools, MCP servers, Genkit instances and tool actions, LangChain, Mastra
 * and standard tools, and MCP servers returned by zero-argument factories whose name
 * says they build one (`createServer()`); other functions are never called.
 */
import type { Foreign } from './foreign';
import type { ContractFramework, ModuleReport, ReachedTool } from '../types';
import { isGenkitInstance, isMcpServer, isPlainObject, toolFramework } from './detect';
import { projectOrigins, type Origins } from './origin';
import { dependencyOf, type PackageLoader, projectPackages } from './project-packages';
import { readAiSdkTool } from './readers/ai-sdk';
import { readGenkitAction, readGenkitInstance } from './readers/genkit';
import { readLangChainTool } from './readers/langchain';
import { readMastraTool } from './readers/mastra';
import { readMcpServer } from './readers/mcp';
import { readOpenAIAgentsTool } from './readers/openai-agents';
import { readStandardTool } from './readers/standard';

/** `createServer`, `makeMcpServer`, `buildServer`: called to reach the server they return. */
const SERVER_FACTORY = /^(create|make|build|new|get)\w*(server|mcp)\w*$/i;

interface Context {
  packages: PackageLoader;
  mastraCompat: PackageLoader;
  report: ModuleReport;
  origins: Origins;
  /** Values already read: a CommonJS module shows each export twice. */
  seen: Set<unknown>;
  /** Each tool object read, and what it gave: one tool reached by its export and by a record key counts once. */
  reached: Map<unknown, { tool: ReachedTool; byKey: boolean }>;
}

export async function collectModule(modulePath: string, exports: Record<string, unknown>): Promise<ModuleReport> {
  const context: Context = {
    packages: projectPackages(modulePath),
    mastraCompat: dependencyOf(modulePath, '@mastra/core'),
    report: { tools: [], unreadable: [], listening: [] },
    origins: await projectOrigins(modulePath),
    seen: new Set(),
    reached: new Map(),
  };
  const named = Object.keys(exports)
    .filter((name) => name !== 'default' && name !== 'module.exports')
    .sort();
  for (const name of named) await readExport(context, name, exports[name]);
  // A CommonJS module's exports arrive as `default` (named ones only when Node can detect
  // them): its entries are read as exports, once each.
  const fallback = exports.default;
  if (isPlainObject(fallback) && toolFramework(fallback, context.origins) === undefined && !isMcpServer(fallback)) {
    for (const name of Object.keys(fallback).sort()) await readExport(context, name, fallback[name]);
  } else if (fallback !== undefined) {
    await readExport(context, 'default', fallback);
  }
  return context.report;
}

async function readExport(context: Context, name: string, value: unknown): Promise<void> {
  if (context.seen.has(value)) return;
  if (typeof value === 'object' || typeof value === 'function') context.seen.add(value);
  if (
    typeof value === 'function' &&
    value.length === 0 &&
    SERVER_FACTORY.test(name) &&
    toolFramework(value, context.origins) === undefined
  ) {
    await attempt(context, 'mcp-sdk', `${name}()`, async () => {
      const made = await (value as () => unknown)();
      if (isMcpServer(made)) context.report.tools.push(...(await readMcpServer(made, `${name}()`, context.packages)));
    });
    return;
  }
  if (await readValue(context, value, name, name)) return;
  // A record or an array of tools: one level down, named by key.
  if (typeof value === 'object' && value !== null && !ArrayBuffer.isView(value)) {
    for (const [entryKey, entry] of Object.entries(value)) {
      await readValue(context, entry, entryKey, `${name}.${entryKey}`);
    }
  }
}

/** Reads one value if it is a tool or a tool container; true when it was one. */
async function readValue(context: Context, value: unknown, key: string, via: string): Promise<boolean> {
  const { packages, report } = context;
  if (isMcpServer(value)) {
    await attempt(context, 'mcp-sdk', via, async () =>
      report.tools.push(...(await readMcpServer(value, via, packages))),
    );
    return true;
  }
  if (isGenkitInstance(value)) {
    await attempt(context, 'genkit', via, async () =>
      report.tools.push(...(await readGenkitInstance(value, via, packages))),
    );
    return true;
  }
  const framework = toolFramework(value, context.origins);
  if (framework === undefined) return false;
  // Its record key is the name a model sees when the record is handed over: it wins over the export's.
  const byKey = via !== key;
  const earlier = context.reached.get(value);
  if (earlier && (earlier.byKey || !byKey)) return true;
  const tool = value as Foreign;
  // Only standard and Mastra tools are read through the adapters' JSON Schema, and so its fallbacks:
  // loaded for them alone (a quarter of a second a module otherwise). Their packages are dependencies
  // of this package: a failure here is a broken install, the module's failure, and said so.
  if (framework === 'standard' || framework === 'mastra') await import('./fallbacks.js');
  await attempt(context, framework, via, async () => {
    const read = await readTool(context, framework, tool, key, via);
    if (earlier) report.tools.splice(report.tools.indexOf(earlier.tool), 1);
    context.reached.set(value, { tool: read, byKey });
    report.tools.push(read);
  });
  return true;
}

function readTool(
  context: Context,
  framework: ContractFramework,
  tool: Foreign,
  key: string,
  via: string,
): Promise<ReachedTool> | ReachedTool {
  switch (framework) {
    case 'genkit':
      return readGenkitAction(tool, via, context.packages);
    case 'langchain':
      return readLangChainTool(tool, via, context.packages);
    case 'mastra':
      return readMastraTool(tool, via, context.mastraCompat);
    case 'standard':
      return readStandardTool(tool, via);
    case 'openai-agents':
      return readOpenAIAgentsTool(tool, via);
    default:
      return readAiSdkTool(tool, key, via, context.packages);
  }
}

async function attempt(
  context: Context,
  framework: ContractFramework,
  via: string,
  run: () => Promise<unknown>,
): Promise<void> {
  try {
    await run();
  } catch (error) {
    context.report.unreadable.push({ via, framework, message: error instanceof Error ? error.message : String(error) });
  }
}
