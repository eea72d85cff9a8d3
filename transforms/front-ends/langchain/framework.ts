import type { FrameworkDescriptor } from '../../lib/framework';

export const langChainFramework = {
  id: 'langchain',
  title: 'LangChain (@langchain/core/tools, langchain)',
  name: 'LangChain',
  supported: 'LangChain (`@langchain/core`) 0.3, 1.x',
  shapes: ['tool()', 'DynamicStructuredTool', 'DynamicTool', 'tool classes'],
  packages: ['@langchain/core'],
  // Core 0.2 has neither `ToolRunnableConfig` nor `ToolSchemaBase`, and its tool classes take other type parameters.
  oldestSupported: { package: '@langchain/core', version: '0.3.0' },
  companionPackages: ['langchain'],
  adapterModule: () => 'langchain',
  adapterExports: ['toLangChain', 'toLangChainClass'],
  adapterExportsWhenImported: ['toLangChainClass'],
  adapterTypes: ['LangChainToolContext'],
  toolSchemaKinds: ['PlainJsonSchema'],
  zodOnlyStandIns: ['langchain-other-schemas'],
  lineBudget: 105,
} as const satisfies FrameworkDescriptor<'langchain'>;
