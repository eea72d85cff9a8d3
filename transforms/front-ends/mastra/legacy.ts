/**
 * Mastra's pre-0.1 API (@mastra/core 0.1.27-alpha, 2024): `createTool({ label, schema,
 * description, executor })`, which returned its argument as it was. `new Mastra({ tools })`
 * named each tool by its record key and called `executor({ data, integrationsRegistry,
 * agents, llm, engine })` with the parsed input under `data`; `label` was only shown.
 *
 * The standard tool is named like any unnamed definition (its variable or record key: the
 * key `new Mastra({ tools })` gets from a module of exported tools), `label` becomes its
 * `title`, `schema` its `inputSchema`, and `executor` its `execute(data, everythingButData)`,
 * rewritten as a 0.x execute is with `data` for `context` (execute.ts). The pre-0.1 adapter
 * (mastra-v0-legacy.ts) gives back `{ label: title, schema, description, executor }`.
 */
import type { NodePath } from '@babel/traverse';
import type * as t from '@babel/types';
import type { ConfigProperty } from '../../lib/config-object';
import { analyseSite } from '../../lib/definition-site';
import type { ManualReporter } from '../../lib/config-preamble';
import { positionOf } from '../../lib/diagnostics';
import type { FrontEndContext } from '../../lib/front-end';
import type { AdapterOption, StandardProperty, ToolDescription } from '../../lib/ir';
import { standardBindingBase } from '../../lib/naming';
import { executeFunction, planExecute, type ExecutePlan, type MastraMajor } from './execute';

/** The pre-0.1 key → the standard key; `description` and `outputSchema` keep theirs. */
const RENAMED = new Map([
  ['label', 'title'],
  ['schema', 'inputSchema'],
  ['executor', 'execute'],
]);
const KEPT = new Set(['description', 'outputSchema']);
/** Keys of the standard tool a pre-0.1 config must not have already (they would clash). */
const STANDARD_ONLY = ['id', 'name', 'title', 'inputSchema', 'execute'];

const LEGACY_DIALECT = { inputKey: 'data', api: 'pre-0.1' } as const;
const LEGACY_TIED = "executor reads Mastra's pre-0.1 context (integrationsRegistry, agents, llm, engine, ...)";

export function describeLegacy(
  context: FrontEndContext,
  path: NodePath<t.CallExpression | t.NewExpression>,
  properties: ReadonlyMap<string, NodePath<ConfigProperty>>,
  moduleName: string,
  knownMajor: MastraMajor | undefined,
  calleeReference: t.Identifier,
  manual: ManualReporter,
): ToolDescription | undefined {
  const call = path.node;
  const notLegacy = notThatApi(call, moduleName, knownMajor, properties);
  if (notLegacy !== undefined)
    return manual(
      'mastra-legacy-api',
      `uses the pre-0.1 Mastra API (\`label\`, \`schema\`, \`executor\`) ${notLegacy}`,
    );
  const executorPath = properties.get('executor');
  if (!executorPath) return manual('no-execute', 'has no executor (nothing to call)');

  const site = analyseSite(path, context.filePath);
  if (!site.ok) return manual(site.reason, site.message);
  const execute = planExecute(
    context.source,
    executeFunction(executorPath),
    0,
    { hasInputSchema: true, property: executorPath },
    LEGACY_DIALECT,
  );
  if (!execute.ok) return manual(execute.reason, execute.message.replace(/\bexecute\b/, 'executor'), site.name);

  if (knownMajor === undefined)
    context.report(
      call,
      'mastra-major-assumed',
      `${site.name}: no installed @mastra/core version given; the pre-0.1 API assumed from its \`label\`, \`schema\` and \`executor\``,
      { tool: site.name },
    );

  const { standard, options } = legacyProperties(properties, execute);
  const text = (key: string) => {
    const node = properties.get(key)?.node;
    return node?.type === 'ObjectProperty' ? context.source.slice(node.value.start!, node.value.end!) : undefined;
  };
  return {
    framework: 'mastra',
    name: site.name,
    nameSource: site.nameSource,
    summary: {
      title: text('label'),
      description: text('description'),
      inputSchema: text('schema'),
      outputSchema: text('outputSchema'),
    },
    preferredBinding: standardBindingBase(site.variable ?? site.name),
    standardObject: { kind: 'reuse', object: call.arguments[0] as t.ObjectExpression, properties: standard },
    placement: site.placement,
    adapter: { importName: 'toMastra', leadingArguments: [], options },
    // Assumed pre-0.1: the adapter module must be that variant.
    ...(knownMajor === undefined && { adapterFeatures: ['mastra-pre-0.1-execute'] }),
    consumedReferences: [calleeReference],
    tiedReasons: execute.tiedReason ? [LEGACY_TIED] : [],
    ...positionOf(call),
  };
}

/** Why a call with the pre-0.1 keys is not that API as it was (the rest of the message), or undefined. */
function notThatApi(
  call: t.CallExpression | t.NewExpression,
  moduleName: string,
  knownMajor: MastraMajor | undefined,
  properties: ReadonlyMap<string, NodePath<ConfigProperty>>,
): string | undefined {
  if (call.type !== 'CallExpression') return 'with `new Tool()`, which that API did not have';
  if (moduleName !== '@mastra/core') return `from '${moduleName}', which that API did not have`;
  if (knownMajor === 1) return 'while Mastra 1.x is installed, which has no such tool';
  const clash = STANDARD_ONLY.find((key) => properties.has(key));
  if (clash) return `together with \`${clash}\``;
  const missing = ['label', 'schema', 'description'].find((key) => properties.get(key)?.node.type !== 'ObjectProperty');
  return missing === undefined ? undefined : `without a \`${missing}\` property`;
}

/** The pre-0.1 keys renamed to the standard ones (`executor` rewritten); any other key is an option. */
function legacyProperties(
  properties: ReadonlyMap<string, NodePath<ConfigProperty>>,
  execute: Extract<ExecutePlan, { ok: true }>,
): { standard: StandardProperty[]; options: AdapterOption[] } {
  const standard: StandardProperty[] = [];
  const options: AdapterOption[] = [];
  for (const [key, propertyPath] of properties) {
    const node = propertyPath.node;
    const rename = RENAMED.get(key);
    if (key === 'executor')
      standard.push({
        kind: 'original',
        node,
        rename,
        valueText: execute.valueText,
        parametersText: execute.parametersText,
      });
    else if (rename) standard.push({ kind: 'original', node, rename });
    else if (KEPT.has(key)) standard.push({ kind: 'original', node });
    // `documentation` and anything else: handed back as it was.
    else options.push({ node });
  }
  return { standard, options };
}
