/**
 * Servers handed to a registration function of another file: `registerTools(this.server, env)`
 * in the file that makes the `McpServer` (Cloudflare's `McpAgent`), and
 * `export function registerTools(server: any, env: any) { server.tool(...) }` in a file that
 * never names the SDK. The caller's file tells the others which of their exports it calls with
 * a server, at which argument and of which major (a fact); the callee's file takes its parameter
 * for an `McpServer` when every call the run shows passes one of the same major: the calls of
 * the run's files that make or type a server (the facts), and every call of its own file. The
 * parameter must be the function's own, untyped or `any`, never reassigned, and the function
 * exported by name and used in its file only by calls and exports; anything else stays unknown.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import type { FrontEndContext, ModuleFacts } from '../../lib/front-end';
import { importedExportKey, moduleKey } from '../../lib/module-facts';
import { scopeOf, visitCandidates } from '../../lib/scope';
import type { FileIndex } from '../../lib/file-index';
import { classifyReceiver, type McpMajor, type ReceiverKind } from './server';

/** Fact kind: `<module>#<export>=<argument position>:<major>`, an export another file calls with an McpServer there. */
export const SERVER_ARGUMENT_FACT = 'mcp-server-argument';

/** The calls of this file's relative imports that pass an McpServer, one fact per such argument. */
export function serverArgumentFacts(context: FrontEndContext): ModuleFacts {
  const facts: string[] = [];
  visitCandidates(context.program, {
    CallExpression: {
      where: (node) => node.callee.type === 'Identifier' && node.arguments.length > 0,
      visit(path) {
        const callee = path.node.callee as t.Identifier;
        const declaration = scopeOf(path).getBinding(callee.name)?.path;
        const exportKey = declaration && importedExportKey(declaration, context.filePath);
        if (!exportKey) return;
        path.node.arguments.forEach((argument, position) => {
          const major = serverMajorOf(path, argument);
          if (major !== undefined) facts.push(`${exportKey}=${position}:${major}`);
        });
      },
    },
  });
  return facts.length > 0 ? { [SERVER_ARGUMENT_FACT]: facts } : {};
}

/** Only a file that imports a relative module by name can call one with a server. */
export function mayPassServerArguments(index: FileIndex): boolean {
  return index.modules.some(
    (module) => module.kind === 'import' && module.source.startsWith('.') && module.namedLocals.size > 0,
  );
}

/**
 * `server` in `server.tool(...)`, a parameter of an exported function that every call the run shows
 * gives an McpServer of one major; undefined where the parameter is not such, or no call is known.
 * `ambiguous` where calls are known but do not all pass a server of one major (worth a report).
 */
export function receiverFromCallers(
  context: FrontEndContext,
  call: NodePath<t.CallExpression>,
  receiver: t.Expression,
): ReceiverKind | 'ambiguous' | undefined {
  if (receiver.type !== 'Identifier') return undefined;
  const parameter = registrationParameter(call, receiver.name);
  if (!parameter) return undefined;
  const { fn, position, exported } = parameter;
  const known = context.facts
    .leadingTo(SERVER_ARGUMENT_FACT, `${moduleKey(context.filePath)}#${exported}`)
    .map((fact) => fact.slice(fact.indexOf('=') + 1).split(':'))
    .filter(([at]) => Number(at) === position)
    .map(([, major]) => Number(major) as McpMajor);
  if (known.length === 0) return undefined;
  const majors = new Set(known);
  const local = localCallMajors(fn, position);
  if (local === undefined) return 'ambiguous';
  for (const major of local) majors.add(major);
  return majors.size === 1 ? { kind: 'mcp-server', major: [...majors][0]! } : 'ambiguous';
}

interface RegistrationParameter {
  fn: NodePath<t.Function>;
  position: number;
  /** The name the module exports the function under. */
  exported: string;
}

/** The untyped (or `any`) parameter `name` of an exported function, never reassigned. */
function registrationParameter(from: NodePath, name: string): RegistrationParameter | undefined {
  const binding = scopeOf(from).getBinding(name);
  if (binding?.kind !== 'param' || !binding.constant) return undefined;
  const parameter = binding.path;
  const fn = parameter.parentPath;
  if (!fn?.isFunction() || !parameter.isIdentifier()) return undefined;
  const position = fn.node.params.indexOf(parameter.node);
  if (position < 0 || !vaguelyTyped(parameter.node)) return undefined;
  const exported = exportedNameOf(fn);
  return exported === undefined ? undefined : { fn, position, exported };
}

function vaguelyTyped(parameter: t.Identifier): boolean {
  const annotation = parameter.typeAnnotation;
  return (
    !annotation ||
    (annotation.type === 'TSTypeAnnotation' && annotation.typeAnnotation.type === 'TSAnyKeyword') ||
    annotation.type === 'Noop'
  );
}

/**
 * The name a function is exported under: `export function f`, `export const f = (...) => ...`, or a
 * declaration `export { f }` names (once). The function's binding must be constant.
 */
function exportedNameOf(fn: NodePath<t.Function>): string | undefined {
  let local: string | undefined;
  let direct = false;
  if (fn.isFunctionDeclaration() && fn.node.id) {
    local = fn.node.id.name;
    direct = fn.parentPath.isExportNamedDeclaration();
  } else if ((fn.isArrowFunctionExpression() || fn.isFunctionExpression()) && fn.parentPath.isVariableDeclarator()) {
    const id = fn.parentPath.node.id;
    if (id.type !== 'Identifier' || fn.parentPath.parentPath?.node.type !== 'VariableDeclaration') return undefined;
    if ((fn.parentPath.parentPath.node as t.VariableDeclaration).kind !== 'const') return undefined;
    local = id.name;
    direct = fn.parentPath.parentPath.parentPath?.isExportNamedDeclaration() ?? false;
  }
  if (local === undefined) return undefined;
  const binding = scopeOf(fn).getBinding(local);
  if (!binding?.constant || binding.scope.node.type !== 'Program') return undefined;
  const names = new Set<string>(direct ? [local] : []);
  for (const reference of binding.referencePaths) {
    const parent = reference.parentPath;
    if (parent?.isExportSpecifier() && parent.parentPath.isExportNamedDeclaration() && !parent.parentPath.node.source) {
      const exported = parent.node.exported;
      names.add(exported.type === 'Identifier' ? exported.name : exported.value);
    }
  }
  return names.size === 1 ? [...names][0] : undefined;
}

/**
 * The majors of the servers the function's own file passes at `position`: every reference must be
 * an export specifier or the callee of a call that passes a server there; undefined otherwise.
 */
function localCallMajors(fn: NodePath<t.Function>, position: number): McpMajor[] | undefined {
  const name = fn.isFunctionDeclaration()
    ? fn.node.id?.name
    : ((fn.parentPath?.node as t.VariableDeclarator).id as t.Identifier).name;
  const binding = name === undefined ? undefined : scopeOf(fn).getBinding(name);
  if (!binding) return undefined;
  const majors: McpMajor[] = [];
  for (const reference of binding.referencePaths) {
    const parent = reference.parentPath;
    // The scope model counts `export function f` and `export { f }` as references: exports, not uses.
    if (parent?.isExportSpecifier() || reference.isExportNamedDeclaration()) continue;
    if (!parent?.isCallExpression() || parent.node.callee !== reference.node) return undefined;
    const argument = parent.node.arguments[position];
    const major = argument && serverMajorOf(parent, argument);
    if (major === undefined) return undefined;
    majors.push(major);
  }
  return majors;
}

/** The major of the McpServer an argument provably is, as the file shows it. */
function serverMajorOf(call: NodePath<t.CallExpression>, argument: t.Node): McpMajor | undefined {
  if (argument.type === 'SpreadElement' || argument.type === 'ArgumentPlaceholder') return undefined;
  if (argument.type === 'JSXNamespacedName') return undefined;
  const kind = classifyReceiver(call, argument as t.Expression);
  return kind.kind === 'mcp-server' ? kind.major : undefined;
}
