// An independent count of native tool definitions, per framework, per file. It uses the
// TypeScript compiler's parser (not Babel) and shares no code with transforms/: its
// figures check the codemod's, before and after a run.
//
// What it counts (a call or class is counted once, where it starts):
//   ai-sdk     tool(...) / dynamicTool(...) imported from 'ai' or '@ai-sdk/provider-utils', except
//              client-side tools (a config literal with no `execute`: listed apart, not counted)
//   mcp-sdk    R.registerTool(...) and R.tool(name, ..., handler) in a file that imports
//              '@modelcontextprotocol/sdk' or '@modelcontextprotocol/server', where R is an
//              McpServer (new McpServer / typed so in this file / `this` in a subclass) or is
//              named like one (`server`, `mcpServer`, `this.server`)
//   genkit     R.defineTool(...) / R.dynamicTool(...) where R comes from genkit(...) or is
//              imported (a file that imports 'genkit' or '@genkit-ai/*', or R imported from a
//              project module: relative or an `@/` / `~/` / `#` alias); tool(...) / dynamicTool(...)
//              imported from 'genkit[/beta]'
//   langchain  tool(...), new DynamicStructuredTool(...), new DynamicTool(...), classes that
//              extend StructuredTool / Tool / DynamicStructuredTool / DynamicTool, all imported
//              from '@langchain/core/tools', 'langchain/tools' or 'langchain', except headless
//              tools (`tool({...})` with no function: listed apart, not counted); classes with
//              per-instance state (a constructor with parameters, or `_call` / `invoke` reading
//              `this.<member>` beyond name, description, schema, returnDirect) are counted and
//              marked `apart` (the run prints the figures with and without them)
//   mastra     createTool(...), new Tool(...) imported from '@mastra/core[/...]', except those whose
//              config literal has no `execute` (nor the pre-0.1 `executor`): listed apart, not counted
//   openai-agents  tool(...) imported from '@openai/agents', '@openai/agents-core', '@openai/agents/realtime'
//              or '@openai/agents-realtime' (each exports the core's one tool())
// Imports may be named, aliased (`tool as t`), namespace (`* as ai`) or `require(...)`.
// Not counted: a framework's own source (it imports itself by relative paths: Genkit's
// tests call `genkit()` from '../src'), the MCP
// low-level Server's request handlers, shadowed bindings (not tracked).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';
import { walkSourceFiles } from './walk.mjs';

const require = createRequire(import.meta.url);
const ts = require('typescript');

export const FRAMEWORKS = ['ai-sdk', 'mcp-sdk', 'genkit', 'langchain', 'mastra', 'openai-agents'];

/** Module specifier → the framework whose bindings it exports, with the names that define tools. */
function frameworkOfModule(specifier) {
  if (specifier === 'ai' || specifier === '@ai-sdk/provider-utils')
    return { framework: 'ai-sdk', calls: ['tool', 'dynamicTool'], constructors: [], classes: [] };
  if (specifier === 'genkit' || specifier === 'genkit/beta')
    return { framework: 'genkit', calls: ['tool', 'dynamicTool'], constructors: [], classes: [], instance: 'genkit' };
  if (/^@langchain\/core\/tools(\/|$)/.test(specifier) || specifier === 'langchain/tools' || specifier === 'langchain')
    return {
      framework: 'langchain',
      calls: ['tool'],
      constructors: ['DynamicStructuredTool', 'DynamicTool'],
      classes: ['StructuredTool', 'Tool', 'DynamicStructuredTool', 'DynamicTool'],
    };
  if (/^@mastra\/core(\/|$)/.test(specifier))
    return { framework: 'mastra', calls: ['createTool'], constructors: ['Tool'], classes: [] };
  if (/^@openai\/agents(-core|-realtime|\/realtime)?$/.test(specifier))
    return { framework: 'openai-agents', calls: ['tool'], constructors: [], classes: [] };
  return undefined;
}

const isMcpModule = (specifier) => /^@modelcontextprotocol\/(sdk|server)(\/|$)/.test(specifier);
const isGenkitModule = (specifier) => /^(genkit(\/|$)|@genkit-ai\/)/.test(specifier);
// A project's own modules: relative paths and the usual tsconfig path aliases (`@/x`, `~/x`, `#x`).
const isRelative = (specifier) => /^(\.|@\/|~\/|#)/.test(specifier);

function scriptKindOf(file) {
  if (/\.tsx$/i.test(file)) return ts.ScriptKind.TSX;
  if (/\.[mc]?ts$/i.test(file)) return ts.ScriptKind.TS;
  if (/\.jsx$/i.test(file)) return ts.ScriptKind.JSX;
  return ts.ScriptKind.JS;
}

export function parseSource(file, text) {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKindOf(file));
}

/** Syntax errors the TypeScript parser found (an internal but long-stable field). */
export function parseErrors(sourceFile) {
  return (sourceFile.parseDiagnostics ?? []).map((diagnostic) => {
    const { line } = sourceFile.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    return `${line + 1}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
  });
}

/** What the file imports: local name → { framework facts, imported name }, namespaces, module kinds. */
function collectImports(sourceFile) {
  const named = new Map(); // local → { spec, imported }
  const namespaces = new Map(); // local → spec
  const specifiers = [];
  const relativeNames = new Set();
  const addBinding = (spec, imported, local) => {
    if (isRelative(spec)) relativeNames.add(local);
    else named.set(local, { spec, imported });
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const spec = node.moduleSpecifier.text;
      specifiers.push(spec);
      const clause = node.importClause;
      if (clause && !clause.isTypeOnly) {
        if (clause.name) addBinding(spec, 'default', clause.name.text);
        const bindings = clause.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings)) {
          if (isRelative(spec)) relativeNames.add(bindings.name.text);
          else namespaces.set(bindings.name.text, spec);
        } else if (bindings) {
          for (const element of bindings.elements) {
            if (element.isTypeOnly) continue;
            addBinding(spec, (element.propertyName ?? element.name).text, element.name.text);
          }
        }
      }
      return;
    }
    // const { tool } = require('ai') / const ai = require('ai') / await import('ai')
    if (ts.isVariableDeclaration(node) && node.initializer) {
      let init = node.initializer;
      if (ts.isAwaitExpression(init)) init = init.expression;
      const isLoad =
        ts.isCallExpression(init) &&
        init.arguments.length === 1 &&
        ts.isStringLiteral(init.arguments[0]) &&
        ((ts.isIdentifier(init.expression) && init.expression.text === 'require') ||
          init.expression.kind === ts.SyntaxKind.ImportKeyword);
      if (isLoad) {
        const spec = init.arguments[0].text;
        specifiers.push(spec);
        if (ts.isIdentifier(node.name)) {
          if (isRelative(spec)) relativeNames.add(node.name.text);
          else namespaces.set(node.name.text, spec);
        } else if (ts.isObjectBindingPattern(node.name)) {
          for (const element of node.name.elements) {
            if (!ts.isIdentifier(element.name)) continue;
            const imported =
              element.propertyName && ts.isIdentifier(element.propertyName)
                ? element.propertyName.text
                : element.name.text;
            addBinding(spec, imported, element.name.text);
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return { named, namespaces, specifiers, relativeNames };
}

/** The framework binding a callee or class heritage expression names, if any. */
function resolveBinding(expression, imports) {
  if (ts.isIdentifier(expression)) {
    const binding = imports.named.get(expression.text);
    return binding && { ...binding, via: binding.imported === expression.text ? 'named' : 'aliased' };
  }
  if (
    ts.isPropertyAccessExpression(expression) &&
    ts.isIdentifier(expression.expression) &&
    imports.namespaces.has(expression.expression.text)
  )
    return {
      spec: imports.namespaces.get(expression.expression.text),
      imported: expression.name.text,
      via: 'namespace',
    };
  return undefined;
}

const WRAPPERS = new Set([
  ts.SyntaxKind.ParenthesizedExpression,
  ts.SyntaxKind.AsExpression,
  ts.SyntaxKind.SatisfiesExpression,
  ts.SyntaxKind.NonNullExpression,
  ts.SyntaxKind.AwaitExpression,
  ts.SyntaxKind.TypeAssertionExpression,
]);

/** Where a definition sits, in words: the unit the findings group by. */
function placeOf(node) {
  let child = node;
  let parent = node.parent;
  while (parent && WRAPPERS.has(parent.kind)) {
    child = parent;
    parent = parent.parent;
  }
  if (!parent) return 'top level';
  if (ts.isVariableDeclaration(parent)) {
    const statement = parent.parent?.parent;
    const exported = statement?.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    const topLevel = statement?.parent && ts.isSourceFile(statement.parent);
    return `${exported ? 'exported ' : ''}${topLevel ? 'top-level' : 'local'} variable`;
  }
  if (ts.isPropertyAssignment(parent)) {
    const name = parent.name;
    const kind = ts.isComputedPropertyName(name) ? 'computed key' : ts.isStringLiteral(name) ? 'string key' : 'key';
    return `object property (${kind})`;
  }
  if (ts.isArrayLiteralExpression(parent)) return 'array element';
  if (ts.isReturnStatement(parent)) return 'returned from a function';
  if (ts.isArrowFunction(parent) && parent.body === child) return 'arrow function body';
  if (ts.isCallExpression(parent) || ts.isNewExpression(parent)) {
    const callee = parent.expression.getText().replace(/\s+/g, '');
    return `argument of ${callee.length > 30 ? `…${callee.slice(-28)}` : callee}()`;
  }
  if (ts.isExpressionStatement(parent)) return 'statement';
  if (ts.isPropertyDeclaration(parent)) return 'class field';
  if (ts.isBinaryExpression(parent)) {
    const target = parent.left;
    if (ts.isPropertyAccessExpression(target) && target.expression.kind === ts.SyntaxKind.ThisKeyword)
      return 'assigned to this.x';
    if (ts.isElementAccessExpression(target)) return 'assigned to x[computed]';
    return 'assignment';
  }
  if (ts.isExportAssignment(parent)) return 'export default';
  if (ts.isConditionalExpression(parent)) return 'conditional branch';
  if (ts.isSpreadElement(parent) || ts.isSpreadAssignment(parent)) return 'spread';
  return ts.SyntaxKind[parent.kind];
}

/** Inside a loop or an array callback: one site stands for several tools. */
function inLoop(node) {
  for (let current = node.parent; current && !ts.isSourceFile(current); current = current.parent) {
    if (ts.isIterationStatement(current, false)) return true;
    if (
      (ts.isArrowFunction(current) || ts.isFunctionExpression(current)) &&
      ts.isCallExpression(current.parent) &&
      ts.isPropertyAccessExpression(current.parent.expression) &&
      ['map', 'forEach', 'flatMap', 'reduce'].includes(current.parent.expression.name.text)
    )
      return true;
  }
  return false;
}

/** The receiver of `R.registerTool(...)`, in words. */
function receiverKind(receiver, serverNames) {
  if (ts.isIdentifier(receiver))
    return serverNames.has(receiver.text)
      ? `${receiver.text} (McpServer in this file)`
      : `${receiver.text} (origin unknown)`;
  if (receiver.kind === ts.SyntaxKind.ThisKeyword) {
    let owner = receiver.parent;
    while (owner && !ts.isClassLike(owner)) owner = owner.parent;
    const base = owner?.heritageClauses?.find((clause) => clause.token === ts.SyntaxKind.ExtendsKeyword)?.types[0];
    return base && /(^|\.)McpServer$/.test(base.expression.getText()) ? 'this (class extends McpServer)' : 'this';
  }
  if (ts.isPropertyAccessExpression(receiver)) {
    const owner = receiver.expression.kind === ts.SyntaxKind.ThisKeyword ? 'this' : 'object';
    return `${owner}.${receiver.name.text}${serverNames.has(receiver.name.text) ? ' (McpServer)' : ''}`;
  }
  if (ts.isCallExpression(receiver)) return 'call result';
  return ts.SyntaxKind[receiver.kind];
}

/**
 * A registration counts when its receiver is shown to be an McpServer (created or typed
 * so in this file, or `this` in a subclass) or is named like one (`server`, `this.mcpServer`):
 * a wrapper's `context.registerTool(...)` is not the SDK's.
 */
const isServerLike = (receiverText, sourceText) =>
  /McpServer|^this \(class extends/.test(receiverText) || /server$/i.test(sourceText.replace(/^this\./, ''));

/** The first argument of an MCP registration (the tool name), in words. */
function nameKind(argument) {
  if (!argument) return 'no name';
  if (ts.isStringLiteral(argument) || ts.isNoSubstitutionTemplateLiteral(argument)) return 'literal name';
  if (ts.isTemplateExpression(argument)) return 'template name';
  if (ts.isIdentifier(argument)) return 'name from a variable';
  if (ts.isPropertyAccessExpression(argument)) return 'name from a property';
  return 'computed name';
}

const isFunctionLike = (node) =>
  node &&
  (ts.isArrowFunction(node) ||
    ts.isFunctionExpression(node) ||
    ts.isIdentifier(node) ||
    ts.isCallExpression(node) ||
    ts.isPropertyAccessExpression(node));

/**
 * Names bound to an McpServer in this file: `x = new McpServer(...)`, `x: McpServer`, and
 * class fields / parameters of that type (so `this.x.tool(...)` resolves too).
 */
function mcpServerNames(sourceFile, imports) {
  const names = new Set();
  const isServerType = (type) =>
    type && ts.isTypeReferenceNode(type) && /(^|\.)McpServer$/.test(type.typeName.getText(sourceFile));
  const isServerNew = (expression) =>
    expression && ts.isNewExpression(expression) && /(^|\.)McpServer$/.test(expression.expression.getText(sourceFile));
  const visit = (node) => {
    if (
      (ts.isVariableDeclaration(node) || ts.isPropertyDeclaration(node) || ts.isParameter(node)) &&
      ts.isIdentifier(node.name) &&
      (isServerType(node.type) || isServerNew(node.initializer))
    )
      names.add(node.name.text);
    if (ts.isBinaryExpression(node) && isServerNew(node.right)) {
      const target = node.left;
      if (ts.isIdentifier(target)) names.add(target.text);
      if (ts.isPropertyAccessExpression(target)) names.add(target.name.text);
    }
    ts.forEachChild(node, visit);
  };
  if (imports.specifiers.some(isMcpModule)) visit(sourceFile);
  return names;
}

/**
 * Names bound to `genkit(...)` in this file (`const ai = genkit(...)`, `ai = genkit(...)`):
 * `names` when genkit comes from the package, `internal` when Genkit's own source imports
 * it by a relative path (the framework testing itself: not counted).
 */
function genkitInstanceNames(sourceFile, imports) {
  const names = new Set();
  const internal = new Set();
  const note = (name, init) => {
    while (WRAPPERS.has(init.kind)) init = init.expression;
    if (!ts.isCallExpression(init)) return;
    const binding = resolveBinding(init.expression, imports);
    if (binding && frameworkOfModule(binding.spec)?.instance === binding.imported) names.add(name);
    else if (
      ts.isIdentifier(init.expression) &&
      init.expression.text === 'genkit' &&
      imports.relativeNames.has('genkit')
    )
      internal.add(name);
  };
  const visit = (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
      note(node.name.text, node.initializer);
    if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isIdentifier(node.left)
    )
      note(node.left.text, node.right);
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return { names, internal };
}

/**
 * Every native definition in one file: [{ framework, api, line, endLine, column, shape }].
 * `extras` collects look-alikes deliberately left out of the count (with why).
 */
export function countDefinitions(file, text) {
  const sourceFile = parseSource(file, text);
  const imports = collectImports(sourceFile);
  const importsMcp = imports.specifiers.some(isMcpModule);
  const importsGenkit = imports.specifiers.some(isGenkitModule);
  const servers = mcpServerNames(sourceFile, imports);
  const { names: genkits, internal: internalGenkits } = genkitInstanceNames(sourceFile, imports);
  const definitions = [];
  const extras = [];
  const site = (node, framework, api, details) => {
    const start = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile));
    const end = sourceFile.getLineAndCharacterOfPosition(node.getEnd());
    const loop = inLoop(node) ? ' · in a loop/callback' : '';
    return {
      framework,
      api,
      line: start.line + 1,
      column: start.character + 1,
      endLine: end.line + 1,
      shape: `${framework} ${api} · ${details}${loop}`,
    };
  };

  const visit = (node) => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const isNew = ts.isNewExpression(node);
      const callee = node.expression;
      const binding = resolveBinding(callee, imports);
      const facts = binding && frameworkOfModule(binding.spec);
      const names = facts && (isNew ? facts.constructors : facts.calls);
      if (names?.includes(binding.imported)) {
        const api = `${isNew ? 'new ' : ''}${binding.imported}()`;
        const via = binding.via === 'named' ? '' : ` (${binding.via} import)`;
        const counted = site(node, facts.framework, api, `${placeOf(node)}${via}`);
        if (facts.framework === 'ai-sdk' && isClientSideTool(node))
          extras.push({ ...counted, why: 'client-side-tool' });
        else if (facts.framework === 'mastra' && isClientSideTool(node, MASTRA_RUN_KEYS))
          extras.push({ ...counted, why: 'client-side-tool' });
        else if (facts.framework === 'langchain' && !isNew && isHeadlessLangChainTool(node))
          extras.push({ ...counted, why: 'headless-tool' });
        else definitions.push(counted);
      } else if (!isNew && ts.isPropertyAccessExpression(callee)) {
        const method = callee.name.text;
        const args = node.arguments;
        const receiver = callee.expression;
        if (method === 'registerTool' || (method === 'tool' && args.length >= 2 && isFunctionLike(args.at(-1)))) {
          const receiverText = receiverKind(receiver, servers);
          if (importsMcp && isServerLike(receiverText, receiver.getText(sourceFile))) {
            definitions.push(
              site(
                node,
                'mcp-sdk',
                `R.${method}()`,
                `receiver ${receiverText} · ${nameKind(args[0])} · ${placeOf(node)}`,
              ),
            );
          } else if (method === 'registerTool' || /server/i.test(receiver.getText(sourceFile)))
            extras.push({
              ...site(
                node,
                'mcp-sdk',
                `R.${method}()`,
                importsMcp ? `receiver ${receiverText}: not shown to be an McpServer` : 'no MCP import in the file',
              ),
              why: importsMcp ? 'receiver-not-server' : 'no-mcp-import',
            });
        } else if (method === 'defineTool' || method === 'dynamicTool') {
          const root = ts.isIdentifier(receiver) ? receiver.text : undefined;
          const fromGenkit = root !== undefined && genkits.has(root);
          const imported = root !== undefined && imports.relativeNames.has(root);
          if (root !== undefined && internalGenkits.has(root))
            extras.push({
              ...site(node, 'genkit', `R.${method}()`, 'Genkit testing itself'),
              why: 'framework-internal',
            });
          else if (fromGenkit || (importsGenkit && args.length >= 1) || imported) {
            const origin = fromGenkit ? 'genkit() in this file' : imported ? 'imported from a local module' : 'other';
            definitions.push(site(node, 'genkit', `R.${method}()`, `receiver ${origin} · ${placeOf(node)}`));
          }
        }
      }
    }
    if (ts.isClassLike(node)) {
      const heritage = node.heritageClauses?.find((clause) => clause.token === ts.SyntaxKind.ExtendsKeyword);
      const base = heritage?.types[0]?.expression;
      const binding = base && resolveBinding(base, imports);
      const facts = binding && frameworkOfModule(binding.spec);
      if (facts?.classes.includes(binding.imported)) {
        const abstract = node.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.AbstractKeyword);
        const state = facts.framework === 'langchain' ? instanceState(node) : [];
        definitions.push({
          ...site(node, facts.framework, `class extends ${binding.imported}`, abstract ? 'abstract class' : 'class'),
          ...(state.length > 0 && { apart: 'stateful-tool-class', state }),
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return { definitions, extras, parseErrors: parseErrors(sourceFile) };
}

/** A Mastra tool runs `execute`, or before 0.1 `executor`. */
const MASTRA_RUN_KEYS = ['execute', 'executor'];

/**
 * An AI SDK `tool({...})` (or a Mastra `createTool({...})` / `new Tool({...})`) whose config
 * shows none of `runKeys` (and spreads nothing in): a client-side or provider-executed tool,
 * which has nothing for a standard tool to run.
 */
function isClientSideTool(call, runKeys = ['execute']) {
  const config = call.arguments?.[0];
  if (!config || !ts.isObjectLiteralExpression(config)) return false;
  return config.properties.every(
    (property) =>
      !ts.isSpreadAssignment(property) &&
      !(property.name && !ts.isComputedPropertyName(property.name) && runKeys.includes(property.name.text)) &&
      !(property.name && ts.isComputedPropertyName(property.name)),
  );
}

/** A LangChain `tool({...})` with no function (a headless tool: the client runs it), which has nothing to run. */
function isHeadlessLangChainTool(call) {
  return call.arguments.length === 1 && ts.isObjectLiteralExpression(call.arguments[0]);
}

/** Fields of a LangChain tool that a standard tool holds too (`returnDirect` as an adapter option). */
const TOOL_FIELDS = new Set(['name', 'description', 'schema', 'returnDirect']);

/**
 * What makes a LangChain tool class per-instance state, which one standard tool cannot hold:
 * a constructor with parameters, or a `_call` / `invoke` that reads `this.<member>` other
 * than the tool's fields (arrow functions inside keep `this`; other functions do not).
 */
function instanceState(classNode) {
  const state = new Set();
  const readsThis = (node) => {
    if (
      (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) &&
      node.expression.kind === ts.SyntaxKind.ThisKeyword
    ) {
      const member = ts.isPropertyAccessExpression(node)
        ? node.name.getText()
        : ts.isStringLiteralLike(node.argumentExpression)
          ? node.argumentExpression.text
          : '[computed]';
      if (!TOOL_FIELDS.has(member)) state.add(`this.${member}`);
    }
    if (ts.isFunctionLike(node) && !ts.isArrowFunction(node)) return;
    ts.forEachChild(node, readsThis);
  };
  for (const member of classNode.members) {
    if (ts.isConstructorDeclaration(member) && member.parameters.length > 0) state.add('constructor parameters');
    const name = member.name && !ts.isComputedPropertyName(member.name) ? member.name.getText() : undefined;
    if (ts.isMethodDeclaration(member) && (name === '_call' || name === 'invoke') && member.body)
      ts.forEachChild(member.body, readsThis);
  }
  return [...state];
}

export function countFile(file) {
  return countDefinitions(file, readFileSync(file, 'utf8'));
}

/** `node scripts/corpus/count-native.mjs <dir>`: totals per framework (and `--json`: every site). */
if (import.meta.url === `file://${process.argv[1]}`) {
  const directory = path.resolve(process.argv[2] ?? '.');
  const totals = Object.fromEntries(FRAMEWORKS.map((framework) => [framework, 0]));
  const sites = [];
  for (const file of walkSourceFiles(directory)) {
    for (const definition of countFile(file).definitions) {
      totals[definition.framework] += 1;
      sites.push({ file: path.relative(directory, file), ...definition });
    }
  }
  if (process.argv.includes('--json')) console.log(JSON.stringify({ totals, sites }, null, 2));
  else for (const framework of FRAMEWORKS) console.log(`${framework.padEnd(10)} ${totals[framework]}`);
}
