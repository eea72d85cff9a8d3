/** What the contract child reports for one module, and what the parent builds from it. */
import type { JsonObject } from '../../adapters/json-schema';
import type { FrameworkId } from '../../transforms/frameworks';

/** A framework's own id (its descriptor's), or `standard` for a standard tool reached before any adapter. */
export type ContractFramework = FrameworkId | 'standard';

/** One tool as its framework sends it to a model. */
export interface ReachedTool {
  framework: ContractFramework;
  /** As the model sees it (AI SDK: the record key, or the export's name). */
  name: string;
  title?: string;
  description?: string;
  /** JSON Schema as the framework produces it; absent when the tool has none. */
  input?: JsonObject;
  output?: JsonObject;
  /** How it was reached: `weatherTool`, `tools.get_weather`, `server`, `createServer()`. */
  via: string;
}

export type UnreachableReason = 'not-exported' | 'factory-with-parameters' | 'load-failed' | 'not-readable';

export interface UnreachableTool {
  file: string;
  /** The tool's name, or the export that could not be read. */
  name: string;
  framework?: string;
  line?: number;
  reason: UnreachableReason;
  message: string;
}

/** The child's answer for one module. */
export interface ModuleReport {
  tools: ReachedTool[];
  /** Exports that looked like tools but could not be read (e.g. an MCP server already connected). */
  unreadable: Array<{ via: string; framework: ContractFramework; message: string }>;
  /** Ports the module started listening on while it was imported. */
  listening: number[];
}
