/**
 * Runs the contract over a project: the scan, one child process per module (a few at
 * a time), and the list of tools the scan found that no child reached, with the reason.
 */
import * as path from 'node:path';
import { buildInventory, type InventoryEntry } from '../report/inventory';
import type { RunPlan } from '../runner/run';
import { enclosingFunctionWithParameters } from './enclosing-function';
import { loadModule } from './load-module';
import { contractTool, type ContractTool } from './snapshot';
import type { ReachedTool, UnreachableTool } from './types';

export interface ProjectContract {
  tools: ContractTool[];
  unreachable: UnreachableTool[];
  /** Modules that threw, hung or opened a port: the run fails (exit 1), the others still count. */
  failures: Array<{ module: string; message: string }>;
}

export async function collectProject(
  plan: RunPlan,
  modules: readonly string[],
  options: { timeoutMs: number; concurrency: number; cwd: string },
): Promise<ProjectContract> {
  const relative = (file: string) => (path.relative(options.cwd, file) || file).split(path.sep).join('/');
  const outcomes = await mapLimited(modules, options.concurrency, (module) => loadModule(module, options.timeoutMs));
  const inventory = buildInventory(plan, options.cwd);
  const result: ProjectContract = { tools: [], unreachable: [], failures: [] };
  modules.forEach((module, index) => {
    const outcome = outcomes[index]!;
    const file = relative(module);
    const found = inventory.entries.filter((entry) => path.resolve(options.cwd, entry.file) === module);
    if (!outcome.ok) {
      result.failures.push({ module: file, message: outcome.error });
      result.unreachable.push({ file, name: '(module)', reason: 'load-failed', message: outcome.error });
      return;
    }
    const { report } = outcome;
    for (const tool of distinctTools(report.tools)) {
      try {
        result.tools.push(contractTool(file, tool, sharesItsName(tool, report.tools)));
      } catch (error) {
        result.unreachable.push({
          file,
          name: tool.name,
          framework: tool.framework,
          reason: 'not-readable',
          message: String(error),
        });
      }
    }
    for (const entry of report.unreadable)
      result.unreachable.push({
        file,
        name: entry.via,
        framework: entry.framework,
        reason: 'not-readable',
        message: entry.message,
      });
    for (const entry of found) {
      if (isReached(entry, report.tools)) continue;
      result.unreachable.push(unreached(module, file, entry));
    }
    if (report.listening.length > 0) {
      result.failures.push({
        module: file,
        message: `started listening on port ${report.listening.join(', ')} when imported (the contract process exited, which closed it)`,
      });
    }
  });
  return result;
}

/**
 * One entry per tool: a Genkit tool is reached through its instance and its export (one
 * registry name, one tool). Two other tools of one name are two tools: both are kept.
 */
function distinctTools(tools: readonly ReachedTool[]): ReachedTool[] {
  const genkit = new Set<string>();
  return [...tools]
    .sort((a, b) => a.via.localeCompare(b.via))
    .filter((tool) => {
      if (tool.framework !== 'genkit') return true;
      if (genkit.has(tool.name)) return false;
      genkit.add(tool.name);
      return true;
    });
}

/** Another tool of the module has this one's framework and name: its key then says how it is reached. */
function sharesItsName(tool: ReachedTool, tools: readonly ReachedTool[]): boolean {
  return (
    tool.framework !== 'genkit' &&
    tools.some((other) => other !== tool && other.framework === tool.framework && other.name === tool.name)
  );
}

function isReached(entry: InventoryEntry, tools: readonly ReachedTool[]): boolean {
  const { framework } = entry;
  return tools.some(
    (tool) =>
      tool.framework === framework &&
      (tool.name === entry.name || (entry.description !== undefined && tool.description === entry.description)),
  );
}

function unreached(module: string, file: string, entry: InventoryEntry): UnreachableTool {
  const { framework } = entry;
  const factory = enclosingFunctionWithParameters(module, entry.line, entry.column);
  if (factory) {
    return {
      file,
      line: entry.line,
      name: entry.name,
      framework,
      reason: 'factory-with-parameters',
      message: `it exists only once ${factory.name}(...) is called with arguments`,
    };
  }
  if (entry.status === 'manual') {
    // A shape the scan cannot describe (a low-level MCP Server, a computed name): its note says why.
    return {
      file,
      line: entry.line,
      name: entry.name,
      framework,
      reason: 'not-readable',
      message: entry.notes.join('; '),
    };
  }
  return {
    file,
    line: entry.line,
    name: entry.name,
    framework,
    reason: 'not-exported',
    message: 'export the tool (or what registers it) to include it in the contract',
  };
}

async function mapLimited<T, R>(items: readonly T[], limit: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}
