import type { FrameworkDescriptor } from '../../lib/framework';

export const langChainFramework = {
  id: 'langchain',
  title: 'LangChain (@langchain/core/tools, langchain)',
  name: 'LangChain',
  supported: 'LangChain (`@langchain/core`) 0.2.20+, 0.3, 1.x',
  shapes: ['tool()', 'DynamicStructuredTool', 'DynamicTool', 'tool classes'],
  packages: ['@langchain/core'],
  // The adapter makes its tools with `tool()`, which keeps its other fields (returnDirect, responseFormat...) from
  // core 0.2.20 on (added in 0.2.7, it dropped them before).
  oldestSupported: { package: '@langchain/core', version: '0.2.20' },
  companionPackages: ['langchain'],
  adapterModule: () => 'langchain',
  adapterExports: ['toLangChain', 'toLangChainClass'],
  adapterExportsWhenImported: ['toLangChainClass'],
  adapterTypes: ['LangChainToolContext'],
  toolSchemaKinds: ['PlainJsonSchema'],
  zodOnlyStandIns: ['langchain-other-schemas'],
  lineBudget: 114,
} as const satisfies FrameworkDescriptor<'langchain'>;
