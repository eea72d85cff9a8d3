/**
 * The contract snapshot: every tool reached, as its framework sends it, with one view
 * per provider, and every tool the scan found but could not reach. Written as stable
 * JSON (sorted keys, sorted tools) so that a diff of two snapshots shows only changes.
 */
import type { JsonObject } from '../../adapters/json-schema';
import { type ProviderView, providerViews, type ViewResult } from './provider-views';
import type { ContractFramework, ReachedTool, UnreachableTool } from './types';

export const SNAPSHOT_FORMAT = 'std-tool-migrate/contract';
export const SNAPSHOT_VERSION = 1;

export interface ContractTool {
  /** `module#framework/name` (`@via` added when two tools share the name): what `--check` pairs tools by. */
  key: string;
  module: string;
  framework: ContractFramework;
  name: string;
  via: string;
  title?: string;
  description?: string;
  input?: JsonObject;
  output?: JsonObject;
  providers: Record<ProviderView, ViewResult>;
}

export interface ContractSnapshot {
  format: typeof SNAPSHOT_FORMAT;
  version: typeof SNAPSHOT_VERSION;
  tools: ContractTool[];
  unreachable: UnreachableTool[];
}

/** `sharedName`: another tool of the module has the same framework and name; `@via` keeps both apart. */
export function contractTool(module: string, tool: ReachedTool, sharedName = false): ContractTool {
  return {
    key: `${module}#${tool.framework}/${tool.name}${sharedName ? `@${tool.via}` : ''}`,
    module,
    framework: tool.framework,
    name: tool.name,
    via: tool.via,
    ...(tool.title !== undefined && { title: tool.title }),
    ...(tool.description !== undefined && { description: tool.description }),
    ...(tool.input !== undefined && { input: tool.input }),
    ...(tool.output !== undefined && { output: tool.output }),
    providers: providerViews(tool.input),
  };
}

export function buildSnapshot(tools: ContractTool[], unreachable: UnreachableTool[]): ContractSnapshot {
  return {
    format: SNAPSHOT_FORMAT,
    version: SNAPSHOT_VERSION,
    tools: [...tools].sort((a, b) => compareText(a.key, b.key)),
    unreachable: [...unreachable].sort(
      (a, b) => compareText(a.file, b.file) || (a.line ?? 0) - (b.line ?? 0) || compareText(a.name, b.name),
    ),
  };
}

/** Sorted keys everywhere except inside `properties` (their order is what the model reads). */
export function stableJson(value: unknown): string {
  return `${JSON.stringify(sortKeys(value, false), null, 2)}\n`;
}

function sortKeys(value: unknown, keepOrder: boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => sortKeys(item, false));
  if (typeof value !== 'object' || value === null) return value;
  const keys = Object.keys(value);
  if (!keepOrder) keys.sort(compareText);
  const out: Record<string, unknown> = {};
  for (const key of keys)
    out[key] = sortKeys((value as Record<string, unknown>)[key], key === 'properties' && !keepOrder);
  return out;
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export class SnapshotFileError extends Error {}

/** A snapshot read back, or a clear error saying why the file is not one. */
export function parseSnapshot(text: string, file: string): ContractSnapshot {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new SnapshotFileError(
      `${file} is not JSON (${(error as Error).message}); expected a snapshot written by \`contract --out\``,
    );
  }
  const snapshot = data as Partial<ContractSnapshot> | null;
  if (typeof snapshot !== 'object' || snapshot === null || snapshot.format !== SNAPSHOT_FORMAT) {
    throw new SnapshotFileError(
      `${file} is not a contract snapshot (no "format": "${SNAPSHOT_FORMAT}"); write one with \`contract --out\``,
    );
  }
  if (snapshot.version !== SNAPSHOT_VERSION) {
    throw new SnapshotFileError(
      `${file} is a contract snapshot of version ${String(snapshot.version)}; this std-tool-migrate reads version ${SNAPSHOT_VERSION}: write it again with \`contract --out\``,
    );
  }
  const validTool = (tool: unknown) =>
    typeof tool === 'object' &&
    tool !== null &&
    typeof (tool as ContractTool).key === 'string' &&
    typeof (tool as ContractTool).name === 'string';
  if (!Array.isArray(snapshot.tools) || !snapshot.tools.every(validTool) || !Array.isArray(snapshot.unreachable)) {
    throw new SnapshotFileError(
      `${file} is a damaged contract snapshot (its "tools" or "unreachable" list is missing or malformed)`,
    );
  }
  const keys = new Set<string>();
  for (const tool of snapshot.tools as ContractTool[]) {
    if (keys.has(tool.key))
      throw new SnapshotFileError(
        `${file} lists the tool ${tool.key} twice; a snapshot has one entry per key: write it again with \`contract --out\``,
      );
    keys.add(tool.key);
  }
  return { ...snapshot, tools: (snapshot.tools as ContractTool[]).map(withFrameworkId) } as ContractSnapshot;
}

/** Snapshots written before the contract said `mcp-sdk` (the descriptor's id) said `mcp`: read as the same tools. */
function withFrameworkId(tool: ContractTool): ContractTool {
  if ((tool.framework as string) !== 'mcp') return tool;
  return { ...tool, framework: 'mcp-sdk', key: tool.key.replace('#mcp/', '#mcp-sdk/') };
}
