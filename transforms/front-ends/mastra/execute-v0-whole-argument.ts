/**
 * A 0.x `execute(args)` that keeps its first argument whole and reads it by key:
 * `args.context` or `const { context, threadId } = args`. The 0.x adapter calls
 * `execute(context, { ...everythingButContext, options })`, so the function becomes
 * `execute(context, args)`: `args.context` reads the new first parameter, a destructured
 * `context` becomes that parameter, and every other key reads the same value from the
 * second one. Refused when the argument is used any other way (passed on, spread, a
 * `...rest`, a method called on it) or reads `options` (the adapter's own key there).
 * A second parameter (`execute(args, options)`, Mastra's call options) is read from that same
 * key: `execute(context, { options, ...args })`, the argument read by key only, as before.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { refuse, type Refusal } from '../../lib/diagnostic-catalogue';
import { keyName, keyRead } from '../../lib/key-reads';
import { applyEditsToSlice, type TextEdit } from '../../lib/text-edits';
import { isOptionalSpanRead, rebindsOrReadsArguments, TRACING_KEY } from './execute-v0-tracing';
import { V0_DIALECT, type V0Dialect } from './execute-v0-types';
import { scopeOf, type Binding } from '../../lib/scope';

type ExecuteFunction = t.ArrowFunctionExpression | t.FunctionExpression | t.ObjectMethod;

export type WholeArgumentPlan =
  | {
      ok: true;
      valueText?: string;
      parametersText?: string;
      /** Mastra's context is read for more than optional tracing (execute-v0-tracing.ts). */
      readsMastraContext: boolean;
      readsInput: boolean;
      /** The kept argument was annotated with `contextType`. */
      contextTyped: boolean;
    }
  | Refusal;

/** `contextType`: the adapter module's type for the kept argument (see `ExecuteSite.contextType`). */
export function planV0WholeArgument(
  source: string,
  fnPath: NodePath<ExecuteFunction>,
  dialect: V0Dialect,
  contextType?: string,
  /** The second parameter as a property of the new context (`options`, `options: opts`); `''` where it goes unread. */
  optionsText?: string,
): WholeArgumentPlan {
  const { inputKey, api } = dialect;
  const whole = (detail: string): Refusal =>
    refuse(
      'execute-input-as-whole',
      `has a ${api} execute whose first parameter is not destructured and ${detail}: the ${api} adapter passes \`${inputKey}\` and Mastra's context separately`,
    );
  const fn = fnPath.node;
  const [argument, options] = fn.params;
  if (fn.params.length > (optionsText === undefined ? 1 : 2) || argument?.type !== 'Identifier')
    return whole('takes other parameters');
  const binding = scopeOf(fnPath).getBinding(argument.name);
  if (!binding || binding.constantViolations.length > 0) return whole('is reassigned');

  const uses = readUses(source, fnPath, binding, inputKey, whole);
  if (!uses.ok) return uses;
  const { edits, contextNames, contextMembers } = uses;
  // `args.tracingContext?.currentSpan?.…` alone keeps the argument, and is no tie (as destructured, execute.ts).
  const tracingOnly = dialect === V0_DIALECT && !uses.readsMastraContext && !rebindsOrReadsArguments(fnPath, undefined);
  const keepsArgument = uses.readsMastraContext || uses.readsTracing;
  // Mastra's call options (the tool call's id, messages, signal) are Mastra's too.
  const withOptions = optionsText !== undefined && optionsText !== '';
  const readsMastraContext = (keepsArgument && !tracingOnly) || withOptions;
  if (contextNames.length > 1 || (contextNames.length === 1 && contextMembers.length > 0))
    return whole(`reads \`${inputKey}\` from it in several places`);
  const inputName = contextNames[0] ?? freeName(fnPath, contextMembers.length > 0 ? inputKey : `_${inputKey}`);
  if (inputName === undefined)
    return whole(`reads \`${inputKey}\` from it, and \`${inputKey}\` is taken in the function`);
  for (const member of contextMembers) edits.push({ start: member.start!, end: member.end!, text: inputName });

  // Nothing but the input read from it: the argument is not needed any more.
  const contextTyped = (keepsArgument || withOptions) && contextType !== undefined;
  const contextText = withOptions
    ? `{ ${[optionsText, ...(keepsArgument ? [`...${argument.name}`] : [])].join(', ')} }`
    : argument.name;
  const kept = contextTyped ? `${contextText}: ${contextType}` : contextText;
  const parameters = keepsArgument || withOptions ? `${inputName}, ${kept}` : inputName;
  const readsInput = contextNames.length > 0 || contextMembers.length > 0;
  if (fn.type === 'ObjectMethod') {
    // A method's body is not rewritten by the emitter: only its parameter list changes.
    if (edits.length > 0) return whole(`is a method that reads \`${inputKey}\` from it`);
    return { ok: true, parametersText: parameters, readsMastraContext, readsInput, contextTyped };
  }
  const parenthesized = source.slice(fn.start!, argument.start!).trimEnd().endsWith('(');
  edits.push({
    start: argument.start!,
    end: (options ?? argument).end!,
    text: parenthesized ? parameters : `(${parameters})`,
  });
  return {
    ok: true,
    valueText: applyEditsToSlice(source, fn.start!, fn.end!, edits),
    readsMastraContext,
    readsInput,
    contextTyped,
  };
}

interface Uses {
  ok: true;
  /** The declarations' `context` properties removed (their bindings become the input parameter). */
  edits: TextEdit[];
  /** The names `context` is destructured to, and the `args.context` reads. */
  contextNames: string[];
  contextMembers: t.Node[];
  /** Anything but the input and optional tracing is read from the argument (Mastra's own context). */
  readsMastraContext: boolean;
  /** `args.tracingContext?.currentSpan` (nothing or `?.` after it) is read. */
  readsTracing: boolean;
}

/** Every use of the argument: `args.key`, or `const { key } = args`; a refusal for any other. */
function readUses(
  source: string,
  fnPath: NodePath<ExecuteFunction>,
  binding: Binding,
  inputKey: string,
  whole: (detail: string) => Refusal,
): Uses | Refusal {
  const uses: Uses = {
    ok: true,
    edits: [],
    contextNames: [],
    contextMembers: [],
    readsMastraContext: false,
    readsTracing: false,
  };
  for (const reference of binding.referencePaths) {
    const parent = reference.parentPath!;
    const member = keyRead(reference);
    if (member) {
      if (member.key === 'options') return whole('reads `options` from it');
      if (member.key === inputKey) uses.contextMembers.push(parent.node);
      else if (member.key === TRACING_KEY && isOptionalSpanRead(parent)) uses.readsTracing = true;
      else uses.readsMastraContext = true;
      continue;
    }
    const declarator = parent.node;
    if (declarator.type !== 'VariableDeclarator' || declarator.init !== reference.node) return whole('is used whole');
    if (declarator.id.type !== 'ObjectPattern') return whole('is used whole');
    const pattern = declarator.id;
    for (const property of pattern.properties) {
      const key = property.type === 'ObjectProperty' && !property.computed ? keyName(property.key) : undefined;
      if (key === undefined) return whole('is destructured with a rest element or a computed key');
      if (key === 'options') return whole('destructures `options` from it');
      if (key !== inputKey) {
        uses.readsMastraContext = true;
        continue;
      }
      const value = (property as t.ObjectProperty).value;
      const movable =
        value.type === 'Identifier' ||
        (isPlainPattern(value) && opensBody(fnPath, parent as NodePath<t.VariableDeclarator>));
      if (!movable) return whole(`destructures \`${inputKey}\` with a default or a pattern`);
      uses.contextNames.push(source.slice(value.start!, value.end!));
      const removal = propertyRemoval(source, pattern, property, parent as NodePath<t.VariableDeclarator>);
      if (!removal) return whole('destructures only `context` in a declaration of several variables');
      uses.edits.push(removal);
    }
  }
  return uses;
}

/**
 * A pattern with no defaults and no computed keys (`{ id, days }`): as a parameter it binds
 * the same names from the same value, and evaluates nothing that could see the body.
 */
function isPlainPattern(node: t.Node): boolean {
  if (node.type === 'Identifier') return true;
  if (node.type === 'RestElement') return isPlainPattern(node.argument);
  if (node.type === 'ArrayPattern')
    return node.elements.every((element) => element === null || isPlainPattern(element));
  if (node.type !== 'ObjectPattern') return false;
  return node.properties.every((property) =>
    property.type === 'RestElement' ? isPlainPattern(property) : !property.computed && isPlainPattern(property.value),
  );
}

/** `const { data: { id } } = args;` as the first statement of the function's body: nothing runs before it. */
function opensBody(fnPath: NodePath<ExecuteFunction>, declarator: NodePath<t.VariableDeclarator>): boolean {
  const body = fnPath.node.body;
  const declaration = declarator.parentPath.node;
  return body.type === 'BlockStatement' && body.body[0] === declaration;
}

/**
 * The edit that drops `context` from `const { context, threadId } = args`; the whole
 * declaration when it was the only key (`const { context } = args;`), if it declares
 * nothing else.
 */
function propertyRemoval(
  source: string,
  pattern: t.ObjectPattern,
  property: t.ObjectPattern['properties'][number],
  declarator: NodePath<t.VariableDeclarator>,
): TextEdit | undefined {
  const properties = pattern.properties;
  const index = properties.indexOf(property);
  if (properties.length === 1) {
    const declaration = declarator.parentPath;
    if (!declaration?.isVariableDeclaration() || declaration.node.declarations.length !== 1) return undefined;
    const lineStart = source.lastIndexOf('\n', declaration.node.start! - 1) + 1;
    const alone = source.slice(lineStart, declaration.node.start!).trim() === '';
    const rest = /^[ \t]*(\r?\n)?/.exec(source.slice(declaration.node.end!))![0];
    return alone && rest.endsWith('\n')
      ? { start: lineStart, end: declaration.node.end! + rest.length, text: '' }
      : { start: declaration.node.start!, end: declaration.node.end!, text: '' };
  }
  const next = properties[index + 1];
  if (next) return { start: property.start!, end: next.start!, text: '' };
  return { start: properties[index - 1]!.end!, end: property.end!, text: '' };
}

/** `name` when the function neither reads nor declares it (no shadowing either way). */
function freeName(fnPath: NodePath<ExecuteFunction>, name: string): string | undefined {
  let taken = false;
  fnPath.traverse({
    noScope: true,
    Identifier(path) {
      if (path.node.name === name && (path.isReferenced() || path.isBindingIdentifier())) {
        taken = true;
        path.stop();
      }
    },
  });
  return taken ? undefined : name;
}
