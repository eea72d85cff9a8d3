/**
 * The preamble of every config-object definition (`tool({...})`, `ai.defineTool({...}, fn)`):
 * the `manual()` reporter that leaves a definition as it is with its reason, and the read of
 * its one config object literal into properties (config-object.ts).
 */
import type * as t from '@babel/types';
import { readConfigObject, type ConfigNoun, type ConfigProperty, type KnownSpreads } from './config-object';
import { DIAGNOSTIC_CATALOGUE, refuse, type DiagnosticCode, type Refusal } from './diagnostic-catalogue';
import { stripTypeWrappers } from './expression-facts';
import type { FrontEndContext } from './front-end';

/** Reports the definition as left alone for `code` (its catalogue message unless given); always undefined. */
export type ManualReporter = (code: DiagnosticCode, message?: string, tool?: string) => undefined;

/**
 * The reporter for the definition at `node`: "<label> <message>; left as it is", where
 * `label(tool)` names the definition as messages show it (`tool()`, `defineTool('x')`).
 */
export function labelledManualReporter(
  context: FrontEndContext,
  node: t.Node,
  label: (tool: string | undefined) => string,
): ManualReporter {
  return (code, message = DIAGNOSTIC_CATALOGUE[code].message, tool) => {
    context.report(node, code, `${label(tool)} ${message}; left as it is`, tool !== undefined ? { tool } : {});
    return undefined;
  };
}

export type ConfigLiteral =
  | { ok: true; config: t.ObjectExpression; properties: Map<string, ConfigProperty>; spreads: t.SpreadElement[] }
  | Refusal;

export interface ConfigLiteralOptions {
  /** The `config-not-literal` message, as the framework's calls are described. */
  notLiteral: string;
  /** The call takes nothing but the config (`tool({...})`). */
  only?: boolean;
  /** `{...} as X` and `{...} satisfies X` count as the literal. */
  throughTypes?: boolean;
  noun?: ConfigNoun;
  /** Spreads whose keys are known move to the adapter's options (config-object.ts); else a spread is refused. */
  spreads?: KnownSpreads;
}

/** The call's config object literal (its argument `index`) and its properties by key; a refusal otherwise. */
export function readConfigLiteral(
  call: t.CallExpression | t.NewExpression,
  index: number,
  options: ConfigLiteralOptions,
): ConfigLiteral {
  const argument = call.arguments[index];
  const config = argument && options.throughTypes ? stripTypeWrappers(argument as t.Expression) : argument;
  if ((options.only && call.arguments.length !== 1) || config?.type !== 'ObjectExpression')
    return refuse('config-not-literal', options.notLiteral);
  const read = readConfigObject(config, options.noun, options.spreads);
  return read.ok ? { ok: true, config, properties: read.properties, spreads: read.spreads } : read;
}

/** The call's explicit type arguments (`tool<In, Out>({...})`), as Babel spells them for TypeScript or Flow. */
export function callTypeArguments(call: t.CallExpression | t.NewExpression): t.Node | undefined {
  return (
    (call as { typeParameters?: t.Node | null }).typeParameters ??
    (call as { typeArguments?: t.Node | null }).typeArguments ??
    undefined
  );
}
