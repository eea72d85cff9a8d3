/**
 * `new DynamicStructuredTool({ func })` and `new DynamicTool({ func })` call
 * `func(input, runManager, config)`; `toLangChain` calls `execute(input, context)` with the
 * run manager in the context (`context.runManager`). So a func's run manager and config
 * parameters become one pattern over the context, with the same names: the body is kept
 * byte for byte, and the default keeps a direct `execute(input)` working.
 * - `(input, runManager)` → `(input, { runManager } = {})`; in TypeScript
 *   `(input, { runManager }: LangChainToolContext = {})` (the adapter module's type: a declared
 *   `standardTool()` infers its context from it, and would not take the `{}` for an unknown one);
 * - `(input, rm = fallback, config)` → `(input, { runManager: rm = fallback, ...config } = {})`;
 * - typed: `(input, rm?: Manager, config?: Config)` →
 *   `(input, { runManager: rm, ...config }: { runManager?: Manager | undefined } & Config = {})`;
 *   the run manager is optional in the type, as LangChain declares it (a run without callbacks has
 *   none, and the context then holds it as undefined: `exactOptionalPropertyTypes` wants it said).
 * The config is then the one `tool()` gives its function (the tool run's child config, where
 * the class gave the caller's): the callbacks are the run manager's children.
 */
import type * as t from '@babel/types';
import { refuse, type Refusal } from '../../lib/diagnostic-catalogue';
import type { FrontEndContext } from '../../lib/front-end';
import { allowsTypeScript } from '../../lib/parser';

/** New text (the parameters after the input, or `execute`'s whole arrow), and the adapter module type it names. */
export type RunManagerParameters = { ok: true; text: string; adapterType?: typeof CONTEXT_TYPE } | Refusal;

/** The adapter module's type of `toLangChain`'s context (the descriptor's `adapterTypes`). */
export const CONTEXT_TYPE = 'LangChainToolContext';

/**
 * A JavaScript file writes no type; a TypeScript file names CONTEXT_TYPE, unless it names something else so
 * (`taken`) or has no import to add it to (`required`: the adapter module comes in by `require`).
 */
export type ContextTypeUse = 'untyped' | 'named' | 'taken' | 'required';

export const READS_RUN_MANAGER = 'execute reads the LangChain run manager from its context';
export const READS_RUN_MANAGER_AND_CONFIG =
  'execute reads the LangChain run manager and config from its context (the config `tool()` gives: its callbacks are the tool run’s children)';

/** Why the context's type cannot be named. */
const CONTEXT_TYPE_MISSING = {
  taken: `in a file that has a \`${CONTEXT_TYPE}\` of its own (the type its context would take)`,
  required: `in a TypeScript file without imports (the adapter module would come in by \`require\`, without \`${CONTEXT_TYPE}\`)`,
};

const refuseShape = (what: string): Refusal =>
  refuse(
    'func-run-manager',
    `has a func that takes the run manager (its second argument) ${what}: its parameters are not rewritten to read it from the context`,
  );

/**
 * TypeScript names the adapter module's context type (or `typeName`), unless the file names it otherwise (types are
 * no scope bindings: any mention but an earlier run's import counts).
 */
export function contextTypeUse(context: FrontEndContext, typeName: string = CONTEXT_TYPE): ContextTypeUse {
  if (!allowsTypeScript(context.filePath)) return 'untyped';
  const body = context.program.node.body;
  if (!body.some((statement) => statement.type === 'ImportDeclaration' || statement.type.startsWith('Export')))
    return 'required';
  if (!new RegExp(`\\b${typeName}\\b`).test(context.source)) return 'named';
  const importedBefore = body.some(
    (statement) =>
      statement.type === 'ImportDeclaration' &&
      statement.source.value.startsWith('.') &&
      statement.specifiers.some(
        (specifier) =>
          specifier.type === 'ImportSpecifier' &&
          specifier.local.name === typeName &&
          specifier.imported.type === 'Identifier' &&
          specifier.imported.name === typeName,
      ),
  );
  return importedBefore ? 'named' : 'taken';
}

/** Types that need parentheses as a member of a union or an intersection. */
const LOOSE_TYPES = new Set([
  'TSUnionType',
  'TSFunctionType',
  'TSConstructorType',
  'TSConditionalType',
  'TSTypeOperator',
]);

export function runManagerParameters(
  source: string,
  params: readonly t.Node[],
  contextType: ContextTypeUse,
): RunManagerParameters {
  const [, second, third, ...more] = params;
  if (!second) throw new Error('runManagerParameters: a func of at most one parameter keeps its parameters');
  if (more.length > 0) return refuseShape('and more parameters than the run manager and the config');
  const text = (node: t.Node) => source.slice(node.start!, node.end!);

  const manager = second.type === 'AssignmentPattern' ? second.left : second;
  if (manager.type !== 'Identifier') return refuseShape('as a pattern or a rest parameter');
  const fallback = second.type === 'AssignmentPattern' ? ` = ${text(second.right)}` : '';
  const key = manager.name === 'runManager' ? 'runManager' : `runManager: ${manager.name}`;
  if (third && third.type !== 'Identifier') return refuseShape('and a config parameter that is not a plain name');

  const managerType = typeOf(manager);
  const configType = third && typeOf(third);
  if (third && (managerType === undefined) !== (configType === undefined))
    return refuseShape('and a config parameter, only one of them typed');
  const rest = third ? `, ...${third.name}` : '';
  const pattern = `{ ${key}${fallback}${rest} }`;
  if (managerType === undefined && (contextType === 'taken' || contextType === 'required'))
    return refuseShape(`untyped, ${CONTEXT_TYPE_MISSING[contextType]}`);
  if (managerType === undefined)
    return contextType === 'named'
      ? { ok: true, text: `${pattern}: ${CONTEXT_TYPE} = {}`, adapterType: CONTEXT_TYPE }
      : { ok: true, text: `${pattern} = {}` };
  const operand = (type: t.TSType) => (LOOSE_TYPES.has(type.type) ? `(${text(type)})` : text(type));
  const config = configType ? ` & ${operand(configType)}` : '';
  return { ok: true, text: `${pattern}: { runManager?: ${operand(managerType!)} | undefined }${config} = {}` };
}

/**
 * A func declared elsewhere in the file (`func: lookUp`) keeps its declaration, which other code may call too:
 * `execute` becomes an arrow that calls it as the class did, with the arguments it takes:
 * `(input, { runManager, ...config }: LangChainToolContext = {}) => lookUp(input, runManager, config)`.
 */
export function runManagerCall(
  name: string,
  params: readonly t.Node[],
  contextType: ContextTypeUse,
): RunManagerParameters {
  if (params.length > 3) return refuseShape('and more parameters than the run manager and the config');
  if (WRAPPER_NAMES.includes(name))
    return refuseShape(`and is named \`${name}\`, which the call's own parameters would hide`);
  if (contextType === 'taken' || contextType === 'required') return refuseShape(CONTEXT_TYPE_MISSING[contextType]);
  const takesConfig = params.length > 2 || params.some((param) => param.type === 'RestElement');
  const pattern = takesConfig ? '{ runManager, ...config }' : '{ runManager }';
  const call = `${name}(${takesConfig ? 'input, runManager, config' : 'input, runManager'})`;
  return contextType === 'named'
    ? { ok: true, text: `(input, ${pattern}: ${CONTEXT_TYPE} = {}) => ${call}`, adapterType: CONTEXT_TYPE }
    : { ok: true, text: `(input, ${pattern} = {}) => ${call}` };
}

const WRAPPER_NAMES = ['input', 'runManager', 'config'];

/** A parameter's TypeScript type annotation. */
function typeOf(parameter: t.Identifier): t.TSType | undefined {
  const annotation = parameter.typeAnnotation;
  return annotation?.type === 'TSTypeAnnotation' ? annotation.typeAnnotation : undefined;
}
