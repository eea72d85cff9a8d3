/** What eject takes and gives: a file's text in, text edits' result and diagnostics out. */
import type { FrameworkId } from '../frameworks';
import type { AskedType, TypeAnswers } from '../lib/type-oracle';

export interface EjectOptions {
  /** The frameworks whose adapter calls become native again (all when absent). */
  frameworks?: readonly FrameworkId[];
  /** Installed majors by package name (`ai` 4 writes `parameters`; `@mastra/core` 0 the `{ context }` form). */
  frameworkVersions?: Record<string, number | undefined>;
  /** The specifier of an adapter module that is not a relative path (`--adapter-import`). */
  adapterImport?: string;
  /** Exported standard tools other files import: they stay, whatever this file does with them. */
  importedElsewhere?: ReadonlySet<string>;
  /** The type oracle's answers for this text (by `questionKey`): the runner's, after a first pass asked. */
  typeAnswers?: TypeAnswers;
  /** The project's `@langchain/core` has no `tool()` (before 0.2.7): its LangChain tools are left as they are. */
  langchainWithoutTool?: boolean;
}

export interface EjectedCall {
  framework: FrameworkId;
  /** The standard tool's `name`. */
  tool: string;
  line: number;
}

export interface EjectDiagnostic {
  line: number;
  column: number;
  /** A stable code, e.g. `eject-mcp-result-unknown`. */
  code: string;
  message: string;
  tool?: string;
}

export interface EjectResult {
  /** The new text; undefined when nothing changes. */
  output?: string;
  ejected: EjectedCall[];
  /** Standard tools that stay because something else still uses them (`binding` names). */
  kept: string[];
  /** Standard tools that became more than one native definition. */
  duplicated: Array<{ tool: string; frameworks: FrameworkId[] }>;
  diagnostics: EjectDiagnostic[];
  error?: { message: string };
  /** What eject asked the type oracle; open questions go to the file's project, and it runs again. */
  askedTypes?: AskedType[];
}
