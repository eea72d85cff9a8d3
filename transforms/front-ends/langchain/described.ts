/**
 * What the LangChain readers share: their result, and the ToolDescription they build
 * (the same adapter call, name and report summary for both definition shapes).
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import { callStateUse, type CallStateReaders } from '../../lib/call-state-reads';
import type { FrameworkReference } from '../../lib/bindings';
import type { Refusal } from '../../lib/diagnostic-catalogue';
import { positionOf } from '../../lib/diagnostics';
import type { FrontEndContext } from '../../lib/front-end';
import type { AdapterOption, ToolDescription } from '../../lib/ir';
import { standardBindingBase } from '../../lib/naming';
import { fileScopesOf } from '../../lib/scope';
import { valueOf, type FieldProperty, type ReadName } from './fields';

export type Described = { ok: true; tool: ToolDescription } | Refusal;

/** Fields that make up the standard tool; every other field is an adapter option. */
export const STANDARD_FIELDS = new Set(['name', 'description', 'schema']);

export function hasTypeArguments(call: t.CallExpression | t.NewExpression): boolean {
  const typed = call as { typeParameters?: unknown; typeArguments?: unknown };
  return Boolean(typed.typeParameters ?? typed.typeArguments);
}

export interface DescribedParts {
  call: t.CallExpression | t.NewExpression;
  callee: FrameworkReference;
  named: ReadName;
  properties: Map<string, FieldProperty>;
  placement: ToolDescription['placement'];
  standardObject: ToolDescription['standardObject'];
  options: AdapterOption[];
  tiedReasons: string[];
  /** The description the standard tool states when the definition had none. */
  writtenDescription?: string;
  /** Names the standard object takes from the adapter module (`fromJsonSchema`). */
  moduleImports?: string[];
  /** Types it names from the adapter module (`LangChainToolContext`). */
  moduleTypes?: string[];
}

/** The tool described from its parts: what `describeToolCall` and `describeStructuredTool` return. */
export function described(context: FrontEndContext, parts: DescribedParts): Described {
  return { ok: true, tool: toolDescription(context, parts) };
}

function toolDescription(context: FrontEndContext, parts: DescribedParts): ToolDescription {
  const { call, properties, named } = parts;
  const text = (node: t.Node | undefined) => (node ? context.source.slice(node.start!, node.end!) : undefined);
  return {
    framework: 'langchain',
    name: named.name,
    ...(named.text !== undefined
      ? { nameText: named.text, runtimeName: true }
      : named.reference !== undefined && { nameText: named.reference }),
    nameSource: 'explicit',
    summary: {
      description:
        text(valueOf(properties.get('description'))) ??
        (parts.writtenDescription !== undefined ? JSON.stringify(parts.writtenDescription) : undefined),
      inputSchema: text(valueOf(properties.get('schema'))),
    },
    // A name known only at run time says little (`name: queryTool.name` gave `name`): the variable says more.
    preferredBinding: standardBindingBase(
      (named.text !== undefined ? declaredVariable(parts.placement) : undefined) ?? named.label ?? named.name,
    ),
    standardObject: parts.standardObject,
    placement: parts.placement,
    adapter: {
      importName: 'toLangChain',
      leadingArguments: [],
      options: parts.options,
    },
    ...(parts.moduleImports?.length && { adapterModuleNames: parts.moduleImports }),
    ...(parts.moduleTypes?.length && { adapterModuleTypes: parts.moduleTypes }),
    consumedReferences: [parts.callee.referenceNode],
    tiedReasons: [...parts.tiedReasons, ...runContextUse(context, call)],
    ...positionOf(call),
  };
}

/** `const queryTool = tool(...)` (exported or not): the variable the definition is declared as. */
function declaredVariable(placement: ToolDescription['placement']): string | undefined {
  if (placement.kind !== 'declare') return undefined;
  const statement =
    placement.statement.type === 'ExportNamedDeclaration' ? placement.statement.declaration : placement.statement;
  if (statement?.type !== 'VariableDeclaration') return undefined;
  const id = statement.declarations[0]?.id;
  return id?.type === 'Identifier' ? id.name : undefined;
}

/** LangChain's and LangGraph's reads of the running call, from their own async storage. */
const LANGCHAIN_CALL_STATE: CallStateReaders = {
  functions: [
    { module: (specifier) => specifier === '@langchain/core/context', names: new Set(['getContextVariable']) },
    {
      module: (specifier) => specifier === '@langchain/langgraph' || specifier.startsWith('@langchain/langgraph/'),
      names: new Set(['getConfig', 'getCurrentTaskInput', 'getStore', 'getWriter', 'interrupt']),
    },
  ],
};

/** `getContextVariable(...)`, LangGraph's `getConfig()`, `interrupt()`... in the tool's code: LangChain's run only. */
function runContextUse(context: FrontEndContext, call: t.CallExpression | t.NewExpression): string[] {
  const path = fileScopesOf(context.program).pathOf(call) as NodePath<t.CallExpression | t.NewExpression>;
  const use = callStateUse(path, undefined, LANGCHAIN_CALL_STATE, context.source);
  return use === undefined ? [] : [`execute reads the run LangChain keeps for the call (\`${use}\`)`];
}
