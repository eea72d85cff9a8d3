/**
 * Every diagnostic a transform can report: its code, its kind and its message. Front
 * ends report codes from here (the kind decides the level), `std-tool-migrate list`,
 * the table of docs/diagnostics.md and the SARIF rules read it. A message is written to follow the
 * definition it is about ("`tool()` spreads another object into its config"); a front
 * end may say it more precisely for its own shape.
 *
 * Kinds:
 * - `manual`: a tool definition found and left as it is (a warning; the report lists it);
 * - `tied`: migrated, but the standard tool still depends on its framework (info);
 * - `warning`: migrated, with something worth a look;
 * - `info`: what the transform did or assumed;
 * - `error`: the file could not be processed (left unchanged).
 */
export type DiagnosticKind = 'manual' | 'tied' | 'warning' | 'info' | 'error';

export interface CatalogueEntry {
  kind: DiagnosticKind;
  message: string;
}

export const DIAGNOSTIC_CATALOGUE = {
  // Shared by every front end: the call, its config and its site.
  'config-not-literal': { kind: 'manual', message: 'is not called with a config object literal' },
  'spread-arguments': { kind: 'manual', message: 'spreads its arguments' },
  'spread-config': { kind: 'manual', message: 'spreads another object into its config' },
  'computed-config-key': { kind: 'manual', message: 'has a computed key in its config' },
  'duplicate-config-key': { kind: 'manual', message: 'has the same key twice in its config' },
  'method-in-config': { kind: 'manual', message: 'has a standard property written as a method' },
  'computed-name': { kind: 'manual', message: 'has a name that is not a string literal' },
  'schema-of-another-tool': {
    kind: 'manual',
    message:
      "takes its input schema from another tool, which the code does not show to be a Standard Schema (an AI SDK tool's may be the SDK's own or a lazy schema, which the standard tool does not take)",
  },
  'input-key-ignored': {
    kind: 'manual',
    message:
      'gives its input schema under the key its AI SDK major does not read (v4 reads `parameters`, v5 and later `inputSchema`): v5+ tells the model of no parameters, v4 throws, and the adapter would pass the schema on',
  },
  'no-static-name': {
    kind: 'manual',
    message: 'is not named by a variable, a record key, a field or an export',
  },
  'built-in-loop': {
    kind: 'manual',
    message: 'is built in a loop or an iterating callback: its name is not static',
  },
  'nested-definition': { kind: 'manual', message: 'is inside another tool definition (or holds one)' },
  'unknown-receiver': {
    kind: 'manual',
    message: 'is called on something the code does not show to be the framework object',
  },
  'no-description': { kind: 'manual', message: 'has no description, which the standard tool needs' },
  'no-execute': { kind: 'manual', message: 'has no execute (nothing to call)' },
  'type-arguments': {
    kind: 'manual',
    message: 'has explicit type arguments, which the standard tool would type differently',
  },
  'input-without-schema': {
    kind: 'manual',
    message: 'has no input schema but its function reads an input: the adapter would pass it none',
  },
  'json-schema': { kind: 'manual', message: 'has a raw JSON Schema that cannot be migrated as it is written here' },
  'dynamic-import': {
    kind: 'manual',
    message:
      'uses the framework through `await import(...)` in a .js file whose module system does not show: the adapter module could come in neither by import nor by require',
  },
  'major-undecided': {
    kind: 'manual',
    message:
      "was read as written for one major of its framework, and other tools of its project for another; no installed or declared version says which, and one adapter module cannot serve both (install the dependencies, or declare the framework's package, and run again)",
  },
  'version-unsupported': {
    kind: 'manual',
    message:
      'is written for a version of its framework older than its adapter serves (the module would not type-check against it); left as it is: upgrade the framework and run again',
  },
  'typescript-adapter-module': {
    kind: 'manual',
    message:
      "is in an .mjs/.cjs file, which Node runs as it is, and the project's adapter module is TypeScript: the file could not load it (give such files a JavaScript module with --adapter-path, or migrate by hand)",
  },
  'would-drop-comment': {
    kind: 'manual',
    message: 'the rewrite would drop a comment; the definition was left as it is (migrate it by hand)',
  },

  // AI SDK.
  'provider-tool': {
    kind: 'manual',
    message: 'is a provider-defined tool (no execute here; the provider runs it), not a standard tool; left as it is',
  },

  // MCP SDK.
  'no-tool-method': { kind: 'manual', message: 'is called on a 2.x McpServer, which has no tool() method' },
  'unrecognised-arguments': { kind: 'manual', message: 'matches none of the registration signatures' },
  'unknown-argument': {
    kind: 'manual',
    message: 'has arguments the code does not show the kind of (string, raw shape or annotations)',
  },
  'reserved-config-key': {
    kind: 'manual',
    message: 'has a `name` or `execute` key in its config, which the standard tool sets itself',
  },
  'unknown-schema': { kind: 'manual', message: 'has a schema that may be a raw shape or a schema' },
  'no-zod-namespace': {
    kind: 'manual',
    message: 'has a raw shape, and the file has no zod namespace import to write z.object() with',
  },
  'handler-not-function': {
    kind: 'manual',
    message: 'has a handler (registered without an input schema) that is neither a function nor a name',
  },
  'handler-uses-this': {
    kind: 'manual',
    message: 'has a handler that reads `this`, which `execute` would see differently',
  },
  'handler-arity': {
    kind: 'manual',
    message: 'has a handler that reads its arguments in a way a shifted parameter list would change',
  },
  'input-schema-may-be-absent': {
    kind: 'manual',
    message:
      'has an input schema the code does not show defined: where it is undefined, the SDK calls the handler with the request context first',
  },
  'handler-not-constant': {
    kind: 'manual',
    message: 'has a handler name that is reassigned, so a wrapper could call another function',
  },
  'low-level-server': {
    kind: 'manual',
    message: 'is served by the low-level Server: its hand-written dispatch has no one-to-one standard tool',
  },

  // Genkit.
  interrupt: { kind: 'manual', message: 'defines an interrupt (a tool without a function)' },
  'legacy-define-tool': {
    kind: 'manual',
    message: "is a defineTool() from '@genkit-ai/ai', which has no adapter; move it to ai.defineTool first",
  },
  multipart: {
    kind: 'manual',
    message: 'is a multipart tool (its function returns Genkit parts), which the standard contract cannot express',
  },
  'no-function': { kind: 'manual', message: 'is not called with a config and a function' },
  'function-uses-this': {
    kind: 'manual',
    message: 'has a function that reads `this`, which `execute` would see differently',
  },
  'comment-would-be-lost': {
    kind: 'manual',
    message: 'has a comment that would not move with any property (e.g. above `name`, or after the last one)',
  },
  'zod-package-schema': {
    kind: 'warning',
    message:
      "has a schema from the 'zod' package, not Genkit's own `z`; if that is zod 4, Genkit ignored it before and the adapter now validates with it",
  },

  // LangChain.
  'fields-not-literal': { kind: 'manual', message: 'is not called with a fields object literal' },
  'spread-fields': { kind: 'manual', message: 'spreads another object into its fields' },
  'computed-field-key': { kind: 'manual', message: 'has a computed key in its fields' },
  'duplicate-field-key': { kind: 'manual', message: 'has the same key twice in its fields' },
  'headless-tool': {
    kind: 'manual',
    message: 'is a headless tool (no function: the client runs it), which has no execute to migrate',
  },
  'dynamic-tool': {
    kind: 'manual',
    message:
      "is a DynamicTool (string input) whose standard tool's string schema cannot be written (no zod namespace, and a CommonJS file or a name `fromJsonSchema` of its own)",
  },
  'tool-class': {
    kind: 'manual',
    message:
      'is a LangChain tool class (StructuredTool, Tool, DynamicTool... subclass) that is more than a standard tool: other members, a constructor, constructed with fields or subclassed, `_call` reading the instance (the message says which)',
  },
  'tool-class-state': {
    kind: 'manual',
    message:
      'is a LangChain tool class with per-instance state (a constructor with parameters, or `_call` reading `this.<member>` beyond its name, description, schema and returnDirect: the message names them), which one standard tool cannot hold without a factory',
  },
  'no-schema': {
    kind: 'manual',
    message:
      "has no schema (a string-input tool), and its standard tool's string schema cannot be written (no zod namespace, and a CommonJS file or a name `fromJsonSchema` of its own)",
  },
  'schema-not-zod': { kind: 'manual', message: 'has a schema the code does not show to be a zod schema' },
  'string-schema': {
    kind: 'manual',
    message:
      'has a string schema where LangChain parses it as the whole input (DynamicStructuredTool, a StructuredTool class), unlike the string-input tool `tool()` makes from it',
  },
  'description-not-string': {
    kind: 'manual',
    message: 'has a description the code does not show to be a string',
  },
  'no-func': { kind: 'manual', message: 'has no func' },
  'func-uses-this': {
    kind: 'manual',
    message: 'has a function that reads `this`, which `execute` would see differently',
  },
  'func-arity-unknown': {
    kind: 'manual',
    message: 'has a func defined elsewhere: it may read the run manager, which `execute` would receive as the config',
  },
  'func-run-manager': {
    kind: 'manual',
    message:
      'has a func that takes the run manager (its second argument) in a way its parameters are not rewritten for (a pattern, a rest, `arguments`, a fourth parameter, ...)',
  },
  'description-written': {
    kind: 'info',
    message: 'had no description: the one LangChain derived is now written in the standard tool',
  },

  // Mastra.
  'execute-not-inline': {
    kind: 'manual',
    message:
      'has a 0.x execute that is neither a function literal nor a plain name, whose parameters cannot be rewritten',
  },
  'mastra-major-unknown': {
    kind: 'manual',
    message:
      'has an execute that is not a function literal, and no installed @mastra/core version says which signature it has',
  },
  'execute-uses-this': {
    kind: 'manual',
    message: 'has an execute that reads `this`, which is another object once the adapter calls it',
  },
  'execute-extra-parameters': { kind: 'manual', message: 'has an execute with more than two parameters' },
  'execute-reads-arguments': {
    kind: 'manual',
    message:
      "has a 0.x execute that reads `arguments`, which the adapter fills with the standard arguments, not Mastra's",
  },
  'execute-input-as-whole': {
    kind: 'manual',
    message: 'has a 0.x execute whose first parameter is not destructured and is used whole (passed on, spread, ...)',
  },
  'typed-execute-parameter': {
    kind: 'manual',
    message:
      'has a 0.x execute whose parameter types are not one type literal of plain properties: rewrite them by hand',
  },
  'execute-rest-parameter': {
    kind: 'manual',
    message: 'collects the rest of its 0.x execute argument (`...rest`), which has no exact standard equivalent',
  },
  'execute-computed-key': {
    kind: 'manual',
    message: 'destructures a computed key from its 0.x execute argument',
  },
  'execute-context-default': { kind: 'manual', message: 'gives `context` a default value in its 0.x execute' },
  'execute-options-key': {
    kind: 'manual',
    message: 'destructures `options` from its 0.x execute argument, a key the 0.x adapter uses for the second argument',
  },
  'execute-options-parameter': {
    kind: 'manual',
    message: 'has a second execute parameter that cannot be moved into the standard context',
  },
  'mastra-v0-execute-under-v1': {
    kind: 'warning',
    message: 'reads `context` from its input, a Mastra 0.x signature, while Mastra 1.x is installed; kept as it is',
  },
  'mastra-major-assumed': {
    kind: 'info',
    message: 'no installed @mastra/core version given: the major was read from the code',
  },

  // Migrated, with a note.
  'empty-description': {
    kind: 'warning',
    message: 'has no description: its standard tool gets an empty one (the framework still sends none)',
  },
  'named-after-execute': {
    kind: 'info',
    message:
      'has no name: the OpenAI Agents SDK named it after its execute function, and its standard tool keeps that name',
  },
  'tied-to-framework': {
    kind: 'tied',
    message: 'was migrated, but its standard tool still depends on the framework (context use, kept results...)',
  },

  // The file as a whole.
  'syntax-error': { kind: 'error', message: 'the file does not parse; it was left unchanged' },
  'output-does-not-parse': {
    kind: 'error',
    message: 'the rewritten file does not parse; the file was left unchanged',
  },
  'internal-error': { kind: 'error', message: 'an internal error while rewriting; the file was left unchanged' },
  'too-deeply-nested': {
    kind: 'error',
    message: 'the file is valid code too deeply nested to analyse (the stack ran out); it was left unchanged',
  },

  // Coverage of the LangChain, AI SDK and Mastra front ends (issue 9).
  'mastra-legacy-api': {
    kind: 'manual',
    message:
      'uses the pre-0.1 Mastra API (`label`, `schema`, `executor`, no `id`) in a form the transform does not migrate (no label or schema, `new Tool()`, from `@mastra/core/tools`, or Mastra 1.x installed)',
  },
} as const satisfies Record<string, CatalogueEntry>;

export type DiagnosticCode = keyof typeof DIAGNOSTIC_CATALOGUE;

export const diagnosticCodes = Object.keys(DIAGNOSTIC_CATALOGUE) as DiagnosticCode[];

export function isDiagnosticCode(value: string): value is DiagnosticCode {
  return Object.hasOwn(DIAGNOSTIC_CATALOGUE, value);
}

/** The level a diagnostic of this kind is reported at. */
export function levelOf(kind: DiagnosticKind): 'error' | 'warning' | 'info' {
  if (kind === 'manual' || kind === 'warning') return 'warning';
  return kind === 'error' ? 'error' : 'info';
}

/**
 * Why a definition is left alone: what a front end's readers return instead of a result.
 * `name` is the tool's name when the code showed it before the refusal.
 */
export interface Refusal {
  ok: false;
  reason: DiagnosticCode;
  message: string;
  name?: string;
}

/** A refusal with `code`'s catalogue message, or a more precise one. */
export function refuse(code: DiagnosticCode, message?: string, name?: string): Refusal {
  return {
    ok: false,
    reason: code,
    message: message ?? DIAGNOSTIC_CATALOGUE[code].message,
    ...(name !== undefined && { name }),
  };
}
