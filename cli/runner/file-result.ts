/** The typed result of a run: one entry per file, and totals. */
import type { Diagnostic } from '../../transforms/lib/diagnostics';
import type { ToolSummary } from '../../transforms/lib/engine';
import type { FrameworkId } from '../../transforms/lib/ir';
import type { AskedFact } from '../../transforms/lib/module-facts';
import type { AskedType } from '../../transforms/lib/type-oracle';
import type { OutputImport } from '../../transforms/lib/output-imports';
import type { FileTools } from '../consolidate/standard-tools';

export type FileStatus = 'changed' | 'unchanged' | 'skipped' | 'error';

export interface FileResult {
  path: string;
  status: FileStatus;
  tools: ToolSummary[];
  diagnostics: Diagnostic[];
  /** Set for `changed` files until written: the texts for the diff and the write. */
  original?: string;
  output?: string;
  /** The imports of `output`, from the engine's check of it (see `TransformResult.outputImports`). */
  outputImports?: OutputImport[];
  /**
   * With `CandidateOptions.standardTools`: the standard tools of `output`, read from the
   * engine's check of it, and the adapter import they were read with.
   */
  standardTools?: { adapterImport: string | undefined; read: FileTools };
  /**
   * With `CandidateOptions.standardTools`, on a file the run leaves as it is: whether its
   * text may hold standard tools or adapter calls (`mayHoldStandardTools`), so that `report`
   * reads again from disk only those. Unset when not asked.
   */
  standardToolText?: boolean;
  /**
   * On a file the run leaves as it is: whether its text names the adapter module's file
   * (`adapterModuleStem`), so that `moduleImporters` reads again only those. Unset when not known.
   */
  namesAdapterModule?: boolean;
  bom?: boolean;
  /** Why a file was skipped or failed, one line. */
  reason?: string;
  /** Not migrated because this adapter module cannot be written (see `planRun`). */
  blockedBy?: string;
  /** True once the new text is on disk. */
  written?: boolean;
  /** What the file tells the others (a Genkit instance it exports, ...): see `TransformResult.facts`. */
  facts?: Record<string, string[]>;
  /**
   * A file left as it is for naming no framework, whose text mentions what these frameworks' definitions
   * call: the run's facts may open it to them (`FrontEnd.opensModulesFor`, cli/runner/opened-files.ts).
   */
  openableFor?: FrameworkId[];
  /** The defining names it imports from modules of the project, as `<module>#<name>` (framework-alias-facts). */
  definitionImports?: string[];
  /** A file not parsed yet whose `whole-module` facts could have these subjects (cli/runner/deferred-facts.ts). */
  wholeModuleSubjects?: string[];
  /** What the transform asked of other files' facts: re-run it once they are all known, if an answer changes. */
  askedFacts?: AskedFact[];
  /** What the transform asked the type oracle: open questions go to the file's project; answered, it runs again. */
  askedTypes?: AskedType[];
}

/** The reason of a file skipped for its size (`source-file.ts`, MAX_SOURCE_BYTES): the summary shows it. */
export const FILE_TOO_LARGE = 'file-too-large';

export interface RunTotals {
  files: number;
  changed: number;
  unchanged: number;
  skipped: number;
  errors: number;
  tools: number;
  migrated: number;
  manual: number;
}

export function totalsOf(results: readonly FileResult[]): RunTotals {
  const count = (status: FileStatus) => results.filter((result) => result.status === status).length;
  return {
    files: results.length,
    changed: count('changed'),
    unchanged: count('unchanged'),
    skipped: count('skipped'),
    errors: count('error'),
    tools: results.reduce((sum, result) => sum + result.tools.length, 0),
    migrated: results
      .filter((result) => result.status === 'changed')
      .reduce((sum, result) => sum + result.tools.length, 0),
    manual: results.reduce(
      (sum, result) => sum + result.diagnostics.filter((diagnostic) => diagnostic.kind === 'manual').length,
      0,
    ),
  };
}
