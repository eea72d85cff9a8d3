/**
 * The neutral description of one tool: what every front end reads a framework's
 * definition into, and what the emitter writes out. Values are kept as source ranges
 * of the original text, so the emitted code is the user's own code, byte for byte.
 */
import type * as t from '@babel/types';

export type { FrameworkId } from '../frameworks';
import type { FrameworkId } from '../frameworks';

import type { AdapterFeature } from './framework';

export type { AdapterFeature, MastraConvention } from './framework';

export type NameSource = 'explicit' | 'record-key' | 'variable' | 'property' | 'file';

/** A property of the standard object: moved from the original, or written anew. */
export type StandardProperty =
  | {
      kind: 'original';
      node: t.ObjectProperty | t.ObjectMethod;
      rename?: string;
      /** The property's new value (an `ObjectProperty`'s). */
      valueText?: string;
      /** A method's new parameter list (the text between its parentheses). */
      parametersText?: string;
    }
  | { kind: 'new'; key: string; valueText: string }
  | MovedProperty;

/**
 * A property the front end has already laid out for its new place (e.g. moved out of a
 * call's argument list, re-indented, with the comments above it): `text` is written as
 * it is, from its first line's content (no indentation) to its last token (no comma);
 * `trailingComment` (a `// ...` that followed it on its line) goes after the comma.
 */
export interface MovedProperty {
  kind: 'text';
  key: string;
  text: string;
  trailingComment?: string;
}

/**
 * How the standard object literal is produced:
 * - `reuse`: the framework's own config object literal, edited in place (a `name` added,
 *   framework-only properties moved out, keys renamed) — formatting and comments stay;
 * - `build`: assembled from pieces (positional arguments, class members).
 */
export type StandardObjectPlan =
  | { kind: 'reuse'; object: t.ObjectExpression; properties: StandardProperty[] }
  | { kind: 'build'; properties: StandardProperty[]; anchor: t.Node };

/** Where the standard object goes. */
export type Placement =
  /** Replace `site` with the adapter call, the standard object inline as its argument. */
  | { kind: 'inline'; site: t.Node }
  /**
   * Declare `const <name> = {...}` right before `statement` (in the same scope, never
   * lifted out of a closure), then replace `site` with the adapter call.
   */
  | { kind: 'declare'; site: t.Node; statement: t.Node; exported: boolean }
  /**
   * Replace `statement` (a tool class) with `const <name> = {...}`, and each of `sites`
   * (its `new X()`) with the adapter call: the class's one definition, many instances.
   */
  | {
      kind: 'replace';
      statement: t.Node;
      sites: t.Node[];
      /**
       * The class stays (other modules may construct, type or subclass it): `const <name> = {...}` is declared
       * before `statement` instead, the superclass (with its type arguments) becomes the adapter call and the
       * body `{}`; `sites` is then empty (`new X()` stays). `exported`: the declaration is exported too.
       */
      keptClass?: { superClass: t.Node; superEnd: number; body: t.Node; exported: boolean };
    };

export interface AdapterCall {
  /** The adapter function imported from the adapter module, e.g. `toAiSdk`. */
  importName: string;
  /** Source texts of arguments before the standard object (e.g. the MCP server). */
  leadingArguments: string[];
  /** Framework-only options, moved unchanged into the adapter's options argument. */
  options: AdapterOption[];
}

/** A property of the config moved as written (a spread too, where config-object.ts knows its keys), or new text. */
export type AdapterOption =
  { node: t.ObjectProperty | t.ObjectMethod | t.SpreadElement } | { key: string; valueText: string } | MovedProperty;

/** A named export of a package the project resolves, imported as `local` (`import { z } from 'zod'`). */
export interface PackageImport {
  specifier: string;
  name: string;
  local: string;
}

export interface ToolDescription {
  framework: FrameworkId;
  name: string;
  /**
   * The name's expression as the user wrote it, when it is not a quoted literal (`name`,
   * `ToolNames.Echo`, a template literal): the standard object keeps it; its value is `name`.
   */
  nameText?: string;
  /** `nameText`'s value is known only at run time (not a constant): `name` is then that text. */
  runtimeName?: true;
  nameSource: NameSource;
  /** Source texts, for the report (duplicates, inventory). */
  summary: { title?: string; description?: string; inputSchema?: string; outputSchema?: string };
  /** Standard-object variable name to prefer (made unique by the emitter). */
  preferredBinding: string;
  standardObject: StandardObjectPlan;
  /** Text of type arguments for `satisfies StandardTool<...>`, e.g. `<In, Out>`. */
  typeArguments?: string;
  placement: Placement;
  adapter: AdapterCall;
  /**
   * The reference nodes this rewrite removes (callee identifiers; the leftmost names of type
   * references in annotations it drops): an import left with no other use goes too.
   */
  consumedReferences: t.Identifier[];
  /** Names besides the adapter that the emitted text calls from the adapter module (`fromJsonSchema`). */
  adapterModuleNames?: string[];
  /** What the adapter must handle for this tool beyond its usual calls (see `AdapterFeature`). */
  adapterFeatures?: AdapterFeature[];
  /** Types the emitted text names from the adapter module (`LangChainToolContext`), imported with `type`. */
  adapterModuleTypes?: string[];
  /** Values the emitted text names from other packages (a zod namespace the file did not import). */
  packageImports?: PackageImport[];
  /** Statements elsewhere in the file that go with the rewrite (a config constant whose properties moved). */
  removedStatements?: t.Node[];
  /** Why the migrated tool still depends on its framework (context use, kept envelopes...). */
  tiedReasons: string[];
  line: number;
  column: number;
}
