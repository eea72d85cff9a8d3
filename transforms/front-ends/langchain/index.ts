/**
 * LangChain front end: `tool(func, fields)` and `new DynamicStructuredTool(fields)` from
 * '@langchain/core/tools', 'langchain' or 'langchain/tools' → a standard tool and
 * `toLangChain(tool, options)`.
 *
 * The adapter calls LangChain's own `tool()` with the same name, description and zod
 * schema, so the model sees the same tool and LangChain parses input the same way;
 * `responseFormat`, `returnDirect`, `metadata`, `tags` and every other LangChain field
 * move unchanged to the adapter's options. A tool class made of its tool fields becomes
 * a standard tool too (class-tool.ts). What the adapter cannot reproduce (JSON Schema,
 * other classes, headless tools) is reported for a manual migration.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import {
  callsFrameworkExport,
  resolveCallee,
  resolveNamedImport,
  resolveNamespace,
  type FrameworkReference,
  type ModuleMatcher,
} from '../../lib/bindings';
import { refuse } from '../../lib/diagnostic-catalogue';
import { bindsFrameworkExport } from '../../lib/file-index';
import type { FrontEnd, FrontEndContext } from '../../lib/front-end';
import type { ToolDescription } from '../../lib/ir';
import { Claims } from '../../lib/definition-calls';
import { contains } from '../../lib/nesting';
import type { Described } from './described';
import { readFields, staticName } from './fields';
import { describeToolClass } from './class-tool';
import { stringInputSchema } from './string-input';
import { describeStructuredTool } from './structured-tool';
import { describeToolCall } from './tool-call';
import { langChainFramework } from './framework';
import { scopeOf, visitCandidates } from '../../lib/scope';

const LANGCHAIN_MODULES = new Set(['@langchain/core/tools', 'langchain', 'langchain/tools']);
const matchesModule: ModuleMatcher = (specifier) => LANGCHAIN_MODULES.has(specifier);

// Every LangChain tool class a user class can extend (the corpus found `extends DynamicTool`).
const TOOL_CLASSES = new Set(['StructuredTool', 'Tool', 'DynamicTool', 'DynamicStructuredTool']);
/** Every export whose call, `new` or subclass this front end looks at. */
const DEFINING_EXPORTS = new Set(['tool', ...TOOL_CLASSES]);

export const langChainFrontEnd: FrontEnd = {
  framework: langChainFramework,
  textHints: ['langchain'],
  matchesModule,
  recognises: [
    "tool(func, { name, description, schema }) from '@langchain/core/tools', 'langchain', 'langchain/tools' (named, aliased, namespace, require)",
    'new DynamicStructuredTool({ name, description, schema, func }) whose func takes at most one parameter',
    "zod schemas → inputSchema; func(input, config) keeps its config as execute's context",
    'responseFormat, returnDirect, metadata, tags and other LangChain fields → adapter options',
    'class X extends StructuredTool/Tool { name; description; schema; _call(input) } used only as new X() in its file → a standard tool and toLangChain(def) at each new X() (a Tool takes a string: inputSchema z.string())',
    'such a class exported (other modules construct it), or named as a type or in instanceof → its standard tool and class X extends toLangChainClass(def) {}: each new X() makes that tool, an instance of X',
    "string input (new DynamicTool({...}), tool() without a schema or with z.string(), Tool subclasses) → inputSchema z.string(), or fromJsonSchema({ type: 'string' }) in an ES module without zod",
    'other tool classes (with state or a constructor, constructed with fields, subclassed, DynamicTool subclasses), headless tool({...}), JSON Schema schemas: reported for a manual migration',
  ],
  mayDefine: (index) => bindsFrameworkExport(index, matchesModule, DEFINING_EXPORTS),
  definitionHints: [...DEFINING_EXPORTS],
  collect,
};

type Definition = NodePath<t.CallExpression | t.NewExpression>;

function collect(context: FrontEndContext): ToolDescription[] {
  const claims = new Claims(context);
  const visit = (path: Definition) => {
    const callee = resolveCallee(path, matchesModule);
    if (!callee) return;
    const shape = path.isNewExpression()
      ? callee.imported === 'DynamicStructuredTool' || callee.imported === 'DynamicTool'
        ? callee.imported
        : undefined
      : callee.imported === 'tool'
        ? 'tool'
        : undefined;
    if (!shape) return;
    const calleeText = context.source.slice(path.node.callee.start!, path.node.callee.end!);
    const label = shape === 'tool' ? `${calleeText}()` : `new ${calleeText}()`;
    if (claims.nested(path.node, `${label}: a tool defined inside another tool definition is left as it is`)) return;
    const described =
      shape === 'tool'
        ? describeToolCall(context, path as NodePath<t.CallExpression>, callee)
        : shape === 'DynamicStructuredTool'
          ? describeStructuredTool(context, path as NodePath<t.NewExpression>, callee)
          : describeDynamicTool(context, path as NodePath<t.NewExpression>, callee);
    if (!described.ok) {
      context.report(
        path.node,
        described.reason,
        `${label}${described.name !== undefined ? ` '${described.name}'` : ''} ${described.message}; left as it is`,
        described.name !== undefined ? { tool: described.name } : {},
      );
      return;
    }
    claims.claim(path.node, described.tool);
  };
  const visitClass = (path: NodePath<t.Class>) => claims.claim(path.node, toolClass(context, path, claims));
  visitCandidates(context.program, {
    CallExpression: { where: callsFrameworkExport(matchesModule), visit },
    NewExpression: { where: callsFrameworkExport(matchesModule), visit },
    ClassDeclaration: visitClass,
    ClassExpression: visitClass,
  });
  return withoutEntangledClasses(context, claims.tools);
}

/**
 * A class whose `new X()` sits inside another definition that moves (a `tool()`'s
 * function, another class's `_call`) would need two rewrites of one text: both stay,
 * so that a second run finds them as the first did.
 */
function withoutEntangledClasses(context: FrontEndContext, tools: ToolDescription[]): ToolDescription[] {
  const rewritten = (tool: ToolDescription): t.Node =>
    tool.placement.kind === 'replace' ? tool.placement.statement : tool.placement.site;
  const left = new Set<ToolDescription>();
  for (const tool of tools) {
    if (tool.placement.kind !== 'replace') continue;
    const { statement, sites } = tool.placement;
    const hosts = tools.filter((other) => other !== tool && sites.some((site) => contains(rewritten(other), site)));
    const inside = sites.some((site) => contains(statement, site));
    if (hosts.length === 0 && !inside) continue;
    const className = (statement as t.ClassDeclaration).id?.name ?? tool.name;
    left.add(tool);
    context.report(
      statement,
      'tool-class',
      `class ${className} ('${tool.name}'): its \`new ${className}()\` stands inside ${inside ? 'the class itself' : 'another tool definition, which would move it'}; left as it is`,
      { tool: tool.name },
    );
    for (const host of hosts) {
      if (left.has(host)) continue;
      left.add(host);
      context.report(
        rewritten(host),
        'nested-definition',
        `'${host.name}' builds the tool class ${className} (\`new ${className}()\`), which stays a class; left as it is`,
        { tool: host.name },
      );
    }
  }
  return tools.filter((tool) => !left.has(tool));
}

/** `new DynamicTool({...})`: string input, which the standard tool says with `z.string()` (needs a zod import). */
function describeDynamicTool(
  context: FrontEndContext,
  path: NodePath<t.NewExpression>,
  callee: FrameworkReference,
): Described {
  const stringInput = stringInputSchema(context, path);
  if (stringInput !== undefined) return describeStructuredTool(context, path, callee, stringInput);
  const [fields] = path.node.arguments;
  const read = fields?.type === 'ObjectExpression' ? readFields(fields) : undefined;
  const name = read?.ok ? staticName(read.properties.get('name'), scopeOf(path)) : undefined;
  return refuse('dynamic-tool', undefined, name);
}

/**
 * `class X extends StructuredTool/Tool/DynamicTool/...`: migrated when the class is all
 * the file's uses see of it (see tool-class.ts), else reported with every reason.
 */
function toolClass(context: FrontEndContext, path: NodePath<t.Class>, claims: Claims): ToolDescription | undefined {
  const superClass = path.node.superClass;
  let imported: string | undefined;
  let reference: t.Identifier | undefined;
  if (superClass?.type === 'Identifier') {
    imported = resolveNamedImport(path, superClass, matchesModule)?.imported;
    reference = superClass;
  }
  if (
    superClass?.type === 'MemberExpression' &&
    !superClass.computed &&
    superClass.object.type === 'Identifier' &&
    superClass.property.type === 'Identifier'
  ) {
    imported =
      resolveNamespace(path, superClass.object, matchesModule) !== undefined ? superClass.property.name : undefined;
    reference = superClass.object;
  }
  if (imported === undefined || reference === undefined || !TOOL_CLASSES.has(imported)) return undefined;
  const label = `class${path.node.id ? ` ${path.node.id.name}` : ''} extends ${imported}`;
  if (claims.nested(path.node, `${label}: a tool defined inside another tool definition is left as it is`))
    return undefined;
  const described = describeToolClass(context, path, imported, reference);
  if (described.ok) return described.tool;
  // Per-instance state is the reason that no rewrite of the class itself can lift: it leads.
  const { state, blockers } = described;
  if (state.length > 0) {
    const others = blockers.length > 0 ? `; also ${blockers.join('; ')}` : '';
    context.report(
      path.node,
      'tool-class-state',
      `${label}: it holds per-instance state (${state.join(', ')}), which one standard tool cannot hold without a factory${others}; left as it is`,
    );
  } else context.report(path.node, 'tool-class', `${label}: ${blockers.join('; ')}; left as it is`);
  return undefined;
}
