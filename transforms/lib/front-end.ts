/**
 * What each framework's front end implements: read the file's definitions of that
 * framework into ToolDescriptions (and diagnostics for what it leaves alone).
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import type { DiagnosticCode } from './diagnostic-catalogue';
import type { FileIndex } from './file-index';
import type { FrameworkDescriptor } from './framework';
import type { FrameworkId, ToolDescription } from './ir';
import type { ModuleMatcher } from './bindings';
import type { FactsView, ModuleFacts } from './module-facts';
import type { SourceStyle } from './source-style';
import type { TypeOracle } from './type-oracle';

export interface FrontEndContext {
  source: string;
  filePath: string;
  ast: t.File;
  program: NodePath<t.Program>;
  style: SourceStyle;
  /** Installed framework majors, when the runner knows them (e.g. `{ ai: 6 }`). */
  frameworkVersions: Record<string, number | undefined>;
  /**
   * What other files of the run provide, by kind (see `FrontEnd.collectFacts`), e.g.
   * `{ 'genkit-instance': ['/abs/src/genkit#ai'] }`: module path without extension, `#`,
   * export name; read only through its questions, which it records. Empty when the
   * transform runs on one file alone.
   */
  facts: FactsView;
  /**
   * What the file's own TypeScript project says of an expression's type, for what syntax
   * cannot decide (type-oracle.ts); every answer undefined when nothing is known.
   */
  types: TypeOracle;
  /** Reports `code` at `node`; its level and kind come from the catalogue. */
  report(node: t.Node, code: DiagnosticCode, message: string, extra?: { tool?: string; framework?: string }): void;
}

export type { ModuleFacts };

export interface FrontEnd {
  framework: FrameworkDescriptor<FrameworkId>;
  /** Strings whose absence from a file's text proves the file names none of our modules. */
  textHints: string[];
  /**
   * The names the gates look for (`mayDefine`): a file whose text holds none of them as a
   * whole name (text-hints.ts), nor `factHint`, nor a dynamic `import(`, has nothing for us
   * and is not even parsed. Every
   * definition reaches its framework through one of these names (`tool`, `ai.tool`,
   * `server.registerTool`), so the text test follows from the gate.
   */
  definitionHints: readonly string[];
  matchesModule: ModuleMatcher;
  /** One line per recognised shape, for `std-tool-migrate list`. */
  recognises: string[];
  /**
   * False only when the file cannot hold anything `collect` would find or report (from the
   * file's index, read from its text before any parse, text-index.ts, or from one plain
   * walk, file-index.ts). The engine then skips this front end and, when no front end
   * needs the file, the parse or the scope walk altogether. It must stay monotone: an
   * index that holds more may only say true more often (the text's index is a superset).
   */
  mayDefine(index: FileIndex): boolean;
  collect(context: FrontEndContext): ToolDescription[];
  /**
   * Methods of the framework object that define a tool (`registerTool` on an McpServer),
   * for definitions on an object made from `await import(...)` (see dynamic-imports.ts).
   */
  instanceMethods?: readonly string[];
  /**
   * Facts a file provides to the others (e.g. "exports a Genkit instance named `ai`"),
   * gathered by the runner before any file is transformed; only run on files whose
   * text mentions `factHint` (whole, when it is a name).
   */
  factHint?: string;
  collectFacts?(context: FrontEndContext): ModuleFacts;
  /** The same as `mayDefine`, for `collectFacts`. */
  mayHaveFacts?(index: FileIndex): boolean;
  /**
   * A fact kind (`<module>#<export>=...`) whose modules this front end runs on though they name none of
   * its modules (the runner opens them once the facts are in: `TransformOptions.openedFor`), e.g. a
   * function another file calls with an McpServer. Only files whose text mentions a `definitionHints`
   * name are opened.
   */
  opensModulesFor?: string;
}
