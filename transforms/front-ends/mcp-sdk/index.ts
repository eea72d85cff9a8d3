/**
 * MCP SDK front end: `server.registerTool(name, config, cb)` and the six
 * `server.tool(...)` overloads on an `McpServer` (1.x `@modelcontextprotocol/sdk`,
 * 2.x `@modelcontextprotocol/server`) → a standard tool declared right before the
 * registration (same scope) and `registerMcpTool(server, tool, options)`.
 *
 * Raw shapes become `z.object(...)` with the file's own zod; `title` stays on the tool;
 * `annotations`, `_meta` and every other MCP-only key move unchanged to the options.
 * Handlers keep their code; see mcp-sdk-handler.ts for the arity and result rules.
 * The low-level `Server` with `setRequestHandler` is reported, never rewritten.
 */
import { mayNameAdapterType } from '../../lib/adapter-types';
import { callStateUse } from '../../lib/call-state-reads';
import { freeNameIn, scopeOf, type Scope } from '../../lib/scope';
import { staticString } from '../../lib/static-name';
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { labelledManualReporter } from '../../lib/config-preamble';
import { collectCalls } from '../../lib/definition-calls';
import { refuse, type Refusal } from '../../lib/diagnostic-catalogue';
import { positionOf } from '../../lib/diagnostics';
import { callsMethod } from '../../lib/file-index';
import type { FrontEnd, FrontEndContext } from '../../lib/front-end';
import type { MovedProperty, Placement, ToolDescription } from '../../lib/ir';
import { builtPropertyIndent } from '../../lib/emit';
import { rangeWithParentheses } from '../../lib/expression-facts';
import { ownLineCommentsStart, trailingLineComment } from '../../lib/moved-comments';
import { standardBindingBase } from '../../lib/naming';
import { reindentText, type IndentChange } from '../../lib/reindent';
import { indentationAt, quoteString } from '../../lib/source-style';
import { moduleZodNamespace } from '../../lib/zod';
import { allowsTypeScript } from '../../lib/parser';
import { CONTEXT_TYPE, RESULT_OPTION, planHandler, type HandlerPlan } from './handler';
import { writtenInputSchema } from './input-strings';
import { zodForEmptyShapes } from './empty-shape';
import { reportLowLevelTools } from './low-level';
import { literalName, pieceValue, readRegistration, type Piece, type Registration } from './registration';
import {
  classifyReceiver,
  importedServerMajor,
  importsMcpServer,
  matchesMcpModule,
  type McpMajor,
  type ReceiverKind,
} from './server';
import { mcpSdkFramework } from './framework';
import {
  mayPassServerArguments,
  receiverFromCallers,
  SERVER_ARGUMENT_FACT,
  serverArgumentFacts,
} from './server-arguments';

const REGISTRATION_METHODS = new Set(['registerTool', 'tool']);
const GATE_METHODS = [...REGISTRATION_METHODS, 'setRequestHandler'];

export const mcpSdkFrontEnd: FrontEnd = {
  framework: mcpSdkFramework,
  textHints: ['@modelcontextprotocol/'],
  matchesModule: matchesMcpModule,
  recognises: [
    'server.registerTool(name, config, callback) on an McpServer (1.x @modelcontextprotocol/sdk, 2.x @modelcontextprotocol/server)',
    'the six server.tool(name, [description], [shape], [annotations], callback) overloads (1.x)',
    'the server: a variable set to `new McpServer(...)`, or a parameter/variable typed `McpServer`',
    'an untyped or `any` parameter of an exported function that other files call with an McpServer (`registerTools(this.server)` in an McpAgent), in a file that names no MCP module: every call the run shows must pass a server of one major, else it is reported',
    '`this.tool(...)` / `this.registerTool(...)` in the constructor, methods and fields of `class … extends McpServer` → registerMcpTool(this, ...)',
    "raw shapes → z.object(...) (an empty one in a file without zod: `import { z } from 'zod'` added where the project has zod 4, or zod 3 on 1.x); title kept; annotations, _meta and other MCP-only keys → adapter options",
    'simple text / JSON+structuredContent results unwrapped to plain values (a return-type annotation follows: `Promise<string>`, or none for objects); other results passed through',
    '`return helper(args)` of a local function (or `this.#helper(args)` in a field or a base constructor) that only builds such a result, arguments literals or steady names, and `const result = {text result}; return result;` read once: unwrapped too',
    'a context read only for its abort signal (1.x `extra.signal`, 2.x `ctx.mcpReq.signal`) → `abortSignalOf(extra)`, the context typed `unknown`: not tied',
    'low-level Server setRequestHandler(ListToolsRequestSchema / CallToolRequestSchema): reported for a manual migration',
  ],
  // Registrations and low-level handlers are method calls, on receivers of every kind.
  mayDefine: (index) => callsMethod(index, GATE_METHODS),
  definitionHints: GATE_METHODS,
  collect,
  factHint: 'McpServer',
  mayHaveFacts: mayPassServerArguments,
  collectFacts: serverArgumentFacts,
  opensModulesFor: SERVER_ARGUMENT_FACT,
  instanceMethods: ['registerTool', 'tool'],
};

/** `x.registerTool(...)` and the other registration methods, or `x.setRequestHandler(...)`: on the node alone. */
function isMethodCallOfInterest(call: t.CallExpression): boolean {
  const callee = call.callee;
  if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return false;
  return callee.property.name === 'setRequestHandler' || REGISTRATION_METHODS.has(callee.property.name);
}

/** A receiver, and whether it is a parameter whose callers give it servers of more than one kind. */
type ResolvedReceiver = ReceiverKind | { kind: 'unknown'; generic?: undefined; ambiguousCallers: true };

/** A registration on an McpServer: the method it calls, and the server's major. */
interface McpRegistration {
  method: 'registerTool' | 'tool';
  major: McpMajor;
}

function collect(context: FrontEndContext): ToolDescription[] {
  const requestHandlers: Array<NodePath<t.CallExpression>> = [];
  const freeName = freeNameIn(context.program);
  const mayBeMcpServer = importsMcpServer(context.program);
  const tools = collectCalls<McpRegistration>(context, {
    where: isMethodCallOfInterest,
    recognise(path) {
      const method = ((path.node.callee as t.MemberExpression).property as t.Identifier).name;
      if (method === 'setRequestHandler') requestHandlers.push(path);
      return REGISTRATION_METHODS.has(method) ? registrationOn(context, path, method, mayBeMcpServer) : undefined;
    },
    nestedMessage: ({ method }) => `${method}(...) is inside another tool registration; left as it is`,
    describe: (path, registration) => describeRegistration(context, path, registration, freeName),
  });
  reportLowLevelTools(context, requestHandlers);
  return tools;
}

/** A registration on an McpServer; one on what may be an McpServer is reported, anything else let be. */
function registrationOn(
  context: FrontEndContext,
  path: NodePath<t.CallExpression>,
  method: string,
  mayBeMcpServer: boolean,
): McpRegistration | undefined {
  const receiver = resolvedReceiver(
    context,
    path,
    (path.node.callee as t.MemberExpression).object,
    method,
    mayBeMcpServer,
  );
  if (receiver.kind === 'mcp-server') return { method: method as McpRegistration['method'], major: receiver.major };
  if (
    receiver.kind === 'unknown' &&
    (mayBeMcpServer || 'ambiguousCallers' in receiver) &&
    looksLikeRegistration(path.node, method)
  ) {
    const name = registrationName(path.node);
    const what = receiver.generic
      ? 'a value of a generic type bound by McpServer (its class may define its own registration methods)'
      : 'ambiguousCallers' in receiver
        ? 'a parameter that its callers do not all give an McpServer of one major'
        : 'something the code does not show to be an McpServer';
    context.report(
      path.node,
      'unknown-receiver',
      `${method}(${name !== undefined ? `'${name}'` : '...'}) is called on ${what}; left as it is`,
      name !== undefined ? { tool: name } : {},
    );
  }
  return undefined;
}

/** The registration read and described, or reported as left as it is. */
function describeRegistration(
  context: FrontEndContext,
  path: NodePath<t.CallExpression>,
  { method, major }: McpRegistration,
  freeName: (base: string) => string,
): ToolDescription | undefined {
  const manual = labelledManualReporter(
    context,
    path.node,
    (tool) => `${method}(${tool !== undefined ? `'${tool}'` : '...'})`,
  );
  if (method === 'tool' && major === 2) return manual('no-tool-method');
  const read = readRegistration(path, method, context.types);
  if (!read.ok) return manual(read.reason, read.message, read.name);
  const tool = describe(context, path, read.registration, major, freeName);
  if (!tool.ok) return manual(tool.reason, tool.message, read.registration.name);
  // The server may have no registerTool, or a test may spy on tool(): the adapter module keeps that way.
  return method === 'tool' ? { ...tool.tool, adapterFeatures: ['mcp-tool-method'] } : tool.tool;
}

/**
 * The receiver as the file shows it, else as the file's project types it (the type oracle):
 * asked only where a registration would otherwise be reported, so few files ask at all.
 */
function resolvedReceiver(
  context: FrontEndContext,
  path: NodePath<t.CallExpression>,
  receiver: t.Expression,
  method: string,
  mayBeMcpServer: boolean,
): ResolvedReceiver {
  const read = classifyReceiver(path, receiver);
  if (read.kind !== 'unknown' || read.generic || !looksLikeRegistration(path.node, method)) return read;
  const fromCallers = receiverFromCallers(context, path, receiver);
  if (fromCallers === 'ambiguous') return { kind: 'unknown', ambiguousCallers: true };
  if (fromCallers) return fromCallers;
  if (!mayBeMcpServer) return read;
  const typed = context.types.isFrameworkInstance(receiver, 'McpServer');
  if (typed === false) return { kind: 'other' };
  const major = typed ? importedServerMajor(context.program) : undefined;
  return major ? { kind: 'mcp-server', major } : read;
}

/** `x.registerTool(name, ...)`, or `x.tool(name, ..., callback)`: worth a word when `x` may be an McpServer. */
function looksLikeRegistration(call: t.CallExpression, method: string): boolean {
  const last = call.arguments[call.arguments.length - 1];
  if (call.arguments.length < 2) return false;
  return method === 'registerTool' || last?.type === 'ArrowFunctionExpression' || last?.type === 'FunctionExpression';
}

/** The literal name in `x.registerTool('name', ...)` (two arguments or more): worth a word when `x` is unknown. */
function registrationName(call: t.CallExpression): string | undefined {
  const [name] = call.arguments;
  return call.arguments.length >= 2 && name?.type !== 'SpreadElement' && name?.type !== 'ArgumentPlaceholder'
    ? literalName(name)
    : undefined;
}

type Described = { ok: true; tool: ToolDescription } | Refusal;

function describe(
  context: FrontEndContext,
  path: NodePath<t.CallExpression>,
  registration: Registration,
  major: McpMajor,
  freeName: (base: string) => string,
): Described {
  const { source, style } = context;
  const call = path.node;
  const placement = placementOf(path);
  const anchor = placement.kind === 'declare' ? placement.statement : call;
  const toIndent = builtPropertyIndent(source, anchor, style);

  const shapes = registration.standard.filter((piece) => piece.shape);
  const fileZod = registration.zodNamespace ?? moduleZodNamespace(context.program);
  const importedZod = shapes.length > 0 && !fileZod ? zodForEmptyShapes(context, shapes, major, freeName) : undefined;
  const zod = fileZod ?? importedZod?.namespace;
  if (shapes.length > 0 && !zod)
    return refuse(
      'no-zod-namespace',
      'has a raw shape, and the file has no zod namespace import to write z.object() with (one is added only for an empty shape `{}`, in a project with zod 4, or zod 3 on a 1.x server)',
    );
  const move = (piece: Piece) => movedPiece(context, piece, toIndent, zod);
  const handler = plannedHandler(context, registration, major, toIndent, freeName);
  if (!handler.ok) return handler;
  reportNoDescription(context, call, registration);

  // A handler whose results stay MCP-shaped returns more than its output schema describes (only
  // their `structuredContent`): the schema goes beside the tool, to `registerMcpTool`, not on it.
  // So does a template's, unless its value is the structured content itself.
  const describesResults = handler.keepsResult || (handler.resultTemplate && !handler.resultTemplate.describesValue);
  const besideTool = describesResults ? registration.standard.filter((piece) => piece.key === 'outputSchema') : [];
  const resultOption: MovedProperty[] = handler.resultTemplate
    ? [{ kind: 'text', key: RESULT_OPTION, text: handler.resultTemplate.text }]
    : [];
  const descriptionOption = listedEmptyDescription(registration, scopeOf(path), context.style);
  const standard = registration.standard.filter((piece) => !besideTool.includes(piece));
  const receiver = (call.callee as t.MemberExpression).object;
  return {
    ok: true,
    tool: {
      framework: 'mcp-sdk',
      ...nameOf(source, registration),
      nameSource: 'explicit',
      summary: summaryOf(source, registration),
      preferredBinding: standardBindingBase(registration.name),
      standardObject: {
        kind: 'build',
        anchor,
        properties: [...withDescription(standard.map(move), style), handler.execute],
      },
      placement,
      adapter: {
        importName: 'registerMcpTool',
        leadingArguments: [source.slice(receiver.start!, receiver.end!)],
        options: [...descriptionOption, ...[...besideTool, ...registration.options].map(move), ...resultOption],
      },
      consumedReferences: handler.consumedTypeNames ?? [],
      ...(handler.moduleTypes && { adapterModuleTypes: handler.moduleTypes }),
      ...(handler.moduleNames && { adapterModuleNames: handler.moduleNames }),
      ...(importedZod && { packageImports: [importedZod.packageImport] }),
      removedStatements: registration.removedDeclaration ? [registration.removedDeclaration] : undefined,
      tiedReasons: [...handler.tiedReasons, ...serverUse(path, receiver, source)],
      ...positionOf(call),
    },
  };
}

/** The handler planned as `execute`, and that property laid out in the new object. */
function plannedHandler(
  context: FrontEndContext,
  registration: Registration,
  major: McpMajor,
  toIndent: string,
  freeName: (base: string) => string,
): (Extract<HandlerPlan, { ok: true }> & { execute: MovedProperty }) | Refusal {
  const { source } = context;
  const handlerNode = registration.handler.path.node;
  const handler = planHandler({
    source,
    handler: registration.handler.path,
    hasInputSchema: registration.hasInputSchema,
    inputSchemaMayBeAbsent: registration.inputSchemaMayBeAbsent,
    major,
    change: { from: indentationAt(source, handlerNode.start!), to: toIndent },
    freeName,
    // A file that already names it (its own type of that name) keeps its parameters as they are.
    typesContext: mayNameAdapterType(context, CONTEXT_TYPE),
    typeScript: allowsTypeScript(context.filePath),
    types: context.types,
    inputSchema: writtenInputSchema(registration),
  });
  if (!handler.ok) return handler;
  const execute = movedArgument(
    context,
    handlerNode,
    registration.handler.after,
    'execute',
    handler.executeText,
    toIndent,
  );
  return { ...handler, execute };
}

/**
 * A description written empty (`description: ''`) is listed by the SDK as `""`; the adapters list the standard
 * tool's `''` as none (a tool that had none), so the options say to list it.
 */
function listedEmptyDescription(
  registration: Registration,
  scope: Scope,
  style: FrontEndContext['style'],
): MovedProperty[] {
  const value = pieceValue(registration.standard.find((piece) => piece.key === 'description'));
  if (staticString(value, scope) !== '') return [];
  return [{ kind: 'text', key: 'description', text: `description: ${quoteString('', style)}` }];
}

function reportNoDescription(context: FrontEndContext, call: t.CallExpression, registration: Registration): void {
  if (registration.standard.some((piece) => piece.key === 'description')) return;
  context.report(
    call,
    'empty-description',
    `${registration.name} has no description: its standard tool gets an empty one (MCP still lists none); worth writing one`,
    { tool: registration.name },
  );
}

/** The tool's name, and, where the name argument is no literal, that argument as written. */
function nameOf(
  source: string,
  registration: Registration,
): Pick<ToolDescription, 'name' | 'nameText' | 'runtimeName'> {
  const reference = registration.nameReference;
  return {
    name: registration.computedName ? source.slice(reference!.start!, reference!.end!) : registration.name,
    nameText: reference && source.slice(reference.start!, reference.end!),
    ...(registration.computedName && { runtimeName: true }),
  };
}

/** The title, description and schemas as written, for reports. */
function summaryOf(source: string, registration: Registration): ToolDescription['summary'] {
  const valueText = (key: string) => {
    const node = pieceValue(registration.standard.find((candidate) => candidate.key === key));
    return node ? source.slice(node.start!, node.end!) : undefined;
  };
  return {
    title: valueText('title'),
    description: valueText('description'),
    inputSchema: valueText('inputSchema'),
    outputSchema: valueText('outputSchema'),
  };
}

/**
 * The SDK lists a tool registered without a description with none; the contract needs a
 * string, so the standard object gets `''` right after its title (or first), and the
 * MCP adapters leave an empty description out, as before.
 */
function withDescription(properties: MovedProperty[], style: FrontEndContext['style']): MovedProperty[] {
  if (properties.some((property) => property.key === 'description')) return properties;
  const empty: MovedProperty = { kind: 'text', key: 'description', text: `description: ${quoteString('', style)}` };
  const afterTitle = properties.findIndex((property) => property.key === 'title') + 1;
  return [...properties.slice(0, afterTitle), empty, ...properties.slice(afterTitle)];
}

/**
 * A statement of its own (`server.registerTool(...);`, `const r = server.registerTool(...)`)
 * gets the standard object declared right before it, in the same block; anywhere else
 * the object goes inline into the adapter call.
 */
function placementOf(path: NodePath<t.CallExpression>): Placement {
  const site = path.node;
  const parent = path.parentPath;
  if (parent?.isExpressionStatement() && parent.inList)
    return { kind: 'declare', site, statement: parent.node, exported: false };
  if (parent?.isVariableDeclarator() && parent.node.init === site) {
    const declaration = parent.parentPath;
    if (declaration?.isVariableDeclaration() && declaration.node.declarations.length === 1) {
      // `export const r = server.registerTool(...)`: the tool goes before the export (not exported itself).
      const exportStatement = declaration.parentPath?.isExportNamedDeclaration() ? declaration.parentPath : undefined;
      const statement = exportStatement ?? declaration;
      if (statement.inList) return { kind: 'declare', site, statement: statement.node, exported: false };
    }
  }
  return { kind: 'inline', site };
}

/**
 * A config property or positional argument, laid out as a property of the new object
 * (`zod` names the namespace for raw shapes).
 */
function movedPiece(context: FrontEndContext, piece: Piece, toIndent: string, zod: string | undefined): MovedProperty {
  const { source } = context;
  const node = piece.from.node;
  const change: IndentChange = { from: indentationAt(source, node.start!), to: toIndent };
  const value =
    piece.from.kind === 'argument'
      ? piece.from.node
      : piece.from.node.type === 'ObjectProperty'
        ? (piece.from.node.value as t.Expression)
        : undefined;
  const valueRange = value && rangeWithParentheses(source, value);
  const orElse = piece.emptyWhenUndefined ? ` ?? ${quoteString('', context.style)}` : '';
  const valueText = (range: { start: number; end: number }) => {
    const text = reindentText(source, range.start, range.end, value!, change);
    return (piece.shape ? `${zod}.object(${text})` : text) + orElse;
  };

  if (piece.from.kind === 'argument')
    return movedArgument(context, node, piece.after, piece.key, valueText(valueRange!), toIndent);

  const property = piece.from.node;
  const start = ownLineCommentsStart(source, context.ast.comments ?? [], piece.after, property.start!);
  let replacements: Array<{ start: number; end: number; text: string }> = [];
  if ((piece.shape || orElse) && property.type === 'ObjectProperty') {
    const shorthandValue = piece.shape ? `${zod}.object(${piece.key})` : piece.key;
    replacements = property.shorthand
      ? [{ start: property.start!, end: property.end!, text: `${piece.key}: ${shorthandValue}${orElse}` }]
      : [{ start: valueRange!.start, end: valueRange!.end, text: valueText(valueRange!) }];
  }
  return {
    kind: 'text',
    key: piece.key,
    text: reindentText(source, start, property.end!, property, change, replacements),
    trailingComment: trailingLineComment(source, context.ast.comments ?? [], property.end!),
  };
}

/** `key: valueText`, preceded by the comments written on their own lines above the argument. */
function movedArgument(
  context: FrontEndContext,
  node: t.Node,
  after: number,
  key: string,
  valueText: string,
  toIndent: string,
): MovedProperty {
  const { source, style } = context;
  const comments = context.ast.comments ?? [];
  const range = rangeWithParentheses(source, node);
  const start = ownLineCommentsStart(source, comments, after, range.start);
  const commentsEnd = start + source.slice(start, range.start).trimEnd().length;
  const leading =
    start < range.start
      ? `${reindentText(source, start, commentsEnd, node, { from: indentationAt(source, range.start), to: toIndent })}${style.eol}${toIndent}`
      : '';
  const property = valueText === key ? key : `${key}: ${valueText}`;
  return {
    kind: 'text',
    key,
    text: `${leading}${property}`,
    trailingComment: trailingLineComment(source, comments, range.end),
  };
}

/** The server the tool is registered on, used by its code (elicitation, sampling, logging, notifications): MCP only. */
function serverUse(path: NodePath<t.CallExpression>, receiver: t.Expression, source: string): string[] {
  const use = callStateUse(path, receiver, { receiver: 'any' }, source);
  return use === undefined ? [] : [`execute uses the MCP server it is registered on (\`${use}\`)`];
}
