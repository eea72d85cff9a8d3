/**
 * LangChain front end: `tool(func, fields)` and `new DynamicStructuredTool(fields)` from
 * '@langchain/core/tools', 'langchain' or 'langchain/tools' → a standard tool and
 * `toLangChain(tool, options)`.
 *
 * The adapter calls LangChain's own `tool()` with the same name, description and zod
 * schema, so the model sees the same tool and LangChain parses input the same way;
 * `responseFormat`, `returnDirect`, `metadata`, `tags` and every other LangChain field
 * move unchanged to the adapter's options. What the adapter cannot reproduce (string
 * tools, JSON Schema, classes, headless tools) is reported for a manual migration.
 */
import traverse, { type NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { resolveCallee, resolveNamedImport, resolveNamespace, type ModuleMatcher } from '../../lib/bindings';
import { refuse } from '../../lib/diagnostic-catalogue';
import { bindsFrameworkExport } from '../../lib/file-index';
import type { FrontEnd, FrontEndContext } from '../../lib/front-end';
import type { ToolDescription } from '../../lib/ir';
import { insideClaimed } from '../../lib/nesting';
import type { Described } from './described';
import { readFields, staticName } from './fields';
import { describeStructuredTool } from './structured-tool';
import { toolClassBlockers } from './tool-class';
import { describeToolCall } from './tool-call';
import { langChainFramework } from './framework';

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
    'DynamicTool, subclasses of StructuredTool/Tool/DynamicTool/DynamicStructuredTool, headless tool({...}), JSON Schema or string schemas: reported for a manual migration',
  ],
  mayDefine: (index) => bindsFrameworkExport(index, matchesModule, DEFINING_EXPORTS),
  collect,
};

type Definition = NodePath<t.CallExpression | t.NewExpression>;

function collect(context: FrontEndContext): ToolDescription[] {
  const tools: ToolDescription[] = [];
  const claimed: t.Node[] = [];
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
    if (insideClaimed(path.node, claimed)) {
      context.report(
        path.node,
        'nested-definition',
        `${label}: a tool defined inside another tool definition is left as it is`,
      );
      return;
    }
    const described =
      shape === 'tool'
        ? describeToolCall(context, path as NodePath<t.CallExpression>, callee)
        : shape === 'DynamicStructuredTool'
          ? describeStructuredTool(context, path as NodePath<t.NewExpression>, callee)
          : manualDynamicTool(path as NodePath<t.NewExpression>);
    if (!described.ok) {
      context.report(
        path.node,
        described.reason,
        `${label}${described.name !== undefined ? ` '${described.name}'` : ''} ${described.message}; left as it is`,
        described.name !== undefined ? { tool: described.name } : {},
      );
      return;
    }
    tools.push(described.tool);
    claimed.push(path.node);
  };
  traverse(context.ast, {
    CallExpression: visit,
    NewExpression: visit,
    Class(path) {
      reportToolClass(context, path);
    },
  });
  return tools;
}

function manualDynamicTool(path: NodePath<t.NewExpression>): Described {
  const [fields] = path.node.arguments;
  const read = fields?.type === 'ObjectExpression' ? readFields(fields) : undefined;
  const name = read?.ok ? staticName(read.properties.get('name'), path.scope) : undefined;
  return refuse('dynamic-tool', 'takes a string input, which a standard tool with a schema would change', name);
}

/** `class X extends StructuredTool/Tool/DynamicTool/...`: a later iteration may migrate classes. */
function reportToolClass(context: FrontEndContext, path: NodePath<t.Class>): void {
  const superClass = path.node.superClass;
  let imported: string | undefined;
  if (superClass?.type === 'Identifier') imported = resolveNamedImport(path, superClass, matchesModule)?.imported;
  if (
    superClass?.type === 'MemberExpression' &&
    !superClass.computed &&
    superClass.object.type === 'Identifier' &&
    superClass.property.type === 'Identifier'
  ) {
    imported =
      resolveNamespace(path, superClass.object, matchesModule) !== undefined ? superClass.property.name : undefined;
  }
  if (imported === undefined || !TOOL_CLASSES.has(imported)) return;
  const name = path.node.id ? ` ${path.node.id.name}` : '';
  const blockers = toolClassBlockers(path, imported);
  const besides =
    blockers.length > 0
      ? `; besides, ${blockers.join('; ')}`
      : ' (its name, description, schema and _call would make a standard tool as they are)';
  context.report(
    path.node,
    'tool-class',
    `class${name} extends ${imported}: tool classes are not migrated yet${besides}; left as it is`,
  );
}
