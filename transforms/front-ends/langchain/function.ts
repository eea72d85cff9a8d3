/**
 * Whether a LangChain tool function can become the standard tool's `execute` as it is.
 * `toLangChain` calls `execute(input, config)` as a method of the standard object:
 * - `tool(func, fields)` calls `func(input, config)` too, so only a function that reads
 *   `this` (then undefined, now the standard object) is left alone; one that reads the
 *   config stays tied to LangChain;
 * - `new DynamicStructuredTool({ func })` calls `this.func(input, runManager, config)`:
 *   the second argument differs, so a function written inline that takes the run manager gets
 *   new parameters that read it from the context, and one declared elsewhere in the file is
 *   called with it from an arrow that does (run-manager.ts); one from another module is left alone.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { refuse, type Refusal } from '../../lib/diagnostic-catalogue';
import { readsOwnThisOrArguments, type FunctionNode } from '../../lib/function-returns';
import { lacksOwnType } from '../../lib/expression-facts';
import { scopeOf } from '../../lib/scope';
import { isUnreadParameter } from '../../lib/unread-parameter';
import {
  READS_RUN_MANAGER,
  READS_RUN_MANAGER_AND_CONFIG,
  runManagerCall,
  runManagerParameters,
  type ContextTypeUse,
} from './run-manager';

export type FunctionCheck =
  | {
      ok: true;
      tiedReasons: string[];
      /** The function's parameters after the input are to be replaced by this text (a pattern over the context). */
      contextParameters?: { fn: AnyFunction; text: string; adapterType?: string };
      /** A func declared elsewhere in the file: `execute`'s whole new value, an arrow that calls it. */
      call?: { text: string; adapterType?: string };
    }
  | Refusal;

type AnyFunction = FunctionNode | t.ObjectMethod;

const READS_CONFIG = 'execute reads the LangChain config (its second argument)';

/**
 * The function as written here (inline, or a local declaration a name refers to);
 * undefined when it is defined elsewhere.
 */
export function localFunction(path: NodePath): NodePath<AnyFunction> | undefined {
  if (path.isArrowFunctionExpression() || path.isFunctionExpression() || path.isObjectMethod())
    return path as NodePath<AnyFunction>;
  if (
    path.isTSAsExpression() ||
    path.isTSSatisfiesExpression() ||
    path.isTSNonNullExpression() ||
    path.isParenthesizedExpression()
  ) {
    return localFunction(path.get('expression') as NodePath);
  }
  if (!path.isIdentifier()) return undefined;
  const binding = scopeOf(path).getBinding(path.node.name);
  if (!binding?.constant) return undefined;
  const declaration = binding.path;
  if (declaration.isFunctionDeclaration()) return declaration;
  if (declaration.isVariableDeclarator() && declaration.node.id.type === 'Identifier') {
    const init = declaration.get('init');
    return !Array.isArray(init) && init.node ? localFunction(init as NodePath) : undefined;
  }
  return undefined;
}

function facts(fn: NodePath<AnyFunction>) {
  const reads = readsOwnThisOrArguments(fn as unknown as NodePath<FunctionNode>);
  const params = fn.node.params;
  return {
    readsThis: reads.this,
    readsArguments: reads.arguments,
    takesMore: (count: number) =>
      reads.arguments || params.length > count || params.some((param) => param.type === 'RestElement'),
  };
}

/** `tool(func, fields)`: `func(input, config)`. */
export function checkToolFunction(funcPath: NodePath): FunctionCheck {
  const fn = localFunction(funcPath);
  if (!fn)
    return {
      ok: true,
      tiedReasons: [
        'execute is a function defined elsewhere, which may read the LangChain config (its second argument)',
      ],
    };
  const { readsThis, takesMore } = facts(fn);
  if (readsThis) return refuse('func-uses-this');
  const readsConfig = takesMore(2) || (takesMore(1) && !isUnreadParameter(fn, fn.node.params[1]));
  return { ok: true, tiedReasons: readsConfig ? [READS_CONFIG] : [] };
}

/** The adapter module's type of the config `tool()` gives its function (the descriptor's `adapterTypes`). */
export const CONFIG_TYPE = 'LangChainToolConfig';

/**
 * `tool(func, fields)` typed the config parameter of a func written inline (`async (input, config) => ...`:
 * `ToolRunnableConfig | Record<string, any> | ...`); `execute` would leave it `any`. In TypeScript it is typed
 * `LangChainToolConfig`, whose keys read as there (a union of the two would lose its name in a declaration file),
 * not the wider `LangChainToolContext`, whose `ToolRuntime` fields (`store: ... | null` among them) would not
 * pass where a `LangGraphRunnableConfig` is taken: where to write it, or undefined.
 */
export function configAnnotation(
  funcPath: NodePath,
  typeUse: (typeName: string) => ContextTypeUse,
): { at: number; text: string; adapterType: typeof CONFIG_TYPE } | undefined {
  const fn = localFunction(funcPath);
  if (!fn || !isWithin(fn.node, funcPath.node) || fn.node.params.length !== 2) return undefined;
  const config = fn.node.params[1]!;
  if (!lacksOwnType(config) || isUnreadParameter(fn, config) || typeUse(CONFIG_TYPE) !== 'named') return undefined;
  return { at: config.end!, text: `: ${CONFIG_TYPE}`, adapterType: CONFIG_TYPE };
}

/** `new DynamicStructuredTool({ func })`: `func(input, runManager, config)`. */
export function checkStructuredFunc(funcPath: NodePath, source: string, contextType: ContextTypeUse): FunctionCheck {
  const fn = localFunction(funcPath);
  if (!fn) {
    return refuse(
      'func-arity-unknown',
      'has a func defined elsewhere: it may read the run manager (its second argument), which `execute` would receive as the config',
    );
  }
  const { readsThis, readsArguments, takesMore } = facts(fn);
  if (readsThis)
    return refuse(
      'func-uses-this',
      'has a func that reads `this` (the tool instance), which `execute` would see differently',
    );
  if (!takesMore(1)) return { ok: true, tiedReasons: [] };
  if (readsArguments)
    return refuse(
      'func-run-manager',
      'has a func that reads `arguments` (the run manager and the config among them), which `execute` would see differently',
    );
  const params = fn.node.params;
  const tiedReasons = [
    params.length > 2 || params.some((param) => param.type === 'RestElement')
      ? READS_RUN_MANAGER_AND_CONFIG
      : READS_RUN_MANAGER,
  ];
  if (!isWithin(fn.node, funcPath.node)) {
    if (!funcPath.isIdentifier())
      return refuse(
        'func-run-manager',
        'has a func declared elsewhere in the file, written as more than its name, that takes the run manager (its second argument)',
      );
    const call = runManagerCall(funcPath.node.name, params, contextType);
    if (!call.ok) return call;
    return {
      ok: true,
      tiedReasons,
      call: { text: call.text, ...(call.adapterType && { adapterType: call.adapterType }) },
    };
  }
  const parameters = runManagerParameters(source, params, contextType);
  if (!parameters.ok) return parameters;
  const { text, adapterType } = parameters;
  return { ok: true, tiedReasons, contextParameters: { fn: fn.node, text, ...(adapterType && { adapterType }) } };
}

function isWithin(inner: t.Node, outer: t.Node): boolean {
  return inner.start! >= outer.start! && inner.end! <= outer.end!;
}
